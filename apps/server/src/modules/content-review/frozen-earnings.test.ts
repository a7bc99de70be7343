// Figures that paid are frozen (issue 25, item 2), on PGlite and (with DATABASE_URL) PostgreSQL: once a post's
// earnings are final and settled, no manual figures, fetched figures, hold or recompute changes them, and the ledger
// holds every invariant after each owner action.

import { randomUUID } from 'node:crypto';
import { DAY_MS } from '@microreach/domain/calendar';
import { contentReviewMessages } from '@microreach/domain/content-review';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  campaignAnalytics,
  campaigns,
  contentEvents,
  contentHolds,
  contentMetricSnapshots,
} from '#server/db/schema/index.ts';
import { checkLedger } from '#server/modules/ledger/ledger-check.service.ts';
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
import { addFunds, availableBalance, fundCampaign, pendingBalance } from '#server/test/ledger.ts';
import { advanceContentClocks } from './clocks.service.ts';
import { recordFetchedReading } from './fetched-metrics.service.ts';
import { recomputeCampaignEarnings } from './performance-pay.service.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const expectLedgerHolds = async () => {
  for (const check of await checkLedger(app.db)) expect(check.violations, check.name).toEqual([]);
};

/** A Live Public campaign ($10 per 1K views, $0.10 per engagement) with `funding` in escrow, a creator joined. */
async function setUp(funding = 50_000) {
  const [business, creator] = await Promise.all([signUpBusiness(app), signUpCreator(app)]);
  await callAs(app, creator, 'PATCH', '/api/me', { instagramFollowers: 80_000 });
  const created = await callAs(app, business, 'POST', '/api/business/campaigns', {
    ...launchableCampaign({ privatePublic: 'Public' }),
  });
  expect(created.statusCode, created.body).toBe(201);
  const campaignId = created.json().id as string;
  expect((await joinAs(app, creator, campaignId)).statusCode).toBe(201);
  await addFunds(app, business, 100_000);
  expect((await fundCampaign(app, business, campaignId, funding)).statusCode).toBe(201);
  return { business, creator, campaignId };
}

async function submit(creator: TestUser, campaignId: string): Promise<string> {
  const submitted = await callAs(app, creator, 'POST', `/api/creator/campaigns/${campaignId}/content`, {
    platform: 'instagram',
    videoUrl: `https://www.instagram.com/p/Frozen${randomUUID().slice(0, 8)}/`,
  });
  expect(submitted.statusCode, submitted.body).toBe(201);
  return submitted.json().id as string;
}

const recordMetrics = (business: TestUser, postId: string, views: number, likes = 800) =>
  callAs(app, business, 'POST', `/api/business/posts/${postId}/metrics`, { views, likes, comments: 50, shares: 30 });

async function postRow(id: string) {
  const [row] = await app.db.select().from(campaignAnalytics).where(eq(campaignAnalytics.id, id));
  return row;
}

describe('a post whose earnings are final and settled', () => {
  it('refuses manual figures with a reason, and its earnings, money and ledger stay as paid', async () => {
    const { business, creator, campaignId } = await setUp();
    const postId = await submit(creator, campaignId);
    expect((await recordMetrics(business, postId, 12_000)).statusCode).toBe(200);
    expect(
      (await callAs(app, business, 'POST', `/api/business/posts/${postId}/approve`, { disclosureSeen: true }))
        .statusCode,
    ).toBe(200);
    const paid = await callAs(app, business, 'POST', `/api/business/posts/${postId}/release-payment`);
    expect(paid.json()).toMatchObject({ earningsStatus: 'final', earningsCents: 20_800 });
    expect(await availableBalance(app, creator)).toBe(19_760);
    const snapshots = async () =>
      (await app.db.select().from(contentMetricSnapshots).where(eq(contentMetricSnapshots.postId, postId))).length;
    const audited = async () =>
      (
        await app.db
          .select()
          .from(contentEvents)
          .where(and(eq(contentEvents.postId, postId), eq(contentEvents.action, 'record_metrics')))
      ).length;
    const [snapshotsBefore, auditedBefore] = [await snapshots(), await audited()];

    // The finding: lower figures typed in after payment used to rewrite the earnings (20,800 -> 1,200 here).
    const lowered = await recordMetrics(business, postId, 1_000, 10);
    expect(lowered.statusCode).toBe(409);
    expect(lowered.json()).toMatchObject({ code: 'EARNINGS_FINAL', message: contentReviewMessages.earningsFinal });
    // Higher ones too: what was paid is what the post earned.
    expect((await recordMetrics(business, postId, 90_000)).statusCode).toBe(409);

    expect(await postRow(postId)).toMatchObject({ earningsStatus: 'final', earningsCents: 20_800, views: 12_000 });
    expect([await snapshots(), await audited()]).toEqual([snapshotsBefore, auditedBefore]);
    expect(await availableBalance(app, creator)).toBe(19_760);
    await expectLedgerHolds();
  });

  it('records fetched figures for analytics without changing what was paid, and is never held', async () => {
    const { business, creator, campaignId } = await setUp();
    const postId = await submit(creator, campaignId);
    const reading = (views: number) =>
      recordFetchedReading(app.db, postId, {
        status: 'ok',
        source: 'instagram',
        views,
        likes: 800,
        comments: 50,
        shares: 30,
      });
    await reading(12_000); // verified: under review
    expect(
      (await callAs(app, business, 'POST', `/api/business/posts/${postId}/approve`, { disclosureSeen: true }))
        .statusCode,
    ).toBe(200);
    expect(await pendingBalance(app, creator)).toBe(20_800);
    // Tracking ends: final, settled less the fee.
    await advanceContentClocks(app.db, new Date(Date.now() + 8 * DAY_MS));
    expect(await postRow(postId)).toMatchObject({ stage: 'approved', earningsStatus: 'final', earningsCents: 20_800 });
    expect(await availableBalance(app, creator)).toBe(19_760);

    // The platform later reports fewer views: a snapshot for analytics, the paid figure unchanged.
    await reading(1_000);
    expect(await postRow(postId)).toMatchObject({ views: 1_000, earningsStatus: 'final', earningsCents: 20_800 });
    // The post is deleted: what would have opened a hold changes nothing either.
    await recordFetchedReading(app.db, postId, { status: 'not_found', source: 'instagram', account: 'mia' });
    const holds = await app.db.select().from(contentHolds).where(eq(contentHolds.postId, postId));
    expect(holds).toEqual([]);
    // Any recompute (new funds, another post, a sweep) keeps it.
    await app.db.transaction((tx) => recomputeCampaignEarnings(tx, campaignId));
    expect(await postRow(postId)).toMatchObject({ earningsStatus: 'final', earningsCents: 20_800 });
    expect(await availableBalance(app, creator)).toBe(19_760);
    expect(await pendingBalance(app, creator)).toBe(0);
    await expectLedgerHolds();
  });
});

describe('any sequence of owner actions (property-based)', () => {
  const post = fc.nat(1);
  const views = fc.integer({ min: 0, max: 300_000 });
  const action = fc.oneof(
    fc.record({ kind: fc.constant('manual' as const), post, views }),
    fc.record({ kind: fc.constant('fetched' as const), post, views }),
    fc.record({ kind: fc.constant('approve' as const), post }),
    fc.record({ kind: fc.constant('payNow' as const), post }),
    fc.record({ kind: fc.constant('endTracking' as const) }),
    fc.record({ kind: fc.constant('fund' as const), cents: fc.integer({ min: 100, max: 30_000 }) }),
    fc.record({ kind: fc.constant('resolveHold' as const), post, release: fc.boolean() }),
    fc.record({ kind: fc.constant('complete' as const) }),
  );

  it('never changes a final figure, and the ledger holds every invariant after each', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 10 }), async (actions) => {
        const { business, creator, campaignId } = await setUp(2_000);
        const posts = [await submit(creator, campaignId), await submit(creator, campaignId)];
        const paid = new Map<string, number>();
        for (const a of actions) {
          const id = 'post' in a ? posts[a.post] : '';
          const final = paid.has(id);
          switch (a.kind) {
            case 'manual': {
              const res = await recordMetrics(business, id, a.views, Math.floor(a.views / 20));
              if (final) expect(res.json()).toMatchObject({ code: 'EARNINGS_FINAL' });
              break;
            }
            case 'fetched':
              await recordFetchedReading(app.db, id, {
                status: 'ok',
                source: 'instagram',
                views: a.views,
                likes: Math.floor(a.views / 20),
                comments: 50,
                shares: 30,
              });
              break;
            case 'approve':
            case 'payNow':
              await callAs(
                app,
                business,
                'POST',
                `/api/business/posts/${id}/${a.kind === 'approve' ? 'approve' : 'release-payment'}`,
              );
              break;
            case 'endTracking':
              await advanceContentClocks(app.db, new Date(Date.now() + 8 * DAY_MS));
              break;
            case 'fund':
              await fundCampaign(app, business, campaignId, a.cents);
              break;
            case 'resolveHold': {
              const [hold] = await app.db
                .select()
                .from(contentHolds)
                .where(and(eq(contentHolds.postId, id), eq(contentHolds.status, 'open')));
              if (hold) {
                await callAs(app, business, 'POST', `/api/business/holds/${hold.id}/resolve`, {
                  resolution: a.release ? 'release' : 'void',
                });
              }
              break;
            }
            case 'complete':
              await app.db.update(campaigns).set({ status: 'Completed' }).where(eq(campaigns.id, campaignId));
              await fundCampaign(app, business, campaignId, 100); // refused (finished): changes nothing
              break;
          }
          for (const p of posts) {
            const row = await postRow(p);
            const was = paid.get(p);
            if (was !== undefined) expect(row, a.kind).toMatchObject({ earningsStatus: 'final', earningsCents: was });
            else if (row.earningsStatus === 'final') paid.set(p, row.earningsCents);
          }
          await expectLedgerHolds();
        }
      }),
      { numRuns: 12 },
    );
  });
});
