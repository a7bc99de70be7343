import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client.ts';
import { perDatabase, queryRows, statementName } from './prepared.ts';

describe('named prepared statements', () => {
  let database: Database;
  beforeAll(async () => {
    const url = process.env.DATABASE_URL;
    database = url
      ? await openDatabase({ engine: 'postgres', url, poolSize: 1 })
      : await openDatabase({ engine: 'pglite', dataDir: null });
  });
  afterAll(() => database.close());

  it('name a statement by its text: the same text one name, another text another, within PostgreSQL’s 63 bytes', () => {
    const a = statementName('select 1');
    expect(statementName('select 1')).toBe(a);
    expect(statementName('select 2')).not.toBe(a);
    expect(Buffer.byteLength(a)).toBeLessThanOrEqual(63);
  });

  it('run again and again on one connection with new values, and in two variants of one query', async () => {
    // One pooled connection: the second call of a text reuses the statement the first prepared on it.
    const variant = (n: number, doubled: boolean) =>
      queryRows<{ v: number }>(database.db, sql`select (${n}::int ${doubled ? sql`* 2` : sql`+ 0`}) as v`);
    expect(await variant(3, false)).toEqual([{ v: 3 }]);
    expect(await variant(4, false)).toEqual([{ v: 4 }]);
    expect(await variant(4, true)).toEqual([{ v: 8 }]);
    expect(await variant(5, true)).toEqual([{ v: 10 }]);
  });

  it('build what perDatabase makes once per database, and apart for another database', async () => {
    const other = await openDatabase({ engine: 'pglite', dataDir: null });
    try {
      const made: unknown[] = [];
      const select = perDatabase((db) => {
        made.push(db);
        return (v: number) => queryRows<{ v: number }>(db, sql`select ${v}::int as v`);
      });
      expect(select(database.db)).toBe(select(database.db));
      expect(await select(database.db)(7)).toEqual([{ v: 7 }]);
      expect(made).toEqual([database.db]);
      expect(select(other.db)).not.toBe(select(database.db));
      expect(await select(other.db)(8)).toEqual([{ v: 8 }]);
      expect(made).toEqual([database.db, other.db]);
    } finally {
      await other.close();
    }
  });
});
