// Delivered work is protected (issue 25), on PGlite and (with DATABASE_URL) PostgreSQL: a campaign anyone took part in
// is ended, never deleted; its posts finish review and tracking and are paid from escrow, then the unspent escrow goes
// back; pausing stops joins and posts but no clock; a post's audit, snapshots and holds outlive it.

import { randomUUID } from 'node:crypto';
import { DAY_MS } from '@microreach/domain/calendar';
import { dashboardMessages } from '@microreach/domain/campaigns';
import { contentMessages } from '@microreach/domain/creator-campaigns';
import { platformFeeCents } from '@microreach/domain/ledger';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  campaignAnalytics,
  campaignApplicants,
  campaigns,
  contentEvents,
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
import {
  addFunds,
  availableBalance,
  escrowBalance,
  fundCampaign,
  pendingBalance,
  walletBalance,
} from '#server/test/ledger.ts';
import { advanceContentClocks } from '../content-review/clocks.service.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  for (const check of await checkLedger(app.db)) expect(check.violations, check.name).toEqual([]);
  await app.close();
});

const postUrl = () => `https://www.instagram.com/p/End${randomUUID().slice(0, 10)}/`;

/** A funded Live Public campaign ($500 in escrow) a creator joined. */
async function joinedCampaign() {
  const [business, creator] = await Promise.all([signUpBusiness(app), signUpCreator(app)]);
  await callAs(app, creator, 'PATCH', '/api/me', { instagramFollowers: 80_000 });
  const created = await callAs(
    app,
    business,
    'POST',
    '/api/business/campaigns',
    launchableCampaign({ privatePublic: 'Public' }),
  );
  expect(created.statusCode, created.body).toBe(201);
  const campaignId = created.json().id as string;
  const joined = await joinAs(app, creator, campaignId);
  expect(joined.statusCode, joined.body).toBe(201);
  await addFunds(app, business, 50_000);
  await fundCampaign(app, business, campaignId, 50_000);
  return { business, creator, campaignId };
}

/** A post submitted with figures the business typed, not approved: it is still in its 72-hour review. */
async function postInReview(business: TestUser, creator: TestUser, campaignId: string) {
  const submitted = await callAs(app, creator, 'POST', `/api/creator/campaigns/${campaignId}/content`, {
    platform: 'instagram',
    videoUrl: postUrl(),
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
  return id;
}

const endCampaign = (who: TestUser | null, campaignId: string) =>
  callAs(app, who, 'POST', `/api/business/campaigns/${campaignId}/status`, { action: 'end' });

async function post(id: string) {
  const [row] = await app.db.select().from(campaignAnalytics).where(eq(campaignAnalytics.id, id));
  return row;
}

describe('a campaign someone took part in', () => {
  it('cannot be deleted: 409 with the reason, and the campaign, its applicant and its post stay', async () => {
    const { business, creator, campaignId } = await joinedCampaign();
    const postId = await postInReview(business, creator, campaignId);
    const res = await callAs(app, business, 'DELETE', `/api/business/campaigns/${campaignId}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: dashboardMessages.deleteRefused, code: 'CAMPAIGN_HAS_PARTICIPANTS' });
    expect(await app.db.select().from(campaigns).where(eq(campaigns.id, campaignId))).toHaveLength(1);
    expect((await post(postId)).stage).toBe('under_review');
    // Its money is where it was: set aside for the post, the rest in escrow.
    expect((await escrowBalance(app, campaignId)) + (await pendingBalance(app, creator))).toBe(50_000);
    const dashboard = (await callAs(app, business, 'GET', '/api/business/dashboard')).json();
    expect(dashboard.campaigns.find((c: { id: string }) => c.id === campaignId)).toMatchObject({
      hasParticipants: true,
    });
  });

  it('cannot be deleted once anyone applied, even if they withdrew: the database refuses it too', async () => {
    const { business, creator, campaignId } = await joinedCampaign();
    const left = await callAs(app, creator, 'POST', `/api/creator/campaigns/${campaignId}/leave`);
    expect(left.statusCode, left.body).toBe(204);
    expect((await callAs(app, business, 'DELETE', `/api/business/campaigns/${campaignId}`)).statusCode).toBe(409);
    // Past the API: the trigger campaigns_no_delete_with_participants.
    const direct = await app.db
      .delete(campaigns)
      .where(eq(campaigns.id, campaignId))
      .then(
        () => 'deleted',
        (err: Error) => String(err.cause ?? err.message),
      );
    expect(direct).toMatch(/has participants: it can be ended, not deleted/);
    const [applicant] = await app.db
      .select({ status: campaignApplicants.status })
      .from(campaignApplicants)
      .where(eq(campaignApplicants.campaignId, campaignId));
    expect(applicant.status).toBe('left');
  });

  it('is ended: Completed at once, no joins or posts; the post in review finishes and is paid, then the rest returns', async () => {
    const { business, creator, campaignId } = await joinedCampaign();
    const postId = await postInReview(business, creator, campaignId);
    const wallet = await walletBalance(app, business);

    const ended = await endCampaign(business, campaignId);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toMatchObject({ status: 'Completed', endedAt: expect.any(String) });
    // Escrow stays while the post is still in review: its earnings stay set aside, nothing goes back yet.
    const setAside = await pendingBalance(app, creator);
    expect(setAside).toBe((await post(postId)).earningsCents);
    expect(await escrowBalance(app, campaignId)).toBe(50_000 - setAside);
    expect(await walletBalance(app, business)).toBe(wallet);

    // Nobody joins or posts any more; ending twice is refused.
    const other = await signUpCreator(app);
    // An ended campaign is no longer open: it is not found among the campaigns one can join.
    expect((await joinAs(app, other, campaignId)).statusCode).toBe(404);
    const late = await callAs(app, creator, 'POST', `/api/creator/campaigns/${campaignId}/content`, {
      platform: 'instagram',
      videoUrl: postUrl(),
    });
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe(contentMessages.notAllowed);
    const again = await endCampaign(business, campaignId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A Completed campaign cannot be ended.');

    // The review clock runs out: the post is approved as usual and its earnings are set aside from escrow.
    const submittedAt = (await post(postId)).createdAt.getTime();
    await advanceContentClocks(app.db, new Date(submittedAt + 3 * DAY_MS + 60_000));
    const approved = await post(postId);
    expect(approved.stage).toBe('tracking');
    expect(approved.earningsCents).toBeGreaterThan(0);
    expect(await pendingBalance(app, creator)).toBe(approved.earningsCents);
    expect(await walletBalance(app, business)).toBe(wallet);

    // Tracking ends: the creator is paid (less the fee) and the unspent escrow goes back to the wallet.
    await advanceContentClocks(app.db, new Date(submittedAt + 11 * DAY_MS));
    const paid = await post(postId);
    expect(paid.earningsStatus).toBe('final');
    expect(await pendingBalance(app, creator)).toBe(0);
    expect(await availableBalance(app, creator)).toBe(paid.earningsCents - platformFeeCents(paid.earningsCents));
    expect(await escrowBalance(app, campaignId)).toBe(0);
    expect(await walletBalance(app, business)).toBe(wallet + 50_000 - paid.earningsCents);
  });

  it('only its owner ends it: another business 404, a creator 403, a signed-out visitor 401; nothing changes', async () => {
    const { creator, campaignId } = await joinedCampaign();
    const stranger = await signUpBusiness(app);
    expect((await endCampaign(stranger, campaignId)).statusCode).toBe(404);
    expect((await endCampaign(creator, campaignId)).statusCode).toBe(403);
    expect((await endCampaign(null, campaignId)).statusCode).toBe(401);
    const [row] = await app.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
    expect(row).toMatchObject({ status: 'Live', endedAt: null });
  });

  it('ending at once from two requests ends it once and returns the escrow once', async () => {
    const { business, campaignId } = await joinedCampaign();
    const wallet = await walletBalance(app, business);
    const results = await Promise.all([endCampaign(business, campaignId), endCampaign(business, campaignId)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    // Nothing was pending: the whole escrow went back, once.
    expect(await escrowBalance(app, campaignId)).toBe(0);
    expect(await walletBalance(app, business)).toBe(wallet + 50_000);
  });
});

describe('a paused campaign', () => {
  it('takes no new joins or posts, but its post is still approved by the clock, tracked and paid', async () => {
    const { business, creator, campaignId } = await joinedCampaign();
    const postId = await postInReview(business, creator, campaignId);
    const paused = await callAs(app, business, 'POST', `/api/business/campaigns/${campaignId}/status`, {
      action: 'pause',
    });
    expect(paused.statusCode, paused.body).toBe(200);
    const late = await callAs(app, creator, 'POST', `/api/creator/campaigns/${campaignId}/content`, {
      platform: 'instagram',
      videoUrl: postUrl(),
    });
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe(contentMessages.notAllowed);
    const submittedAt = (await post(postId)).createdAt.getTime();
    await advanceContentClocks(app.db, new Date(submittedAt + 3 * DAY_MS + 60_000));
    expect((await post(postId)).stage).toBe('tracking');
    await advanceContentClocks(app.db, new Date(submittedAt + 11 * DAY_MS));
    const paid = await post(postId);
    expect(paid.earningsStatus).toBe('final');
    expect(await availableBalance(app, creator)).toBe(paid.earningsCents - platformFeeCents(paid.earningsCents));
  });
});

describe('a campaign nobody took part in', () => {
  it('is deleted as B4 says, and its escrow goes back to the wallet first', async () => {
    const business = await signUpBusiness(app);
    const created = await callAs(app, business, 'POST', '/api/business/campaigns', launchableCampaign());
    const campaignId = created.json().id as string;
    await addFunds(app, business, 20_000);
    await fundCampaign(app, business, campaignId, 20_000);
    const dashboard = (await callAs(app, business, 'GET', '/api/business/dashboard')).json();
    expect(dashboard.campaigns.find((c: { id: string }) => c.id === campaignId)).toMatchObject({
      hasParticipants: false,
    });
    expect((await callAs(app, business, 'DELETE', `/api/business/campaigns/${campaignId}`)).statusCode).toBe(204);
    expect(await walletBalance(app, business)).toBe(20_000);
    expect(await app.db.select().from(campaigns).where(eq(campaigns.id, campaignId))).toEqual([]);
  });
});

describe("a post's record", () => {
  it('outlives the post: its audit lines and snapshots are not deleted with it (no cascade)', async () => {
    const { business, creator, campaignId } = await joinedCampaign();
    const postId = await postInReview(business, creator, campaignId);
    const before = {
      events: (await app.db.select().from(contentEvents).where(eq(contentEvents.postId, postId))).length,
      snapshots: (await app.db.select().from(contentMetricSnapshots).where(eq(contentMetricSnapshots.postId, postId)))
        .length,
    };
    expect(before.events).toBeGreaterThan(0);
    expect(before.snapshots).toBeGreaterThan(0);
    // No route deletes a post; an operator's SQL might. Its record stays.
    await app.db.execute(sql`delete from campaign_analytics where id = ${postId}`);
    expect((await app.db.select().from(contentEvents).where(eq(contentEvents.postId, postId))).length).toBe(
      before.events,
    );
    expect(
      (await app.db.select().from(contentMetricSnapshots).where(eq(contentMetricSnapshots.postId, postId))).length,
    ).toBe(before.snapshots);
  });
});
