import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '#server/db/client.ts';

type PgClientInternals = pg.Client & { _activeQuery: unknown; _queryQueue: unknown[] };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('reads a transaction starts together (Promise.all over one connection)', () => {
  it('come back right, and on PostgreSQL each is sent only when the one before it has ended', async () => {
    const url = process.env.DATABASE_URL;
    // What node-postgres already had on this connection (running or queued) each time a query was handed to it: pg 8
    // warns when that is not nothing, and pg 9 refuses such a query.
    const busyWhenSent: number[] = [];
    const query = pg.Client.prototype.query;
    vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: PgClientInternals, ...args: unknown[]) {
      busyWhenSent.push((this._activeQuery ? 1 : 0) + this._queryQueue.length);
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query);
    const database = await openDatabase(
      url ? { engine: 'postgres', url, poolSize: 1 } : { engine: 'pglite', dataDir: null },
    );
    try {
      const numbers = await database.db.transaction(async (tx) => {
        const rows = await Promise.all(
          [1, 2, 3].map((n) =>
            tx.execute(sql`select ${n}::int as n, pg_sleep(0.02)`).then((r) => (r.rows[0] as { n: number }).n),
          ),
        );
        return rows;
      });
      expect(numbers).toEqual([1, 2, 3]);
      if (url) {
        // BEGIN, the three reads and COMMIT, each sent to an idle connection.
        expect(busyWhenSent.length).toBeGreaterThanOrEqual(5);
        expect(busyWhenSent.every((busy) => busy === 0)).toBe(true);
      } else {
        // PGlite runs in this process and takes one statement at a time itself: no node-postgres client at all.
        expect(busyWhenSent).toEqual([]);
      }
    } finally {
      await database.close();
    }
  });
});
