// What the account looked like when a post was submitted (issue 26, item 1), read by the post's first fetch through
// the creator's connected account: the platform's time for the post, the creator's verified followers and the
// account's latest posts. Stored once per submitted link (post_context_snapshots); the hold rules read it.
import { boostFollowers } from '@microreach/domain/followers';
import type { Platform } from '@microreach/domain/statuses';
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { postContextSnapshots, users } from '#server/db/schema/index.ts';
import type { RecentMediaList } from '../content-review/hold-context.ts';
import { verifiedFollowersOf } from '../profiles/follower-counts.ts';
import { type ConnectedAccountRow, withAccountTokens } from './account-tokens.ts';
import type { MetricsDeps } from './metrics-deps.ts';
import { ProviderError, RECENT_MEDIA_LIMIT, type RecentMediaItem } from './providers/types.ts';

export type PostContextOutcome = 'stored' | 'kept';

/**
 * Stores the post's context unless its current link already has one ('kept'). `postedAt` and `externalPostId` are what
 * the platform just answered about the post: the post itself is left out of the recent media (it is judged against
 * the others). Reading the recent media never fails the fetch, and so never the submission: whatever the platform
 * answers instead (an error, a rate limit, a grant no longer accepted, or media of another account) leaves them null,
 * and the post is judged on what else is known.
 */
export async function readPostContext(
  db: Db,
  deps: MetricsDeps,
  post: { id: string; creatorId: string; platform: Platform },
  account: ConnectedAccountRow,
  lookup: { postedAt: Date; externalPostId: string },
  now = new Date(),
): Promise<PostContextOutcome> {
  const [known] = await db
    .select({ postId: postContextSnapshots.postId })
    .from(postContextSnapshots)
    .where(eq(postContextSnapshots.postId, post.id));
  if (known) return 'kept';
  const recentMedia = await readRecentMedia(db, deps, account, lookup.externalPostId, now);
  const [creator] = await db.select().from(users).where(eq(users.id, post.creatorId));
  // Verified counts only, as the boost takes them (read within the week); a typed count is never one.
  const verifiedFollowers = creator ? boostFollowers(verifiedFollowersOf(creator), post.platform, now) : null;
  // A second job for the same link (retried after its answer was lost) finds the first one's row and keeps it.
  const written = await db
    .insert(postContextSnapshots)
    .values({ postId: post.id, readAt: now, postedAt: lookup.postedAt, verifiedFollowers, recentMedia })
    .onConflictDoNothing()
    .returning({ postId: postContextSnapshots.postId });
  return written.length > 0 ? 'stored' : 'kept';
}

async function readRecentMedia(
  db: Db,
  deps: MetricsDeps,
  account: ConnectedAccountRow,
  externalPostId: string,
  now: Date,
): Promise<RecentMediaList | null> {
  const platformProvider = deps.providers[account.platform];
  if (!platformProvider) return null;
  let items: RecentMediaItem[];
  try {
    const answer = await withAccountTokens(db, deps, platformProvider, account, now, (tokens) =>
      platformProvider.fetchRecentMedia(tokens, { limit: RECENT_MEDIA_LIMIT }),
    );
    if (answer.status === 'needs_reauth') return null;
    items = answer.value;
  } catch (err) {
    // The platform's failure leaves the recent media unknown: the post's own figures were read, and a retry of the
    // whole job for the media alone would read those again.
    if (err instanceof ProviderError) return null;
    throw err;
  }
  // An answer about another account (a mixed-up cache or proxy) says nothing of this creator's posts.
  const own = account.username.toLowerCase();
  if (items.some((m) => m.ownerUsername !== null && m.ownerUsername.toLowerCase() !== own)) return null;
  return items
    .filter((m) => m.externalId !== externalPostId)
    .map((m) => ({ id: m.externalId, postedAt: m.postedAt.toISOString(), ...m.metrics }));
}
