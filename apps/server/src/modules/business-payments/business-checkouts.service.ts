// Add Funds checkouts and what the payment provider says about them (issue 13; issue 25: disputes and refunds): a
// checkout is recorded and its page asked of the provider; the provider's events, from its webhook or the test-mode
// pages, are applied once each. See docs/decisions/018-money.md.
import type { Checkout } from '@microreach/domain/business-payments';
import { paymentMessages } from '@microreach/domain/business-payments';
import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import type { UserRow } from '#server/db/schema/index.ts';
import { paymentCheckouts, paymentDisputes, providerEvents } from '#server/db/schema/index.ts';
import { AppError, conflict, notFound } from '#server/lib/errors.ts';
import { applyPayoutEvent } from '#server/modules/creator-earnings/creator-earnings.service.ts';
import { account, transfer } from '#server/modules/ledger/ledger.service.ts';
import type { PaymentProvider, ProviderEvent } from '#server/modules/ledger/providers/types.ts';
import type { NotificationEmails } from '#server/modules/notifications/notification-emails.service.ts';
import { applyDispute, applyProviderRefunds } from './provider-returns.service.ts';

const CHECKOUT_NOT_FOUND = 'Checkout not found';

function toCheckout(
  row: typeof paymentCheckouts.$inferSelect,
  provider: PaymentProvider,
  dispute: Checkout['dispute'] = null,
): Checkout {
  return {
    id: row.id,
    provider: row.provider,
    testMode: row.provider === 'test',
    amountCents: row.amountCents,
    state: row.state,
    url: row.state === 'open' && row.provider === provider.name ? row.url : null,
    failureMessage: row.failureMessage,
    dispute,
  };
}

/**
 * Add Funds: records a checkout and asks the provider for its page (in the caller's idempotency transaction, so a
 * provider that fails leaves no checkout behind); returns where to send the business. The wallet is credited only
 * when the provider says the checkout was paid.
 */
export async function startCheckout(
  db: Db,
  provider: PaymentProvider,
  actor: UserRow,
  amountCents: number,
  appUrl: string,
): Promise<Checkout> {
  const [row] = await db
    .insert(paymentCheckouts)
    .values({ provider: provider.name, businessId: actor.id, amountCents })
    .returning();
  let page: { url: string; providerRef: string };
  try {
    page = await provider.createCheckout({
      checkoutId: row.id,
      amountCents,
      business: { id: actor.id, email: actor.email, name: actor.companyName ?? actor.name },
      successUrl: `${appUrl}/smb-payments?checkout=${row.id}`,
      cancelUrl: `${appUrl}/smb-payments?checkout=${row.id}&cancelled=1`,
      appUrl,
    });
  } catch (err) {
    throw Object.assign(new AppError(502, paymentMessages.paymentFailed, 'PROVIDER_ERROR'), { cause: err });
  }
  const [updated] = await db
    .update(paymentCheckouts)
    .set({ url: page.url, providerRef: page.providerRef })
    .where(eq(paymentCheckouts.id, row.id))
    .returning();
  return toCheckout(updated, provider);
}

export async function getCheckout(db: Db, provider: PaymentProvider, actor: UserRow, id: string): Promise<Checkout> {
  const [row] = await db
    .select()
    .from(paymentCheckouts)
    .where(and(eq(paymentCheckouts.id, id), eq(paymentCheckouts.businessId, actor.id)));
  if (!row) throw notFound(CHECKOUT_NOT_FOUND);
  const [dispute] = await db
    .select({ status: paymentDisputes.status, amountCents: paymentDisputes.amountCents })
    .from(paymentDisputes)
    .where(eq(paymentDisputes.checkoutId, row.id))
    .orderBy(desc(paymentDisputes.createdAt), desc(paymentDisputes.id))
    .limit(1);
  return toCheckout(row, provider, dispute ?? null);
}

/**
 * Applies what a provider says happened, once per event id and once per checkout or payout, in one transaction.
 * Events may arrive twice, late or out of order: a paid checkout stays paid, a deposit is keyed by its checkout.
 */
export async function applyProviderEvent(
  db: Db,
  provider: PaymentProvider,
  event: ProviderEvent,
  /** A payout's paid or failed email (issue 27). */
  emails: NotificationEmails | null = null,
): Promise<void> {
  if (event.type === 'ignored') return;
  // An event that does not list a payment's refunds: the provider's own list, read before the transaction opens.
  const refunds =
    event.type === 'payment.refunded' ? (event.refunds ?? (await provider.listRefunds?.(event.paymentRef)) ?? []) : [];
  await db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(providerEvents)
      .values({ provider: provider.name, eventId: event.eventId, type: event.type })
      .onConflictDoNothing()
      .returning();
    if (!fresh) return;
    switch (event.type) {
      case 'checkout.paid':
        await creditCheckout(tx, provider, event);
        return;
      case 'checkout.failed': {
        await tx
          .update(paymentCheckouts)
          .set({ state: 'declined', failureMessage: event.message, completedAt: new Date() })
          .where(and(eq(paymentCheckouts.id, event.checkoutId), eq(paymentCheckouts.state, 'open')));
        return;
      }
      // Issue 25: money the provider takes back from a deposit.
      case 'dispute.updated':
        await applyDispute(tx, provider, event);
        return;
      case 'refund.updated':
        await applyProviderRefunds(tx, provider, [event.refund]);
        return;
      case 'payment.refunded':
        await applyProviderRefunds(tx, provider, refunds);
        return;
      default:
        await applyPayoutEvent(tx, provider, event, emails);
    }
  });
}

/**
 * The deposit of a paid checkout, once (keyed by the checkout), for the amount we asked for; the payment's id is kept
 * for its refunds and disputes.
 */
async function creditCheckout(
  tx: Tx,
  provider: PaymentProvider,
  { checkoutId, providerRef, amountCents, paymentRef }: Extract<ProviderEvent, { type: 'checkout.paid' }>,
): Promise<void> {
  const [row] = await tx
    .select()
    .from(paymentCheckouts)
    .where(and(eq(paymentCheckouts.id, checkoutId), eq(paymentCheckouts.provider, provider.name)))
    .for('update');
  if (!row?.businessId) throw notFound(CHECKOUT_NOT_FOUND);
  if (row.providerRef && row.providerRef !== providerRef) throw conflict('The checkout does not match.', 'CONFLICT');
  if (amountCents !== row.amountCents) throw conflict('The paid amount does not match the checkout.', 'CONFLICT');
  if (row.state === 'paid') {
    if (!row.paymentRef && paymentRef) {
      await tx.update(paymentCheckouts).set({ paymentRef }).where(eq(paymentCheckouts.id, row.id));
    }
    return;
  }
  await transfer(tx, {
    kind: 'deposit',
    description: provider.testMode ? 'Funds added (test mode)' : 'Funds added',
    idempotencyKey: `deposit:${row.id}`,
    userId: row.businessId,
    checkoutId: row.id,
    legs: [
      { account: account.provider(provider.name), amountCents: -row.amountCents },
      { account: account.wallet(row.businessId), amountCents: row.amountCents },
    ],
  });
  await tx
    .update(paymentCheckouts)
    .set({ state: 'paid', paymentRef, failureMessage: null, completedAt: new Date() })
    .where(eq(paymentCheckouts.id, row.id));
}
