// The zod-free part of performance-pay.ts: its limits, texts, formatters and policies, for a page that validates
// nothing (it downloads no zod with them). performance-pay.ts re-exports all of it; its schemas stay there.
import { formatUsd } from './formulas.ts';
import { formatMoney } from './ledger-rules.ts';

// ---------------------------------------------------------------------------------------------------------------
// The help page's rules (C9), as numbers.

/** C9: "minimum payout $10 per approved post": an approved post that can earn earns at least this (caps permitting). */
export const MIN_PAYOUT_CENTS = 1000;
/** C9: "accounts under 50k followers get a boost". */
export const BOOST_FOLLOWER_LIMIT = 50_000;
/** Our decision: the boost adds 10% to what views and engagement earn (not to the fixed amount per post). */
export const BOOST_PERCENT = 10;
/** C9: "maximum 3 posts per deliverable": a creator's posts per campaign. */
export const MAX_POSTS_PER_DELIVERABLE = 3;

// ---------------------------------------------------------------------------------------------------------------
// Pay terms.

/** Absurd beyond these: a rate per 1,000 views above $100, or per engagement above $5. */
export const MAX_RATE_PER_1K_VIEWS_CENTS = 10_000;
export const MAX_RATE_PER_ENGAGEMENT_CENTS = 500;

/** Defaults for a new campaign and for campaigns created before pay terms existed (migration 0010). */
export const DEFAULT_PAY_TERMS = {
  ratePer1kViewsCents: 1000,
  ratePerEngagementCents: 10,
  fixedPerPostCents: 0,
};

/** $0.10, $12.50, $5: a rate as people write it (cents shown only when there are some). */
export function formatRate(cents: number): string {
  return cents % 100 === 0 ? formatUsd(cents) : formatMoney(cents);
}

export const payTermsMessages = {
  nothingPaid: 'Set how posts earn: a rate per 1,000 views, a rate per engagement or an amount per approved post.',
  fixedOverInfluencerBudget: 'The amount per approved post cannot be more than the budget per influencer.',
  fixedOverBudget: 'The amount per approved post cannot be more than the total budget.',
  influencerBudgetUnderMinimum: `The budget per influencer must be at least ${formatUsd(MIN_PAYOUT_CENTS)}, the minimum payout per approved post.`,
  budgetUnderMinimum: `The total budget must be at least ${formatUsd(MIN_PAYOUT_CENTS)}, the minimum payout per approved post.`,
} as const;

/** The rules of C9 that apply to every campaign, in the words a creator reads before joining. */
export function payRulesText(): string[] {
  return [
    `Minimum payout ${formatUsd(MIN_PAYOUT_CENTS)} per approved post.`,
    `Accounts under ${BOOST_FOLLOWER_LIMIT / 1000}k followers get a ${BOOST_PERCENT}% boost on views and engagement pay (followers as read from the connected account).`,
    `At most ${MAX_POSTS_PER_DELIVERABLE} posts per deliverable.`,
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// The earnings engine.

/** Where a post's money stands (the ledger of issue 13 moves money by this). */
export const EARNINGS_STATUSES = ['none', 'pending', 'held', 'final', 'void'] as const;
export type EarningsStatus = (typeof EARNINGS_STATUSES)[number];

/**
 * A post whose money stands in one of these has earned its amount: pending (set aside from escrow, or waiting for the
 * campaign's funds), held (still reserved, shown to the creator as Under Review) or final. What a creator has earned
 * (the earnings page's total, per campaign and per video, the Transactions list) and what a campaign owes (waiting
 * for funding) sum these. 'none' and 'void' posts earn nothing.
 */
export const EARNED_STATUSES = ['pending', 'held', 'final'] as const satisfies readonly EarningsStatus[];
export type EarnedStatus = (typeof EARNED_STATUSES)[number];
export function isEarned(status: EarningsStatus): status is EarnedStatus {
  return (EARNED_STATUSES as readonly EarningsStatus[]).includes(status);
}

/**
 * The earned statuses a campaign's analytics totals count (decision 019): its views, engagement, spend per creator
 * and cost per view. Unlike a creator's earnings they leave out held posts: a held post's money stays reserved for
 * the creator, but figures a safeguard doubts must not flatter the campaign, so analytics lists them, marked, outside
 * the totals.
 */
export const COUNTED_EARNINGS_STATUSES = ['pending', 'final'] as const satisfies readonly EarnedStatus[];
export function isCountedInTotals(status: EarningsStatus): boolean {
  return (COUNTED_EARNINGS_STATUSES as readonly EarningsStatus[]).includes(status);
}

export interface PostForEarnings {
  id: string;
  creatorId: string;
  /** Accepted metrics: the latest snapshot the engine may use (zeros when there is none). */
  views: number;
  likes: number;
  comments: number;
  shares: number;
  /** The post may earn at all: not void, not in a stage before review or after a missed fix. */
  canEarn: boolean;
  /** Approved by the business or automatically (Tracking or Approved): the minimum payout applies. */
  approved: boolean;
  /** Its tracking window has ended (stage Approved): the amount is final unless held. */
  trackingEnded: boolean;
  /** An open hold: the amount is reserved but not payable. */
  held: boolean;
  /** Verified followers of the account it was posted from, when read (the boost needs one under the limit; a typed
   * count never reaches here: followers.ts boostFollowers, issue 26). */
  followers: number | null;
  /** The order in which posts take their share of a cap: earliest approved first, then earliest submitted. */
  order: number;
  /**
   * Its earnings are already final (settled, or being settled, from escrow: issue 25): the engine keeps this figure
   * whatever the figures, holds, stage or terms say now, and it takes its share of the caps before any post still
   * earning. A later correction is a new, explicit movement of money, never a recompute.
   */
  finalEarnings?: { cents: number; uncappedCents: number } | null;
  /**
   * An operator's decision on a dispute about the post (issue 28, decision 028), or null. Paying (in full or part)
   * overrides why the post could not earn (its stage, an earlier void: the operator judged the work); part pay is
   * capped at `capCents`; return to escrow earns nothing. It never touches a final figure, and an open dispute is a
   * hold (`held`), not a decision.
   */
  decided?: DisputeDecisionForEarnings | null;
}

/** What a dispute's decision tells the engine (domain operators.ts DISPUTE_OUTCOMES, as money). */
export type DisputeDecisionForEarnings =
  | { kind: 'pay_full' }
  | { kind: 'pay_part'; capCents: number }
  | { kind: 'return_to_escrow' };

/** The post as the engine judges it once a dispute's decision applies (none: the post itself). */
export function asDecided(post: PostForEarnings): PostForEarnings {
  const decided = post.decided;
  if (!decided) return post;
  if (decided.kind === 'return_to_escrow') return { ...post, canEarn: false };
  return { ...post, canEarn: true };
}

/** A post's earnings are final: what it earns can no longer change (manual figures and holds are refused). */
export function isEarningsFinal(status: EarningsStatus): boolean {
  return status === 'final';
}

export interface CampaignCaps {
  /** Total budget (B3 budget); null: nothing can earn (a campaign cannot launch without one). */
  budgetCents: number | null;
  /** Budget per influencer; null: no per-creator cap other than the total. */
  influencerBudgetCents: number | null;
}

export interface PostEarnings {
  id: string;
  /** What the post earns after caps, in cents. */
  cents: number;
  /** What it would earn without caps (shown when a cap binds). */
  uncappedCents: number;
  status: EarningsStatus;
  /** True when a cap cut the amount. */
  capped: boolean;
}

/** Whether a post gets the boost: its account's followers are known and under the limit. */
export function hasBoost(followers: number | null): boolean {
  return followers !== null && followers >= 0 && followers < BOOST_FOLLOWER_LIMIT;
}

/** The status of a post's money, from where the post stands. */
export function earningsStatus(post: Pick<PostForEarnings, 'canEarn' | 'held' | 'trackingEnded'>): EarningsStatus {
  if (!post.canEarn) return 'none';
  if (post.held) return 'held';
  return post.trackingEnded ? 'final' : 'pending';
}

/** The terms in one line, as browse cards show them: '$10 per 1K views · $0.10 per engagement · $50 per post'. */
export function describePayTerms(terms: {
  ratePer1kViewsCents: number;
  ratePerEngagementCents: number;
  fixedPerPostCents: number;
}): string {
  const parts = [
    terms.ratePer1kViewsCents > 0 ? `${formatRate(terms.ratePer1kViewsCents)} per 1K views` : null,
    terms.ratePerEngagementCents > 0 ? `${formatRate(terms.ratePerEngagementCents)} per engagement` : null,
    terms.fixedPerPostCents > 0 ? `${formatRate(terms.fixedPerPostCents)} per approved post` : null,
  ].filter((p): p is string => p !== null);
  return parts.length > 0 ? parts.join(' · ') : 'Pay terms not set';
}
