// Server tests on PostgreSQL (DATABASE_URL set) run in a scratch database of their own, created and migrated once
// for the run and dropped at its end: the database DATABASE_URL names is left as it was found. On PGlite the setup
// makes the migrated copy every in-memory database of the run starts from.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, PGLITE_TEMPLATE_ENV } from '../db/client.ts';
import { createScratchDatabase } from '../db/scratch-database.ts';

export default async function setup() {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) return makePgliteTemplate();
  const scratch = await createScratchDatabase(baseUrl, 'test');
  const database = await openDatabase({ engine: 'postgres', url: scratch.url, poolSize: 1 });
  await database.migrate();
  await database.close();
  // Test workers start after this and inherit the environment.
  process.env.DATABASE_URL = scratch.url;
  return async () => {
    process.env.DATABASE_URL = baseUrl;
    await scratch.drop();
  };
}

/**
 * On PGlite every test file opens its own in-memory databases: they start from one migrated copy made here, written to
 * a temporary file that the workers read (PGLITE_TEMPLATE_ENV in db/client.ts), and removed when the run ends.
 */
async function makePgliteTemplate() {
  const database = await openDatabase({ engine: 'pglite', dataDir: null });
  await database.migrate();
  if (database.driver.engine !== 'pglite') throw new Error('expected PGlite');
  const dump = await database.driver.client.dumpDataDir('none');
  await database.close();
  const dir = mkdtempSync(join(tmpdir(), 'microreach-pglite-template-'));
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env[PGLITE_TEMPLATE_ENV] = file;
  return () => {
    delete process.env[PGLITE_TEMPLATE_ENV];
    rmSync(dir, { recursive: true, force: true });
  };
}
