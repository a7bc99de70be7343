import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web', 'scripts'],
    // Vitest's default is one worker fewer than the cores: on CI's 2-core machines that is a single worker and every
    // file runs after the other. The files wait mostly on the database, so two workers take about 30% less time
    // (docs/performance.md, "CI time").
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
