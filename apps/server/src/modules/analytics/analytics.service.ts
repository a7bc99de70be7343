// Campaign analytics (issue 14, B2 Campaign Analytics): one business's campaign, its money from the ledger, its posts'
// figures and what the ledger gave each of them (issue 25: earnings the escrow has not covered are shown apart, as
// waiting for funding), the participation list, B9's insight, and daily series from the metric snapshots. A missing
// campaign and another business's campaign get exactly the same answer.
import {
  type AnalyticsParticipant,
  type AnalyticsPost,
  analyticsMessages,
  type CampaignAnalytics,
  costPerViewUsd,
  insightText,
  performanceWord,
  recommendationText,
} from '@microreach/domain/analytics';
import { engagementRate } from '@microreach/domain/formulas';
import { COUNTED_EARNINGS_STATUSES, isCountedInTotals, isEarned } from '@microreach/domain/performance-pay';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { queryRows } from '#server/db/prepared.ts';
import { oneOf } from '#server/db/schema/columns.ts';
import type { UserRow } from '#server/db/schema/index.ts';
import { campaignAnalytics, campaignApplicants, campaigns, users } from '#server/db/schema/index.ts';
import { notFound } from '#server/lib/errors.ts';
import { escrowFigures } from '#server/modules/business-payments/business-payments.service.ts';
import { postMoney } from '#server/modules/ledger/campaign-money.ts';
import { escrowAccountId, isAccountOfKind } from '#server/modules/ledger/ledger.service.ts';

export async function getCampaignAnalytics(db: Db, actor: UserRow, campaignId: string): Promise<CampaignAnalytics> {
  const [campaign] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.userId, actor.id)));
  if (!campaign) throw notFound(analyticsMessages.notFound);

  const [rows, applicants, figures, [fees], series, spend, ledger] = await Promise.all([
    db
      .select({
        post: campaignAnalytics,
        creatorName: users.name,
        held: sql<boolean>`exists (select 1 from content_holds h where h.post_id = ${campaignAnalytics.id} and h.status = 'open')`,
      })
      .from(campaignAnalytics)
      .innerJoin(users, eq(users.id, campaignAnalytics.influencerId))
      .where(eq(campaignAnalytics.campaignId, campaign.id))
      .orderBy(asc(campaignAnalytics.postedAt), asc(campaignAnalytics.id)),
    db
      .select({
        creatorId: users.id,
        name: users.name,
        profilePicture: users.profilePicture,
        status: campaignApplicants.status,
      })
      .from(campaignApplicants)
      .innerJoin(users, eq(users.id, campaignApplicants.userId))
      .where(and(eq(campaignApplicants.campaignId, campaign.id), sql`${campaignApplicants.status} <> 'rejected'`))
      .orderBy(asc(campaignApplicants.appliedAt)),
    escrowFigures(db, [campaign.id]),
    queryRows<{ fees: string }>(
      db,
      sql`select coalesce(sum(e.amount_cents), 0) as fees from ledger_transactions t
          join ledger_entries e on e.transaction_id = t.id and ${isAccountOfKind(sql`e.account_id`, 'platform_fees')}
          where t.campaign_id = ${campaign.id} and t.kind = 'earnings_settlement'`,
    ),
    dailySeries(db, campaign.id),
    dailySpend(db, campaign.id),
    postMoney(db, campaign.id),
  ]);

  let awaitingFundingCents = 0;

  const posts: AnalyticsPost[] = rows.map(({ post: p, creatorName, held }) => {
    // What the campaign's escrow gave the post (paid, or set aside for it); the engine's figure beyond it waits.
    const committed = ledger.get(p.id)?.committedCents ?? 0;
    if (isEarned(p.earningsStatus)) awaitingFundingCents += Math.max(0, p.earningsCents - committed);
    return {
      postId: p.id,
      creatorId: p.influencerId,
      creatorName,
      platform: p.platform,
      videoUrl: p.videoUrl,
      postedAt: p.postedAt.toISOString(),
      stage: p.stage,
      views: p.views,
      likes: p.likes,
      comments: p.comments,
      shares: p.shares,
      engagementRate: engagementRate(p),
      earningsCents: committed,
      earningsStatus: p.earningsStatus,
      unverified: p.metricsSource === 'manual' || (p.metricsSource !== 'none' && !p.metricsVerified),
      held: Boolean(held),
      counted: isCountedInTotals(p.earningsStatus) && !held,
    };
  });

  const counted = posts.filter((p) => p.counted);
  const sum = (list: AnalyticsPost[], key: 'views' | 'likes' | 'comments' | 'shares' | 'earningsCents') =>
    list.reduce((total, p) => total + p[key], 0);
  const totals = {
    views: sum(counted, 'views'),
    likes: sum(counted, 'likes'),
    comments: sum(counted, 'comments'),
    shares: sum(counted, 'shares'),
    earningsCents: sum(counted, 'earningsCents'),
  };
  const averageEngagement = engagementRate(totals);
  const costPerView = costPerViewUsd(totals.earningsCents, totals.views);

  const participants: AnalyticsParticipant[] = applicants.map((a) => {
    const own = posts.filter((p) => p.creatorId === a.creatorId);
    const ownCounted = own.filter((p) => p.counted);
    const ownTotals = {
      views: sum(ownCounted, 'views'),
      likes: sum(ownCounted, 'likes'),
      comments: sum(ownCounted, 'comments'),
      shares: sum(ownCounted, 'shares'),
    };
    return {
      ...a,
      posts: own.length,
      ...ownTotals,
      engagementRate: engagementRate(ownTotals),
      earningsCents: sum(ownCounted, 'earningsCents'),
      heldPosts: own.filter((p) => p.held).length,
    };
  });

  const money = figures.get(campaign.id) ?? { fundedCents: 0, spentCents: 0, pendingCents: 0, remainingCents: 0 };
  return {
    campaign: {
      id: campaign.id,
      name: campaign.campaignName,
      status: campaign.status,
      startDate: campaign.startDate,
      endDate: campaign.endDate,
    },
    budget: {
      budgetCents: campaign.budgetCents,
      ...money,
      platformFeeCents: Number(fees?.fees ?? 0),
      awaitingFundingCents,
    },
    totals: {
      ...totals,
      engagementRate: averageEngagement,
      costPerViewUsd: costPerView,
      countedPosts: counted.length,
      heldPosts: posts.filter((p) => p.held).length,
      unverifiedPosts: counted.filter((p) => p.unverified).length,
    },
    participants,
    posts,
    insight: {
      averageEngagement,
      performance: performanceWord(averageEngagement),
      text: insightText(averageEngagement),
      recommendation: recommendationText(averageEngagement, costPerView),
    },
    series,
    spend,
  };
}

/**
 * Daily views and engagement of the counted posts: every ok snapshot carries its change since the post's previous one
 * (set by the database at insert), so a day's growth is the sum of that day's changes and the series their running
 * total (a post's figures carry forward over days without a reading).
 */
async function dailySeries(db: Db, campaignId: string) {
  const rows = await queryRows<{ day: string; views: string; engagement: string }>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day,
          sum(sum(dv)) over (order by day) as views,
          sum(sum(de)) over (order by day) as engagement
        from (
          select s.taken_at::date as day, s.views_delta as dv, s.engagement_delta as de
          from content_metric_snapshots s
          join campaign_analytics p on p.id = s.post_id
          where p.campaign_id = ${campaignId} and ${oneOf(sql`p.earnings_status`, COUNTED_EARNINGS_STATUSES)}
            and not exists (select 1 from content_holds h where h.post_id = p.id and h.status = 'open')
            and s.availability = 'ok'
        ) steps
        group by day order by day`,
  );
  return rows.map((r) => ({ day: r.day, views: Number(r.views), engagement: Number(r.engagement) }));
}

/** Money moved into the campaign's escrow (net of returns) and paid out of it (settled earnings), by day, cumulative. */
async function dailySpend(db: Db, campaignId: string) {
  const rows = await queryRows<{ day: string; funded: string; spent: string }>(
    db,
    sql`with moves as (
          select (t.created_at at time zone 'UTC')::date as day,
            coalesce(sum(e.amount_cents) filter (where t.kind in ('campaign_funding', 'escrow_return')
              and e.account_id = ${escrowAccountId(campaignId)}), 0) as funded,
            coalesce(sum(-e.amount_cents) filter (where t.kind = 'earnings_settlement'
              and ${isAccountOfKind(sql`e.account_id`, 'creator_pending')}), 0) as spent
          from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
          where t.campaign_id = ${campaignId}
          group by 1
        )
        select to_char(day, 'YYYY-MM-DD') as day,
          sum(funded) over (order by day) as funded, sum(spent) over (order by day) as spent
        from moves order by day`,
  );
  return rows.map((r) => ({ day: r.day, fundedCents: Number(r.funded), spentCents: Number(r.spent) }));
}
