// `npm run ledger:reconcile` as a person (and CI) runs it, from the repository root, on freshly seeded demo data: the
// ledger and test mode's books agree (exit 0); after the ledger takes money from the provider that the provider never
// booked, the command names it and exits 1. On an embedded database (a temporary DATA_DIR), or on a scratch
// PostgreSQL database when DATABASE_URL is set; the database is closed before each run (one process at a time).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '#server/db/client.ts';
import { databaseOptions } from '#server/db/data-dir.ts';
import { ledgerAccounts } from '#server/db/schema/index.ts';
import { createScratchDatabase, type ScratchDatabase } from '#server/db/scratch-database.ts';
import { account, transfer } from '#server/modules/ledger/ledger.service.ts';
import { buildServer, type CliRun, runCli } from '#server/test/support/cli.ts';
import { seedDemoData } from './seed/seed.ts';

const RUN_TIMEOUT_MS = 120_000;

let database: Record<string, string>;
let remove = async () => {};

/** Opens the database the command uses, runs `work` on it, and closes it again. */
async function withDatabase<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const opened = await openDatabase(
    databaseOptions({ DATABASE_URL: database.DATABASE_URL, DATA_DIR: database.DATA_DIR ?? '' }),
  );
  try {
    await opened.migrate();
    return await work(opened.db);
  } finally {
    await opened.close();
  }
}

function reconcile(): Promise<CliRun> {
  // Test mode: no Stripe keys, whatever the environment running the tests says.
  return runCli('npm', ['run', '--silent', 'ledger:reconcile'], {
    ...database,
    STRIPE_SECRET_KEY: undefined,
    STRIPE_WEBHOOK_SECRET: undefined,
    ...(database.DATA_DIR ? { DATABASE_URL: undefined } : {}),
  });
}

beforeAll(async () => {
  // Built here rather than inside the first run, so a build's time is not a test's; every run still checks it.
  buildServer();
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const scratch: ScratchDatabase = await createScratchDatabase(baseUrl, 'reconcilecli');
    database = { DATABASE_URL: scratch.url };
    remove = () => scratch.drop();
  } else {
    const dir = await mkdtemp(join(tmpdir(), 'microreach-reconcile-cli-'));
    database = { DATA_DIR: dir };
    remove = () => rm(dir, { recursive: true, force: true });
  }
  await withDatabase(async (db) => {
    expect((await seedDemoData(db, { storage: null })).seeded).toBe(true);
  });
}, RUN_TIMEOUT_MS);

afterAll(async () => {
  await remove();
});

describe(`npm run ledger:reconcile on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'an embedded database'}`, () => {
  it(
    'agrees on the demo data, then names a movement the provider never made and exits 1',
    async () => {
      const clean = await reconcile();
      expect(clean.code, clean.stderr).toBe(0);
      expect(clean.stdout).toMatch(/^ok {3}test: \d+ compared from the first record to .*they agree\.$/m);

      const txId = await withDatabase(async (db) => {
        // Any business of the demo: the money lands in its wallet.
        const [wallet] = await db
          .select({ id: ledgerAccounts.userId })
          .from(ledgerAccounts)
          .where(and(eq(ledgerAccounts.kind, 'business_wallet'), isNotNull(ledgerAccounts.userId)))
          .limit(1);
        const moved = await transfer(db, {
          kind: 'deposit',
          description: 'Funds added (test mode)',
          idempotencyKey: 'test:reconcile-cli',
          userId: wallet.id,
          legs: [
            { account: account.provider('test'), amountCents: -2_500 },
            { account: account.wallet(wallet.id ?? ''), amountCents: 2_500 },
          ],
        });
        return moved.id;
      });

      const found = await reconcile();
      expect(found.code, found.stderr).toBe(1);
      expect(found.stdout).toContain('FAIL test: 1 difference(s)');
      expect(found.stdout).toContain(`missing_at_provider other ${txId}: ledger +$25.00, provider nothing`);
    },
    RUN_TIMEOUT_MS,
  );
});
