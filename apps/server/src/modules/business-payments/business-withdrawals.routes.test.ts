// Withdraw balance, disputes and refunds through the API with the test-mode provider (issue 25), on PGlite and (with
// DATABASE_URL) PostgreSQL: a withdrawal goes back to the deposits oldest first, never more than is available, once
// per key however many run at once; a refused refund returns its money; a disputed payment takes its money back (the
// wallet may go below zero, and then nothing is funded or launched) and a won dispute returns it; the ledger's
// invariants hold throughout.
import { randomUUID } from 'node:crypto';
import { paymentMessages } from '@microreach/domain/business-payments';
import { TEST_CARD_DISPUTED, TEST_CARD_REFUND_FAILS, TEST_CARD_SUCCESS } from '@microreach/domain/ledger';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositRefunds, paymentCheckouts } from '#server/db/schema/index.ts';
import { checkLedger } from '#server/modules/ledger/ledger-check.service.ts';
import {
  callAs,
  createTestApp,
  launchableCampaign,
  signUpBusiness,
  signUpCreator,
  type TestApp,
  type TestUser,
} from '#server/test/harness.ts';
import { escrowBalance, fundCampaign, keyed, walletBalance } from '#server/test/ledger.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  for (const check of await checkLedger(app.db)) expect(check.violations, check.name).toEqual([]);
  await app.close();
});

/** Add Funds through the test checkout with `card`; returns the checkout id. */
async function deposit(business: TestUser, cents: number, card = TEST_CARD_SUCCESS): Promise<string> {
  const started = await callAs(
    app,
    business,
    'POST',
    '/api/business/payments/checkouts',
    { amountCents: cents },
    keyed(),
  );
  expect(started.statusCode, started.body).toBe(201);
  const { id } = started.json() as { id: string };
  const paid = await callAs(app, business, 'POST', `/api/ledger/test-mode/checkouts/${id}/pay`, { cardNumber: card });
  expect(paid.statusCode, paid.body).toBe(200);
  return id;
}

const withdraw = (business: TestUser | null, amountCents: unknown, key: string | null = randomUUID()) =>
  callAs(
    app,
    business,
    'POST',
    '/api/business/payments/withdrawals',
    { amountCents },
    key === null ? {} : { 'idempotency-key': key },
  );

const setDispute = (business: TestUser | null, checkoutId: string, status: 'open' | 'won' | 'lost') =>
  callAs(app, business, 'POST', `/api/ledger/test-mode/checkouts/${checkoutId}/dispute`, { status });

const payments = async (business: TestUser) => (await callAs(app, business, 'GET', '/api/business/payments')).json();

async function checkoutRow(id: string) {
  const [row] = await app.db.select().from(paymentCheckouts).where(eq(paymentCheckouts.id, id));
  return row;
}

async function draftCampaign(business: TestUser) {
  const res = await callAs(app, business, 'POST', '/api/business/campaigns', launchableCampaign({ intent: 'draft' }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

describe('Withdraw balance', () => {
  it('refunds the deposits oldest first, says so in the history and the CSV, and replays with the same key', async () => {
    const business = await signUpBusiness(app);
    const first = await deposit(business, 10_000);
    const second = await deposit(business, 20_000);
    const third = await deposit(business, 30_000);
    expect(await payments(business)).toMatchObject({ balanceCents: 60_000, withdrawableCents: 60_000 });

    const key = randomUUID();
    const res = await withdraw(business, 25_000, key);
    expect(res.statusCode, res.body).toBe(201);
    const withdrawal = res.json();
    expect(withdrawal).toMatchObject({ amountCents: 25_000 });
    // Test mode refunds at once.
    expect(withdrawal.refunds).toEqual([
      expect.objectContaining({ amountCents: 10_000, state: 'succeeded', failureMessage: null }),
      expect.objectContaining({ amountCents: 15_000, state: 'succeeded', failureMessage: null }),
    ]);
    expect((await checkoutRow(first)).refundedCents).toBe(10_000);
    expect((await checkoutRow(second)).refundedCents).toBe(15_000);
    expect((await checkoutRow(third)).refundedCents).toBe(0);
    expect(await walletBalance(app, business)).toBe(35_000);

    const replay = await withdraw(business, 25_000, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().id).toBe(withdrawal.id);
    expect(await walletBalance(app, business)).toBe(35_000);
    expect(
      await app.db.select().from(depositRefunds).where(eq(depositRefunds.withdrawalId, withdrawal.id)),
    ).toHaveLength(2);

    expect(await payments(business)).toMatchObject({ balanceCents: 35_000, withdrawableCents: 35_000 });
    const history = (await callAs(app, business, 'GET', '/api/business/payments/transactions')).json();
    expect(history.items.slice(0, 2)).toEqual([
      expect.objectContaining({
        kind: 'deposit_refund',
        account: 'Wallet',
        amountCents: -15_000,
        balanceAfterCents: 35_000,
        description: 'Withdrawal: refunded to the payment of $200.00',
      }),
      expect.objectContaining({
        kind: 'deposit_refund',
        amountCents: -10_000,
        balanceAfterCents: 50_000,
        description: 'Withdrawal: refunded to the payment of $100.00',
      }),
    ]);
    const csv = (await callAs(app, business, 'GET', '/api/business/payments/transactions.csv')).body;
    expect(csv).toMatch(/,Wallet,Withdrawal: refunded to the payment of \$200\.00,-150,350\r\n/);
  });

  it('refuses bad amounts, more than is available and a missing key, and moves nothing', async () => {
    const business = await signUpBusiness(app);
    await deposit(business, 10_000);
    for (const amount of [-100, 0, 99, 10.5, 10_000_000 * 100 + 1, '100', null]) {
      const res = await withdraw(business, amount);
      expect(res.statusCode, String(amount)).toBe(400);
    }
    expect((await withdraw(business, 99)).json().message).toBe(paymentMessages.withdrawalTooSmall);
    const tooMuch = await withdraw(business, 10_001);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(tooMuch.json().message).toBe(`${paymentMessages.withdrawalAboveAvailable} Available to withdraw: $100.00.`);
    const unkeyed = await withdraw(business, 1_000, null);
    expect(unkeyed.statusCode).toBe(400);
    expect(unkeyed.json().message).toMatch(/Idempotency-Key/);
    expect(await walletBalance(app, business)).toBe(10_000);
  });

  it('withdraws only what is in the wallet: money moved to a campaign stays there', async () => {
    const business = await signUpBusiness(app);
    await deposit(business, 10_000);
    const campaignId = await draftCampaign(business);
    expect((await fundCampaign(app, business, campaignId, 7_000)).statusCode).toBe(201);
    expect((await payments(business)).withdrawableCents).toBe(3_000);
    expect((await withdraw(business, 3_001)).statusCode).toBe(409);
    expect((await withdraw(business, 3_000)).statusCode).toBe(201);
    const empty = await withdraw(business, 100);
    expect(empty.statusCode).toBe(409);
    expect(empty.json()).toMatchObject({ code: 'NOTHING_TO_WITHDRAW', message: paymentMessages.nothingToWithdraw });
    expect(await escrowBalance(app, campaignId)).toBe(7_000);
  });

  it('never withdraws more than the wallet holds, however many withdrawals run at once', async () => {
    const business = await signUpBusiness(app);
    await deposit(business, 6_000);
    await deposit(business, 4_000);
    const results = await Promise.all(Array.from({ length: 12 }, () => withdraw(business, 3_000)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(9);
    expect(await walletBalance(app, business)).toBe(1_000);
    const refunded = results
      .filter((r) => r.statusCode === 201)
      .flatMap((r) => r.json().refunds as Array<{ amountCents: number }>)
      .reduce((sum, r) => sum + r.amountCents, 0);
    expect(refunded).toBe(9_000);
  });

  it('returns a refused refund to the wallet, once', async () => {
    const business = await signUpBusiness(app);
    const failing = await deposit(business, 5_000, TEST_CARD_REFUND_FAILS);
    await deposit(business, 5_000);
    const res = await withdraw(business, 8_000);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().refunds).toEqual([
      expect.objectContaining({
        amountCents: 5_000,
        state: 'failed',
        failureMessage: `The card's bank refused the refund (test card ${TEST_CARD_REFUND_FAILS} always does).`,
      }),
      expect.objectContaining({ amountCents: 3_000, state: 'succeeded' }),
    ]);
    expect(await walletBalance(app, business)).toBe(7_000);
    expect((await checkoutRow(failing)).refundedCents).toBe(0);
    const history = (await callAs(app, business, 'GET', '/api/business/payments/transactions')).json();
    expect(history.items).toContainEqual(
      expect.objectContaining({
        kind: 'deposit_refund_failed',
        amountCents: 5_000,
        description: 'Refund failed: the money is back in your wallet',
      }),
    );
  });

  it('refuses a creator (403) and a signed-out visitor (401)', async () => {
    const creator = await signUpCreator(app);
    expect((await withdraw(creator, 1_000)).statusCode).toBe(403);
    expect((await withdraw(null, 1_000)).statusCode).toBe(401);
  });
});

describe('a disputed deposit (test card 4000 0000 0000 0259)', () => {
  it('takes the money back even below zero, refuses funding and launching until covered, and returns it when won', async () => {
    const business = await signUpBusiness(app);
    const checkoutId = await deposit(business, 10_000, TEST_CARD_DISPUTED);
    const campaignId = await draftCampaign(business);
    expect((await fundCampaign(app, business, campaignId, 8_000)).statusCode).toBe(201);

    const opened = await setDispute(business, checkoutId, 'open');
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().dispute).toEqual({ status: 'open', amountCents: 10_000 });
    expect(await walletBalance(app, business)).toBe(-8_000);
    expect(await payments(business)).toMatchObject({ balanceCents: -8_000, withdrawableCents: 0 });
    // Opening it again (a double click) takes nothing more.
    expect((await setDispute(business, checkoutId, 'open')).statusCode).toBe(409);
    expect(await walletBalance(app, business)).toBe(-8_000);

    await deposit(business, 5_000);
    const funding = await fundCampaign(app, business, campaignId, 1_000);
    expect(funding.statusCode).toBe(409);
    expect(funding.json()).toMatchObject({ code: 'WALLET_BELOW_ZERO', message: paymentMessages.walletBelowZero });
    const launch = await callAs(app, business, 'POST', `/api/business/campaigns/${campaignId}/status`, {
      action: 'publish',
    });
    expect(launch.statusCode).toBe(409);
    expect(launch.json()).toMatchObject({ code: 'WALLET_BELOW_ZERO', message: paymentMessages.walletBelowZero });
    const created = await callAs(app, business, 'POST', '/api/business/campaigns', launchableCampaign());
    expect(created.statusCode).toBe(409);
    expect(created.json().code).toBe('WALLET_BELOW_ZERO');
    const withdrawal = await withdraw(business, 1_000);
    expect(withdrawal.json()).toMatchObject({ code: 'WALLET_BELOW_ZERO' });
    expect(await escrowBalance(app, campaignId)).toBe(8_000);

    const history = (await callAs(app, business, 'GET', '/api/business/payments/transactions')).json();
    expect(history.items).toContainEqual(
      expect.objectContaining({ kind: 'dispute_debit', amountCents: -10_000, balanceAfterCents: -8_000 }),
    );

    const won = await setDispute(business, checkoutId, 'won');
    expect(won.statusCode, won.body).toBe(200);
    expect(won.json().dispute).toEqual({ status: 'won', amountCents: 10_000 });
    expect(await walletBalance(app, business)).toBe(7_000);
    // Closed: neither outcome applies twice.
    expect((await setDispute(business, checkoutId, 'lost')).json()).toMatchObject({
      code: 'DISPUTE_CLOSED',
      message: paymentMessages.disputeClosed,
    });
    expect((await setDispute(business, checkoutId, 'won')).statusCode).toBe(409);
    expect(await walletBalance(app, business)).toBe(7_000);
    expect((await checkoutRow(checkoutId)).disputedCents).toBe(0);
    expect((await fundCampaign(app, business, campaignId, 1_000)).statusCode).toBe(201);
    const published = await callAs(app, business, 'POST', `/api/business/campaigns/${campaignId}/status`, {
      action: 'publish',
    });
    expect(published.statusCode, published.body).toBe(200);
  });

  it('keeps the money away when lost: nothing of the deposit can be withdrawn', async () => {
    const business = await signUpBusiness(app);
    const checkoutId = await deposit(business, 10_000, TEST_CARD_DISPUTED);
    expect((await setDispute(business, checkoutId, 'open')).statusCode).toBe(200);
    expect((await setDispute(business, checkoutId, 'lost')).json().dispute).toEqual({
      status: 'lost',
      amountCents: 10_000,
    });
    expect(await walletBalance(app, business)).toBe(0);
    expect((await checkoutRow(checkoutId)).disputedCents).toBe(10_000);
    expect((await withdraw(business, 100)).json().code).toBe('NOTHING_TO_WITHDRAW');
  });

  it('is opened only for a payment made with that card, by its own business (404 to another, 403, 401)', async () => {
    const [business, other, creator] = await Promise.all([
      signUpBusiness(app),
      signUpBusiness(app),
      signUpCreator(app),
    ]);
    const plain = await deposit(business, 2_000);
    const refused = await setDispute(business, plain, 'open');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(paymentMessages.noDispute);
    const disputed = await deposit(business, 2_000, TEST_CARD_DISPUTED);
    expect((await setDispute(business, disputed, 'won')).json().message).toBe(paymentMessages.noDispute);
    expect((await setDispute(other, disputed, 'open')).statusCode).toBe(404);
    expect((await setDispute(creator, disputed, 'open')).statusCode).toBe(403);
    expect((await setDispute(null, disputed, 'open')).statusCode).toBe(401);
    expect(await walletBalance(app, business)).toBe(4_000);
  });
});
