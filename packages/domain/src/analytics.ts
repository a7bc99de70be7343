// Campaign analytics (issue 14, B2 Campaign Analytics and B9): the insight thresholds and formulas, shared by the
// server that computes the page and the web that words it.
import { z } from 'zod';

import { EARNINGS_STATUSES } from './performance-pay.ts';

export {
  analyticsMessages,
  costPerViewUsd,
  EXCELLENT_ENGAGEMENT_ABOVE,
  engagementCount,
  GOOD_ENGAGEMENT_ABOVE,
  insightText,
  MAX_GOOD_COST_PER_VIEW_USD,
  needsRecommendation,
  type PerformanceWord,
  type PostFigures,
  performanceWord,
  recommendationText,
  topByEngagement,
} from './analytics-rules.ts';

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
