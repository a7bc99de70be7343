// Shared bench plumbing: a throwaway database, the real app on a loopback port, a signed-in user, autocannon.
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import * as hdr from 'hdr-histogram-js';
import { buildApp } from '../src/app.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { LocalDiskStorage } from '../src/lib/storage/index.ts';

export interface BenchDb {
  database: Database;
  engine: 'PGlite' | 'PostgreSQL';
  drop(): Promise<void>;
}

/** In-memory PGlite, or a fresh database created beside DATABASE_URL's (dropped by `drop`). */
export async function openBenchDb(name: string): Promise<BenchDb> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ engine: 'pglite', dataDir: null });
    await database.migrate();
    return { database, engine: 'PGlite', drop: () => database.close() };
  }
  const dbName = `microreach_bench_${name}_${process.pid}`;
  const admin = await openDatabase({ engine: 'postgres', url, poolSize: 1 });
  await admin.db.execute(sql.raw(`drop database if exists "${dbName}"`));
  await admin.db.execute(sql.raw(`create database "${dbName}"`));
  const benchUrl = new URL(url);
  benchUrl.pathname = `/${dbName}`;
  const database = await openDatabase({ engine: 'postgres', url: benchUrl.toString(), poolSize: 20 });
  await database.migrate();
  return {
    database,
    engine: 'PostgreSQL',
    async drop() {
      await database.close();
      if (process.env.BENCH_KEEP) {
        console.log(`kept database ${dbName}`);
        await admin.close();
        return;
      }
      await admin.db.execute(sql.raw(`drop database if exists "${dbName}"`));
      await admin.close();
    },
  };
}

export async function startApp(database: Database) {
  const app = await buildApp({
    database,
    authSecret: randomUUID() + randomUUID(),
    appUrl: 'http://127.0.0.1',
    authLimits: { signUpPerIp: { max: 1000, windowSeconds: 60 } },
    // The benches upload nothing; the directory is made only at a first write.
    storage: new LocalDiskStorage(join(tmpdir(), 'microreach-bench-uploads-unused')),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { app, base: `http://127.0.0.1:${address.port}` };
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
  timeouts: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
}

export async function load(
  title: string,
  url: string,
  opts: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<Row> {
  // Our own latency histogram: autocannon's summary has p90 and p97.5 but no p95.
  const latencies = hdr.build({
    bitBucketSize: 64,
    autoResize: true,
    lowestDiscernibleValue: 1,
    highestTrackableValue: 60_000,
    numberOfSignificantValueDigits: 3,
    useWebAssembly: false,
  });
  const result = await autocannon({
    url,
    connections: opts.connections,
    duration: opts.seconds,
    headers: opts.headers,
    // Requests unanswered after 30 s count as timeouts: reported in the table, not hidden.
    timeout: 30,
    histograms: { latencies },
  } as autocannon.Options);
  if (result.non2xx > 0) throw new Error(`${title}: ${result.non2xx} non-2xx answers`);
  return {
    title,
    rps: Math.round(result.requests.average),
    p50: latencies.getValueAtPercentile(50),
    p95: latencies.getValueAtPercentile(95),
    p99: latencies.getValueAtPercentile(99),
    timeouts: result.timeouts,
  };
}

export function table(heading: string, rows: Row[]): string {
  return [
    `\n${heading}\n`,
    '| route | req/s | p50 ms | p95 ms | p99 ms | timeouts |',
    '|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.title} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.timeouts} |`),
  ].join('\n');
}
