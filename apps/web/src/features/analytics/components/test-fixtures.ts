// Data for the Campaign Analytics tests, shaped like GET /api/business/campaigns/{id}/analytics (mockApi checks it
// against CampaignAnalyticsSchema).
import type { AnalyticsParticipant, AnalyticsPost, CampaignAnalytics } from '@microreach/domain/analytics';

/** A valid UUID v4 numbered `n`: the schema checks ids. */
export function uuid(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

export const CAMPAIGN_ID = uuid(1);

export function makePost(n: number, overrides: Partial<AnalyticsPost> = {}): AnalyticsPost {
  return {
    postId: uuid(200 + n),
    creatorId: uuid(100 + n),
    creatorName: `Creator ${n}`,
    platform: 'instagram',
    videoUrl: `https://www.instagram.com/p/post${n}/`,
    postedAt: `2026-03-${String(3 + n).padStart(2, '0')}T12:00:00.000Z`,
    stage: 'tracking',
    views: 1000,
    likes: 10,
    comments: 5,
    shares: 5,
    engagementRate: 2,
    earningsCents: 1000,
    earningsStatus: 'pending',
    unverified: false,
    held: false,
    counted: true,
    ...overrides,
  };
}

export function makeParticipant(n: number, overrides: Partial<AnalyticsParticipant> = {}): AnalyticsParticipant {
  return {
    creatorId: uuid(100 + n),
    name: `Creator ${n}`,
    profilePicture: null,
    status: 'approved',
    posts: 1,
    views: 1000,
    likes: 10,
    comments: 5,
    shares: 5,
    engagementRate: 2,
    earningsCents: 1000,
    heldPosts: 0,
    ...overrides,
  };
}

/** The lists as given; the objects merged over the defaults. */
type Merged = 'campaign' | 'budget' | 'totals' | 'insight';
type Overrides = Partial<Omit<CampaignAnalytics, Merged>> & { [K in Merged]?: Partial<CampaignAnalytics[K]> };

export function makeAnalytics(overrides: Overrides = {}): CampaignAnalytics {
  const { campaign, budget, totals, insight, participants = [], posts = [], series = [], spend = [] } = overrides;
  return {
    campaign: {
      id: CAMPAIGN_ID,
      name: 'Spring Launch',
      status: 'Live',
      startDate: '2026-03-03',
      endDate: '2026-03-17',
      ...campaign,
    },
    budget: {
      budgetCents: 500_000,
      fundedCents: 300_000,
      spentCents: 120_050,
      pendingCents: 40_000,
      remainingCents: 139_950,
      platformFeeCents: 6_003,
      ...budget,
    },
    totals: {
      views: 12_345,
      likes: 800,
      comments: 120,
      shares: 64,
      engagementRate: 8,
      earningsCents: 21_000,
      costPerViewUsd: 0.0170109,
      countedPosts: 3,
      heldPosts: 0,
      unverifiedPosts: 0,
      ...totals,
    },
    participants,
    posts,
    insight: {
      averageEngagement: 8,
      performance: 'excellently',
      text: 'Your campaign is performing excellently with an average engagement rate of 8%.',
      recommendation: null,
      ...insight,
    },
    series,
    spend,
  };
}
