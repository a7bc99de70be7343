// Issue 15, item 5: what each route downloads before it can show anything, gzipped, from the last build's manifest
// (`npm run build` first; `npm run bench:weight` does both). The initial JavaScript of / and /auth must stay within
// BUDGET_KIB: this script exits non-zero when it does not (CI runs it with Lighthouse).
//   node apps/web/scripts/bundle-weight.ts [--json]
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGET_KIB = 170;
const web = join(import.meta.dirname, '..');
const dist = join(web, 'dist');
const manifestPath = join(web, 'sourcemaps', 'manifest.json');

interface Chunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/** Each route and the module its page is in (lazy pages load with the route); signed-in pages also load the shell. */
const SHELL = 'src/app/signed-in-shell.tsx';
const ROUTES: Array<[string, string[]]> = [
  ['/', ['src/features/marketing/components/home-page.tsx']],
  ['/auth', ['src/app/routes/auth.tsx']],
  ['/smb-landing', ['src/features/marketing/components/smb-landing-page.tsx']],
  ['/influencer-landing', ['src/features/marketing/components/influencer-landing-page.tsx']],
  ['/smb-dashboard', [SHELL, 'src/app/routes/smb-dashboard.tsx']],
  ['/find-influencers', [SHELL, 'src/app/routes/find-influencers.tsx']],
  ['/campaign-analytics/:id', [SHELL, 'src/app/routes/campaign-analytics.tsx']],
  ['/smb-payments', [SHELL, 'src/app/routes/smb-payments.tsx']],
  ['/chat-business', [SHELL, 'src/app/routes/chat-business.tsx']],
  ['/influencer-dashboard', [SHELL, 'src/app/routes/influencer-dashboard.tsx']],
  ['/browse-campaigns', [SHELL, 'src/app/routes/browse-campaigns.tsx']],
  ['/earnings', [SHELL, 'src/app/routes/earnings.tsx']],
];

const gzipped = new Map<string, number>();
function size(file: string): number {
  let n = gzipped.get(file);
  if (n === undefined) {
    n = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    gzipped.set(file, n);
  }
  return n;
}

export function routeWeights() {
  if (!existsSync(manifestPath)) throw new Error(`no ${manifestPath}: build the web app first (npm run build)`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>;
  const closure = (key: string, js: Set<string>, css: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest (renamed? update ROUTES)`);
    if (js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const i of chunk.imports ?? []) closure(i, js, css);
  };
  return ROUTES.map(([route, modules]) => {
    const js = new Set<string>();
    const css = new Set<string>();
    closure('index.html', js, css);
    for (const m of modules) closure(m, js, css);
    const kib = (files: Set<string>) => [...files].reduce((sum, f) => sum + size(f), 0) / 1024;
    return { route, jsKib: kib(js), cssKib: kib(css), files: js.size };
  });
}

/** The most CSS (gzip) a prerendered landing page may make the browser wait for: its part of Mantine's styles. */
export const BLOCKING_CSS_BUDGET_KIB = 12;
const PRERENDERED = ['home', 'smb-landing', 'influencer-landing'];

/**
 * What each prerendered landing page makes the browser wait for before its first paint, read from the built HTML
 * (deterministic, unlike a timing): scripts in the head that are neither modules nor async/defer (none allowed), and
 * the stylesheets it links (their gzipped size within BLOCKING_CSS_BUDGET_KIB).
 */
export function renderBlocking() {
  return PRERENDERED.map((page) => {
    const html = readFileSync(join(dist, 'prerendered', `${page}.html`), 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    const scripts = [...head.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    const blockingScripts = scripts.filter((tag) => !/type="module"|\basync\b|\bdefer\b/.test(tag));
    const stylesheets = [...head.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)].map(
      (m) => /href="\/([^"]+)"/.exec(m[0])?.[1] ?? '',
    );
    const cssKib = stylesheets.reduce((sum, f) => sum + size(f), 0) / 1024;
    return { page, blockingScripts, stylesheets, cssKib };
  });
}

if (import.meta.main) {
  const weights = routeWeights();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(weights));
  } else {
    console.log('\n| route | JavaScript before the page shows (gzip) | CSS (gzip) | JS files |');
    console.log('|---|---|---|---|');
    for (const w of weights) {
      console.log(`| ${w.route} | ${w.jsKib.toFixed(1)} KiB | ${w.cssKib.toFixed(1)} KiB | ${w.files} |`);
    }
  }
  const over = weights.filter((w) => ['/', '/auth'].includes(w.route) && w.jsKib > BUDGET_KIB);
  for (const w of over)
    console.error(`${w.route}: ${w.jsKib.toFixed(1)} KiB of JavaScript, over the ${BUDGET_KIB} KiB budget`);
  if (over.length === 0) console.log(`\n/ and /auth are within the ${BUDGET_KIB} KiB budget.`);
  process.exit(over.length > 0 ? 1 : 0);
}
