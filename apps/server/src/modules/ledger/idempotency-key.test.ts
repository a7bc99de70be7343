// The same Idempotency-Key with a different request is refused with 409 on every route that moves money (issue 25),
// on PGlite and (with DATABASE_URL) PostgreSQL: Add Funds, campaign funding and withdrawals, over HTTP and, once the
// HTTP key is forgotten (after 24 hours), inside the ledger, where funding's key lives on.

import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, paymentCheckouts, payoutRequests } from '#server/db/schema/index.ts';
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
import { addFunds, availableBalance, escrowBalance, fundCampaign, walletBalance } from '#server/test/ledger.ts';
import { checkLedger } from './ledger-check.service.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  for (const check of await checkLedger(app.db)) expect(check.violations, check.name).toEqual([]);
  await app.close();
});

const REUSED = {
  code: 'IDEMPOTENCY_KEY_REUSED',
  message: 'This Idempotency-Key was already used for a different request.',
};

/** The HTTP layer forgets a key after 24 hours (sweepIdempotencyKeys): forgotten here at once. */
const forgetKey = (who: TestUser, key: string) =>
  app.db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.userId, who.user.id), eq(idempotencyKeys.key, key)));

async function liveCampaign(business: TestUser): Promise<string> {
  const created = await callAs(
    app,
    business,
    'POST',
    '/api/business/campaigns',
    launchableCampaign({ privatePublic: 'Public' }),
  );
  expect(created.statusCode, created.body).toBe(201);
  return created.json().id as string;
}

describe('the same Idempotency-Key with a different amount', () => {
  it('Add Funds: refused with 409, and no second checkout', async () => {
    const business = await signUpBusiness(app);
    const key = randomUUID();
    const start = (amountCents: number) =>
      callAs(app, business, 'POST', '/api/business/payments/checkouts', { amountCents }, { 'idempotency-key': key });
    const first = await start(10_000);
    expect(first.statusCode, first.body).toBe(201);
    const replay = await start(10_000);
    expect(replay.statusCode).toBe(201);
    expect(replay.json().id).toBe(first.json().id);
    const other = await start(90_000);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject(REUSED);
    const rows = await app.db.select().from(paymentCheckouts).where(eq(paymentCheckouts.businessId, business.user.id));
    expect(rows.map((r) => r.amountCents)).toEqual([10_000]);
  });

  it('campaign funding: refused with 409 over HTTP, and by the ledger once the HTTP key is forgotten', async () => {
    const business = await signUpBusiness(app);
    const campaignId = await liveCampaign(business);
    await addFunds(app, business, 50_000);
    const key = randomUUID();
    expect((await fundCampaign(app, business, campaignId, 10_000, key)).statusCode).toBe(201);

    const other = await fundCampaign(app, business, campaignId, 30_000, key);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject(REUSED);

    // A day later the HTTP layer has forgotten the key; the ledger has not.
    await forgetKey(business, key);
    const later = await fundCampaign(app, business, campaignId, 30_000, key);
    expect(later.statusCode).toBe(409);
    expect(later.json()).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: 'This idempotency key was already used for a different request.',
    });
    // The same request again is the same movement: answered, nothing moved twice.
    await forgetKey(business, key);
    expect((await fundCampaign(app, business, campaignId, 10_000, key)).statusCode).toBe(201);

    expect(await escrowBalance(app, campaignId)).toBe(10_000);
    expect(await walletBalance(app, business)).toBe(40_000);
  });

  it('withdrawal: refused with 409, and no second payout', async () => {
    const [business, creator] = await Promise.all([signUpBusiness(app), signUpCreator(app)]);
    await callAs(app, creator, 'PATCH', '/api/me', { instagramFollowers: 80_000 });
    const campaignId = await liveCampaign(business);
    expect((await joinAs(app, creator, campaignId)).statusCode).toBe(201);
    await addFunds(app, business, 50_000);
    await fundCampaign(app, business, campaignId, 50_000);
    const submitted = await callAs(app, creator, 'POST', `/api/creator/campaigns/${campaignId}/content`, {
      platform: 'instagram',
      videoUrl: `https://www.instagram.com/p/Key${randomUUID().slice(0, 8)}/`,
    });
    const postId = submitted.json().id as string;
    await callAs(app, business, 'POST', `/api/business/posts/${postId}/metrics`, {
      views: 12_000,
      likes: 800,
      comments: 50,
      shares: 30,
    });
    await callAs(app, business, 'POST', `/api/business/posts/${postId}/approve`, { disclosureSeen: true });
    expect((await callAs(app, business, 'POST', `/api/business/posts/${postId}/release-payment`)).statusCode).toBe(200);
    await callAs(app, creator, 'POST', '/api/creator/earnings/payout-account');
    await callAs(app, creator, 'POST', '/api/ledger/test-mode/payout-account', {
      accountHolder: 'Mia Lens',
      accountNumber: '000123456789',
    });
    expect(await availableBalance(app, creator)).toBe(19_760);

    const key = randomUUID();
    const withdraw = (amountCents: number) =>
      callAs(app, creator, 'POST', '/api/creator/earnings/withdrawals', { amountCents }, { 'idempotency-key': key });
    expect((await withdraw(5_000)).statusCode).toBe(201);
    const other = await withdraw(15_000);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject(REUSED);
    const rows = await app.db.select().from(payoutRequests).where(eq(payoutRequests.userId, creator.user.id));
    expect(rows.map((r) => r.amountCents)).toEqual([5_000]);
    expect(await availableBalance(app, creator)).toBe(14_760);
  });
});
