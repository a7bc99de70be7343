// Sending payouts: a requested withdrawal goes to the job queue (or, without one, straight to the provider); the
// queue's sweep sends again what is still in flight. processPayout is idempotent by the payout's id.
import type { Db } from '#server/db/client.ts';
import type { MoneyDeps } from '#server/modules/ledger/money-deps.ts';
import { processPayout } from './creator-earnings.service.ts';

export const PAYOUT_JOB = 'payout';

/** Sends a payout now or through the queue; a failure to send leaves it for the sweeper. */
export async function dispatchPayout(db: Db, deps: MoneyDeps, payoutId: string): Promise<void> {
  if (deps.jobs) {
    await deps.jobs.send(PAYOUT_JOB, { payoutId }, { singletonKey: payoutId });
    return;
  }
  await processPayout(db, deps.provider, payoutId);
}
