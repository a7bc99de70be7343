// Metrics we read ourselves (issue 12): a creator connects an Instagram or TikTok account through OAuth (tokens sealed
// at rest), and each tracked post's figures are fetched through it, on a schedule and when the business asks, as
// verified snapshots. See docs/decisions/017-performance-pay.md.

import { randomBytes } from 'node:crypto';
import { contentReviewMessages } from '@microreach/domain/content-review';
import { PLATFORM_LABELS, type Platform } from '@microreach/domain/statuses';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import type { UserRow } from '#server/db/schema/index.ts';
import { campaignAnalytics, campaigns, connectedAccounts, oauthStates, users } from '#server/db/schema/index.ts';
import { AppError, badRequest, notFound } from '#server/lib/errors.ts';
import type { JobQueue } from '#server/lib/jobs/queue.ts';
import { postForFetch, recordFetchedReading } from '../content-review/fetched-metrics.service.ts';
import { verifiedFollowersOf } from '../profiles/follower-counts.ts';
import { clearVerifiedFollowers, fillPostFollowers, readAccountFollowers } from './account-followers.service.ts';
import { openTokens, sealTokens, withAccountTokens } from './account-tokens.ts';
import { METRICS_REFRESH_JOB } from './first-fetch.ts';
import type { MetricsDeps } from './metrics-deps.ts';
import { readPostContext } from './post-context.service.ts';
import { storePostPreview } from './post-preview.service.ts';
import { type MetricsProvider, ProviderError } from './providers/types.ts';

export { METRICS_REFRESH_JOB } from './first-fetch.ts';
export type { MetricsDeps } from './metrics-deps.ts';
export const METRICS_ROUND_JOB = 'metrics-round';
/** "Statistics update daily" (C1): the round runs at 03:00 UTC. */
export const METRICS_ROUND_CRON = '0 3 * * *';
const STATE_TTL_MS = 10 * 60_000;

export const metricsMessages = {
  notConfigured: (platform: Platform) => `Connecting ${PLATFORM_LABELS[platform]} is not set up on this server.`,
  stateInvalid: 'This connection link has expired. Start connecting again from your profile settings.',
  notConnected: (platform: Platform) => `No ${PLATFORM_LABELS[platform]} account is connected.`,
} as const;

function provider(deps: MetricsDeps, platform: Platform): MetricsProvider {
  const found = deps.providers[platform];
  if (!found) throw new AppError(409, metricsMessages.notConfigured(platform), 'PROVIDER_NOT_CONFIGURED');
  return found;
}

/**
 * The platform's return address. `baseUrl` is APP_URL, or in development the address the person used (app.appUrlOf):
 * the callback then arrives at that same address, so the start and the code exchange name the same redirect URI.
 */
const redirectUri = (baseUrl: string, platform: Platform) =>
  `${baseUrl.replace(/\/$/, '')}/api/creator/connections/${platform}/callback`;

// ---------------------------------------------------------------------------------------------------------------
// Connecting an account.

/** Where to send the creator's browser to grant access (a one-time state, good for 10 minutes). */
export async function startConnection(
  db: Db,
  deps: MetricsDeps,
  actor: UserRow,
  platform: Platform,
  baseUrl: string = deps.appUrl,
): Promise<{ url: string }> {
  const platformProvider = provider(deps, platform);
  const state = randomBytes(24).toString('base64url');
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, new Date()));
  await db
    .insert(oauthStates)
    .values({ state, userId: actor.id, platform, expiresAt: new Date(Date.now() + STATE_TTL_MS) });
  return { url: platformProvider.authorizeUrl({ state, redirectUri: redirectUri(baseUrl, platform) }) };
}

/**
 * The platform's redirect: the state must be this user's, unused and fresh; the code becomes tokens, sealed and
 * stored, and the account's followers are read (issue 26; a failed reading is left to the daily round). Returns where
 * the browser goes next (the profile settings, saying what happened).
 */
export async function completeConnection(
  db: Db,
  deps: MetricsDeps,
  actor: UserRow,
  platform: Platform,
  query: { state?: string; code?: string; error?: string },
  baseUrl: string = deps.appUrl,
): Promise<string> {
  const back = (outcome: string) => `/influencer-profile-settings?${outcome}`;
  const [state] = query.state
    ? await db
        .delete(oauthStates)
        .where(
          and(eq(oauthStates.state, query.state), eq(oauthStates.userId, actor.id), eq(oauthStates.platform, platform)),
        )
        .returning()
    : [];
  if (!state || state.expiresAt.getTime() < Date.now())
    return back(`connection_error=${encodeURIComponent(metricsMessages.stateInvalid)}`);
  if (query.error || !query.code)
    return back(`connection_error=${encodeURIComponent('The connection was cancelled.')}`);
  let result: Awaited<ReturnType<MetricsProvider['exchangeCode']>>;
  try {
    result = await provider(deps, platform).exchangeCode({
      code: query.code,
      redirectUri: redirectUri(baseUrl, platform),
    });
  } catch (err) {
    const message =
      err instanceof ProviderError
        ? `${PLATFORM_LABELS[platform]} refused the connection. Try again.`
        : metricsMessages.notConfigured(platform);
    return back(`connection_error=${encodeURIComponent(message)}`);
  }
  const sealed = sealTokens(deps, result.tokens);
  const accountId = await db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ externalId: connectedAccounts.externalId })
      .from(connectedAccounts)
      .where(and(eq(connectedAccounts.userId, actor.id), eq(connectedAccounts.platform, platform)))
      .for('update');
    const [row] = await tx
      .insert(connectedAccounts)
      .values({
        userId: actor.id,
        platform,
        externalId: result.account.externalId,
        username: result.account.username,
        ...sealed,
      })
      .onConflictDoUpdate({
        target: [connectedAccounts.userId, connectedAccounts.platform],
        set: {
          externalId: result.account.externalId,
          username: result.account.username,
          ...sealed,
          status: 'active',
          updatedAt: new Date(),
        },
      })
      .returning({ id: connectedAccounts.id });
    // A newly connected account (or another one in place of the connected one): a count read before, perhaps of
    // another account, is not this one's. Reconnecting the same account keeps its count.
    if (!previous || previous.externalId !== result.account.externalId) {
      await clearVerifiedFollowers(tx, actor.id, platform);
    }
    return row.id;
  });
  await readAccountFollowers(db, deps, accountId).catch(() => 'kept');
  return back(`connected=${platform}`);
}

export interface ConnectionView {
  platform: Platform;
  /** This server can connect the platform. */
  available: boolean;
  account: {
    username: string;
    status: 'active' | 'needs_reauth';
    connectedAt: string;
    verifiedFollowers: number | null;
    verifiedAt: string | null;
  } | null;
}

/** Both platforms: whether they can be connected here, and the creator's account on each with its followers. */
export async function listConnections(db: Db, deps: MetricsDeps, actor: UserRow): Promise<ConnectionView[]> {
  const rows = await db
    .select({
      account: connectedAccounts,
      instagramFollowersVerified: users.instagramFollowersVerified,
      instagramFollowersVerifiedAt: users.instagramFollowersVerifiedAt,
      tiktokFollowersVerified: users.tiktokFollowersVerified,
      tiktokFollowersVerifiedAt: users.tiktokFollowersVerifiedAt,
    })
    .from(connectedAccounts)
    .innerJoin(users, eq(users.id, connectedAccounts.userId))
    .where(eq(connectedAccounts.userId, actor.id));
  return (['instagram', 'tiktok'] as const).map((platform) => {
    const found = rows.find((r) => r.account.platform === platform);
    const verified = found ? verifiedFollowersOf(found)[platform] : null;
    return {
      platform,
      available: deps.providers[platform] !== undefined,
      account:
        found && verified
          ? {
              username: found.account.username,
              status: found.account.status,
              connectedAt: found.account.connectedAt.toISOString(),
              verifiedFollowers: verified.count,
              verifiedAt: verified.readAt?.toISOString() ?? null,
            }
          : null,
    };
  });
}

/**
 * Disconnects: the platform is told where it allows it (TikTok), and the sealed tokens are deleted. The followers last
 * read through the account stay, with the time they were read (they were true then; the boost takes no count older
 * than a week, and another account connected in its place replaces them).
 */
export async function disconnect(db: Db, deps: MetricsDeps, actor: UserRow, platform: Platform): Promise<void> {
  const [row] = await db
    .delete(connectedAccounts)
    .where(and(eq(connectedAccounts.userId, actor.id), eq(connectedAccounts.platform, platform)))
    .returning();
  if (!row) throw notFound(metricsMessages.notConnected(platform));
  const platformProvider = deps.providers[platform];
  if (!platformProvider?.revoke) return;
  try {
    await platformProvider.revoke(openTokens(deps, row));
  } catch {
    // Best effort: the tokens are deleted here whatever the platform says (or if they can no longer be opened).
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Fetching.

export type FetchOutcome = 'fetched' | 'not_found' | 'no_account' | 'needs_reauth' | 'not_tracked';

/**
 * Fetches one post's figures through its creator's connected account and records them. Throws on what a retry may
 * cure (rate limits, timeouts, an unavailable or malformed answer): the job queue retries with backoff.
 */
export async function fetchPostMetrics(
  db: Db,
  deps: MetricsDeps,
  postId: string,
  now = new Date(),
): Promise<FetchOutcome> {
  const post = await postForFetch(db, postId);
  if (!post || post.stage === 'needs_fix' || post.stage === 'approved') return 'not_tracked';
  const platformProvider = deps.providers[post.platform];
  const [account] = await db
    .select()
    .from(connectedAccounts)
    .where(and(eq(connectedAccounts.userId, post.creatorId), eq(connectedAccounts.platform, post.platform)));
  if (!platformProvider || !account) return 'no_account';
  if (account.status !== 'active') return 'needs_reauth';

  const answer = await withAccountTokens(db, deps, platformProvider, account, now, (tokens) =>
    platformProvider.fetchPostMetrics(tokens, { url: post.videoUrl }),
  );
  if (answer.status === 'needs_reauth') return 'needs_reauth';
  const lookup = answer.value;
  if (lookup.status === 'ok') {
    // The first reading of a submitted link also reads what the account looked like then (issue 26), before the
    // reading is judged, so the rules see it at once.
    await readPostContext(db, deps, post, account, lookup, now);
    // A post submitted before the account's followers were read takes them now (the boost; issue 26), and the
    // reading's recompute pays it.
    await fillPostFollowers(db, post.id, now);
    await recordFetchedReading(
      db,
      post.id,
      {
        status: 'ok',
        source: post.platform,
        ...lookup.metrics,
        postedAt: lookup.postedAt,
        // Checked for a disclosure while the post is reviewed (issue 29); kept for the preview below (issue 30).
        caption: lookup.caption,
        brandedContent: lookup.brandedContent,
      },
      now,
      deps.emails ?? null,
    );
    // The preview (issue 30): the caption, and the picture copied when it is new. Outside the reading's transaction,
    // and never a reason to fail the fetch.
    await storePostPreview(db, deps, platformProvider, post, lookup, now);
    return 'fetched';
  }
  await recordFetchedReading(
    db,
    post.id,
    { status: 'not_found', source: post.platform, account: account.username },
    now,
    deps.emails ?? null,
  );
  return 'not_found';
}

/**
 * A daily round: one refresh job per post being tracked (or still checked) whose creator connected its platform. A
 * post's job is keyed by its id, so a post already queued or being fetched is not sent again, whichever server runs
 * the round.
 */
export async function enqueueMetricsRound(db: Db, jobs: JobQueue): Promise<number> {
  const posts = await db
    .select({ id: campaignAnalytics.id })
    .from(campaignAnalytics)
    .innerJoin(
      connectedAccounts,
      and(
        eq(connectedAccounts.userId, campaignAnalytics.influencerId),
        sql`${connectedAccounts.platform} = ${campaignAnalytics.platform}`,
        eq(connectedAccounts.status, 'active'),
      ),
    )
    .where(inArray(campaignAnalytics.stage, ['submitted', 'under_review', 'tracking']));
  return jobs.sendMany(
    METRICS_REFRESH_JOB,
    posts.map((p) => ({ data: { postId: p.id }, singletonKey: p.id })),
  );
}

/** The business asks for a post's figures now (its campaign's owner only). Queued, or false when already queued. */
export async function requestRefresh(
  db: Db,
  deps: MetricsDeps,
  jobs: JobQueue | null,
  actor: UserRow,
  postId: string,
): Promise<{ queued: boolean; outcome: FetchOutcome | null }> {
  const [post] = await db
    .select({
      id: campaignAnalytics.id,
      creatorId: campaignAnalytics.influencerId,
      platform: campaignAnalytics.platform,
    })
    .from(campaignAnalytics)
    .innerJoin(campaigns, eq(campaigns.id, campaignAnalytics.campaignId))
    .where(and(eq(campaignAnalytics.id, postId), eq(campaigns.userId, actor.id)));
  if (!post) throw notFound(contentReviewMessages.postNotFound);
  const [account] = await db
    .select({ status: connectedAccounts.status })
    .from(connectedAccounts)
    .where(and(eq(connectedAccounts.userId, post.creatorId), eq(connectedAccounts.platform, post.platform)));
  if (!account || !deps.providers[post.platform])
    throw badRequest(contentReviewMessages.noConnectedAccount, 'NO_CONNECTED_ACCOUNT');
  if (!jobs) return { queued: true, outcome: await fetchPostMetrics(db, deps, postId) };
  const id = await jobs.send(METRICS_REFRESH_JOB, { postId }, { singletonKey: postId });
  return { queued: id !== null, outcome: null };
}
