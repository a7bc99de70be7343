// `npm run operator -- add EMAIL` and `npm run operator -- remove EMAIL` (issue 28): the only way to make or remove an
// operator. `add` prints a one-time link (24 hours) to set the password; run again, it prints a fresh one. Works on
// PostgreSQL (DATABASE_URL) while servers run, and on the embedded database (DATA_DIR) while the server is stopped.
// Exits 0 on success, 1 when refused (a marketplace account's address, no such operator), 2 when it could not run.
// Bundled as dist/operator.js.
import { addOperator, OperatorAccountError, removeOperator } from '#server/modules/auth/operator-accounts.service.ts';
import { readEnv } from '../env.ts';
import { type Database, openDatabase } from './client.ts';
import { databaseOptions } from './data-dir.ts';

const USAGE = 'Usage: npm run operator -- add EMAIL | npm run operator -- remove EMAIL';

async function main(args: string[]): Promise<number> {
  const [command, email, ...rest] = args;
  if ((command !== 'add' && command !== 'remove') || !email || rest.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const env = readEnv();
  let database: Database;
  try {
    database = await openDatabase(databaseOptions(env));
  } catch (err) {
    // Typically: the embedded database is in use by a running server (stop it first).
    console.error((err as Error).message);
    return 2;
  }
  try {
    await database.migrate();
    if (command === 'add') {
      const added = await addOperator(database.db, email, env.APP_URL ?? `http://localhost:${env.PORT}`);
      console.log(
        added.status === 'created'
          ? `Operator ${added.email} created.`
          : `${added.email} is already an operator: here is a fresh link (earlier links stop working).`,
      );
      console.log(`Set the password within 24 hours, once, at:\n${added.link}`);
    } else {
      const removed = await removeOperator(database.db, email);
      console.log(`Operator ${removed.email} removed; their sessions have ended.`);
    }
    return 0;
  } catch (err) {
    if (err instanceof OperatorAccountError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
