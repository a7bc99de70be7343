// The per-request session lookup that every signed-in API call pays, against a route with no database work.
import { load, openBenchDb, signUp, startApp, table } from './harness.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

const bench = await openBenchDb('session');
const { app, base } = await startApp(bench.database);
const cookie = await signUp(base, 'influencer');
const rows = [
  await load('GET /api/health (no database)', `${base}/api/health`, { connections: CONNECTIONS, seconds: SECONDS }),
  await load('GET /api/me (session lookup + profile)', `${base}/api/me`, {
    connections: CONNECTIONS,
    seconds: SECONDS,
    headers: { cookie },
  }),
];
console.log(table(`${bench.engine}: ${CONNECTIONS} connections, ${SECONDS} s per route`, rows));
await app.close();
await bench.drop();
