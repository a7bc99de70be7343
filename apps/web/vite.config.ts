import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Source maps are written ('hidden': no sourceMappingURL comment in the served files) and then moved out of the
 * served folder into apps/web/sourcemaps, so an error tracker can use them but nobody can download the source.
 */
function moveSourceMapsOutOfDist(): Plugin {
  let outDir = '';
  return {
    name: 'move-source-maps-out-of-dist',
    apply: 'build',
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
    },
  };
}

export default defineConfig({
  plugins: [react(), moveSourceMapsOutOfDist()],
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  build: { outDir: 'dist', sourcemap: 'hidden' },
});
