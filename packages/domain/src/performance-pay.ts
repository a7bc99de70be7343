// Performance pay (issue 12): a campaign's pay terms, the help page's rules (C9), and the earnings engine that turns
// a post's accepted metrics into cents within the per-creator and per-campaign caps. One truth for the dashboards,
// the earnings and analytics pages and the ledger. See docs/decisions/017-performance-pay.md.
import { z } from 'zod';
import './validation-messages.ts';

import {
  asDecided,
  BOOST_PERCENT,
  type CampaignCaps,
  earningsStatus,
  formatRate,
  hasBoost,
  MAX_RATE_PER_1K_VIEWS_CENTS,
  MAX_RATE_PER_ENGAGEMENT_CENTS,
  MIN_PAYOUT_CENTS,
  type PostEarnings,
  type PostForEarnings,
  payTermsMessages,
} from './performance-pay-rules.ts';

export {
  BOOST_FOLLOWER_LIMIT,
  BOOST_PERCENT,
  type CampaignCaps,
  COUNTED_EARNINGS_STATUSES,
  DEFAULT_PAY_TERMS,
  type DisputeDecisionForEarnings,
  describePayTerms,
  EARNED_STATUSES,
  EARNINGS_STATUSES,
  type EarnedStatus,
  type EarningsStatus,
  earningsStatus,
  formatRate,
  hasBoost,
  isCountedInTotals,
  isEarned,
  isEarningsFinal,
  MAX_POSTS_PER_DELIVERABLE,
  MAX_RATE_PER_1K_VIEWS_CENTS,
  MAX_RATE_PER_ENGAGEMENT_CENTS,
  MIN_PAYOUT_CENTS,
  type PostEarnings,
  type PostForEarnings,
  payRulesText,
  payTermsMessages,
} from './performance-pay-rules.ts';

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
