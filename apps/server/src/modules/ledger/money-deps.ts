// What the money modules need from the process: the payment provider, the app's URL (the provider sends people back
// to it) and the job queue that sends payouts.
import type { JobQueue } from '#server/lib/jobs/queue.ts';
import type { PaymentProvider } from './providers/types.ts';

export interface MoneyDeps {
  provider: PaymentProvider;
  appUrl: string;
  /** Sends payouts in the background; without one (tests), a withdrawal is sent before the answer. */
  jobs: JobQueue | null;
}
