// Payouts never twice (issue 25): whatever happens to a payout's first send (the answer lost, a 500 after the
// transfer was made, a refusal before it) and whenever it is retried (at once, or after Stripe has forgotten the
// idempotency key), the creator is paid exactly once; a payout whose fate stays unknown becomes Delayed and is never
// sent again. Against the local fake of Stripe (which forgets keys after 24 hours, as Stripe may) and the test mode.
import { randomUUID } from 'node:crypto';
import { HOUR_MS } from '@microreach/domain/calendar';
import { payoutDelayReason } from '@microreach/domain/creator-earnings';
import { TEST_ACCOUNT_PAYOUTS_FAIL } from '@microreach/domain/ledger';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutAccounts, payoutRequests } from '#server/db/schema/index.ts';
import { account, balance, transfer } from '#server/modules/ledger/ledger.service.ts';
import { checkLedger } from '#server/modules/ledger/ledger-check.service.ts';
import { STRIPE_PAYOUT_REPLAY_MS, StripeProvider } from '#server/modules/ledger/providers/stripe.ts';
import { TestModeProvider } from '#server/modules/ledger/providers/test-mode.ts';
import {
  type PaymentProvider,
  type PayoutRequest,
  type PayoutResult,
  ProviderUnavailableError,
} from '#server/modules/ledger/providers/types.ts';
import { callAs, createTestApp, signUpCreator, type TestApp, type TestUser } from '#server/test/harness.ts';
import { availableBalance, keyed } from '#server/test/ledger.ts';
import { type FakeStripe, type FakeStripeFault, startFakeStripe } from '#server/test/support/fake-stripe.ts';
import { PAYOUT_DELAY_AFTER_MS, processPayout, STALE_PAYOUT_MS, stalePayouts } from './payouts.service.ts';

const START_CENTS = 50_000;
const PAYOUT_CENTS = 20_000;

/** Test mode whose answers can be lost after the payout was made (the process died, the network dropped it). */
class LossyTestProvider extends TestModeProvider {
  sends = 0;
  losesNext = 0;
  override async sendPayout(request: PayoutRequest): Promise<PayoutResult> {
    const result = await super.sendPayout(request);
    this.sends++;
    if (this.losesNext > 0) {
      this.losesNext--;
      throw new ProviderUnavailableError('The answer was lost.');
    }
    return result;
  }
}

let fake: FakeStripe;
let stripe: StripeProvider;
let app: TestApp;
let testMode: LossyTestProvider;
let testApp: TestApp;

beforeAll(async () => {
  fake = await startFakeStripe();
  stripe = new StripeProvider({
    secretKey: fake.secretKey,
    webhookSecret: 'whsec_test_payouts',
    apiBaseUrl: fake.url,
    timeoutMs: 300,
  });
  testMode = new LossyTestProvider('http://localhost:3000');
  [app, testApp] = await Promise.all([createTestApp({ payments: stripe }), createTestApp({ payments: testMode })]);
});
afterAll(async () => {
  for (const a of [app, testApp]) {
    for (const check of await checkLedger(a.db)) expect(check.violations, check.name).toEqual([]);
  }
  await Promise.all([app?.close(), testApp?.close()]);
  await fake?.close();
});

async function giveMoney(on: TestApp, creator: TestUser, provider: 'stripe' | 'test') {
  await on.db.transaction((tx) =>
    transfer(tx, {
      kind: 'deposit',
      description: 'test earnings',
      idempotencyKey: `test:${randomUUID()}`,
      legs: [
        { account: account.provider(provider), amountCents: -START_CENTS },
        { account: account.available(creator.user.id), amountCents: START_CENTS },
      ],
    }),
  );
}

/** A creator with $500 available and a Stripe account that can receive transfers. */
async function stripeCreator(): Promise<TestUser> {
  const creator = await signUpCreator(app);
  await giveMoney(app, creator, 'stripe');
  expect((await callAs(app, creator, 'POST', '/api/creator/earnings/payout-account')).statusCode).toBe(200);
  const [acct] = await app.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, creator.user.id));
  fake.setAccount(acct.externalId, {
    payoutsEnabled: true,
    bankAccount: { bankName: 'STRIPE TEST BANK', last4: '6789' },
  });
  expect((await callAs(app, creator, 'POST', '/api/creator/earnings/payout-account/refresh')).json().active).toBe(true);
  return creator;
}

/** Withdraw Funds: the payout is recorded, then sent at once (no job queue in tests). */
async function withdraw(on: TestApp, creator: TestUser): Promise<string> {
  const res = await callAs(
    on,
    creator,
    'POST',
    '/api/creator/earnings/withdrawals',
    { amountCents: PAYOUT_CENTS },
    keyed(),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

/** A Stripe payout whose first send met `fault`. */
async function stripePayoutAfter(fault: FakeStripeFault) {
  const creator = await stripeCreator();
  fake.fail('POST /v1/transfers', fault);
  const payoutId = await withdraw(app, creator);
  return { creator, payoutId };
}

async function payoutRow(on: TestApp, payoutId: string) {
  const [row] = await on.db.select().from(payoutRequests).where(eq(payoutRequests.id, payoutId));
  return row;
}

const transfersOf = (payoutId: string) => fake.transfers().filter((t) => t.transfer_group === `payout:${payoutId}`);
const sendsSince = (from: number) =>
  fake.calls.slice(from).filter((c) => c.method === 'POST' && c.path === '/v1/transfers');
const lookupsSince = (from: number) =>
  fake.calls.slice(from).filter((c) => c.method === 'GET' && c.path === '/v1/transfers');

/** `ms` from now, on both clocks: ours (passed as `now`) and the fake's, which forgets idempotency keys after 24 h. */
function later(ms: number, alreadyAdvanced = 0): Date {
  fake.advanceClock(ms - alreadyAdvanced);
  return new Date(Date.now() + ms);
}

async function expectPaidOnce(payoutId: string, creator: TestUser) {
  const [made] = transfersOf(payoutId);
  expect(transfersOf(payoutId)).toHaveLength(1);
  expect(await payoutRow(app, payoutId)).toMatchObject({ status: 'paid', providerRef: made.id });
  expect(await availableBalance(app, creator)).toBe(START_CENTS - PAYOUT_CENTS);
  expect(await balance(app.db, account.payouts(creator.user.id))).toBe(0);
}

describe('a Stripe payout whose first send may have reached Stripe', () => {
  it('records the hand-off before the call, so a lost answer is known to be "maybe sent"', async () => {
    const { payoutId } = await stripePayoutAfter({ kind: 'hang', ms: 2_000 });
    const row = await payoutRow(app, payoutId);
    expect(row).toMatchObject({ status: 'approved', attempts: 1, providerRef: null });
    expect(row.firstSentAt).toBeInstanceOf(Date);
    // Stripe made the transfer; we never heard.
    expect(transfersOf(payoutId)).toHaveLength(1);
  });

  it('a lost answer: the retry finds the transfer by its transfer_group and records it, sending nothing', async () => {
    const { creator, payoutId } = await stripePayoutAfter({ kind: 'hang', ms: 2_000 });
    const from = fake.calls.length;
    expect(await processPayout(app.db, stripe, payoutId)).toBe('paid');
    expect(sendsSince(from)).toEqual([]);
    expect(lookupsSince(from).map((c) => c.body)).toEqual([{ transfer_group: `payout:${payoutId}`, limit: '10' }]);
    await expectPaidOnce(payoutId, creator);
  });

  it('a 500 after the transfer was made (which Stripe replays for the key): the retry finds it and pays once', async () => {
    const { creator, payoutId } = await stripePayoutAfter({ kind: 'api_error', executed: true });
    expect(transfersOf(payoutId)).toHaveLength(1);
    expect((await payoutRow(app, payoutId)).status).toBe('approved');
    const from = fake.calls.length;
    expect(await processPayout(app.db, stripe, payoutId)).toBe('paid');
    expect(sendsSince(from)).toEqual([]);
    await expectPaidOnce(payoutId, creator);
  });

  it('a retry 25 hours later, when Stripe no longer replays the key, finds the transfer and makes no second one', async () => {
    const { creator, payoutId } = await stripePayoutAfter({ kind: 'hang', ms: 2_000 });
    const now = later(25 * HOUR_MS);
    const from = fake.calls.length;
    expect(await processPayout(app.db, stripe, payoutId, now)).toBe('paid');
    expect(await processPayout(app.db, stripe, payoutId, now)).toBe('paid');
    expect(sendsSince(from)).toEqual([]);
    await expectPaidOnce(payoutId, creator);
  });

  it('sends again, once, a payout Stripe certainly never received, even 25 hours later', async () => {
    // A rate limit is refused before Stripe acts (and not kept under the key).
    const { creator, payoutId } = await stripePayoutAfter({ kind: 'rate_limit' });
    expect(transfersOf(payoutId)).toEqual([]);
    expect(await payoutRow(app, payoutId)).toMatchObject({ status: 'approved', attempts: 1 });
    const now = later(25 * HOUR_MS);
    expect(await processPayout(app.db, stripe, payoutId, now)).toBe('paid');
    await expectPaidOnce(payoutId, creator);
    expect((await payoutRow(app, payoutId)).attempts).toBe(2);
  });

  it('while Stripe cannot be asked, re-sends only inside the key window, where the key replays the first transfer', async () => {
    const { creator, payoutId } = await stripePayoutAfter({ kind: 'hang', ms: 2_000 });
    fake.fail('GET /v1/transfers', { kind: 'api_error' });
    const from = fake.calls.length;
    expect(await processPayout(app.db, stripe, payoutId, later(HOUR_MS))).toBe('paid');
    expect(sendsSince(from)).toHaveLength(1);
    expect(STRIPE_PAYOUT_REPLAY_MS).toBeLessThan(24 * HOUR_MS);
    await expectPaidOnce(payoutId, creator);
  });

  it('past the window it waits for an answer; after 3 days it is Delayed, never re-sent, and the sweep leaves it', async () => {
    const { creator, payoutId } = await stripePayoutAfter({ kind: 'hang', ms: 2_000 });
    const from = fake.calls.length;
    fake.fail('GET /v1/transfers', { kind: 'api_error' }, 2);
    const dayLater = later(25 * HOUR_MS);
    await expect(processPayout(app.db, stripe, payoutId, dayLater)).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect((await payoutRow(app, payoutId)).status).toBe('approved');
    const threeDaysLater = later(PAYOUT_DELAY_AFTER_MS + HOUR_MS, 25 * HOUR_MS);
    expect(await processPayout(app.db, stripe, payoutId, threeDaysLater)).toBe('delayed');
    expect(sendsSince(from)).toEqual([]);
    expect(transfersOf(payoutId)).toHaveLength(1);

    const reason = payoutDelayReason('stripe');
    expect(await payoutRow(app, payoutId)).toMatchObject({ status: 'delayed', delayReason: reason, attempts: 1 });
    // Its money stays on its way: not paid, not back in available.
    expect(await availableBalance(app, creator)).toBe(START_CENTS - PAYOUT_CENTS);
    expect(await balance(app.db, account.payouts(creator.user.id))).toBe(PAYOUT_CENTS);
    // The sweep does not pick it, and sending it again does nothing.
    expect(await stalePayouts(app.db, STALE_PAYOUT_MS, threeDaysLater)).not.toContain(payoutId);
    expect(await processPayout(app.db, stripe, payoutId, threeDaysLater)).toBe('delayed');
    expect(sendsSince(from)).toEqual([]);

    // The creator sees Delayed and why, on the page and in the export.
    const earnings = (await callAs(app, creator, 'GET', '/api/creator/earnings')).json();
    expect(earnings.payouts).toEqual([
      expect.objectContaining({ id: payoutId, status: 'delayed', delayReason: reason, processedAt: null }),
    ]);
    const csv = (await callAs(app, creator, 'GET', '/api/creator/earnings/transactions.csv')).body;
    const line = csv.split('\r\n').find((l) => l.includes(',Withdrawal,'));
    expect(line).toContain(reason);
    expect(line).toMatch(/,Delayed,-200,0,-200$/);
  });

  it('never fails back a payout whose account closed while Stripe cannot say whether it has it', async () => {
    const { creator, payoutId } = await stripePayoutAfter({ kind: 'hang', ms: 2_000 });
    await app.db.update(payoutAccounts).set({ active: false }).where(eq(payoutAccounts.userId, creator.user.id));
    fake.fail('GET /v1/transfers', { kind: 'api_error' });
    await expect(processPayout(app.db, stripe, payoutId, later(HOUR_MS))).rejects.toBeInstanceOf(
      ProviderUnavailableError,
    );
    expect(await availableBalance(app, creator)).toBe(START_CENTS - PAYOUT_CENTS);
    // Once Stripe answers, the transfer it made is recorded.
    expect(await processPayout(app.db, stripe, payoutId, new Date(Date.now() + HOUR_MS))).toBe('paid');
    await expectPaidOnce(payoutId, creator);
  });

  describe('is never paid twice, whatever the first send met and whenever the retry comes', () => {
    const faults: Array<[string, FakeStripeFault]> = [
      ['a lost answer', { kind: 'hang', ms: 2_000 }],
      ['a 500 after the transfer', { kind: 'api_error', executed: true }],
      // Kept under the key, so Stripe replays it until it forgets the key: no transfer until then.
      ['a 500 before it', { kind: 'api_error' }],
      ['a rate limit', { kind: 'rate_limit' }],
    ];
    const delays: Array<[string, number]> = [
      ['at once', 0],
      ['23 hours later', 23 * HOUR_MS],
      ['25 hours later', 25 * HOUR_MS],
      ['71 hours later', 71 * HOUR_MS],
    ];
    const cases = faults.flatMap(([what, fault]) =>
      delays.map(([when, ms]) => {
        const paid = !(fault.kind === 'api_error' && !fault.executed && ms < 24 * HOUR_MS);
        return [what, when, fault, ms, paid] as const;
      }),
    );
    it.each(cases)('%s, retried %s', async (_what, _when, fault, ms, paid) => {
      const { creator, payoutId } = await stripePayoutAfter(fault);
      const now = later(ms);
      // The retry, and a second one (the sweep, another server).
      for (let i = 0; i < 2; i++) {
        const retried = processPayout(app.db, stripe, payoutId, now);
        if (paid) expect(await retried).toBe('paid');
        else await expect(retried).rejects.toBeInstanceOf(ProviderUnavailableError);
      }
      if (paid) {
        await expectPaidOnce(payoutId, creator);
      } else {
        expect(transfersOf(payoutId)).toEqual([]);
        expect((await payoutRow(app, payoutId)).status).toBe('approved');
        expect(await balance(app.db, account.payouts(creator.user.id))).toBe(PAYOUT_CENTS);
      }
    });
  });
});

describe('a test-mode payout whose answer was lost', () => {
  async function testCreator(accountNumber = '000123456789'): Promise<TestUser> {
    const creator = await signUpCreator(testApp);
    await giveMoney(testApp, creator, 'test');
    expect((await callAs(testApp, creator, 'POST', '/api/creator/earnings/payout-account')).statusCode).toBe(200);
    const setUp = await callAs(testApp, creator, 'POST', '/api/ledger/test-mode/payout-account', {
      accountHolder: 'Mia Lens',
      accountNumber,
    });
    expect(setUp.statusCode, setUp.body).toBe(200);
    return creator;
  }

  async function lostPayout(provider: PaymentProvider & LossyTestProvider, creator: TestUser) {
    provider.losesNext = 1;
    const sendsBefore = provider.sends;
    const payoutId = await withdraw(testApp, creator);
    expect(provider.sends).toBe(sendsBefore + 1);
    expect((await payoutRow(testApp, payoutId)).status).toBe('approved');
    return { payoutId, sendsBefore };
  }

  it('is found on the retry, at once or 25 hours later, and never sent again', async () => {
    const creator = await testCreator();
    const { payoutId, sendsBefore } = await lostPayout(testMode, creator);
    expect(await processPayout(testApp.db, testMode, payoutId, new Date(Date.now() + 25 * HOUR_MS))).toBe('paid');
    expect(await processPayout(testApp.db, testMode, payoutId)).toBe('paid');
    expect(testMode.sends).toBe(sendsBefore + 1);
    expect(await payoutRow(testApp, payoutId)).toMatchObject({ status: 'paid', providerRef: `test_po_${payoutId}` });
    expect(await availableBalance(testApp, creator)).toBe(START_CENTS - PAYOUT_CENTS);
  });

  it('is found refused for the failing test account, and its money comes back once', async () => {
    const creator = await testCreator(TEST_ACCOUNT_PAYOUTS_FAIL);
    const { payoutId, sendsBefore } = await lostPayout(testMode, creator);
    expect(await processPayout(testApp.db, testMode, payoutId)).toBe('failed');
    expect(await processPayout(testApp.db, testMode, payoutId)).toBe('failed');
    expect(testMode.sends).toBe(sendsBefore + 1);
    expect((await payoutRow(testApp, payoutId)).failureMessage).toMatch(/refused this payout/);
    expect(await availableBalance(testApp, creator)).toBe(START_CENTS);
  });
});
