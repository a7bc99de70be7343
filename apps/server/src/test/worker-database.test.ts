import { describe, expect, it } from 'vitest';
import { workerDatabaseEnv } from './worker-database.ts';

describe('the database a server test file uses', () => {
  it('on PostgreSQL is its worker’s own scratch database, which no worker running beside it shares; on PGlite none', () => {
    const own = Object.entries(process.env).filter(([name]) => name.startsWith('MICROREACH_TEST_DATABASE_URL_'));
    if (!process.env.DATABASE_URL) {
      // PGlite: every file opens its own in-memory database, and no scratch databases were made.
      expect(own).toEqual([]);
      return;
    }
    const poolId = process.env.VITEST_POOL_ID;
    expect(poolId).toMatch(/^[1-9]\d*$/);
    expect(process.env.DATABASE_URL).toBe(process.env[workerDatabaseEnv(poolId as string)]);
    expect(new URL(process.env.DATABASE_URL).pathname).toMatch(/^\/microreach_test_/);
    // One database per worker, each a different one.
    expect(own.length).toBeGreaterThanOrEqual(2);
    expect(new Set(own.map(([, url]) => url)).size).toBe(own.length);
  });
});
