// Bot safeguards on a post's figures (issue 12, domain metrics-holds.ts): a hold opened for each rule the series
// breaks, and the business releasing (the post earns again) or voiding it (the post will not earn).
import { HOUR_MS } from '@microreach/domain/calendar';
import { contentReviewMessages, type ReviewPost } from '@microreach/domain/content-review';
import { evaluateHolds, type MetricsPoint } from '@microreach/domain/metrics-holds';
import { brandName } from '@microreach/domain/notification-texts';
import { HOLD_APPEAL_WINDOW_HOURS } from '@microreach/domain/operators';
import { isEarningsFinal } from '@microreach/domain/performance-pay';
import { and, asc, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import type { UserRow } from '#server/db/schema/index.ts';
import { campaignAnalytics, campaigns, contentHolds, contentMetricSnapshots, users } from '#server/db/schema/index.ts';
import { conflict, notFound } from '#server/lib/errors.ts';
import type { NotificationEmails } from '#server/modules/notifications/notification-emails.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import {
  type Actor,
  asActor,
  audit,
  type CampaignRow,
  lockPost,
  type PostRow,
  SYSTEM,
} from './content-review.shared.ts';
import { loadHoldContext } from './hold-context.ts';
import { recomputeCampaignEarnings } from './performance-pay.service.ts';
import { getReviewPost } from './review.service.ts';

/**
 * Puts a hold on the post for each rule its series breaks, unless that rule already holds it. The series starts at the
 * post's latest replaced link (the old video's snapshots are kept, not judged with the new one's); a rule whose hold
 * was released judges only the readings after those it judged; the post is judged against its creator's other posts
 * and its account's recent media (issue 26; hold-context.ts). A post whose earnings are final is never
 * held: its money is paid, and a hold could change nothing (issue 25).
 */
export async function applySafeguards(
  tx: Tx,
  post: PostRow,
  campaign: CampaignRow,
  actor: Actor,
  emails: NotificationEmails | null,
): Promise<void> {
  if (isEarningsFinal(post.earningsStatus)) return;
  const snapshots = await tx
    .select()
    .from(contentMetricSnapshots)
    .where(eq(contentMetricSnapshots.postId, post.id))
    .orderBy(asc(contentMetricSnapshots.takenAt), asc(contentMetricSnapshots.seq));
  if (snapshots.length === 0) return;
  const series: MetricsPoint[] = snapshots
    .filter((s) => s.availability === 'ok')
    .map((s) => ({
      at: s.takenAt.toISOString(),
      // Typed figures are not behind the platform's counter (the lag the rules allow for is the API's).
      source: s.source,
      views: s.views,
      likes: s.likes,
      comments: s.comments,
      shares: s.shares,
    }));
  const latest = snapshots[snapshots.length - 1];
  const open = new Set(
    (
      await tx
        .select({ rule: contentHolds.rule })
        .from(contentHolds)
        .where(and(eq(contentHolds.postId, post.id), eq(contentHolds.status, 'open')))
    ).map((h) => h.rule),
  );
  const findings = evaluateHolds(series, latest.availability, await loadHoldContext(tx, post));
  for (const finding of findings) {
    if (open.has(finding.rule)) continue;
    await tx.insert(contentHolds).values({
      postId: post.id,
      rule: finding.rule,
      reason: finding.reason,
      judgedThrough: latest.takenAt,
    });
    await audit(tx, post, SYSTEM, 'hold', { note: finding.reason, data: { rule: finding.rule, trigger: actor.kind } });
    for (const [recipient, isBusiness] of [
      [campaign.userId, true],
      [post.influencerId, false],
    ] as const) {
      await notify(
        tx,
        recipient,
        {
          kind: 'content_held',
          campaignName: campaign.campaignName,
          reason: finding.reason,
          recipientIsBusiness: isBusiness,
        },
        { actorId: null, campaignId: campaign.id },
        emails,
      );
    }
  }
}

/**
 * The business releases a hold (the post earns again, at once) or voids it (issue 28): a void only starts the creator's
 * HOLD_APPEAL_WINDOW_HOURS to appeal, the money staying held; it becomes final when the window passes unappealed
 * (finaliseExpiredVoids), or an operator decides an appealed one. Paying is always allowed while the hold is open,
 * even after a void was requested or appealed; a void is requested once. Audited.
 */
export async function resolveHold(
  db: Db,
  actor: UserRow,
  holdId: string,
  resolution: 'release' | 'void',
  note: string | undefined,
  emails: NotificationEmails | null,
  now = new Date(),
): Promise<ReviewPost> {
  const postId = await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ postId: contentHolds.postId })
      .from(contentHolds)
      .innerJoin(campaignAnalytics, eq(campaignAnalytics.id, contentHolds.postId))
      .innerJoin(campaigns, eq(campaigns.id, campaignAnalytics.campaignId))
      .where(and(eq(contentHolds.id, holdId), eq(campaigns.userId, actor.id)));
    if (!found) throw notFound('Hold not found.');
    const { post, campaign } = await lockPost(tx, found.postId, { ownerId: actor.id });
    const [hold] = await tx.select().from(contentHolds).where(eq(contentHolds.id, holdId)).for('update');
    if (hold.status !== 'open') throw conflict(contentReviewMessages.holdNotOpen, 'HOLD_NOT_OPEN');
    const [owner] = await tx.select().from(users).where(eq(users.id, campaign.userId));
    const business = owner ? brandName(owner) : 'The business';
    if (resolution === 'void') {
      if (hold.voidRequestedAt) throw conflict(holdMessages.voidAlreadyRequested, 'VOID_ALREADY_REQUESTED');
      const appealDeadline = new Date(now.getTime() + HOLD_APPEAL_WINDOW_HOURS * HOUR_MS);
      await tx
        .update(contentHolds)
        .set({ voidRequestedAt: now, voidRequestedBy: actor.id, voidNote: note ?? null, appealDeadline })
        .where(eq(contentHolds.id, holdId));
      await audit(tx, post, asActor(actor), 'request_void_hold', {
        note: note ?? null,
        data: { rule: hold.rule, reason: hold.reason, appealDeadline: appealDeadline.toISOString() },
      });
      await notify(
        tx,
        post.influencerId,
        {
          kind: 'hold_void_requested',
          brandName: business,
          campaignName: campaign.campaignName,
          appealHours: HOLD_APPEAL_WINDOW_HOURS,
        },
        { actorId: actor.id, campaignId: campaign.id },
        emails,
      );
      return post.id;
    }
    await tx
      .update(contentHolds)
      .set({ status: 'released', resolvedBy: actor.id, resolvedAt: now, resolutionNote: note ?? null })
      .where(eq(contentHolds.id, holdId));
    await audit(tx, post, asActor(actor), 'release_hold', {
      note: note ?? null,
      data: { rule: hold.rule, reason: hold.reason },
    });
    // The creator hears what became of the post's earnings (the business did it, and knows).
    await notify(
      tx,
      post.influencerId,
      { kind: 'hold_released', brandName: business, campaignName: campaign.campaignName },
      { actorId: actor.id, campaignId: campaign.id },
      emails,
    );
    await recomputeCampaignEarnings(tx, campaign.id);
    return post.id;
  });
  return getReviewPost(db, actor, postId);
}

export const holdMessages = {
  voidAlreadyRequested: 'You already voided this hold: the creator may appeal until the deadline.',
} as const;

/**
 * The appeal clock (issue 28): every void requested more than HOLD_APPEAL_WINDOW_HOURS ago and not appealed becomes
 * final: the hold is voided (by the business that asked), the post's earnings recomputed, the creator told. Run by a
 * sweep of the job queue; safe on several servers at once (each hold re-checked under its post's lock).
 */
export async function finaliseExpiredVoids(
  db: Db,
  now = new Date(),
  emails: NotificationEmails | null = null,
): Promise<number> {
  const due = await db
    .select({ id: contentHolds.id, postId: contentHolds.postId })
    .from(contentHolds)
    .where(
      and(
        eq(contentHolds.status, 'open'),
        isNotNull(contentHolds.voidRequestedAt),
        isNull(contentHolds.appealedAt),
        lte(contentHolds.appealDeadline, now),
      ),
    )
    .orderBy(asc(contentHolds.appealDeadline))
    .limit(500);
  let voided = 0;
  for (const { id, postId } of due) {
    const done = await db.transaction(async (tx) => {
      let locked: Awaited<ReturnType<typeof lockPost>>;
      try {
        locked = await lockPost(tx, postId, {});
      } catch {
        return false;
      }
      const { post, campaign } = locked;
      const [hold] = await tx.select().from(contentHolds).where(eq(contentHolds.id, id)).for('update');
      if (
        hold?.status !== 'open' ||
        hold.appealedAt ||
        !hold.appealDeadline ||
        hold.appealDeadline.getTime() > now.getTime()
      ) {
        return false;
      }
      await tx
        .update(contentHolds)
        .set({
          status: 'voided',
          resolvedBy: hold.voidRequestedBy,
          resolvedAt: now,
          resolutionNote: hold.voidNote,
        })
        .where(eq(contentHolds.id, id));
      await audit(tx, post, SYSTEM, 'void_hold', {
        note: hold.voidNote,
        data: { rule: hold.rule, reason: hold.reason, appealWindowPassed: true },
      });
      const [owner] = await tx.select().from(users).where(eq(users.id, campaign.userId));
      await notify(
        tx,
        post.influencerId,
        {
          kind: 'hold_voided',
          brandName: owner ? brandName(owner) : 'The business',
          campaignName: campaign.campaignName,
        },
        { actorId: null, campaignId: campaign.id },
        emails,
      );
      await recomputeCampaignEarnings(tx, campaign.id);
      return true;
    });
    if (done) voided++;
  }
  return voided;
}
