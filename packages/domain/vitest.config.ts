import { defineProject } from 'vitest/config';
import { TEST_WORKERS } from '../../vitest.workers.ts';

export default defineProject({
  test: {
    name: 'domain',
    environment: 'node',
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    maxWorkers: TEST_WORKERS,
  },
});
