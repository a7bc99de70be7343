// Figures the business types in for a post (issue 12): unverified, audited, never below the verified ones, never on a
// post whose earnings are final.
import { contentReviewMessages, type ManualMetricsInput, type ReviewPost } from '@microreach/domain/content-review';
import { isEarningsFinal } from '@microreach/domain/performance-pay';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import type { UserRow } from '#server/db/schema/index.ts';
import { contentMetricSnapshots } from '#server/db/schema/index.ts';
import { AppError, conflict } from '#server/lib/errors.ts';
import type { NotificationEmails } from '#server/modules/notifications/notification-emails.service.ts';
import { asActor, audit, lockPost } from './content-review.shared.ts';
import { acceptSnapshot } from './metric-snapshots.service.ts';
import { getReviewPost } from './review.service.ts';

/**
 * The business types in a post's figures (no connected account, or the creator shared their insights). Stored as an
 * unverified snapshot and audited with the old and new values; never below the latest verified figures.
 */
export async function recordManualMetrics(
  db: Db,
  actor: UserRow,
  postId: string,
  input: ManualMetricsInput,
  emails: NotificationEmails | null,
  now = new Date(),
): Promise<ReviewPost> {
  await db.transaction(async (tx) => {
    const { post, campaign } = await lockPost(tx, postId, { ownerId: actor.id });
    if (post.stage === 'submitted' || post.stage === 'needs_fix') {
      throw conflict(contentReviewMessages.manualNotTracked, 'INVALID_CONTENT_STAGE');
    }
    // Figures that paid are frozen (issue 25): a correction after that would be a movement of money, not new figures.
    if (isEarningsFinal(post.earningsStatus)) throw conflict(contentReviewMessages.earningsFinal, 'EARNINGS_FINAL');
    const [verified] = await tx
      .select()
      .from(contentMetricSnapshots)
      .where(
        and(
          eq(contentMetricSnapshots.postId, post.id),
          eq(contentMetricSnapshots.verified, true),
          eq(contentMetricSnapshots.availability, 'ok'),
        ),
      )
      .orderBy(desc(contentMetricSnapshots.takenAt), desc(contentMetricSnapshots.id))
      .limit(1);
    if (verified) {
      for (const metric of ['views', 'likes', 'comments', 'shares'] as const) {
        // A metric the platform left out (null) is unknown: it sets no floor.
        const floor = verified[metric];
        if (floor !== null && input[metric] < floor) {
          throw new AppError(400, contentReviewMessages.manualBelowVerified(metric, floor), 'METRICS_BELOW_VERIFIED', {
            fields: [metric],
          });
        }
      }
    }
    const before = { views: post.views, likes: post.likes, comments: post.comments, shares: post.shares };
    await audit(tx, post, asActor(actor), 'record_metrics', { data: { before, after: input } });
    await acceptSnapshot(
      tx,
      post,
      campaign,
      { source: 'manual', availability: 'ok', ...input, verified: false, recordedBy: actor.id },
      asActor(actor),
      now,
      emails,
    );
  });
  return getReviewPost(db, actor, postId);
}
