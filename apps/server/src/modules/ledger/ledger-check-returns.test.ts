// `npm run ledger:check`'s checks of disputes, refunds and withdrawals (issue 25), on PGlite and (with DATABASE_URL)
// PostgreSQL: what the API does passes them, and each finds the broken state it exists for. Every broken state is made
// inside a transaction that is rolled back, so the shared database stays whole.
import { TEST_CARD_DISPUTED } from '@microreach/domain/ledger';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '#server/db/client.ts';
import { businessWithdrawals, paymentCheckouts } from '#server/db/schema/index.ts';
import {
  callAs,
  createTestApp,
  launchableCampaign,
  signUpBusiness,
  type TestApp,
  type TestUser,
} from '#server/test/harness.ts';
import { addFunds, keyed, walletBalance } from '#server/test/ledger.ts';
import { account, accountId } from './ledger.service.ts';
import { checkLedger } from './ledger-check.service.ts';

const BELOW_ZERO = 'a business wallet went below zero only by a dispute or a refund made at the provider';
const DEPOSIT = "a deposit's refunds and disputes never exceed it, and match its rows and the wallet's movements";
const WITHDRAWAL = "a business's withdrawal is the sum of its refunds";

let app: TestApp;
let business: TestUser;
let disputed: string;
let refunded: string;
beforeAll(async () => {
  app = await createTestApp();
  business = await signUpBusiness(app);
  // A deposit whose dispute took the wallet below zero, and one partly withdrawn: both as the API leaves them.
  const started = await callAs(
    app,
    business,
    'POST',
    '/api/business/payments/checkouts',
    { amountCents: 5_000 },
    keyed(),
  );
  disputed = started.json().id;
  await callAs(app, business, 'POST', `/api/ledger/test-mode/checkouts/${disputed}/pay`, {
    cardNumber: TEST_CARD_DISPUTED,
  });
  const draft = await callAs(app, business, 'POST', '/api/business/campaigns', launchableCampaign({ intent: 'draft' }));
  expect(draft.statusCode, draft.body).toBe(201);
  const funded = await callAs(
    app,
    business,
    'POST',
    `/api/business/payments/campaigns/${draft.json().id}/funding`,
    { amountCents: 3_000 },
    keyed(),
  );
  expect(funded.statusCode, funded.body).toBe(201);
  expect(
    (await callAs(app, business, 'POST', `/api/ledger/test-mode/checkouts/${disputed}/dispute`, { status: 'open' }))
      .statusCode,
  ).toBe(200);
  expect(await walletBalance(app, business)).toBe(-3_000);
  refunded = await addFunds(app, business, 4_000);
  const withdrawal = await callAs(
    app,
    business,
    'POST',
    '/api/business/payments/withdrawals',
    { amountCents: 1_000 },
    keyed(),
  );
  expect(withdrawal.statusCode, withdrawal.body).toBe(201);
});
afterAll(async () => {
  for (const check of await checkLedger(app.db)) expect(check.violations, check.name).toEqual([]);
  await app.close();
});

const rolledBack = new Error('rolled back');

/** The violations of the three checks after `work`, in a transaction that is then rolled back. */
async function violationsAfter(work: (tx: Tx) => Promise<unknown>): Promise<Record<string, string[]>> {
  let found: Record<string, string[]> = {};
  const err = await app.db
    .transaction(async (tx) => {
      await work(tx);
      found = Object.fromEntries((await checkLedger(tx)).map((c) => [c.name, c.violations]));
      throw rolledBack;
    })
    .catch((e: unknown) => e);
  expect(err).toBe(rolledBack);
  for (const name of [BELOW_ZERO, DEPOSIT, WITHDRAWAL]) expect(found, name).toHaveProperty([name]);
  return found;
}

describe('ledger:check of disputes, refunds and withdrawals', () => {
  it('passes what the API did: a dispute below zero, a withdrawal and its refund', async () => {
    const found = await violationsAfter(async () => {});
    expect(found[BELOW_ZERO]).toEqual([]);
    expect(found[DEPOSIT]).toEqual([]);
    expect(found[WITHDRAWAL]).toEqual([]);
    const [row] = await app.db.select().from(paymentCheckouts).where(eq(paymentCheckouts.id, refunded));
    expect(row.refundedCents).toBe(1_000);
  });

  it('finds a wallet taken below zero by anything but a dispute or a refund (past the disabled triggers)', async () => {
    const wallet = accountId(account.wallet(business.user.id));
    const found = await violationsAfter(async (tx) => {
      await tx.execute(sql`alter table ledger_entries disable trigger user`);
      await tx.execute(sql`alter table ledger_transactions disable trigger user`);
      const [t] = await tx
        .execute<{ id: string }>(
          sql`insert into ledger_transactions (kind, description) values ('campaign_funding', 'forged') returning id`,
        )
        .then((r) => (r as unknown as { rows: Array<{ id: string }> }).rows);
      await tx.execute(sql`insert into ledger_entries (transaction_id, account_id, amount_cents, balance_after_cents, account_version)
        values (${t.id}, ${wallet}, -100, -2100, 9999)`);
    });
    expect(found[BELOW_ZERO]).toEqual([expect.stringContaining(`${wallet} v9999 (campaign_funding): -2100`)]);
  });

  it("finds a deposit's refunded or disputed figure that its rows and the wallet do not explain", async () => {
    const bumped = await violationsAfter((tx) =>
      tx.update(paymentCheckouts).set({ refundedCents: 2_000 }).where(eq(paymentCheckouts.id, refunded)),
    );
    expect(bumped[DEPOSIT]).toEqual([expect.stringContaining(`${refunded}: refunded 2000 (rows 1000, wallet 1000)`)]);
    const cleared = await violationsAfter((tx) =>
      tx.update(paymentCheckouts).set({ disputedCents: 0 }).where(eq(paymentCheckouts.id, disputed)),
    );
    expect(cleared[DEPOSIT]).toEqual([expect.stringContaining(`disputed 0 (rows 5000, wallet 5000) of 5000`)]);
  });

  it('finds a withdrawal that is not the sum of its refunds', async () => {
    let id = '';
    const found = await violationsAfter(async (tx) => {
      [{ id }] = await tx
        .insert(businessWithdrawals)
        .values({ businessId: business.user.id, amountCents: 700 })
        .returning({ id: businessWithdrawals.id });
    });
    expect(found[WITHDRAWAL]).toEqual([`${id}: 700 vs refunds 0`]);
  });
});
