// Disputes, refunds and Withdraw balance through the Stripe adapter (issue 25), offline: the app talks to the local
// fake of Stripe's API and Stripe's webhooks are signed here with the SDK's test helper. However often, late, out of
// order or forged the events arrive, money moves once and the figures agree with the ledger.
import { randomBytes, randomUUID } from 'node:crypto';
import { paymentMessages } from '@microreach/domain/business-payments';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositRefunds, paymentCheckouts, paymentDisputes } from '#server/db/schema/index.ts';
import { checkLedger } from '#server/modules/ledger/ledger-check.service.ts';
import { StripeProvider } from '#server/modules/ledger/providers/stripe.ts';
import {
  callAs,
  createTestApp,
  launchableCampaign,
  signUpBusiness,
  type TestApp,
  type TestUser,
} from '#server/test/harness.ts';
import { fundCampaign, keyed, walletBalance } from '#server/test/ledger.ts';
import { type FakeStripe, startFakeStripe } from '#server/test/support/fake-stripe.ts';
import { processDepositRefund, resendStaleRefunds } from './business-withdrawals.service.ts';

const WEBHOOK_SECRET = 'whsec_test_microreach_returns';
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

async function deliver(event: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  const res = await app.inject({
    method: 'POST',
    url: '/api/ledger/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload,
  });
  return res;
}

/** Add Funds through Stripe Checkout, paid by card; returns our checkout id and the PaymentIntent. */
async function deposit(business: TestUser, amountCents: number) {
  const res = await callAs(app, business, 'POST', '/api/business/payments/checkouts', { amountCents }, keyed());
  expect(res.statusCode, res.body).toBe(201);
  const checkoutId = res.json().id as string;
  const [row] = await app.db.select().from(paymentCheckouts).where(eq(paymentCheckouts.id, checkoutId));
  const session = fake.payCheckout(row.providerRef ?? '');
  expect((await deliver(stripeEvent('checkout.session.completed', session))).json()).toEqual({
    received: true,
    applied: true,
  });
  return { checkoutId, paymentIntent: session.payment_intent ?? '' };
}

async function checkoutRow(id: string) {
  const [row] = await app.db.select().from(paymentCheckouts).where(eq(paymentCheckouts.id, id));
  return row;
}

const withdraw = (business: TestUser, amountCents: number, key = randomUUID()) =>
  callAs(app, business, 'POST', '/api/business/payments/withdrawals', { amountCents }, { 'idempotency-key': key });

describe('Add Funds paid by a delayed method', () => {
  it('credits nothing while unpaid, credits once when the payment succeeds, and nothing when it fails', async () => {
    const business = await signUpBusiness(app);
    const open = async (amountCents: number) => {
      const res = await callAs(app, business, 'POST', '/api/business/payments/checkouts', { amountCents }, keyed());
      const row = await checkoutRow(res.json().id);
      return row;
    };
    const later = await open(10_000);
    const unpaid = { ...fake.session(later.providerRef ?? ''), status: 'complete', payment_status: 'unpaid' };
    expect((await deliver(stripeEvent('checkout.session.completed', unpaid))).statusCode).toBe(200);
    expect(await walletBalance(app, business)).toBe(0);
    const succeeded = stripeEvent(
      'checkout.session.async_payment_succeeded',
      fake.payCheckout(later.providerRef ?? ''),
    );
    expect((await deliver(succeeded)).statusCode).toBe(200);
    expect((await deliver(succeeded)).statusCode).toBe(200);
    expect(await walletBalance(app, business)).toBe(10_000);
    expect((await checkoutRow(later.id)).paymentRef).toMatch(/^pi_/);

    const failing = await open(5_000);
    const failedSession = { ...fake.session(failing.providerRef ?? ''), status: 'complete', payment_status: 'unpaid' };
    expect((await deliver(stripeEvent('checkout.session.completed', failedSession))).statusCode).toBe(200);
    expect((await deliver(stripeEvent('checkout.session.async_payment_failed', failedSession))).statusCode).toBe(200);
    expect(await checkoutRow(failing.id)).toMatchObject({ state: 'declined', failureMessage: expect.any(String) });
    expect(await walletBalance(app, business)).toBe(10_000);
  });
});

describe('card disputes', () => {
  it('takes the money back when opened (even below zero), refuses funding until covered, and returns it when won', async () => {
    const business = await signUpBusiness(app);
    const { checkoutId, paymentIntent } = await deposit(business, 20_000);
    const campaign = await callAs(app, business, 'POST', '/api/business/campaigns', launchableCampaign());
    const campaignId = campaign.json().id as string;
    expect((await fundCampaign(app, business, campaignId, 15_000)).statusCode).toBe(201);

    const created = stripeEvent('charge.dispute.created', fake.dispute(paymentIntent, 'needs_response'));
    expect((await deliver(created)).json()).toEqual({ received: true, applied: true });
    expect(await walletBalance(app, business)).toBe(-15_000);
    expect(await checkoutRow(checkoutId)).toMatchObject({ disputedCents: 20_000 });
    // Stripe delivers it again, and an update while it is reviewed: nothing more moves.
    expect((await deliver(created)).statusCode).toBe(200);
    expect(
      (await deliver(stripeEvent('charge.dispute.updated', fake.dispute(paymentIntent, 'under_review')))).statusCode,
    ).toBe(200);
    expect(await walletBalance(app, business)).toBe(-15_000);

    const refused = await fundCampaign(app, business, campaignId, 100);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'WALLET_BELOW_ZERO', message: paymentMessages.walletBelowZero });
    expect((await callAs(app, business, 'GET', '/api/business/payments')).json()).toMatchObject({
      balanceCents: -15_000,
      withdrawableCents: 0,
    });

    const won = stripeEvent('charge.dispute.closed', fake.dispute(paymentIntent, 'won'));
    expect((await deliver(won)).statusCode).toBe(200);
    expect((await deliver(won)).statusCode).toBe(200);
    // A late 'lost' or 'under_review' about the closed dispute changes nothing.
    expect((await deliver(stripeEvent('charge.dispute.closed', fake.dispute(paymentIntent, 'lost')))).statusCode).toBe(
      200,
    );
    expect((await deliver(created)).statusCode).toBe(200);
    expect(await walletBalance(app, business)).toBe(5_000);
    expect(await checkoutRow(checkoutId)).toMatchObject({ disputedCents: 0 });
    // Won: the deposit takes refunds again.
    expect((await callAs(app, business, 'GET', '/api/business/payments')).json()).toMatchObject({
      balanceCents: 5_000,
      withdrawableCents: 5_000,
    });
    const [dispute] = await app.db.select().from(paymentDisputes).where(eq(paymentDisputes.checkoutId, checkoutId));
    expect(dispute).toMatchObject({ status: 'won', amountCents: 20_000, reason: 'fraudulent' });
    expect((await fundCampaign(app, business, campaignId, 100)).statusCode).toBe(201);
  });

  it('applies a dispute whose closing arrives before its opening once, and leaves an inquiry alone', async () => {
    const business = await signUpBusiness(app);
    const { checkoutId, paymentIntent } = await deposit(business, 8_000);
    const inquiry = stripeEvent('charge.dispute.created', fake.dispute(paymentIntent, 'warning_needs_response'));
    expect((await deliver(inquiry)).statusCode).toBe(200);
    expect(await walletBalance(app, business)).toBe(8_000);

    const lost = stripeEvent('charge.dispute.closed', fake.dispute(paymentIntent, 'lost', 3_000));
    const created = stripeEvent('charge.dispute.created', fake.dispute(paymentIntent, 'needs_response', 3_000));
    expect((await deliver(lost)).statusCode).toBe(200);
    expect((await deliver(created)).statusCode).toBe(200);
    expect(await walletBalance(app, business)).toBe(5_000);
    expect(await checkoutRow(checkoutId)).toMatchObject({ disputedCents: 3_000 });
  });

  it('sends no refund to a charged-back payment, its undisputed rest included (Stripe refuses: charge_disputed)', async () => {
    const business = await signUpBusiness(app);
    const disputed = await deposit(business, 8_000);
    const clean = await deposit(business, 2_000);
    // Open, for part of the payment: none of it takes a refund.
    const opened = stripeEvent('charge.dispute.created', fake.dispute(disputed.paymentIntent, 'needs_response', 3_000));
    expect((await deliver(opened)).statusCode).toBe(200);
    expect((await callAs(app, business, 'GET', '/api/business/payments')).json()).toMatchObject({
      balanceCents: 7_000,
      withdrawableCents: 2_000,
    });
    // Lost: still none.
    const lost = stripeEvent('charge.dispute.closed', fake.dispute(disputed.paymentIntent, 'lost', 3_000));
    expect((await deliver(lost)).statusCode).toBe(200);
    expect(await walletBalance(app, business)).toBe(7_000);
    // The wallet holds 7,000, but only the clean deposit can take money back.
    expect((await callAs(app, business, 'GET', '/api/business/payments')).json()).toMatchObject({
      balanceCents: 7_000,
      withdrawableCents: 2_000,
    });
    const above = await withdraw(business, 2_001);
    expect(above.statusCode).toBe(409);
    expect(above.json().message).toContain('Available to withdraw: $20.00.');
    const before = fake.calls.length;
    const accepted = await withdraw(business, 2_000);
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json().refunds).toEqual([expect.objectContaining({ amountCents: 2_000, state: 'succeeded' })]);
    const sent = fake.calls.slice(before).filter((c) => c.method === 'POST' && c.path === '/v1/refunds');
    expect(sent.map((c) => c.body.payment_intent)).toEqual([clean.paymentIntent]);
    expect((await withdraw(business, 100)).json().code).toBe('NOTHING_TO_WITHDRAW');
    expect(await walletBalance(app, business)).toBe(5_000);

    // Stripe itself refuses such a refund (the fake as Stripe does).
    const refused = await provider.refundPayment({
      refundId: randomUUID(),
      paymentRef: disputed.paymentIntent,
      amountCents: 1_000,
    });
    expect(refused).toEqual({ status: 'failed', message: 'The refund was refused: the payment is disputed.' });
  });

  it('acknowledges a dispute of a payment it does not know, and refuses a forged one; nothing moves', async () => {
    const business = await signUpBusiness(app);
    const { paymentIntent } = await deposit(business, 4_000);
    const dispute = fake.dispute(paymentIntent, 'needs_response');
    const unknown = await deliver(stripeEvent('charge.dispute.created', { ...dispute, payment_intent: 'pi_not_ours' }));
    expect(unknown.json()).toEqual({ received: true, applied: false });
    const forged = await deliver(stripeEvent('charge.dispute.created', dispute), 'whsec_someone_else');
    expect(forged.statusCode).toBe(400);
    expect(await walletBalance(app, business)).toBe(4_000);
  });
});

describe('Withdraw balance through Stripe refunds', () => {
  it('asks Stripe for one refund per deposit, oldest first, keyed by the refund; a timeout is retried without refunding twice', async () => {
    const business = await signUpBusiness(app);
    const first = await deposit(business, 3_000);
    const second = await deposit(business, 5_000);
    // Stripe takes the refund but the answer is lost: the refund stays pending for the job's retry.
    fake.fail('/v1/refunds', { kind: 'hang', ms: 1_000 }, 1);
    const res = await withdraw(business, 6_000);
    expect(res.statusCode, res.body).toBe(201);
    const [firstRefund, secondRefund] = res.json().refunds as Array<{ id: string; amountCents: number; state: string }>;
    expect(firstRefund).toMatchObject({ amountCents: 3_000, state: 'pending' });
    expect(secondRefund).toMatchObject({ amountCents: 3_000, state: 'succeeded' });
    expect(await walletBalance(app, business)).toBe(2_000);

    // The sweep sends it again once it is 10 minutes old (its job was lost); then a late retry of the job.
    const money = { provider, jobs: null };
    expect(await resendStaleRefunds(app.db, money)).toBe(0);
    await app.db
      .update(depositRefunds)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(depositRefunds.id, firstRefund.id));
    expect(await resendStaleRefunds(app.db, money)).toBeGreaterThanOrEqual(1);
    expect(await processDepositRefund(app.db, provider, firstRefund.id)).toBe('succeeded');
    const calls = fake.calls.filter((c) => c.method === 'POST' && c.path === '/v1/refunds');
    const sent = calls.map((c) => ({ key: c.idempotencyKey, pi: c.body.payment_intent, amount: c.body.amount }));
    expect(sent.filter((c) => c.key === `refund:${firstRefund.id}`)).toEqual([
      { key: `refund:${firstRefund.id}`, pi: first.paymentIntent, amount: '3000' },
      { key: `refund:${firstRefund.id}`, pi: first.paymentIntent, amount: '3000' },
    ]);
    expect(sent.filter((c) => c.key === `refund:${secondRefund.id}`)).toEqual([
      { key: `refund:${secondRefund.id}`, pi: second.paymentIntent, amount: '3000' },
    ]);
    // One refund at Stripe per refund of ours.
    expect(fake.refunds().filter((r) => r.metadata.refundId === firstRefund.id)).toHaveLength(1);

    // Its events come later: nothing moves again.
    const refund = fake.refunds().find((r) => r.metadata.refundId === secondRefund.id);
    expect((await deliver(stripeEvent('refund.created', refund ?? {}))).statusCode).toBe(200);
    expect((await deliver(stripeEvent('charge.refunded', fake.charge(second.paymentIntent)))).statusCode).toBe(200);
    expect(await walletBalance(app, business)).toBe(2_000);
    expect(await checkoutRow(second.checkoutId)).toMatchObject({ refundedCents: 3_000 });
  });

  it('returns a refund Stripe refuses, or one that fails at the bank later, to the wallet once', async () => {
    const business = await signUpBusiness(app);
    const { checkoutId } = await deposit(business, 9_000);
    fake.fail('/v1/refunds', { kind: 'invalid_request', code: 'charge_disputed', message: 'This charge is disputed.' });
    const refused = await withdraw(business, 4_000);
    expect(refused.statusCode, refused.body).toBe(201);
    expect(refused.json().refunds).toEqual([
      expect.objectContaining({ state: 'failed', failureMessage: 'The refund was refused: the payment is disputed.' }),
    ]);
    expect(await walletBalance(app, business)).toBe(9_000);
    expect(await checkoutRow(checkoutId)).toMatchObject({ refundedCents: 0 });

    const accepted = await withdraw(business, 4_000);
    const refundId = accepted.json().refunds[0].id as string;
    expect(await walletBalance(app, business)).toBe(5_000);
    const stripeRefund = fake.refunds().find((r) => r.metadata.refundId === refundId);
    const failed = stripeEvent('refund.failed', fake.failRefund(stripeRefund?.id ?? '', 'lost_or_stolen_card'));
    expect((await deliver(failed)).statusCode).toBe(200);
    expect((await deliver(failed)).statusCode).toBe(200);
    expect((await deliver(stripeEvent('charge.refund.updated', fake.refunds().at(-1) ?? {}))).statusCode).toBe(200);
    expect(await walletBalance(app, business)).toBe(9_000);
    const [row] = await app.db.select().from(depositRefunds).where(eq(depositRefunds.id, refundId));
    expect(row).toMatchObject({
      state: 'failed',
      failureMessage: 'The refund failed: the card was reported lost or stolen.',
    });
  });

  it('refuses a withdrawal beyond the wallet, and sends nothing to Stripe', async () => {
    const business = await signUpBusiness(app);
    await deposit(business, 2_000);
    const before = fake.calls.length;
    const res = await withdraw(business, 2_001);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('INSUFFICIENT_FUNDS');
    expect(fake.calls.slice(before).filter((c) => c.path === '/v1/refunds')).toEqual([]);
  });
});

describe('refunds made in Stripe’s Dashboard', () => {
  it('takes the refund from the wallet once (even below zero), however many events tell of it', async () => {
    const business = await signUpBusiness(app);
    const { checkoutId, paymentIntent } = await deposit(business, 10_000);
    const campaign = await callAs(app, business, 'POST', '/api/business/campaigns', launchableCampaign());
    expect((await fundCampaign(app, business, campaign.json().id, 9_000)).statusCode).toBe(201);

    const refund = fake.refundInDashboard(paymentIntent, 4_000);
    // charge.refunded no longer lists its refunds: the app asks Stripe for them.
    expect((await deliver(stripeEvent('charge.refunded', fake.charge(paymentIntent)))).json()).toEqual({
      received: true,
      applied: true,
    });
    expect(await walletBalance(app, business)).toBe(-3_000);
    expect((await deliver(stripeEvent('refund.created', refund))).statusCode).toBe(200);
    expect((await deliver(stripeEvent('refund.updated', refund))).statusCode).toBe(200);
    expect(await walletBalance(app, business)).toBe(-3_000);
    const rows = await app.db
      .select()
      .from(depositRefunds)
      .where(and(eq(depositRefunds.checkoutId, checkoutId), eq(depositRefunds.providerRef, refund.id)));
    expect(rows).toEqual([expect.objectContaining({ withdrawalId: null, amountCents: 4_000, state: 'succeeded' })]);
    const history = (await callAs(app, business, 'GET', '/api/business/payments/transactions')).json();
    expect(history.items[0]).toMatchObject({
      kind: 'deposit_refund',
      amountCents: -4_000,
      description: 'Refund made at the payment provider',
    });

    // A refund event listing its refunds (an endpoint on an older API version), one of them new.
    const second = fake.refundInDashboard(paymentIntent, 1_000);
    const listed = {
      ...fake.charge(paymentIntent),
      refunds: { object: 'list', data: [refund, second], has_more: false },
    };
    expect((await deliver(stripeEvent('charge.refunded', listed))).statusCode).toBe(200);
    expect(await walletBalance(app, business)).toBe(-4_000);
    expect(await checkoutRow(checkoutId)).toMatchObject({ refundedCents: 5_000 });
  });

  it('never takes more than is left of the deposit, and ignores a refund of a payment not ours', async () => {
    const business = await signUpBusiness(app);
    const { checkoutId, paymentIntent } = await deposit(business, 5_000);
    const refund = fake.refundInDashboard(paymentIntent, 5_000);
    expect((await deliver(stripeEvent('refund.created', { ...refund, amount: 7_000 }))).statusCode).toBe(200);
    expect(await walletBalance(app, business)).toBe(0);
    expect(await checkoutRow(checkoutId)).toMatchObject({ refundedCents: 5_000 });
    const stranger = await deliver(
      stripeEvent('refund.created', { ...refund, id: 're_stranger', payment_intent: 'pi_x' }),
    );
    expect(stranger.json()).toEqual({ received: true, applied: false });
    expect(await walletBalance(app, business)).toBe(0);
  });
});
