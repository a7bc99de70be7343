// Issue 15, item 5: Lighthouse (the npm package, driving Debian's Chromium; mobile defaults: a mid-range phone on a
// slow 4G network, simulated) on the landing pages, against the built app as production starts it, with no network
// beyond this machine. Goals: performance >= 95 and accessibility 100 on each page. Each page is measured RUNS times
// and its median run is reported (a single run's performance score moves by a few points). Exits non-zero when a goal
// is missed, so CI fails. Also prints each route's initial JavaScript (apps/web/scripts/bundle-weight.ts).
//   npm run lighthouse            (builds first; LIGHTHOUSE_RUNS, default 5)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { BUDGET_KIB, routeWeights } from '../apps/web/scripts/bundle-weight.ts';

const PAGES = ['/', '/smb-landing', '/influencer-landing'];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const GOALS = { performance: 95, accessibility: 100 };
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const dataDir = mkdtempSync(join(tmpdir(), 'microreach-lighthouse-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
  cwd: repoRoot,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: base,
    SEED: 'never',
    LOG_LEVEL: 'warn',
  },
});
let failed = false;

/** One Lighthouse run in a Chromium of its own (a reused one sometimes loses the trace: NO_NAVSTART), retried once. */
async function measure(url: string, attempt = 1) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`${url}: Lighthouse returned no result`);
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return lhr;
  } catch (err) {
    if (attempt >= 2) throw err;
    console.warn(`${(err as Error).message}: measuring again`);
    return null;
  } finally {
    await chrome.kill();
  }
}
try {
  for (let waited = 0; ; waited += 200) {
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (waited > 60_000) throw new Error('the server did not answer /api/health within 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  const rows: string[] = [];
  for (const page of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const lhr = (await measure(`${base}${page}`)) ?? (await measure(`${base}${page}`, 2));
      if (!lhr) throw new Error(`${page}: no result`);
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const failing = Object.values(lhr.audits)
        .filter((a) => lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id) && a.score === 0)
        .map((a) => {
          const items = (a.details as { items?: Array<{ node?: { snippet?: string } }> } | undefined)?.items ?? [];
          const nodes = items.map((item) => item.node?.snippet).filter(Boolean);
          return nodes.length > 0 ? `${a.id} at ${nodes.join(' ')}` : a.id;
        });
      const lcpItems = (
        lhr.audits['largest-contentful-paint-element']?.details as
          | { items?: Array<{ items?: Array<{ node?: { snippet?: string }; phase?: string; timing?: number }> }> }
          | undefined
      )?.items;
      const lcpNode = lcpItems?.[0]?.items?.[0]?.node?.snippet ?? '';
      const lcpPhases = (lcpItems?.[1]?.items ?? [])
        .map((p) => `${p.phase} ${Math.round(p.timing ?? 0)} ms`)
        .join(', ');
      const blocking = (
        (lhr.audits['render-blocking-resources']?.details as { items?: Array<{ url: string; wastedMs?: number }> })
          ?.items ?? []
      )
        .map((i) => `${i.url.replace(base, '')} (${Math.round(i.wastedMs ?? 0)} ms)`)
        .join(', ');
      runs.push({
        lcpNode,
        lcpPhases,
        blocking,
        performance: score('performance'),
        accessibility: score('accessibility'),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        failing,
      });
    }
    runs.sort((a, b) => a.performance - b.performance);
    const median = runs[Math.floor(runs.length / 2)];
    const met = median.performance >= GOALS.performance && median.accessibility >= GOALS.accessibility;
    if (!met) {
      failed = true;
      console.log(
        `${page}: largest contentful paint is ${median.lcpNode.slice(0, 160)} (${median.lcpPhases}); render-blocking: ${median.blocking || 'none'}`,
      );
    }
    rows.push(
      `| ${page} | ${median.performance} (runs: ${runs.map((r) => r.performance).join(', ')}) | ${median.accessibility}${median.failing.length ? ` (failing: ${median.failing.join(', ')})` : ''} | ${(median.fcp / 1000).toFixed(1)} s | ${(median.lcp / 1000).toFixed(1)} s | ${Math.round(median.tbt)} ms | ${median.cls.toFixed(3)} | ${met ? 'met' : 'NOT met'} |`,
    );
  }
  console.log(
    `\nLighthouse ${RUNS} runs per page (median shown), mobile defaults, Debian's Chromium, at ${base}; goals: performance >= ${GOALS.performance}, accessibility ${GOALS.accessibility}\n`,
  );
  console.log(
    '| page | performance | accessibility | first contentful paint | largest contentful paint | total blocking time | layout shift | goal |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);

  console.log('\nInitial JavaScript per route (gzip):\n');
  for (const w of routeWeights()) {
    const budgeted = w.route === '/' || w.route === '/auth';
    if (budgeted && w.jsKib > BUDGET_KIB) failed = true;
    console.log(`- ${w.route}: ${w.jsKib.toFixed(1)} KiB${budgeted ? ` (budget ${BUDGET_KIB} KiB)` : ''}`);
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
if (failed) {
  console.error('\nA Lighthouse or weight goal was missed.');
  process.exit(1);
}
