// Disputes on posts, the parties' side (issue 28 item 4, decision 028 "Disputes"): the creator of a post or the business
// of its campaign opens a dispute with a reason from its side's list and a first message; while it is open the post's
// earnings are held (performance-pay.service.ts); both sides write in its thread until an operator decides
// (dispute-decision.service.ts).
import { DELETED_USER_NAME } from '@microreach/domain/account-data';
import { brandName } from '@microreach/domain/notification-texts';
import {
  DISPUTE_OUTCOME_LABELS,
  DISPUTE_REASON_LABELS,
  type Dispute,
  type DisputeList,
  type DisputeSide,
  type DisputeSummary,
  type DisputeThreadMessage,
  disputeMessages,
  disputeReasonsFor,
  type OpenDisputeInput,
} from '@microreach/domain/operators';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { campaignAnalytics, campaigns, postDisputeMessages, postDisputes, users } from '#server/db/schema/index.ts';
import { badRequest, conflict, isUniqueViolation, notFound } from '#server/lib/errors.ts';
import type { MarketplaceUserRow } from '#server/lib/marketplace-user.ts';
import { lockPost } from '#server/modules/content-review/content-review.shared.ts';
import { recomputeCampaignEarnings } from '#server/modules/content-review/performance-pay.service.ts';
import type { NotificationEmails } from '#server/modules/notifications/notification-emails.service.ts';
import { notify } from '#server/modules/notifications/notifications.service.ts';

export type DisputeRow = typeof postDisputes.$inferSelect;
type PartySide = Exclude<DisputeSide, 'operator'>;

export const sideOf = (user: MarketplaceUserRow): PartySide => (user.role === 'SMB' ? 'business' : 'creator');

/** The name a person is shown under in a dispute: a business's brand, a creator's name. */
export function partyName(
  user: { name: string; companyName: string | null; role: string; deletedAt: Date | null } | null,
): string {
  if (!user || user.deletedAt) return DELETED_USER_NAME;
  return user.role === 'SMB' ? brandName(user) : user.name;
}

/** The thread of a dispute, oldest first. */
export async function disputeThread(db: Db | Tx, disputeId: string): Promise<DisputeThreadMessage[]> {
  const rows = await db
    .select({ message: postDisputeMessages, author: users })
    .from(postDisputeMessages)
    .leftJoin(users, eq(users.id, postDisputeMessages.authorId))
    .where(eq(postDisputeMessages.disputeId, disputeId))
    .orderBy(asc(postDisputeMessages.createdAt), asc(postDisputeMessages.id));
  return rows.map(({ message, author }) => ({
    id: message.id,
    side: message.authorSide as DisputeSide,
    authorName: message.authorSide === 'operator' ? 'Operator' : partyName(author),
    body: message.body,
    createdAt: message.createdAt.toISOString(),
  }));
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toSummary(
  d: DisputeRow,
  post: Pick<typeof campaignAnalytics.$inferSelect, 'platform' | 'videoUrl' | 'stage'>,
  campaign: { id: string; name: string },
): DisputeSummary {
  return {
    id: d.id,
    postId: d.postId,
    campaign,
    post: { platform: post.platform, videoUrl: post.videoUrl, stage: post.stage },
    reason: d.reason,
    reasonLabel: DISPUTE_REASON_LABELS[d.reason],
    openedBy: d.openedBy !== null && d.openedBy === d.businessId ? 'business' : 'creator',
    status: d.status,
    outcome: d.outcome,
    outcomeLabel: d.outcome ? DISPUTE_OUTCOME_LABELS[d.outcome] : null,
    paidCents: d.paidCents,
    decisionReason: d.decisionReason,
    decidedAt: iso(d.decidedAt),
    createdAt: d.createdAt.toISOString(),
  };
}

/** The disputes `actor` is a party to, with their posts and campaigns; limited to one when `id` is given. */
function partyDisputes(db: Db | Tx, actor: MarketplaceUserRow, id?: string) {
  const party =
    sideOf(actor) === 'business' ? eq(postDisputes.businessId, actor.id) : eq(postDisputes.creatorId, actor.id);
  return db
    .select({
      dispute: postDisputes,
      post: {
        platform: campaignAnalytics.platform,
        videoUrl: campaignAnalytics.videoUrl,
        stage: campaignAnalytics.stage,
      },
      campaign: { id: campaigns.id, name: campaigns.campaignName },
    })
    .from(postDisputes)
    .innerJoin(campaignAnalytics, eq(campaignAnalytics.id, postDisputes.postId))
    .innerJoin(campaigns, eq(campaigns.id, postDisputes.campaignId))
    .where(and(party, id ? eq(postDisputes.id, id) : undefined))
    .orderBy(desc(postDisputes.createdAt), desc(postDisputes.id));
}

/** One dispute with its thread, for its creator or its business; anyone else: 404. */
export async function getPartyDispute(db: Db | Tx, actor: MarketplaceUserRow, id: string): Promise<Dispute> {
  const [found] = await partyDisputes(db, actor, id);
  if (!found) throw notFound(disputeMessages.notFound);
  return { ...toSummary(found.dispute, found.post, found.campaign), messages: await disputeThread(db, id) };
}

/** The actor's disputes, newest first (at most 100: a person has few). */
export async function listPartyDisputes(db: Db, actor: MarketplaceUserRow): Promise<DisputeList> {
  const rows = await partyDisputes(db, actor).limit(100);
  return { disputes: rows.map((r) => toSummary(r.dispute, r.post, r.campaign)) };
}

/**
 * The creator of the post or the business of its campaign opens a dispute (another person's post: 404), with a reason
 * from its side's list (400 otherwise); one open dispute per post (409). In one transaction, under the campaign-then-
 * post locks: the dispute, its first message, the other side told, and the post's earnings recomputed (now held).
 */
export async function openDispute(
  db: Db,
  actor: MarketplaceUserRow,
  postId: string,
  input: OpenDisputeInput,
  emails: NotificationEmails | null,
): Promise<Dispute> {
  const side = sideOf(actor);
  if (!disputeReasonsFor(side).includes(input.reason)) throw badRequest(disputeMessages.reasonNotYours(side));
  const id = await db
    .transaction(async (tx) => {
      const { post, campaign } = await lockPost(
        tx,
        postId,
        side === 'business' ? { ownerId: actor.id } : { creatorId: actor.id },
      );
      const [open] = await tx
        .select({ id: postDisputes.id })
        .from(postDisputes)
        .where(and(eq(postDisputes.postId, post.id), eq(postDisputes.status, 'open')));
      if (open) throw conflict(disputeMessages.alreadyOpen, 'DISPUTE_ALREADY_OPEN');
      const [dispute] = await tx
        .insert(postDisputes)
        .values({
          postId: post.id,
          campaignId: campaign.id,
          creatorId: post.influencerId,
          businessId: campaign.userId,
          openedBy: actor.id,
          reason: input.reason,
        })
        .returning();
      await tx
        .insert(postDisputeMessages)
        .values({ disputeId: dispute.id, authorId: actor.id, authorSide: side, body: input.message });
      // content_events has no dispute action (migration 0027's list): the dispute row and its thread are the record.
      await notify(
        tx,
        side === 'business' ? post.influencerId : campaign.userId,
        {
          kind: 'dispute_opened',
          openerName: partyName(actor),
          campaignName: campaign.campaignName,
          reasonLabel: DISPUTE_REASON_LABELS[input.reason],
          recipientIsBusiness: side === 'creator',
        },
        { actorId: actor.id, campaignId: campaign.id },
        emails,
      );
      await recomputeCampaignEarnings(tx, campaign.id);
      return dispute.id;
    })
    .catch((err: unknown) => {
      // The campaign lock makes this unreachable in practice; the unique index is the last word.
      if (isUniqueViolation(err, 'post_disputes_open_once')) {
        throw conflict(disputeMessages.alreadyOpen, 'DISPUTE_ALREADY_OPEN');
      }
      throw err;
    });
  return getPartyDispute(db, actor, id);
}

/** Locks an open dispute for a new message or a decision; `closed` is thrown when it is decided. */
export async function lockOpenDispute(tx: Tx, id: string, closed: () => Error): Promise<DisputeRow> {
  const [dispute] = await tx.select().from(postDisputes).where(eq(postDisputes.id, id)).for('update');
  if (!dispute) throw notFound(disputeMessages.notFound);
  if (dispute.status !== 'open') throw closed();
  return dispute;
}

/** A party writes in an open dispute's thread (decided: 409); the other side is told. */
export async function addPartyMessage(
  db: Db,
  actor: MarketplaceUserRow,
  id: string,
  body: string,
  emails: NotificationEmails | null,
): Promise<Dispute> {
  const side = sideOf(actor);
  await db.transaction(async (tx) => {
    const [found] = await partyDisputes(tx, actor, id);
    if (!found) throw notFound(disputeMessages.notFound);
    const dispute = await lockOpenDispute(tx, id, () => conflict(disputeMessages.closed, 'DISPUTE_CLOSED'));
    await tx.insert(postDisputeMessages).values({ disputeId: id, authorId: actor.id, authorSide: side, body });
    const other = side === 'business' ? dispute.creatorId : dispute.businessId;
    if (other) {
      await notify(
        tx,
        other,
        {
          kind: 'dispute_message',
          authorName: partyName(actor),
          campaignName: found.campaign.name,
          recipientIsBusiness: side === 'creator',
        },
        { actorId: actor.id, campaignId: dispute.campaignId },
        emails,
      );
    }
  });
  return getPartyDispute(db, actor, id);
}
