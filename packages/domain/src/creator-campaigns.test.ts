import { describe, expect, it } from 'vitest';
import {
  BUDGET_BUCKETS,
  type CampaignView,
  ContentUploadInputSchema,
  CREATOR_TABS,
  campaignTimingText,
  canLeave,
  canUploadContent,
  contentUrlError,
  displayedStatus,
  inBudgetBucket,
  isInCreatorTab,
  tiktokHandleMismatch,
  truncate,
  visibleHashtags,
} from './creator-campaigns.ts';
import type { ApplicantStatus } from './statuses.ts';

const NOW = new Date('2026-11-21T10:00:00Z');
const live = (over: Partial<CampaignView> = {}): CampaignView => ({
  status: 'Live',
  privatePublic: 'Private',
  endDate: '2026-12-01',
  ...over,
});
const shown = (status: ApplicantStatus, campaign: CampaignView) => displayedStatus({ status }, campaign, NOW);

describe('displayed status (C4), every branch', () => {
  it('pending on a Public campaign shows Active', () => {
    expect(shown('pending', live({ privatePublic: 'Public' }))).toBe('Active');
  });
  it('pending on a Private campaign shows Pending Approval', () => {
    expect(shown('pending', live())).toBe('Pending Approval');
  });
  it('approved on a Live campaign shows Active', () => {
    expect(shown('approved', live())).toBe('Active');
  });
  it('active on a Live campaign shows Active (treated like approved)', () => {
    expect(shown('active', live())).toBe('Active');
  });
  it('rejected shows Application Declined, even after the end', () => {
    expect(shown('rejected', live())).toBe('Application Declined');
    expect(shown('rejected', live({ endDate: '2026-11-01' }))).toBe('Application Declined');
  });
  it('otherwise Completed once the end date has passed', () => {
    expect(shown('approved', live({ status: 'Completed', endDate: '2026-11-20' }))).toBe('Completed');
    expect(shown('approved', live({ status: 'Paused', endDate: '2026-11-20' }))).toBe('Completed');
  });
  it('otherwise the raw status', () => {
    expect(shown('approved', live({ status: 'Paused' }))).toBe('approved');
    expect(shown('left', live())).toBe('left');
  });
  it('the end date itself is still running', () => {
    expect(shown('approved', live({ status: 'Paused', endDate: '2026-11-21' }))).toBe('approved');
  });
});

describe('tabs (C4)', () => {
  const tabs = (status: ApplicantStatus, campaign: CampaignView) =>
    CREATOR_TABS.filter((t) => isInCreatorTab(t, { status }, campaign, NOW));
  it('puts Active applications under All and Active', () => {
    expect(tabs('approved', live())).toEqual(['all', 'active']);
    expect(tabs('pending', live({ privatePublic: 'Public' }))).toEqual(['all', 'active']);
  });
  it('puts Pending Approval and declined applications under Pending', () => {
    expect(tabs('pending', live())).toEqual(['all', 'pending']);
    expect(tabs('rejected', live())).toEqual(['all', 'pending']);
  });
  it('counts an expired campaign as Completed first', () => {
    expect(tabs('approved', live({ endDate: '2026-11-20' }))).toEqual(['all', 'completed']);
    expect(tabs('pending', live({ endDate: '2026-11-20' }))).toEqual(['all', 'completed']);
    expect(tabs('rejected', live({ status: 'Ended', endDate: '2026-11-20' }))).toEqual(['all', 'completed']);
    expect(tabs('approved', live({ status: 'Completed', endDate: '2026-11-25' }))).toEqual(['all', 'completed']);
  });
  it('shows a Paused campaign under My Campaigns only', () => {
    expect(tabs('approved', live({ status: 'Paused' }))).toEqual(['all']);
  });
  it('excludes left applications everywhere', () => {
    expect(tabs('left', live())).toEqual([]);
  });
});

describe('upload and leave', () => {
  it('offers upload only when approved (or active) and Live', () => {
    const running = '2026-12-01';
    expect(canUploadContent({ status: 'approved' }, { status: 'Live', endDate: running }, NOW)).toBe(true);
    expect(canUploadContent({ status: 'active' }, { status: 'Live', endDate: running }, NOW)).toBe(true);
    expect(canUploadContent({ status: 'pending' }, { status: 'Live', endDate: running }, NOW)).toBe(false);
    expect(canUploadContent({ status: 'approved' }, { status: 'Paused', endDate: running }, NOW)).toBe(false);
    expect(canUploadContent({ status: 'approved' }, { status: 'Completed', endDate: running }, NOW)).toBe(false);
    // Still Live because the server has not marked it Completed yet, but past its end date.
    expect(canUploadContent({ status: 'approved' }, { status: 'Live', endDate: '2026-11-20' }, NOW)).toBe(false);
  });
  it('lets pending, approved and active applications leave until the campaign ends', () => {
    const running = { status: 'Live', endDate: '2026-12-01' } as const;
    expect(
      (['pending', 'approved', 'active', 'rejected', 'left'] as const).map((s) =>
        canLeave({ status: s }, running, NOW),
      ),
    ).toEqual([true, true, true, false, false]);
    expect(canLeave({ status: 'approved' }, { status: 'Paused', endDate: '2026-12-01' }, NOW)).toBe(true);
    expect(canLeave({ status: 'approved' }, { status: 'Completed', endDate: '2026-12-01' }, NOW)).toBe(false);
    expect(canLeave({ status: 'approved' }, { status: 'Ended', endDate: '2026-12-01' }, NOW)).toBe(false);
    expect(canLeave({ status: 'approved' }, { status: 'Live', endDate: '2026-11-20' }, NOW)).toBe(false);
  });
});

describe('budget buckets (C5) on influencer_budget', () => {
  const bucketsOf = (d: number | null) => BUDGET_BUCKETS.filter((b) => inBudgetBucket(d === null ? null : d * 100, b));
  it.each([
    [0, ['0-500']],
    [500, ['0-500']],
    [501, ['500-1000']],
    [1000, ['500-1000']],
    [1001, ['1000-5000']],
    [5000, ['1000-5000']],
    [5001, ['5000+']],
    [null, []],
  ] as const)('$%s is in %j', (dollars, expected) => {
    expect(bucketsOf(dollars)).toEqual(expected);
  });
});

describe('timing text (C2)', () => {
  // 13:00 UTC, so a count that rounds the part day the wrong way shows.
  const at = (iso: string) => new Date(`${iso}T13:00:00Z`);

  it('before the start: starts in N day(s), with the duration as end date minus start date', () => {
    expect(campaignTimingText('2026-11-24', '2026-12-08', NOW)).toBe('Starts in 3 days (Duration: 14 days)');
    expect(campaignTimingText('2026-11-22', '2026-11-23', NOW)).toBe('Starts in 1 day (Duration: 1 day)');
  });
  it('the longest campaign B5 allows (end date = start date + 31 days) lasts 31 days', () => {
    expect(campaignTimingText('2026-12-01', '2027-01-01', at('2026-11-22'))).toBe(
      'Starts in 9 days (Duration: 31 days)',
    );
  });
  it('while running: N day(s) remaining, end date minus now rounded up (B4)', () => {
    expect(campaignTimingText('2026-11-20', '2026-12-27', at('2026-11-22'))).toBe('35 days remaining');
    expect(campaignTimingText('2026-11-22', '2026-12-27', at('2026-11-22'))).toBe('35 days remaining');
    expect(campaignTimingText('2026-11-01', '2026-11-23', at('2026-11-22'))).toBe('1 day remaining');
  });
  it('on the end date, its last running day: Ends today', () => {
    expect(campaignTimingText('2026-11-01', '2026-11-22', at('2026-11-22'))).toBe('Ends today');
    expect(campaignTimingText('2026-11-22', '2026-11-22', new Date('2026-11-22T23:59:59.999Z'))).toBe('Ends today');
  });
  it('from the day after the end date: Campaign ended', () => {
    expect(campaignTimingText('2026-11-01', '2026-11-21', new Date('2026-11-22T00:00:00Z'))).toBe('Campaign ended');
    expect(campaignTimingText('2026-11-01', '2026-11-20', NOW)).toBe('Campaign ended');
  });
  it('without both dates: Dates to be announced', () => {
    expect(campaignTimingText(null, '2026-12-01', NOW)).toBe('Dates to be announced');
    expect(campaignTimingText('2026-11-01', null, NOW)).toBe('Dates to be announced');
  });
});

describe('card texts (C9, B9)', () => {
  it('cuts descriptions at the limit', () => {
    expect(truncate('a'.repeat(120), 120)).toBe('a'.repeat(120));
    expect(truncate('a'.repeat(121), 120)).toBe(`${'a'.repeat(120)}...`);
  });
  it('shows up to 3 hashtags and counts the rest', () => {
    expect(visibleHashtags(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
    expect(visibleHashtags(['a'])).toEqual({ shown: ['a'], more: 0 });
  });
});

describe('post URLs (C5)', () => {
  it.each([
    'https://www.instagram.com/p/Cx1AbC2dEf3/',
    'https://instagram.com/p/Cx1AbC2dEf3',
    'https://www.instagram.com/reel/C9_x-Yz/?igsh=abc',
  ])('accepts the Instagram post %s', (url) => {
    expect(contentUrlError('instagram', url)).toBeNull();
  });
  it.each([
    'https://www.instagram.com/someone/',
    'https://www.instagram.com/stories/someone/123/',
    'https://www.instagram.com/p/',
    'https://instagram.evil.com/p/abc/',
    'instagram.com/p/abc',
  ])('refuses the Instagram URL %s', (url) => {
    expect(contentUrlError('instagram', url)).toBe('Please enter a valid Instagram post URL');
  });
  it.each(['https://www.tiktok.com/@mia.lens/video/7301234567890123456', 'https://tiktok.com/@a_b/video/1?lang=en'])(
    'accepts the TikTok post %s',
    (url) => {
      expect(contentUrlError('tiktok', url)).toBeNull();
    },
  );
  it.each([
    'https://www.tiktok.com/mia/video/123',
    'https://www.tiktok.com/@mia/video/abc',
    'https://www.tiktok.com/@mia',
    'https://vm.tiktok.com/ZMabc/',
  ])('refuses the TikTok URL %s', (url) => {
    expect(contentUrlError('tiktok', url)).toBe('Please enter a valid TikTok post URL');
  });
  it('requires a URL, and checks it against the chosen platform', () => {
    expect(contentUrlError('tiktok', '  ')).toBe('URL is required');
    expect(contentUrlError('tiktok', 'https://www.instagram.com/p/abc/')).toBe('Please enter a valid TikTok post URL');
  });
  it('is the same rule in the upload schema', () => {
    expect(ContentUploadInputSchema.safeParse({ platform: 'instagram', videoUrl: 'https://x.com/p/1' }).success).toBe(
      false,
    );
    expect(
      ContentUploadInputSchema.safeParse({ platform: 'instagram', videoUrl: 'https://instagram.com/p/abc/' }).success,
    ).toBe(true);
    expect(ContentUploadInputSchema.safeParse({ platform: 'youtube', videoUrl: 'https://youtu.be/x' }).success).toBe(
      false,
    );
  });
});

describe('tiktokHandleMismatch (C5 help rule; issue 30 says it before submitting)', () => {
  const url = 'https://www.tiktok.com/@Mia.Lens/video/7234567890';
  it('accepts a link on the profile’s handle, whatever its case and @', () => {
    expect(tiktokHandleMismatch(url, '@mia.lens')).toBeNull();
    expect(tiktokHandleMismatch(url, 'MIA.LENS')).toBeNull();
  });
  it('names the handle in the link when the profile has none, or another', () => {
    expect(tiktokHandleMismatch(url, null)).toBe(
      'This post is on @mia.lens, and your profile has no TikTok handle: add @mia.lens to your profile settings, then replace the link, so the post can earn.',
    );
    expect(tiktokHandleMismatch(url, '  ')).toMatch(/your profile has no TikTok handle/);
    expect(tiktokHandleMismatch(url, '@other')).toBe(
      "This post is on @mia.lens, not on your profile's TikTok handle @other: only posts on your own handle can earn.",
    );
  });
  it('says nothing of a link that names no account', () => {
    expect(tiktokHandleMismatch('https://www.instagram.com/p/abc/', null)).toBeNull();
  });
});
