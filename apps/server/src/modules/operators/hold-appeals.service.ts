// Holds with an appeal (issue 28 item 3): the creator appeals a business's void within 72 hours; an operator decides an
// appealed hold, pay or void. The business's side (release at once, void = request) is in content-review/holds.service.
import type { ContentHold } from '@microreach/domain/content-review';
import { operatorMessages } from '@microreach/domain/operators';
import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import type { UserRow } from '#server/db/schema/index.ts';
import { campaignAnalytics, contentHolds } from '#server/db/schema/index.ts';
import { conflict, notFound } from '#server/lib/errors.ts';
import { audit, lockPost } from '#server/modules/content-review/content-review.shared.ts';
import { recomputeCampaignEarnings } from '#server/modules/content-review/performance-pay.service.ts';
import type { NotificationEmails } from '#server/modules/notifications/notification-emails.service.ts';
import { notify } from '#server/modules/notifications/notifications.service.ts';
import { recordOperatorAction } from './operator-audit.service.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toContentHold(h: typeof contentHolds.$inferSelect): ContentHold {
  return {
    id: h.id,
    rule: h.rule,
    reason: h.reason,
    status: h.status,
    createdAt: h.createdAt.toISOString(),
    resolvedAt: iso(h.resolvedAt),
    voidRequestedAt: iso(h.voidRequestedAt),
    appealDeadline: iso(h.appealDeadline),
    appealedAt: iso(h.appealedAt),
    appealNote: h.appealNote,
  };
}

/**
 * The post's creator appeals the business's void: only while the void waits (requested, not appealed, open) and
 * before its deadline. Another creator's hold is a 404. The business is told; the hold joins the operators' queue.
 */
export async function appealHold(
  db: Db,
  creator: UserRow,
  holdId: string,
  note: string,
  emails: NotificationEmails | null,
  now = new Date(),
): Promise<ContentHold> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ postId: contentHolds.postId })
      .from(contentHolds)
      .innerJoin(campaignAnalytics, eq(campaignAnalytics.id, contentHolds.postId))
      .where(and(eq(contentHolds.id, holdId), eq(campaignAnalytics.influencerId, creator.id)));
    if (!found) throw notFound('Hold not found.');
    const { post, campaign } = await lockPost(tx, found.postId, { creatorId: creator.id });
    const [hold] = await tx.select().from(contentHolds).where(eq(contentHolds.id, holdId)).for('update');
    if (
      hold.status !== 'open' ||
      !hold.voidRequestedAt ||
      hold.appealedAt ||
      !hold.appealDeadline ||
      hold.appealDeadline.getTime() <= now.getTime()
    ) {
      throw conflict(operatorMessages.appealClosed, 'APPEAL_CLOSED');
    }
    const [updated] = await tx
      .update(contentHolds)
      .set({ appealedAt: now, appealNote: note })
      .where(eq(contentHolds.id, holdId))
      .returning();
    await audit(tx, post, { id: creator.id, kind: 'creator' }, 'appeal_hold', {
      note,
      data: { rule: hold.rule, reason: hold.reason },
    });
    await notify(
      tx,
      campaign.userId,
      { kind: 'hold_appealed', creatorName: creator.name, campaignName: campaign.campaignName },
      { actorId: creator.id, campaignId: campaign.id },
      emails,
    );
    return toContentHold(updated);
  });
}

/**
 * An operator decides an appealed hold: pay (released: the post earns) or void. Row-locked: only an appealed hold
 * still open can be decided, so of two operators deciding at once one wins and the other is told. Both sides are
 * told with the reason; the money moves through the earnings engine; the action is audited in the same transaction.
 */
export async function decideAppealedHold(
  db: Db,
  operator: UserRow,
  holdId: string,
  decision: 'pay' | 'void',
  reason: string,
  emails: NotificationEmails | null,
  now = new Date(),
): Promise<{ id: string; status: 'released' | 'voided' }> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ postId: contentHolds.postId })
      .from(contentHolds)
      .where(eq(contentHolds.id, holdId));
    if (!found) throw notFound('Hold not found.');
    const { post, campaign } = await lockPost(tx, found.postId, {});
    const [hold] = await tx.select().from(contentHolds).where(eq(contentHolds.id, holdId)).for('update');
    if (!hold.appealedAt) throw notFound('Hold not found.');
    if (hold.status !== 'open') throw conflict(operatorMessages.alreadyDecided, 'ALREADY_DECIDED');
    const status = decision === 'pay' ? ('released' as const) : ('voided' as const);
    await tx
      .update(contentHolds)
      .set({ status, resolvedBy: operator.id, resolvedAt: now, resolutionNote: reason })
      .where(eq(contentHolds.id, holdId));
    await audit(tx, post, { id: operator.id, kind: 'operator' }, decision === 'pay' ? 'release_hold' : 'void_hold', {
      note: reason,
      data: { rule: hold.rule, reason: hold.reason, appealed: true },
    });
    await recordOperatorAction(tx, operator, {
      action: decision === 'pay' ? 'hold_paid' : 'hold_voided',
      subjectKind: 'hold',
      subjectId: hold.id,
      subjectUserId: post.influencerId,
      reason,
      data: { postId: post.id, campaignId: campaign.id, businessId: campaign.userId },
    });
    for (const [recipient, isBusiness] of [
      [post.influencerId, false],
      [campaign.userId, true],
    ] as const) {
      await notify(
        tx,
        recipient,
        {
          kind: 'hold_decided',
          campaignName: campaign.campaignName,
          decision,
          reason,
          recipientIsBusiness: isBusiness,
        },
        { actorId: null, campaignId: campaign.id },
        emails,
      );
    }
    await recomputeCampaignEarnings(tx, campaign.id);
    return { id: hold.id, status };
  });
}
