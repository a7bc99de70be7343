// The test-mode provider's pages (issue 13): its checkout pays or declines by the card number (Stripe's test numbers;
// issue 25: a payment with 4000 0000 0000 0259 is disputed when the tester says, and its dispute closed won or lost),
// and its payout-account setup takes a test bank account. Both refuse to run unless the configured provider is the
// test mode; both act only on the signed-in user's own checkout or account. As the provider's own pages, they book
// what the provider did (a card charged, a dispute opened or won) in its books before reporting it (issue 25).
import type { Checkout } from '@microreach/domain/business-payments';
import { paymentMessages, type TestDisputeInput } from '@microreach/domain/business-payments';
import type { PayoutAccount } from '@microreach/domain/creator-earnings';
import { TEST_CARD_DISPUTED } from '@microreach/domain/ledger';
import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import type { UserRow } from '#server/db/schema/index.ts';
import { paymentCheckouts, payoutAccounts } from '#server/db/schema/index.ts';
import { AppError, conflict, notFound } from '#server/lib/errors.ts';
import { applyProviderEvent, getCheckout } from '#server/modules/business-payments/business-checkouts.service.ts';
import {
  isDisputedTestPayment,
  TestModeProvider,
  testAccountId,
  testCardOutcome,
  testDisputeRef,
  testPaymentRef,
} from './providers/test-mode.ts';
import type { PaymentProvider } from './providers/types.ts';

/**
 * The test-mode provider's payout-account id for a creator's test bank account, and a test payment's id (the demo seed
 * makes them too).
 */
export { testAccountId, testPaymentRef };

function requireTestMode(provider: PaymentProvider): asserts provider is TestModeProvider {
  if (!(provider instanceof TestModeProvider)) {
    throw notFound('Test mode is off: payments go through the real provider.');
  }
}

export async function payTestCheckout(
  db: Db,
  provider: PaymentProvider,
  actor: UserRow,
  checkoutId: string,
  cardNumber: string,
): Promise<Checkout> {
  requireTestMode(provider);
  const checkout = await getCheckout(db, provider, actor, checkoutId);
  if (checkout.state === 'paid') return checkout;
  if (checkout.state !== 'open')
    throw conflict('This checkout is closed. Start a new one from Add Funds.', 'CHECKOUT_NOT_OPEN');
  const outcome = testCardOutcome(cardNumber);
  if (outcome === 'declined') {
    await db
      .update(paymentCheckouts)
      .set({ state: 'declined', failureMessage: paymentMessages.cardDeclined, completedAt: new Date() })
      .where(and(eq(paymentCheckouts.id, checkoutId), eq(paymentCheckouts.state, 'open')));
    throw new AppError(402, paymentMessages.cardDeclined, 'PAYMENT_DECLINED');
  }
  const [row] = await db.select().from(paymentCheckouts).where(eq(paymentCheckouts.id, checkoutId));
  const paymentRef = testPaymentRef(checkoutId, cardNumber);
  await provider.chargeCard(paymentRef, row.amountCents);
  await applyProviderEvent(db, provider, {
    type: 'checkout.paid',
    eventId: `test_evt_${checkoutId}`,
    checkoutId,
    providerRef: row.providerRef ?? `test_cs_${checkoutId}`,
    amountCents: row.amountCents,
    paymentRef,
  });
  return getCheckout(db, provider, actor, checkoutId);
}

/**
 * A payment made with the disputed test card: the tester opens its dispute (its money leaves the wallet, which may go
 * below zero if it was spent), then closes it won (the money comes back) or lost, as the card's bank would.
 */
export async function setTestDispute(
  db: Db,
  provider: PaymentProvider,
  actor: UserRow,
  checkoutId: string,
  { status }: TestDisputeInput,
): Promise<Checkout> {
  requireTestMode(provider);
  const checkout = await getCheckout(db, provider, actor, checkoutId);
  const [row] = await db.select().from(paymentCheckouts).where(eq(paymentCheckouts.id, checkoutId));
  if (checkout.state !== 'paid' || !row.paymentRef || !isDisputedTestPayment(row.paymentRef)) {
    throw conflict(
      `${paymentMessages.noDispute} Only a payment made with card ${TEST_CARD_DISPUTED} can be.`,
      'DISPUTE_CLOSED',
    );
  }
  if (status === 'open' ? checkout.dispute !== null : checkout.dispute?.status !== 'open') {
    throw conflict(checkout.dispute ? paymentMessages.disputeClosed : paymentMessages.noDispute, 'DISPUTE_CLOSED');
  }
  const disputeRef = testDisputeRef(checkoutId);
  // What the card's bank takes: what the payment still holds at the provider.
  const amountCents = await provider.disputePayment(
    disputeRef,
    row.paymentRef,
    status,
    row.amountCents - row.refundedCents,
  );
  await applyProviderEvent(db, provider, {
    type: 'dispute.updated',
    eventId: `test_evt_dispute_${checkoutId}_${status}`,
    disputeRef,
    paymentRef: row.paymentRef,
    amountCents,
    status,
    reason: 'fraudulent',
  });
  return getCheckout(db, provider, actor, checkoutId);
}

export async function completeTestPayoutSetup(
  db: Db,
  provider: PaymentProvider,
  actor: UserRow,
  input: { accountHolder: string; accountNumber: string },
): Promise<PayoutAccount> {
  requireTestMode(provider);
  const externalId = testAccountId(actor.id, input.accountNumber);
  const state = await provider.payoutAccountState(externalId);
  await db
    .insert(payoutAccounts)
    .values({ userId: actor.id, provider: provider.name, externalId, active: state.active, label: state.label })
    .onConflictDoUpdate({
      target: [payoutAccounts.userId, payoutAccounts.provider],
      set: { externalId, active: state.active, label: state.label, updatedAt: new Date() },
    });
  return { provider: provider.name, label: state.label, active: state.active };
}
