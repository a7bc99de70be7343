import { defineConfig } from 'vitest/config';
import { TEST_WORKERS } from './vitest.workers.ts';

export default defineConfig({
  test: {
    // ENGINE_TESTS_ONLY=1 runs only the projects whose outcome depends on the database engine (the server's): .ci/run
    // sets it on its second pass, on PostgreSQL, where the domain, web (jsdom) and repository tests would only repeat
    // the first pass's run of the same code (docs/performance.md, "CI time"). `npm test` alone runs every project.
    projects:
      process.env.ENGINE_TESTS_ONLY === '1'
        ? ['apps/server']
        : ['packages/domain', 'apps/server', 'apps/web', 'scripts'],
    // Each project sets its own workers (vitest.workers.ts); this is the same figure, for Vitest's own use.
    maxWorkers: TEST_WORKERS,
  },
});
