// Connected accounts and fetched metrics (issue 12) through the API, against the local fake of both platforms
// (nothing reaches the network), on PGlite and (with DATABASE_URL) PostgreSQL.
import { createSecretKey, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignAnalytics, connectedAccounts, contentMetricSnapshots } from '#server/db/schema/index.ts';
import { createJobQueue } from '#server/lib/jobs/queue.ts';
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
import { enqueueMetricsRound, fetchPostMetrics, METRICS_REFRESH_JOB, type MetricsDeps } from './metrics.service.ts';
import { InstagramProvider } from './providers/instagram.ts';
import { TikTokProvider } from './providers/tiktok.ts';

const APP_URL = 'http://localhost:3000';
let platforms: FakePlatforms;
let app: TestApp;
let deps: MetricsDeps;

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
  app = await createTestApp({ metrics: deps });
});
afterAll(async () => {
  await app?.close();
  await platforms?.close();
});

const handle = () => `ivy_${randomBytes(4).toString('hex')}`;

/** The creator connects TikTok the way a browser does: start, the platform's consent page, back to our callback. */
async function connectTikTok(creator: TestUser, account: FakeAccount) {
  const started = await callAs(app, creator, 'POST', '/api/creator/connections/tiktok');
  expect(started.statusCode, started.body).toBe(200);
  platforms.tiktok.signIn(account);
  const consent = await fetch(started.json().url, { redirect: 'manual' });
  const back = new URL(consent.headers.get('location') ?? '');
  expect(back.pathname).toBe('/api/creator/connections/tiktok/callback');
  return callAs(app, creator, 'GET', `${back.pathname}${back.search}`);
}

async function setUp() {
  const username = handle();
  const [business, creator] = await Promise.all([signUpBusiness(app), signUpCreator(app, { tiktok: username })]);
  const campaign = await callAs(app, business, 'POST', '/api/business/campaigns', launchableCampaign());
  const campaignId = campaign.json().id as string;
  expect((await joinAs(app, creator, campaignId)).statusCode).toBe(201);
  const account = platforms.tiktok.addAccount({ username });
  return { business, creator, campaignId, account };
}

async function submit(creator: TestUser, campaignId: string, url: string) {
  const res = await callAs(app, creator, 'POST', `/api/creator/campaigns/${campaignId}/content`, {
    platform: 'tiktok',
    videoUrl: url,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

describe('connecting an account', () => {
  it('connects through OAuth, keeps the tokens sealed, lists and disconnects the account', async () => {
    const { creator, account } = await setUp();
    const done = await connectTikTok(creator, account);
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/influencer-profile-settings?connected=tiktok');
    const list = (await callAs(app, creator, 'GET', '/api/creator/connections')).json();
    expect(list).toEqual([
      { platform: 'instagram', available: true, account: null },
      {
        platform: 'tiktok',
        available: true,
        account: expect.objectContaining({ username: account.username, status: 'active' }),
      },
    ]);
    const [row] = await app.db.select().from(connectedAccounts).where(eq(connectedAccounts.userId, creator.user.id));
    expect(row.accessToken).toMatch(/^v1\./);
    expect(row.accessToken).not.toContain(platforms.tiktok.grant(account).accessToken.slice(0, 12));

    // A state used once, or someone else's, leads back with the reason and connects nothing.
    const replay = await callAs(app, creator, 'GET', `/api/creator/connections/tiktok/callback?state=nope&code=x`);
    expect(replay.statusCode).toBe(302);
    expect(replay.headers.location).toContain('connection_error=');

    expect((await callAs(app, creator, 'DELETE', '/api/creator/connections/tiktok')).statusCode).toBe(204);
    expect((await callAs(app, creator, 'DELETE', '/api/creator/connections/tiktok')).statusCode).toBe(404);
  });

  it('refuses a business (403) and a signed-out visitor (401)', async () => {
    const business = await signUpBusiness(app);
    for (const [method, url] of [
      ['GET', '/api/creator/connections'],
      ['POST', '/api/creator/connections/tiktok'],
      ['DELETE', '/api/creator/connections/tiktok'],
      ['GET', '/api/creator/connections/tiktok/callback?state=a&code=b'],
    ] as const) {
      expect((await callAs(app, business, method, url)).statusCode, url).toBe(403);
      expect((await callAs(app, null, method, url)).statusCode, url).toBe(401);
    }
  });
});

describe('fetching figures', () => {
  it('reads a post of the connected account as verified figures; manual ones may not go below them', async () => {
    const { business, creator, campaignId, account } = await setUp();
    await connectTikTok(creator, account);
    const post = platforms.tiktok.addPost(account, {
      metrics: { views: 42_000, likes: 3_100, comments: 120, shares: 95 },
    });
    const postId = await submit(creator, campaignId, post.url);

    const refresh = await callAs(app, business, 'POST', `/api/business/posts/${postId}/refresh`);
    expect(refresh.statusCode, refresh.body).toBe(202);
    const [row] = await app.db.select().from(campaignAnalytics).where(eq(campaignAnalytics.id, postId));
    expect(row).toMatchObject({
      views: 42_000,
      likes: 3_100,
      metricsSource: 'tiktok',
      metricsVerified: true,
      ownership: 'verified',
    });
    const below = await callAs(app, business, 'POST', `/api/business/posts/${postId}/metrics`, {
      views: 1,
      likes: 1,
      comments: 1,
      shares: 1,
    });
    expect(below.json().code).toBe('METRICS_BELOW_VERIFIED');

    // An expired token is refreshed on the way, and the new tokens are stored.
    const [before] = await app.db.select().from(connectedAccounts).where(eq(connectedAccounts.userId, creator.user.id));
    platforms.tiktok.expireToken(platforms.tiktok.grant(account).accessToken);
    await app.db
      .update(connectedAccounts)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(connectedAccounts.id, before.id));
    expect(await fetchPostMetrics(app.db, deps, postId)).toBe('fetched');
    const [after] = await app.db.select().from(connectedAccounts).where(eq(connectedAccounts.id, before.id));
    expect(after.accessToken).not.toBe(before.accessToken);
  });

  it('sends a post not found on the connected account back to the creator: it cannot earn', async () => {
    const { creator, campaignId, account } = await setUp();
    await connectTikTok(creator, account);
    // On the creator's handle, but not among the account's videos (another account's, deleted, or never posted).
    const postId = await submit(
      creator,
      campaignId,
      `https://www.tiktok.com/@${account.username}/video/7${Date.now()}${Math.floor(Math.random() * 1000)}`,
    );
    expect(await fetchPostMetrics(app.db, deps, postId)).toBe('not_found');
    const [row] = await app.db.select().from(campaignAnalytics).where(eq(campaignAnalytics.id, postId));
    expect(row).toMatchObject({ stage: 'needs_fix', ownership: 'mismatch', earningsStatus: 'none' });
    expect(row.fixNote).toContain(`not found on your connected @${account.username} account`);
  });

  it('marks the account for reconnecting when the creator revoked access, and refuses a refresh without an account', async () => {
    const { business, creator, campaignId, account } = await setUp();
    const unconnected = await submit(creator, campaignId, platforms.tiktok.addPost(account).url);
    const refused = await callAs(app, business, 'POST', `/api/business/posts/${unconnected}/refresh`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('NO_CONNECTED_ACCOUNT');

    await connectTikTok(creator, account);
    platforms.tiktok.revokeAccess(account);
    expect(await fetchPostMetrics(app.db, deps, unconnected)).toBe('needs_reauth');
    const list = (await callAs(app, creator, 'GET', '/api/creator/connections')).json();
    expect(list[1].account.status).toBe('needs_reauth');
    const stored = await app.db
      .select()
      .from(contentMetricSnapshots)
      .where(eq(contentMetricSnapshots.postId, unconnected));
    expect(stored).toEqual([]);
  });

  it('refuses another business (404), a creator (403) and a signed-out visitor (401)', async () => {
    const { creator, campaignId, account } = await setUp();
    const postId = await submit(creator, campaignId, platforms.tiktok.addPost(account).url);
    const other = await signUpBusiness(app);
    const url = `/api/business/posts/${postId}/refresh`;
    expect((await callAs(app, other, 'POST', url)).statusCode).toBe(404);
    expect((await callAs(app, creator, 'POST', url)).statusCode).toBe(403);
    expect((await callAs(app, null, 'POST', url)).statusCode).toBe(401);
  });
});

describe('the daily round on two app servers', () => {
  it('fetches each tracked post once, whichever servers run the round', async () => {
    const { creator, campaignId, account } = await setUp();
    await connectTikTok(creator, account);
    const posts = [1, 2, 3].map(() => platforms.tiktok.addPost(account, { metrics: { views: 5_000, likes: 300 } }));
    for (const post of posts) await submit(creator, campaignId, post.url);

    const mine = (
      await app.db
        .select({ id: campaignAnalytics.id })
        .from(campaignAnalytics)
        .where(eq(campaignAnalytics.campaignId, campaignId))
    ).map((p) => p.id);

    // Two queues, as two app servers have, each working the refresh jobs; both run the round.
    const fetched: string[] = [];
    const queues = await Promise.all([1, 2].map(() => createJobQueue(app.database, { logger: app.log })));
    try {
      for (const queue of queues) {
        await queue.work<{ postId: string }>(METRICS_REFRESH_JOB, { concurrency: 2 }, async ({ postId }) => {
          fetched.push(postId);
          await fetchPostMetrics(app.db, deps, postId);
        });
        await queue.start();
      }
      await Promise.all(queues.map((queue) => enqueueMetricsRound(app.db, queue)));
      await expect.poll(() => mine.every((id) => fetched.includes(id)), { timeout: 30_000 }).toBe(true);
      // Every refresh job of these posts finished, so a duplicate, had one been enqueued, has run too before counting.
      const ids = sql.join(
        mine.map((id) => sql`${id}`),
        sql`, `,
      );
      const unfinished = async () => {
        const result = await app.db.execute(
          sql`select count(*)::int as n from pgboss.job where name = ${METRICS_REFRESH_JOB}
              and data->>'postId' in (${ids}) and state not in ('completed', 'failed', 'cancelled')`,
        );
        return (result as unknown as { rows: Array<{ n: number }> }).rows[0].n;
      };
      await expect.poll(unfinished, { timeout: 30_000 }).toBe(0);
      expect(fetched.filter((id) => mine.includes(id)).sort()).toEqual([...mine].sort());
      const rows = await app.db.select().from(campaignAnalytics).where(eq(campaignAnalytics.campaignId, campaignId));
      expect(rows.map((r) => [r.metricsVerified, r.views])).toEqual(rows.map(() => [true, 5_000]));
    } finally {
      await Promise.all(queues.map((queue) => queue.stop()));
    }
  }, 60_000);
});
