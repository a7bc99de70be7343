// Background work on the job queue (lib/jobs/queue.ts, pg-boss in the database): the queues every app server works
// and the recurring sweeps as cron schedules of the queue, so each occurrence runs once across all servers. Each
// job's work is its module's service; this plugin only wires it. The queue starts when the app is ready, logs through
// the app's logger, and stops first when the app closes (running jobs finish while the database is still open).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { sweepIdempotencyKeys } from '../lib/idempotency.ts';
import type { JobQueue } from '../lib/jobs/queue.ts';
import { sweep as sweepExpiredSessions } from '../modules/auth/rate-limit.ts';
import { completeExpiredCampaigns } from '../modules/business-campaigns/business-campaigns.service.ts';
import {
  DEPOSIT_REFUND_JOB,
  processDepositRefund,
  resendStaleRefunds,
} from '../modules/business-payments/business-withdrawals.service.ts';
import {
  emailUnreadMessages,
  UNREAD_MESSAGE_EMAILS_CRON,
  UNREAD_MESSAGE_EMAILS_JOB,
} from '../modules/chat/unread-message-emails.service.ts';
import { advanceContentClocks } from '../modules/content-review/clocks.service.ts';
import { finaliseExpiredVoids } from '../modules/content-review/holds.service.ts';
import { PAYOUT_JOB, processPayout, resendStalePayouts } from '../modules/creator-earnings/payouts.service.ts';
import {
  LEDGER_CHECK_CRON,
  LEDGER_CHECK_JOB,
  runAndRecordLedgerCheck,
} from '../modules/ledger/ledger-check-runs.service.ts';
import type { MoneyDeps } from '../modules/ledger/money-deps.ts';
import {
  RECONCILE_CRON,
  RECONCILE_DAILY,
  RECONCILE_JOB,
  reconcileProvider,
} from '../modules/ledger/reconciliation.service.ts';
import type { MailDeps } from '../modules/mail/configure.ts';
import {
  MAIL_SEND_JOB,
  MAIL_SEND_WORK,
  MAIL_SWEEP_JOB,
  sendOutboxEmail,
  sweepOutbox,
} from '../modules/mail/outbox.service.ts';
import {
  enqueueFollowersRound,
  FOLLOWERS_REFRESH_JOB,
  readAccountFollowers,
} from '../modules/metrics/account-followers.service.ts';
import {
  enqueueMetricsRound,
  fetchPostMetrics,
  METRICS_REFRESH_JOB,
  METRICS_ROUND_CRON,
  METRICS_ROUND_JOB,
  type MetricsDeps,
} from '../modules/metrics/metrics.service.ts';

/** The sweeps run every 10 minutes (UTC). */
export const SWEEP_CRON = '*/10 * * * *';

/**
 * The recurring sweeps, each a schedule of its own. All are idempotent and safe beside a request doing the same
 * (content clocks take each post with SKIP LOCKED), so a late or repeated occurrence does no harm; a failed one is
 * tried again by the next occurrence.
 */
export const SWEEPS: ReadonlyArray<{ name: string; run: (db: Db, money: MoneyDeps) => Promise<unknown> }> = [
  // Live and Paused campaigns past their end date become Completed (also done before each dashboard read).
  { name: 'complete-expired-campaigns', run: (db) => completeExpiredCampaigns(db) },
  // Posts under review past 72 hours are approved (the creator is told, by email too); ended tracking windows close.
  { name: 'advance-content-clocks', run: (db, money) => advanceContentClocks(db, new Date(), money.emails ?? null) },
  // A business's void of a hold not appealed within 72 hours becomes final (issue 28).
  { name: 'finalise-expired-voids', run: (db, money) => finaliseExpiredVoids(db, new Date(), money.emails ?? null) },
  // Expired sessions and rate-limit windows are deleted.
  { name: 'sweep-expired-sessions', run: (db) => sweepExpiredSessions(db) },
  { name: 'sweep-idempotency-keys', run: (db) => sweepIdempotencyKeys(db) },
  // Payouts whose job was lost go round again (looked up at the provider first; Delayed ones are left to a person).
  { name: 'resend-stale-payouts', run: (db, money) => resendStalePayouts(db, money) },
  // Withdraw balance's refunds whose job was lost are sent again (the refund's id keeps it from refunding twice).
  { name: 'resend-stale-refunds', run: (db, money) => resendStaleRefunds(db, money) },
];

export interface JobsPluginOptions {
  jobs: JobQueue;
  metrics: MetricsDeps;
  money: MoneyDeps;
  mail: MailDeps;
}

export const jobsPlugin = fp<JobsPluginOptions>(async (app: FastifyInstance, { jobs, metrics, money, mail }) => {
  jobs.setLogger(app.log);

  // Metrics (issue 12): each post's refresh, each connected account's followers (issue 26), and the daily round that
  // queues every tracked post and every connected account.
  await jobs.work<{ postId: string }>(
    METRICS_REFRESH_JOB,
    { concurrency: 4, retryLimit: 3, retryDelaySeconds: 60, retryBackoff: true },
    async ({ postId }) => {
      await fetchPostMetrics(app.db, metrics, postId);
    },
  );
  await jobs.work<{ accountId: string }>(
    FOLLOWERS_REFRESH_JOB,
    { concurrency: 2, retryLimit: 3, retryDelaySeconds: 60, retryBackoff: true },
    async ({ accountId }) => {
      await readAccountFollowers(app.db, metrics, accountId);
    },
  );
  await jobs.work(METRICS_ROUND_JOB, { concurrency: 1 }, async () => {
    const sent = await enqueueMetricsRound(app.db, jobs);
    const accounts = await enqueueFollowersRound(app.db, jobs);
    app.log.info(`metrics round: ${sent} posts and ${accounts} accounts queued`);
  });
  await jobs.schedule(METRICS_ROUND_JOB, METRICS_ROUND_CRON);

  // Withdrawals (issue 13): each sent to the provider by one job, keyed by the payout; a retry asks the provider
  // before sending again (issue 25), so no retry pays twice. A payout that became Delayed needs a person.
  await jobs.work<{ payoutId: string }>(
    PAYOUT_JOB,
    { concurrency: 2, retryLimit: 8, retryDelaySeconds: 30, retryBackoff: true },
    async ({ payoutId }) => {
      const status = await processPayout(app.db, money.provider, payoutId, new Date(), money.emails ?? null);
      if (status === 'delayed') {
        app.log.error({ payoutId }, 'Payout delayed: the provider could not confirm it; a person must settle it.');
      }
    },
  );

  // Withdraw balance (issue 25): each refund asked of the provider by one job, keyed by the refund, whose id is the
  // provider's idempotency key.
  await jobs.work<{ refundId: string }>(
    DEPOSIT_REFUND_JOB,
    { concurrency: 2, retryLimit: 8, retryDelaySeconds: 30, retryBackoff: true },
    async ({ refundId }) => {
      await processDepositRefund(app.db, money.provider, refundId);
    },
  );

  // Reconciliation (issue 25): once a day the ledger's provider account is compared with the provider's own records;
  // every difference is recorded (reconciliation_differences) and logged as an error for a person.
  await jobs.work(RECONCILE_JOB, { concurrency: 1, retryLimit: 2, retryDelaySeconds: 600 }, async () => {
    const run = await reconcileProvider(app.db, money.provider, { ...RECONCILE_DAILY, now: new Date() });
    const about = { runId: run.runId, provider: run.provider };
    for (const d of run.differences) {
      const { kind, subject, reference, ledgerCents, providerCents } = d;
      app.log.error({ ...about, kind, subject, reference, ledgerCents, providerCents }, `Reconciliation: ${d.detail}`);
    }
    app.log.info(
      { ...about, compared: run.compared, differences: run.differences.length },
      `Reconciliation of ${run.provider}: ${run.differences.length} difference(s)`,
    );
  });
  await jobs.schedule(RECONCILE_JOB, RECONCILE_CRON);

  // The ledger's invariants (issue 28 item 6): checked daily as `npm run ledger:check` does, and recorded
  // (ledger_check_runs) for the operators' money overview; each violated invariant is logged for a person.
  await jobs.work(LEDGER_CHECK_JOB, { concurrency: 1, retryLimit: 2, retryDelaySeconds: 600 }, async () => {
    const run = await runAndRecordLedgerCheck(app.db, 'job');
    for (const { name, violations } of run.results) {
      if (violations.length > 0) app.log.error({ runId: run.id, violations }, `Ledger check failed: ${name}`);
    }
    app.log.info({ runId: run.id, ok: run.ok }, `Ledger check: ${run.ok ? 'every invariant holds' : 'violations'}`);
  });
  await jobs.schedule(LEDGER_CHECK_JOB, LEDGER_CHECK_CRON);

  // Mail (issue 27): each outbox message sent by one job, keyed by the message; a failure the server did not take is
  // retried with backoff (the job throws), anything else is settled in the row. The sweep queues again what lost its
  // job and records attempts that died with their server as failed (never sent twice).
  await jobs.work<{ emailId: string }>(MAIL_SEND_JOB, MAIL_SEND_WORK, async ({ emailId }) => {
    const result = await sendOutboxEmail(app.db, mail, emailId);
    // The row has the server's words (they may quote an address); the log has the code.
    if (result.status === 'pending') throw new Error(`Email ${emailId} not sent yet (${result.code}): retried later`);
    if (result.status === 'failed' && result.code !== null) {
      app.log.error({ emailId, code: result.code }, 'Email not sent: see email_outbox.last_error');
    }
  });
  await jobs.work(MAIL_SWEEP_JOB, { concurrency: 1, retryLimit: 0 }, async () => {
    const { abandoned } = await sweepOutbox(app.db, mail);
    for (const emailId of abandoned) {
      app.log.error({ emailId }, 'Email attempt never finished: recorded as failed, not sent again');
    }
  });
  await jobs.schedule(MAIL_SWEEP_JOB, SWEEP_CRON);

  // Unread chat messages by email (issue 27): every minute, messages unread for 10 minutes, at most one email per
  // conversation and person an hour.
  await jobs.work(UNREAD_MESSAGE_EMAILS_JOB, { concurrency: 1, retryLimit: 0 }, async () => {
    await emailUnreadMessages(app.db, app.notificationEmails);
  });
  await jobs.schedule(UNREAD_MESSAGE_EMAILS_JOB, UNREAD_MESSAGE_EMAILS_CRON);

  for (const { name, run } of SWEEPS) {
    await jobs.work(name, { concurrency: 1, retryLimit: 0 }, async () => {
      await run(app.db, money);
    });
    await jobs.schedule(name, SWEEP_CRON);
  }

  app.addHook('onReady', () => jobs.start());
  // onClose hooks run last-registered first: the queue stops before the database (and the other plugins) close.
  app.addHook('onClose', () => jobs.stop());
});
