// Money through the API (issue 13), on PGlite and (with DATABASE_URL) PostgreSQL: a business adds funds through the
// test-mode provider and funds a campaign; a creator's approved post earns from escrow; the creator withdraws; both
// pages show the cents the ledger holds; every refusal changes nothing; the ledger's invariants hold throughout.

import { randomUUID } from 'node:crypto';
import { paymentMessages } from '@microreach/domain/business-payments';
import { DAY_MS } from '@microreach/domain/calendar';
import { earningsMessages, MIN_WITHDRAWAL_CENTS } from '@microreach/domain/creator-earnings';
import {
  platformFeeCents,
  TEST_ACCOUNT_PAYOUTS_FAIL,
  TEST_CARD_DECLINED,
  TEST_CARD_SUCCESS,
} from '@microreach/domain/ledger';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, ledgerTransactions, paymentCheckouts, payoutRequests } from '#server/db/schema/index.ts';
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
  keyed,
  pendingBalance,
  walletBalance,
} from '#server/test/ledger.ts';
import { advanceContentClocks } from '../content-review/clocks.service.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  // Whatever the tests did, the ledger holds every invariant.
  for (const check of await checkLedger(app.db)) expect(check.violations, check.name).toEqual([]);
  await app.close();
});

let seq = 0;
const instagramUrl = () => `https://www.instagram.com/p/Money${seq++}${randomUUID().slice(0, 8)}/`;

/** A business with a Live Public campaign ($5,000; $500 per creator; $10 per 1K views, $0.10 per engagement), and a
 * creator (80k followers: no boost) who joined it. */
async function setUp() {
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
  return { business, creator, campaignId };
}

/** A post with figures, approved by the business: 12,000 views and 880 engagements earn $208. */
async function approvedPost(business: TestUser, creator: TestUser, campaignId: string, views = 12_000) {
  const submitted = await callAs(app, creator, 'POST', `/api/creator/campaigns/${campaignId}/content`, {
    platform: 'instagram',
    videoUrl: instagramUrl(),
  });
  expect(submitted.statusCode, submitted.body).toBe(201);
  const id = submitted.json().id as string;
  const recorded = await callAs(app, business, 'POST', `/api/business/posts/${id}/metrics`, {
    views,
    likes: 800,
    comments: 50,
    shares: 30,
  });
  expect(recorded.statusCode, recorded.body).toBe(200);
  const approved = await callAs(app, business, 'POST', `/api/business/posts/${id}/approve`, { disclosureSeen: true });
  expect(approved.statusCode, approved.body).toBe(200);
  return { id, earningsCents: approved.json().earningsCents as number };
}

async function setUpPayoutAccount(creator: TestUser, accountNumber = '000123456789') {
  const started = await callAs(app, creator, 'POST', '/api/creator/earnings/payout-account');
  expect(started.statusCode, started.body).toBe(200);
  expect(started.json().url).toBe('http://localhost:3000/test-payout-setup');
  const done = await callAs(app, creator, 'POST', '/api/ledger/test-mode/payout-account', {
    accountHolder: 'Mia Lens',
    accountNumber,
  });
  expect(done.statusCode, done.body).toBe(200);
  return done.json() as { label: string; active: boolean };
}

const withdraw = (creator: TestUser, amountCents: number, key = randomUUID()) =>
  callAs(app, creator, 'POST', '/api/creator/earnings/withdrawals', { amountCents }, { 'idempotency-key': key });

describe('Add Funds through the test-mode provider', () => {
  it('sends the business to the test checkout, and credits the wallet once when the card pays', async () => {
    const business = await signUpBusiness(app);
    const started = await callAs(
      app,
      business,
      'POST',
      '/api/business/payments/checkouts',
      { amountCents: 50_000 },
      keyed(),
    );
    expect(started.statusCode, started.body).toBe(201);
    const checkout = started.json();
    expect(checkout).toMatchObject({ provider: 'test', testMode: true, amountCents: 50_000, state: 'open' });
    expect(checkout.url).toBe(`http://localhost:3000/test-checkout/${checkout.id}`);
    expect(await walletBalance(app, business)).toBe(0);

    const pay = () =>
      callAs(app, business, 'POST', `/api/ledger/test-mode/checkouts/${checkout.id}/pay`, {
        cardNumber: '4242 4242 4242 4242',
      });
    const paid = await pay();
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ state: 'paid', url: null });
    expect(await walletBalance(app, business)).toBe(50_000);
    // Paying again (a double click, a reload) changes nothing.
    expect((await pay()).statusCode).toBe(200);
    expect(await walletBalance(app, business)).toBe(50_000);

    const page = (await callAs(app, business, 'GET', '/api/business/payments')).json();
    expect(page).toMatchObject({
      testMode: true,
      balanceCents: 50_000,
      totalFundedCents: 50_000,
      pendingPaymentsCents: 0,
    });
    const history = (await callAs(app, business, 'GET', '/api/business/payments/transactions')).json();
    expect(history.items).toEqual([
      expect.objectContaining({ kind: 'deposit', account: 'Wallet', amountCents: 50_000, balanceAfterCents: 50_000 }),
    ]);
  });

  it('declines the declined test card with a clear message and credits nothing', async () => {
    const business = await signUpBusiness(app);
    const { id } = (
      await callAs(app, business, 'POST', '/api/business/payments/checkouts', { amountCents: 10_000 }, keyed())
    ).json();
    const declined = await callAs(app, business, 'POST', `/api/ledger/test-mode/checkouts/${id}/pay`, {
      cardNumber: TEST_CARD_DECLINED,
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ code: 'PAYMENT_DECLINED', message: paymentMessages.cardDeclined });
    expect(await walletBalance(app, business)).toBe(0);
    // A declined checkout is closed: a second card on it is refused, and nothing is credited.
    const retry = await callAs(app, business, 'POST', `/api/ledger/test-mode/checkouts/${id}/pay`, {
      cardNumber: TEST_CARD_SUCCESS,
    });
    expect(retry.statusCode).toBe(409);
    expect(await walletBalance(app, business)).toBe(0);
    const [row] = await app.db.select().from(paymentCheckouts).where(eq(paymentCheckouts.id, id));
    expect(row.state).toBe('declined');
  });

  it('refuses bad amounts and a missing Idempotency-Key, and stores nothing', async () => {
    const business = await signUpBusiness(app);
    for (const amountCents of [-100, 0, 99, 10.5, 100_000 * 100 + 1, '100', null]) {
      const res = await callAs(app, business, 'POST', '/api/business/payments/checkouts', { amountCents }, keyed());
      expect(res.statusCode, String(amountCents)).toBe(400);
    }
    const unkeyed = await callAs(app, business, 'POST', '/api/business/payments/checkouts', { amountCents: 10_000 });
    expect(unkeyed.statusCode).toBe(400);
    expect(unkeyed.json().message).toMatch(/Idempotency-Key/);
    expect(
      await app.db.select().from(paymentCheckouts).where(eq(paymentCheckouts.businessId, business.user.id)),
    ).toEqual([]);
  });

  it("refuses another business's checkout (404), a creator (403) and a signed-out visitor (401)", async () => {
    const [owner, other, creator] = await Promise.all([signUpBusiness(app), signUpBusiness(app), signUpCreator(app)]);
    const { id } = (
      await callAs(app, owner, 'POST', '/api/business/payments/checkouts', { amountCents: 10_000 }, keyed())
    ).json();
    const card = { cardNumber: TEST_CARD_SUCCESS };
    expect((await callAs(app, other, 'GET', `/api/business/payments/checkouts/${id}`)).statusCode).toBe(404);
    expect((await callAs(app, other, 'POST', `/api/ledger/test-mode/checkouts/${id}/pay`, card)).statusCode).toBe(404);
    expect((await callAs(app, creator, 'POST', `/api/ledger/test-mode/checkouts/${id}/pay`, card)).statusCode).toBe(
      403,
    );
    expect((await callAs(app, null, 'POST', `/api/ledger/test-mode/checkouts/${id}/pay`, card)).statusCode).toBe(401);
    for (const url of ['/api/business/payments', '/api/business/payments/transactions']) {
      expect((await callAs(app, creator, 'GET', url)).statusCode).toBe(403);
      expect((await callAs(app, null, 'GET', url)).statusCode).toBe(401);
    }
    expect(await walletBalance(app, owner)).toBe(0);
    expect(await walletBalance(app, other)).toBe(0);
  });

  it('has no webhook in test mode', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/ledger/webhooks/stripe', payload: '{}' });
    expect(res.statusCode).toBe(404);
  });
});

describe('funding a campaign', () => {
  it('moves money from the wallet into escrow once per key, and never more than the wallet holds', async () => {
    const { business, campaignId } = await setUp();
    await addFunds(app, business, 30_000);
    const tooMuch = await fundCampaign(app, business, campaignId, 30_001);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS', message: paymentMessages.insufficientWallet });
    expect(await escrowBalance(app, campaignId)).toBe(0);

    const key = randomUUID();
    const funded = await fundCampaign(app, business, campaignId, 20_000, key);
    expect(funded.statusCode, funded.body).toBe(201);
    expect(funded.json()).toMatchObject({ fundedCents: 20_000, remainingCents: 20_000, spentCents: 0 });
    const replay = await fundCampaign(app, business, campaignId, 20_000, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await walletBalance(app, business)).toBe(10_000);
    expect(await escrowBalance(app, campaignId)).toBe(20_000);
  });

  it('shows creators on Browse Campaigns what the campaign holds in escrow', async () => {
    const { business, creator, campaignId } = await setUp();
    const [campaign] = await app.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
    const browse = async () => {
      const res = await callAs(
        app,
        creator,
        'GET',
        `/api/creator/campaigns?q=${encodeURIComponent(campaign.campaignName)}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().items as Array<{ id: string; escrowCents: number }>).find((c) => c.id === campaignId);
    };
    expect((await browse())?.escrowCents).toBe(0);
    await addFunds(app, business, 30_000);
    await fundCampaign(app, business, campaignId, 25_000);
    expect((await browse())?.escrowCents).toBe(25_000);
  });

  it("refuses another business's campaign (404), a creator (403), a signed-out visitor (401) and a finished one", async () => {
    const { business, creator, campaignId } = await setUp();
    const other = await signUpBusiness(app);
    await addFunds(app, other, 10_000);
    expect((await fundCampaign(app, other, campaignId, 5_000)).statusCode).toBe(404);
    expect((await fundCampaign(app, creator as TestUser, campaignId, 5_000)).statusCode).toBe(403);
    const signedOut = await callAs(
      app,
      null,
      'POST',
      `/api/business/payments/campaigns/${campaignId}/funding`,
      { amountCents: 5_000 },
      keyed(),
    );
    expect(signedOut.statusCode).toBe(401);
    await addFunds(app, business, 10_000);
    await app.db.update(campaigns).set({ status: 'Completed' }).where(eq(campaigns.id, campaignId));
    const finished = await fundCampaign(app, business, campaignId, 5_000);
    expect(finished.statusCode).toBe(409);
    expect(finished.json()).toMatchObject({ code: 'NOT_FUNDABLE', message: paymentMessages.campaignNotFundable });
    expect(await walletBalance(app, other)).toBe(10_000);
    expect(await walletBalance(app, business)).toBe(10_000);
    expect(await escrowBalance(app, campaignId)).toBe(0);
  });

  it('parallel fundings sum exactly', async () => {
    const { business, campaignId } = await setUp();
    await addFunds(app, business, 100_000);
    const results = await Promise.all(Array.from({ length: 20 }, () => fundCampaign(app, business, campaignId, 1_000)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    expect(await escrowBalance(app, campaignId)).toBe(20_000);
    expect(await walletBalance(app, business)).toBe(80_000);
  });
});

describe("a post's earnings, from escrow to the creator's bank", () => {
  it('sets earnings aside when approved, settles them less the 5% fee when tracking ends, and pays a withdrawal', async () => {
    const { business, creator, campaignId } = await setUp();
    await addFunds(app, business, 100_000);
    expect((await fundCampaign(app, business, campaignId, 50_000)).statusCode).toBe(201);

    const post = await approvedPost(business, creator, campaignId);
    expect(post.earningsCents).toBe(20_800);
    // Approved and tracking: set aside from escrow, pending for the creator.
    expect(await escrowBalance(app, campaignId)).toBe(50_000 - 20_800);
    expect(await pendingBalance(app, creator)).toBe(20_800);
    expect(await availableBalance(app, creator)).toBe(0);
    const pending = (await callAs(app, creator, 'GET', '/api/creator/earnings')).json();
    expect(pending).toMatchObject({ availableCents: 0, pendingCents: 20_800, totalEarningsCents: 20_800 });
    expect(pending.payments).toEqual([
      expect.objectContaining({
        postId: post.id,
        status: 'pending',
        grossCents: 20_800,
        feeCents: 1_040,
        netCents: 19_760,
      }),
    ]);
    const exportRow = async () =>
      (await callAs(app, creator, 'GET', '/api/creator/earnings/transactions.csv')).body
        .split('\r\n')
        .find((line) => line.includes(',Earnings,'));
    expect(await exportRow()).toMatch(/,Pending,208,10\.40,197\.60$/);

    // The tracking window ends (7 days): the earnings are final and settled.
    await advanceContentClocks(app.db, new Date(Date.now() + 8 * DAY_MS));
    const fee = platformFeeCents(20_800);
    expect(fee).toBe(1_040);
    expect(await pendingBalance(app, creator)).toBe(0);
    expect(await availableBalance(app, creator)).toBe(20_800 - fee);
    const earnings = (await callAs(app, creator, 'GET', '/api/creator/earnings')).json();
    expect(earnings).toMatchObject({
      availableCents: 19_760,
      pendingCents: 0,
      totalEarningsCents: 20_800,
      platformFeesCents: 1_040,
      // Settled now: this month's earnings.
      monthly: { thisMonthCents: 20_800, lastMonthCents: 0 },
    });
    expect(earnings.payments[0]).toMatchObject({
      status: 'completed',
      grossCents: 20_800,
      feeCents: 1_040,
      netCents: 19_760,
    });
    expect(await exportRow()).toMatch(/,Completed,208,10\.40,197\.60$/);
    expect(earnings.campaigns).toEqual([
      expect.objectContaining({ campaignId, tab: 'live', views: 12_000, earningsCents: 20_800, posts: 1 }),
    ]);
    const businessPage = (await callAs(app, business, 'GET', '/api/business/payments')).json();
    expect(businessPage.campaigns.find((c: { id: string }) => c.id === campaignId)).toMatchObject({
      fundedCents: 50_000,
      spentCents: 20_800,
      pendingCents: 0,
      remainingCents: 29_200,
      awaitingFundingCents: 0,
    });
    expect(businessPage.balanceCents).toBe(50_000);

    // Withdraw: needs a payout account, at least $10, at most what is available.
    const noAccount = await withdraw(creator, 5_000);
    expect(noAccount.statusCode).toBe(409);
    expect(noAccount.json()).toMatchObject({ code: 'NO_PAYOUT_ACCOUNT', message: earningsMessages.noPayoutAccount });
    expect(await setUpPayoutAccount(creator)).toEqual({ provider: 'test', label: 'Test Bank ••••6789', active: true });
    expect((await withdraw(creator, MIN_WITHDRAWAL_CENTS - 1)).json()).toMatchObject({
      statusCode: 400,
      message: earningsMessages.withdrawalTooSmall,
    });
    const overdraw = await withdraw(creator, 19_761);
    expect(overdraw.statusCode).toBe(409);
    expect(overdraw.json()).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      message: earningsMessages.insufficientAvailable,
    });
    expect(await availableBalance(app, creator)).toBe(19_760);

    const key = randomUUID();
    const paid = await withdraw(creator, 15_000, key);
    expect(paid.statusCode, paid.body).toBe(201);
    const [row] = await app.db.select().from(payoutRequests).where(eq(payoutRequests.id, paid.json().id));
    expect(row).toMatchObject({ status: 'paid', amountCents: 15_000, providerRef: `test_po_${row.id}` });
    // The same key again: the same payout, not a second one.
    expect((await withdraw(creator, 15_000, key)).json().id).toBe(row.id);
    expect(await availableBalance(app, creator)).toBe(4_760);
    const after = (await callAs(app, creator, 'GET', '/api/creator/earnings')).json();
    expect(after).toMatchObject({ availableCents: 4_760, withdrawnCents: 15_000 });
    expect(after.payouts).toEqual([expect.objectContaining({ id: row.id, status: 'paid', amountCents: 15_000 })]);
    // The creator dashboard's Withdrawn card reads the same.
    const dashboard = (await callAs(app, creator, 'GET', '/api/creator/dashboard')).json();
    expect(dashboard.summary.withdrawnCents).toBe(15_000);
  });

  it('pays a tracked post at once when its business chooses Pay now, and refuses anyone else', async () => {
    const { business, creator, campaignId } = await setUp();
    await addFunds(app, business, 50_000);
    await fundCampaign(app, business, campaignId, 50_000);
    const post = await approvedPost(business, creator, campaignId);
    const other = await signUpBusiness(app);
    const url = `/api/business/posts/${post.id}/release-payment`;
    expect((await callAs(app, other, 'POST', url)).statusCode).toBe(404);
    expect((await callAs(app, creator, 'POST', url)).statusCode).toBe(403);
    expect((await callAs(app, null, 'POST', url)).statusCode).toBe(401);
    expect(await availableBalance(app, creator)).toBe(0);

    const paid = await callAs(app, business, 'POST', url);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ stage: 'approved', earningsStatus: 'final', earningsCents: 20_800 });
    expect(await availableBalance(app, creator)).toBe(19_760);
    expect(await pendingBalance(app, creator)).toBe(0);
    const again = await callAs(app, business, 'POST', url);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'INVALID_CONTENT_STAGE' });
    expect(await availableBalance(app, creator)).toBe(19_760);
  });

  it('returns a failed payout to the available balance', async () => {
    const { business, creator, campaignId } = await setUp();
    await addFunds(app, business, 50_000);
    await fundCampaign(app, business, campaignId, 50_000);
    await approvedPost(business, creator, campaignId);
    await advanceContentClocks(app.db, new Date(Date.now() + 8 * DAY_MS));
    await setUpPayoutAccount(creator, TEST_ACCOUNT_PAYOUTS_FAIL);
    const res = await withdraw(creator, 10_000);
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await app.db.select().from(payoutRequests).where(eq(payoutRequests.id, res.json().id));
    expect(row.status).toBe('failed');
    expect(row.failureMessage).toMatch(/refused this payout/);
    expect(await availableBalance(app, creator)).toBe(19_760);
  });

  it('lets earnings beyond the escrow wait, visibly, and sets them aside when the business funds more', async () => {
    const { business, creator, campaignId } = await setUp();
    await addFunds(app, business, 50_000);
    await fundCampaign(app, business, campaignId, 5_000);
    const post = await approvedPost(business, creator, campaignId);
    expect(await pendingBalance(app, creator)).toBe(5_000);
    expect(await escrowBalance(app, campaignId)).toBe(0);
    const page = (await callAs(app, business, 'GET', '/api/business/payments')).json();
    expect(page.campaigns.find((c: { id: string }) => c.id === campaignId)).toMatchObject({
      pendingCents: 5_000,
      awaitingFundingCents: post.earningsCents - 5_000,
    });
    const creatorPage = (await callAs(app, creator, 'GET', '/api/creator/earnings')).json();
    expect(creatorPage.payments[0]).toMatchObject({ awaitingFundingCents: post.earningsCents - 5_000 });

    await fundCampaign(app, business, campaignId, 20_000);
    expect(await pendingBalance(app, creator)).toBe(post.earningsCents);
    expect(await escrowBalance(app, campaignId)).toBe(25_000 - post.earningsCents);
  });

  it('never overdraws one balance with 50 parallel withdrawals', async () => {
    const { business, creator, campaignId } = await setUp();
    await addFunds(app, business, 50_000);
    await fundCampaign(app, business, campaignId, 50_000);
    await approvedPost(business, creator, campaignId);
    await advanceContentClocks(app.db, new Date(Date.now() + 8 * DAY_MS));
    await setUpPayoutAccount(creator);
    const available = await availableBalance(app, creator);
    expect(available).toBe(19_760);
    const results = await Promise.all(Array.from({ length: 50 }, () => withdraw(creator, 1_000)));
    const ok = results.filter((r) => r.statusCode === 201).length;
    expect(ok).toBe(Math.floor(available / 1_000));
    expect(results.filter((r) => r.statusCode === 409).length).toBe(50 - ok);
    expect(await availableBalance(app, creator)).toBe(available - ok * 1_000);
    const rows = await app.db.select().from(payoutRequests).where(eq(payoutRequests.userId, creator.user.id));
    expect(rows.length).toBe(ok);
  });

  it('refuses the creator routes to a business (403) and a signed-out visitor (401)', async () => {
    const business = await signUpBusiness(app);
    for (const [method, url] of [
      ['GET', '/api/creator/earnings'],
      ['POST', '/api/creator/earnings/payout-account'],
      ['POST', '/api/ledger/test-mode/payout-account'],
    ] as const) {
      expect((await callAs(app, business, method, url, method === 'POST' ? {} : undefined)).statusCode).toBe(403);
      expect((await callAs(app, null, method, url, method === 'POST' ? {} : undefined)).statusCode).toBe(401);
    }
    const res = await callAs(
      app,
      business,
      'POST',
      '/api/creator/earnings/withdrawals',
      { amountCents: 1_000 },
      keyed(),
    );
    expect(res.statusCode).toBe(403);
    expect(
      await app.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.userId, business.user.id)),
    ).toEqual([]);
  });

  it('refuses to delete a campaign with an approved post; ending it pays the post and then returns the rest', async () => {
    const { business, creator, campaignId } = await setUp();
    await addFunds(app, business, 50_000);
    await fundCampaign(app, business, campaignId, 50_000);
    const post = await approvedPost(business, creator, campaignId);
    const wallet = await walletBalance(app, business);
    expect((await callAs(app, business, 'DELETE', `/api/business/campaigns/${campaignId}`)).statusCode).toBe(409);
    const ended = await callAs(app, business, 'POST', `/api/business/campaigns/${campaignId}/status`, {
      action: 'end',
    });
    expect(ended.statusCode, ended.body).toBe(200);
    // The post is still being tracked: its money stays set aside until tracking ends.
    expect(await pendingBalance(app, creator)).toBe(post.earningsCents);
    expect(await walletBalance(app, business)).toBe(wallet);
    await advanceContentClocks(app.db, new Date(Date.now() + 8 * DAY_MS));
    expect(await pendingBalance(app, creator)).toBe(0);
    expect(await availableBalance(app, creator)).toBe(post.earningsCents - platformFeeCents(post.earningsCents));
    expect(await walletBalance(app, business)).toBe(wallet + 50_000 - post.earningsCents);
  });
});
