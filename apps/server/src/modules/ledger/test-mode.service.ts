// The test-mode provider's pages (issue 13): its checkout pays or declines by the card number (Stripe's test numbers),
// and its payout-account setup takes a test bank account. Both refuse to run unless the configured provider is the
// test mode; both act only on the signed-in user's own checkout or account.
import type { Checkout } from '@microreach/domain/business-payments';
import { paymentMessages } from '@microreach/domain/business-payments';
import type { PayoutAccount } from '@microreach/domain/creator-earnings';
import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import type { UserRow } from '#server/db/schema/index.ts';
import { paymentCheckouts, payoutAccounts } from '#server/db/schema/index.ts';
import { AppError, conflict, notFound } from '#server/lib/errors.ts';
import { applyProviderEvent, getCheckout } from '#server/modules/business-payments/business-payments.service.ts';
import { testAccountId, testCardOutcome } from './providers/test-mode.ts';
import type { PaymentProvider } from './providers/types.ts';

/** The test-mode provider's payout-account id for a creator's test bank account (the demo seed makes them too). */
export { testAccountId };

function requireTestMode(provider: PaymentProvider) {
  if (!provider.testMode) throw notFound('Test mode is off: payments go through the real provider.');
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
  if (testCardOutcome(cardNumber) === 'declined') {
    await db
      .update(paymentCheckouts)
      .set({ state: 'declined', failureMessage: paymentMessages.cardDeclined, completedAt: new Date() })
      .where(and(eq(paymentCheckouts.id, checkoutId), eq(paymentCheckouts.state, 'open')));
    throw new AppError(402, paymentMessages.cardDeclined, 'PAYMENT_DECLINED');
  }
  const [row] = await db.select().from(paymentCheckouts).where(eq(paymentCheckouts.id, checkoutId));
  await applyProviderEvent(db, provider, {
    type: 'checkout.paid',
    eventId: `test_evt_${checkoutId}`,
    checkoutId,
    providerRef: row.providerRef ?? `test_cs_${checkoutId}`,
    amountCents: row.amountCents,
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
