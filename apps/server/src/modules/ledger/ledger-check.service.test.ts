// `npm run ledger:check`'s checks of issue 25, on PGlite and (with DATABASE_URL) PostgreSQL: each one finds what it
// exists for. Every broken state is made inside a transaction that is rolled back, so the shared database stays whole.

import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '#server/db/client.ts';
import { campaignAnalytics, ledgerEntries, ledgerTransactions, paymentCheckouts } from '#server/db/schema/index.ts';
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
import { addFunds, fundCampaign } from '#server/test/ledger.ts';
import { account, accountId, transfer } from './ledger.service.ts';
import { checkLedger } from './ledger-check.service.ts';

let app: TestApp;
let business: TestUser;
let campaignId: string;
beforeAll(async () => {
  app = await createTestApp();
  business = await signUpBusiness(app);
  const [row] = await app.db
    .execute<{ id: string }>(
      sql`insert into campaigns (user_id, campaign_name, status) values (${business.user.id}, 'Check test', 'Draft') returning id`,
    )
    .then((r) => (r as unknown as { rows: Array<{ id: string }> }).rows);
  campaignId = row.id;
});
afterAll(async () => {
  for (const check of await checkLedger(app.db)) expect(check.violations, check.name).toEqual([]);
  await app.close();
});

const CHECK = {
  provider: 'every provider account is one of the fixed list',
  fingerprint: "every transaction's fingerprint is the one of what it moved",
  keyed: 'every earnings movement has an idempotency key',
  finalPaid: "a final post's earnings are settled, all of them as far as its campaign's escrow reaches",
  tookMore: "a post never took more from its campaign's escrow than it earned",
  belowZero: 'no account but a provider or a business wallet is below zero',
  wallet: 'a business wallet is below zero by no more than disputes and refunds at the provider took back',
};

const rolledBack = new Error('rolled back');

/** The violations of each check after `work`, in a transaction that is then rolled back. */
async function violationsAfter(work: (tx: Tx) => Promise<void>): Promise<Record<string, string[]>> {
  let found: Record<string, string[]> = {};
  const err = await app.db
    .transaction(async (tx) => {
      await work(tx);
      found = Object.fromEntries((await checkLedger(tx)).map((c) => [c.name, c.violations]));
      throw rolledBack;
    })
    .catch((e: unknown) => e);
  expect(err).toBe(rolledBack);
  for (const name of Object.values(CHECK)) expect(found, name).toHaveProperty([name]);
  return found;
}

const deposit = (tx: Tx, userId: string, cents: number, checkoutId: string | null = null) =>
  transfer(tx, {
    kind: 'deposit',
    description: 'test deposit',
    idempotencyKey: `test-deposit:${randomUUID()}`,
    checkoutId,
    legs: [
      { account: account.provider('test'), amountCents: -cents },
      { account: account.wallet(userId), amountCents: cents },
    ],
  });

describe('ledger:check (issue 25)', () => {
  it('finds a provider account outside the fixed list (here past a dropped constraint)', async () => {
    // (In SQL: the schema's types know the fixed list too.)
    const insert = (tx: Tx | TestApp['db'], id: string, kind: 'provider' | 'platform_fees', provider: string | null) =>
      tx.execute(sql`insert into ledger_accounts (id, kind, provider, allow_negative)
        values (${id}, ${kind}, ${provider}, ${kind === 'provider'})`);
    // The database refuses it ...
    await expect(insert(app.db, 'provider:paypal', 'provider', 'paypal')).rejects.toThrow();
    // ... and the check finds it where the constraint is gone (a restored or hand-edited database), and an account
    // that takes a provider's name without being one.
    const found = await violationsAfter(async (tx) => {
      await tx.execute(sql`alter table ledger_accounts drop constraint ledger_accounts_provider_fixed`);
      await insert(tx, 'provider:paypal', 'provider', 'paypal');
      await insert(tx, 'provider:fake', 'platform_fees', null);
    });
    expect(found[CHECK.provider]).toEqual(
      expect.arrayContaining([expect.stringMatching(/^provider:paypal /), expect.stringMatching(/^provider:fake /)]),
    );
    expect(found[CHECK.provider]).toHaveLength(2);
  });

  it('finds an earnings movement without a key', async () => {
    let id = '';
    const found = await violationsAfter(async (tx) => {
      await deposit(tx, business.user.id, 1_000);
      await transfer(tx, {
        kind: 'campaign_funding',
        description: 'test funding',
        idempotencyKey: `test-funding:${randomUUID()}`,
        legs: [
          { account: account.wallet(business.user.id), amountCents: -1_000 },
          { account: account.escrow(campaignId, business.user.id), amountCents: 1_000 },
        ],
      });
      ({ id } = await transfer(tx, {
        kind: 'escrow_return',
        description: 'unkeyed return',
        campaignId,
        legs: [
          { account: account.escrow(campaignId, business.user.id), amountCents: -1_000 },
          { account: account.wallet(business.user.id), amountCents: 1_000 },
        ],
      }));
    });
    expect(found[CHECK.keyed]).toEqual([`${id} (escrow_return)`]);
  });

  it('finds a transaction whose fingerprint is not the one of what it moved', async () => {
    const key = `test:${randomUUID()}`;
    const found = await violationsAfter(async (tx) => {
      await deposit(tx, business.user.id, 1); // the accounts exist
      const [t] = await tx
        .insert(ledgerTransactions)
        .values({ kind: 'deposit', description: 'written by hand', idempotencyKey: key, requestFingerprint: 'f00d' })
        .returning({ id: ledgerTransactions.id });
      await tx.insert(ledgerEntries).values([
        { transactionId: t.id, accountId: accountId(account.provider('test')), amountCents: -100 },
        { transactionId: t.id, accountId: accountId(account.wallet(business.user.id)), amountCents: 100 },
      ]);
    });
    expect(found[CHECK.fingerprint]).toEqual([expect.stringContaining(`(deposit, key ${key})`)]);
  });

  it("finds a final post not paid all it earned while its campaign's escrow had the money", async () => {
    const creator = await signUpCreator(app);
    await callAs(app, creator, 'PATCH', '/api/me', { instagramFollowers: 80_000 });
    const created = await callAs(
      app,
      business,
      'POST',
      '/api/business/campaigns',
      launchableCampaign({ privatePublic: 'Public' }),
    );
    const live = created.json().id as string;
    await joinAs(app, creator, live);
    await addFunds(app, business, 50_000);
    await fundCampaign(app, business, live, 50_000);
    const submitted = await callAs(app, creator, 'POST', `/api/creator/campaigns/${live}/content`, {
      platform: 'instagram',
      videoUrl: `https://www.instagram.com/p/Check${randomUUID().slice(0, 8)}/`,
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
    expect(paid.json()).toMatchObject({ earningsStatus: 'final', earningsCents: 20_800 });
    const rewrite = (cents: number) => async (tx: Tx) => {
      await tx.update(campaignAnalytics).set({ earningsCents: cents }).where(eq(campaignAnalytics.id, postId));
    };

    // The figure rewritten upwards after payment, $292 still in escrow: only the new check sees it.
    const higher = await violationsAfter(rewrite(25_800));
    expect(higher[CHECK.finalPaid]).toEqual([
      `${postId}: earned 25800, settled 20800, still pending 0, escrow left 29200`,
    ]);
    expect(higher[CHECK.tookMore]).toEqual([]);
    // Rewritten downwards (the finding of issue 25): both see it.
    const lower = await violationsAfter(rewrite(1_200));
    expect(lower[CHECK.finalPaid]).toEqual([
      `${postId}: earned 1200, settled 20800, still pending 0, escrow left 29200`,
    ]);
    expect(lower[CHECK.tookMore]).toHaveLength(1);
    // As it is: paid in full.
    const asPaid = await violationsAfter(async () => {});
    expect(asPaid[CHECK.finalPaid]).toEqual([]);
  });

  it('finds a business wallet below zero by more than disputes and refunds at the provider took back', async () => {
    const owner = await signUpBusiness(app);
    const wallet = accountId(account.wallet(owner.user.id));
    const found = await violationsAfter(async (tx) => {
      const [checkout] = await tx
        .insert(paymentCheckouts)
        .values({ provider: 'test', businessId: owner.user.id, amountCents: 1_000, state: 'paid' })
        .returning();
      await deposit(tx, owner.user.id, 1_000, checkout.id);
      await transfer(tx, {
        kind: 'campaign_funding',
        description: 'spent',
        idempotencyKey: `test-funding:${randomUUID()}`,
        legs: [
          { account: account.wallet(owner.user.id), amountCents: -1_000 },
          { account: account.escrow(campaignId, business.user.id), amountCents: 1_000 },
        ],
      });
      // The provider takes the deposit back: the wallet goes below zero, and no dispute is recorded on the checkout.
      await transfer(tx, {
        kind: 'dispute_debit',
        description: 'disputed',
        idempotencyKey: `test-dispute:${randomUUID()}`,
        checkoutId: checkout.id,
        legs: [
          { account: account.wallet(owner.user.id), amountCents: -1_000, mayOverdraw: true },
          { account: account.provider('test'), amountCents: 1_000 },
        ],
      });
      const unexplained = Object.fromEntries((await checkLedger(tx)).map((c) => [c.name, c.violations]));
      expect(unexplained[CHECK.wallet]).toEqual([`${wallet}: -1000, taken back 0`]);
      // Recorded, it explains the wallet.
      await tx.update(paymentCheckouts).set({ disputedCents: 1_000 }).where(eq(paymentCheckouts.id, checkout.id));
    });
    expect(found[CHECK.wallet]).toEqual([]);
    expect(found[CHECK.belowZero]).toEqual([]);
  });
});
