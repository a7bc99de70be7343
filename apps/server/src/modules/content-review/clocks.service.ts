// Content review's time-driven moves, run by a sweep of the job queue (plugins/jobs.ts): posts under review past 72
// hours are approved, and 7-day tracking windows that have run out end. (The 48-hour fix window moves no post when it
// closes: replacePostLink in review.service.ts refuses a link after it.)
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { campaignAnalytics, campaigns } from '#server/db/schema/index.ts';
import type { NotificationEmails } from '#server/modules/notifications/notification-emails.service.ts';
import { move, SYSTEM } from './content-review.shared.ts';
import { recomputeCampaignEarnings } from './performance-pay.service.ts';
import { approveLockedPost } from './review.service.ts';

/**
 * Approves posts under review past their 72 hours and ends tracking windows that have run out. Safe on several app
 * servers at once: each post is taken with SKIP LOCKED and re-checked under its lock. Returns what it moved.
 */
export async function advanceContentClocks(
  db: Db,
  now = new Date(),
  /** The automatic approval's email (issue 27); the job passes the app's, tests that read no mail none. */
  emails: NotificationEmails | null = null,
): Promise<{ autoApproved: number; trackingEnded: number }> {
  const due = await db
    .select({ id: campaignAnalytics.id, stage: campaignAnalytics.stage })
    .from(campaignAnalytics)
    .where(
      sql`(${campaignAnalytics.stage} = 'under_review' and ${campaignAnalytics.reviewDueAt} <= ${now.toISOString()}::timestamptz)
        or (${campaignAnalytics.stage} = 'tracking' and ${campaignAnalytics.trackingEndsAt} <= ${now.toISOString()}::timestamptz)`,
    )
    .limit(500);
  let autoApproved = 0;
  let trackingEnded = 0;
  for (const { id } of due) {
    const moved = await db.transaction(async (tx) => {
      const [found] = await tx
        .select({ campaignId: campaignAnalytics.campaignId })
        .from(campaignAnalytics)
        .where(eq(campaignAnalytics.id, id));
      if (!found) return null;
      const [campaign] = await tx
        .select()
        .from(campaigns)
        .where(eq(campaigns.id, found.campaignId))
        .for('update', { skipLocked: true });
      if (!campaign) return null;
      const [post] = await tx
        .select()
        .from(campaignAnalytics)
        .where(eq(campaignAnalytics.id, id))
        .for('update', { skipLocked: true });
      if (!post) return null;
      if (post.stage === 'under_review' && post.reviewDueAt && post.reviewDueAt <= now) {
        await approveLockedPost(tx, post, campaign, SYSTEM, now, emails);
        return 'approved' as const;
      }
      if (post.stage === 'tracking' && post.trackingEndsAt && post.trackingEndsAt <= now) {
        await move(tx, post, 'end_tracking', SYSTEM, now);
        await recomputeCampaignEarnings(tx, campaign.id);
        return 'ended' as const;
      }
      return null;
    });
    if (moved === 'approved') autoApproved++;
    if (moved === 'ended') trackingEnded++;
  }
  return { autoApproved, trackingEnded };
}
