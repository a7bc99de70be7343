// Memory and time of concurrent sign-ins (password hashing dominates both). The app runs as production starts it, in
// its own process (`node apps/server/dist/server.js`; BENCH_SERVER overrides the command, e.g. to measure an older
// checkout); this process sends the load and samples the server's RSS every 10 ms from /proc. Each figure is printed
// with its ratio to GET /api/health measured in the same run. PGlite in a temporary DATA_DIR, or a scratch database
// on the PostgreSQL at DATABASE_URL.
//   npm run build && node apps/server/bench/sign-in.bench.ts      (BENCH_CONCURRENCY=8, BENCH_ROUNDS=5)
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase } from '../src/db/scratch-database.ts';
import { repoRoot } from '../src/lib/package-paths.ts';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const PASSWORD = 'violet-harbor-lantern-42';
// The default runs the bundle on this same Node (24; whatever `node` comes first on PATH may be older).
const command = process.env.BENCH_SERVER?.split(' ') ?? [process.execPath, 'apps/server/dist/server.js'];

const port = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port } = probe.address() as { port: number };
    probe.close(() => resolve(port));
  });
});
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'microreach-bench-'));
const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL, 'bench') : null;

const server = spawn(command[0], command.slice(1), {
  cwd: process.env.BENCH_CWD ?? repoRoot,
  detached: true, // its own process group: the server and anything it starts (tsx's child) are measured together
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED: 'never',
    LOG_LEVEL: 'warn',
    AUTH_LIMIT_SCALE: '100',
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
  },
});
const group = server.pid!;
let hasExited = false;
const exited = new Promise((resolve) => server.once('exit', resolve)).then(() => {
  hasExited = true;
});

/** RSS in KiB of every process in the server's process group. */
function groupRssKiB(): number {
  let total = 0;
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) !== group) continue;
      total += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${d}/status`, 'utf8'))?.[1] ?? 0);
    } catch {}
  }
  return total;
}

const mib = (kib: number) => `${Math.round(kib / 1024)} MiB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function timed(fn: () => Promise<Response>): Promise<number> {
  const t = performance.now();
  const res = await fn();
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${res.status} ${res.url}`);
  return performance.now() - t;
}

try {
  for (let waited = 0; ; waited += 50) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (hasExited) throw new Error('the server exited before answering /api/health');
    if (waited > 120_000) throw new Error('the server did not answer /api/health within 120 s');
    await sleep(50);
  }

  await sleep(1000);
  const startKiB = groupRssKiB(); // before any password was hashed
  const emails: string[] = [];
  for (let i = 0; i < CONCURRENCY; i++) {
    const email = `bench-${randomUUID()}@bench.microreach.app`;
    const res = await fetch(`${base}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ role: 'influencer', email, password: PASSWORD, name: 'Bench Creator' }),
    });
    if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    emails.push(email);
  }
  const signIn = (email: string) =>
    fetch(`${base}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ role: 'influencer', email, password: PASSWORD }),
    });
  // Warm-up: one sign-in each (JIT, connection, allocator), not counted.
  for (const email of emails) await timed(() => signIn(email));
  await sleep(1000);

  const health: number[] = [];
  for (let i = 0; i < 200; i++) health.push(await timed(() => fetch(`${base}/api/health`)));
  const healthMs = median(health);
  const idleKiB = groupRssKiB();

  const walls: number[] = [];
  const each: number[] = [];
  let peakKiB = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const sampler = setInterval(() => {
      peakKiB = Math.max(peakKiB, groupRssKiB());
    }, 10);
    const t = performance.now();
    each.push(...(await Promise.all(emails.map((email) => timed(() => signIn(email))))));
    walls.push(performance.now() - t);
    clearInterval(sampler);
    peakKiB = Math.max(peakKiB, groupRssKiB());
    await sleep(500);
  }

  const ratio = (ms: number) => `${Math.round(ms / healthMs).toLocaleString('en')}x`;
  console.log(
    `\n${command.join(' ').replace(process.execPath, 'node')} on ${scratch ? 'PostgreSQL' : 'PGlite'}: ${CONCURRENCY} concurrent sign-ins, ${ROUNDS} rounds\n`,
  );
  console.log('| figure | value | ratio to GET /api/health (RSS: growth since start) |');
  console.log('|---|---|---|');
  console.log(`| GET /api/health, median of 200 | ${healthMs.toFixed(2)} ms | 1x |`);
  console.log(
    `| ${CONCURRENCY} sign-ins at once, all answered (median round) | ${Math.round(median(walls))} ms | ${ratio(median(walls))} |`,
  );
  console.log(`| one sign-in among them, median | ${Math.round(median(each))} ms | ${ratio(median(each))} |`);
  console.log(
    `| one sign-in among them, slowest | ${Math.round(Math.max(...each))} ms | ${ratio(Math.max(...each))} |`,
  );
  console.log(`| server RSS, started, before any password hash | ${mib(startKiB)} | |`);
  console.log(`| server RSS, idle after the warm-up sign-ins | ${mib(idleKiB)} | +${mib(idleKiB - startKiB)} |`);
  console.log(`| server RSS, peak during the sign-ins | ${mib(peakKiB)} | +${mib(peakKiB - startKiB)} |`);
} finally {
  try {
    process.kill(-group, 'SIGTERM');
  } catch {}
  await exited;
  await scratch?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
