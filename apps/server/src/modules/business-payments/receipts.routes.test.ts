// Receipts and monthly statements through the API (issue 30), on PGlite and (with DATABASE_URL) PostgreSQL: a receipt
// for each deposit and refund with the platform's details and the business's own; a month's statement whose opening,
// totals and closing are the ledger's (the month still running closes at the balance the Payments page shows); another
// business's receipt is a 404, a creator is refused, a signed-out visitor is asked to sign in; a bad month says why.
import { randomUUID } from 'node:crypto';
import { TEST_CARD_REFUND_FAILS, TEST_CARD_SUCCESS } from '@microreach/domain/ledger';
import { monthOf, PLATFORM_DETAILS, receiptNumber, statementMessages } from '@microreach/domain/receipts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, transfer } from '#server/modules/ledger/ledger.service.ts';
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
import { keyed, walletBalance } from '#server/test/ledger.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  for (const check of await checkLedger(app.db)) expect(check.violations, check.name).toEqual([]);
  await app.close();
});

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

const withdraw = async (business: TestUser, amountCents: number) => {
  const res = await callAs(
    app,
    business,
    'POST',
    '/api/business/payments/withdrawals',
    { amountCents },
    { 'idempotency-key': randomUUID() },
  );
  expect(res.statusCode, res.body).toBe(201);
};

/** The business's history rows (the Transaction History the receipt links sit on), newest first. */
async function history(business: TestUser) {
  const res = await callAs(app, business, 'GET', '/api/business/payments/transactions?page=1&pageSize=100');
  expect(res.statusCode).toBe(200);
  return res.json().items as Array<{ id: string; kind: string; amountCents: number; balanceAfterCents: number }>;
}

const receipt = (who: TestUser | null, id: string) => callAs(app, who, 'GET', `/api/business/payments/receipts/${id}`);
const statement = (who: TestUser | null, month: string) =>
  callAs(app, who, 'GET', `/api/business/payments/statements/${month}`);

describe('receipts', () => {
  it('gives a receipt for a deposit with the platform’s details, the business’s and the provider’s reference', async () => {
    const business = await signUpBusiness(app, { companyName: 'Oat & Co' });
    await callAs(app, business, 'PATCH', '/api/me', { location: '12 Mill Lane, Austin, TX' });
    const checkoutId = await deposit(business, 25_000);
    const [row] = await history(business);
    expect(row.kind).toBe('deposit');

    const res = await receipt(business, row.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: row.id,
      number: receiptNumber('deposit', row.id),
      kind: 'deposit',
      amountCents: 25_000,
      currency: 'USD',
      status: 'paid',
      provider: 'test',
      testMode: true,
      method: { label: 'Test card (test mode)', cardBrand: null, cardLast4: null },
      providerReference: `test_pi_${checkoutId}`,
      deposit: { receiptId: row.id, amountCents: 25_000, refundedCents: 0, disputedCents: 0 },
      platform: { ...PLATFORM_DETAILS, addressLines: [...PLATFORM_DETAILS.addressLines] },
      customer: {
        name: 'Test Business Owner',
        companyName: 'Oat & Co',
        email: business.email,
        address: '12 Mill Lane, Austin, TX',
      },
    });
  });

  it('gives a receipt for each refund of a withdrawal, naming the deposit it returns, and says when one failed', async () => {
    const business = await signUpBusiness(app);
    await deposit(business, 10_000);
    await deposit(business, 20_000, TEST_CARD_REFUND_FAILS);
    // Oldest deposit first: $100 back to the first payment, $50 to the second (whose refunds always fail).
    await withdraw(business, 15_000);
    const rows = await history(business);
    const refunds = rows.filter((r) => r.kind === 'deposit_refund');
    const deposits = rows.filter((r) => r.kind === 'deposit');
    expect(refunds).toHaveLength(2);
    const [second, first] = refunds;
    const firstDeposit = deposits[deposits.length - 1];

    const ok = (await receipt(business, first.id)).json();
    expect(ok).toMatchObject({
      number: receiptNumber('refund', first.id),
      kind: 'refund',
      amountCents: 10_000,
      status: 'refunded',
      method: { label: 'Refund to the payment: Test card (test mode)' },
      failureMessage: null,
      deposit: { receiptId: firstDeposit.id, number: receiptNumber('deposit', firstDeposit.id), amountCents: 10_000 },
    });
    expect(ok.providerReference).toMatch(/\S/);

    const failed = (await receipt(business, second.id)).json();
    expect(failed).toMatchObject({ kind: 'refund', amountCents: 5_000, status: 'failed', providerReference: null });
    expect(failed.failureMessage).toMatch(/refused the refund/);
    // The deposit receipt tells what was refunded of it since (the failed refund came back).
    expect((await receipt(business, firstDeposit.id)).json().deposit).toMatchObject({ refundedCents: 10_000 });
  });

  it('is a 404 for another business’s receipt, for a movement that has no receipt and for a number that is none', async () => {
    const [owner, other] = await Promise.all([signUpBusiness(app), signUpBusiness(app)]);
    await deposit(owner, 5_000);
    const campaign = await callAs(
      app,
      owner,
      'POST',
      '/api/business/campaigns',
      launchableCampaign({ intent: 'draft' }),
    );
    const funded = await callAs(
      app,
      owner,
      'POST',
      `/api/business/payments/campaigns/${campaign.json().id}/funding`,
      { amountCents: 1_000 },
      keyed(),
    );
    expect(funded.statusCode, funded.body).toBe(201);
    const rows = await history(owner);
    const dep = rows.find((r) => r.kind === 'deposit');
    const funding = rows.find((r) => r.kind === 'campaign_funding');
    if (!dep || !funding) throw new Error('history rows missing');

    const stolen = await receipt(other, dep.id);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toMatchObject({ code: 'NOT_FOUND', message: statementMessages.receiptNotFound });
    expect((await receipt(owner, funding.id)).statusCode).toBe(404);
    expect((await receipt(owner, '999999999999')).statusCode).toBe(404);
    for (const bad of ['0', 'abc', '-1', '1.5', '1'.repeat(19)]) {
      expect((await receipt(owner, bad)).statusCode, bad).toBe(400);
    }
  });

  it('refuses a creator and a signed-out visitor', async () => {
    const [owner, creator] = await Promise.all([signUpBusiness(app), signUpCreator(app)]);
    await deposit(owner, 5_000);
    const [row] = await history(owner);
    const asCreator = await receipt(creator, row.id);
    expect(asCreator.statusCode).toBe(403);
    expect(asCreator.json()).toMatchObject({ code: 'WRONG_ROLE' });
    expect((await receipt(null, row.id)).statusCode).toBe(401);
  });
});

describe('monthly statements', () => {
  /**
   * A business with history in earlier months (written with the ledger's own backdating, as the demo seed does) and in
   * this one: March 2025 +$300 added and $120 to a campaign; May 2025 $20 back from it; this month $500 added and $100
   * withdrawn.
   */
  async function businessWithHistory() {
    const business = await signUpBusiness(app);
    const created = await callAs(
      app,
      business,
      'POST',
      '/api/business/campaigns',
      launchableCampaign({ intent: 'draft' }),
    );
    const campaignId = created.json().id as string;
    const wallet = account.wallet(business.user.id);
    const escrow = account.escrow(campaignId, business.user.id);
    const move = (kind: 'deposit' | 'campaign_funding' | 'escrow_return', cents: number, at: string) =>
      transfer(app.db, {
        kind,
        description: `Backdated ${kind}`,
        idempotencyKey: `test:statement:${business.user.id}:${kind}:${at}`,
        userId: business.user.id,
        campaignId: kind === 'deposit' ? null : campaignId,
        createdAt: new Date(at),
        legs:
          kind === 'deposit'
            ? [
                { account: account.provider('test'), amountCents: -cents },
                { account: wallet, amountCents: cents },
              ]
            : kind === 'campaign_funding'
              ? [
                  { account: wallet, amountCents: -cents },
                  { account: escrow, amountCents: cents },
                ]
              : [
                  { account: escrow, amountCents: -cents },
                  { account: wallet, amountCents: cents },
                ],
      });
    await move('deposit', 30_000, '2025-03-10T12:00:00.000Z');
    await move('campaign_funding', 12_000, '2025-03-31T23:59:59.000Z');
    await move('escrow_return', 2_000, '2025-05-01T00:00:00.000Z');
    await deposit(business, 50_000);
    await withdraw(business, 10_000);
    return business;
  }

  it('adds up to the ledger: opening, every movement, totals and closing, month after month', async () => {
    const business = await businessWithHistory();

    const march = (await statement(business, '2025-03')).json();
    expect(march).toMatchObject({
      month: '2025-03',
      from: '2025-03-01T00:00:00.000Z',
      to: '2025-04-01T00:00:00.000Z',
      isComplete: true,
      totals: {
        openingCents: 0,
        depositsCents: 30_000,
        campaignFundingCents: -12_000,
        refundsCents: 0,
        escrowReturnsCents: 0,
        disputesCents: 0,
        closingCents: 18_000,
      },
      linesOmitted: 0,
      platform: { legalName: PLATFORM_DETAILS.legalName },
      customer: { email: business.email },
    });
    expect(march.lines.map((l: { amountCents: number }) => l.amountCents)).toEqual([30_000, -12_000]);
    expect(march.lines.map((l: { balanceAfterCents: number }) => l.balanceAfterCents)).toEqual([30_000, 18_000]);
    expect(march.lines[0].receiptNumber).toBe(receiptNumber('deposit', march.lines[0].id));
    expect(march.lines[1].receiptNumber).toBeNull();

    // A month without movements carries the balance over.
    const april = (await statement(business, '2025-04')).json();
    expect(april.totals).toMatchObject({ openingCents: 18_000, closingCents: 18_000 });
    expect(april.lines).toEqual([]);

    const may = (await statement(business, '2025-05')).json();
    expect(may.totals).toMatchObject({ openingCents: 18_000, escrowReturnsCents: 2_000, closingCents: 20_000 });

    // This month closes at the wallet's balance: the figure the Payments page shows, and the ledger's.
    const current = await statement(business, monthOf(new Date()));
    expect(current.statusCode, current.body).toBe(200);
    const now = current.json();
    const page = (await callAs(app, business, 'GET', '/api/business/payments')).json();
    expect(now.isComplete).toBe(false);
    expect(now.totals).toMatchObject({
      openingCents: 20_000,
      depositsCents: 50_000,
      refundsCents: -10_000,
      closingCents: 60_000,
    });
    expect(now.totals.closingCents).toBe(page.balanceCents);
    expect(now.totals.closingCents).toBe(await walletBalance(app, business));
    expect(now.lines.at(-1).balanceAfterCents).toBe(page.balanceCents);
    // Each line is the history's own row.
    const rows = await history(business);
    for (const line of now.lines) {
      expect(rows.find((r) => r.id === line.id)).toMatchObject({
        amountCents: line.amountCents,
        balanceAfterCents: line.balanceAfterCents,
      });
    }
  });

  it('lists the months the wallet moved in, newest first; none for a new business', async () => {
    const business = await businessWithHistory();
    // The Payments page carries them (its statement picker).
    const res = await callAs(app, business, 'GET', '/api/business/payments');
    expect(res.statusCode).toBe(200);
    expect(res.json().statementMonths).toEqual([monthOf(new Date()), '2025-05', '2025-03']);
    const fresh = await signUpBusiness(app);
    expect((await callAs(app, fresh, 'GET', '/api/business/payments')).json().statementMonths).toEqual([]);
    // A month before any movement is an empty statement at zero, not an error.
    expect((await statement(fresh, '2024-01')).json().totals).toMatchObject({ openingCents: 0, closingCents: 0 });
  });

  it('refuses a bad month with a reason, and a month not started yet', async () => {
    const business = await signUpBusiness(app);
    for (const bad of ['2026-13', '2026-1', 'november', '2026-11-01', '1999-12']) {
      const res = await statement(business, bad);
      expect(res.statusCode, bad).toBe(400);
    }
    expect((await statement(business, '2026-00')).json().message).toContain(statementMessages.badMonth);
    const next = new Date();
    next.setUTCMonth(next.getUTCMonth() + 1, 1);
    const future = await statement(business, monthOf(next));
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe(statementMessages.notStarted);
  });

  it('shows each business only its own wallet, and refuses a creator and a signed-out visitor', async () => {
    const [owner, other, creator] = await Promise.all([signUpBusiness(app), signUpBusiness(app), signUpCreator(app)]);
    await deposit(owner, 7_500);
    const month = monthOf(new Date());
    expect((await statement(owner, month)).json().totals.closingCents).toBe(7_500);
    const theirs = (await statement(other, month)).json();
    expect(theirs.totals.closingCents).toBe(0);
    expect(theirs.lines).toEqual([]);
    expect(theirs.customer.email).toBe(other.email);
    const url = `/api/business/payments/statements/${month}`;
    expect((await callAs(app, creator, 'GET', url)).statusCode).toBe(403);
    expect((await callAs(app, null, 'GET', url)).statusCode).toBe(401);
  });
});
