// What a post is judged against (issue 26, item 1: loadHoldContext) and the chart beside an open hold in the APIs
// (item 6). On PGlite and (with DATABASE_URL) PostgreSQL.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  campaignAnalytics,
  contentEvents,
  contentHolds,
  contentMetricSnapshots,
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
import { loadHoldContext, loadHoldContexts } from './hold-context.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const DAY = 86_400_000;
const videoUrl = (handle: string) =>
  `https://www.tiktok.com/@${handle}/video/7${Date.now()}${randomBytes(3).readUIntBE(0, 3)}`;

async function campaignOf(business: TestUser, creators: TestUser[]) {
  const created = await callAs(app, business, 'POST', '/api/business/campaigns', launchableCampaign());
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as string;
  for (const c of creators) {
    expect((await joinAs(app, c, id)).statusCode).toBe(201);
  }
  return id;
}

async function submit(creator: TestUser, handle: string, campaignId: string) {
  const res = await callAs(app, creator, 'POST', `/api/creator/campaigns/${campaignId}/content`, {
    platform: 'tiktok',
    videoUrl: videoUrl(handle),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

/** Readings a day apart ending now, `views` and `likes` per day (the figures tell the posts apart). */
async function readings(postId: string, views: number, likes: number, days = 3) {
  const now = Date.now();
  for (let d = 0; d < days; d++) {
    await app.db.insert(contentMetricSnapshots).values({
      postId,
      takenAt: new Date(now - (days - 1 - d) * DAY),
      source: 'manual',
      views: views * (d + 1),
      likes: likes * (d + 1),
      comments: d,
      shares: d,
      verified: false,
    });
  }
}

/** A creator with two earlier posts (two campaigns), the post judged, and another creator's post beside it. */
async function setUp() {
  const handle = `hc_${randomBytes(4).toString('hex')}`;
  const otherHandle = `hc_${randomBytes(4).toString('hex')}`;
  const [business, creator, other] = await Promise.all([
    signUpBusiness(app),
    signUpCreator(app, { tiktok: handle }),
    signUpCreator(app, { tiktok: otherHandle }),
  ]);
  const first = await campaignOf(business, [creator]);
  const second = await campaignOf(business, [creator, other]);
  const earlier = [await submit(creator, handle, first), await submit(creator, handle, second)];
  const postId = await submit(creator, handle, second);
  const othersPost = await submit(other, otherHandle, second);
  await readings(earlier[0], 1_000, 50);
  await readings(earlier[1], 2_000, 90);
  await readings(postId, 3_000, 600);
  await readings(othersPost, 7_777, 333);
  // A typed count, which no rule may take for a verified one.
  await app.db.update(users).set({ tiktokFollowers: 95_000 }).where(eq(users.id, creator.user.id));
  const row = async () => (await app.db.select().from(campaignAnalytics).where(eq(campaignAnalytics.id, postId)))[0];
  return { business, creator, other, handle, second, earlier, postId, othersPost, row };
}

describe('loadHoldContext', () => {
  it("reads the creator's other posts, never the post itself nor another creator's, and no typed count", async () => {
    const { creator, row } = await setUp();
    const post = await row();
    const context = await loadHoldContext(app.db, post);
    expect(context.platform).toBe('tiktok');
    // No reading through a connected account: the platform's time for the post is not known.
    expect(context.postedAt).toBeNull();
    expect(context.recentMedia).toBeNull();
    expect(context.verifiedFollowers).toBeNull();
    expect(context.submittedAt).toBe(post.createdAt.toISOString());
    expect(context.linkReplacedAt).toBeNull();
    const firstViews = (context.history ?? []).map((h) => h.series.map((p) => p.views)).sort();
    expect(firstViews).toEqual([
      [1_000, 2_000, 3_000],
      [2_000, 4_000, 6_000],
    ]);
    expect(context.history?.every((h) => h.series.every((p, i, all) => i === 0 || all[i - 1].at < p.at))).toBe(true);

    await app.db
      .update(users)
      .set({ tiktokFollowersVerified: 5_200, tiktokFollowersVerifiedAt: new Date() })
      .where(eq(users.id, creator.user.id));
    expect((await loadHoldContext(app.db, post)).verifiedFollowers).toBe(5_200);
  });

  it('reads several posts at once exactly as one at a time: each history without the post itself', async () => {
    const { creator, earlier, postId, othersPost } = await setUp();
    await app.db
      .update(users)
      .set({ tiktokFollowersVerified: 8_100, tiktokFollowersVerifiedAt: new Date() })
      .where(eq(users.id, creator.user.id));
    const ids = [...earlier, postId, othersPost];
    const posts = await app.db.select().from(campaignAnalytics).where(inArray(campaignAnalytics.id, ids));
    const together = await loadHoldContexts(app.db, posts);
    expect([...together.keys()].sort()).toEqual([...ids].sort());
    for (const post of posts) {
      expect(together.get(post.id)).toEqual(await loadHoldContext(app.db, post));
    }
    // The creator's three posts each see the two others; the other creator has no history of their own.
    const historyViews = (id: string) =>
      (together.get(id)?.history ?? []).map((h) => h.series.at(-1)?.views).sort((a, b) => (a ?? 0) - (b ?? 0));
    expect(historyViews(postId)).toEqual([3_000, 6_000]);
    expect(historyViews(earlier[0])).toEqual([6_000, 9_000]);
    expect(historyViews(othersPost)).toEqual([]);
    expect(together.get(postId)?.verifiedFollowers).toBe(8_100);
    expect(together.get(othersPost)?.verifiedFollowers).toBeNull();
  });

  it('starts the post at its replaced link: submitted and replaced then', async () => {
    const { business, creator, handle, postId, row } = await setUp();
    const fix = await callAs(app, business, 'POST', `/api/business/posts/${postId}/request-fix`, { note: 'Reshoot.' });
    expect(fix.statusCode, fix.body).toBe(200);
    const replaced = await callAs(app, creator, 'PUT', `/api/creator/posts/${postId}/link`, {
      videoUrl: videoUrl(handle),
    });
    expect(replaced.statusCode, replaced.body).toBe(204);
    const [event] = await app.db
      .select({ at: contentEvents.createdAt })
      .from(contentEvents)
      .where(and(eq(contentEvents.postId, postId), eq(contentEvents.action, 'replace_link')));
    const context = await loadHoldContext(app.db, await row());
    expect(context.linkReplacedAt).toBe(event.at.toISOString());
    expect(context.submittedAt).toBe(event.at.toISOString());
  });
});

describe('the chart beside an open hold', () => {
  it('is in the business review and the creator content while a hold is open, and null otherwise', async () => {
    const { business, creator, other, second, earlier, postId, othersPost } = await setUp();
    const [hold] = await app.db
      .insert(contentHolds)
      .values({ postId, rule: 'unlike_creator', reason: 'Likes unlike the creator’s other posts.' })
      .returning();

    const posts = (await callAs(app, business, 'GET', `/api/business/campaigns/${second}/posts`)).json() as Array<{
      id: string;
      holdEvidence: { points: { views: number | null; expectedViews: number | null }[]; basis: string | null } | null;
    }>;
    const held = posts.find((p) => p.id === postId)?.holdEvidence;
    expect(held?.points.map((p) => p.views)).toEqual([3_000, 6_000, 9_000]);
    expect(held?.points.every((p) => p.expectedViews !== null)).toBe(true);
    expect(held?.basis).toBe('the creator’s 2 earlier MicroReach posts');
    expect(posts.find((p) => p.id === othersPost)?.holdEvidence).toBeNull();
    expect(posts.find((p) => p.id === earlier[1])?.holdEvidence).toBeNull();

    const content = async (who: TestUser) =>
      (
        (await callAs(app, who, 'GET', '/api/creator/dashboard')).json() as {
          campaigns: { content: { id: string; holdEvidence: unknown }[] }[];
        }
      ).campaigns.flatMap((c) => c.content);
    const mine = await content(creator);
    expect(mine.find((c) => c.id === postId)?.holdEvidence).toEqual(held);
    expect(mine.find((c) => c.id === earlier[0])?.holdEvidence).toBeNull();

    // Nobody else reads it: another business, the other role, another creator, a signed-out visitor.
    const stranger = await signUpBusiness(app);
    expect((await callAs(app, stranger, 'GET', `/api/business/campaigns/${second}/posts`)).statusCode).toBe(404);
    expect((await callAs(app, creator, 'GET', `/api/business/campaigns/${second}/posts`)).statusCode).toBe(403);
    expect((await callAs(app, null, 'GET', `/api/business/campaigns/${second}/posts`)).statusCode).toBe(401);
    expect((await callAs(app, business, 'GET', '/api/creator/dashboard')).statusCode).toBe(403);
    expect((await callAs(app, null, 'GET', '/api/creator/dashboard')).statusCode).toBe(401);
    expect((await content(other)).map((c) => [c.id, c.holdEvidence])).toEqual([[othersPost, null]]);

    // Released: no hold is open, so no chart.
    await app.db.update(contentHolds).set({ status: 'released' }).where(eq(contentHolds.id, hold.id));
    const after = (await callAs(app, business, 'GET', `/api/business/campaigns/${second}/posts`)).json() as Array<{
      id: string;
      holdEvidence: unknown;
    }>;
    expect(after.find((p) => p.id === postId)?.holdEvidence).toBeNull();
    expect((await content(creator)).find((c) => c.id === postId)?.holdEvidence).toBeNull();
  });
});
