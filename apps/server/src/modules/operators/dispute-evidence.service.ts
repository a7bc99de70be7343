// What an operator sees of a dispute (issue 28 items 2 and 4): the post, its series against the expected curve, its
// audit trail, the two parties, the thread and the money (what the engine says it earns, what the ledger set aside and
// settled, what paying in full would pay). Open disputes are queue items, oldest first (the queue route unions them).

import {
  DISPUTE_REASON_LABELS,
  type DisputeMoney,
  type DisputeQueueItem,
  disputeMessages,
  type OpsDispute,
} from '@microreach/domain/operators';
import { campaignEarnings, isEarningsFinal } from '@microreach/domain/performance-pay';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { campaignAgreements, campaignAnalytics, campaigns, postDisputes, users } from '#server/db/schema/index.ts';
import { notFound } from '#server/lib/errors.ts';
import { payTermsOf } from '#server/modules/campaigns/campaign-mapper.ts';
import { postEvents } from '#server/modules/content-review/content-events.service.ts';
import { holdEvidenceOf } from '#server/modules/content-review/hold-context.ts';
import { capsOf, postsForEarnings } from '#server/modules/content-review/performance-pay.service.ts';
import { postMoney } from '#server/modules/ledger/campaign-money.ts';
import { type DisputeRow, disputeThread, partyName } from './disputes.service.ts';

type PostRow = typeof campaignAnalytics.$inferSelect;
type CampaignRow = typeof campaigns.$inferSelect;

/**
 * What paying the post in full would pay now: the engine's figure for it with a pay-in-full decision (its holds, the
 * dispute and any earlier void set aside), within the campaign's caps. A final post: its settled figure (frozen).
 */
export async function payFullCents(db: Db | Tx, campaign: CampaignRow, post: PostRow): Promise<number> {
  if (isEarningsFinal(post.earningsStatus)) return post.earningsCents;
  const { posts } = await postsForEarnings(db, campaign.id);
  const decided = posts.map((p) =>
    p.id === post.id ? { ...p, held: false, decided: { kind: 'pay_full' as const } } : p,
  );
  const result = campaignEarnings(payTermsOf(campaign), capsOf(campaign), decided).find((r) => r.id === post.id);
  return result?.cents ?? 0;
}

export async function disputeMoneyOf(db: Db | Tx, campaign: CampaignRow, post: PostRow): Promise<DisputeMoney> {
  const money = (await postMoney(db, campaign.id)).get(post.id);
  return {
    earnedCents: post.earningsCents,
    earningsStatus: post.earningsStatus,
    setAsideCents: money?.reservedCents ?? 0,
    settledCents: money ? money.committedCents - money.reservedCents : 0,
    payFullCents: await payFullCents(db, campaign, post),
    isFinal: isEarningsFinal(post.earningsStatus),
  };
}

async function party(db: Db | Tx, id: string | null) {
  if (!id) return { id: null, name: partyName(null) };
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return { id: user ? user.id : null, name: partyName(user ?? null) };
}

async function queueItemOf(
  db: Db | Tx,
  d: DisputeRow,
  post: PostRow,
  campaign: CampaignRow,
): Promise<DisputeQueueItem> {
  const evidence = await holdEvidenceOf(db, [post], new Set([post.id]));
  return {
    kind: 'dispute',
    id: d.id,
    since: d.createdAt.toISOString(),
    reason: d.reason,
    reasonLabel: DISPUTE_REASON_LABELS[d.reason],
    openedBy: d.openedBy !== null && d.openedBy === d.businessId ? 'business' : 'creator',
    post: {
      id: post.id,
      platform: post.platform,
      videoUrl: post.videoUrl,
      stage: post.stage,
      views: post.views,
      likes: post.likes,
      comments: post.comments,
      shares: post.shares,
    },
    campaign: { id: campaign.id, name: campaign.campaignName },
    creator: await party(db, d.creatorId),
    business: await party(db, d.businessId),
    money: await disputeMoneyOf(db, campaign, post),
    evidence: evidence.get(post.id) ?? null,
    events: await postEvents(db, post.id),
    messages: await disputeThread(db, d.id),
    agreement: await agreedTerms(db, campaign.id, post.influencerId),
  };
}

/** The creator's latest agreement to the campaign's terms: what an operator holds both sides to (issue 29). */
async function agreedTerms(db: Db | Tx, campaignId: string, creatorId: string): Promise<DisputeQueueItem['agreement']> {
  const [row] = await db
    .select({
      id: campaignAgreements.id,
      termsVersion: campaignAgreements.termsVersion,
      agreedAt: campaignAgreements.agreedAt,
      text: campaignAgreements.text,
    })
    .from(campaignAgreements)
    .where(and(eq(campaignAgreements.campaignId, campaignId), eq(campaignAgreements.creatorId, creatorId)))
    .orderBy(desc(campaignAgreements.termsVersion))
    .limit(1);
  return row ? { ...row, agreedAt: row.agreedAt.toISOString() } : null;
}

/** How many disputes are open, counted as the queue finds them (with their posts and campaigns). */
export async function openDisputesWaiting(db: Db | Tx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(postDisputes)
    .innerJoin(campaignAnalytics, eq(campaignAnalytics.id, postDisputes.postId))
    .innerJoin(campaigns, eq(campaigns.id, postDisputes.campaignId))
    .where(eq(postDisputes.status, 'open'));
  return row?.n ?? 0;
}

/** The open disputes as queue items, oldest first, each with its evidence (at most `limit`, the oldest). */
export async function openDisputeQueueItems(db: Db | Tx, limit: number): Promise<DisputeQueueItem[]> {
  const rows = await db
    .select({ dispute: postDisputes, post: campaignAnalytics, campaign: campaigns })
    .from(postDisputes)
    .innerJoin(campaignAnalytics, eq(campaignAnalytics.id, postDisputes.postId))
    .innerJoin(campaigns, eq(campaigns.id, postDisputes.campaignId))
    .where(eq(postDisputes.status, 'open'))
    .orderBy(asc(postDisputes.createdAt), asc(postDisputes.id))
    .limit(limit);
  const items: DisputeQueueItem[] = [];
  for (const r of rows) items.push(await queueItemOf(db, r.dispute, r.post, r.campaign));
  return items;
}

/** One dispute, open or decided, with everything an operator needs to decide it. */
export async function getOpsDispute(db: Db | Tx, id: string): Promise<OpsDispute> {
  const [row] = await db
    .select({ dispute: postDisputes, post: campaignAnalytics, campaign: campaigns })
    .from(postDisputes)
    .innerJoin(campaignAnalytics, eq(campaignAnalytics.id, postDisputes.postId))
    .innerJoin(campaigns, eq(campaigns.id, postDisputes.campaignId))
    .where(eq(postDisputes.id, id));
  if (!row) throw notFound(disputeMessages.notFound);
  const d = row.dispute;
  const [decider] = d.decidedBy
    ? await db.select({ email: users.email }).from(users).where(eq(users.id, d.decidedBy))
    : [];
  return {
    ...(await queueItemOf(db, d, row.post, row.campaign)),
    status: d.status,
    outcome: d.outcome,
    paidCents: d.paidCents,
    decisionReason: d.decisionReason,
    decidedAt: d.decidedAt ? d.decidedAt.toISOString() : null,
    decidedBy: decider?.email ?? null,
  };
}
