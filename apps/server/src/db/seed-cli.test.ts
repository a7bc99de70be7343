// `npm run seed` as a person runs it, from the repository root: the root script, the server workspace's script, the
// bundle (dist/seed.js, plain node). On a fresh embedded database (a temporary DATA_DIR), and on a scratch PostgreSQL
// database when DATABASE_URL is set. The database is opened between runs to see what the command did, and closed
// before each run (an embedded data directory admits one process at a time).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '#server/db/client.ts';
import { databaseOptions } from '#server/db/data-dir.ts';
import * as schema from '#server/db/schema/index.ts';
import { createScratchDatabase, type ScratchDatabase } from '#server/db/scratch-database.ts';
import { verifyPassword } from '#server/lib/password.ts';
import { buildServer, type CliRun, runCli } from '#server/test/support/cli.ts';
import { DEMO_ACCOUNTS, DEMO_OPERATOR, DEMO_PASSWORD } from './seed/seed.ts';

/** Every account the demo data makes: the marketplace's and the demo operator (issue 28). */
const DEMO_EMAILS = [...DEMO_ACCOUNTS.map((a) => a.email), DEMO_OPERATOR.email].sort();

/** A seed run on a slow machine: npm, the up-to-date check of the build, migrations, an Argon2id hash, the inserts. */
const RUN_TIMEOUT_MS = 120_000;
const MARKER_EMAIL = 'not-a-demo-account@example.com';

/** `npm run seed -- <args>` from the repository root, with DATA_DIR or DATABASE_URL naming the database. */
function runSeed(args: string[], database: Record<string, string>): Promise<CliRun> {
  return runCli('npm', ['run', 'seed', '--', ...args], {
    ...database,
    ...('DATABASE_URL' in database ? {} : { DATABASE_URL: undefined }),
  });
}

/** Opens the database the command uses, runs `look` on it, and closes it again. */
async function inspect<T>(database: Record<string, string>, look: (db: Db) => Promise<T>): Promise<T> {
  const opened = await openDatabase(
    databaseOptions({ DATABASE_URL: database.DATABASE_URL, DATA_DIR: database.DATA_DIR ?? '' }),
  );
  try {
    return await look(opened.db);
  } finally {
    await opened.close();
  }
}

/** Who holds an account, by email, with each account's id (new ids mean the rows were inserted again). */
async function accounts(db: Db): Promise<Map<string, string>> {
  const rows = await db.select({ id: schema.authUsers.id, email: schema.authUsers.email }).from(schema.authUsers);
  return new Map(rows.map((r) => [r.email, r.id]));
}

async function campaignCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(schema.campaigns);
  return row?.n ?? 0;
}

beforeAll(() => {
  // Built here rather than inside the first run, so a build's time is not a test's; every run still checks it.
  buildServer();
}, RUN_TIMEOUT_MS);

describe('npm run seed, arguments', () => {
  it('prints its usage for --help and exits 0', async () => {
    const run = await runSeed(['--help'], { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Usage: npm run seed [-- --if-empty]');
    expect(run.stdout).toContain('--if-empty   load the demo data only into an empty database');
    // Help never reaches for the database (this one does not exist).
    expect(run.stdout).not.toContain('Database:');
  });

  it('refuses an unknown flag with its usage on stderr and exit code 2', async () => {
    const run = await runSeed(['--if-emtpy'], { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("Unknown option '--if-emtpy'");
    expect(run.stderr).toContain('Usage: npm run seed [-- --if-empty]');
    expect(run.stdout).not.toContain('Usage:');
    expect(run.stdout).not.toContain('Database:');
  });
});

interface Engine {
  name: string;
  /** The environment that names the database, and how to remove it afterwards. */
  create(): Promise<{ database: Record<string, string>; remove(): Promise<void> }>;
}

const engines: Engine[] = [
  {
    name: 'an embedded database (DATA_DIR)',
    async create() {
      const dir = await mkdtemp(join(tmpdir(), 'microreach-seed-cli-'));
      return { database: { DATA_DIR: dir }, remove: () => rm(dir, { recursive: true, force: true }) };
    },
  },
];
const baseUrl = process.env.DATABASE_URL;
if (baseUrl) {
  engines.push({
    name: 'PostgreSQL (DATABASE_URL)',
    async create() {
      const scratch: ScratchDatabase = await createScratchDatabase(baseUrl, 'seedcli');
      return { database: { DATABASE_URL: scratch.url }, remove: () => scratch.drop() };
    },
  });
}

// The runs build on each other, in order: an empty database is seeded, then left alone, then wiped and re-seeded.
describe.each(engines)('npm run seed on $name', (engine) => {
  let database: Record<string, string>;
  let remove = async () => {};

  beforeAll(async () => {
    ({ database, remove } = await engine.create());
  });
  afterAll(async () => {
    await remove();
  });

  it(
    'loads the demo data into an empty database',
    async () => {
      const run = await runSeed([], database);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toContain('The database is empty: loading the demo data.');
      expect(run.stdout).toContain(`the password of every account is ${DEMO_PASSWORD}`);

      await inspect(database, async (db) => {
        expect([...(await accounts(db)).keys()].sort()).toEqual(DEMO_EMAILS);
        expect(await campaignCount(db)).toBeGreaterThan(0);
        const [credential] = await db
          .select({ password: schema.authAccounts.password })
          .from(schema.authAccounts)
          .innerJoin(schema.authUsers, eq(schema.authUsers.id, schema.authAccounts.userId))
          .where(eq(schema.authUsers.email, DEMO_ACCOUNTS[0].email));
        expect(await verifyPassword(credential?.password ?? '', DEMO_PASSWORD)).toBe(true);
      });
    },
    RUN_TIMEOUT_MS,
  );

  it(
    'changes nothing in a database that holds data when given --if-empty, and says so',
    async () => {
      const before = await inspect(database, async (db) => {
        await db.insert(schema.authUsers).values({ name: 'Not a demo account', email: MARKER_EMAIL });
        return { accounts: await accounts(db), campaigns: await campaignCount(db) };
      });
      expect(before.accounts.size).toBe(DEMO_EMAILS.length + 1);

      const run = await runSeed(['--if-empty'], database);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toContain('The database already holds data; --if-empty was given, so nothing was changed.');
      expect(run.stdout).not.toContain('Loaded');

      const after = await inspect(database, async (db) => ({
        accounts: await accounts(db),
        campaigns: await campaignCount(db),
      }));
      expect(after).toEqual(before);
    },
    RUN_TIMEOUT_MS,
  );

  it(
    'wipes a database that holds data and loads the demo data again when given no flag',
    async () => {
      const before = await inspect(database, accounts);
      expect(before.has(MARKER_EMAIL)).toBe(true);

      const run = await runSeed([], database);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toContain('The database already holds data: deleting every row of every table');
      expect(run.stdout).toMatch(/Loaded \d+ accounts/);

      const after = await inspect(database, async (db) => ({
        accounts: await accounts(db),
        campaigns: await campaignCount(db),
      }));
      // The other account is gone, and each demo account is a new row.
      expect([...after.accounts.keys()].sort()).toEqual(DEMO_EMAILS);
      for (const [email, id] of after.accounts) expect(id, email).not.toBe(before.get(email));
      expect(after.campaigns).toBeGreaterThan(0);
    },
    RUN_TIMEOUT_MS,
  );
});
