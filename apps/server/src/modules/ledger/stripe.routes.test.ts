// Money through the API with the Stripe adapter (issue 13), offline: the app talks to a local fake of Stripe's API,
// and Stripe's webhooks are signed here with the SDK's test helper. A deposit happens once however often, late or out
// of order its events arrive; a forged one changes nothing; a payout that times out is retried without paying twice.
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentCheckouts, payoutAccounts, payoutRequests } from '#server/db/schema/index.ts';
import { processPayout } from '#server/modules/creator-earnings/payouts.service.ts';
import {
  callAs,
  createTestApp,
  signUpBusiness,
  signUpCreator,
  type TestApp,
  type TestUser,
} from '#server/test/harness.ts';
import { availableBalance, keyed, walletBalance } from '#server/test/ledger.ts';
import { type FakeStripe, startFakeStripe } from '#server/test/support/fake-stripe.ts';
import { account, transfer } from './ledger.service.ts';
import { checkLedger } from './ledger-check.service.ts';
import { StripeProvider } from './providers/stripe.ts';

const WEBHOOK_SECRET = 'whsec_test_microreach_app';
let fake: FakeStripe;
let provider: StripeProvider;
let app: TestApp;

beforeAll(async () => {
  fake = await startFakeStripe();
  provider = new StripeProvider({
    secretKey: fake.secretKey,
    webhookSecret: WEBHOOK_SECRET,
    apiBaseUrl: fake.url,
    timeoutMs: 300,
  });
  app = await createTestApp({ payments: provider });
});
afterAll(async () => {
  for (const check of await checkLedger(app.db)) expect(check.violations, check.name).toEqual([]);
  await app.close();
  await fake.close();
});

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

function deliver(event: object, secret = WEBHOOK_SECRET, body?: string) {
  const payload = JSON.stringify(event);
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return app.inject({
    method: 'POST',
    url: '/api/ledger/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload: body ?? payload,
  });
}

async function startCheckout(business: TestUser, amountCents: number) {
  const res = await callAs(app, business, 'POST', '/api/business/payments/checkouts', { amountCents }, keyed());
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; url: string; testMode: boolean; provider: string };
}

describe('Add Funds through Stripe Checkout', () => {
  it('credits the wallet once when the signed event arrives, however often and in whatever order', async () => {
    const business = await signUpBusiness(app);
    const checkout = await startCheckout(business, 25_000);
    expect(checkout).toMatchObject({ provider: 'stripe', testMode: false });
    const [row] = await app.db.select().from(paymentCheckouts).where(eq(paymentCheckouts.id, checkout.id));
    const sessionId = row.providerRef ?? '';
    expect(fake.session(sessionId)).toMatchObject({ amount_total: 25_000, client_reference_id: checkout.id });
    expect(checkout.url).toBe(fake.session(sessionId).url);

    const completed = stripeEvent('checkout.session.completed', fake.payCheckout(sessionId));
    expect((await deliver(completed)).statusCode).toBe(200);
    expect(await walletBalance(app, business)).toBe(25_000);
    // The same event again (Stripe retries), and a second event about the same session: still once.
    expect((await deliver(completed)).statusCode).toBe(200);
    expect((await deliver(stripeEvent('checkout.session.completed', fake.session(sessionId)))).statusCode).toBe(200);
    expect(await walletBalance(app, business)).toBe(25_000);
    // A late 'expired' after the payment changes nothing.
    expect((await deliver(stripeEvent('checkout.session.expired', fake.expireCheckout(sessionId)))).statusCode).toBe(
      200,
    );
    const [after] = await app.db.select().from(paymentCheckouts).where(eq(paymentCheckouts.id, checkout.id));
    expect(after.state).toBe('paid');
    expect(await walletBalance(app, business)).toBe(25_000);
  });

  it('refuses a forged, tampered or unsigned webhook and changes nothing', async () => {
    const business = await signUpBusiness(app);
    const checkout = await startCheckout(business, 10_000);
    const [row] = await app.db.select().from(paymentCheckouts).where(eq(paymentCheckouts.id, checkout.id));
    const event = stripeEvent('checkout.session.completed', fake.payCheckout(row.providerRef ?? ''));
    expect((await deliver(event, 'whsec_someone_else')).statusCode).toBe(400);
    const tampered = JSON.stringify({ ...event, data: { object: { ...event.data.object, amount_total: 99_999 } } });
    expect((await deliver(event, WEBHOOK_SECRET, tampered)).statusCode).toBe(400);
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/ledger/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json()).toMatchObject({ code: 'BAD_SIGNATURE' });
    expect(await walletBalance(app, business)).toBe(0);
  });

  it('acknowledges an event for a checkout it does not know, and changes nothing', async () => {
    const business = await signUpBusiness(app);
    const checkout = await startCheckout(business, 10_000);
    const [row] = await app.db.select().from(paymentCheckouts).where(eq(paymentCheckouts.id, checkout.id));
    const session = fake.payCheckout(row.providerRef ?? '');
    const res = await deliver(
      stripeEvent('checkout.session.completed', { ...session, client_reference_id: randomUUID() }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, applied: false });
    expect(await walletBalance(app, business)).toBe(0);
  });
});

describe('payouts through Stripe Connect', () => {
  async function creatorWithMoney(cents: number) {
    const creator = await signUpCreator(app);
    // Earnings made available through the ledger, as a settled post's would be.
    await app.db.transaction((tx) =>
      transfer(tx, {
        kind: 'deposit',
        description: 'test earnings',
        legs: [
          { account: account.provider('stripe'), amountCents: -cents },
          { account: account.available(creator.user.id), amountCents: cents },
        ],
      }),
    );
    const started = await callAs(app, creator, 'POST', '/api/creator/earnings/payout-account');
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().url).toMatch(/^https?:\/\//);
    return creator;
  }

  it('pays a withdrawal once the account is onboarded; a timeout is retried without paying twice', async () => {
    const creator = await creatorWithMoney(50_000);
    // Onboarding is not finished: no withdrawal.
    expect(
      (await callAs(app, creator, 'POST', '/api/creator/earnings/withdrawals', { amountCents: 1_000 }, keyed()))
        .statusCode,
    ).toBe(409);
    const [payoutAccount] = await app.db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.userId, creator.user.id));
    const externalId = payoutAccount?.externalId;
    expect(externalId).toMatch(/^acct_/);
    fake.setAccount(externalId ?? '', {
      payoutsEnabled: true,
      bankAccount: { bankName: 'STRIPE TEST BANK', last4: '6789' },
    });
    const refreshed = await callAs(app, creator, 'POST', '/api/creator/earnings/payout-account/refresh');
    expect(refreshed.json()).toEqual({ provider: 'stripe', label: 'STRIPE TEST BANK ••••6789', active: true });

    // The first send hangs past the client's timeout (the transfer is made, the answer lost).
    fake.fail('/v1/transfers', { kind: 'hang', ms: 2_000 });
    const res = await callAs(
      app,
      creator,
      'POST',
      '/api/creator/earnings/withdrawals',
      { amountCents: 20_000 },
      keyed(),
    );
    expect(res.statusCode, res.body).toBe(201);
    const payoutId = res.json().id as string;
    const [waiting] = await app.db.select().from(payoutRequests).where(eq(payoutRequests.id, payoutId));
    expect(waiting.status).toBe('approved');
    expect(await availableBalance(app, creator)).toBe(30_000);

    // The job's retry: the same idempotency key, the same transfer; paid once.
    expect(await processPayout(app.db, provider, payoutId)).toBe('paid');
    expect(await processPayout(app.db, provider, payoutId)).toBe('paid');
    expect(fake.transfers().filter((t) => t.metadata.payoutId === payoutId)).toHaveLength(1);
    const [paid] = await app.db.select().from(payoutRequests).where(eq(payoutRequests.id, payoutId));
    expect(paid).toMatchObject({ status: 'paid', amountCents: 20_000 });

    // Stripe reverses the whole transfer later: the money comes back to available, once.
    const transferJson = fake.transfers().find((t) => t.metadata.payoutId === payoutId);
    const reversed = stripeEvent('transfer.reversed', { ...transferJson, reversed: true, amount_reversed: 20_000 });
    expect((await deliver(reversed)).statusCode).toBe(200);
    expect((await deliver(reversed)).statusCode).toBe(200);
    const [failed] = await app.db.select().from(payoutRequests).where(eq(payoutRequests.id, payoutId));
    expect(failed.status).toBe('failed');
    expect(await availableBalance(app, creator)).toBe(50_000);
  });
});
