// Server tests on PostgreSQL (DATABASE_URL set) run in scratch databases of their own, one per worker, created and
// migrated once for the run and dropped at its end: the database DATABASE_URL names is left as it was found. Files
// of one worker run one after the other in its database, as they would alone; files running at the same moment never
// share one, so a test may check the whole ledger (ledger:check) without another file's half-done flow in it
// (worker-database.ts points each worker at its own). On PGlite the setup makes the migrated copy every in-memory
// database of the run starts from.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, PGLITE_TEMPLATE_ENV } from '../db/client.ts';
import { createScratchDatabase, type ScratchDatabase } from '../db/scratch-database.ts';
import { workerDatabaseEnv } from './worker-database.ts';

export default async function setup(project: TestProject) {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) return makePgliteTemplate();
  const scratches: ScratchDatabase[] = [];
  const drop = async () => {
    for (const scratch of scratches) await scratch.drop();
  };
  try {
    // Pool ids run from 1 to maxWorkers (VITEST_POOL_ID).
    for (let poolId = 1; poolId <= project.config.maxWorkers; poolId++) {
      const scratch = await createScratchDatabase(baseUrl, 'test');
      scratches.push(scratch);
      const database = await openDatabase({ engine: 'postgres', url: scratch.url, poolSize: 1 });
      await database.migrate();
      await database.close();
      // Test workers start after this and inherit the environment.
      process.env[workerDatabaseEnv(poolId)] = scratch.url;
    }
  } catch (error) {
    await drop();
    throw error;
  }
  // Anything that reads DATABASE_URL before a worker's own is set still meets a scratch database.
  process.env.DATABASE_URL = scratches[0]?.url;
  return async () => {
    process.env.DATABASE_URL = baseUrl;
    for (let poolId = 1; poolId <= scratches.length; poolId++) delete process.env[workerDatabaseEnv(poolId)];
    await drop();
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
