import { describe, expect, it } from 'vitest';
import { followerRangeLabel, messageApplicantHref, socialLink, websiteLink } from './applicant-display';

describe('applicant display helpers', () => {
  it('builds the chat link with the user, the campaign and an encoded greeting', () => {
    const href = messageApplicantHref({ id: 'u-7', name: 'Mia Lens' }, { id: 'c-1', campaignName: 'Fall & Coffee' });
    expect(href).toBe(
      '/chat-business?user=u-7&campaign=c-1&message=Hi%20Mia%20Lens%2C%20thanks%20for%20applying%20to%20Fall%20%26%20Coffee!',
    );
    const query = new URLSearchParams(href.split('?')[1]);
    expect(query.get('message')).toBe('Hi Mia Lens, thanks for applying to Fall & Coffee!');
  });

  it('links handles and full links, and never a non-http value', () => {
    expect(socialLink('instagram', '@mia.lens')).toEqual({
      href: 'https://www.instagram.com/mia.lens',
      text: '@mia.lens',
    });
    expect(socialLink('tiktok', 'mia')).toEqual({ href: 'https://www.tiktok.com/@mia', text: '@mia' });
    expect(socialLink('tiktok', 'https://www.tiktok.com/@mia')?.href).toBe('https://www.tiktok.com/@mia');
    expect(socialLink('instagram', 'javascript:alert(1)')).toBeNull();
    expect(socialLink('instagram', null)).toBeNull();
    expect(websiteLink('javascript:alert(1)')).toBeNull();
    expect(websiteLink('https://mia.example/')).toEqual({ href: 'https://mia.example/', text: 'mia.example' });
  });

  it('reads follower ranges in words', () => {
    expect(followerRangeLabel('1000-')).toBe('Under 1K');
    expect(followerRangeLabel('1000-2500')).toBe('1K - 2.5K');
    expect(followerRangeLabel('50000+')).toBe('50K+');
    expect(followerRangeLabel('odd')).toBe('odd');
  });
});
