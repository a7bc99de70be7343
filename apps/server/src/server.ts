// Starts the process: environment, database, migrations, first-run demo data, HTTP, graceful shutdown.
import { resolve } from 'node:path';
import { buildApp } from './app.ts';
import { openConfiguredDatabase, repoRoot, resolveAuthSecret } from './db/data-dir.ts';
import { seedDemoDataIfEmpty } from './db/seed-on-start.ts';
import { readEnv } from './env.ts';
import { sweepIdempotencyKeys } from './lib/idempotency.ts';
import { type AuthLimits, defaultAuthLimits } from './modules/auth/auth.service.ts';
import { sweep as sweepExpired } from './modules/auth/rate-limit.ts';
import { completeExpiredCampaigns } from './modules/campaigns/campaigns.service.ts';

const env = readEnv();
const database = await openConfiguredDatabase(env);
await database.migrate();

const appUrl = env.APP_URL ?? `http://localhost:${env.PORT}`;
const startWarnings: string[] = [];
const app = await buildApp({
  database,
  closeDatabase: true,
  authSecret: resolveAuthSecret(env, (m) => startWarnings.push(m)),
  appUrl,
  secureCookies: env.NODE_ENV === 'production' || appUrl.startsWith('https://'),
  webDist: resolve(repoRoot, env.WEB_DIST ?? 'apps/web/dist'),
  logger: { level: env.LOG_LEVEL },
  trustProxy: env.TRUST_PROXY,
  authLimits: env.AUTH_LIMIT_SCALE === 1 ? undefined : scaledLimits(env.AUTH_LIMIT_SCALE),
});
for (const warning of startWarnings) app.log.warn(warning);

if (env.SEED === 'auto') await seedDemoDataIfEmpty(database.db, app.log);

// Every 10 minutes, on every server (the jobs are idempotent): campaigns past their end date become Completed (also
// done before each dashboard read); expired sessions, rate-limit windows and idempotency keys are deleted.
const completeTimer = setInterval(
  () =>
    Promise.all([
      completeExpiredCampaigns(database.db),
      sweepExpired(database.db),
      sweepIdempotencyKeys(database.db),
    ]).catch((err) => app.log.error({ err }, 'periodic clean-up failed')),
  10 * 60_000,
);
completeTimer.unref();
app.addHook('onClose', async () => clearInterval(completeTimer));

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    await app.close();
    process.exit(0);
  });
}

await app.listen({ port: env.PORT, host: env.HOST });
app.log.info(
  `MicroReach is running at ${appUrl} (${database.engine === 'pglite' ? 'embedded database' : 'PostgreSQL'})`,
);

/** AUTH_LIMIT_SCALE multiplies every sign-in/sign-up limit (the browser tests sign up many users from one IP). */
function scaledLimits(scale: number): AuthLimits {
  const entries = Object.entries(defaultAuthLimits).map(([k, v]) => [k, { ...v, max: Math.ceil(v.max * scale) }]);
  return Object.fromEntries(entries) as AuthLimits;
}
