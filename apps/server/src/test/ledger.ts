// Money helpers for server tests: add funds through the test-mode provider's own checkout, fund a campaign, read
// balances; every call goes through the API as a person's browser would.
import { randomUUID } from 'node:crypto';
import type { PayoutState } from '@microreach/domain/creator-earnings';
import { type LedgerTransactionKind, TEST_CARD_SUCCESS } from '@microreach/domain/ledger';
import { payoutRequests } from '#server/db/schema/index.ts';
import { type AccountRef, account, accountId, balance, transfer } from '#server/modules/ledger/ledger.service.ts';
import { callAs, type TestApp, type TestUser } from './harness.ts';

export const keyed = () => ({ 'idempotency-key': randomUUID() });

/** Add Funds through the test-mode checkout; returns the checkout id. */
export async function addFunds(app: TestApp, who: TestUser, cents: number): Promise<string> {
  const started = await callAs(app, who, 'POST', '/api/business/payments/checkouts', { amountCents: cents }, keyed());
  if (started.statusCode !== 201) throw new Error(`checkout: ${started.statusCode} ${started.body}`);
  const { id } = started.json() as { id: string };
  const paid = await callAs(app, who, 'POST', `/api/ledger/test-mode/checkouts/${id}/pay`, {
    cardNumber: TEST_CARD_SUCCESS,
  });
  if (paid.statusCode !== 200) throw new Error(`pay: ${paid.statusCode} ${paid.body}`);
  return id;
}

export function fundCampaign(app: TestApp, who: TestUser, campaignId: string, cents: number, key = randomUUID()) {
  return callAs(
    app,
    who,
    'POST',
    `/api/business/payments/campaigns/${campaignId}/funding`,
    { amountCents: cents },
    {
      'idempotency-key': key,
    },
  );
}

export const walletBalance = (app: TestApp, who: TestUser) => balance(app.db, account.wallet(who.user.id));
export const availableBalance = (app: TestApp, who: TestUser) => balance(app.db, account.available(who.user.id));
export const pendingBalance = (app: TestApp, who: TestUser) => balance(app.db, account.pending(who.user.id));
export const escrowBalance = (app: TestApp, campaignId: string) => balance(app.db, account.escrow(campaignId, ''));
export { accountId };

/**
 * A creator's payout in `status`, with the ledger movements that status implies (set-up for tests that read payouts
 * without sending them): earnings made available, the request, and its outcome.
 */
export async function seedPayout(app: TestApp, userId: string, cents: number, status: PayoutState): Promise<void> {
  await app.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(payoutRequests)
      .values({ userId, amountCents: cents, status, provider: 'test' })
      .returning();
    const move = (kind: LedgerTransactionKind, from: AccountRef, to: AccountRef) =>
      transfer(tx, {
        kind,
        description: `test ${kind}`,
        // Earnings movements are always keyed (ledger:check); the others here, like a payout's, are keyed by the caller.
        idempotencyKey: `test:${row.id}:${kind}`,
        creatorId: userId,
        payoutId: row.id,
        legs: [
          { account: from, amountCents: -cents },
          { account: to, amountCents: cents },
        ],
      });
    await move('earnings_settlement', account.provider('test'), account.available(userId));
    await move('payout_request', account.available(userId), account.payouts(userId));
    if (status === 'paid') await move('payout_paid', account.payouts(userId), account.provider('test'));
    if (status === 'failed') await move('payout_failed', account.payouts(userId), account.available(userId));
  });
}
