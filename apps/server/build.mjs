// Bundles the server for `npm start` and the seed script for `npm run seed` (called by scripts/build.mjs): our code, the
// domain package and the packages they use as ES modules, dist/server.js and dist/seed.js, run with plain `node` (no
// tsx, no devDependencies at run time). Resolving packages' modules from node_modules cost 0.8 s of a 1.8 s start;
// bundled, the start takes 1.0 s and 180 MiB (docs/performance.md). Packages that load their own files at run time
// stay external, loaded from node_modules. Code splitting puts what both entries share in dist/chunks/, and the demo
// data (imported by the server only to seed an empty database) in a chunk of its own that a restart never reads.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';

const serverDir = import.meta.dirname;

/** PGlite loads its WebAssembly and data files beside its module; pg-native is pg's optional native binding; Scalar
 * serves its viewer's script from its own package directory; sharp loads its native libvips binding (a per-platform
 * @img/sharp-* package) at run time. */
const KEEP_EXTERNAL = ['@electric-sql/pglite', 'pg-native', '@scalar/fastify-api-reference', 'sharp'];
/** Bare imports are bundled, except the packages in KEEP_EXTERNAL. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      KEEP_EXTERNAL.some((p) => args.path === p || args.path.startsWith(`${p}/`))
        ? { path: args.path, external: true }
        : undefined,
    );
  },
};

export async function buildServer() {
  const outdir = join(serverDir, 'dist');
  await rm(outdir, { recursive: true, force: true });
  await build({
    // dist/server.js and dist/seed.js.
    entryPoints: {
      server: join(serverDir, 'src/server.ts'),
      seed: join(serverDir, 'src/db/seed-cli.ts'),
      'ledger-check': join(serverDir, 'src/db/ledger-check-cli.ts'),
      'ledger-reconcile': join(serverDir, 'src/db/ledger-reconcile-cli.ts'),
      operator: join(serverDir, 'src/db/operator-cli.ts'),
      backup: join(serverDir, 'src/db/backup-cli.ts'),
      restore: join(serverDir, 'src/db/restore-cli.ts'),
    },
    outdir,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    // Not minified: stack traces in logs stay readable; the map is there for `node --enable-source-maps`.
    sourcemap: true,
    plugins: [externalPackages],
    logLevel: 'warning',
    // CommonJS packages inside an ES module still call require() for Node's built-ins (the banner heads every chunk).
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  });
}
