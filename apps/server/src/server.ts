// Starts the process: environment, database, migrations, first-run demo data, HTTP, graceful shutdown.
// `npm start` runs it bundled (dist/server.js, built by scripts/build.mjs) with plain node; `npm run dev` from source.
import { resolve } from 'node:path';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { openConfiguredDatabase, resolveAuthSecret, resolveDataDir } from './db/data-dir.ts';
import { seedDemoDataIfEmpty } from './db/seed-on-start.ts';
import { readEnv } from './env.ts';
import { sweepIdempotencyKeys } from './lib/idempotency.ts';
import { createJobQueue } from './lib/jobs/queue.ts';
import { repoRoot } from './lib/package-paths.ts';
import { assertArgon2Available } from './lib/password.ts';
import { createStorage } from './lib/storage/index.ts';
import { type AuthLimits, defaultAuthLimits } from './modules/auth/auth.service.ts';
import { sweep as sweepExpired } from './modules/auth/rate-limit.ts';
import { completeExpiredCampaigns } from './modules/business-campaigns/business-campaigns.service.ts';
import { advanceContentClocks } from './modules/content-review/clocks.service.ts';
import { processPayout, stalePayouts } from './modules/creator-earnings/creator-earnings.service.ts';
import { dispatchPayout, PAYOUT_JOB } from './modules/creator-earnings/payouts.service.ts';
import { configurePayments } from './modules/ledger/configure.ts';
import type { MoneyDeps } from './modules/ledger/money-deps.ts';
import { configureProviders, resolveTokenKey } from './modules/metrics/configure.ts';
import {
  enqueueMetricsRound,
  fetchPostMetrics,
  METRICS_REFRESH_JOB,
  METRICS_ROUND_CRON,
  METRICS_ROUND_JOB,
} from './modules/metrics/metrics.service.ts';

/** How long a shutdown may take (requests in flight, the database) before the process exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

assertArgon2Available();
const env = readEnv();
const database = await openConfiguredDatabase(env);
await database.migrate();

const appUrl = env.APP_URL ?? `http://localhost:${env.PORT}`;
const startWarnings: string[] = [];
// Background jobs (pg-boss, in the database): the daily metrics round and each post's refresh (issue 12).
const jobs = await createJobQueue(database);
const metrics = {
  providers: configureProviders(env),
  tokenKey: resolveTokenKey(env, (m) => startWarnings.push(m)),
};
const payments = configurePayments(env, appUrl);
const app = await buildApp({
  jobs,
  metrics,
  payments,
  database,
  closeDatabase: true,
  storage: createStorage(env, resolveDataDir(env.DATA_DIR)),
  authSecret: resolveAuthSecret(env, (m) => startWarnings.push(m)),
  appUrl,
  secureCookies: env.NODE_ENV === 'production' || appUrl.startsWith('https://'),
  webDist: resolve(repoRoot, env.WEB_DIST ?? 'apps/web/dist'),
  logger: { level: env.LOG_LEVEL },
  trustProxy: env.TRUST_PROXY,
  authLimits: env.AUTH_LIMIT_SCALE === 1 ? undefined : scaledLimits(env.AUTH_LIMIT_SCALE),
  browseCacheTtlMs: env.BROWSE_CACHE_TTL_MS,
});
for (const warning of startWarnings) app.log.warn(warning);

const metricsDeps = { ...metrics, appUrl };
await jobs.work<{ postId: string }>(
  METRICS_REFRESH_JOB,
  { concurrency: 4, retryLimit: 3, retryDelaySeconds: 60, retryBackoff: true },
  async ({ postId }) => {
    await fetchPostMetrics(database.db, metricsDeps, postId);
  },
);
await jobs.work(METRICS_ROUND_JOB, { concurrency: 1 }, async () => {
  const sent = await enqueueMetricsRound(database.db, jobs);
  app.log.info(`metrics round: ${sent} posts queued`);
});
// Withdrawals (issue 13): each sent to the provider by one job, keyed by the payout; the provider's idempotency key
// is the payout's id, so a retry after a timeout never pays twice.
await jobs.work<{ payoutId: string }>(
  PAYOUT_JOB,
  { concurrency: 2, retryLimit: 8, retryDelaySeconds: 30, retryBackoff: true },
  async ({ payoutId }) => {
    await processPayout(database.db, payments, payoutId);
  },
);
await jobs.start();
await jobs.schedule(METRICS_ROUND_JOB, METRICS_ROUND_CRON);
if (payments.testMode)
  app.log.warn('Payments are in test mode: no real money moves (set STRIPE_SECRET_KEY for Stripe)');
const moneyDeps: MoneyDeps = { provider: payments, appUrl, jobs };

if (env.SEED === 'auto') await seedDemoDataIfEmpty(database.db, app.log, app.storage);

// Every 10 minutes, on every server (the jobs are idempotent): campaigns past their end date become Completed (also
// done before each dashboard read); posts under review past 72 hours are approved and ended tracking windows close
// (each post taken with SKIP LOCKED, so servers never move one twice); expired sessions, rate-limit windows and
// idempotency keys are deleted.
const completeTimer = setInterval(
  () =>
    Promise.all([
      completeExpiredCampaigns(database.db),
      advanceContentClocks(database.db),
      sweepExpired(database.db),
      sweepIdempotencyKeys(database.db),
      // Payouts whose job was lost (a server stopped between the commit and the send) are sent again.
      stalePayouts(database.db, 10 * 60_000).then((ids) =>
        Promise.all(ids.map((id) => dispatchPayout(database.db, moneyDeps, id))),
      ),
    ]).catch((err) => app.log.error({ err }, 'periodic clean-up failed')),
  10 * 60_000,
);
completeTimer.unref();
app.addHook('onClose', async () => clearInterval(completeTimer));

// SIGINT/SIGTERM close the app (in-flight requests finish, the database closes) and exit 0. An uncaught exception or
// an unhandled rejection is logged through the logger, then the same close runs and the exit code is 1. A close
// that takes longer than SHUTDOWN_TIMEOUT_MS, or a second signal, exits at once with 1.
closeWithGrace({ delay: SHUTDOWN_TIMEOUT_MS, logger: app.log }, async ({ signal, err }) => {
  if (err) app.log.fatal({ err }, 'Uncaught error: closing');
  else app.log.info(`${signal ?? 'exit'}: closing`);
  // Jobs first: running ones finish (or are handed back) while the database is still open.
  await jobs.stop();
  await app.close();
});

await app.listen({ port: env.PORT, host: env.HOST });
app.log.info(
  `MicroReach is running at ${appUrl} (${database.engine === 'pglite' ? 'embedded database' : 'PostgreSQL'})`,
);

/** AUTH_LIMIT_SCALE multiplies every sign-in/sign-up limit (the browser tests sign up many users from one IP). */
function scaledLimits(scale: number): AuthLimits {
  const entries = Object.entries(defaultAuthLimits).map(([k, v]) => [k, { ...v, max: Math.ceil(v.max * scale) }]);
  return Object.fromEntries(entries) as AuthLimits;
}
