// Verified audiences (issue 26, docs/decisions/013-follower-counts.md): a connected account's followers are read from
// its platform when it is connected and by the daily round, and stored on the creator with the time they were read.
// An answer that cannot be trusted never replaces the last verified count, and a typed count is never taken for one.
import { boostFollowers } from '@microreach/domain/followers';
import { isEarningsFinal } from '@microreach/domain/performance-pay';
import { FOLLOWERS_MAX } from '@microreach/domain/profiles';
import type { Platform } from '@microreach/domain/statuses';
import { and, eq, isNull, lt, ne, or } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { campaignAnalytics, connectedAccounts, users } from '#server/db/schema/index.ts';
import type { JobQueue } from '#server/lib/jobs/queue.ts';
import { verifiedFollowersOf } from '../profiles/follower-counts.ts';
import { withAccountTokens } from './account-tokens.ts';
import type { MetricsDeps } from './metrics-deps.ts';

export const FOLLOWERS_REFRESH_JOB = 'followers-refresh';

/** The creator's verified count of one platform, and when it was read, as columns of users. */
export function verifiedFollowersColumns(platform: Platform) {
  return platform === 'instagram'
    ? { count: users.instagramFollowersVerified, readAt: users.instagramFollowersVerifiedAt }
    : { count: users.tiktokFollowersVerified, readAt: users.tiktokFollowersVerifiedAt };
}

/** The values that set (or, with null, clear) one platform's verified count. */
function verifiedFollowersValues(platform: Platform, count: number | null, readAt: Date | null) {
  return platform === 'instagram'
    ? { instagramFollowersVerified: count, instagramFollowersVerifiedAt: readAt }
    : { tiktokFollowersVerified: count, tiktokFollowersVerifiedAt: readAt };
}

/** Forgets a platform's verified count: an account is connected anew, and the count read before may be another's. */
export async function clearVerifiedFollowers(tx: Db | Tx, userId: string, platform: Platform): Promise<void> {
  await tx
    .update(users)
    .set(verifiedFollowersValues(platform, null, null))
    .where(eq(users.id, userId));
}

/**
 * What reading an account's followers came to:
 * - read: stored as the creator's verified count, with the time;
 * - kept: the answer could not be trusted (about another account, or without the count: partial or empty), or a
 *   newer reading was already stored; the last verified count and its time stay;
 * - no_account / needs_reauth: nothing to read through.
 * Rate limits, timeouts and malformed answers throw (nothing is stored), so the job is retried with backoff.
 */
export type FollowersOutcome = 'read' | 'kept' | 'no_account' | 'needs_reauth';

/** Reads a connected account's followers from its platform; `readAt` is when the question was asked. */
export async function readAccountFollowers(
  db: Db,
  deps: MetricsDeps,
  accountId: string,
  readAt = new Date(),
): Promise<FollowersOutcome> {
  const [account] = await db.select().from(connectedAccounts).where(eq(connectedAccounts.id, accountId));
  const platformProvider = account ? deps.providers[account.platform] : undefined;
  if (!account || !platformProvider) return 'no_account';
  if (account.status !== 'active') return 'needs_reauth';
  const answer = await withAccountTokens(db, deps, platformProvider, account, readAt, (tokens) =>
    platformProvider.fetchAccountStats(tokens),
  );
  if (answer.status === 'needs_reauth') return 'needs_reauth';
  const stats = answer.value;
  // An answer about another account (a mixed-up cache or proxy) or without the count says nothing of this one's size.
  // A count past FOLLOWERS_MAX is no real account's (and two such would overflow the audience size): not trusted.
  if (stats.externalId !== account.externalId || stats.followers === null || stats.followers > FOLLOWERS_MAX)
    return 'kept';
  const followers = stats.followers;
  const stored = await db.transaction(async (tx) => {
    // Still connected to the same account (not disconnected or replaced while the platform answered).
    const [still] = await tx
      .select({ id: connectedAccounts.id })
      .from(connectedAccounts)
      .where(and(eq(connectedAccounts.id, account.id), eq(connectedAccounts.externalId, account.externalId)))
      .for('update');
    if (!still) return false;
    const column = verifiedFollowersColumns(account.platform);
    // A late answer (its question asked before the stored reading's) does not replace a newer count.
    const written = await tx
      .update(users)
      .set(verifiedFollowersValues(account.platform, followers, readAt))
      .where(and(eq(users.id, account.userId), or(isNull(column.readAt), lt(column.readAt, readAt))))
      .returning({ id: users.id });
    return written.length > 0;
  });
  return stored ? 'read' : 'kept';
}

/** The daily round's share: one followers job per active connected account, keyed by the account. */
export async function enqueueFollowersRound(db: Db, jobs: JobQueue): Promise<number> {
  const accounts = await db
    .select({ id: connectedAccounts.id })
    .from(connectedAccounts)
    .where(eq(connectedAccounts.status, 'active'));
  return jobs.sendMany(
    FOLLOWERS_REFRESH_JOB,
    accounts.map((a) => ({ data: { accountId: a.id }, singletonKey: a.id })),
  );
}

/**
 * A post submitted before its account's followers were read (the creator connected afterwards) takes the first
 * verified count read after, when its figures are next fetched; a post that has a count, or whose earnings are final,
 * keeps what it has. The caller recomputes the campaign's earnings (recordFetchedReading does).
 */
export async function fillPostFollowers(db: Db, postId: string, now: Date): Promise<void> {
  const [row] = await db
    .select({
      platform: campaignAnalytics.platform,
      followersAtSubmit: campaignAnalytics.followersAtSubmit,
      earningsStatus: campaignAnalytics.earningsStatus,
      instagramFollowersVerified: users.instagramFollowersVerified,
      instagramFollowersVerifiedAt: users.instagramFollowersVerifiedAt,
      tiktokFollowersVerified: users.tiktokFollowersVerified,
      tiktokFollowersVerifiedAt: users.tiktokFollowersVerifiedAt,
    })
    .from(campaignAnalytics)
    .innerJoin(users, eq(users.id, campaignAnalytics.influencerId))
    .where(eq(campaignAnalytics.id, postId));
  if (!row || row.followersAtSubmit !== null || isEarningsFinal(row.earningsStatus)) return;
  const followers = boostFollowers(verifiedFollowersOf(row), row.platform, now);
  if (followers === null) return;
  await db
    .update(campaignAnalytics)
    .set({ followersAtSubmit: followers })
    .where(
      and(
        eq(campaignAnalytics.id, postId),
        isNull(campaignAnalytics.followersAtSubmit),
        ne(campaignAnalytics.earningsStatus, 'final'),
      ),
    );
}
