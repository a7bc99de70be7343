import { defineProject } from 'vitest/config';
import { TEST_WORKERS } from '../../vitest.workers.ts';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // On PostgreSQL, each worker's own scratch database (src/test/worker-database.ts).
    setupFiles: ['src/test/worker-database.ts'],
    // Each file opens its own in-memory PGlite (about 3 s with migrations) or uses its worker's PostgreSQL database.
    testTimeout: 30_000,
    // Files share their worker's module graph instead of loading it again (about 70 s of start-up per run, 517 s to
    // 360 s on PGlite: docs/performance.md, "CI time"). Each file still builds its own app and database, and nothing
    // of a test may live in a module's scope.
    isolate: false,
    maxWorkers: TEST_WORKERS,
    hookTimeout: 60_000,
  },
});
