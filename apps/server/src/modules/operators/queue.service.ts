// The operators' queue (issue 28 item 2): one list, oldest first, of what needs a person, each with its evidence.
// Appealed holds, open disputes, open reports, Delayed payouts and the latest reconciliation's differences not yet
// acknowledged, each with its actions (decision 028).
import { brandName } from '@microreach/domain/notification-texts';
import {
  QUEUE_PER_KIND,
  type QueueItem,
  type QueueResponse,
  REPORT_REASON_LABELS,
  type ReportedSubject,
} from '@microreach/domain/operators';
import { and, asc, count, desc, eq, inArray, isNotNull, not } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client.ts';
import {
  campaignAnalytics,
  campaigns,
  chat,
  contentHolds,
  conversations,
  payoutRequests,
  reconciliationDifferences,
  reconciliationRuns,
  userReports,
  users,
} from '#server/db/schema/index.ts';
import { postEvents } from '#server/modules/content-review/content-events.service.ts';
import { holdEvidenceOf } from '#server/modules/content-review/hold-context.ts';
import { openDisputeQueueItems, openDisputesWaiting } from './dispute-evidence.service.ts';
import { differenceAcknowledged } from './reconciliation-decisions.service.ts';

/** At most this many of each kind (the oldest); `totals` says how many wait in all. */
const PER_KIND = QUEUE_PER_KIND;

type Named = { id: string; name: string; companyName: string | null; role: string } | null;
const party = (u: Named) =>
  u ? { id: u.id, name: u.role === 'SMB' ? brandName(u) : u.name } : { id: null, name: 'Deleted account' };

/**
 * The queue and each kind's total, read in one snapshot (a read-only repeatable-read transaction), so the totals count
 * the same rows the items are the oldest of: each total is counted from the same tables, joins and conditions.
 */
export function getQueue(db: Db): Promise<QueueResponse> {
  return db.transaction(
    async (tx) => {
      const runIds = await latestRunsWithDifferences(tx);
      const items = [
        ...(await appealedHolds(tx)),
        ...(await openDisputeQueueItems(tx, PER_KIND)),
        ...(await openReports(tx)),
        ...(await delayedPayouts(tx)),
        ...(await differenceItems(tx, runIds)),
      ];
      const totals = {
        hold_appeal: await countOf(appealedHoldsWaiting(tx)),
        dispute: await openDisputesWaiting(tx),
        report: await countOf(tx.select({ n: count() }).from(userReports).where(openReport)),
        payout: await countOf(tx.select({ n: count() }).from(payoutRequests).where(delayedPayout)),
        reconciliation: runIds.length === 0 ? 0 : await countOf(differencesWaiting(tx, runIds)),
      };
      return { items: items.sort((a, b) => a.since.localeCompare(b.since) || a.id.localeCompare(b.id)), totals };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

async function countOf(query: PromiseLike<Array<{ n: number }>>): Promise<number> {
  const [row] = await query;
  return row?.n ?? 0;
}

const openReport = eq(userReports.status, 'open');
const delayedPayout = eq(payoutRequests.status, 'delayed');

const appealedHold = and(eq(contentHolds.status, 'open'), isNotNull(contentHolds.appealedAt));

/** The appealed holds with their posts and campaigns, as the queue shows them. */
function appealedHoldsWaiting(db: Db) {
  return db
    .select({ n: count() })
    .from(contentHolds)
    .innerJoin(campaignAnalytics, eq(campaignAnalytics.id, contentHolds.postId))
    .innerJoin(campaigns, eq(campaigns.id, campaignAnalytics.campaignId))
    .where(appealedHold);
}

async function appealedHolds(db: Db): Promise<QueueItem[]> {
  const creator = alias(users, 'creator');
  const business = alias(users, 'business');
  const rows = await db
    .select({ hold: contentHolds, post: campaignAnalytics, campaign: campaigns, creator, business })
    .from(contentHolds)
    .innerJoin(campaignAnalytics, eq(campaignAnalytics.id, contentHolds.postId))
    .innerJoin(campaigns, eq(campaigns.id, campaignAnalytics.campaignId))
    .leftJoin(creator, eq(creator.id, campaignAnalytics.influencerId))
    .leftJoin(business, eq(business.id, campaigns.userId))
    .where(appealedHold)
    .orderBy(asc(contentHolds.appealedAt), asc(contentHolds.id))
    .limit(PER_KIND);
  const posts = rows.map((r) => r.post);
  const evidence = await holdEvidenceOf(db, posts, new Set(posts.map((p) => p.id)));
  const items: QueueItem[] = [];
  for (const { hold, post, campaign, creator: c, business: b } of rows) {
    const appealedAt = hold.appealedAt as Date;
    items.push({
      kind: 'hold_appeal',
      id: hold.id,
      since: appealedAt.toISOString(),
      hold: {
        rule: hold.rule,
        reason: hold.reason,
        createdAt: hold.createdAt.toISOString(),
        voidRequestedAt: (hold.voidRequestedAt ?? appealedAt).toISOString(),
        voidNote: hold.voidNote,
        appealDeadline: (hold.appealDeadline ?? appealedAt).toISOString(),
        appealedAt: appealedAt.toISOString(),
        appealNote: hold.appealNote ?? '',
      },
      post: {
        id: post.id,
        platform: post.platform,
        videoUrl: post.videoUrl,
        stage: post.stage,
        views: post.views,
        likes: post.likes,
        comments: post.comments,
        shares: post.shares,
        earningsCents: post.earningsCents,
      },
      campaign: { id: campaign.id, name: campaign.campaignName },
      creator: party(c),
      business: party(b),
      evidence: evidence.get(post.id) ?? null,
      events: await postEvents(db, post.id),
    });
  }
  return items;
}

async function openReports(db: Db): Promise<QueueItem[]> {
  const reporter = alias(users, 'reporter');
  const subjectUser = alias(users, 'subject_user');
  const rows = await db
    .select({ report: userReports, reporter, subjectUser })
    .from(userReports)
    .leftJoin(reporter, eq(reporter.id, userReports.reporterId))
    .leftJoin(subjectUser, eq(subjectUser.id, userReports.subjectUserId))
    .where(openReport)
    .orderBy(asc(userReports.createdAt), asc(userReports.id))
    .limit(PER_KIND);
  const items: QueueItem[] = [];
  for (const { report, reporter: r, subjectUser: s } of rows) {
    items.push({
      kind: 'report',
      id: report.id,
      since: report.createdAt.toISOString(),
      reason: report.reason,
      reasonLabel: REPORT_REASON_LABELS[report.reason],
      note: report.note,
      reporter: party(r),
      subject: await reportedSubject(db, report.subjectKind, report.subjectId),
      subjectUser: s ? { id: s.id, name: party(s).name, isSuspended: s.suspendedAt !== null } : null,
    });
  }
  return items;
}

async function reportedSubject(
  db: Db,
  kind: 'message' | 'profile' | 'campaign',
  id: string,
): Promise<ReportedSubject | null> {
  if (kind === 'message') {
    const biz = alias(users, 'biz');
    const cre = alias(users, 'cre');
    const sender = alias(users, 'sender');
    const [row] = await db
      .select({ message: chat, conversation: conversations, biz, cre, sender })
      .from(chat)
      .innerJoin(conversations, eq(conversations.id, chat.conversationId))
      .leftJoin(biz, eq(biz.id, conversations.businessId))
      .leftJoin(cre, eq(cre.id, conversations.creatorId))
      .leftJoin(sender, eq(sender.id, chat.senderId))
      .where(eq(chat.id, id));
    if (!row) return null;
    return {
      kind: 'message',
      id,
      text: row.message.message,
      sentAt: row.message.createdAt.toISOString(),
      sender: party(row.sender),
      conversation: { id: row.conversation.id, names: [party(row.biz).name, party(row.cre).name] },
    };
  }
  if (kind === 'profile') {
    const [u] = await db.select().from(users).where(eq(users.id, id));
    if (!u || u.role === 'Operator') return null;
    return { kind: 'profile', id, name: party(u).name, role: u.role };
  }
  const [row] = await db
    .select({ campaign: campaigns, owner: users })
    .from(campaigns)
    .leftJoin(users, eq(users.id, campaigns.userId))
    .where(eq(campaigns.id, id));
  if (!row) return null;
  return { kind: 'campaign', id, name: row.campaign.campaignName, businessName: party(row.owner).name };
}

async function delayedPayouts(db: Db): Promise<QueueItem[]> {
  const rows = await db
    .select({ payout: payoutRequests, creator: users })
    .from(payoutRequests)
    .leftJoin(users, eq(users.id, payoutRequests.userId))
    .where(delayedPayout)
    .orderBy(asc(payoutRequests.requestedAt), asc(payoutRequests.id))
    .limit(PER_KIND);
  return rows.map(({ payout, creator }) => ({
    kind: 'payout' as const,
    id: payout.id,
    since: payout.requestedAt.toISOString(),
    amountCents: payout.amountCents,
    creator: party(creator),
    provider: payout.provider,
    reason: payout.delayReason ?? 'Delayed',
    attempts: payout.attempts,
  }));
}

/**
 * Each provider's latest run when it found differences (a later clean run means they were settled); their differences
 * wait but for those an operator acknowledged (in that run or, the same fact, an earlier one).
 */
async function latestRunsWithDifferences(db: Db): Promise<string[]> {
  const runs = await db
    .selectDistinctOn([reconciliationRuns.provider])
    .from(reconciliationRuns)
    .where(inArray(reconciliationRuns.status, ['ok', 'differences']))
    .orderBy(reconciliationRuns.provider, desc(reconciliationRuns.startedAt));
  return runs.filter((r) => r.status === 'differences').map((r) => r.id);
}

/** The differences of these runs that no operator acknowledged (the acknowledgement reads the run's provider). */
function differencesWaiting(db: Db, runIds: string[]) {
  return db
    .select({ n: count() })
    .from(reconciliationDifferences)
    .innerJoin(reconciliationRuns, eq(reconciliationRuns.id, reconciliationDifferences.runId))
    .where(and(inArray(reconciliationDifferences.runId, runIds), not(differenceAcknowledged)));
}

/** The differences of these runs that no operator acknowledged, as queue items. */
export async function differenceItems(db: Db, runIds: string[]): Promise<QueueItem[]> {
  if (runIds.length === 0) return [];
  const rows = await db
    .select({ difference: reconciliationDifferences, run: reconciliationRuns })
    .from(reconciliationDifferences)
    .innerJoin(reconciliationRuns, eq(reconciliationRuns.id, reconciliationDifferences.runId))
    .where(and(inArray(reconciliationDifferences.runId, runIds), not(differenceAcknowledged)))
    .orderBy(asc(reconciliationRuns.finishedAt), asc(reconciliationDifferences.id))
    .limit(PER_KIND);
  return rows.map(({ difference, run }) => ({
    kind: 'reconciliation' as const,
    id: difference.id,
    since: run.finishedAt.toISOString(),
    provider: run.provider,
    subject: difference.subject,
    differenceKind: difference.kind,
    reference: difference.reference,
    ledgerCents: difference.ledgerCents,
    providerCents: difference.providerCents,
    detail: difference.detail,
  }));
}
