// Server tests on PostgreSQL (DATABASE_URL set) run in a scratch database of their own, created and migrated once
// for the run and dropped at its end: the database DATABASE_URL names is left as it was found.
import { openDatabase } from '../db/client.ts';
import { createScratchDatabase } from '../db/scratch-database.ts';

export default async function setup() {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) return;
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
