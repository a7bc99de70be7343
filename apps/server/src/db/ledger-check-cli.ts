// `npm run ledger:check`: verifies every invariant of the money ledger on the configured database (DATABASE_URL, else
// the embedded database in DATA_DIR) and exits 1 on any violation, 0 when all hold. Each run is recorded
// (ledger_check_runs) for the operators' money overview. Bundled as dist/ledger-check.js.
import { checkLedger } from '#server/modules/ledger/ledger-check.service.ts';
import { recordLedgerCheck } from '#server/modules/ledger/ledger-check-runs.service.ts';
import { readEnv } from '../env.ts';
import { type Database, openDatabase } from './client.ts';
import { databaseOptions } from './data-dir.ts';

async function main(): Promise<number> {
  let database: Database;
  try {
    database = await openDatabase(databaseOptions(readEnv()));
  } catch (err) {
    // Typically: the embedded database is in use by a running server (stop it first).
    console.error((err as Error).message);
    return 2;
  }
  try {
    await database.migrate();
    const startedAt = new Date();
    const results = await checkLedger(database.db);
    // The record is for the console; failing to write it changes neither the output nor the exit code.
    await recordLedgerCheck(database.db, 'cli', startedAt, new Date(), results).catch((err: unknown) => {
      console.error(`This run could not be recorded: ${(err as Error).message}`);
    });
    let failed = 0;
    for (const { name, violations } of results) {
      console.log(`${violations.length === 0 ? 'ok  ' : 'FAIL'} ${name}`);
      for (const v of violations) console.log(`       ${v}`);
      if (violations.length > 0) failed++;
    }
    console.log(failed === 0 ? 'The ledger holds every invariant.' : `${failed} invariant(s) violated.`);
    return failed === 0 ? 0 : 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
