// The earnings engine on the database, the server half of domain performance-pay.ts (issue 12): every post of a campaign recomputed from its accepted figures, its
// stage, its holds and the campaign's pay terms and caps, under the campaign's row lock. Idempotent: recomputing
// without a change writes nothing. Every change that can move money (a snapshot, a stage, a hold, new terms) calls it
// in its own transaction, and the campaign's money follows (decision 018). A post whose earnings are final keeps them:
// figures that paid are frozen (issue 25). A dispute holds a post while open and its decision is an input (issue 28).
// See docs/decisions/017-performance-pay.md and 028-operator-console.md.
import { isApprovedStage, isEarningStage } from '@microreach/domain/content-review';
import {
  campaignEarnings,
  type DisputeDecisionForEarnings,
  type EarningsStatus,
  isEarningsFinal,
  type PostForEarnings,
} from '@microreach/domain/performance-pay';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { campaignAnalytics, campaigns, postDisputes } from '#server/db/schema/index.ts';
import { payTermsOf } from '../campaigns/campaign-mapper.ts';
import { EARNINGS_ORDER, syncCampaignMoney } from '../ledger/campaign-money.ts';

/**
 * Recomputes the earnings of every post of `campaignId`, then brings the campaign's money in the ledger in line with
 * them (set aside, returned, settled: campaign-money.ts); returns how many posts' earnings changed.
 */
export async function recomputeCampaignEarnings(tx: Tx, campaignId: string): Promise<number> {
  const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, campaignId)).for('update');
  if (!campaign) return 0;
  const { rows, posts } = await postsForEarnings(tx, campaignId);
  const computed = campaignEarnings(payTermsOf(campaign), capsOf(campaign), posts);

  let changed = 0;
  for (const [i, result] of computed.entries()) {
    const row = rows[i];
    // A hold the business voided makes the post void, unless a decision to pay came after it (issue 28).
    const voided = row.voided > 0 && !(posts[i].decided && posts[i].decided?.kind !== 'return_to_escrow');
    const status: EarningsStatus = voided && result.status !== 'final' ? 'void' : result.status;
    if (
      row.earningsCents === result.cents &&
      row.uncappedEarningsCents === result.uncappedCents &&
      row.earningsStatus === status
    ) {
      continue;
    }
    await tx
      .update(campaignAnalytics)
      .set({ earningsCents: result.cents, uncappedEarningsCents: result.uncappedCents, earningsStatus: status })
      .where(eq(campaignAnalytics.id, row.id));
    changed++;
  }
  await syncCampaignMoney(tx, campaignId);
  return changed;
}

export const capsOf = (campaign: typeof campaigns.$inferSelect) => ({
  budgetCents: campaign.budgetCents,
  influencerBudgetCents: campaign.influencerBudgetCents,
});

/**
 * Every post of the campaign as the engine takes it (in EARNINGS_ORDER), with the rows it was read from. An open
 * dispute holds a post like an open hold; the latest decided dispute is the post's `decided` (issue 28, decision 028),
 * unless the business voided a hold raised after a decision to pay.
 */
export async function postsForEarnings(tx: Db | Tx, campaignId: string) {
  const rows = await tx
    .select({
      id: campaignAnalytics.id,
      creatorId: campaignAnalytics.influencerId,
      views: campaignAnalytics.views,
      likes: campaignAnalytics.likes,
      comments: campaignAnalytics.comments,
      shares: campaignAnalytics.shares,
      stage: campaignAnalytics.stage,
      ownership: campaignAnalytics.ownership,
      followers: campaignAnalytics.followersAtSubmit,
      earningsCents: campaignAnalytics.earningsCents,
      uncappedEarningsCents: campaignAnalytics.uncappedEarningsCents,
      earningsStatus: campaignAnalytics.earningsStatus,
      // (The outer row's id spelled out: inside a select list Drizzle writes a column without its table.)
      open: sql<number>`(select count(*) from content_holds h where h.post_id = campaign_analytics.id and h.status = 'open')`.mapWith(
        Number,
      ),
      voided:
        sql<number>`(select count(*) from content_holds h where h.post_id = campaign_analytics.id and h.status = 'voided')`.mapWith(
          Number,
        ),
      lastVoidedAt: sql<
        string | Date | null
      >`(select max(h.resolved_at) from content_holds h where h.post_id = campaign_analytics.id and h.status = 'voided')`,
      disputed: sql<boolean>`exists (select 1 from post_disputes d where d.post_id = campaign_analytics.id and d.status = 'open')`,
    })
    .from(campaignAnalytics)
    .where(eq(campaignAnalytics.campaignId, campaignId))
    .orderBy(...EARNINGS_ORDER);

  const decisions = new Map<string, { decided: DisputeDecisionForEarnings; at: Date }>();
  const decidedRows = await tx
    .select()
    .from(postDisputes)
    .where(and(eq(postDisputes.campaignId, campaignId), eq(postDisputes.status, 'decided')))
    .orderBy(desc(postDisputes.decidedAt), desc(postDisputes.id));
  for (const d of decidedRows) {
    if (decisions.has(d.postId) || !d.outcome || !d.decidedAt) continue;
    decisions.set(d.postId, { decided: decisionForEarnings(d.outcome, d.paidCents), at: d.decidedAt });
  }
  const decidedOf = (r: (typeof rows)[number]): DisputeDecisionForEarnings | null => {
    const found = decisions.get(r.id);
    if (!found) return null;
    const voidedAfter = r.lastVoidedAt !== null && new Date(r.lastVoidedAt).getTime() > found.at.getTime();
    return found.decided.kind !== 'return_to_escrow' && voidedAfter ? null : found.decided;
  };

  const posts: PostForEarnings[] = rows.map((r, order) => ({
    id: r.id,
    creatorId: r.creatorId,
    views: r.views,
    likes: r.likes,
    comments: r.comments,
    shares: r.shares,
    canEarn: isEarningStage(r.stage) && r.ownership !== 'mismatch' && r.voided === 0,
    approved: isApprovedStage(r.stage),
    // A post paid by a decision in a stage no clock moves to Approved (Needs Fix, Submitted) is final at once.
    trackingEnded:
      r.stage === 'approved' ||
      (decidedOf(r) !== null && decidedOf(r)?.kind !== 'return_to_escrow' && !isClockedStage(r.stage)),
    held: r.open > 0 || r.disputed,
    followers: r.followers,
    order,
    // Figures that paid are frozen (issue 25): a final post keeps its earnings whatever changes after.
    finalEarnings: isEarningsFinal(r.earningsStatus)
      ? { cents: r.earningsCents, uncappedCents: r.uncappedEarningsCents }
      : null,
    decided: decidedOf(r),
  }));
  return { rows, posts };
}

/** Stages a clock still moves towards Approved (review, then tracking). */
const isClockedStage = (stage: string) => stage === 'under_review' || stage === 'tracking';

/** A decided dispute's outcome as the engine takes it. */
export function decisionForEarnings(
  outcome: 'pay_full' | 'pay_part' | 'return_to_escrow',
  paidCents: number | null,
): DisputeDecisionForEarnings {
  if (outcome === 'pay_part') return { kind: 'pay_part', capCents: paidCents ?? 0 };
  return { kind: outcome };
}
