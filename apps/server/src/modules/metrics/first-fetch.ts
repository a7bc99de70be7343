// The first reading of a post as close to its submission as possible (issue 26, item 1): when a creator submits a post
// (or replaces its link after Needs Fix) and has a connected account of its platform, its refresh job is queued in
// the submission's transaction. The job reads the post's figures and, once per submitted link, what the account looked
// like then (post-context.service.ts). Nothing is fetched in the HTTP request itself.
import type { Platform } from '@microreach/domain/statuses';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { connectedAccounts } from '#server/db/schema/index.ts';
import type { JobQueue } from '#server/lib/jobs/queue.ts';

/** One post's figures fetched through its creator's connected account (metrics.service.ts fetchPostMetrics). */
export const METRICS_REFRESH_JOB = 'metrics-refresh';

/**
 * Queues the post's refresh in `tx` (the job exists only if the submission commits), keyed by the post like every
 * refresh: one already queued (the daily round, the business's refresh) is not sent twice. Without a job queue (tests
 * that run no background work) or a connected account, nothing is queued: the daily round or the business's refresh
 * reads the post later. Returns whether a job was queued.
 */
export async function queueFirstFetch(
  tx: Tx,
  jobs: JobQueue | null,
  post: { id: string; influencerId: string; platform: Platform },
): Promise<boolean> {
  if (!jobs) return false;
  const [account] = await tx
    .select({ id: connectedAccounts.id })
    .from(connectedAccounts)
    .where(
      and(
        eq(connectedAccounts.userId, post.influencerId),
        eq(connectedAccounts.platform, post.platform),
        eq(connectedAccounts.status, 'active'),
      ),
    );
  if (!account) return false;
  return (await jobs.send(METRICS_REFRESH_JOB, { postId: post.id }, { singletonKey: post.id, tx })) !== null;
}
