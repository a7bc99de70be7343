// pg-boss's statements through our database client, on the engine the tests run on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '#server/db/client.ts';
import { createScratchDatabase, type ScratchDatabase } from '#server/db/scratch-database.ts';
import { bossDatabase } from './boss-database.ts';

const engine = process.env.DATABASE_URL ? 'postgres' : 'pglite';
let scratch: ScratchDatabase | null = null;
let database: Database;

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  if (url) scratch = await createScratchDatabase(url, 'bossdb');
  database = scratch
    ? await openDatabase({ engine: 'postgres', url: scratch.url, poolSize: 2 })
    : await openDatabase({ engine: 'pglite', dataDir: null });
});

afterAll(async () => {
  await database?.close();
  await scratch?.drop();
});

describe(`pg-boss's database on ${engine}`, () => {
  it('runs statements with parameters, and several statements without', async () => {
    const boss = bossDatabase(database);
    expect((await boss.executeSql('select $1::int + 1 as n', [41])).rows).toEqual([{ n: 42 }]);
    const block = '\n BEGIN;\n SET LOCAL lock_timeout = 30000;\n SELECT 1 AS a;\n SELECT 2 AS b;\n COMMIT;\n';
    const { rows } = await boss.executeSql(block);
    expect(rows).toEqual(expect.arrayContaining([{ a: 1 }, { b: 2 }]));
  });

  it('leaves no aborted transaction behind for the app when one of its blocks fails', async () => {
    const boss = bossDatabase(database);
    const failing = '\n BEGIN;\n SET LOCAL lock_timeout = 30000;\n SELECT 1/0;\n COMMIT;\n';
    // On PGlite the app's query waits for the connection while the block runs, and gets it next.
    const [blockResult, appResult] = await Promise.allSettled([
      boss.executeSql(failing),
      database.db.execute('select 42 as answer'),
    ]);
    expect(blockResult.status).toBe('rejected');
    expect(appResult).toEqual({ status: 'fulfilled', value: expect.objectContaining({ rows: [{ answer: 42 }] }) });
    expect((await boss.executeSql('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('passes NOTIFY on the channel it listens to', async () => {
    const boss = bossDatabase(database);
    const payloads: string[] = [];
    let reconnects = 0;
    const handle = await boss.listen!(
      'test_boss_channel',
      (p) => payloads.push(p),
      () => reconnects++,
    );
    await boss.executeSql(`select pg_notify('test_boss_channel', 'queue-a')`);
    const deadline = Date.now() + 5_000;
    while (payloads.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await handle.close();
    expect(payloads).toEqual(['queue-a']);
    // pg-boss counts on one call once listening, to fetch what was sent before.
    expect(reconnects).toBe(1);
  });
});
