// What the money modules need from the process: the payment provider and the job queue that sends payouts. Where the
// provider sends people back to is the request's (`app.appUrlOf`, lib/app-url.ts).
import type { JobQueue } from '#server/lib/jobs/queue.ts';
import type { NotificationEmails } from '#server/modules/notifications/notification-emails.service.ts';
import type { PaymentProvider } from './providers/types.ts';

export interface MoneyDeps {
  provider: PaymentProvider;
  /** Sends payouts in the background; without one (tests), a withdrawal is sent before the answer. */
  jobs: JobQueue | null;
  /** A withdrawal's paid or failed email (issue 27); tests that read no mail leave it out. */
  emails?: NotificationEmails | null;
}
