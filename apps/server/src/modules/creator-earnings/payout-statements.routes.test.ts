// A creator's statement of one payout through the API (issue 30), on PGlite and (with DATABASE_URL) PostgreSQL: gross,
// fee and net from the payout's ledger movements, the masked payout account, the provider's reference, its state and
// dates, and the settled earnings behind it (gross, the 5% fee, net) as the ledger holds them. Another creator's payout
// is a 404, a business is refused, a signed-out visitor is asked to sign in.
import { randomUUID } from 'node:crypto';
import { PLATFORM_DETAILS, payoutStatementNumber, statementMessages } from '@microreach/domain/receipts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { addFunds, availableBalance, fundCampaign, seedPayout } from '#server/test/ledger.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  for (const check of await checkLedger(app.db)) expect(check.violations, check.name).toEqual([]);
  await app.close();
});

const statementOf = (who: TestUser | null, payoutId: string) =>
  callAs(app, who, 'GET', `/api/creator/earnings/payouts/${payoutId}/statement`);

/** A creator paid $208 for an approved post (Pay now: $197.60 available after the $10.40 fee), with a test bank. */
async function paidCreator() {
  const [business, creator] = await Promise.all([signUpBusiness(app), signUpCreator(app)]);
  await callAs(app, creator, 'PATCH', '/api/me', { instagramFollowers: 80_000, location: 'Lisbon, Portugal' });
  const created = await callAs(
    app,
    business,
    'POST',
    '/api/business/campaigns',
    launchableCampaign({ privatePublic: 'Public' }),
  );
  const campaignId = created.json().id as string;
  expect((await joinAs(app, creator, campaignId)).statusCode).toBe(201);
  await addFunds(app, business, 50_000);
  expect((await fundCampaign(app, business, campaignId, 50_000)).statusCode).toBe(201);
  const submitted = await callAs(app, creator, 'POST', `/api/creator/campaigns/${campaignId}/content`, {
    platform: 'instagram',
    videoUrl: `https://www.instagram.com/p/Stmt${randomUUID().slice(0, 8)}/`,
  });
  const postId = submitted.json().id as string;
  await callAs(app, business, 'POST', `/api/business/posts/${postId}/metrics`, {
    views: 12_000,
    likes: 800,
    comments: 50,
    shares: 30,
  });
  await callAs(app, business, 'POST', `/api/business/posts/${postId}/approve`, { disclosureSeen: true });
  const paid = await callAs(app, business, 'POST', `/api/business/posts/${postId}/release-payment`);
  expect(paid.statusCode, paid.body).toBe(200);
  expect(await availableBalance(app, creator)).toBe(19_760);
  const bank = await callAs(app, creator, 'POST', '/api/ledger/test-mode/payout-account', {
    accountHolder: 'Mia Lens',
    accountNumber: '000123456789',
  });
  expect(bank.statusCode, bank.body).toBe(200);
  return { business, creator };
}

async function withdraw(creator: TestUser, amountCents: number): Promise<string> {
  const res = await callAs(
    app,
    creator,
    'POST',
    '/api/creator/earnings/withdrawals',
    { amountCents },
    { 'idempotency-key': randomUUID() },
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

describe('payout statements', () => {
  it('states a paid payout: gross, fee and net as the ledger moved them, the masked account, the earnings behind it', async () => {
    const { creator } = await paidCreator();
    const payoutId = await withdraw(creator, 15_000);

    const res = await statementOf(creator, payoutId);
    expect(res.statusCode, res.body).toBe(200);
    const statement = res.json();
    expect(statement).toMatchObject({
      id: payoutId,
      number: payoutStatementNumber(payoutId),
      status: 'paid',
      grossCents: 15_000,
      // The 5% fee was taken when the post's earnings became final: the payout itself moves no fee.
      feeCents: 0,
      netCents: 15_000,
      currency: 'USD',
      provider: 'test',
      testMode: true,
      method: 'Test Bank ••••6789',
      failureMessage: null,
      delayReason: null,
      earningsToDate: { grossCents: 20_800, feeCents: 1_040, netCents: 19_760 },
      platform: { legalName: PLATFORM_DETAILS.legalName, supportEmail: PLATFORM_DETAILS.supportEmail },
      creator: { name: 'Test Creator', email: creator.email, address: 'Lisbon, Portugal', companyName: null },
    });
    expect(statement.providerReference).toMatch(/\S/);
    expect(statement.processedAt).not.toBeNull();
    expect(Date.parse(statement.processedAt)).toBeGreaterThanOrEqual(Date.parse(statement.requestedAt));
    // The same figures as the creator's Transactions list.
    const earnings = (await callAs(app, creator, 'GET', '/api/creator/earnings')).json();
    expect(earnings.payouts.find((p: { id: string }) => p.id === payoutId)).toMatchObject({
      amountCents: statement.netCents,
      status: statement.status,
    });
    expect(earnings.platformFeesCents).toBe(statement.earningsToDate.feeCents);
  });

  it('states a failed payout with its reason, and a Delayed one with why', async () => {
    const creator = await signUpCreator(app);
    await seedPayout(app, creator.user.id, 2_500, 'failed');
    await seedPayout(app, creator.user.id, 3_500, 'delayed');
    const earnings = (await callAs(app, creator, 'GET', '/api/creator/earnings')).json();
    const failed = earnings.payouts.find((p: { status: string }) => p.status === 'failed');
    const delayed = earnings.payouts.find((p: { status: string }) => p.status === 'delayed');
    expect((await statementOf(creator, failed.id)).json()).toMatchObject({
      status: 'failed',
      grossCents: 2_500,
      netCents: 2_500,
      method: null,
    });
    expect((await statementOf(creator, delayed.id)).json()).toMatchObject({ status: 'delayed', grossCents: 3_500 });
  });

  it('is a 404 for another creator’s payout and for one that does not exist; refuses a business and a visitor', async () => {
    const [owner, other, business] = await Promise.all([signUpCreator(app), signUpCreator(app), signUpBusiness(app)]);
    await seedPayout(app, owner.user.id, 1_500, 'paid');
    const [payout] = (await callAs(app, owner, 'GET', '/api/creator/earnings')).json().payouts;
    expect((await statementOf(owner, payout.id)).statusCode).toBe(200);

    const stolen = await statementOf(other, payout.id);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toMatchObject({ code: 'NOT_FOUND', message: statementMessages.payoutNotFound });
    expect((await statementOf(owner, randomUUID())).statusCode).toBe(404);
    expect((await statementOf(owner, 'not-a-payout')).statusCode).toBe(400);
    const asBusiness = await statementOf(business, payout.id);
    expect(asBusiness.statusCode).toBe(403);
    expect(asBusiness.json()).toMatchObject({ code: 'WRONG_ROLE' });
    expect((await statementOf(null, payout.id)).statusCode).toBe(401);
  });
});
