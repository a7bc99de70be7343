// Withdraw balance (issue 25): a business takes unspent wallet money back, as refunds of the payments it came from,
// oldest first. The withdrawal, its refunds and the money leaving the wallet are one transaction (never more than the
// wallet holds: the ledger's lock and check); each refund is then asked of the provider outside it, with the refund's
// id as the provider's idempotency key, and a refusal returns its part to the wallet. See docs/decisions/018-money.md.
import { type BusinessWithdrawal, paymentMessages } from '@microreach/domain/business-payments';
import { formatMoney } from '@microreach/domain/ledger';
import { and, asc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import type { UserRow } from '#server/db/schema/index.ts';
import { businessWithdrawals, depositRefunds, paymentCheckouts } from '#server/db/schema/index.ts';
import { conflict, notFound } from '#server/lib/errors.ts';
import {
  account,
  accountId,
  balance,
  InsufficientFundsError,
  transfer,
} from '#server/modules/ledger/ledger.service.ts';
import type { MoneyDeps } from '#server/modules/ledger/money-deps.ts';
import { type PaymentProvider, ProviderUnavailableError } from '#server/modules/ledger/providers/types.ts';
import {
  type CheckoutRow,
  lockRefund,
  markRefundFailed,
  markRefundSucceeded,
  paymentRefOf,
  toDepositRefund,
  unreturnedCents,
} from './deposit-refunds.ts';

export const DEPOSIT_REFUND_JOB = 'deposit-refund';
/** A refund still pending without the provider's answer this long after it was asked for lost its job. */
export const STALE_REFUND_MS = 10 * 60_000;

/** SQL: a checkout whose payment can be refunded through `provider` (Stripe needs the payment's id). */
function refundable(provider: PaymentProvider) {
  return and(
    eq(paymentCheckouts.provider, provider.name),
    eq(paymentCheckouts.state, 'paid'),
    // A deposit charged back (a dispute open or lost holds its money) is refunded by no provider (Stripe answers
    // charge_disputed): none of it is sent back, its undisputed rest included; it can still fund campaigns.
    eq(paymentCheckouts.disputedCents, 0),
    provider.testMode ? undefined : sql`${paymentCheckouts.paymentRef} is not null`,
  );
}

/**
 * What Withdraw balance may return now: the wallet's balance, as far as the business's deposits through this
 * provider still hold unrefunded, undisputed money (wallet money is always deposits', unless the provider changed).
 */
export async function withdrawableCents(db: Db | Tx, provider: PaymentProvider, businessId: string): Promise<number> {
  const [wallet, [row]] = await Promise.all([
    balance(db, account.wallet(businessId)),
    db
      .select({
        left: sql`coalesce(sum(greatest(0, ${paymentCheckouts.amountCents} - ${paymentCheckouts.refundedCents} - ${paymentCheckouts.disputedCents})), 0)`.mapWith(
          Number,
        ),
      })
      .from(paymentCheckouts)
      .where(and(eq(paymentCheckouts.businessId, businessId), refundable(provider))),
  ]);
  return Math.max(0, Math.min(wallet, row?.left ?? 0));
}

/**
 * Records a withdrawal of `amountCents` and its refunds, oldest deposit first, and takes the money from the wallet,
 * in one transaction (a savepoint inside createIdempotently's). The caller sends the refunds after the commit.
 */
export function withdrawBalance(
  db: Db,
  provider: PaymentProvider,
  actor: UserRow,
  amountCents: number,
): Promise<BusinessWithdrawal> {
  return db.transaction((tx) => withdrawBalanceIn(tx, provider, actor, amountCents));
}

async function withdrawBalanceIn(
  tx: Tx,
  provider: PaymentProvider,
  actor: UserRow,
  amountCents: number,
): Promise<BusinessWithdrawal> {
  // The deposits, locked oldest first: two withdrawals (or a withdrawal and a dispute) of one business queue here.
  const deposits = await tx
    .select()
    .from(paymentCheckouts)
    .where(and(eq(paymentCheckouts.businessId, actor.id), refundable(provider)))
    .orderBy(asc(paymentCheckouts.createdAt), asc(paymentCheckouts.id))
    .for('update');
  const wallet = await balance(tx, account.wallet(actor.id));
  if (wallet < 0) throw conflict(paymentMessages.walletBelowZero, 'WALLET_BELOW_ZERO');
  const left = deposits.reduce((sum, d) => sum + unreturnedCents(d), 0);
  const available = Math.min(wallet, left);
  if (available <= 0) throw conflict(paymentMessages.nothingToWithdraw, 'NOTHING_TO_WITHDRAW');
  if (amountCents > available) {
    throw new InsufficientFundsError(
      `${paymentMessages.withdrawalAboveAvailable} Available to withdraw: ${formatMoney(available)}.`,
      accountId(account.wallet(actor.id)),
    );
  }

  const [withdrawal] = await tx.insert(businessWithdrawals).values({ businessId: actor.id, amountCents }).returning();
  const refunds = [];
  let remaining = amountCents;
  for (const deposit of allocate(deposits, amountCents)) {
    const [refund] = await tx
      .insert(depositRefunds)
      .values({
        provider: provider.name,
        checkoutId: deposit.checkout.id,
        withdrawalId: withdrawal.id,
        amountCents: deposit.cents,
      })
      .returning();
    await tx
      .update(paymentCheckouts)
      .set({ refundedCents: sql`${paymentCheckouts.refundedCents} + ${deposit.cents}` })
      .where(eq(paymentCheckouts.id, deposit.checkout.id));
    // One movement per refund, so each deposit's history says what came back from it; the first locks the wallet.
    await transfer(
      tx,
      {
        kind: 'deposit_refund',
        description: `Withdrawal: refunded to the payment of ${formatMoney(deposit.checkout.amountCents)}`,
        idempotencyKey: `refund:${refund.id}`,
        userId: actor.id,
        checkoutId: deposit.checkout.id,
        legs: [
          { account: account.wallet(actor.id), amountCents: -deposit.cents },
          { account: account.provider(provider.name), amountCents: deposit.cents },
        ],
      },
      paymentMessages.withdrawalAboveAvailable,
    );
    refunds.push(refund);
    remaining -= deposit.cents;
  }
  if (remaining !== 0) throw new Error(`Withdrawal ${withdrawal.id} left ${remaining} cents unallocated`);
  return {
    id: withdrawal.id,
    amountCents: withdrawal.amountCents,
    createdAt: withdrawal.createdAt.toISOString(),
    refunds: refunds.map(toDepositRefund),
  };
}

/** One of the business's withdrawals, with its refunds as they stand. */
export async function getBusinessWithdrawal(db: Db, actor: UserRow, id: string): Promise<BusinessWithdrawal> {
  const [withdrawal] = await db
    .select()
    .from(businessWithdrawals)
    .where(and(eq(businessWithdrawals.id, id), eq(businessWithdrawals.businessId, actor.id)));
  if (!withdrawal) throw notFound('Withdrawal not found');
  // In the order they were allocated: their deposits', oldest first.
  const refunds = await db
    .select({ refund: depositRefunds })
    .from(depositRefunds)
    .innerJoin(paymentCheckouts, eq(paymentCheckouts.id, depositRefunds.checkoutId))
    .where(eq(depositRefunds.withdrawalId, id))
    .orderBy(asc(paymentCheckouts.createdAt), asc(paymentCheckouts.id));
  return {
    id: withdrawal.id,
    amountCents: withdrawal.amountCents,
    createdAt: withdrawal.createdAt.toISOString(),
    refunds: refunds.map((r) => toDepositRefund(r.refund)),
  };
}

/** `amountCents` over the deposits, oldest first, each at most what is left of it. */
function allocate(deposits: readonly CheckoutRow[], amountCents: number) {
  const parts: Array<{ checkout: CheckoutRow; cents: number }> = [];
  let left = amountCents;
  for (const checkout of deposits) {
    if (left === 0) break;
    const cents = Math.min(left, unreturnedCents(checkout));
    if (cents <= 0) continue;
    parts.push({ checkout, cents });
    left -= cents;
  }
  return parts;
}

/**
 * Sends a withdrawal's refunds now or through the queue. Each is tried; one that cannot be sent now (the provider did
 * not answer) is left to the job's retry or the sweep, and the first such failure is thrown after the others went.
 */
export async function dispatchWithdrawalRefunds(
  db: Db,
  deps: MoneyDeps,
  withdrawal: BusinessWithdrawal,
): Promise<void> {
  let failure: unknown = null;
  for (const refund of withdrawal.refunds) {
    try {
      if (deps.jobs) await deps.jobs.send(DEPOSIT_REFUND_JOB, { refundId: refund.id }, { singletonKey: refund.id });
      else await processDepositRefund(db, deps.provider, refund.id);
    } catch (err) {
      failure ??= err;
    }
  }
  if (failure) throw failure;
}

/**
 * Asks the provider for one refund (idempotent by the refund's id, so a retry after a timeout never refunds twice)
 * and records its answer: succeeded, pending (an event tells later), or failed (the money goes back to the wallet).
 * Throws ProviderUnavailableError when the answer is unknown: the job retries.
 */
export async function processDepositRefund(db: Db, provider: PaymentProvider, refundId: string): Promise<string> {
  const target = await db.transaction(async (tx) => {
    const row = await lockRefund(tx, refundId);
    if (row?.state !== 'pending' || row.providerRef || !row.withdrawalId) return null;
    // Another provider's refund (this server changed provider) is left for a person: it may have been sent.
    if (row.provider !== provider.name) return null;
    const [checkout] = await tx.select().from(paymentCheckouts).where(eq(paymentCheckouts.id, row.checkoutId));
    const paymentRef = paymentRefOf(checkout);
    if (!paymentRef) {
      await markRefundFailed(tx, provider, row, paymentMessages.refundFailed);
      return null;
    }
    return { paymentRef, amountCents: row.amountCents };
  });
  if (!target) {
    const [row] = await db.select().from(depositRefunds).where(eq(depositRefunds.id, refundId));
    return row?.state ?? 'failed';
  }
  const result = await provider.refundPayment({ refundId, ...target });
  return db.transaction(async (tx) => {
    const row = await lockRefund(tx, refundId);
    if (row?.state !== 'pending') return row?.state ?? 'failed';
    if (result.status === 'failed') {
      await markRefundFailed(tx, provider, row, result.message);
      return 'failed';
    }
    if (result.status === 'succeeded') {
      await markRefundSucceeded(tx, row, result.providerRef);
      return 'succeeded';
    }
    if (!row.providerRef) {
      await tx.update(depositRefunds).set({ providerRef: result.providerRef }).where(eq(depositRefunds.id, row.id));
    }
    return 'pending';
  });
}

/**
 * The sweep's part: refunds whose job was lost (a server stopped between the commit and the send, or the provider
 * was down) are sent again. Returns how many.
 */
export async function resendStaleRefunds(db: Db, deps: MoneyDeps): Promise<number> {
  const rows = await db
    .select({ id: depositRefunds.id })
    .from(depositRefunds)
    .where(
      and(
        eq(depositRefunds.state, 'pending'),
        eq(depositRefunds.provider, deps.provider.name),
        isNull(depositRefunds.providerRef),
        // Ours only: a refund made at the provider is not sent.
        isNotNull(depositRefunds.withdrawalId),
        lt(depositRefunds.createdAt, new Date(Date.now() - STALE_REFUND_MS)),
      ),
    )
    .limit(500);
  for (const { id } of rows) {
    try {
      if (deps.jobs) await deps.jobs.send(DEPOSIT_REFUND_JOB, { refundId: id }, { singletonKey: id });
      else await processDepositRefund(db, deps.provider, id);
    } catch (err) {
      if (!(err instanceof ProviderUnavailableError)) throw err;
    }
  }
  return rows.length;
}
