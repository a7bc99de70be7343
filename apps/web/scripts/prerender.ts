// Build step (npm run build -w @microreach/web, after the client and SSR builds): each landing page rendered to HTML
// into the built shell, written to dist/prerendered/ with brotli and gzip copies; the server sends these for their
// addresses (apps/server/src/plugins/web.ts), and main.tsx hydrates them (issue 15: Lighthouse on the landing pages).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const PRERENDERED = {
  '/': 'home.html',
  '/smb-landing': 'smb-landing.html',
  '/influencer-landing': 'influencer-landing.html',
};
/** The lazily loaded module of each page: its chunks are preloaded from the HTML, so hydration need not wait. */
const PAGE_MODULE: Record<string, string | null> = {
  '/': 'src/features/marketing/components/home-page.tsx',
  '/smb-landing': 'src/features/marketing/components/smb-landing-page.tsx',
  '/influencer-landing': 'src/features/marketing/components/influencer-landing-page.tsx',
};

const web = join(import.meta.dirname, '..');
const ssrDir = join(web, 'dist-ssr');
const outDir = join(web, 'dist', 'prerendered');
const { render } = (await import(pathToFileURL(join(ssrDir, 'prerender.js')).href)) as {
  render: (url: string) => Promise<string>;
};
const shell = readFileSync(join(web, 'dist', 'index.html'), 'utf8');
const ROOT = '<div id="root"></div>';
if (!shell.includes(ROOT)) throw new Error(`dist/index.html has no ${ROOT}`);
mkdirSync(outDir, { recursive: true });
const manifest = JSON.parse(readFileSync(join(web, 'sourcemaps', 'manifest.json'), 'utf8')) as Record<
  string,
  { file: string; imports?: string[] }
>;
/** The chunks of `key` and everything it imports, less what the shell already loads. */
function chunksOf(key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build's manifest`);
  if (!into.has(chunk.file)) {
    into.add(chunk.file);
    for (const i of chunk.imports ?? []) chunksOf(i, into);
  }
  return into;
}
const inShell = chunksOf('index.html');
const preloads = (url: string) => {
  const key = PAGE_MODULE[url];
  if (!key) return '';
  return [...chunksOf(key)]
    .filter((file) => !inShell.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`)
    .join('');
};
for (const [url, file] of Object.entries(PRERENDERED)) {
  const html = shell
    .replace('</head>', `${preloads(url)}</head>`)
    .replace(ROOT, `<div id="root">${await render(url)}</div>`);
  const raw = Buffer.from(html);
  writeFileSync(join(outDir, file), raw);
  writeFileSync(
    join(outDir, `${file}.br`),
    brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
  );
  writeFileSync(join(outDir, `${file}.gz`), gzipSync(raw, { level: constants.Z_BEST_COMPRESSION }));
  console.log(`prerendered ${url} -> dist/prerendered/${file} (${Math.round(raw.length / 1024)} KiB)`);
}
rmSync(ssrDir, { recursive: true, force: true });
