// An operator's side of a dispute (issue 28 item 4, decision 028 "Disputes"): a message in its thread, and the
// decision (pay in full, pay part, return to escrow). The decision is an input of the earnings engine, so the money
// moves through the post's keyed earnings movements (campaign-money.ts): replay-safe, and nothing moves twice.
import { formatMoney } from '@microreach/domain/ledger';
import {
  DISPUTE_OUTCOME_LABELS,
  type DisputeDecision,
  disputeMessages,
  type OpsDispute,
  operatorMessages,
} from '@microreach/domain/operators';
import { isEarningsFinal } from '@microreach/domain/performance-pay';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import type { UserRow } from '#server/db/schema/index.ts';
import { contentHolds, postDisputeMessages, postDisputes } from '#server/db/schema/index.ts';
import { badRequest, conflict, notFound } from '#server/lib/errors.ts';
import { audit, lockPost } from '#server/modules/content-review/content-review.shared.ts';
import { recomputeCampaignEarnings } from '#server/modules/content-review/performance-pay.service.ts';
import type { NotificationEmails } from '#server/modules/notifications/notification-emails.service.ts';
import { notify } from '#server/modules/notifications/notifications.service.ts';
import { getOpsDispute, payFullCents } from './dispute-evidence.service.ts';
import { lockOpenDispute } from './disputes.service.ts';
import { recordOperatorAction } from './operator-audit.service.ts';

const ACTION = {
  pay_full: 'dispute_paid_full',
  pay_part: 'dispute_paid_part',
  return_to_escrow: 'dispute_returned',
} as const;

/** The dispute's post, locked campaign first then post (the order every earnings path takes), or 404. */
async function lockDisputedPost(tx: Tx, id: string) {
  const [found] = await tx.select({ postId: postDisputes.postId }).from(postDisputes).where(eq(postDisputes.id, id));
  if (!found) throw notFound(disputeMessages.notFound);
  return lockPost(tx, found.postId, {});
}

/**
 * An operator writes in an open dispute's thread (decided: 409); audited; both sides are told (an operator's word
 * concerns both).
 */
export async function addOperatorMessage(
  db: Db,
  operator: UserRow,
  id: string,
  body: string,
  emails: NotificationEmails | null,
): Promise<OpsDispute> {
  await db.transaction(async (tx) => {
    const { campaign } = await lockDisputedPost(tx, id);
    const dispute = await lockOpenDispute(tx, id, () => conflict(disputeMessages.closed, 'DISPUTE_CLOSED'));
    await tx.insert(postDisputeMessages).values({ disputeId: id, authorId: operator.id, authorSide: 'operator', body });
    await recordOperatorAction(tx, operator, {
      action: 'dispute_message',
      subjectKind: 'dispute',
      subjectId: id,
      subjectUserId: dispute.creatorId,
      reason: body,
      data: { postId: dispute.postId, campaignId: dispute.campaignId },
    });
    for (const [recipient, isBusiness] of [
      [dispute.creatorId, false],
      [dispute.businessId, true],
    ] as const) {
      if (!recipient) continue;
      await notify(
        tx,
        recipient,
        {
          kind: 'dispute_message',
          authorName: 'An operator',
          campaignName: campaign.campaignName,
          recipientIsBusiness: isBusiness,
        },
        { actorId: null, campaignId: campaign.id },
        emails,
      );
    }
  });
  return getOpsDispute(db, id);
}

/**
 * Decides an open dispute, in one transaction under the campaign, post and dispute locks: of two operators deciding at
 * once one wins and the other gets 409 (already decided), as does a replay. Pay part is at most what paying in full
 * would pay (400). A post whose earnings are final keeps them (decision 023): a decision that would pay less is 409.
 * Paying closes the post's open holds (released by the operator); the outcome is recorded, audited, told to both
 * sides, and the earnings recomputed, which moves the money.
 */
export async function decideDispute(
  db: Db,
  operator: UserRow,
  id: string,
  decision: DisputeDecision,
  emails: NotificationEmails | null,
  now = new Date(),
): Promise<OpsDispute> {
  await db.transaction(async (tx) => {
    const { post, campaign } = await lockDisputedPost(tx, id);
    const dispute = await lockOpenDispute(tx, id, () => conflict(operatorMessages.alreadyDecided, 'ALREADY_DECIDED'));
    const most = await payFullCents(tx, campaign, post);
    const paid =
      decision.outcome === 'pay_full' ? most : decision.outcome === 'pay_part' ? (decision.amountCents ?? 0) : 0;
    if (paid > most) throw badRequest(operatorMessages.partAboveEarned(formatMoney(most)));
    if (isEarningsFinal(post.earningsStatus) && paid < post.earningsCents) {
      throw conflict(disputeMessages.settledCannotLower(formatMoney(post.earningsCents)), 'EARNINGS_FINAL');
    }

    if (decision.outcome !== 'return_to_escrow') {
      const closed = await tx
        .update(contentHolds)
        .set({ status: 'released', resolvedBy: operator.id, resolvedAt: now, resolutionNote: decision.reason })
        .where(and(eq(contentHolds.postId, post.id), eq(contentHolds.status, 'open')))
        .returning();
      for (const hold of closed) {
        await audit(tx, post, { id: operator.id, kind: 'operator' }, 'release_hold', {
          note: decision.reason,
          data: { rule: hold.rule, reason: hold.reason, dispute: id },
        });
      }
    }
    await tx
      .update(postDisputes)
      .set({
        status: 'decided',
        outcome: decision.outcome,
        paidCents: paid,
        decidedBy: operator.id,
        decidedAt: now,
        decisionReason: decision.reason,
      })
      .where(eq(postDisputes.id, id));
    await recordOperatorAction(tx, operator, {
      action: ACTION[decision.outcome],
      subjectKind: 'dispute',
      subjectId: id,
      subjectUserId: dispute.creatorId,
      reason: decision.reason,
      data: { postId: post.id, campaignId: campaign.id, businessId: dispute.businessId, paidCents: paid },
    });
    for (const [recipient, isBusiness] of [
      [dispute.creatorId, false],
      [dispute.businessId, true],
    ] as const) {
      if (!recipient) continue;
      await notify(
        tx,
        recipient,
        {
          kind: 'dispute_decided',
          campaignName: campaign.campaignName,
          outcomeLabel: DISPUTE_OUTCOME_LABELS[decision.outcome],
          paid: formatMoney(paid),
          reason: decision.reason,
          recipientIsBusiness: isBusiness,
        },
        { actorId: null, campaignId: campaign.id },
        emails,
      );
    }
    await recomputeCampaignEarnings(tx, campaign.id);
  });
  return getOpsDispute(db, id);
}
