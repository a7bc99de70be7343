// `npm run operator -- add|remove EMAIL` as a person runs it, from the repository root: on an embedded database (a
// temporary DATA_DIR, the server stopped), or on a scratch PostgreSQL database when DATABASE_URL is set.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '#server/db/client.ts';
import { databaseOptions } from '#server/db/data-dir.ts';
import { accountTokens, authUsers, users } from '#server/db/schema/index.ts';
import { createScratchDatabase } from '#server/db/scratch-database.ts';
import { hashAccountToken } from '#server/modules/auth/account-tokens.service.ts';
import { buildServer, type CliRun, runCli } from '#server/test/support/cli.ts';

const RUN_TIMEOUT_MS = 120_000;

let database: Record<string, string>;
let remove = async () => {};

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

function operator(...args: string[]): Promise<CliRun> {
  return runCli('npm', ['run', '--silent', 'operator', '--', ...args], {
    ...database,
    APP_URL: 'https://ops.example.test',
    ...(database.DATA_DIR ? { DATABASE_URL: undefined } : {}),
  });
}

const linkIn = (stdout: string) => {
  const match = stdout.match(/https:\/\/ops\.example\.test\/ops\/set-password\?token=([A-Za-z0-9_-]{43})/);
  if (!match) throw new Error(`no link in ${stdout}`);
  return match[1];
};

beforeAll(async () => {
  buildServer();
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const scratch = await createScratchDatabase(baseUrl, 'operatorcli');
    database = { DATABASE_URL: scratch.url };
    remove = () => scratch.drop();
  } else {
    const dir = await mkdtemp(join(tmpdir(), 'microreach-operator-cli-'));
    database = { DATA_DIR: dir };
    remove = () => rm(dir, { recursive: true, force: true });
  }
}, RUN_TIMEOUT_MS);

afterAll(async () => {
  await remove();
});

describe('npm run operator', () => {
  it(
    'adds an operator with a one-time link, renews the link, refuses a marketplace address, and removes it',
    async () => {
      const added = await operator('add', 'Jane.Doe@Example.test');
      expect(added.code, added.stderr).toBe(0);
      expect(added.stdout).toContain('Operator jane.doe@example.test created.');
      const first = linkIn(added.stdout);

      const again = await operator('add', 'jane.doe@example.test');
      expect(again.code, again.stderr).toBe(0);
      const second = linkIn(again.stdout);
      expect(second).not.toBe(first);

      await withDatabase(async (db) => {
        const [row] = await db.select().from(users).where(eq(users.email, 'jane.doe@example.test'));
        expect(row).toMatchObject({ role: 'Operator', name: 'Jane Doe' });
        const tokens = await db.select().from(accountTokens).where(eq(accountTokens.userId, row.id));
        const byHash = new Map(tokens.map((t) => [t.tokenHash, t]));
        // The first link stopped working when the second was printed; the second lives 24 hours.
        expect(byHash.get(hashAccountToken(first))?.usedAt).not.toBeNull();
        const live = byHash.get(hashAccountToken(second));
        expect(live).toMatchObject({ purpose: 'operator_setup', usedAt: null });
        const hours = ((live?.expiresAt.getTime() ?? 0) - (live?.createdAt.getTime() ?? 0)) / 3_600_000;
        expect(hours).toBe(24);
        // A marketplace account, made here as sign-up makes one (an auth user and a users row).
        const id = crypto.randomUUID();
        await db.insert(authUsers).values({ id, name: 'Shop', email: 'shop@example.test' });
        await db.insert(users).values({ id, name: 'Shop', email: 'shop@example.test', role: 'SMB', companyName: 'S' });
      });

      const refused = await operator('add', 'shop@example.test');
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('belongs to a marketplace account');
      const notRemoved = await operator('remove', 'shop@example.test');
      expect(notRemoved.code).toBe(1);
      expect(notRemoved.stderr).toContain('not an operator');

      const removed = await operator('remove', 'jane.doe@example.test');
      expect(removed.code, removed.stderr).toBe(0);
      const unknown = await operator('remove', 'jane.doe@example.test');
      expect(unknown.code).toBe(1);
      const usage = await operator('promote', 'x@example.test');
      expect(usage.code).toBe(2);

      await withDatabase(async (db) => {
        expect(await db.select().from(users).where(eq(users.email, 'jane.doe@example.test'))).toEqual([]);
        expect(await db.select().from(users).where(eq(users.email, 'shop@example.test'))).toHaveLength(1);
      });
    },
    RUN_TIMEOUT_MS * 4,
  );
});
