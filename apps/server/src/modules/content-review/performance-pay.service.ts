// The earnings engine on the database, the server half of domain performance-pay.ts (issue 12): every post of a campaign recomputed from its accepted figures, its
// stage, its holds and the campaign's pay terms and caps, under the campaign's row lock. Idempotent: recomputing
// without a change writes nothing. Every change that can move money (a snapshot, a stage, a hold, new terms) calls it
// in its own transaction, and the campaign's money follows (decision 018). A post whose earnings are final keeps them:
// figures that paid are frozen (issue 25). See docs/decisions/017-performance-pay.md.
import { isApprovedStage, isEarningStage } from '@microreach/domain/content-review';
import {
  campaignEarnings,
  type EarningsStatus,
  isEarningsFinal,
  type PostForEarnings,
} from '@microreach/domain/performance-pay';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { campaignAnalytics, campaigns } from '#server/db/schema/index.ts';
import { payTermsOf } from '../campaigns/campaign-mapper.ts';
import { EARNINGS_ORDER, syncCampaignMoney } from '../ledger/campaign-money.ts';

/**
 * Recomputes the earnings of every post of `campaignId`, then brings the campaign's money in the ledger in line with
 * them (set aside, returned, settled: campaign-money.ts); returns how many posts' earnings changed.
 */
export async function recomputeCampaignEarnings(tx: Tx, campaignId: string): Promise<number> {
  const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, campaignId)).for('update');
  if (!campaign) return 0;
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
    })
    .from(campaignAnalytics)
    .where(eq(campaignAnalytics.campaignId, campaignId))
    .orderBy(...EARNINGS_ORDER);

  const posts: PostForEarnings[] = rows.map((r, order) => ({
    id: r.id,
    creatorId: r.creatorId,
    views: r.views,
    likes: r.likes,
    comments: r.comments,
    shares: r.shares,
    canEarn: isEarningStage(r.stage) && r.ownership !== 'mismatch' && r.voided === 0,
    approved: isApprovedStage(r.stage),
    trackingEnded: r.stage === 'approved',
    held: r.open > 0,
    followers: r.followers,
    order,
    // Figures that paid are frozen (issue 25): a final post keeps its earnings whatever changes after.
    finalEarnings: isEarningsFinal(r.earningsStatus)
      ? { cents: r.earningsCents, uncappedCents: r.uncappedEarningsCents }
      : null,
  }));
  const computed = campaignEarnings(
    payTermsOf(campaign),
    { budgetCents: campaign.budgetCents, influencerBudgetCents: campaign.influencerBudgetCents },
    posts,
  );

  let changed = 0;
  for (const [i, result] of computed.entries()) {
    const row = rows[i];
    const status: EarningsStatus = row.voided > 0 && result.status !== 'final' ? 'void' : result.status;
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
