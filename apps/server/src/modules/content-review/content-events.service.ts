// Reading a post's audit (content_events, written by every transition through content-review.shared.ts's audit).
import { type ContentEvent, contentReviewMessages } from '@microreach/domain/content-review';
import { brandName } from '@microreach/domain/notification-texts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import type { UserRow } from '#server/db/schema/index.ts';
import { campaignAnalytics, campaigns, contentEvents, users } from '#server/db/schema/index.ts';
import { notFound } from '#server/lib/errors.ts';

/** The audit of one post, oldest first, for the business that owns its campaign or the creator who posted it. */
export async function listPostEvents(db: Db, actor: UserRow, postId: string): Promise<ContentEvent[]> {
  const [visible] = await db
    .select({ id: campaignAnalytics.id })
    .from(campaignAnalytics)
    .innerJoin(campaigns, eq(campaigns.id, campaignAnalytics.campaignId))
    .where(
      and(
        eq(campaignAnalytics.id, postId),
        actor.role === 'SMB' ? eq(campaigns.userId, actor.id) : eq(campaignAnalytics.influencerId, actor.id),
      ),
    );
  if (!visible) throw notFound(contentReviewMessages.postNotFound);
  return postEvents(db, postId);
}

/** The audit of one post, oldest first, with no check of who reads it (the operators' queue). */
export async function postEvents(db: Db | Tx, postId: string): Promise<ContentEvent[]> {
  const rows = await db
    .select({ event: contentEvents, actorName: users.name, companyName: users.companyName, role: users.role })
    .from(contentEvents)
    .leftJoin(users, eq(users.id, contentEvents.actorId))
    .where(eq(contentEvents.postId, postId))
    .orderBy(asc(contentEvents.createdAt), asc(contentEvents.id));
  return rows.map(({ event, actorName, companyName, role }) => ({
    id: event.id,
    action: event.action,
    actor: event.actorKind,
    // An operator acts for MicroReach: the parties see the decision, not the person's name (issue 28).
    actorName:
      event.actorKind === 'operator'
        ? 'MicroReach'
        : actorName === null
          ? null
          : role === 'SMB'
            ? brandName({ name: actorName, companyName })
            : actorName,
    fromStage: event.fromStage,
    toStage: event.toStage,
    note: event.note,
    createdAt: event.createdAt.toISOString(),
  }));
}
