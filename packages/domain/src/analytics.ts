// Campaign analytics (issue 14, B2 Campaign Analytics and B9): the insight thresholds and formulas, shared by the
// server that computes the page and the web that words it.
import { z } from 'zod';
import { engagementRate } from './formulas.ts';
import { EARNINGS_STATUSES } from './performance-pay.ts';

/** B9: average engagement over 6 reads 'excellently', over 4 'well', otherwise 'below average'. */
export const EXCELLENT_ENGAGEMENT_ABOVE = 6;
export const GOOD_ENGAGEMENT_ABOVE = 4;
/** B9: a recommendation appears when engagement is under 4 or cost per view is above $0.05. */
export const MAX_GOOD_COST_PER_VIEW_USD = 0.05;

export type PerformanceWord = 'excellently' | 'well' | 'below average';

/** B9's reading of an average engagement rate (in percent): strictly over 6, strictly over 4, otherwise. */
export function performanceWord(averageEngagement: number): PerformanceWord {
  if (averageEngagement > EXCELLENT_ENGAGEMENT_ABOVE) return 'excellently';
  if (averageEngagement > GOOD_ENGAGEMENT_ABOVE) return 'well';
  return 'below average';
}

/** B9: cost per view = total earnings / views, in dollars; 0 when there are no views yet. */
export function costPerViewUsd(totalEarningsCents: number, views: number): number {
  if (!views || views <= 0) return 0;
  return totalEarningsCents / 100 / views;
}

/** B9: whether the page recommends a change (engagement under 4, or cost per view above $0.05). */
export function needsRecommendation(averageEngagement: number, costPerView: number): boolean {
  return averageEngagement < GOOD_ENGAGEMENT_ABOVE || costPerView > MAX_GOOD_COST_PER_VIEW_USD;
}

/** What the insight says, in B9's words. */
export function insightText(averageEngagement: number): string {
  return `Your campaign is performing ${performanceWord(averageEngagement)} with an average engagement rate of ${averageEngagement}%.`;
}

/** The recommendation's text, naming what is off (or null when nothing is). */
export function recommendationText(averageEngagement: number, costPerView: number): string | null {
  if (!needsRecommendation(averageEngagement, costPerView)) return null;
  const reasons: string[] = [];
  if (averageEngagement < GOOD_ENGAGEMENT_ABOVE) {
    reasons.push(
      'engagement is under 4%: brief creators on a clear call to action, or invite creators whose audiences engage more',
    );
  }
  if (costPerView > MAX_GOOD_COST_PER_VIEW_USD) {
    reasons.push(
      `each view costs more than $${MAX_GOOD_COST_PER_VIEW_USD.toFixed(2)}: lower the rate per 1,000 views, or favour creators with larger reach`,
    );
  }
  return `Recommendation: ${reasons.join('; and ')}.`;
}

export interface PostFigures {
  views: number;
  likes: number;
  comments: number;
  shares: number;
}

/** A post's engagement: likes, comments and shares. */
export const engagementCount = (p: PostFigures) => p.likes + p.comments + p.shares;

/**
 * B2 "top performing content (top 3 by engagement)": the posts with the most likes, comments and shares; ties by the
 * higher engagement rate, then by views.
 */
export function topByEngagement<T extends PostFigures>(posts: readonly T[], n = 3): T[] {
  return [...posts]
    .sort(
      (a, b) => engagementCount(b) - engagementCount(a) || engagementRate(b) - engagementRate(a) || b.views - a.views,
    )
    .slice(0, n);
}

// ---------------------------------------------------------------------------------------------------------------
// The API's answer (GET /api/business/campaigns/{id}/analytics).

const cents = z.number().int();

export const AnalyticsPostSchema = z.object({
  postId: z.uuid(),
  creatorId: z.uuid(),
  creatorName: z.string(),
  platform: z.string(),
  videoUrl: z.string(),
  postedAt: z.string(),
  stage: z.string(),
  views: z.number().int(),
  likes: z.number().int(),
  comments: z.number().int(),
  shares: z.number().int(),
  engagementRate: z.number(),
  /** What the campaign's escrow gave the post, from the ledger: paid, or set aside for it (issue 25). */
  earningsCents: cents,
  earningsStatus: z.enum(EARNINGS_STATUSES),
  /** Figures typed in by the business, not read from the platform. */
  unverified: z.boolean(),
  /** A bot safeguard holds it: shown, but kept out of the totals. */
  held: z.boolean(),
  /** In the totals: what the earnings engine pays (pending or final). */
  counted: z.boolean(),
});
export type AnalyticsPost = z.infer<typeof AnalyticsPostSchema>;

export const AnalyticsParticipantSchema = z.object({
  creatorId: z.uuid(),
  name: z.string(),
  profilePicture: z.string().nullable(),
  status: z.string(),
  posts: z.number().int(),
  views: z.number().int(),
  likes: z.number().int(),
  comments: z.number().int(),
  shares: z.number().int(),
  engagementRate: z.number(),
  /** The earningsCents of the creator's counted posts. */
  earningsCents: cents,
  heldPosts: z.number().int(),
});
export type AnalyticsParticipant = z.infer<typeof AnalyticsParticipantSchema>;

export const AnalyticsPointSchema = z.object({
  day: z.string(),
  views: z.number().int(),
  engagement: z.number().int(),
});

export const SpendPointSchema = z.object({ day: z.string(), fundedCents: cents, spentCents: cents });

export const CampaignAnalyticsSchema = z.object({
  campaign: z.object({
    id: z.uuid(),
    name: z.string(),
    status: z.string(),
    startDate: z.string().nullable(),
    endDate: z.string().nullable(),
  }),
  budget: z.object({
    budgetCents: cents.nullable(),
    fundedCents: cents,
    spentCents: cents,
    pendingCents: cents,
    remainingCents: cents,
    /** The 5% service fee taken from what the campaign paid creators (decision 018: the creator pays it). */
    platformFeeCents: cents,
    /** What its posts earn beyond what its escrow has paid or set aside: waiting for the business to fund it. */
    awaitingFundingCents: cents,
  }),
  totals: z.object({
    views: z.number().int(),
    likes: z.number().int(),
    comments: z.number().int(),
    shares: z.number().int(),
    engagementRate: z.number(),
    /** The counted posts' earningsCents (every post's, held ones included, add up to the budget's spent plus pending). */
    earningsCents: cents,
    costPerViewUsd: z.number(),
    countedPosts: z.number().int(),
    heldPosts: z.number().int(),
    unverifiedPosts: z.number().int(),
  }),
  participants: z.array(AnalyticsParticipantSchema),
  posts: z.array(AnalyticsPostSchema),
  insight: z.object({
    averageEngagement: z.number(),
    performance: z.enum(['excellently', 'well', 'below average']),
    text: z.string(),
    recommendation: z.string().nullable(),
  }),
  /** Daily totals of the counted posts from their metric snapshots (the latest of each day, carried forward). */
  series: z.array(AnalyticsPointSchema),
  /** Money moved into the campaign and paid out of it, cumulative by day. */
  spend: z.array(SpendPointSchema),
});
export type CampaignAnalytics = z.infer<typeof CampaignAnalyticsSchema>;

export const analyticsMessages = {
  /**
   * Issue 30: the dashboard card adds up every post (B2 "summed from analytics rows"); Campaign Analytics counts the
   * posts that earn. Each says what it counts, so the two figures do not look like a mistake.
   */
  cardMetricsNote:
    'Every submitted post, including ones on hold or needing a fix. Analytics counts only posts that earn.',
  /** Insights on a campaign with no figures yet: no reading of an engagement rate of 0% and no advice. */
  noFiguresInsight:
    'No figures yet: insights appear once creators’ posts are approved and their views and engagement come in.',
  notFound: 'Campaign Not Found',
  loadFailed: 'Failed to load campaign analytics.',
} as const;
