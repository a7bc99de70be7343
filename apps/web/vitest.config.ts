import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { TEST_WORKERS } from '../../vitest.workers.ts';

export default defineProject({
  plugins: [react()],
  resolve: { alias: { '#web': join(import.meta.dirname, 'src') } }, // as in vite.config.ts
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // A test may wait up to 5 s for one part to load (src/test/setup.ts); a whole journey gets three times that.
    testTimeout: 15_000,
    maxWorkers: TEST_WORKERS,
  },
});
