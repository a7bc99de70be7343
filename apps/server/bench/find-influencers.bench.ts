// Issue 10 ("Scale"): Find Influencers with a million creators (50,000 on PGlite) at 50 concurrent connections, each
// case with its ratio to GET /api/health in the same run, and the database's own time and plan for the two statements
// the service runs (a page and a capped count), flagging any sequential scan of users.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type InfluencerSearchQuery, InfluencerSearchQuerySchema } from '@microreach/domain/find-influencers';
import { INFLUENCER_NICHES, LOCATIONS } from '@microreach/domain/options';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import {
  applyPlanMode,
  findInfluencers,
  type SearchStatement,
} from '../src/modules/find-influencers/find-influencers.service.ts';
import {
  BENCH_CREATOR_WORDS,
  BENCH_FIRST_NAMES,
  BENCH_LAST_NAMES,
  findInfluencersDeepPagePaths,
  findInfluencersLongTailPaths,
} from './find-influencers-mix.ts';
import {
  type BenchDb,
  load,
  loadHealth,
  loadTool,
  openBenchDb,
  type Row,
  residentMiB,
  scrapeMetrics,
  serverTail,
  signUp,
  startApp,
  waitForCatalogue,
} from './harness.ts';
import { freePort } from './server-process.ts';

/** EXPLAIN ANALYZE runs per statement (after one warm-up run): the median and the slowest are reported. */
const EXPLAIN_RUNS = Number(process.env.BENCH_EXPLAIN_RUNS ?? 5);
const PLAN_LINES = 8;

/** Quoted literals for an array of our own constants (never input). */
const literalArray = (values: readonly string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`);

interface Case {
  title: string;
  query: Record<string, string>;
}

// Comedy is the rare niche (0.2% of creators) and Japan the rarest location (about 4%): together about 80 creators
// a million.
const COMBINED = {
  niches: 'Food,Travel',
  location: 'United States',
  audienceMin: '10000',
  audienceMax: '500000',
  engagementMin: '2',
  engagementMax: '10',
};
const CASES: Case[] = [
  { title: 'no filter (relevance)', query: {} },
  { title: 'sort followers', query: { sort: 'followers' } },
  { title: 'sort engagement', query: { sort: 'engagement' } },
  { title: 'sort recent', query: { sort: 'recent' } },
  { title: 'search "coffee" (a word of 5%), relevance', query: { q: 'coffee', sort: 'relevance' } },
  { title: 'search "coffee", sort followers', query: { q: 'coffee', sort: 'followers' } },
  { title: 'search "coffee", sort engagement', query: { q: 'coffee', sort: 'engagement' } },
  { title: 'search "coffee", sort recent', query: { q: 'coffee', sort: 'recent' } },
  { title: 'search "coff" (part of a word), relevance', query: { q: 'coff' } },
  { title: 'search "maya stone" (a name), relevance', query: { q: 'maya stone' } },
  { title: 'search "coffee" + Food,Travel + United States + 10K-500K + 2-10%', query: { q: 'coffee', ...COMBINED } },
  {
    title: 'the same, sort recent',
    query: { q: 'coffee', ...COMBINED, sort: 'recent' },
  },
  { title: 'rare niche Comedy + Japan', query: { niches: 'Comedy', location: 'Japan' } },
  { title: 'no filter, page 50', query: { page: '50' } },
  { title: 'search "coffee", page 20', query: { q: 'coffee', page: '20' } },
];

interface Plan {
  top: string;
  medianMs: number;
  maxMs: number;
  seqScan: boolean;
}

/** Waits until no other query runs in the scratch database: after a load, the requests autocannon stopped waiting for
 * still have their queries running, and would slow the plans measured next. */
async function quiet(): Promise<void> {
  if (bench.engine !== 'PostgreSQL') return;
  for (let i = 0; i < 600; i++) {
    const result = (await bench.database.db.execute(sql`
      select count(*)::int busy from pg_stat_activity
      where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`)) as unknown as {
      rows: { busy: number }[];
    };
    if (result.rows[0].busy === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** EXPLAIN ANALYZE of a statement the search ran, planned as the search planned it. */
async function explain({ statement, mode }: SearchStatement): Promise<Plan> {
  await quiet();
  const run = () =>
    bench.database.db.transaction(async (tx) => {
      await applyPlanMode(tx, mode);
      const result = (await tx.execute(sql`explain (analyze, buffers) ${statement}`)) as unknown as {
        rows: Record<string, string>[];
      };
      return result.rows.map((r) => Object.values(r)[0]);
    });
  await run();
  const times: number[] = [];
  let lines: string[] = [];
  for (let i = 0; i < EXPLAIN_RUNS; i++) {
    lines = await run();
    const time = lines.find((l) => l.startsWith('Execution Time:'));
    times.push(Number(time?.match(/([\d.]+) ms/)?.[1] ?? Number.NaN));
  }
  times.sort((a, b) => a - b);
  return {
    top: lines.slice(0, PLAN_LINES).join('\n'),
    medianMs: times[Math.floor(times.length / 2)],
    maxMs: times[times.length - 1],
    seqScan: lines.some((l) => /Seq Scan on users/.test(l)),
  };
}

const url = (base: string, query: Record<string, string>) => {
  const search = new URLSearchParams(query).toString();
  return `${base}/api/business/influencers${search ? `?${search}` : ''}`;
};

/** A figure over the same figure for GET /api/health, to two significant digits. */
const ratio = (value: number, health: number) => (health > 0 ? `${Number((value / health).toPrecision(2))}x` : '-');

/** A million creators (BENCH_CREATORS), one INSERT ... SELECT per table, the creator indexes made afterwards. */
async function seed(db: BenchDb['database']['db'], started: number): Promise<void> {
  // Bulk loading into a table with a trigram GIN index row by row through the index is what takes the time: the
  // users_creator_* indexes are dropped for the load and made again afterwards from their own definitions (as the
  // migration created them), as a restore would.
  const creatorIndexes = (await db.execute(sql`
    select indexname, indexdef from pg_indexes where tablename = 'users' and indexname like 'users_creator_%'
    order by indexname`)) as unknown as { rows: { indexname: string; indexdef: string }[] };
  // BENCH_LOAD_WITH_INDEXES=1 loads through the indexes instead, to time that.
  const rebuild = !process.env.BENCH_LOAD_WITH_INDEXES;
  if (rebuild) {
    for (const { indexname } of creatorIndexes.rows) await db.execute(sql.raw(`drop index "${indexname}"`));
  }

  // Creators: ids derived from the row number so both tables are one INSERT ... SELECT each.
  await db.execute(sql`
    insert into auth_users (id, name, email)
    select md5('bench-creator-' || g)::uuid, 'Creator ' || g, 'creator' || g || '@bench.microreach.app'
    from generate_series(1, ${CREATORS}) g`);

  // Niches: one to three, the first skewed towards the start of the list (Fashion, Beauty, ... most common), Comedy
  // kept rare; locations skewed the same way, 15% unset; followers on a long tail (a Pareto draw: half under ~2K,
  // a few thousand over 1M); engagement unset for ~30% (no posts yet) and otherwise mostly 1-5%; last active over a
  // year; names, bios and hashtags from small vocabularies so a search term matches a realistic share.
  const common = INFLUENCER_NICHES.filter((n) => n !== 'Comedy');
  await db.execute(sql`
    with v as (
      select ${literalArray(common)} niches, ${literalArray(LOCATIONS)} locations,
             ${literalArray(BENCH_FIRST_NAMES)} first_names, ${literalArray(BENCH_LAST_NAMES)} last_names,
             ${literalArray(BENCH_CREATOR_WORDS)} words
    ), r as (
      select g, random() u1, random() u2, random() u3, random() u4, random() u5, random() u6 from generate_series(1, ${CREATORS}) g
    )
    insert into users (id, email, name, role, location, bio, instagram, tiktok, content_niches, hashtags_keywords,
                       instagram_followers, tiktok_followers, engagement_rate, last_active_at)
    select md5('bench-creator-' || g)::uuid,
           'creator' || g || '@bench.microreach.app',
           v.first_names[1 + g % 20] || ' ' || v.last_names[1 + (g / 20) % 20],
           'Influencer',
           case when u2 < 0.15 then null else v.locations[1 + floor(12 * power(u3, 2))::int] end,
           'I share ' || v.words[1 + (g * 3) % 20] || ' and ' || v.words[1 + (g * 11) % 20] ||
             ' tips, honest reviews and everyday ' || v.words[1 + (g * 17) % 20] || ' content.',
           case when g % 10 < 8 then '@' || lower(v.first_names[1 + g % 20]) || '.creates' || g end,
           case when g % 10 >= 5 then '@' || lower(v.first_names[1 + g % 20]) || g end,
           case when g % 500 = 0 then 'Comedy'
                else v.niches[1 + floor(13 * power(u1, 2))::int] ||
                     case when g % 2 = 0 then ', ' || v.niches[1 + (g * 7) % 13] else '' end ||
                     case when g % 5 = 0 then ', ' || v.niches[1 + (g * 5 + 3) % 13] else '' end
           end,
           '#' || v.words[1 + (g * 7) % 20] || ' #' || v.words[1 + (g * 13) % 20],
           case when g % 10 < 8 then least(20000000, floor(500 / power(1 - u4 * 0.9999999, 1 / 1.1)))::int end,
           case when g % 10 >= 5 then least(20000000, floor(300 / power(1 - u5 * 0.9999999, 1 / 1.1)))::int end,
           case when u6 < 0.3 then null else round((0.5 + 14.5 * power((u6 - 0.3) / 0.7, 3))::numeric, 1) end,
           now() - (((g::bigint * 7919) % 525600) || ' minutes')::interval
    from r, v`);
  const loadedIn = Math.round((performance.now() - started) / 1000);

  for (const { indexdef } of rebuild ? creatorIndexes.rows : []) {
    await db.transaction(async (tx) => {
      if (postgres) await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
      await tx.execute(sql.raw(indexdef));
    });
  }
  const indexedIn = Math.round((performance.now() - started) / 1000) - loadedIn;
  // As autovacuum would after a bulk load (and so that the planner has statistics).
  await db.execute(sql`vacuum analyze users`);
  await db.execute(sql`vacuum analyze auth_users`);
  const seededIn = Math.round((performance.now() - started) / 1000);
  const shares = (await db.execute(sql`
    select count(*) filter (where niches && array['Comedy']::text[] and location = 'Japan') comedy_japan,
           count(*) filter (where engagement_rate is null) no_rate,
           count(*) filter (where audience_size >= 1000000) millions,
           percentile_cont(0.5) within group (order by audience_size) median_audience
    from users where role = 'Influencer'`)) as unknown as { rows: Record<string, unknown>[] };
  console.log(
    `${bench.engine}: ${CREATORS.toLocaleString('en-US')} creators loaded in ${loadedIn} s, indexed in ${indexedIn} s, ready in ${seededIn} s;`,
    JSON.stringify(shares.rows[0]),
  );
}

/**
 * The scratch database, or with BENCH_SEEDED_URL a database this bench seeded and kept before (BENCH_KEEP=1 prints
 * its address), used as it is and left in place: for trying a change against the same million creators.
 */
async function benchDb(): Promise<BenchDb> {
  const url = process.env.BENCH_SEEDED_URL;
  if (!url) return openBenchDb('influencers');
  const database = await openDatabase({ engine: 'postgres', url, poolSize: 4 });
  await database.migrate();
  const dataDir = mkdtempSync(join(tmpdir(), 'microreach-bench-'));
  return {
    database,
    engine: 'PostgreSQL',
    serverEnv: { DATA_DIR: dataDir, DATABASE_URL: url },
    async drop() {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// Nothing between opening the scratch database and the try below may throw: `finally` drops it.
const bench = await benchDb();
const postgres = bench.engine === 'PostgreSQL';
const CREATORS = Number(process.env.BENCH_CREATORS ?? (postgres ? 1_000_000 : 50_000));
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? (postgres ? 10 : 5));
const MIX_SECONDS = Number(process.env.BENCH_MIX_SECONDS ?? (postgres ? 20 : 10));
/** Issue 31 item 2 (and item 3 for the deep pages), on PostgreSQL. */
const MIX_GOAL = { rps: 500, p99: 100 };
const LONG_TAIL = findInfluencersLongTailPaths(Number(process.env.BENCH_LONG_TAIL ?? 5_000));
const LONG_TAIL_TITLE = `long tail: ${new Set(LONG_TAIL).size.toLocaleString('en-US')} distinct searches (typed prefixes, filters, sorts, pages 1-5, 2% page 50)`;
const DEEP_PAGES = findInfluencersDeepPagePaths();
const DEEP_TITLE = `deep pages: page 50 of ${DEEP_PAGES.length} broad searches (no search or a common word, every sort)`;
// BENCH_CASES=0 runs the mixes alone (the fixed cases, their plans and loads, take minutes at 1M creators).
const cases = process.env.BENCH_CASES === '0' ? [] : CASES;
let server: Awaited<ReturnType<typeof startApp>> | undefined;
try {
  const { db } = bench.database;
  const started = performance.now();
  const seeded = (await db.execute(sql`
    select exists (select 1 from users where email = 'creator1@bench.microreach.app') as seeded`)) as unknown as {
    rows: { seeded: boolean }[];
  };
  if (!seeded.rows[0]?.seeded) await seed(db, started);

  // The statements the service runs for each search, with the plan mode it chose for each, explained here on the idle
  // database before the server starts (on PGlite the server process then takes the directory over).
  const explained: (Plan & { label: string; mode: string })[][] = [];
  for (const c of cases) {
    const q: InfluencerSearchQuery = InfluencerSearchQuerySchema.parse(c.query);

    const statements: SearchStatement[] = [];
    await findInfluencers(db, q, { onStatement: (s) => statements.push(s) });
    const plans = [];
    for (const s of statements) plans.push({ label: s.label, mode: s.mode, ...(await explain(s)) });
    explained.push(plans);
  }

  // The mixes run twice: with the search catalogue (decision 035, the default: the server waits for it to load) and
  // with it off (every search in SQL). The fixed cases run on the second, SQL, as issue 10 measured them.
  let metricsPort = await freePort();
  server = await startApp(bench, { PROMETHEUS_PORT: String(metricsPort) });
  const loaded = await waitForCatalogue(`http://127.0.0.1:${metricsPort}`, 'creators');
  const memory = residentMiB(server.pid);
  console.log(
    `the catalogue: ${loaded.rows.toLocaleString('en-US')} creators loaded in ${loaded.loadSeconds} s (answering ${loaded.waitedSeconds} s after the server started); the server's resident memory ${memory} MiB`,
  );
  let { base } = server;
  let cookie = await signUp(base, 'smb');
  let opts = { connections: CONNECTIONS, seconds: SECONDS, headers: { cookie } };
  const runs: { label: string; health: Row; mixes: Row[] }[] = [];
  for (const label of ['with the catalogue', 'SQL only (CREATOR_CATALOGUE=off)']) {
    if (runs.length > 0) {
      await server.stop();
      metricsPort = await freePort();
      server = await startApp(bench, { CREATOR_CATALOGUE: 'off', PROMETHEUS_PORT: String(metricsPort) });
      base = server.base;
      cookie = await signUp(base, 'smb');
      opts = { connections: CONNECTIONS, seconds: SECONDS, headers: { cookie } };
    }
    const health = await loadHealth(base, opts);
    // Issue 31: the long tail (thousands of distinct searches as typed) and the deep pages, each sent in turn from a
    // seeded list; before the fixed cases, so that no case has just warmed what the mix reads.
    const mixes: Row[] = [];
    for (const [title, paths] of [
      [LONG_TAIL_TITLE, LONG_TAIL],
      [DEEP_TITLE, DEEP_PAGES],
    ] as const) {
      const before = await scrapeMetrics(`http://127.0.0.1:${metricsPort}`);
      mixes.push(await load(title, base, { ...opts, seconds: MIX_SECONDS, mix: paths }));
      const tail = serverTail(
        before,
        await scrapeMetrics(`http://127.0.0.1:${metricsPort}`),
        '/api/business/influencers',
      );
      console.log(`done: ${title}, ${label}; the server's own view: ${JSON.stringify(tail)}`);
    }
    runs.push({ label, health, mixes });
  }
  const { health } = runs[1]!;
  const results: { row: Row; matches: string; plans: (Plan & { label: string; mode: string })[] }[] = [];
  for (const [i, c] of cases.entries()) {
    const first = await fetch(url(base, c.query), { headers: { cookie } });
    if (first.status !== 200) throw new Error(`${c.title}: ${first.status} ${await first.text()}`);
    const body = (await first.json()) as { total: number; totalIsCapped: boolean };
    const matches = `${body.total.toLocaleString('en-US')}${body.totalIsCapped ? '+' : ''}`;
    const row = await load(c.title, url(base, c.query), opts);
    results.push({ row, matches, plans: explained[i] });
    console.log(`done: ${c.title}`);
  }

  const round = (ms: number) => Number(ms.toPrecision(2));
  console.log(
    [
      `\n${bench.engine}: ${CREATORS.toLocaleString('en-US')} creators; ${CONNECTIONS} connections, ${SECONDS} s per route; load from ${loadTool} in its own process; ratios to GET /api/health in this run\n`,
      '| request | matches | req/s | p50 ms | p95 ms | p99 ms | timeouts | db ms per statement (plan): median / max | db ms in all (median) | Seq Scan on users |',
      '|---|---|---|---|---|---|---|---|---|---|',
      `| ${health.title} | | ${health.rps} | ${health.p50} | ${health.p95} | ${health.p99} | ${health.timeouts} | | | |`,
      ...results.map(({ row: r, matches, plans }) => {
        const each = plans
          .map((p) => `${p.label}${p.mode === 'count' ? '' : ` (${p.mode})`} ${round(p.medianMs)} / ${round(p.maxMs)}`)
          .join('; ');
        const all = round(plans.reduce((sum, p) => sum + p.medianMs, 0));
        const seq = plans.filter((p) => p.seqScan).map((p) => p.label);
        return `| ${r.title} | ${matches} | ${r.rps} (${ratio(r.rps, health.rps)}) | ${r.p50} (${ratio(r.p50, health.p50)}) | ${r.p95 ?? 'n/a'} (${ratio(r.p95 ?? 0, health.p95 ?? 0)}) | ${r.p99} (${ratio(r.p99, health.p99)}) | ${r.timeouts} | ${each} | ${all} | ${seq.length > 0 ? `YES (${seq.join(', ')})` : 'no'} |`;
      }),
    ].join('\n'),
  );
  const pct = (v: number | null, h: number | null) => (v === null || h === null ? 'n/a' : `${v} (${ratio(v, h)})`);
  for (const run of runs) {
    console.log(
      [
        `\nFind Influencers mixes on ${bench.engine}, ${run.label}: ${CREATORS.toLocaleString('en-US')} creators; ${CONNECTIONS} connections, ${MIX_SECONDS} s each; load from ${loadTool} in its own process; ratios to GET /api/health in this run\n`,
        '| request | req/s | p50 ms | p95 ms | p99 ms | timeouts |',
        '|---|---|---|---|---|---|',
        `| ${run.health.title} | ${run.health.rps} | ${run.health.p50} | ${run.health.p95} | ${run.health.p99} | ${run.health.timeouts} |`,
        ...run.mixes.map(
          (r) =>
            `| ${r.title} | ${r.rps} (${ratio(r.rps, run.health.rps)}) | ${pct(r.p50, run.health.p50)} | ${pct(r.p95, run.health.p95)} | ${pct(r.p99, run.health.p99)} | ${r.timeouts} |`,
        ),
      ].join('\n'),
    );
    if (postgres) {
      for (const r of run.mixes) {
        const met = r.rps >= MIX_GOAL.rps && r.p99 <= MIX_GOAL.p99;
        console.log(
          `goal for ${r.title.split(':')[0]}, ${run.label} (>= ${MIX_GOAL.rps} req/s, p99 <= ${MIX_GOAL.p99} ms): ${met ? 'met' : 'not met'} (${r.rps} req/s, p99 ${r.p99} ms)`,
        );
      }
    }
  }
  for (const { row, plans } of results) {
    console.log(`\n### ${row.title}`);
    for (const p of plans) console.log(`-- ${p.label} (${p.mode}, ${p.medianMs} ms median):\n${p.top}`);
  }
} finally {
  await server?.stop();
  await new Promise((r) => setTimeout(r, 300));
  await bench.drop();
}
process.exit(0);
