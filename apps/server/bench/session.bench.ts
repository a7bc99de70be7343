// The per-request session lookup every signed-in API call pays (GET /api/me: the session and the profile, nothing
// else), against GET /api/health (no database, no cookie). Issue 15's goal: /api/me >= 40% of /api/health's req/s on
// PostgreSQL. The app runs as production starts it, in its own process; the load comes from another process.
import { load, loadHealth, openBenchDb, signUp, startApp, table } from './harness.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const GOAL_SHARE = 0.4;

const bench = await openBenchDb('session');
const server = await startApp(bench);
try {
  const cookie = await signUp(server.base, 'influencer');
  const opts = { connections: CONNECTIONS, seconds: SECONDS };
  const health = await loadHealth(server.base, opts);
  const me = await load('GET /api/me (session + profile)', `${server.base}/api/me`, { ...opts, headers: { cookie } });
  console.log(
    table(`Session lookup on ${bench.engine}: ${CONNECTIONS} connections, ${SECONDS} s per route`, health, [me]),
  );
  const share = me.rps / health.rps;
  if (bench.engine === 'PostgreSQL') {
    console.log(
      `goal GET /api/me >= ${GOAL_SHARE * 100}% of /api/health: ${share >= GOAL_SHARE ? 'met' : `not met (${(share * 100).toFixed(1)}%)`}`,
    );
  }
} finally {
  await server.stop();
  await new Promise((r) => setTimeout(r, 300));
  await bench.drop();
}
process.exit(0);
