// Verified audiences (issue 26) through the API, against the local fake of both platforms, on PGlite and (with
// DATABASE_URL) PostgreSQL: followers read at connect and by the daily round, answers that cannot be trusted never
// replacing the last verified count, and the boost paid on verified counts only.
import { createSecretKey, randomBytes } from 'node:crypto';
import { HOUR_MS } from '@microreach/domain/calendar';
import { FOLLOWERS_MAX } from '@microreach/domain/profiles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignAnalytics, connectedAccounts, users } from '#server/db/schema/index.ts';
import {
  callAs,
  createTestApp,
  joinAs,
  launchableCampaign,
  signUpBusiness,
  signUpCreator,
  type TestApp,
  type TestUser,
} from '#server/test/harness.ts';
import { type FakeAccount, type FakePlatforms, startFakePlatforms } from '#server/test/support/fake-platforms.ts';
import { ManualJobQueue } from '#server/test/support/manual-job-queue.ts';
import { advanceContentClocks } from '../content-review/clocks.service.ts';
import { recomputeCampaignEarnings } from '../content-review/performance-pay.service.ts';
import { FOLLOWERS_REFRESH_JOB, fillPostFollowers, readAccountFollowers } from './account-followers.service.ts';
import { fetchPostMetrics, METRICS_ROUND_JOB, type MetricsDeps } from './metrics.service.ts';
import { InstagramProvider } from './providers/instagram.ts';
import { TikTokProvider } from './providers/tiktok.ts';
import { ProviderError } from './providers/types.ts';

const APP_URL = 'http://localhost:3000';
let platforms: FakePlatforms;
let app: TestApp;
let deps: MetricsDeps;
const jobs = new ManualJobQueue();

beforeAll(async () => {
  platforms = await startFakePlatforms({
    instagram: { redirectUris: [`${APP_URL}/api/creator/connections/instagram/callback`] },
    tiktok: { redirectUris: [`${APP_URL}/api/creator/connections/tiktok/callback`] },
  });
  deps = {
    providers: {
      instagram: new InstagramProvider({ ...platforms.instagram.client, ...platforms.instagram.urls }),
      tiktok: new TikTokProvider({ ...platforms.tiktok.client, ...platforms.tiktok.urls }),
    },
    tokenKey: createSecretKey(randomBytes(32)),
    appUrl: APP_URL,
  };
  app = await createTestApp({ metrics: deps, jobs });
});
afterAll(async () => {
  await app?.close();
  await platforms?.close();
});

const handle = () => `fo_${randomBytes(4).toString('hex')}`;
type Platform = 'instagram' | 'tiktok';

/** The creator connects the way a browser does: start, the platform's consent page, back to our callback. */
async function connect(creator: TestUser, platform: Platform, account: FakeAccount) {
  const started = await callAs(app, creator, 'POST', `/api/creator/connections/${platform}`);
  expect(started.statusCode, started.body).toBe(200);
  platforms[platform].signIn(account);
  const consent = await fetch(started.json().url, { redirect: 'manual' });
  const back = new URL(consent.headers.get('location') ?? '');
  const done = await callAs(app, creator, 'GET', `${back.pathname}${back.search}`);
  expect(done.headers.location).toBe(`/influencer-profile-settings?connected=${platform}`);
}

/** The creator's verified count of a platform and when it was read, as stored. */
async function verified(creator: TestUser, platform: Platform) {
  const [row] = await app.db.select().from(users).where(eq(users.id, creator.user.id));
  return platform === 'instagram'
    ? { count: row.instagramFollowersVerified, at: row.instagramFollowersVerifiedAt }
    : { count: row.tiktokFollowersVerified, at: row.tiktokFollowersVerifiedAt };
}

async function accountIdOf(creator: TestUser, platform: Platform) {
  const [row] = await app.db.select().from(connectedAccounts).where(eq(connectedAccounts.userId, creator.user.id));
  expect(row.platform).toBe(platform);
  return row.id;
}

/** A creator on TikTok as `username` (the handle a TikTok link is checked against), with a fake account of that name. */
async function tiktokCreator(followers: number | null, typed?: number) {
  const username = handle();
  const creator = await signUpCreator(app, { tiktok: username });
  if (typed !== undefined) await callAs(app, creator, 'PATCH', '/api/me', { tiktokFollowers: typed });
  const account = platforms.tiktok.addAccount({ username, stats: { followers, mediaCount: 31, likes: 90_000 } });
  return { creator, account };
}

describe('followers read from the connected account', () => {
  it('are read at connect and shown beside the typed count; the daily round reads them again', async () => {
    const { creator, account } = await tiktokCreator(40_000, 49_999);
    const before = Date.now();
    await connect(creator, 'tiktok', account);
    const read = await verified(creator, 'tiktok');
    expect(read.count).toBe(40_000);
    expect(read.at!.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const connections = (await callAs(app, creator, 'GET', '/api/creator/connections')).json();
    expect(connections[1].account).toMatchObject({ verifiedFollowers: 40_000, verifiedAt: read.at!.toISOString() });

    // Anyone signed in sees both counts: the typed one (self-reported) and the verified one with when it was read.
    const business = await signUpBusiness(app);
    const profile = (await callAs(app, business, 'GET', `/api/profiles/${creator.user.id}`)).json();
    expect(profile.followerCounts).toEqual({
      instagram: { followers: null, verifiedFollowers: null, verifiedAt: null },
      tiktok: { followers: 49_999, verifiedFollowers: 40_000, verifiedAt: read.at!.toISOString() },
    });
    expect(profile.tiktokFollowers).toBe(49_999);

    // The daily round queues one job per connected account, which reads the account again.
    platforms.tiktok.setStats(account, { followers: 41_250 });
    await jobs.send(METRICS_ROUND_JOB, {});
    await jobs.runQueued(1);
    const accountId = await accountIdOf(creator, 'tiktok');
    expect(jobs.queued.filter((j) => j.singletonKey === accountId)).toEqual([
      expect.objectContaining({ name: FOLLOWERS_REFRESH_JOB, data: { accountId } }),
    ]);
    // (On a shared PostgreSQL database the round also queues other files' accounts and posts, which this app's key
    // cannot open: their jobs fail here and are dropped.)
    await jobs.runQueued();
    jobs.loseQueued();
    const again = await verified(creator, 'tiktok');
    expect(again.count).toBe(41_250);
    expect(again.at!.getTime()).toBeGreaterThan(read.at!.getTime());
  });

  it('reads an Instagram account through its profile (followers_count)', async () => {
    const username = handle();
    const creator = await signUpCreator(app, { instagram: username });
    const account = platforms.instagram.addAccount({ username, stats: { followers: 8_300, mediaCount: 120 } });
    await connect(creator, 'instagram', account);
    expect((await verified(creator, 'instagram')).count).toBe(8_300);
  });

  it('keeps the last verified count and its time when an answer is empty, partial, late, rate-limited or about another account', async () => {
    const { creator, account } = await tiktokCreator(40_000);
    await connect(creator, 'tiktok', account);
    const accountId = await accountIdOf(creator, 'tiktok');
    const first = await verified(creator, 'tiktok');
    platforms.tiktok.setStats(account, { followers: 2 });

    // Empty: a 200 with no body.
    platforms.tiktok.malformNext(1, { style: 'empty', only: '/user/info/' });
    await expect(readAccountFollowers(app.db, deps, accountId)).rejects.toMatchObject({ kind: 'malformed' });
    // Rate-limited: the job is retried later; nothing is stored.
    platforms.tiktok.rateLimitNext(1, { only: '/user/info/', retryAfterSeconds: 60 });
    const limited = await readAccountFollowers(app.db, deps, accountId).catch((e: unknown) => e);
    expect(limited).toBeInstanceOf(ProviderError);
    expect(limited).toMatchObject({ kind: 'rate_limited', retryAfterSeconds: 60 });
    // About another account (a mixed-up cache or proxy): its count is not this account's.
    const other = platforms.tiktok.addAccount({ username: handle(), stats: { followers: 3 } });
    platforms.tiktok.answerAsNext(other);
    expect(await readAccountFollowers(app.db, deps, accountId)).toBe('kept');
    // Partial: the answer leaves the count out.
    platforms.tiktok.setStats(account, { followers: null });
    expect(await readAccountFollowers(app.db, deps, accountId)).toBe('kept');
    expect(await verified(creator, 'tiktok')).toEqual(first);
    // Past FOLLOWERS_MAX: no real account's, and two of them would overflow the audience size (issue 32).
    platforms.tiktok.setStats(account, { followers: FOLLOWERS_MAX + 1 });
    expect(await readAccountFollowers(app.db, deps, accountId)).toBe('kept');
    expect(await verified(creator, 'tiktok')).toEqual(first);

    // Late: a reading asked before the stored one does not replace it.
    platforms.tiktok.setStats(account, { followers: 5 });
    expect(await readAccountFollowers(app.db, deps, accountId, new Date(first.at!.getTime() - HOUR_MS))).toBe('kept');
    expect(await verified(creator, 'tiktok')).toEqual(first);

    // A good answer afterwards is taken.
    expect(await readAccountFollowers(app.db, deps, accountId)).toBe('read');
    expect((await verified(creator, 'tiktok')).count).toBe(5);
  });

  it('in the daily round, a rate-limited reading is retried and then taken', async () => {
    const { creator, account } = await tiktokCreator(40_000);
    await connect(creator, 'tiktok', account);
    const accountId = await accountIdOf(creator, 'tiktok');
    platforms.tiktok.setStats(account, { followers: 42_000 });
    platforms.tiktok.rateLimitNext(1, { only: '/user/info/' });
    jobs.loseQueued();
    await jobs.send(FOLLOWERS_REFRESH_JOB, { accountId }, { singletonKey: accountId });
    const errors = await jobs.runQueued();
    expect(errors).toEqual([expect.objectContaining({ kind: 'rate_limited' })]);
    expect((await verified(creator, 'tiktok')).count).toBe(40_000);
    expect(await jobs.runQueued()).toEqual([]);
    expect((await verified(creator, 'tiktok')).count).toBe(42_000);
  });

  it('keeps the count when the account is disconnected; another account connected in its place starts afresh', async () => {
    const { creator, account } = await tiktokCreator(40_000);
    await connect(creator, 'tiktok', account);
    const first = await verified(creator, 'tiktok');
    expect((await callAs(app, creator, 'DELETE', '/api/creator/connections/tiktok')).statusCode).toBe(204);
    expect(await verified(creator, 'tiktok')).toEqual(first);

    // Another account whose count cannot be read: the first account's count is not its.
    const other = platforms.tiktok.addAccount({ username: handle(), stats: { followers: null } });
    await connect(creator, 'tiktok', other);
    expect(await verified(creator, 'tiktok')).toEqual({ count: null, at: null });
  });

  it('refuses the connections of another role (403) and signed-out callers (401) as before', async () => {
    const business = await signUpBusiness(app);
    expect((await callAs(app, business, 'GET', '/api/creator/connections')).statusCode).toBe(403);
    expect((await callAs(app, null, 'GET', '/api/creator/connections')).statusCode).toBe(401);
  });
});

describe('the boost for accounts under 50k', () => {
  /** A Live campaign ($10 per 1K views, $0.10 per engagement) the creator joined. */
  async function campaignWith(creator: TestUser) {
    const business = await signUpBusiness(app);
    const created = await callAs(app, business, 'POST', '/api/business/campaigns', launchableCampaign());
    expect(created.statusCode, created.body).toBe(201);
    const campaignId = created.json().id as string;
    const joined = await joinAs(app, creator, campaignId);
    expect(joined.statusCode, joined.body).toBe(201);
    return { business, campaignId };
  }
  async function submit(creator: TestUser, campaignId: string, url: string) {
    const res = await callAs(app, creator, 'POST', `/api/creator/campaigns/${campaignId}/content`, {
      platform: 'tiktok',
      videoUrl: url,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  }
  const post = async (id: string) =>
    (await app.db.select().from(campaignAnalytics).where(eq(campaignAnalytics.id, id)))[0];
  // 12,000 views at $10 per 1K = $120; 880 engagements at $0.10 = $88: $208, or $228.80 with the 10% boost.
  const FIGURES = { views: 12_000, likes: 800, comments: 50, shares: 30 };
  const UNBOOSTED = 20_800;
  const BOOSTED = 22_880;

  it('is never paid on a typed count: 49,999 typed and none read earns no boost', async () => {
    const { creator, account } = await tiktokCreator(40_000, 49_999);
    const { business, campaignId } = await campaignWith(creator);
    const id = await submit(creator, campaignId, platforms.tiktok.addPost(account).url);
    const recorded = await callAs(app, business, 'POST', `/api/business/posts/${id}/metrics`, FIGURES);
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json().earningsCents).toBe(UNBOOSTED);
    expect((await post(id)).followersAtSubmit).toBeNull();
  });

  it('is paid on a verified count under 50k, whatever was typed', async () => {
    const { creator, account } = await tiktokCreator(40_000, 80_000);
    await connect(creator, 'tiktok', account);
    const { business, campaignId } = await campaignWith(creator);
    const id = await submit(creator, campaignId, platforms.tiktok.addPost(account).url);
    expect((await post(id)).followersAtSubmit).toBe(40_000);
    const recorded = await callAs(app, business, 'POST', `/api/business/posts/${id}/metrics`, FIGURES);
    expect(recorded.json().earningsCents).toBe(BOOSTED);
  });

  it('is not paid on a verified count of 50k or more', async () => {
    const { creator, account } = await tiktokCreator(50_000, 1_000);
    await connect(creator, 'tiktok', account);
    const { business, campaignId } = await campaignWith(creator);
    const id = await submit(creator, campaignId, platforms.tiktok.addPost(account).url);
    const recorded = await callAs(app, business, 'POST', `/api/business/posts/${id}/metrics`, FIGURES);
    expect(recorded.json().earningsCents).toBe(UNBOOSTED);
  });

  it('a post submitted before the account was connected takes the first count read after, at its next fetch', async () => {
    const { creator, account } = await tiktokCreator(40_000, 49_999);
    const { campaignId } = await campaignWith(creator);
    const fake = platforms.tiktok.addPost(account, { metrics: FIGURES });
    const id = await submit(creator, campaignId, fake.url);
    expect((await post(id)).followersAtSubmit).toBeNull();
    await connect(creator, 'tiktok', account);
    expect(await fetchPostMetrics(app.db, deps, id)).toBe('fetched');
    expect(await post(id)).toMatchObject({ followersAtSubmit: 40_000, earningsCents: BOOSTED, metricsVerified: true });
  });

  it('changes nothing on a post whose earnings are final', async () => {
    const { creator, account } = await tiktokCreator(40_000, 49_999);
    const { business, campaignId } = await campaignWith(creator);
    const id = await submit(creator, campaignId, platforms.tiktok.addPost(account).url);
    await callAs(app, business, 'POST', `/api/business/posts/${id}/metrics`, FIGURES);
    expect(
      (await callAs(app, business, 'POST', `/api/business/posts/${id}/approve`, { disclosureSeen: true })).statusCode,
    ).toBe(200);
    await advanceContentClocks(app.db, new Date(Date.now() + (24 * 7 + 1) * HOUR_MS));
    const final = await post(id);
    expect(final.earningsStatus).toBe('final');

    await connect(creator, 'tiktok', account);
    await fillPostFollowers(app.db, id, new Date());
    await app.db.transaction((tx) => recomputeCampaignEarnings(tx, campaignId));
    expect(await post(id)).toMatchObject({
      followersAtSubmit: null,
      earningsStatus: 'final',
      earningsCents: final.earningsCents,
      uncappedEarningsCents: UNBOOSTED,
    });
  });

  it('shows the applicants dialog both counts per platform', async () => {
    const { creator, account } = await tiktokCreator(40_000, 49_999);
    await connect(creator, 'tiktok', account);
    await callAs(app, creator, 'PATCH', '/api/me', { instagramFollowers: 12_000 });
    const { business, campaignId } = await campaignWith(creator);
    const [applicant] = (await callAs(app, business, 'GET', `/api/business/campaigns/${campaignId}/applicants`)).json();
    expect(applicant.user.followerCounts).toEqual({
      instagram: { followers: 12_000, verifiedFollowers: null, verifiedAt: null },
      tiktok: { followers: 49_999, verifiedFollowers: 40_000, verifiedAt: expect.any(String) },
    });
  });
});
