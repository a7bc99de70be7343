import { defineProject } from 'vitest/config';
import { TEST_WORKERS } from '../vitest.workers.ts';

export default defineProject({
  test: { name: 'repo', environment: 'node', include: ['**/*.test.ts'], maxWorkers: TEST_WORKERS },
});
