// `npm run ledger:reconcile [-- --days N]`: compares the ledger's provider accounts with the providers' own records now
// (everything, or the last N days), on the configured database (DATABASE_URL, else the embedded database in DATA_DIR):
// Stripe's balance transactions when its keys are set, test mode's books in the database. Prints every difference;
// exits 1 on any, 0 when they agree, 2 when it could not compare. Bundled as dist/ledger-reconcile.js.
import { parseArgs } from 'node:util';
import {
  providersToReconcile,
  RECONCILE_EXIT,
  reconcileAndReport,
} from '#server/modules/ledger/reconciliation-report.service.ts';
import { readEnv } from '../env.ts';
import { type Database, openDatabase } from './client.ts';
import { databaseOptions } from './data-dir.ts';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { days: { type: 'string' } } });
  const days = values.days === undefined ? null : Number(values.days);
  if (days !== null && !(Number.isInteger(days) && days > 0)) {
    console.error(`--days takes a whole number of days above 0, not ${values.days}.`);
    return RECONCILE_EXIT.failed;
  }
  const env = readEnv();
  let database: Database;
  try {
    database = await openDatabase(databaseOptions(env));
  } catch (err) {
    // Typically: the embedded database is in use by a running server (stop it first).
    console.error((err as Error).message);
    return RECONCILE_EXIT.failed;
  }
  try {
    await database.migrate();
    const providers = await providersToReconcile(database.db, env, env.APP_URL ?? `http://localhost:${env.PORT}`);
    return await reconcileAndReport(database.db, providers, { days }, (line) => console.log(line));
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
