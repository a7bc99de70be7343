import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from './calendar.ts';
import { brandName, notificationContent, notificationTime } from './notification-texts.ts';

describe('notificationContent', () => {
  it('tells the business about an application, or a join on a Public campaign, and links to its dashboard', () => {
    expect(
      notificationContent({ kind: 'application_received', creatorName: 'Mia', campaignName: 'Roast', joined: false }),
    ).toEqual({
      kind: 'application_received',
      title: 'New application',
      body: 'Mia applied to Roast.',
      link: '/smb-dashboard',
    });
    expect(
      notificationContent({ kind: 'application_received', creatorName: 'Mia', campaignName: 'Roast', joined: true }),
    ).toMatchObject({ title: 'New influencer joined', body: 'Mia joined Roast.', link: '/smb-dashboard' });
  });

  it("tells the creator the business's decision and opens the tab it shows in", () => {
    expect(
      notificationContent({ kind: 'application_accepted', brandName: 'Northside', campaignName: 'Roast' }),
    ).toMatchObject({
      title: 'Application accepted',
      body: 'Northside accepted your application to Roast.',
      link: '/influencer-dashboard?tab=active',
    });
    expect(
      notificationContent({ kind: 'application_rejected', brandName: 'Northside', campaignName: 'Roast' }),
    ).toMatchObject({
      title: 'Application declined',
      body: 'Northside did not accept your application to Roast.',
      link: '/influencer-dashboard?tab=pending',
    });
  });

  it('tells the creator about an invitation and the business about the answer', () => {
    expect(
      notificationContent({ kind: 'invitation_received', brandName: 'Northside', campaignName: 'Roast' }),
    ).toMatchObject({
      title: 'New invitation',
      body: 'Northside invited you to join Roast.',
      link: '/influencer-dashboard',
    });
    expect(
      notificationContent({ kind: 'invitation_accepted', creatorName: 'Mia', campaignName: 'Roast' }),
    ).toMatchObject({
      title: 'Invitation accepted',
      body: 'Mia accepted your invitation to Roast.',
      link: '/smb-dashboard',
    });
    expect(
      notificationContent({ kind: 'invitation_declined', creatorName: 'Mia', campaignName: 'Roast' }),
    ).toMatchObject({ title: 'Invitation declined', body: 'Mia declined your invitation to Roast.' });
  });

  it('names the platform of submitted content', () => {
    expect(
      notificationContent({ kind: 'content_submitted', creatorName: 'Mia', campaignName: 'Roast', platform: 'tiktok' }),
    ).toMatchObject({ title: 'Content submitted', body: 'Mia submitted a new TikTok post for Roast.' });
    expect(
      notificationContent({
        kind: 'content_submitted',
        creatorName: 'Mia',
        campaignName: 'Roast',
        platform: 'instagram',
      }).body,
    ).toBe('Mia submitted a new Instagram post for Roast.');
  });
});

describe('brandName', () => {
  it("is the company name, or the owner's name without one", () => {
    expect(brandName({ name: 'Dana', companyName: 'Northside' })).toBe('Northside');
    expect(brandName({ name: 'Dana', companyName: null })).toBe('Dana');
    expect(brandName({ name: 'Dana', companyName: '  ' })).toBe('Dana');
  });
});

describe('notificationTime', () => {
  const now = new Date('2026-05-10T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it('reads as a person says it', () => {
    expect(notificationTime(ago(10_000), now)).toBe('Just now');
    expect(notificationTime(ago(5 * 60_000), now)).toBe('5 min ago');
    expect(notificationTime(ago(3 * HOUR_MS), now)).toBe('3 h ago');
    expect(notificationTime(ago(DAY_MS), now)).toBe('1 day ago');
    expect(notificationTime(ago(6 * DAY_MS), now)).toBe('6 days ago');
    expect(notificationTime('2026-03-05T08:00:00Z', now)).toBe('Mar 5, 2026');
  });
});
