import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Source maps (and Vite's manifest) are written ('hidden': no sourceMappingURL comment in the served files) and then moved out of the
 * served folder into apps/web/sourcemaps, so an error tracker can use them but nobody can download the source.
 */
function moveSourceMapsOutOfDist(): Plugin {
  let outDir = '';
  return {
    name: 'move-source-maps-out-of-dist',
    // The client build only: the SSR build of src/prerender.tsx (scripts/prerender.ts) leaves both alone.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    closeBundle() {
      const assets = join(outDir, 'assets');
      const target = join(import.meta.dirname, 'sourcemaps');
      rmSync(target, { recursive: true, force: true });
      mkdirSync(target, { recursive: true });
      for (const file of readdirSync(assets)) {
        if (file.endsWith('.map')) renameSync(join(assets, file), join(target, file));
      }
      // Vite's manifest (which chunks and styles each module needs) goes with them: npm run bench:weight reads it.
      renameSync(join(outDir, '.vite', 'manifest.json'), join(target, 'manifest.json'));
      rmSync(join(outDir, '.vite'), { recursive: true, force: true });
    },
  };
}

/**
 * Mantine's ScrollArea (inside every Table, through Table.ScrollContainer, and Modal) imports only `useMergeRefs` from
 * @floating-ui/react, so every page with a table downloaded the whole positioning library (12 KiB gzip, issue 31).
 * ScrollArea gets the same hook from src/lib/scroll-area-merge-refs.ts instead; Menu, Popover and Select, which
 * position their dropdowns with floating-ui, keep it.
 */
function scrollAreaWithoutFloatingUi(): Plugin {
  const scrollArea = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;
  const mergeRefs = join(import.meta.dirname, 'src', 'lib', 'scroll-area-merge-refs.ts');
  return {
    name: 'scroll-area-without-floating-ui',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === '@floating-ui/react' && importer && scrollArea.test(importer) ? mergeRefs : null;
    },
  };
}

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|txt|xml|webmanifest)$/;

/**
 * Brotli (best quality) and gzip copies beside every text file of the build (index.html.br, ...): compressed once
 * here, then served by the server's static plugin (preCompressed) to browsers that accept them; a copy that would
 * not be smaller is not written.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    // The client build only: the SSR build of src/prerender.tsx (scripts/prerender.ts) leaves both alone.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    async closeBundle() {
      const brotli = promisify(brotliCompress);
      const gz = promisify(gzip);
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
          e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
        );
      await Promise.all(
        walk(outDir)
          .filter((file) => COMPRESSIBLE.test(file))
          .map(async (file) => {
            const raw = readFileSync(file);
            const [br, gzipped] = await Promise.all([
              brotli(raw, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
                },
              }),
              gz(raw, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            if (br.length < raw.length) writeFileSync(`${file}.br`, br);
            if (gzipped.length < raw.length) writeFileSync(`${file}.gz`, gzipped);
          }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), scrollAreaWithoutFloatingUi(), moveSourceMapsOutOfDist(), precompress()],
  // '#web/…' is apps/web/src/… (tsconfig.json's paths say the same to TypeScript), for imports across folders.
  resolve: { alias: { '#web': join(import.meta.dirname, 'src') } },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  build: { outDir: 'dist', sourcemap: 'hidden', manifest: true },
});
