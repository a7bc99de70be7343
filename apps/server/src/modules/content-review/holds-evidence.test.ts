// Holds judge what is known (issue 26, item 2): an empty metric is unknown, a replaced link starts a new series, and a
// released hold covers only the readings it judged. Through the API, on PGlite and (with DATABASE_URL) PostgreSQL.
import { createSecretKey, randomBytes, randomUUID } from 'node:crypto';
import { DAY_MS } from '@microreach/domain/calendar';
import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { campaignAnalytics, contentHolds, contentMetricSnapshots } from '#server/db/schema/index.ts';
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
import { InstagramProvider } from '../metrics/providers/instagram.ts';
import { TikTokProvider } from '../metrics/providers/tiktok.ts';

const APP_URL = 'http://localhost:3000';
let platforms: FakePlatforms;
let app: TestApp;

beforeAll(async () => {
  platforms = await startFakePlatforms({
    instagram: { redirectUris: [`${APP_URL}/api/creator/connections/instagram/callback`] },
    tiktok: { redirectUris: [`${APP_URL}/api/creator/connections/tiktok/callback`] },
  });
  app = await createTestApp({
    metrics: {
      providers: {
        instagram: new InstagramProvider({ ...platforms.instagram.client, ...platforms.instagram.urls }),
        tiktok: new TikTokProvider({ ...platforms.tiktok.client, ...platforms.tiktok.urls }),
      },
      tokenKey: createSecretKey(randomBytes(32)),
    },
  });
});
afterAll(async () => {
  await app?.close();
  await platforms?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const handle = () => `he_${randomBytes(4).toString('hex')}`;
const tiktokUrl = (username: string) =>
  `https://www.tiktok.com/@${username}/video/7${Date.now()}${Math.floor(Math.random() * 1_000)}`;
const instagramUrl = () => `https://www.instagram.com/p/He${randomUUID().replaceAll('-', '').slice(0, 10)}/`;
const figures = (views: number, likes: number, comments: number, shares: number) => ({
  views,
  likes,
  comments,
  shares,
});

async function setUp(instagram?: string, tiktok?: string) {
  const [business, creator] = await Promise.all([signUpBusiness(app), signUpCreator(app, { instagram, tiktok })]);
  const created = await callAs(app, business, 'POST', '/api/business/campaigns', launchableCampaign());
  expect(created.statusCode, created.body).toBe(201);
  const campaignId = created.json().id as string;
  const joined = await joinAs(app, creator, campaignId);
  expect(joined.statusCode, joined.body).toBe(201);
  return { business, creator, campaignId };
}

async function submit(creator: TestUser, campaignId: string, videoUrl = instagramUrl()) {
  const res = await callAs(app, creator, 'POST', `/api/creator/campaigns/${campaignId}/content`, {
    platform: videoUrl.includes('tiktok.com') ? 'tiktok' : 'instagram',
    videoUrl,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

/** The creator connects Instagram the way a browser does: start, the platform's consent page, back to our callback. */
async function connectInstagram(creator: TestUser, account: FakeAccount) {
  const started = await callAs(app, creator, 'POST', '/api/creator/connections/instagram');
  expect(started.statusCode, started.body).toBe(200);
  platforms.instagram.signIn(account);
  const consent = await fetch(started.json().url, { redirect: 'manual' });
  const back = new URL(consent.headers.get('location') ?? '');
  const done = await callAs(app, creator, 'GET', `${back.pathname}${back.search}`);
  expect(done.headers.location).toBe('/influencer-profile-settings?connected=instagram');
}

async function record(business: TestUser, postId: string, body: ReturnType<typeof figures>) {
  const res = await callAs(app, business, 'POST', `/api/business/posts/${postId}/metrics`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { earningsStatus: string; holds: { id: string; rule: string; status: string }[] };
}

const openHolds = (postId: string) => app.db.select().from(contentHolds).where(eq(contentHolds.postId, postId));

describe('an empty metric', () => {
  it('is stored as unknown (null), not held, and the post keeps the last known figure', async () => {
    const username = handle();
    const { business, creator, campaignId } = await setUp(username);
    const account = platforms.instagram.addAccount({ username });
    await connectInstagram(creator, account);
    const post = platforms.instagram.addPost(account, {
      metrics: { views: 12_000, likes: 480, comments: 24, shares: 30 },
    });
    const postId = await submit(creator, campaignId, post.url);
    const refresh = () => callAs(app, business, 'POST', `/api/business/posts/${postId}/refresh`);

    expect((await refresh()).statusCode).toBe(202);
    // Insights come back without likes (an "empty data set", not 0), then with them again.
    platforms.instagram.setMetrics(post.id, { views: 12_400, likes: null, comments: 25, shares: 31 });
    expect((await refresh()).statusCode).toBe(202);
    platforms.instagram.setMetrics(post.id, { views: 12_800, likes: 500, comments: 26, shares: 32 });
    expect((await refresh()).statusCode).toBe(202);

    const snapshots = await app.db
      .select()
      .from(contentMetricSnapshots)
      .where(eq(contentMetricSnapshots.postId, postId))
      .orderBy(asc(contentMetricSnapshots.seq));
    expect(snapshots.map((s) => [s.views, s.likes, s.viewsDelta, s.engagementDelta])).toEqual([
      [12_000, 480, 12_000, 534],
      // Unknown likes are no change known; the next known likes are measured from the last known 480.
      [12_400, null, 400, 2],
      [12_800, 500, 400, 22],
    ]);
    expect(await openHolds(postId)).toEqual([]);
    const [row] = await app.db.select().from(campaignAnalytics).where(eq(campaignAnalytics.id, postId));
    expect(row).toMatchObject({ views: 12_800, likes: 500, comments: 26, shares: 32 });
    expect(row.earningsStatus).not.toBe('held');
  });

  it('never zeroes the figures that are shown and paid', async () => {
    const username = handle();
    const { business, creator, campaignId } = await setUp(username);
    const account = platforms.instagram.addAccount({ username });
    await connectInstagram(creator, account);
    const post = platforms.instagram.addPost(account, {
      metrics: { views: 30_000, likes: 1_200, comments: 40, shares: 60 },
    });
    const postId = await submit(creator, campaignId, post.url);
    await callAs(app, business, 'POST', `/api/business/posts/${postId}/refresh`);
    const [before] = await app.db.select().from(campaignAnalytics).where(eq(campaignAnalytics.id, postId));
    platforms.instagram.setMetrics(post.id, { views: null });
    await callAs(app, business, 'POST', `/api/business/posts/${postId}/refresh`);
    const [after] = await app.db.select().from(campaignAnalytics).where(eq(campaignAnalytics.id, postId));
    expect(after.views).toBe(30_000);
    expect(after.earningsCents).toBe(before.earningsCents);
    expect(await openHolds(postId)).toEqual([]);
  });
});

describe('a replaced link', () => {
  it('starts a new series: the new video is not judged as a fall from the old one', async () => {
    const { business, creator, campaignId } = await setUp();
    const postId = await submit(creator, campaignId);
    await record(business, postId, figures(60_000, 3_000, 200, 100));
    const fix = await callAs(app, business, 'POST', `/api/business/posts/${postId}/request-fix`, {
      note: 'Please show the can in the first second.',
    });
    expect(fix.statusCode, fix.body).toBe(200);
    const replaced = await callAs(app, creator, 'PUT', `/api/creator/posts/${postId}/link`, {
      videoUrl: instagramUrl(),
    });
    expect(replaced.statusCode, replaced.body).toBe(204);

    const fresh = await record(business, postId, figures(900, 40, 2, 3));
    expect(fresh.earningsStatus).toBe('pending');
    expect(fresh.holds).toEqual([]);
    // The old video's snapshot is kept.
    const kept = await app.db.select().from(contentMetricSnapshots).where(eq(contentMetricSnapshots.postId, postId));
    expect(kept.map((s) => s.views).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([900, 60_000]);
  });
});

describe('a released hold', () => {
  it('covers the readings it judged; a second purchase after it is held again', async () => {
    // On TikTok, whose counts are live: Instagram's may run two days behind, and a day's jump would be judged later.
    const username = handle();
    const { business, creator, campaignId } = await setUp(undefined, username);
    const postId = await submit(creator, campaignId, tiktokUrl(username));
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const day = () => vi.setSystemTime(Date.now() + DAY_MS);
    // A quiet post: 1,000 views, 40 likes, a comment and 5 shares a day.
    for (let d = 0; d < 5; d++) {
      expect(
        (await record(business, postId, figures(20_000 + d * 1_000, 800 + d * 40, 20 + d, 100 + d * 5))).holds,
      ).toEqual([]);
      day();
    }
    // Bought likes: 400 on a day's 1,000 views.
    const first = await record(business, postId, figures(25_000, 1_400, 25, 125));
    expect(first.earningsStatus).toBe('held');
    expect(first.holds).toEqual([expect.objectContaining({ rule: 'engagement_ratio', status: 'open' })]);
    const released = await callAs(app, business, 'POST', `/api/business/holds/${first.holds[0].id}/resolve`, {
      resolution: 'release',
    });
    expect(released.json()).toMatchObject({ earningsStatus: 'pending' });

    // Quiet days after the release: the released evidence is not held twice.
    for (let d = 1; d <= 2; d++) {
      day();
      const quiet = await record(business, postId, figures(25_000 + d * 1_000, 1_400 + d * 40, 25 + d, 125 + d * 5));
      expect(quiet.earningsStatus).toBe('pending');
    }
    // A second purchase: 600 likes on a day's 1,000 views.
    day();
    const second = await record(business, postId, figures(28_000, 2_080, 28, 140));
    expect(second.earningsStatus).toBe('held');
    expect(second.holds.filter((h) => h.status === 'open')).toEqual([
      expect.objectContaining({ rule: 'engagement_ratio' }),
    ]);
    const holds = await openHolds(postId);
    expect(holds.map((h) => h.status).sort()).toEqual(['open', 'released']);
  });
});
