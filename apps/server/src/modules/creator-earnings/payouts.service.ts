// Sending payouts: a requested withdrawal goes to the job queue (or, without one, straight to the provider); the
// queue's sweep sends again what is still in flight. processPayout is idempotent by the payout's id.
import type { Db } from '#server/db/client.ts';
import type { MoneyDeps } from '#server/modules/ledger/money-deps.ts';
import { processPayout, stalePayouts } from './creator-earnings.service.ts';

export const PAYOUT_JOB = 'payout';
/** A payout still requested or approved this long after it was requested lost its job: it is sent again. */
export const STALE_PAYOUT_MS = 10 * 60_000;

/** Sends a payout now or through the queue; a failure to send leaves it for the sweeper. */
export async function dispatchPayout(db: Db, deps: MoneyDeps, payoutId: string): Promise<void> {
  if (deps.jobs) {
    await deps.jobs.send(PAYOUT_JOB, { payoutId }, { singletonKey: payoutId });
    return;
  }
  await processPayout(db, deps.provider, payoutId);
}

/**
 * The sweep's part (a schedule of the job queue): payouts whose job was lost (a server stopped between the commit and
 * the send) are sent again. Returns how many.
 */
export async function resendStalePayouts(db: Db, deps: MoneyDeps): Promise<number> {
  const ids = await stalePayouts(db, STALE_PAYOUT_MS);
  for (const id of ids) await dispatchPayout(db, deps, id);
  return ids.length;
}
