// Reconciliation (issue 25, item 8): the ledger's provider account against the provider's own records, through Stripe
// (the local fake's balance transactions, made by the same requests and events the app sends and receives) and test
// mode (its books). Money that moved the same way on both sides is no difference, whatever it went through; a payment
// the ledger never recorded, a ledger deposit the provider never took and an amount the two disagree on each are one,
// recorded with the run. Each scenario has a database of its own: reconciliation reads everything in it.
import { randomBytes, randomUUID } from 'node:crypto';
import { TEST_ACCOUNT_PAYOUTS_FAIL, TEST_CARD_DISPUTED, TEST_CARD_REFUND_FAILS } from '@microreach/domain/ledger';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client.ts';
import {
  paymentCheckouts,
  payoutAccounts,
  payoutRequests,
  reconciliationDifferences,
  reconciliationRuns,
} from '#server/db/schema/index.ts';
import { createScratchDatabase } from '#server/db/scratch-database.ts';
import { readEnv } from '#server/env.ts';
import {
  callAs,
  createTestApp,
  signUpBusiness,
  signUpCreator,
  type TestApp,
  type TestUser,
} from '#server/test/harness.ts';
import { keyed } from '#server/test/ledger.ts';
import { type FakeStripe, startFakeStripe } from '#server/test/support/fake-stripe.ts';
import { account, transfer } from './ledger.service.ts';
import { StripeProvider } from './providers/stripe.ts';
import { TestModeProvider } from './providers/test-mode.ts';
import type { PaymentProvider } from './providers/types.ts';
import { reconcileProvider } from './reconciliation.service.ts';
import { providersToReconcile, RECONCILE_EXIT, reconcileAndReport } from './reconciliation-report.service.ts';
import { testProviderBooks } from './test-provider-books.ts';

const APP_URL = 'http://localhost:3000';
const closing: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const close of closing.reverse()) await close();
});

/** An app on a database of its own, with the provider `makeProvider` builds for that database. */
async function appWith<P extends PaymentProvider>(makeProvider: (db: TestApp['db']) => P) {
  const url = readEnv().DATABASE_URL;
  const scratch = url ? await createScratchDatabase(url, 'reconcile') : null;
  const database = scratch
    ? await openDatabase({ engine: 'postgres', url: scratch.url, poolSize: 4 })
    : await openDatabase({ engine: 'pglite', dataDir: null });
  await database.migrate();
  const provider = makeProvider(database.db);
  const app = await createTestApp({ database, payments: provider });
  closing.push(async () => {
    await app.close();
    await scratch?.drop();
  });
  return { app, provider };
}

/** What `npm run ledger:reconcile` prints and its exit code, for these providers on this app's database. */
async function command(app: TestApp, providers: PaymentProvider[]) {
  const lines: string[] = [];
  const code = await reconcileAndReport(app.db, providers, {}, (line) => lines.push(line));
  return { code, output: lines.join('\n') };
}

async function runRow(app: TestApp, runId: string) {
  const [run] = await app.db.select().from(reconciliationRuns).where(eq(reconciliationRuns.id, runId));
  const differences = await app.db
    .select()
    .from(reconciliationDifferences)
    .where(eq(reconciliationDifferences.runId, runId));
  return { run, differences };
}

/** A creator's available balance, taken from a business's wallet (no provider involved). */
async function earnings(app: TestApp, business: TestUser, creator: TestUser, cents: number) {
  await transfer(app.db, {
    kind: 'earnings_settlement',
    description: 'test earnings',
    idempotencyKey: `test:${randomUUID()}`,
    creatorId: creator.user.id,
    legs: [
      { account: account.wallet(business.user.id), amountCents: -cents },
      { account: account.available(creator.user.id), amountCents: cents },
    ],
  });
}

/** Withdraw Funds (sent to the provider before the answer: no job queue here); the payout's status after it. */
async function withdrawFunds(app: TestApp, creator: TestUser, amountCents: number) {
  const res = await callAs(app, creator, 'POST', '/api/creator/earnings/withdrawals', { amountCents }, keyed());
  expect(res.statusCode, res.body).toBe(201);
  const [row] = await app.db.select().from(payoutRequests).where(eq(payoutRequests.id, res.json().id));
  return row.status;
}
const withdrawBalanceAs = (app: TestApp, business: TestUser, amountCents: number) =>
  callAs(app, business, 'POST', '/api/business/payments/withdrawals', { amountCents }, keyed());

describe('through Stripe (balance transactions)', () => {
  const WEBHOOK_SECRET = 'whsec_test_reconcile';
  let fake: FakeStripe;
  /** An app and a Stripe of its own (a fake's records are everything it was asked for). */
  async function stripeOn() {
    fake = await startFakeStripe();
    closing.push(() => fake.close());
    const stripe = fake;
    return appWith(
      () =>
        new StripeProvider({
          secretKey: stripe.secretKey,
          webhookSecret: WEBHOOK_SECRET,
          apiBaseUrl: stripe.url,
          timeoutMs: 2_000,
        }),
    );
  }

  function stripeEvent(type: string, object: object) {
    return {
      id: `evt_${randomBytes(12).toString('hex')}`,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
  }

  async function deliver(app: TestApp, event: object) {
    const payload = JSON.stringify(event);
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const res = await app.inject({
      method: 'POST',
      url: '/api/ledger/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  /** Add Funds: the checkout our app opened at Stripe. */
  async function openCheckout(app: TestApp, business: TestUser, amountCents: number) {
    const res = await callAs(app, business, 'POST', '/api/business/payments/checkouts', { amountCents }, keyed());
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await app.db.select().from(paymentCheckouts).where(eq(paymentCheckouts.id, res.json().id));
    return row.providerRef ?? '';
  }

  /** Add Funds paid by card and its webhook delivered; returns the PaymentIntent. */
  async function deposit(app: TestApp, business: TestUser, amountCents: number) {
    const session = fake.payCheckout(await openCheckout(app, business, amountCents));
    expect(await deliver(app, stripeEvent('checkout.session.completed', session))).toEqual({
      received: true,
      applied: true,
    });
    return session.payment_intent ?? '';
  }

  it('finds no difference after deposits, a payout, a refund failed at the bank and disputes won and lost', async () => {
    const { app, provider } = await stripeOn();
    const business = await signUpBusiness(app);
    await deposit(app, business, 50_000);
    const wonPayment = await deposit(app, business, 10_000);
    const lostPayment = await deposit(app, business, 8_000);

    // A creator paid out through a Transfer.
    const creator = await signUpCreator(app);
    await earnings(app, business, creator, 20_000);
    expect((await callAs(app, creator, 'POST', '/api/creator/earnings/payout-account')).statusCode).toBe(200);
    const [acct] = await app.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, creator.user.id));
    fake.setAccount(acct.externalId, {
      payoutsEnabled: true,
      bankAccount: { bankName: 'STRIPE TEST BANK', last4: '6789' },
    });
    expect((await callAs(app, creator, 'POST', '/api/creator/earnings/payout-account/refresh')).statusCode).toBe(200);
    expect(await withdrawFunds(app, creator, 20_000)).toBe('paid');

    // Withdraw balance: refunded by Stripe, then failed at the bank (the money came back to both).
    expect((await withdrawBalanceAs(app, business, 5_000)).statusCode).toBe(201);
    const [refund] = fake.refunds();
    await deliver(app, stripeEvent('refund.failed', fake.failRefund(refund.id)));

    // Disputes: one won (taken, then given back), one lost.
    await deliver(app, stripeEvent('charge.dispute.created', fake.dispute(wonPayment, 'needs_response')));
    await deliver(app, stripeEvent('charge.dispute.closed', fake.dispute(wonPayment, 'won')));
    await deliver(app, stripeEvent('charge.dispute.created', fake.dispute(lostPayment, 'needs_response')));
    await deliver(app, stripeEvent('charge.dispute.closed', fake.dispute(lostPayment, 'lost')));

    const result = await reconcileProvider(app.db, provider);

    expect(result.differences).toEqual([]);
    // 3 deposits, 1 payout, 1 refund, 2 disputes; gross on both sides (Stripe's fees are in no total).
    expect(result).toMatchObject({ status: 'ok', compared: 7, ledgerTotalCents: 40_000, providerTotalCents: 40_000 });
    expect(fake.balanceTransactions().reduce((sum, bt) => sum + bt.net, 0)).toBeLessThan(40_000);
    expect((await runRow(app, result.runId)).run).toMatchObject({
      provider: 'stripe',
      status: 'ok',
      differenceCount: 0,
      periodFrom: null,
      ledgerTotalCents: 40_000,
      providerTotalCents: 40_000,
      error: null,
    });
    const cli = await command(app, [provider]);
    expect(cli.code).toBe(RECONCILE_EXIT.agree);
    expect(cli.output).toMatch(/^ok {3}stripe: 7 compared .*they agree\.$/);

    // The adapter reads every page: the fake pages as Stripe does (newest first, starting_after).
    const sdk = new Stripe(fake.secretKey, { host: '127.0.0.1', port: new URL(fake.url).port, protocol: 'http' });
    const paged = await sdk.balanceTransactions.list({ limit: 2 }).autoPagingToArray({ limit: 100 });
    expect(paged.map((bt) => bt.id)).toEqual(
      fake
        .balanceTransactions()
        .map((bt) => bt.id)
        .reverse(),
    );
    // 3 charges, a transfer, a refund and its failure, a dispute taken and given back, one taken.
    expect(paged).toHaveLength(9);
  }, 60_000);

  it('records a payment the ledger never recorded, a ledger deposit Stripe never took and an amount they disagree on', async () => {
    const { app, provider } = await stripeOn();
    const business = await signUpBusiness(app);

    // Paid at Stripe, but its webhook never arrived.
    const unheard = fake.payCheckout(await openCheckout(app, business, 12_300));
    // A signed event for a payment Stripe never took (the webhook secret leaked, say).
    const forged = `pi_forged${randomBytes(6).toString('hex')}`;
    const forgedSession = { ...fake.session(await openCheckout(app, business, 4_500)), status: 'complete' };
    await deliver(
      app,
      stripeEvent('checkout.session.completed', { ...forgedSession, payment_status: 'paid', payment_intent: forged }),
    );
    // Refunded in part in Stripe's Dashboard, then disputed in full: the ledger takes only what was left.
    const disputed = await deposit(app, business, 20_000);
    await deliver(app, stripeEvent('refund.created', fake.refundInDashboard(disputed, 3_000)));
    const dispute = fake.dispute(disputed, 'needs_response');
    await deliver(app, stripeEvent('charge.dispute.created', dispute));

    const result = await reconcileProvider(app.db, provider);

    expect(result.status).toBe('differences');
    expect(result.differences).toHaveLength(3);
    expect(result.differences).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'missing_in_ledger',
          subject: 'deposit',
          reference: unheard.payment_intent,
          ledgerCents: null,
          providerCents: 12_300,
          ledgerTransactionId: null,
          detail: expect.stringContaining('the ledger has no movement for it'),
        }),
        expect.objectContaining({
          kind: 'missing_at_provider',
          subject: 'deposit',
          reference: forged,
          ledgerCents: 4_500,
          providerCents: null,
          ledgerTransactionId: expect.any(String),
          detail: expect.stringContaining('the provider has no record of it'),
        }),
        expect.objectContaining({
          kind: 'amount_mismatch',
          subject: 'dispute',
          reference: dispute.id,
          ledgerCents: -17_000,
          providerCents: -20_000,
        }),
      ]),
    );
    const { run, differences } = await runRow(app, result.runId);
    expect(run).toMatchObject({ status: 'differences', differenceCount: 3 });
    expect(differences.map((d) => d.reference).sort()).toEqual([unheard.payment_intent, forged, dispute.id].sort());

    const cli = await command(app, [provider]);
    expect(cli.code).toBe(RECONCILE_EXIT.differences);
    expect(cli.output).toContain('FAIL stripe: 3 difference(s)');
    expect(cli.output).toContain(
      `missing_in_ledger deposit ${unheard.payment_intent}: ledger nothing, provider +$123.00`,
    );

    // Stripe not answering is a failed run, recorded with its reason, and the command says it could not compare.
    fake.fail('GET /v1/balance_transactions', { kind: 'api_error' });
    await expect(reconcileProvider(app.db, provider)).rejects.toThrow(/balance transactions/);
    const [failed] = await app.db.select().from(reconciliationRuns).where(eq(reconciliationRuns.status, 'failed'));
    expect(failed).toMatchObject({ provider: 'stripe', ledgerTotalCents: null, error: expect.stringContaining('500') });
    fake.fail('GET /v1/balance_transactions', { kind: 'api_error' });
    expect((await command(app, [provider])).code).toBe(RECONCILE_EXIT.failed);
  }, 60_000);
});

describe('in test mode (its books)', () => {
  const testModeOn = () => appWith((db) => new TestModeProvider(APP_URL, testProviderBooks(db)));

  async function pay(app: TestApp, business: TestUser, amountCents: number, cardNumber = '4242424242424242') {
    const res = await callAs(app, business, 'POST', '/api/business/payments/checkouts', { amountCents }, keyed());
    const id = res.json().id as string;
    const paid = await callAs(app, business, 'POST', `/api/ledger/test-mode/checkouts/${id}/pay`, { cardNumber });
    expect(paid.statusCode, paid.body).toBe(200);
    return id;
  }

  const dispute = (app: TestApp, business: TestUser, checkoutId: string, status: 'open' | 'won' | 'lost') =>
    callAs(app, business, 'POST', `/api/ledger/test-mode/checkouts/${checkoutId}/dispute`, { status }).then((res) =>
      expect(res.statusCode, res.body).toBe(200),
    );

  async function creatorWithBank(app: TestApp, business: TestUser, accountNumber: string) {
    const creator = await signUpCreator(app);
    await earnings(app, business, creator, 20_000);
    expect((await callAs(app, creator, 'POST', '/api/creator/earnings/payout-account')).statusCode).toBe(200);
    const setUp = await callAs(app, creator, 'POST', '/api/ledger/test-mode/payout-account', {
      accountHolder: 'Mia Lens',
      accountNumber,
    });
    expect(setUp.statusCode, setUp.body).toBe(200);
    return creator;
  }

  it('finds no difference after deposits, refunds (one refused), disputes won and lost, and payouts (one refused)', async () => {
    const { app, provider } = await testModeOn();
    const business = await signUpBusiness(app);
    await pay(app, business, 10_000, TEST_CARD_REFUND_FAILS);
    await pay(app, business, 50_000);
    const won = await pay(app, business, 10_000, TEST_CARD_DISPUTED);
    const lost = await pay(app, business, 8_000, TEST_CARD_DISPUTED);
    // Oldest deposit first: 10,000 to the card whose refunds fail (it comes back), 2,000 refunded.
    const withdrawal = await withdrawBalanceAs(app, business, 12_000);
    expect(withdrawal.json().refunds.map((r: { state: string }) => r.state)).toEqual(['failed', 'succeeded']);
    await dispute(app, business, won, 'open');
    await dispute(app, business, won, 'won');
    await dispute(app, business, lost, 'open');
    await dispute(app, business, lost, 'lost');
    const paid = await creatorWithBank(app, business, '000123456789');
    expect(await withdrawFunds(app, paid, 20_000)).toBe('paid');
    const refused = await creatorWithBank(app, business, TEST_ACCOUNT_PAYOUTS_FAIL);
    expect(await withdrawFunds(app, refused, 20_000)).toBe('failed');

    const result = await reconcileProvider(app.db, provider);

    expect(result.differences).toEqual([]);
    // 4 deposits, 2 refunds (the refused one nets to nothing on both sides), 2 disputes, 1 payout.
    expect(result).toMatchObject({ status: 'ok', compared: 9, ledgerTotalCents: 48_000, providerTotalCents: 48_000 });
    const cli = await command(app, await providersToReconcile(app.db, readEnv(), APP_URL));
    expect(cli).toEqual({ code: RECONCILE_EXIT.agree, output: expect.stringMatching(/^ok {3}test: 9 compared/) });
  }, 60_000);

  it('records a charge the ledger never recorded, a deposit the provider never booked and a deposit they disagree on', async () => {
    const { app, provider } = await testModeOn();
    const business = await signUpBusiness(app);

    // The checkout page charged the card, and the server stopped before the deposit was recorded.
    await provider.chargeCard('test_pi_interrupted', 7_700);
    // A deposit written straight to the ledger (as before the provider kept books): nothing at the provider.
    const [legacy] = await app.db
      .insert(paymentCheckouts)
      .values({ provider: 'test', businessId: business.user.id, amountCents: 4_400, state: 'paid' })
      .returning();
    await transfer(app.db, {
      kind: 'deposit',
      description: 'Funds added (test mode)',
      idempotencyKey: `deposit:${legacy.id}`,
      userId: business.user.id,
      checkoutId: legacy.id,
      legs: [
        { account: account.provider('test'), amountCents: -4_400 },
        { account: account.wallet(business.user.id), amountCents: 4_400 },
      ],
    });
    // A deposit the ledger recorded for more than the provider charged.
    const [short] = await app.db
      .insert(paymentCheckouts)
      .values({
        provider: 'test',
        businessId: business.user.id,
        amountCents: 6_500,
        state: 'paid',
        paymentRef: 'test_pi_short',
      })
      .returning();
    await provider.chargeCard('test_pi_short', 6_000);
    await transfer(app.db, {
      kind: 'deposit',
      description: 'Funds added (test mode)',
      idempotencyKey: `deposit:${short.id}`,
      userId: business.user.id,
      checkoutId: short.id,
      legs: [
        { account: account.provider('test'), amountCents: -6_500 },
        { account: account.wallet(business.user.id), amountCents: 6_500 },
      ],
    });

    const result = await reconcileProvider(app.db, provider);

    expect(result.differences).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'missing_in_ledger',
          subject: 'deposit',
          reference: 'test_pi_interrupted',
          providerCents: 7_700,
        }),
        expect.objectContaining({
          kind: 'missing_at_provider',
          subject: 'deposit',
          reference: `test_pi_${legacy.id}`,
          ledgerCents: 4_400,
        }),
        expect.objectContaining({
          kind: 'amount_mismatch',
          subject: 'deposit',
          reference: 'test_pi_short',
          ledgerCents: 6_500,
          providerCents: 6_000,
        }),
      ]),
    );
    expect(result.differences).toHaveLength(3);
    expect((await runRow(app, result.runId)).differences).toHaveLength(3);
    const cli = await command(app, [provider]);
    expect(cli.code).toBe(RECONCILE_EXIT.differences);
    expect(cli.output).toContain('FAIL test: 3 difference(s)');
  }, 60_000);

  it('cannot reconcile a test-mode provider made without its books', async () => {
    const { app } = await testModeOn();
    await expect(reconcileProvider(app.db, new TestModeProvider(APP_URL))).rejects.toThrow(/keeps no books/);
    const [run] = await app.db.select().from(reconciliationRuns);
    expect(run).toMatchObject({ provider: 'test', status: 'failed', error: expect.stringContaining('keeps no books') });
  });
});
