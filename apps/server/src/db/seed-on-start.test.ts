// Two servers starting together on one empty database: one seeds, and only that one says so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client.ts';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database.ts';
import { seedDemoDataIfEmpty } from './seed-on-start.ts';

let scratch: ScratchDatabase | null = null;
let first: Database;
let second: Database;

beforeAll(async () => {
  // A database of this test's own: seeding fills it with the demo accounts.
  const url = process.env.DATABASE_URL;
  if (url) {
    scratch = await createScratchDatabase(url, 'seedstart');
    first = await openDatabase({ engine: 'postgres', url: scratch.url, poolSize: 2 });
    second = await openDatabase({ engine: 'postgres', url: scratch.url, poolSize: 2 });
  } else {
    first = await openDatabase({ engine: 'pglite', dataDir: null });
    second = first;
  }
  await first.migrate();
});
afterAll(async () => {
  await first?.close();
  if (second !== first) await second?.close();
  await scratch?.drop();
});

describe('seeding at start-up', () => {
  it('is claimed only by the server that seeded', async () => {
    const said: string[][] = [[], []];
    const results = await Promise.all([
      seedDemoDataIfEmpty(first.db, { info: (m) => said[0].push(m) }, null),
      seedDemoDataIfEmpty(second.db, { info: (m) => said[1].push(m) }, null),
    ]);
    const seeded = results.map((r) => r?.seeded ?? false);
    expect(seeded.filter(Boolean)).toHaveLength(1);
    for (const [i, messages] of said.entries()) {
      const claims = messages.some((m) => m.includes('seeded demo data'));
      expect({ server: i, claims }).toEqual({ server: i, claims: seeded[i] });
    }
    // A later start finds the data and says nothing about seeding.
    const later: string[] = [];
    expect(await seedDemoDataIfEmpty(first.db, { info: (m) => later.push(m) }, null)).toBeNull();
    expect(later).toEqual([]);
  });
});
