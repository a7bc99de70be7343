// What every content-review transition shares: the actor, the locks, the audit and the stage move. Every transition
// is written to content_events (who, when, from, to, note) in its own transaction, with the notification and the
// earnings recomputed there too. Locks are taken campaign first, then post, everywhere, so two transitions on one
// campaign queue instead of deadlocking. See docs/decisions/017-performance-pay.md.
import {
  CONTENT_TRANSITIONS,
  type ContentAction,
  type ContentStage,
  type ContentTransition,
  canMoveContent,
  contentReviewMessages,
} from '@microreach/domain/content-review';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import type { UserRow } from '#server/db/schema/index.ts';
import { campaignAnalytics, campaigns, contentEvents } from '#server/db/schema/index.ts';
import { conflict, notFound } from '#server/lib/errors.ts';

export type PostRow = typeof campaignAnalytics.$inferSelect;
export type CampaignRow = typeof campaigns.$inferSelect;
export type Actor = { id: string; kind: 'business' | 'creator' | 'operator' } | { id: null; kind: 'system' };

export const asActor = (user: UserRow): Actor => ({ id: user.id, kind: user.role === 'SMB' ? 'business' : 'creator' });
export const SYSTEM: Actor = { id: null, kind: 'system' };

/** Locks the campaign, then the post, if `postId` is on a campaign `ownerId` owns (any owner when null); or 404. */
export async function lockPost(
  tx: Tx,
  postId: string,
  who: { ownerId?: string; creatorId?: string },
): Promise<{ post: PostRow; campaign: CampaignRow }> {
  const [found] = await tx
    .select({ campaignId: campaignAnalytics.campaignId })
    .from(campaignAnalytics)
    .innerJoin(campaigns, eq(campaigns.id, campaignAnalytics.campaignId))
    .where(
      and(
        eq(campaignAnalytics.id, postId),
        who.ownerId ? eq(campaigns.userId, who.ownerId) : undefined,
        who.creatorId ? eq(campaignAnalytics.influencerId, who.creatorId) : undefined,
      ),
    );
  if (!found) throw notFound(contentReviewMessages.postNotFound);
  const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, found.campaignId)).for('update');
  const [post] = await tx.select().from(campaignAnalytics).where(eq(campaignAnalytics.id, postId)).for('update');
  if (!campaign || !post) throw notFound(contentReviewMessages.postNotFound);
  return { post, campaign };
}

/** Writes one line of the audit. */
export async function audit(
  tx: Tx,
  post: Pick<PostRow, 'id'>,
  actor: Actor,
  action: ContentAction,
  change: {
    from?: ContentStage | null;
    to?: ContentStage | null;
    note?: string | null;
    data?: Record<string, unknown>;
  } = {},
): Promise<void> {
  await tx.insert(contentEvents).values({
    postId: post.id,
    actorId: actor.id,
    actorKind: actor.kind,
    action,
    fromStage: change.from ?? null,
    toStage: change.to ?? null,
    note: change.note ?? null,
    data: change.data ?? null,
  });
}

/** Moves a locked post along a transition, or refuses it with the reason; audits it. */
export async function move(
  tx: Tx,
  post: PostRow,
  transition: ContentTransition,
  actor: Actor,
  now: Date,
  extra: Partial<typeof campaignAnalytics.$inferInsert> = {},
  note: string | null = null,
  /** What the audit line records besides the move (the approval's disclosure confirmation, issue 29). */
  data?: Record<string, unknown>,
): Promise<PostRow> {
  if (!canMoveContent(post.stage, transition)) {
    if (
      (transition === 'approve' || transition === 'auto_approve') &&
      (post.stage === 'tracking' || post.stage === 'approved')
    ) {
      throw conflict(contentReviewMessages.alreadyApproved, 'INVALID_CONTENT_STAGE');
    }
    if (transition === 'replace_link') throw conflict(contentReviewMessages.notNeedingFix, 'INVALID_CONTENT_STAGE');
    throw conflict(contentReviewMessages.notUnderReview(post.stage), 'INVALID_CONTENT_STAGE');
  }
  const to = CONTENT_TRANSITIONS[transition].to;
  const [moved] = await tx
    .update(campaignAnalytics)
    .set({ stage: to, stageChangedAt: now, ...extra })
    .where(eq(campaignAnalytics.id, post.id))
    .returning();
  await audit(tx, post, actor, transition, { from: post.stage, to, note, data });
  return moved;
}
