import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // Each file opens its own in-memory PGlite (about 3 s with migrations) or shares the PostgreSQL test database.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
