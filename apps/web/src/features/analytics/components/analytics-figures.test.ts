import { describe, expect, it } from 'vitest';
import { makePost } from '#web/test/fixtures/analytics';
import {
  campaignStatusColor,
  formatCostPerView,
  notEarningCount,
  participantStatus,
  performanceSummary,
  sortVideos,
  spendSummary,
  totalsNote,
} from './analytics-figures';

describe('formatCostPerView', () => {
  it('rounds to a tenth of a cent', () => {
    expect(formatCostPerView(0.0170109)).toBe('$0.017');
    expect(formatCostPerView(0.0505)).toBe('$0.051');
    expect(formatCostPerView(1.25)).toBe('$1.250');
  });
});

describe('the charts in words', () => {
  it('gives the first and last days of several, and the one day of one', () => {
    const days = [
      { day: '2026-03-03', views: 800, engagement: 60 },
      { day: '2026-03-12', views: 15_290, engagement: 663 },
    ];
    expect(performanceSummary(days)).toBe(
      'Views and engagement from Mar 3, 2026 to Mar 12, 2026: views went from 800 to 15,290, engagement from 60 to 663.',
    );
    expect(performanceSummary(days.slice(0, 1))).toBe('On Mar 3, 2026: 800 views and 60 likes, comments and shares.');

    const spend = [
      { day: '2026-03-02', fundedCents: 100_000, spentCents: 0 },
      { day: '2026-03-09', fundedCents: 300_000, spentCents: 120_050 },
    ];
    expect(spendSummary(spend, 500_000)).toBe(
      'Funded and spent from Mar 2, 2026 to Mar 9, 2026: funded went from $1,000.00 to $3,000.00, spent from $0.00 ' +
        'to $1,200.50; budget $5,000.',
    );
    expect(spendSummary(spend.slice(0, 1), null)).toBe('On Mar 2, 2026: funded $1,000.00, spent $0.00; no budget set.');
  });
});

describe('totalsNote', () => {
  it('says what the totals count and leave out, and why the dashboard card shows more (issue 30)', () => {
    expect(totalsNote({ countedPosts: 2, heldPosts: 1, unverifiedPosts: 3 }, 1)).toBe(
      'These totals count only posts that earn (2 of 4). Not counted: 1 post on hold and 1 post that needs a fix or cannot earn; the dashboard card adds up every post. Figures of 3 posts are unverified (entered by you).',
    );
    expect(totalsNote({ countedPosts: 0, heldPosts: 2, unverifiedPosts: 0 }, 0)).toBe(
      'These totals count only posts that earn (0 of 2). Not counted: 2 posts on hold; the dashboard card adds up every post.',
    );
    expect(totalsNote({ countedPosts: 1, heldPosts: 0, unverifiedPosts: 1 }, 2)).toBe(
      'These totals count only posts that earn (1 of 3). Not counted: 2 posts that need a fix or cannot earn; the dashboard card adds up every post. Figures of 1 post are unverified (entered by you).',
    );
    expect(totalsNote({ countedPosts: 4, heldPosts: 0, unverifiedPosts: 2 }, 0)).toBe(
      'Figures of 2 posts are unverified (entered by you).',
    );
  });

  it('is empty when the totals leave nothing out and take nothing on trust', () => {
    expect(totalsNote({ countedPosts: 3, heldPosts: 0, unverifiedPosts: 0 }, 0)).toBeNull();
  });

  it('counts the posts left out for another reason than a hold', () => {
    expect(
      notEarningCount([
        { counted: true, held: false },
        { counted: false, held: true },
        { counted: false, held: false },
      ]),
    ).toBe(1);
  });
});

describe('participantStatus', () => {
  it("uses B4's labels, and strikes through a creator who left", () => {
    expect(participantStatus('approved')).toMatchObject({ label: 'Accepted', hasLeft: false });
    expect(participantStatus('active')).toMatchObject({ label: 'Active', hasLeft: false });
    expect(participantStatus('pending')).toMatchObject({ label: 'Pending', hasLeft: false });
    expect(participantStatus('left')).toMatchObject({ label: 'Left', hasLeft: true });
  });
});

describe('campaignStatusColor', () => {
  it("gives B4's badge colours, Ended and lowercase completed as Completed", () => {
    expect(['Live', 'Paused', 'Draft', 'Completed', 'Ended', 'completed'].map(campaignStatusColor)).toEqual([
      'green',
      'red',
      'yellow',
      'gray',
      'gray',
      'gray',
    ]);
  });
});

describe('sortVideos', () => {
  const a = makePost(1, { views: 500, likes: 1, comments: 0, shares: 0, earningsCents: 10 });
  const b = makePost(2, { views: 500, likes: 90, comments: 0, shares: 0, earningsCents: 10 });
  const c = makePost(3, { views: 900, likes: 5, comments: 0, shares: 0, earningsCents: 10 });

  it('breaks ties in views by the newer post, and ties in earnings by views', () => {
    expect(sortVideos([a, b, c], 'views').map((p) => p.postId)).toEqual([c.postId, b.postId, a.postId]);
    expect(sortVideos([a, b, c], 'earnings').map((p) => p.postId)).toEqual([c.postId, b.postId, a.postId]);
  });

  it('leaves the list it was given as it was', () => {
    const list = [a, b, c];
    sortVideos(list, 'engagement');
    expect(list).toEqual([a, b, c]);
  });
});
