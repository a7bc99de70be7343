// The first reading at submission (issue 26, item 1): a submitted post's fetch is queued with the submission, and its
// job stores the platform's time for the post and the account's recent media; a platform failure there never fails the
// submission or the reading. Through the API and a job queue the test runs, against the local fake of the platforms,
// on PGlite and (with DATABASE_URL) PostgreSQL.
import { createSecretKey, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  campaignAnalytics,
  connectedAccounts,
  contentMetricSnapshots,
  postContextSnapshots,
  users,
} from '#server/db/schema/index.ts';
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
import { RecentMediaListSchema } from '../content-review/hold-context.ts';
import { sealTokens } from './account-tokens.ts';
import { METRICS_REFRESH_JOB, type MetricsDeps } from './metrics.service.ts';
import { InstagramProvider } from './providers/instagram.ts';
import { TikTokProvider } from './providers/tiktok.ts';

const APP_URL = 'http://localhost:3000';
let platforms: FakePlatforms;
let app: TestApp;
let deps: MetricsDeps;
const jobs = new ManualJobQueue();

beforeAll(async () => {
  platforms = await startFakePlatforms();
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

const HOUR = 3_600_000;
/** A time `hoursAgo` hours ago, to the second (the platforms answer seconds). */
const hoursAgo = (hours: number) => new Date(Math.floor((Date.now() - hours * HOUR) / 1000) * 1000);

async function setUp() {
  const username = `pc_${randomBytes(4).toString('hex')}`;
  const [business, creator] = await Promise.all([signUpBusiness(app), signUpCreator(app, { tiktok: username })]);
  const created = await callAs(app, business, 'POST', '/api/business/campaigns', launchableCampaign());
  const campaignId = created.json().id as string;
  const joined = await joinAs(app, creator, campaignId);
  expect(joined.statusCode, joined.body).toBe(201);
  const account = platforms.tiktok.addAccount({ username });
  return { business, creator, campaignId, account };
}

/** The creator's TikTok connected, with the tokens the fake granted (the OAuth dance has tests of its own). */
async function connect(creator: TestUser, account: FakeAccount) {
  await app.db.insert(connectedAccounts).values({
    userId: creator.user.id,
    platform: 'tiktok',
    externalId: account.id,
    username: account.username,
    ...sealTokens(deps, platforms.tiktok.grant(account)),
  });
}

async function submit(creator: TestUser, campaignId: string, url: string) {
  const res = await callAs(app, creator, 'POST', `/api/creator/campaigns/${campaignId}/content`, {
    platform: 'tiktok',
    videoUrl: url,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

const queuedFor = (postId: string) =>
  jobs.queued.filter((j) => j.name === METRICS_REFRESH_JOB && (j.data as { postId: string }).postId === postId);

async function contextOf(postId: string) {
  const [row] = await app.db.select().from(postContextSnapshots).where(eq(postContextSnapshots.postId, postId));
  return row;
}

/** Runs the queued jobs of this post only (other tests' jobs stay queued for them). */
async function runJobsOf(postId: string) {
  const mine = queuedFor(postId);
  for (const job of mine) jobs.queued.splice(jobs.queued.indexOf(job), 1);
  jobs.queued.unshift(...mine);
  return jobs.runQueued(mine.length);
}

describe('a submission with a connected account', () => {
  it("queues the post's fetch, which stores the platform's time and the account's recent media without the post", async () => {
    const { business, creator, campaignId, account } = await setUp();
    await connect(creator, account);
    await app.db
      .update(users)
      .set({ tiktokFollowers: 250_000, tiktokFollowersVerified: 8_400, tiktokFollowersVerifiedAt: new Date() })
      .where(eq(users.id, creator.user.id));
    // Times taken once: the assertions below compare with the same instants.
    const at30 = hoursAgo(30);
    const at100 = hoursAgo(100);
    const at6 = hoursAgo(6);
    const earlier = [
      platforms.tiktok.addPost(account, {
        postedAt: at30,
        metrics: { views: 12_000, likes: 700, comments: 20, shares: 15 },
      }),
      platforms.tiktok.addPost(account, {
        postedAt: at100,
        metrics: { views: 9_000, likes: null, comments: 11, shares: 8 },
      }),
    ];
    const post = platforms.tiktok.addPost(account, {
      postedAt: at6,
      metrics: { views: 3_000, likes: 150, comments: 5, shares: 4 },
    });
    const postId = await submit(creator, campaignId, post.url);
    expect(queuedFor(postId)).toHaveLength(1);

    expect(await runJobsOf(postId)).toEqual([]);
    const [row] = await app.db.select().from(campaignAnalytics).where(eq(campaignAnalytics.id, postId));
    expect(row).toMatchObject({ views: 3_000, metricsVerified: true, stage: 'under_review' });
    // The platform's time, not the submission's.
    expect(row.postedAt).toEqual(at6);
    const context = await contextOf(postId);
    expect(context.postedAt).toEqual(at6);
    expect(context.verifiedFollowers).toBe(8_400);
    expect(RecentMediaListSchema.parse(context.recentMedia)).toEqual([
      {
        id: earlier[0].id,
        postedAt: at30.toISOString(),
        views: 12_000,
        likes: 700,
        comments: 20,
        shares: 15,
      },
      // A count the platform left out stays unknown.
      { id: earlier[1].id, postedAt: at100.toISOString(), views: 9_000, likes: null, comments: 11, shares: 8 },
    ]);

    // A later fetch (the business's refresh) keeps what was read at submission.
    platforms.tiktok.setMetrics(earlier[0].id, { views: 99_000 });
    expect((await callAs(app, business, 'POST', `/api/business/posts/${postId}/refresh`)).statusCode).toBe(202);
    expect(await runJobsOf(postId)).toEqual([]);
    expect(await contextOf(postId)).toEqual(context);
  });

  it('queues nothing without a connected account of the platform', async () => {
    const { creator, campaignId, account } = await setUp();
    const postId = await submit(creator, campaignId, platforms.tiktok.addPost(account).url);
    expect(queuedFor(postId)).toEqual([]);
  });

  it('a platform failure on the recent media leaves them unknown; the submission and the reading go through', async () => {
    const { creator, campaignId, account } = await setUp();
    await connect(creator, account);
    platforms.tiktok.addPost(account, { postedAt: hoursAgo(48) });
    const post = platforms.tiktok.addPost(account, { metrics: { views: 2_000, likes: 90, comments: 3, shares: 2 } });
    platforms.tiktok.failNext(1, { only: '/video/list/' });
    const postId = await submit(creator, campaignId, post.url);
    expect(await runJobsOf(postId)).toEqual([]);
    expect(jobs.queued.filter((j) => (j.data as { postId?: string }).postId === postId)).toEqual([]);
    const snapshots = await app.db
      .select()
      .from(contentMetricSnapshots)
      .where(eq(contentMetricSnapshots.postId, postId));
    expect(snapshots.map((s) => [s.views, s.verified])).toEqual([[2_000, true]]);
    const context = await contextOf(postId);
    expect(context.recentMedia).toBeNull();
    expect(context.postedAt).not.toBeNull();
  });

  it("does not store another account's media", async () => {
    const { creator, campaignId, account } = await setUp();
    await connect(creator, account);
    const other = platforms.tiktok.addAccount({ username: `pc_${randomBytes(4).toString('hex')}` });
    platforms.tiktok.addPost(other, { postedAt: hoursAgo(20) });
    const post = platforms.tiktok.addPost(account);
    platforms.tiktok.answerMediaAsNext(other);
    const postId = await submit(creator, campaignId, post.url);
    expect(await runJobsOf(postId)).toEqual([]);
    expect((await contextOf(postId)).recentMedia).toBeNull();
  });

  it("a replaced link drops the old link's context and queues the new link's first fetch", async () => {
    const { business, creator, campaignId, account } = await setUp();
    await connect(creator, account);
    const at10 = hoursAgo(10);
    const first = platforms.tiktok.addPost(account, { postedAt: at10 });
    const postId = await submit(creator, campaignId, first.url);
    await runJobsOf(postId);
    expect((await contextOf(postId)).postedAt).toEqual(at10);

    const fix = await callAs(app, business, 'POST', `/api/business/posts/${postId}/request-fix`, {
      note: 'Please show the can.',
    });
    expect(fix.statusCode, fix.body).toBe(200);
    const at1 = hoursAgo(1);
    const second = platforms.tiktok.addPost(account, { postedAt: at1 });
    const replaced = await callAs(app, creator, 'PUT', `/api/creator/posts/${postId}/link`, { videoUrl: second.url });
    expect(replaced.statusCode, replaced.body).toBe(204);
    expect(await contextOf(postId)).toBeUndefined();
    expect(queuedFor(postId)).toHaveLength(1);
    await runJobsOf(postId);
    const context = await contextOf(postId);
    expect(context.postedAt).toEqual(at1);
    // The old video is now one of the account's other posts.
    expect(RecentMediaListSchema.parse(context.recentMedia).map((m) => m.id)).toEqual([first.id]);
  });
});
