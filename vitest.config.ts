import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // ENGINE_TESTS_ONLY=1 runs only the projects whose outcome depends on the database engine (the server's): .ci/run
    // sets it on its second pass, on PostgreSQL, where the domain, web (jsdom) and repository tests would only repeat
    // the first pass's run of the same code (docs/performance.md, "CI time"). `npm test` alone runs every project.
    projects:
      process.env.ENGINE_TESTS_ONLY === '1'
        ? ['apps/server']
        : ['packages/domain', 'apps/server', 'apps/web', 'scripts'],
    // Vitest's default is one worker fewer than the cores: on CI's 2-core machines that is a single worker and every
    // file runs after the other. The files wait mostly on the database, so two workers take about 30% less time
    // (docs/performance.md, "CI time").
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
