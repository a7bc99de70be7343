// Money a payment provider takes back from a deposit (issue 25): card disputes, and refunds made at the provider or
// asked for by Withdraw balance. Each is applied from the provider's report of how it stands now, in the transaction
// that records the event, so replayed, late or out-of-order reports move money at most once: a dispute is taken
// back once (keyed by the dispute) and given back once when won; a refund is taken once (keyed by its row) and
// returned once if it fails. A dispute or a provider's refund may take the wallet below zero: the provider has the
// money already. See docs/decisions/018-money.md.
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { depositRefunds, paymentCheckouts, paymentDisputes } from '#server/db/schema/index.ts';
import { notFound } from '#server/lib/errors.ts';
import { account, transfer } from '#server/modules/ledger/ledger.service.ts';
import type { DisputeOutcome, PaymentProvider, ProviderRefund } from '#server/modules/ledger/providers/types.ts';
import {
  type CheckoutRow,
  lockCheckoutByPayment,
  lockRefund,
  markRefundFailed,
  markRefundSucceeded,
  unreturnedCents,
} from './deposit-refunds.ts';

const UNKNOWN_PAYMENT = 'No paid checkout of ours has this payment.';

export interface DisputeReport {
  disputeRef: string;
  paymentRef: string;
  amountCents: number;
  status: DisputeOutcome;
  reason: string | null;
}

/**
 * A dispute as the provider reports it. The first report of a dispute (whatever its status: a 'closed' may arrive
 * before its 'created') takes the disputed amount back from the wallet; a won one gives it back; lost keeps it.
 * A dispute already closed is never reopened by a late report.
 */
export async function applyDispute(tx: Tx, provider: PaymentProvider, report: DisputeReport): Promise<void> {
  const checkout = await lockCheckoutByPayment(tx, provider, report.paymentRef);
  if (!checkout?.businessId) throw notFound(UNKNOWN_PAYMENT);
  const businessId = checkout.businessId;
  const [existing] = await tx
    .select()
    .from(paymentDisputes)
    .where(and(eq(paymentDisputes.provider, provider.name), eq(paymentDisputes.providerRef, report.disputeRef)))
    .for('update');
  let dispute = existing;
  if (!dispute) {
    // What the provider took back, never more than it still held of the deposit: what it refunded already is not the
    // wallet's to lose twice. A refund of ours still on its way does not count: the provider disputes what it holds,
    // and that refund, refused or failed later, comes back to the wallet (issue 25's property run found this).
    const taken = Math.min(
      report.amountCents,
      checkout.amountCents - checkout.disputedCents - (await refundedAtProviderCents(tx, checkout.id)),
    );
    if (taken <= 0) return;
    [dispute] = await tx
      .insert(paymentDisputes)
      .values({
        provider: provider.name,
        providerRef: report.disputeRef,
        checkoutId: checkout.id,
        amountCents: taken,
        reason: report.reason,
      })
      .returning();
    await tx
      .update(paymentCheckouts)
      .set({ disputedCents: sql`${paymentCheckouts.disputedCents} + ${taken}` })
      .where(eq(paymentCheckouts.id, checkout.id));
    await transfer(tx, {
      kind: 'dispute_debit',
      description: 'Card dispute: the payment’s bank took this money back',
      idempotencyKey: `dispute:${provider.name}:${report.disputeRef}:debit`,
      userId: businessId,
      checkoutId: checkout.id,
      legs: [
        { account: account.wallet(businessId), amountCents: -taken, mayOverdraw: true },
        { account: account.provider(provider.name), amountCents: taken },
      ],
    });
  }
  if (dispute.status !== 'open' || report.status === 'open') return;
  if (report.status === 'won') {
    await tx
      .update(paymentCheckouts)
      .set({ disputedCents: sql`${paymentCheckouts.disputedCents} - ${dispute.amountCents}` })
      .where(eq(paymentCheckouts.id, checkout.id));
    await transfer(tx, {
      kind: 'dispute_reinstatement',
      description: 'Card dispute won: the money is back in your wallet',
      idempotencyKey: `dispute:${provider.name}:${report.disputeRef}:won`,
      userId: businessId,
      checkoutId: checkout.id,
      legs: [
        { account: account.provider(provider.name), amountCents: -dispute.amountCents },
        { account: account.wallet(businessId), amountCents: dispute.amountCents },
      ],
    });
  }
  await tx
    .update(paymentDisputes)
    .set({ status: report.status, closedAt: new Date() })
    .where(eq(paymentDisputes.id, dispute.id));
}

/** What the provider has refunded of a deposit: its refunds that went through. */
async function refundedAtProviderCents(tx: Tx, checkoutId: string): Promise<number> {
  const [row] = await tx
    .select({ cents: sql`coalesce(sum(${depositRefunds.amountCents}), 0)`.mapWith(Number) })
    .from(depositRefunds)
    .where(and(eq(depositRefunds.checkoutId, checkoutId), eq(depositRefunds.state, 'succeeded')));
  return row?.cents ?? 0;
}

/**
 * Refunds as the provider reports them. Ours (Withdraw balance) only change state: succeeded, or failed and returned.
 * One we did not ask for (made in the provider's dashboard) is recorded once, by the provider's id, and its amount
 * taken from the wallet, which may go below zero.
 */
export async function applyProviderRefunds(
  tx: Tx,
  provider: PaymentProvider,
  refunds: readonly ProviderRefund[],
): Promise<void> {
  for (const refund of refunds) await applyProviderRefund(tx, provider, refund);
}

async function applyProviderRefund(tx: Tx, provider: PaymentProvider, refund: ProviderRefund): Promise<void> {
  let row = await findRefund(tx, provider, refund);
  let checkout: CheckoutRow | undefined;
  if (!row && refund.refundId === null && refund.status !== 'failed') {
    checkout = await lockCheckoutByPayment(tx, provider, refund.paymentRef);
    if (!checkout?.businessId) throw notFound(UNKNOWN_PAYMENT);
    // A twin report of it may have recorded it while this one waited for the checkout.
    row = await findRefund(tx, provider, refund);
  }
  if (row) {
    if (refund.status === 'succeeded') await markRefundSucceeded(tx, row, refund.providerRef);
    else if (refund.status === 'failed') {
      await markRefundFailed(tx, provider, row, refund.failureMessage ?? 'The refund failed.', refund.providerRef);
    } else if (!row.providerRef) {
      await tx.update(depositRefunds).set({ providerRef: refund.providerRef }).where(eq(depositRefunds.id, row.id));
    }
    return;
  }
  // A refund of ours we no longer have, or one made at the provider that failed: no money of the wallet moved.
  if (checkout) await recordProviderRefund(tx, provider, checkout, refund);
}

/** Our refund row: by the id we sent with it, else by the provider's id. Locked. */
async function findRefund(tx: Tx, provider: PaymentProvider, refund: ProviderRefund) {
  if (refund.refundId !== null && /^[0-9a-f-]{36}$/i.test(refund.refundId)) {
    const row = await lockRefund(tx, refund.refundId);
    if (row?.provider === provider.name) return row;
  }
  const [byRef] = await tx
    .select({ id: depositRefunds.id })
    .from(depositRefunds)
    .where(and(eq(depositRefunds.provider, provider.name), eq(depositRefunds.providerRef, refund.providerRef)));
  return byRef ? lockRefund(tx, byRef.id) : undefined;
}

async function recordProviderRefund(
  tx: Tx,
  provider: PaymentProvider,
  checkout: CheckoutRow,
  refund: ProviderRefund,
): Promise<void> {
  const businessId = checkout.businessId as string;
  // Never more than is left of the deposit (a refund larger than the payment is the provider's error, not money).
  const taken = Math.min(refund.amountCents, unreturnedCents(checkout));
  if (taken <= 0) return;
  const [row] = await tx
    .insert(depositRefunds)
    .values({
      provider: provider.name,
      checkoutId: checkout.id,
      amountCents: taken,
      state: refund.status === 'succeeded' ? 'succeeded' : 'pending',
      providerRef: refund.providerRef,
      completedAt: refund.status === 'succeeded' ? new Date() : null,
    })
    .returning();
  await tx
    .update(paymentCheckouts)
    .set({ refundedCents: sql`${paymentCheckouts.refundedCents} + ${taken}` })
    .where(eq(paymentCheckouts.id, checkout.id));
  await transfer(tx, {
    kind: 'deposit_refund',
    description: provider.testMode
      ? 'Refund made at the payment provider (test mode)'
      : 'Refund made at the payment provider',
    idempotencyKey: `refund:${row.id}`,
    userId: businessId,
    checkoutId: checkout.id,
    legs: [
      { account: account.wallet(businessId), amountCents: -taken, mayOverdraw: true },
      { account: account.provider(provider.name), amountCents: taken },
    ],
  });
}
