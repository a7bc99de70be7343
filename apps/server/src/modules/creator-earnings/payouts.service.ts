// Sending payouts: a requested withdrawal goes to the job queue (or, without one, straight to the provider); the
// queue's sweep sends again what is still in flight. Every hand-off to the provider is recorded before the call, and a
// payout that may have reached the provider is looked up there before anything is sent again, so no retry timing pays
// it twice (issue 25). See docs/decisions/018-money.md, "Payouts never twice".
import { DAY_MS } from '@microreach/domain/calendar';
import { type PayoutState, payoutDelayReason } from '@microreach/domain/creator-earnings';
import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { payoutAccounts, payoutRequests } from '#server/db/schema/index.ts';
import type { MoneyDeps } from '#server/modules/ledger/money-deps.ts';
import {
  type PaymentProvider,
  type PayoutResult,
  ProviderUnavailableError,
} from '#server/modules/ledger/providers/types.ts';
import type { NotificationEmails } from '#server/modules/notifications/notification-emails.service.ts';
import { lockPayout, markFailed, markPaid } from './creator-earnings.service.ts';

export const PAYOUT_JOB = 'payout';
/** A payout still requested or approved this long after it was requested lost its job: it is sent again. */
export const STALE_PAYOUT_MS = 10 * 60_000;
/**
 * A payout first handed to the provider this long ago and still not settled is Delayed: it is never sent again, and a
 * person finds out what happened (the provider's own events still settle it).
 */
export const PAYOUT_DELAY_AFTER_MS = 3 * DAY_MS;

const ACCOUNT_GONE = 'The payout account is no longer available.';

type PayoutRow = typeof payoutRequests.$inferSelect;
/** What asking the provider gave: its record of the payout, nothing (it never got it), or no answer. */
type Lookup = { kind: 'found'; result: PayoutResult } | { kind: 'not_found' } | { kind: 'unknown'; error: unknown };

const isSendable = (status: PayoutState) => status === 'requested' || status === 'approved';

/**
 * When the payout may first have reached the provider, or null if it never was handed over. An approved payout from
 * before issue 25 has no first_sent_at: it was approved just before its first send.
 */
function handedOffAt(row: PayoutRow): Date | null {
  return row.firstSentAt ?? (row.status === 'approved' ? (row.approvedAt ?? row.requestedAt) : null);
}

/** Sends a payout now or through the queue; a failure to send leaves it for the sweeper. */
export async function dispatchPayout(db: Db, deps: MoneyDeps, payoutId: string, now?: Date): Promise<void> {
  if (deps.jobs) {
    await deps.jobs.send(PAYOUT_JOB, { payoutId }, { singletonKey: payoutId });
    return;
  }
  await processPayout(db, deps.provider, payoutId, now, deps.emails ?? null);
}

/**
 * Moves one payout on. Never handed over: recorded as handed over (attempts + 1, first_sent_at), then sent. Handed
 * over before: the provider is asked first; what it found is recorded and nothing is sent; what it certainly never got
 * is sent again with the same idempotency key; with no answer, it is sent again only while the provider still replays
 * that key, and past PAYOUT_DELAY_AFTER_MS it becomes Delayed instead. Throws ProviderUnavailableError when the
 * outcome is still unknown: the job retries, the sweep comes back.
 */
export async function processPayout(
  db: Db,
  provider: PaymentProvider,
  payoutId: string,
  now: Date = new Date(),
  /** The paid or failed email (issue 27); tests that read no mail pass none. */
  emails: NotificationEmails | null = null,
): Promise<PayoutState> {
  const [row] = await db.select().from(payoutRequests).where(eq(payoutRequests.id, payoutId));
  if (!row || !isSendable(row.status)) return row?.status ?? 'failed';
  const sentAt = handedOffAt(row);
  let lookup: Lookup | null = null;
  if (sentAt) {
    lookup = await lookUp(db, provider, row);
    if (lookup.kind === 'found') return recordResult(db, provider, payoutId, lookup.result, emails);
    const age = now.getTime() - sentAt.getTime();
    if (age >= PAYOUT_DELAY_AFTER_MS) return markDelayed(db, provider, payoutId);
    if (lookup.kind === 'unknown' && age >= provider.payoutReplayMs) throw unknownOutcome(payoutId, lookup.error);
  }

  const target = await db.transaction(async (tx) => {
    const locked = await lockPayout(tx, payoutId);
    // Moved on, or handed over by another worker, since it was read: that worker records its answer.
    if (!locked || !isSendable(locked.status) || locked.attempts !== row.attempts) return null;
    const [acct] =
      locked.provider === provider.name && locked.payoutAccountId
        ? await tx.select().from(payoutAccounts).where(eq(payoutAccounts.id, locked.payoutAccountId))
        : [];
    if (!acct?.active) {
      // Its money may go back to available only if the provider certainly does not have it.
      if (lookup?.kind === 'unknown') throw unknownOutcome(payoutId, lookup.error);
      await markFailed(tx, provider, locked, ACCOUNT_GONE, emails);
      return null;
    }
    // Recorded before the call: if this process dies during it, the next attempt knows to ask first.
    await tx
      .update(payoutRequests)
      .set({
        status: 'approved',
        approvedAt: locked.approvedAt ?? now,
        attempts: locked.attempts + 1,
        firstSentAt: sentAt ?? now,
      })
      .where(eq(payoutRequests.id, payoutId));
    return { externalAccountId: acct.externalId, amountCents: locked.amountCents };
  });
  if (!target) {
    const [after] = await db.select().from(payoutRequests).where(eq(payoutRequests.id, payoutId));
    return after?.status ?? 'failed';
  }
  const result = await provider.sendPayout({ payoutId, ...target });
  return recordResult(db, provider, payoutId, result, emails);
}

/** The provider's record of a payout; any failure to ask is an unknown answer. */
async function lookUp(db: Db, provider: PaymentProvider, row: PayoutRow): Promise<Lookup> {
  if (row.provider !== provider.name) {
    return { kind: 'unknown', error: new Error(`The payout was sent through ${row.provider}, not ${provider.name}.`) };
  }
  const [acct] = row.payoutAccountId
    ? await db.select().from(payoutAccounts).where(eq(payoutAccounts.id, row.payoutAccountId))
    : [];
  try {
    const result = await provider.findPayout({ payoutId: row.id, externalAccountId: acct?.externalId ?? null });
    return result ? { kind: 'found', result } : { kind: 'not_found' };
  } catch (error) {
    return { kind: 'unknown', error };
  }
}

function unknownOutcome(payoutId: string, cause: unknown): ProviderUnavailableError {
  const why = cause instanceof Error ? cause.message : String(cause);
  return new ProviderUnavailableError(
    `Payout ${payoutId}: the provider could not say whether it has it (${why}); not sent again.`,
    { cause },
  );
}

/** What the provider answered or was found to hold: paid, failed (money back to available) or still on its way. */
function recordResult(
  db: Db,
  provider: PaymentProvider,
  payoutId: string,
  result: PayoutResult,
  emails: NotificationEmails | null,
): Promise<PayoutState> {
  return db.transaction(async (tx) => {
    const row = await lockPayout(tx, payoutId);
    if (row?.status !== 'approved') return row?.status ?? 'failed';
    if (result.status === 'failed') {
      await markFailed(tx, provider, row, result.message, emails);
      return 'failed';
    }
    if (result.settled) {
      await markPaid(tx, provider, row, result.providerRef, emails);
      return 'paid';
    }
    await tx.update(payoutRequests).set({ providerRef: result.providerRef }).where(eq(payoutRequests.id, row.id));
    return 'approved';
  });
}

/** Needs a person: its money stays in payouts in flight, the creator reads why, and no sweep sends it again. */
function markDelayed(db: Db, provider: PaymentProvider, payoutId: string): Promise<PayoutState> {
  return db.transaction(async (tx) => {
    const row = await lockPayout(tx, payoutId);
    if (row?.status !== 'approved') return row?.status ?? 'failed';
    await tx
      .update(payoutRequests)
      .set({ status: 'delayed', delayReason: payoutDelayReason(provider.name) })
      .where(eq(payoutRequests.id, row.id));
    return 'delayed';
  });
}

/**
 * Payouts still requested or approved `olderThanMs` after they were requested (a server stopped between the commit
 * and the send, or the provider's answer is still unknown). Delayed ones are left to a person.
 */
export async function stalePayouts(db: Db, olderThanMs: number, now: Date = new Date()): Promise<string[]> {
  const rows = await db
    .select({ id: payoutRequests.id })
    .from(payoutRequests)
    .where(
      and(
        inArray(payoutRequests.status, ['requested', 'approved']),
        lt(payoutRequests.requestedAt, new Date(now.getTime() - olderThanMs)),
      ),
    )
    .orderBy(asc(payoutRequests.requestedAt))
    .limit(500);
  return rows.map((r) => r.id);
}

/**
 * The sweep's part (a schedule of the job queue): payouts whose job was lost or ran out of retries go round again,
 * through processPayout's checks. Returns how many.
 */
export async function resendStalePayouts(db: Db, deps: MoneyDeps, now: Date = new Date()): Promise<number> {
  const ids = await stalePayouts(db, STALE_PAYOUT_MS, now);
  for (const id of ids) await dispatchPayout(db, deps, id, now);
  return ids.length;
}
