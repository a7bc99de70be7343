// Shared bench plumbing (issue 15): a throwaway database the bench fills, the app started from it as production starts
// it (the bundle, in its own process), and the load from a third process (wrk where installed, else autocannon's CLI),
// so neither the bench nor the load generator shares the server's event loop. Every table prints each figure with its
// ratio to GET /api/health measured the same way in the same run.
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { type Database, openDatabase } from '../src/db/client.ts';
import { createScratchDatabase } from '../src/db/scratch-database.ts';
import { repoRoot } from '../src/lib/package-paths.ts';
import { startServerProcess } from './server-process.ts';

export interface BenchDb {
  /** The bench's own connection, for loading data (on PGlite closed by startApp: one process owns its directory). */
  database: Database;
  engine: 'PGlite' | 'PostgreSQL';
  /** What the server process is started with to open the same database. */
  serverEnv: Record<string, string>;
  drop(): Promise<void>;
}

/** PGlite in a directory of its own, or a scratch database beside DATABASE_URL's (dropped by `drop`). */
export async function openBenchDb(_name: string): Promise<BenchDb> {
  const dataDir = mkdtempSync(join(tmpdir(), 'microreach-bench-'));
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ engine: 'pglite', dataDir: join(dataDir, 'pglite') });
    await database.migrate();
    let closed = false;
    const close = async () => {
      if (closed) return;
      closed = true;
      await database.close();
    };
    return {
      database: { ...database, close },
      engine: 'PGlite',
      serverEnv: { DATA_DIR: dataDir, DATABASE_URL: '' },
      async drop() {
        await close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const scratch = await createScratchDatabase(url, 'bench');
  const database = await openDatabase({ engine: 'postgres', url: scratch.url, poolSize: 4 });
  await database.migrate();
  return {
    database,
    engine: 'PostgreSQL',
    serverEnv: { DATA_DIR: dataDir, DATABASE_URL: scratch.url },
    async drop() {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
      if (process.env.BENCH_KEEP) console.log(`kept database ${scratch.url}`);
      else await scratch.drop();
    },
  };
}

/**
 * Starts the production bundle (`apps/server/dist/server.js`; `npm run bench` builds it) on the bench's database, in
 * its own process. On PGlite the bench's connection is closed first: the server process takes the directory over.
 */
export async function startApp(bench: BenchDb, env: Record<string, string> = {}) {
  if (bench.engine === 'PGlite') await bench.database.close();
  const server = await startServerProcess({ ...bench.serverEnv, ...env });
  return { base: server.base, pid: server.child.pid, stop: () => server.kill() };
}

/** A process's resident memory in MiB (Linux), or null. */
export function residentMiB(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kib) ? Math.round(kib / 1024) : null;
  } catch {
    return null;
  }
}

/**
 * Waits until the server's Prometheus endpoint says a search catalogue answers (issue 31), and returns its rows and
 * how long its load took.
 */
export async function waitForCatalogue(
  metricsBase: string,
  catalogue: 'browse' | 'creators',
  timeoutMs = 600_000,
): Promise<{ rows: number; loadSeconds: number; waitedSeconds: number }> {
  const started = performance.now();
  const read = (text: string, name: string) =>
    Number(new RegExp(`^${name}\\{catalogue="${catalogue}"\\} (\\S+)$`, 'm').exec(text)?.[1]);
  for (;;) {
    const text = await fetch(`${metricsBase}/metrics`).then(
      (r) => r.text(),
      () => '',
    );
    if (read(text, 'microreach_search_catalogue_ready') === 1) {
      return {
        rows: read(text, 'microreach_search_catalogue_rows'),
        loadSeconds: read(text, 'microreach_search_catalogue_load_seconds'),
        waitedSeconds: Math.round((performance.now() - started) / 1000),
      };
    }
    if (performance.now() - started > timeoutMs) throw new Error(`the ${catalogue} catalogue did not load`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export async function signUp(base: string, role: 'smb' | 'influencer'): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      role,
      email: `bench-${randomUUID()}@bench.microreach.app`,
      password: 'violet-harbor-lantern-42',
      name: 'Bench User',
      ...(role === 'smb' ? { companyName: 'Bench Co' } : {}),
    }),
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .find((c) => c.includes('session_token='))!
    .split(';')[0];
}

export interface Row {
  title: string;
  rps: number;
  p50: number;
  p95: number | null;
  p99: number;
  timeouts: number;
}

const hasWrk = spawnSync('wrk', ['--version']).error === undefined;
/** The load generator this run uses (wrk, a C program, takes far less CPU per request than autocannon). */
export const loadTool = hasWrk ? 'wrk (2 threads)' : "autocannon's CLI (wrk is not installed)";

function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`${command} exited with ${code}`))));
  });
}

/** Drives `url` for `seconds` with `connections` kept-alive connections from another process. Non-2xx answers throw. */
export async function load(
  title: string,
  url: string,
  opts: {
    connections: number;
    seconds: number;
    headers?: Record<string, string>;
    /** A mix (issue 31): these paths on `url`'s origin, sent in turn, instead of `url` again and again. */
    mix?: readonly string[];
  },
): Promise<Row> {
  const headerArgs = Object.entries(opts.headers ?? {}).flatMap(([k, v]) => ['-H', `${k}: ${v}`]);
  const mixFile = opts.mix ? writeMix(opts.mix) : null;
  try {
    return await loadWith(title, url, opts, headerArgs, mixFile);
  } finally {
    if (mixFile) rmSync(dirname(mixFile), { recursive: true, force: true });
  }
}

/** The mix's paths, one per line, in a file of its own that the load generator reads. */
function writeMix(paths: readonly string[]): string {
  const file = join(mkdtempSync(join(tmpdir(), 'microreach-bench-mix-')), 'paths.txt');
  writeFileSync(file, `${paths.join('\n')}\n`);
  return file;
}

async function loadWith(
  title: string,
  url: string,
  opts: { connections: number; seconds: number },
  headerArgs: string[],
  mixFile: string | null,
): Promise<Row> {
  if (hasWrk) {
    const script = join(import.meta.dirname, mixFile ? 'wrk-mix.lua' : 'wrk-report.lua');
    if (mixFile) process.env.WRK_PATHS_FILE = mixFile;
    const out = await run('wrk', [
      '-t2',
      `-c${opts.connections}`,
      `-d${opts.seconds}s`,
      '--timeout',
      '30s',
      '-s',
      script,
      ...headerArgs,
      url,
    ]);
    const line = out.split('\n').find((l) => l.startsWith('WRK_JSON '));
    if (!line) throw new Error(`${title}: wrk printed no summary:\n${out}`);
    const r = JSON.parse(line.slice('WRK_JSON '.length)) as Record<string, number>;
    if (r.status > 0) throw new Error(`${title}: ${r.status} answers were not 2xx or 3xx`);
    if (r.connect + r.read + r.write > 0) throw new Error(`${title}: socket errors ${line}`);
    const msOf = (us: number) => Number((us / 1000).toPrecision(3));
    return {
      title,
      rps: Math.round(r.requests / (r.durationUs / 1e6)),
      p50: msOf(r.p50),
      p95: msOf(r.p95),
      p99: msOf(r.p99),
      timeouts: r.timeout,
    };
  }
  const out = await run(process.execPath, [
    mixFile ? join(import.meta.dirname, 'autocannon-mix.mjs') : join(repoRoot, 'node_modules/autocannon/autocannon.js'),
    ...(mixFile ? ['--paths', mixFile] : []),
    '--json',
    '-c',
    String(opts.connections),
    '-d',
    String(opts.seconds),
    '-t',
    '30',
    ...headerArgs,
    url,
  ]);
  const r = JSON.parse(out.trim().split('\n').at(-1)!) as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  };
  if (r.non2xx > 0) throw new Error(`${title}: ${r.non2xx} non-2xx answers`);
  return {
    title,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p95: null,
    p99: r.latency.p99,
    timeouts: r.timeouts,
  };
}

/** GET /api/health with the same connections and duration: the ceiling every figure is compared with. */
export function loadHealth(base: string, opts: { connections: number; seconds: number }): Promise<Row> {
  const { connections, seconds } = opts;
  return load('GET /api/health (no database, no cookie)', `${base}/api/health`, { connections, seconds });
}

const times = (value: number, base: number) => `${(value / base).toPrecision(2)}x`;

/** A Markdown table: every figure with its ratio to /api/health's (req/s as a share, latencies as multiples). */
export function table(heading: string, health: Row, rows: Row[]): string {
  const lat = (r: Row, key: 'p50' | 'p95' | 'p99') => {
    const v = r[key];
    const h = health[key];
    return v === null || h === null ? 'n/a' : r === health ? `${v}` : `${v} (${times(v, h)})`;
  };
  return [
    `\n${heading}\nLoad from ${loadTool} in its own process; ratios to GET /api/health in this run.\n`,
    '| request | req/s (share of health) | p50 ms | p95 ms | p99 ms | timeouts |',
    '|---|---|---|---|---|---|',
    ...[health, ...rows].map(
      (r) =>
        `| ${r.title} | ${r.rps}${r === health ? '' : ` (${(r.rps / health.rps).toPrecision(2)})`} | ${lat(r, 'p50')} | ${lat(r, 'p95')} | ${lat(r, 'p99')} | ${r.timeouts} |`,
    ),
  ].join('\n');
}

/** The server's Prometheus text (PROMETHEUS_PORT), or '' if it cannot be read. */
export async function scrapeMetrics(metricsBase: string): Promise<string> {
  return fetch(`${metricsBase}/metrics`).then(
    (r) => r.text(),
    () => '',
  );
}

/** The samples of a metric whose labels include all of `labels`, summed by their `le` (or '' without one). */
function samples(text: string, name: string, labels: Record<string, string> = {}): Map<string, number> {
  const sums = new Map<string, number>();
  const line = new RegExp(`^${name}(?:\\{([^}]*)\\})? (\\S+)$`, 'gm');
  for (const [, labelText = '', value] of text.matchAll(line)) {
    const found = Object.fromEntries([...labelText.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).some(([k, v]) => found[k] !== v)) continue;
    const le = found.le ?? '';
    sums.set(le, (sums.get(le) ?? 0) + Number(value));
  }
  return sums;
}

/** The q-quantile (ms) of a histogram's observations between two scrapes, read from its buckets' upper bounds. */
function histogramQuantileMs(before: string, after: string, name: string, labels: Record<string, string>, q: number) {
  const a = samples(after, `${name}_bucket`, labels);
  const b = samples(before, `${name}_bucket`, labels);
  const bounds = [...a.keys()].filter((le) => le !== '+Inf').sort((x, y) => Number(x) - Number(y));
  const total = (a.get('+Inf') ?? 0) - (b.get('+Inf') ?? 0);
  if (total <= 0) return null;
  for (const le of bounds) {
    if ((a.get(le) ?? 0) - (b.get(le) ?? 0) >= q * total) return Number(le) * 1000;
  }
  return Number.POSITIVE_INFINITY;
}

/**
 * What a load's tail was made of, from the server's own metrics scraped before and after it: the route's server-side
 * p50 and p99 (bucket upper bounds: 5, 10, 25, 50, 100, 250 ms...), the database statements' p99, the event loop's
 * delay (p99 and max, since the scrape before) and the garbage collector's time (issue 31: p99 over HTTP).
 */
export function serverTail(before: string, after: string, route: string) {
  const one = (text: string, name: string, labels: Record<string, string> = {}) =>
    samples(text, name, labels).get('') ?? 0;
  const gcMs = (kind: string) =>
    Math.round(
      (one(after, 'nodejs_gc_duration_seconds_sum', { kind }) -
        one(before, 'nodejs_gc_duration_seconds_sum', { kind })) *
        1000,
    );
  const http = { route, method: 'GET', status_class: '2xx' };
  return {
    serverP50Ms: histogramQuantileMs(before, after, 'microreach_http_request_duration_seconds', http, 0.5),
    serverP99Ms: histogramQuantileMs(before, after, 'microreach_http_request_duration_seconds', http, 0.99),
    dbP99Ms: histogramQuantileMs(before, after, 'microreach_db_query_duration_seconds', {}, 0.99),
    loopDelayP99Ms: Math.round(one(after, 'nodejs_eventloop_lag_p99_seconds') * 1000),
    loopDelayMaxMs: Math.round(one(after, 'nodejs_eventloop_lag_max_seconds') * 1000),
    gcMajorMs: gcMs('major'),
    gcMinorMs: gcMs('minor'),
  };
}
