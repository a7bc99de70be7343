// npm run bench: latency and throughput of the per-request session lookup that every signed-in API call pays,
// against a route with no database work, on PGlite (default) or PostgreSQL (DATABASE_URL).
// Runs the real app on a loopback port; bounded in time; prints a Markdown table for docs/performance.md.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const url = process.env.DATABASE_URL;

const database = url
  ? await openDatabase({ engine: 'postgres', url, poolSize: 10 })
  : await openDatabase({ engine: 'pglite', dataDir: null });
await database.migrate();
const app = await buildApp({
  database,
  closeDatabase: true,
  authSecret: randomUUID() + randomUUID(),
  appUrl: 'http://127.0.0.1',
  authLimits: { signUpPerIp: { max: 1000, windowSeconds: 60 } },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no port');
const base = `http://127.0.0.1:${address.port}`;

const signUp = await fetch(`${base}/api/auth/sign-up`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    role: 'influencer',
    email: `bench-${randomUUID()}@bench.microreach.app`,
    password: 'violet-harbor-lantern-42',
    name: 'Bench Creator',
  }),
});
if (signUp.status !== 201) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
const cookie = signUp.headers
  .getSetCookie()
  .find((c) => c.includes('session_token='))!
  .split(';')[0];

async function run(title: string, path: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url: `${base}${path}`, connections: CONNECTIONS, duration: DURATION_S, headers });
  if (result.non2xx > 0) throw new Error(`${title}: ${result.non2xx} non-2xx answers`);
  return {
    title,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p95: result.latency.p97_5 ?? result.latency.p90,
    p99: result.latency.p99,
  };
}

const rows = [
  await run('GET /api/health (no database)', '/api/health'),
  await run('GET /api/me (session lookup + profile)', '/api/me', { cookie }),
];

const engine = url ? 'PostgreSQL' : 'PGlite';
console.log(`\n${engine}, ${CONNECTIONS} connections, ${DURATION_S} s each\n`);
console.log('| route | req/s | p50 ms | p97.5 ms | p99 ms |');
console.log('|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.title} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} |`);
await app.close();
