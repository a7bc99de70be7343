// Issue 30: funding a campaign is one move shown as two lines of Transaction History (the wallet's minus, the
// campaign's plus). Both lines carry the same moveId and name each other's account, so the page can say they are one
// move; a deposit has no counterpart among the business's accounts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callAs,
  createTestApp,
  launchableCampaign,
  signUpBusiness,
  signUpCreator,
  type TestApp,
} from '#server/test/harness.ts';
import { addFunds, fundCampaign } from '#server/test/ledger.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('Transaction History: a funding is one move (issue 30)', () => {
  it('gives the wallet and campaign lines one moveId, each naming the other account', async () => {
    const business = await signUpBusiness(app);
    const created = await callAs(
      app,
      business,
      'POST',
      '/api/business/campaigns',
      launchableCampaign({ campaignName: 'Cold Brew Moves', campaignHashtags: ['ColdBrew'] }),
    );
    expect(created.statusCode, created.body).toBe(201);
    await addFunds(app, business, 50_000);
    expect((await fundCampaign(app, business, created.json().id, 20_000)).statusCode).toBe(201);

    const res = await callAs(app, business, 'GET', '/api/business/payments/transactions');
    expect(res.statusCode, res.body).toBe(200);
    const [campaignLine, walletLine, deposit] = res.json().items;
    expect(walletLine).toMatchObject({
      kind: 'campaign_funding',
      account: 'Wallet',
      amountCents: -20_000,
      counterpart: 'Cold Brew Moves',
    });
    expect(campaignLine).toMatchObject({
      kind: 'campaign_funding',
      account: 'Cold Brew Moves',
      amountCents: 20_000,
      counterpart: 'Wallet',
    });
    expect(campaignLine.moveId).toEqual(expect.any(String));
    expect(walletLine.moveId).toBe(campaignLine.moveId);
    expect(deposit).toMatchObject({ kind: 'deposit', account: 'Wallet', counterpart: null });
    expect(deposit.moveId).not.toBe(walletLine.moveId);
  });

  it("lists only the business's own lines; a creator and a signed-out visitor are refused", async () => {
    const [business, other, creator] = await Promise.all([
      signUpBusiness(app),
      signUpBusiness(app),
      signUpCreator(app),
    ]);
    await addFunds(app, business, 10_000);
    const others = await callAs(app, other, 'GET', '/api/business/payments/transactions');
    expect(others.json()).toMatchObject({ items: [], total: 0 });
    expect((await callAs(app, creator, 'GET', '/api/business/payments/transactions')).statusCode).toBe(403);
    expect((await callAs(app, null, 'GET', '/api/business/payments/transactions')).statusCode).toBe(401);
  });
});
