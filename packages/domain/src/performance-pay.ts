// Performance pay (issue 12): a campaign's pay terms, the help page's rules (C9), and the earnings engine that turns
// a post's accepted metrics into cents within the per-creator and per-campaign caps. One truth for the dashboards,
// the earnings and analytics pages and the ledger. See docs/decisions/017-performance-pay.md.
import { z } from 'zod';
import './validation-messages.ts';
import { formatUsd } from './formulas.ts';
import { formatMoney } from './ledger.ts';

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
export const DEFAULT_PAY_TERMS: PayTerms = {
  ratePer1kViewsCents: 1000,
  ratePerEngagementCents: 10,
  fixedPerPostCents: 0,
};

const cents = (max: number, what: string) =>
  z
    .number()
    .int(`${what} is in whole cents.`)
    .min(0, `${what} cannot be negative.`)
    .max(max, `${what} can be at most ${formatRate(max)}.`);

export const PayTermsSchema = z.object({
  /** Cents per 1,000 views. */
  ratePer1kViewsCents: cents(MAX_RATE_PER_1K_VIEWS_CENTS, 'The rate per 1,000 views'),
  /** Cents per engagement (a like, comment or share). */
  ratePerEngagementCents: cents(MAX_RATE_PER_ENGAGEMENT_CENTS, 'The rate per engagement'),
  /** Cents for each approved post, on top of what its views and engagement earn. */
  fixedPerPostCents: z
    .number()
    .int('The amount per approved post is whole dollars.')
    .multipleOf(100, 'The amount per approved post is whole dollars.')
    .min(0, 'The amount per approved post cannot be negative.')
    .max(10_000_000 * 100, 'The amount per approved post can be at most $10,000,000.'),
});
export type PayTerms = z.infer<typeof PayTermsSchema>;

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

/**
 * The first way the terms disagree with the budgets, or null: what is checked when a campaign launches (a draft may
 * be incomplete, but never absurd: a fixed amount above a budget is refused for drafts too).
 */
export function payTermsViolation(
  terms: PayTerms,
  budgets: { budgetCents: number | null; influencerBudgetCents: number | null },
  intent: 'draft' | 'launch',
): { message: string; field: keyof PayTerms | 'budgetCents' | 'influencerBudgetCents' } | null {
  const { budgetCents, influencerBudgetCents } = budgets;
  if (influencerBudgetCents !== null && terms.fixedPerPostCents > influencerBudgetCents) {
    return { message: payTermsMessages.fixedOverInfluencerBudget, field: 'fixedPerPostCents' };
  }
  if (budgetCents !== null && terms.fixedPerPostCents > budgetCents) {
    return { message: payTermsMessages.fixedOverBudget, field: 'fixedPerPostCents' };
  }
  if (intent === 'draft') return null;
  if (terms.ratePer1kViewsCents === 0 && terms.ratePerEngagementCents === 0 && terms.fixedPerPostCents === 0) {
    return { message: payTermsMessages.nothingPaid, field: 'ratePer1kViewsCents' };
  }
  if (influencerBudgetCents !== null && influencerBudgetCents < MIN_PAYOUT_CENTS) {
    return { message: payTermsMessages.influencerBudgetUnderMinimum, field: 'influencerBudgetCents' };
  }
  if (budgetCents !== null && budgetCents < MIN_PAYOUT_CENTS) {
    return { message: payTermsMessages.budgetUnderMinimum, field: 'budgetCents' };
  }
  return null;
}

/** The terms in one line, as browse cards show them: '$10 per 1K views · $0.10 per engagement · $50 per post'. */
export function describePayTerms(terms: PayTerms): string {
  const parts = [
    terms.ratePer1kViewsCents > 0 ? `${formatRate(terms.ratePer1kViewsCents)} per 1K views` : null,
    terms.ratePerEngagementCents > 0 ? `${formatRate(terms.ratePerEngagementCents)} per engagement` : null,
    terms.fixedPerPostCents > 0 ? `${formatRate(terms.fixedPerPostCents)} per approved post` : null,
  ].filter((p): p is string => p !== null);
  return parts.length > 0 ? parts.join(' · ') : 'Pay terms not set';
}

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
function asDecided(post: PostForEarnings): PostForEarnings {
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

/**
 * What one post earns before caps: the fixed amount, plus views and engagement at the campaign's rates (plus the
 * boost), raised to the minimum payout once approved. Integer cents, rounded down; never negative.
 */
export function uncappedEarnings(terms: PayTerms, post: Omit<PostForEarnings, 'id' | 'creatorId' | 'order'>): number {
  if (!post.canEarn) return 0;
  const views = Math.max(0, Math.floor(post.views));
  const engagements = Math.max(0, Math.floor(post.likes) + Math.floor(post.comments) + Math.floor(post.shares));
  // Views pay per 1,000: computed in whole cents from integer arithmetic (BigInt: a billion views at $100 per 1K
  // stays exact).
  const viewCents = Number((BigInt(views) * BigInt(terms.ratePer1kViewsCents)) / 1000n);
  const performance = viewCents + engagements * terms.ratePerEngagementCents;
  const boosted = hasBoost(post.followers) ? Math.floor((performance * (100 + BOOST_PERCENT)) / 100) : performance;
  const total = terms.fixedPerPostCents + boosted;
  return post.approved ? Math.max(total, MIN_PAYOUT_CENTS) : total;
}

/** The status of a post's money, from where the post stands. */
export function earningsStatus(post: Pick<PostForEarnings, 'canEarn' | 'held' | 'trackingEnded'>): EarningsStatus {
  if (!post.canEarn) return 'none';
  if (post.held) return 'held';
  return post.trackingEnded ? 'final' : 'pending';
}

/**
 * Every post of one campaign, capped: posts whose earnings are final keep them and take their share first; the
 * others take their amounts in `order`, each limited by what its creator's budget per influencer and the campaign's
 * total budget have left. Held posts keep their place (their amount is reserved until the business releases or voids
 * the hold). A dispute's decision applies before the caps (`decided`). Pure and deterministic: recomputing gives
 * the same.
 */
export function campaignEarnings(
  terms: PayTerms,
  caps: CampaignCaps,
  posts: readonly PostForEarnings[],
): PostEarnings[] {
  let campaignLeft = Math.max(0, caps.budgetCents ?? 0);
  const creatorLeft = new Map<string, number>();
  const result = new Map<string, PostEarnings>();
  const ordered = [...posts].sort((a, b) => a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const post of ordered) {
    const final = post.finalEarnings;
    if (!final) continue;
    campaignLeft = Math.max(0, campaignLeft - final.cents);
    if (caps.influencerBudgetCents !== null) {
      const left = creatorLeft.get(post.creatorId) ?? Math.max(0, caps.influencerBudgetCents);
      creatorLeft.set(post.creatorId, Math.max(0, left - final.cents));
    }
    result.set(post.id, {
      id: post.id,
      cents: final.cents,
      uncappedCents: final.uncappedCents,
      status: 'final',
      capped: final.cents < final.uncappedCents,
    });
  }
  for (const given of ordered) {
    if (given.finalEarnings) continue;
    const post = asDecided(given);
    const computed = uncappedEarnings(terms, post);
    const uncapped =
      post.decided?.kind === 'pay_part' ? Math.min(computed, Math.max(0, Math.floor(post.decided.capCents))) : computed;
    const creatorCap =
      caps.influencerBudgetCents === null
        ? Number.POSITIVE_INFINITY
        : (creatorLeft.get(post.creatorId) ?? Math.max(0, caps.influencerBudgetCents));
    const granted = Math.max(0, Math.min(uncapped, creatorCap, campaignLeft));
    campaignLeft -= granted;
    if (caps.influencerBudgetCents !== null) creatorLeft.set(post.creatorId, creatorCap - granted);
    result.set(post.id, {
      id: post.id,
      cents: granted,
      uncappedCents: uncapped,
      // Returned to escrow by a decision: void, as a voided hold leaves it.
      status: post.decided?.kind === 'return_to_escrow' ? 'void' : earningsStatus(post),
      capped: granted < uncapped,
    });
  }
  return posts.map((p) => result.get(p.id)!);
}
