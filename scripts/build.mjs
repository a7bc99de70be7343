// Builds what `npm start` serves, and only what changed: the web app (Vite; its config also writes brotli and gzip
// copies of the text files) and the server bundle (apps/server/build.mjs, esbuild). Each output keeps a stamp, a
// SHA-256 over the paths and contents of its inputs; when the stamp matches the sources, that build is skipped, so a
// second `npm start` goes straight to the server.
//   node scripts/build.mjs [web] [server] [--force]      (no target: both)
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const STAMP = '.build-stamp';

/** Inputs are files or directories (walked), relative to the repository; tests never reach a build. */
const shared = ['packages/domain/src', 'packages/domain/package.json', 'package-lock.json', 'tsconfig.base.json'];
const targets = {
  web: {
    label: 'web app',
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/scripts/prerender.ts',
      'apps/web/vite.config.ts',
      'apps/web/postcss.config.cjs',
      'apps/web/tsconfig.json',
      'apps/web/package.json',
      ...shared,
    ],
    outDir: 'apps/web/dist',
    outputs: ['index.html', 'prerendered/home.html'],
    build() {
      const result = spawnSync('npm', ['run', 'build', '-w', '@microreach/web'], { cwd: root, stdio: 'inherit' });
      if (result.status !== 0) throw new Error(`the web build failed (exit ${result.status ?? result.signal})`);
    },
  },
  server: {
    label: 'server',
    inputs: [
      'apps/server/src',
      'apps/server/build.mjs',
      'apps/server/tsconfig.json',
      'apps/server/package.json',
      ...shared,
    ],
    outDir: 'apps/server/dist',
    outputs: [
      'server.js',
      'seed.js',
      'ledger-check.js',
      'ledger-reconcile.js',
      'operator.js',
      'backup.js',
      'restore.js',
    ],
    async build() {
      const { buildServer } = await import('../apps/server/build.mjs');
      await buildServer();
    },
  },
};

const isTestFile = (path) => /\.test\.[cm]?[jt]sx?$/.test(path) || path.split(sep).includes('test');

function* files(path) {
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path).sort()) yield* files(join(path, name));
  } else if (!isTestFile(relative(root, path))) {
    yield path;
  }
}

/** What the output is built from: this script too, since it decides what the output is. */
function sourcesHash(target) {
  const hash = createHash('sha256');
  for (const input of [...target.inputs, 'scripts/build.mjs']) {
    const path = join(root, input);
    if (!existsSync(path)) continue;
    for (const file of files(path)) {
      hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

async function main() {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const names = args.filter((a) => !a.startsWith('--'));
  for (const name of names) if (!(name in targets)) throw new Error(`unknown build target "${name}" (web, server)`);

  const upToDate = [];
  for (const name of names.length ? names : Object.keys(targets)) {
    const target = targets[name];
    const outDir = join(root, target.outDir);
    const stampPath = join(outDir, STAMP);
    const hash = sourcesHash(target);
    const built =
      target.outputs.every((output) => existsSync(join(outDir, output))) &&
      existsSync(stampPath) &&
      readFileSync(stampPath, 'utf8').trim() === hash;
    if (built && !force) {
      upToDate.push(target.label);
      continue;
    }
    const started = performance.now();
    console.log(`Building the ${target.label} (${built ? 'forced' : 'sources changed since the last build'})...`);
    rmSync(stampPath, { force: true });
    await target.build();
    writeFileSync(stampPath, `${hash}\n`);
    console.log(`Built the ${target.label} in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  }
  if (upToDate.length) console.log(`Up to date, not rebuilt: ${upToDate.join(', ')}.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err.message);
    process.exit(1);
  });
}
