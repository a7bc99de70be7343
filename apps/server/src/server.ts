// Starts the process: environment, database, migrations, the job queue, first-run demo data, HTTP, graceful shutdown.
// `npm start` runs it bundled (dist/server.js, built by scripts/build.mjs) with plain node; `npm run dev` from source.
import { join, resolve } from 'node:path';
import closeWithGrace from 'close-with-grace';
import { collectDefaultMetrics } from 'prom-client';
import { buildApp } from './app.ts';
import { openConfiguredDatabase, resolveAuthSecret, resolveDataDir } from './db/data-dir.ts';
import { seedDemoDataIfEmpty } from './db/seed-on-start.ts';
import { readEnv } from './env.ts';
import { type BackupSocket, listenForBackups } from './lib/backup/backup-socket.ts';
import { createJobQueue } from './lib/jobs/queue.ts';
import { repoRoot } from './lib/package-paths.ts';
import { assertArgon2Available } from './lib/password.ts';
import { createStorage } from './lib/storage/index.ts';
import { type PrometheusServer, startPrometheusServer } from './lib/telemetry/prometheus-server.ts';
import { startTracing } from './lib/telemetry/tracing.ts';
import { type AuthLimits, defaultAuthLimits } from './modules/auth/auth.service.ts';
import { configurePayments } from './modules/ledger/configure.ts';
import { configureMail, describeMail } from './modules/mail/configure.ts';
import { configureProviders, resolveTokenKey } from './modules/metrics/configure.ts';

/** How long a shutdown may take (requests in flight, the database) before the process exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

assertArgon2Available();
const env = readEnv();
// Before anything that makes spans (the database, the queue, the app's HTTP hooks).
const stopTracing = env.OTEL_EXPORTER_OTLP_ENDPOINT ? startTracing({ serviceName: env.OTEL_SERVICE_NAME }) : null;
const database = await openConfiguredDatabase(env);
await database.migrate();

const appUrl = env.APP_URL ?? `http://localhost:${env.PORT}`;
const startWarnings: string[] = [];
// Background jobs (pg-boss, in the database): the app works them and schedules the sweeps (plugins/jobs.ts), starts
// the queue when it is ready and stops it first when it closes.
const jobs = await createJobQueue(database);
const metrics = {
  providers: configureProviders(env),
  tokenKey: resolveTokenKey(env, (m) => startWarnings.push(m)),
};
const payments = configurePayments(env, appUrl, database.db);
const mail = configureMail(env);
const app = await buildApp({
  jobs,
  metrics,
  payments,
  database,
  closeDatabase: true,
  storage: createStorage(env, resolveDataDir(env.DATA_DIR)),
  authSecret: resolveAuthSecret(env, (m) => startWarnings.push(m)),
  appUrl,
  // Without APP_URL (development), return URLs keep the host the person used (localhost, 127.0.0.1, ...).
  appUrlFromRequest: env.APP_URL ? undefined : { listenHost: env.HOST },
  secureCookies: env.NODE_ENV === 'production' || appUrl.startsWith('https://'),
  operatorSecondFactor: env.NODE_ENV === 'production',
  webDist: resolve(repoRoot, env.WEB_DIST ?? 'apps/web/dist'),
  logger: { level: env.LOG_LEVEL },
  trustProxy: env.TRUST_PROXY,
  authLimits: env.AUTH_LIMIT_SCALE === 1 ? undefined : scaledLimits(env.AUTH_LIMIT_SCALE),
  browseCacheTtlMs: env.BROWSE_CACHE_TTL_MS,
  browseCatalogue: env.BROWSE_CATALOGUE === 'on',
  creatorCatalogue: env.CREATOR_CATALOGUE === 'on',
  mail,
});
for (const warning of startWarnings) app.log.warn(warning);
app.log.info(describeMail(mail));
if (payments.testMode)
  app.log.warn('Payments are in test mode: no real money moves (set STRIPE_SECRET_KEY for Stripe)');

if (env.SEED === 'auto') await seedDemoDataIfEmpty(database.db, app.log, app.storage);

// `npm run backup` asks this process for an archive of the embedded database (lib/backup, docs/decisions/030-backups.md).
let backups: BackupSocket | null = null;

// SIGINT/SIGTERM close the app (in-flight requests finish, the database closes) and exit 0. An uncaught exception or
// an unhandled rejection is logged through the logger, then the same close runs and the exit code is 1. A close
// that takes longer than SHUTDOWN_TIMEOUT_MS, or a second signal, exits at once with 1.
// Draining (issue 32): /api/ready answers 503 first, for SHUTDOWN_DRAIN_DELAY_MS while a load balancer notices; then
// app.close() stops taking requests, tells chat sockets to reconnect elsewhere (1012) and waits for those in flight.
let prometheus: PrometheusServer | null = null;
closeWithGrace(
  { delay: SHUTDOWN_TIMEOUT_MS + env.SHUTDOWN_DRAIN_DELAY_MS, logger: app.log },
  async ({ signal, err }) => {
    if (err) app.log.fatal({ err }, 'Uncaught error: closing');
    else app.log.info(`${signal ?? 'exit'}: closing`);
    app.drain();
    if (!err && env.SHUTDOWN_DRAIN_DELAY_MS > 0) await new Promise((r) => setTimeout(r, env.SHUTDOWN_DRAIN_DELAY_MS));
    await backups?.close();
    await app.close();
    await prometheus?.close();
    await stopTracing?.();
  },
);

await app.listen({ port: env.PORT, host: env.HOST });
if (env.PROMETHEUS_PORT !== undefined) {
  collectDefaultMetrics({ register: app.prometheus });
  prometheus = await startPrometheusServer(app.prometheus, { port: env.PROMETHEUS_PORT, host: env.PROMETHEUS_HOST });
  app.log.info(`Prometheus metrics at http://${env.PROMETHEUS_HOST}:${prometheus.port}/metrics`);
}
if (database.driver.engine === 'pglite') {
  const dataDir = resolveDataDir(env.DATA_DIR);
  backups = await listenForBackups(
    {
      client: database.driver.client,
      dataDir,
      ...(env.S3_BUCKET ? { filesDir: null, bucket: env.S3_BUCKET } : { filesDir: join(dataDir, 'uploads') }),
    },
    app.log,
  ).catch((err: unknown) => {
    app.log.error({ err }, 'The backup socket could not start: npm run backup needs the server stopped');
    return null;
  });
}
app.log.info(
  `MicroReach is running at ${appUrl} (${database.engine === 'pglite' ? 'embedded database' : 'PostgreSQL'})`,
);

/** AUTH_LIMIT_SCALE multiplies every sign-in/sign-up limit (the browser tests sign up many users from one IP). */
function scaledLimits(scale: number): AuthLimits {
  const entries = Object.entries(defaultAuthLimits).map(([k, v]) => [k, { ...v, max: Math.ceil(v.max * scale) }]);
  return Object.fromEntries(entries) as AuthLimits;
}
