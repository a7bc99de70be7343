// Issue 30: Wallet & Earnings says when pending money becomes available. GET /api/creator/earnings lists, per post
// with money set aside (not on hold), when it is settled: a tracked post's end of tracking, or for a post still under
// review the latest it can be (review deadline, then the tracking window). Held posts and settled ones are not listed.
import { randomUUID } from 'node:crypto';
import { DAY_MS } from '@microreach/domain/calendar';
import { type ReviewPost, TRACKING_WINDOW_DAYS } from '@microreach/domain/content-review';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignAnalytics } from '#server/db/schema/index.ts';
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
import { addFunds, fundCampaign } from '#server/test/ledger.ts';
import { advanceContentClocks } from '../content-review/clocks.service.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const instagramUrl = () => `https://www.instagram.com/p/Pending${randomUUID().slice(0, 8)}/`;

/** A funded Live Public campaign ($500 per creator; $10 per 1K views, $0.10 per engagement) a creator joined. */
async function setUp() {
  const [business, creator] = await Promise.all([signUpBusiness(app), signUpCreator(app)]);
  await callAs(app, creator, 'PATCH', '/api/me', { instagramFollowers: 80_000 });
  const created = await callAs(
    app,
    business,
    'POST',
    '/api/business/campaigns',
    launchableCampaign({ privatePublic: 'Public', campaignHashtags: ['ColdBrew'] }),
  );
  expect(created.statusCode, created.body).toBe(201);
  const campaignId = created.json().id as string;
  expect((await joinAs(app, creator, campaignId)).statusCode).toBe(201);
  await addFunds(app, business, 100_000);
  expect((await fundCampaign(app, business, campaignId, 50_000)).statusCode).toBe(201);
  return { business, creator, campaignId };
}

/** A post with figures (12,000 views and 880 engagements: $208), under review; approved when asked. */
async function postWithFigures(business: TestUser, creator: TestUser, campaignId: string, approve: boolean) {
  const submitted = await callAs(app, creator, 'POST', `/api/creator/campaigns/${campaignId}/content`, {
    platform: 'instagram',
    videoUrl: instagramUrl(),
  });
  expect(submitted.statusCode, submitted.body).toBe(201);
  const id = submitted.json().id as string;
  const recorded = await callAs(app, business, 'POST', `/api/business/posts/${id}/metrics`, {
    views: 12_000,
    likes: 800,
    comments: 50,
    shares: 30,
  });
  expect(recorded.statusCode, recorded.body).toBe(200);
  if (!approve) return recorded.json() as ReviewPost;
  const approved = await callAs(app, business, 'POST', `/api/business/posts/${id}/approve`, { disclosureSeen: true });
  expect(approved.statusCode, approved.body).toBe(200);
  return approved.json() as ReviewPost;
}

const earningsOf = async (who: TestUser) => {
  const res = await callAs(app, who, 'GET', '/api/creator/earnings');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('when pending money becomes available (issue 30)', () => {
  it('gives a tracked post the end of its tracking and a post under review the latest its tracking can end', async () => {
    const { business, creator, campaignId } = await setUp();
    const tracked = await postWithFigures(business, creator, campaignId, true);
    const inReview = await postWithFigures(business, creator, campaignId, false);
    const trackingEnds = String(tracked.trackingEndsAt);
    const reviewDue = String(inReview.reviewDueAt);
    expect(tracked.trackingEndsAt).toEqual(expect.any(String));
    expect(inReview.reviewDueAt).toEqual(expect.any(String));

    const earnings = await earningsOf(creator);
    expect(earnings.availableCents).toBe(0);
    expect(earnings.pendingReleases).toEqual([
      {
        postId: tracked.id,
        campaignName: expect.any(String),
        cents: 20_800,
        availableAt: new Date(trackingEnds).toISOString(),
        basis: 'tracking',
      },
      {
        postId: inReview.id,
        campaignName: expect.any(String),
        // $208 again: both posts together stay under the $500 per creator.
        cents: 20_800,
        availableAt: new Date(Date.parse(reviewDue) + TRACKING_WINDOW_DAYS * DAY_MS).toISOString(),
        basis: 'review',
      },
    ]);
    // Every pending cent is in a release.
    const listed = earnings.pendingReleases.reduce((sum: number, r: { cents: number }) => sum + r.cents, 0);
    expect(listed).toBe(earnings.pendingCents);
  });

  it('leaves out a post on hold, and a post whose earnings were settled', async () => {
    const { business, creator, campaignId } = await setUp();
    const tracked = await postWithFigures(business, creator, campaignId, true);
    const held = await postWithFigures(business, creator, campaignId, true);
    await app.db.update(campaignAnalytics).set({ earningsStatus: 'held' }).where(eq(campaignAnalytics.id, held.id));
    expect((await earningsOf(creator)).pendingReleases.map((r: { postId: string }) => r.postId)).toEqual([tracked.id]);

    // Tracking ends for the other: settled, available, no longer pending.
    await app.db.update(campaignAnalytics).set({ earningsStatus: 'pending' }).where(eq(campaignAnalytics.id, held.id));
    await advanceContentClocks(app.db, new Date(Date.now() + (TRACKING_WINDOW_DAYS + 1) * DAY_MS));
    const after = await earningsOf(creator);
    expect(after.availableCents).toBeGreaterThan(0);
    expect(after.pendingCents).toBe(0);
    expect(after.pendingReleases).toEqual([]);
  });

  it("shows a creator only their own posts' dates; a business and a signed-out visitor are refused", async () => {
    const { business, creator, campaignId } = await setUp();
    await postWithFigures(business, creator, campaignId, true);
    const other = await signUpCreator(app);
    expect(await earningsOf(other)).toMatchObject({ pendingCents: 0, pendingReleases: [] });
    expect((await callAs(app, business, 'GET', '/api/creator/earnings')).statusCode).toBe(403);
    expect((await callAs(app, null, 'GET', '/api/creator/earnings')).statusCode).toBe(401);
  });
});
