// Campaign analytics through the API (issue 14), on PGlite and (with DATABASE_URL) PostgreSQL: the figures recomputed
// here from the rows match the API's; held posts stay out of the totals; another business's campaign answers exactly
// as a missing one; the exports carry every row.

import { randomUUID } from 'node:crypto';
import { analyticsMessages } from '@microreach/domain/analytics';
import { DAY_MS, HOUR_MS } from '@microreach/domain/calendar';
import { engagementRate } from '@microreach/domain/formulas';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { addFunds, fundCampaign } from '#server/test/ledger.ts';
import { recomputeCampaignEarnings } from '../content-review/performance-pay.service.ts';

let app: TestApp;
let business: TestUser;
let campaignId: string;
const creators: TestUser[] = [];
const postIds: string[] = [];

async function post(creator: TestUser, figures: { views: number; likes: number; comments: number; shares: number }) {
  const submitted = await callAs(app, creator, 'POST', `/api/creator/campaigns/${campaignId}/content`, {
    platform: 'instagram',
    videoUrl: `https://www.instagram.com/p/An${randomUUID().slice(0, 10)}/`,
  });
  expect(submitted.statusCode, submitted.body).toBe(201);
  const id = submitted.json().id as string;
  const recorded = await callAs(app, business, 'POST', `/api/business/posts/${id}/metrics`, figures);
  expect(recorded.statusCode, recorded.body).toBe(200);
  postIds.push(id);
  return id;
}

beforeAll(async () => {
  app = await createTestApp();
  business = await signUpBusiness(app);
  const created = await callAs(
    app,
    business,
    'POST',
    '/api/business/campaigns',
    launchableCampaign({ privatePublic: 'Public', budgetCents: 500_000, influencerBudgetCents: 100_000 }),
  );
  campaignId = created.json().id;
  for (let i = 0; i < 3; i++) {
    const creator = await signUpCreator(app);
    await callAs(app, creator, 'PATCH', '/api/me', { instagramFollowers: 90_000 });
    expect((await joinAs(app, creator, campaignId)).statusCode).toBe(201);
    creators.push(creator);
  }
  await addFunds(app, business, 100_000);
  await fundCampaign(app, business, campaignId, 100_000);
  const first = await post(creators[0], { views: 10_000, likes: 700, comments: 50, shares: 50 });
  await post(creators[0], { views: 4_000, likes: 100, comments: 10, shares: 0 });
  await post(creators[1], { views: 20_000, likes: 300, comments: 40, shares: 20 });
  const held = await post(creators[2], { views: 50_000, likes: 100, comments: 0, shares: 0 });
  await callAs(app, business, 'POST', `/api/business/posts/${first}/approve`, { disclosureSeen: true });
  // A safeguard's hold on the last post (placed here directly: the rules have tests of their own).
  await app.db.transaction(async (tx) => {
    await tx.insert(contentHolds).values({ postId: held, rule: 'engagement_ratio', reason: 'Likes far below views.' });
    await recomputeCampaignEarnings(tx, campaignId);
  });
});
afterAll(() => app.close());

const analytics = (who: TestUser | null, id = campaignId) =>
  callAs(app, who, 'GET', `/api/business/campaigns/${id}/analytics`);

describe('campaign analytics', () => {
  it('matches figures recomputed from the rows, with held posts shown but kept out of the totals', async () => {
    const res = await analytics(business);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();

    const rows = await app.db.select().from(campaignAnalytics).where(eq(campaignAnalytics.campaignId, campaignId));
    const heldIds = new Set(
      (await app.db.select().from(contentHolds).where(eq(contentHolds.status, 'open'))).map((h) => h.postId),
    );
    const counted = rows.filter((r) => ['pending', 'final'].includes(r.earningsStatus) && !heldIds.has(r.id));
    expect(counted).toHaveLength(3);
    const total = (key: 'views' | 'likes' | 'comments' | 'shares' | 'earningsCents') =>
      counted.reduce((sum, r) => sum + r[key], 0);
    const expected = {
      views: total('views'),
      likes: total('likes'),
      comments: total('comments'),
      shares: total('shares'),
      earningsCents: total('earningsCents'),
    };
    expect(expected.views).toBe(34_000);
    expect(body.totals).toMatchObject({
      ...expected,
      engagementRate: engagementRate(expected),
      costPerViewUsd: expected.earningsCents / 100 / expected.views,
      countedPosts: 3,
      heldPosts: 1,
      unverifiedPosts: 3,
    });
    expect(body.posts).toHaveLength(4);
    expect(body.posts.filter((p: { held: boolean; counted: boolean }) => p.held && !p.counted)).toHaveLength(1);

    // Each creator's line sums their counted posts.
    const first = body.participants.find((p: { creatorId: string }) => p.creatorId === creators[0].user.id);
    expect(first).toMatchObject({ posts: 2, views: 14_000, likes: 800, comments: 60, shares: 50, heldPosts: 0 });
    const third = body.participants.find((p: { creatorId: string }) => p.creatorId === creators[2].user.id);
    expect(third).toMatchObject({ posts: 1, views: 0, earningsCents: 0, heldPosts: 1 });

    // B9's insight on the campaign's engagement (1,270 of 34,000 = 3.7%: below average, with a recommendation).
    expect(body.insight).toMatchObject({ averageEngagement: 3.7, performance: 'below average' });
    expect(body.insight.recommendation).toMatch(/engagement is under 4%/);

    // The money from the ledger: $1,000 funded; the earnings set aside are pending, nothing settled yet.
    expect(body.budget).toMatchObject({
      budgetCents: 500_000,
      fundedCents: 100_000,
      spentCents: 0,
      platformFeeCents: 0,
    });
    expect(body.budget.pendingCents).toBe(
      rows
        .filter((r) => r.earningsStatus === 'pending' || r.earningsStatus === 'held')
        .reduce((s, r) => s + r.earningsCents, 0),
    );
    expect(body.budget.remainingCents).toBe(100_000 - body.budget.pendingCents);

    // The daily series ends at today's totals (every snapshot here was taken today); spend starts with the funding.
    expect(body.series.at(-1)).toMatchObject({ views: 34_000, engagement: 1_270 });
    expect(body.spend.at(-1)).toMatchObject({ fundedCents: 100_000, spentCents: 0 });
  });

  it('builds the daily series from snapshots over many days: each post\u2019s last reading of a day, carried forward', async () => {
    const created = await callAs(app, business, 'POST', '/api/business/campaigns', launchableCampaign());
    const id = created.json().id as string;
    const start = Date.now() - 6 * DAY_MS;
    const [a, b, c] = await app.db
      .insert(campaignAnalytics)
      .values(
        creators.map((creator, i) => ({
          campaignId: id,
          influencerId: creator.user.id,
          platform: 'instagram' as const,
          videoUrl: `https://www.instagram.com/p/Series${i}${randomUUID().slice(0, 6)}/`,
          postedAt: new Date(start),
          stage: 'tracking' as const,
          earningsStatus: i === 2 ? ('void' as const) : ('pending' as const),
        })),
      )
      .returning();
    // [post, hours after start, views, likes, availability]: two readings on one day, a day without one, a private
    // reading in between (no figures), and a post the engine does not pay (kept out of the series).
    const readings: Array<[typeof a, number, number, number, 'ok' | 'private']> = [
      [a, 1, 100, 10, 'ok'],
      [a, 25, 300, 20, 'ok'],
      [a, 30, 450, 31, 'ok'],
      [a, 73, 0, 0, 'private'],
      [a, 97, 900, 60, 'ok'],
      [b, 2, 50, 5, 'ok'],
      [b, 50, 80, 9, 'ok'],
      [b, 122, 2_000, 40, 'ok'],
      [c, 3, 99_999, 999, 'ok'],
    ];
    for (const [post, hours, views, likes, availability] of readings) {
      await app.db.insert(contentMetricSnapshots).values({
        postId: post.id,
        takenAt: new Date(start + hours * HOUR_MS),
        source: 'manual',
        availability,
        views,
        likes,
        comments: 0,
        shares: 0,
        verified: false,
      });
    }
    // History is appended in time order: an ok reading older than a post's latest is refused.
    await expect(
      app.db.insert(contentMetricSnapshots).values({
        postId: a.id,
        takenAt: new Date(start + 2 * HOUR_MS),
        source: 'manual',
        views: 1,
        verified: false,
      }),
    ).rejects.toThrow();

    // Recomputed here from the rows: per post, its last ok reading of each day; per day, the counted posts' latest
    // figures so far (carried forward), summed.
    const rows = (
      await app.db
        .select({
          postId: contentMetricSnapshots.postId,
          day: sql<string>`to_char(${contentMetricSnapshots.takenAt}::date, 'YYYY-MM-DD')`,
          views: contentMetricSnapshots.views,
          engagement: sql<number>`(${contentMetricSnapshots.likes} + ${contentMetricSnapshots.comments} + ${contentMetricSnapshots.shares})::int`,
          availability: contentMetricSnapshots.availability,
        })
        .from(contentMetricSnapshots)
        .where(inArray(contentMetricSnapshots.postId, [a.id, b.id, c.id]))
        .orderBy(asc(contentMetricSnapshots.takenAt), asc(contentMetricSnapshots.seq))
    ).filter((r) => r.availability === 'ok' && r.postId !== c.id);
    const days = [...new Set(rows.map((r) => r.day))].sort();
    const latest = new Map<string, { views: number; engagement: number }>();
    const expected = days.map((d) => {
      for (const r of rows.filter((x) => x.day === d)) latest.set(r.postId, { ...r, views: r.views ?? 0 });
      const figures = [...latest.values()];
      return {
        day: d,
        views: figures.reduce((t, f) => t + f.views, 0),
        engagement: figures.reduce((t, f) => t + f.engagement, 0),
      };
    });
    expect(expected.at(-1)).toEqual({ day: days.at(-1), views: 2_900, engagement: 100 });
    const res = await analytics(business, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().series).toEqual(expected);
  });

  it('answers a missing campaign and another business\u2019s campaign exactly alike, and refuses the other role', async () => {
    const other = await signUpBusiness(app);
    const theirs = await analytics(other);
    const missing = await analytics(business, randomUUID());
    expect(theirs.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(theirs.json()).toEqual(missing.json());
    expect(theirs.json().message).toBe(analyticsMessages.notFound);
    expect((await analytics(creators[0])).statusCode).toBe(403);
    expect((await analytics(null)).statusCode).toBe(401);
    for (const file of ['participants.csv', 'posts.csv']) {
      const url = `/api/business/campaigns/${campaignId}/analytics/${file}`;
      expect((await callAs(app, other, 'GET', url)).statusCode).toBe(404);
      expect((await callAs(app, creators[0], 'GET', url)).statusCode).toBe(403);
    }
  });

  it('exports every participant and every post as CSV', async () => {
    const participants = await callAs(
      app,
      business,
      'GET',
      `/api/business/campaigns/${campaignId}/analytics/participants.csv`,
    );
    expect(participants.statusCode).toBe(200);
    expect(participants.headers['content-type']).toMatch(/^text\/csv/);
    const lines = participants.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Creator,Status,Posts,Views,Likes,Comments,Shares,Engagement rate (%),Earnings (USD),Posts on hold',
    );
    expect(lines).toHaveLength(1 + 3);
    const posts = await callAs(app, business, 'GET', `/api/business/campaigns/${campaignId}/analytics/posts.csv`);
    const postLines = posts.body.trim().split('\r\n');
    expect(postLines).toHaveLength(1 + 4);
    expect(postLines.filter((l) => l.includes(',On hold,no'))).toHaveLength(1);
    const n = (await app.db.select().from(campaignAnalytics).where(eq(campaignAnalytics.campaignId, campaignId)))
      .length;
    expect(postLines).toHaveLength(1 + n);
  });
});
