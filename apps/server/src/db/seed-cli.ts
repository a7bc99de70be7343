// `npm run seed`: load the demo data. An empty database is seeded; one that holds data is wiped and re-seeded
// (running the script is the request to do so), unless --if-empty is given. Runs bundled, as dist/seed.js (built by
// scripts/build.mjs when the sources changed), with plain node: no tsx or other devDependency is needed.
import { parseArgs } from 'node:util';
import { createStorage } from '#server/lib/storage/index.ts';
import { type Env, readEnv } from '../env.ts';
import { type Database, isEmpty, openDatabase } from './client.ts';
import { databaseOptions, resolveDataDir } from './data-dir.ts';
import { profileImages } from './schema/index.ts';
import {
  allTableNames,
  DEMO_ACCOUNTS,
  DEMO_OPERATOR,
  DEMO_PASSWORD,
  resetDatabase,
  type SeedSummary,
  seedDemoData,
} from './seed/seed.ts';

const USAGE = `Usage: npm run seed [-- --if-empty]

Loads the MicroReach demo data into the configured database (DATABASE_URL, else the embedded database in DATA_DIR).
  (no flag)    empty database: load the demo data; database with data: DELETE EVERY ROW, then load the demo data
  --if-empty   load the demo data only into an empty database; otherwise change nothing`;

async function main(): Promise<number> {
  let ifEmpty: boolean;
  try {
    const { values } = parseArgs({
      options: {
        'if-empty': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
    if (values.help) {
      console.log(USAGE);
      return 0;
    }
    ifEmpty = values['if-empty'];
  } catch (err) {
    console.error(`${(err as Error).message}\n\n${USAGE}`);
    return 2;
  }

  let env: Env;
  try {
    env = readEnv();
  } catch (err) {
    console.error((err as Error).message);
    return 1;
  }
  let database: Database;
  try {
    // The same choice as the server: DATABASE_URL, else the embedded database under DATA_DIR.
    const options = databaseOptions(env);
    console.log(
      `Database: ${options.engine === 'postgres' ? `PostgreSQL at ${redactUrl(options.url)}` : `embedded PGlite in ${options.dataDir}`}`,
    );
    database = await openDatabase(options);
  } catch (err) {
    // Typically: the data directory is in use by a running server (stop it first).
    console.error((err as Error).message);
    return 1;
  }
  try {
    await database.migrate();
    const db = database.db;
    // The same storage as the server's (S3 when S3_BUCKET is set, else DATA_DIR/uploads): the demo pictures go there.
    const storage = createStorage(env, resolveDataDir(env.DATA_DIR));
    let summary: SeedSummary;
    if (await isEmpty(db)) {
      console.log('The database is empty: loading the demo data.');
      summary = await seedDemoData(db, { storage });
    } else if (ifEmpty) {
      console.log('The database already holds data; --if-empty was given, so nothing was changed.');
      return 0;
    } else {
      console.log(
        `The database already holds data: deleting every row of every table (${allTableNames().join(', ')}) and loading the demo data.`,
      );
      console.log('(Use --if-empty to leave a database that holds data untouched.)');
      // The images the deleted rows point to are deleted too, once the new data is in.
      const oldFiles = (await db.select({ variants: profileImages.variants }).from(profileImages)).flatMap((row) =>
        row.variants.map((v) => v.key),
      );
      summary = await db.transaction(async (tx) => {
        await resetDatabase(tx);
        return seedDemoData(tx, { storage });
      });
      await storage.deleteMany(oldFiles);
    }
    if (!summary.seeded) throw new Error('The demo accounts already exist; nothing was loaded.');
    printSummary(summary);
    return 0;
  } catch (err) {
    console.error((err as Error).message);
    return 1;
  } finally {
    await database.close();
  }
}

function printSummary({ counts }: SeedSummary): void {
  console.log(
    `Loaded ${counts.users} accounts, ${counts.campaigns} campaigns, ${counts.campaignApplicants} applications, ` +
      `${counts.campaignAnalytics} posts, ${counts.ledgerTransactions} ledger transactions, ${counts.payoutRequests} payout requests and ` +
      `${counts.chat} chat messages, with ${counts.profileImages} profile images.`,
  );
  console.log(`\nDemo sign-ins (the password of every account is ${DEMO_PASSWORD}):`);
  const emailWidth = Math.max(...DEMO_ACCOUNTS.map((a) => a.email.length));
  for (const account of DEMO_ACCOUNTS) {
    const role = account.role === 'SMB' ? 'Business' : 'Creator ';
    const who = account.companyName ? `${account.companyName} (${account.name})` : account.name;
    console.log(`  ${role}  ${account.email.padEnd(emailWidth)}  ${who}`);
  }
  console.log(`  Operator  ${DEMO_OPERATOR.email.padEnd(emailWidth)}  ${DEMO_OPERATOR.name} (signs in at /ops)`);
}

/** The connection string without its password, for the log. */
function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(DATABASE_URL)';
  }
}

process.exitCode = await main();
