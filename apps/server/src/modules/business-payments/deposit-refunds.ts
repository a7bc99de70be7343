// What a deposit's refunds and disputes share (issue 25): finding the deposit a provider's payment id names, the
// refund rows as the API shows them, and a refund's outcome (a failed one returns its money to the wallet, once).
// Locks are taken in one order everywhere: a refund row, then its checkout, then the ledger's accounts.
import type { DepositRefund } from '@microreach/domain/business-payments';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { depositRefunds, paymentCheckouts } from '#server/db/schema/index.ts';
import { account, transfer } from '#server/modules/ledger/ledger.service.ts';
import type { PaymentProvider } from '#server/modules/ledger/providers/types.ts';

export type CheckoutRow = typeof paymentCheckouts.$inferSelect;
export type RefundRow = typeof depositRefunds.$inferSelect;

/**
 * What is left of a paid deposit to refund or dispute. A dispute may take what a refund still on its way also took
 * (the provider disputes what it holds), so the two may together pass the amount for a while: nothing is left then.
 */
export const unreturnedCents = (c: CheckoutRow) => Math.max(0, c.amountCents - c.refundedCents - c.disputedCents);

/** The paid checkout whose payment `paymentRef` is, locked for the rest of the transaction; undefined if none. */
export async function lockCheckoutByPayment(
  tx: Tx,
  provider: PaymentProvider,
  paymentRef: string,
): Promise<CheckoutRow | undefined> {
  const [row] = await tx
    .select()
    .from(paymentCheckouts)
    .where(
      and(
        eq(paymentCheckouts.provider, provider.name),
        eq(paymentCheckouts.paymentRef, paymentRef),
        eq(paymentCheckouts.state, 'paid'),
      ),
    )
    .for('update');
  return row;
}

/** The payment a deposit's refund names: recorded when it was paid (a test checkout paid before issue 25 has none). */
export function paymentRefOf(checkout: Pick<CheckoutRow, 'id' | 'provider' | 'paymentRef'>): string | null {
  return checkout.paymentRef ?? (checkout.provider === 'test' ? `test_pi_${checkout.id}` : null);
}

export function toDepositRefund(row: RefundRow): DepositRefund {
  return { id: row.id, amountCents: row.amountCents, state: row.state, failureMessage: row.failureMessage };
}

export async function lockRefund(tx: Tx, id: string): Promise<RefundRow | undefined> {
  const [row] = await tx.select().from(depositRefunds).where(eq(depositRefunds.id, id)).for('update');
  return row;
}

/** The refund went through: nothing moves (its money left the wallet when it was asked for). */
export async function markRefundSucceeded(tx: Tx, row: RefundRow, providerRef: string | null): Promise<void> {
  if (row.state !== 'pending') return;
  await tx
    .update(depositRefunds)
    .set({ state: 'succeeded', providerRef: row.providerRef ?? providerRef, completedAt: new Date() })
    .where(eq(depositRefunds.id, row.id));
}

/**
 * The refund failed (refused, or failed at the bank after it was accepted): its money comes back from the provider to
 * the wallet, once, and the deposit may be refunded again.
 */
export async function markRefundFailed(
  tx: Tx,
  provider: PaymentProvider,
  row: RefundRow,
  message: string,
  providerRef: string | null = null,
): Promise<void> {
  if (row.state === 'failed') return;
  const [checkout] = await tx
    .update(paymentCheckouts)
    .set({ refundedCents: sql`${paymentCheckouts.refundedCents} - ${row.amountCents}` })
    .where(eq(paymentCheckouts.id, row.checkoutId))
    .returning();
  // A deleted business's wallet is gone with it: the provider keeps the money, as with its deposits.
  if (checkout.businessId) {
    await transfer(tx, {
      kind: 'deposit_refund_failed',
      description: 'Refund failed: the money is back in your wallet',
      idempotencyKey: `refund:${row.id}:failed`,
      userId: checkout.businessId,
      checkoutId: checkout.id,
      legs: [
        { account: account.provider(provider.name), amountCents: -row.amountCents },
        { account: account.wallet(checkout.businessId), amountCents: row.amountCents },
      ],
    });
  }
  await tx
    .update(depositRefunds)
    .set({
      state: 'failed',
      failureMessage: message,
      providerRef: row.providerRef ?? providerRef,
      completedAt: new Date(),
    })
    .where(eq(depositRefunds.id, row.id));
}
