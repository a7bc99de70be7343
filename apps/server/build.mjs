// Bundles the server for `npm start` (called by scripts/build.mjs): our code and the workspace's domain package in
// one ES module, dist/server.js, run with plain `node`; every other package stays external and is loaded from
// node_modules at run time, so only `dependencies` are needed there (no tsx, no devDependencies).
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';

const serverDir = import.meta.dirname;

/** Bare imports are packages: leave them to node_modules, except our own workspace packages, which are bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@microreach/') ? undefined : { path: args.path, external: true },
    );
  },
};

export async function buildServer() {
  const outdir = join(serverDir, 'dist');
  await rm(outdir, { recursive: true, force: true });
  await build({
    entryPoints: [join(serverDir, 'src/server.ts')],
    outfile: join(outdir, 'server.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    // Not minified: stack traces in logs stay readable; the map is there for `node --enable-source-maps`.
    sourcemap: true,
    plugins: [externalPackages],
    logLevel: 'warning',
  });
}
