import type { CurrentUser } from '@microreach/domain/auth';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HelpRoute } from '#web/app/routes/help';
import { mockApi } from '#web/test/mock-api';
import { renderAt } from '#web/test/render';

const SECTIONS = [
  'Quick Start',
  'Upload Your Content',
  'How Payouts Work',
  'Verification & Policy',
  'Creative Playbook',
  'Example Videos',
  'Approvals & Revisions',
  'Support',
];

const creator: CurrentUser = {
  id: 'u1',
  email: 'mia@example.com',
  name: 'Mia',
  role: 'Influencer',
  companyName: null,
  profilePicture: null,
  emailConfirmed: true,
};

async function renderHelp() {
  mockApi({ 'GET /api/auth/session': [200, { user: creator }] });
  renderAt('/help', [{ path: '/help', element: <HelpRoute /> }]);
  await screen.findByRole('heading', { level: 1, name: 'Creator Help Guide' });
}
function section(name: string) {
  return within(screen.getByRole('region', { name }));
}

describe('Creator Help Guide', () => {
  it('has the page heading and one h2 per section, in order', async () => {
    await renderHelp();
    expect(screen.getByRole('heading', { level: 1, name: 'Creator Help Guide' })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(SECTIONS);
    const topics = within(screen.getByRole('navigation', { name: 'Help topics' })).getAllByRole('link');
    expect(topics.map((a) => a.getAttribute('href'))).toEqual(
      SECTIONS.map((s) => `#${screen.getByRole('heading', { level: 2, name: s }).closest('section')?.id}`),
    );
  });

  it('links to Browse Campaigns and the Creator Dashboard', async () => {
    await renderHelp();
    const browse = screen.getAllByRole('link', { name: 'Browse Campaigns' });
    const dashboard = screen.getAllByRole('link', { name: 'Go to Creator Dashboard' });
    expect(browse.length).toBeGreaterThan(0);
    expect(dashboard.length).toBeGreaterThan(0);
    expect(browse.every((a) => a.getAttribute('href') === '/browse-campaigns')).toBe(true);
    expect(dashboard.every((a) => a.getAttribute('href') === '/influencer-dashboard')).toBe(true);
  });

  it('states the beta, payout and fee rules', async () => {
    await renderHelp();
    const quick = section('Quick Start');
    expect(quick.getByText(/up to 5 active partnerships/)).toBeVisible();
    const payouts = section('How Payouts Work');
    expect(payouts.getByText(/\$10 per approved post/)).toBeVisible();
    expect(payouts.getByText(/within 7 days of brand approval or campaign end/)).toBeVisible();
    expect(payouts.getByText(/5% of your earnings/)).toBeVisible();
    expect(
      payouts.getByText(/accounts under 50k followers get a boost: 10% more on what views and engagement pay/),
    ).toBeVisible();
    expect(payouts.getByText(/tax forms may be required above a threshold/)).toBeVisible();
  });

  it('states the posting, verification and review rules', async () => {
    await renderHelp();
    const upload = section('Upload Your Content');
    expect(upload.getByText(/Maximum 3 posts per deliverable/)).toBeVisible();
    const formats = within(upload.getByRole('list', { name: 'Accepted link formats' }));
    expect(formats.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Instagram post: https://www.instagram.com/p/{post-id}/',
      'Instagram reel: https://www.instagram.com/reel/{reel-id}/',
      'TikTok video: https://www.tiktok.com/@{your-handle}/video/{video-number}',
    ]);

    const policy = section('Verification & Policy');
    expect(policy.getByText(/the post must be on the same handle as your profile/)).toBeVisible();
    expect(policy.getByText(/makes the payout invalid/)).toBeVisible();
    expect(policy.getByText(/posts stay public during the tracking window/)).toBeVisible();

    expect(section('Creative Playbook').getByText(/15 to 45 seconds/)).toBeVisible();
    expect(section('Example Videos').getAllByRole('heading', { level: 3 }).length).toBeGreaterThanOrEqual(3);

    const approvals = section('Approvals & Revisions');
    expect(approvals.getByText(/within 72 hours/)).toBeVisible();
    expect(approvals.getByText(/make it within 48 hours/)).toBeVisible();
    const stages = within(approvals.getByRole('list', { name: 'Progress stages' }));
    expect(stages.getAllByRole('listitem').map((li) => li.textContent?.split(':')[0])).toEqual([
      'Submitted',
      'Under Review',
      'Tracking',
      'Approved',
      'Needs Fix',
    ]);
  });
});
