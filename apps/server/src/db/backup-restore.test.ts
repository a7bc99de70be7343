// Backups of the embedded database (issue 32): an archive made from a running app (over its backup socket, while money
// keeps moving) restores into an empty data directory where every ledger invariant holds, with the same rows, files
// and keys; restore refuses a data directory in use or not empty (unless forced) and a damaged archive. Always on
// PGlite in temporary directories: the PostgreSQL way is pg_dump (README), and with DATABASE_URL the commands refuse.
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { create as createTar, extract } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Db, openDatabase } from '#server/db/client.ts';
import { BackupArchiveError, DATABASE_ENTRY, MANIFEST_NAME } from '#server/lib/backup/backup-manifest.ts';
import {
  type BackupSocket,
  backupSocketPath,
  listenForBackups,
  requestBackup,
} from '#server/lib/backup/backup-socket.ts';
import { loadDatabaseImage, RestoreRefusedError, restoreBackup } from '#server/lib/backup/restore-backup.ts';
import { LocalDiskStorage } from '#server/lib/storage/index.ts';
import { checkLedger } from '#server/modules/ledger/ledger-check.service.ts';
import {
  callAs,
  createTestApp,
  launchableCampaign,
  signUpBusiness,
  type TestApp,
  type TestUser,
} from '#server/test/harness.ts';
import { addFunds, fundCampaign } from '#server/test/ledger.ts';
import { buildServer, runCli } from '#server/test/support/cli.ts';

const COUNTED = ['users', 'campaigns', 'payment_checkouts', 'ledger_transactions', 'ledger_entries'] as const;
const FILE_KEY = 'images/backup-test/avatar-0123456789abcdef-64.webp';
const FILE_BYTES = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 not really an image, but bytes to compare');
const AUTH_SECRET = 'a-session-secret-for-the-backup-test';
const TOKEN_KEY = 'ab'.repeat(32);
const CLI_TIMEOUT_MS = 300_000;
const SETUP_TIMEOUT_MS = 180_000;
/** Each restore opens the restored database (PGlite, a few seconds; more on a busy machine). */
const RESTORE_TIMEOUT_MS = 180_000;

let root: string;
let dataDir: string;
let database: Database;
let app: TestApp;
let socket: BackupSocket | null;
let business: TestUser;

async function counts(db: Db): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of COUNTED) {
    const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`);
    result[table] = rows[0]!.n;
  }
  return result;
}

async function withRestored<T>(dir: string, work: (db: Db) => Promise<T>): Promise<T> {
  const restored = await openDatabase({ engine: 'pglite', dataDir: join(dir, 'pglite') });
  try {
    await restored.migrate();
    return await work(restored.db);
  } finally {
    await restored.close();
  }
}

async function backupTo(archive: string): Promise<void> {
  expect(await requestBackup(backupSocketPath(dataDir), createWriteStream(archive))).toBe(true);
}

async function liveCampaign(): Promise<string> {
  const created = await callAs(app, business, 'POST', '/api/business/campaigns', launchableCampaign());
  expect(created.statusCode, created.body).toBe(201);
  return created.json().id as string;
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'mr-backup-'));
  dataDir = join(root, 'data');
  await mkdir(dataDir);
  await writeFile(join(dataDir, 'auth-secret'), AUTH_SECRET);
  await writeFile(join(dataDir, 'metrics-token-key'), TOKEN_KEY);
  // A migrated database on disk, made from an in-memory one (creating a cluster on disk takes a minute on a busy box).
  const scratch = await openDatabase({ engine: 'pglite', dataDir: null });
  await scratch.migrate();
  if (scratch.driver.engine !== 'pglite') throw new Error('expected PGlite');
  const image = await scratch.driver.client.dumpDataDir('none');
  await scratch.close();
  await loadDatabaseImage(image, join(dataDir, 'pglite'));
  database = await openDatabase({ engine: 'pglite', dataDir: join(dataDir, 'pglite') });
  app = await createTestApp({ database, storage: new LocalDiskStorage(join(dataDir, 'uploads')) });
  if (database.driver.engine !== 'pglite') throw new Error('the backup test opens an embedded database');
  socket = await listenForBackups(
    { client: database.driver.client, dataDir, filesDir: join(dataDir, 'uploads') },
    app.log,
  );
  business = await signUpBusiness(app);
  await addFunds(app, business, 80_000);
  expect((await fundCampaign(app, business, await liveCampaign(), 30_000)).statusCode).toBe(201);
  await app.storage.put(FILE_KEY, FILE_BYTES, { contentType: 'image/webp' });
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await socket?.close();
  await app?.close();
  await rm(root, { recursive: true, force: true });
});

describe('a backup of the running app', () => {
  it(
    'restores into an empty data directory with the same rows, files and keys, and the ledger holds',
    async () => {
      const archive = join(root, 'quiet.tar.gz');
      const before = await counts(app.db);
      await backupTo(archive);

      const target = join(root, 'restored-quiet');
      const { manifest, previous } = await restoreBackup({ archive, dataDir: target });
      expect(previous).toBeNull();
      expect(manifest.files).toMatchObject({ storage: 'local', count: 1, bytes: FILE_BYTES.length });
      expect(manifest.migration.tag).toMatch(/^\d{4}_/);
      expect(await readFile(join(target, 'uploads', FILE_KEY))).toEqual(FILE_BYTES);
      expect(await readFile(join(target, 'auth-secret'), 'utf8')).toBe(AUTH_SECRET);
      expect(await readFile(join(target, 'metrics-token-key'), 'utf8')).toBe(TOKEN_KEY);
      expect((await stat(join(target, 'metrics-token-key'))).mode & 0o777).toBe(0o600);
      await withRestored(target, async (db) => {
        expect(await counts(db)).toEqual(before);
        for (const check of await checkLedger(db)) expect(check.violations, check.name).toEqual([]);
      });
    },
    RESTORE_TIMEOUT_MS,
  );

  it(
    'stays consistent while money moves and files are stored during the backup',
    async () => {
      const archive = join(root, 'busy.tar.gz');
      const before = await counts(app.db);
      let writing = true;
      let moves = 0;
      const traffic = (async () => {
        while (writing) {
          await addFunds(app, business, 1_000 + moves);
          await app.storage.put(
            `images/backup-test/avatar-${moves.toString(16).padStart(16, '0')}-64.webp`,
            FILE_BYTES,
            {
              contentType: 'image/webp',
            },
          );
          moves++;
        }
      })();
      // Money moves before, during and after the snapshot.
      while (moves < 2) await new Promise((resolve) => setImmediate(resolve));
      await backupTo(archive);
      const atBackup = moves;
      while (moves < atBackup + 2) await new Promise((resolve) => setImmediate(resolve));
      writing = false;
      await traffic;
      const after = await counts(app.db);

      const target = join(root, 'restored-busy');
      await restoreBackup({ archive, dataDir: target });
      await withRestored(target, async (db) => {
        for (const check of await checkLedger(db)) expect(check.violations, check.name).toEqual([]);
        const restored = await counts(db);
        for (const table of COUNTED) {
          expect(restored[table]).toBeGreaterThanOrEqual(before[table]!);
          expect(restored[table]).toBeLessThanOrEqual(after[table]!);
        }
        expect(restored.payment_checkouts).toBeLessThan(after.payment_checkouts!);
      });
    },
    RESTORE_TIMEOUT_MS,
  );

  it(
    'makes a second backup asked for during the first after it, both whole',
    async () => {
      const names = ['first', 'second'];
      const made = await Promise.all(
        names.map((name) => requestBackup(backupSocketPath(dataDir), createWriteStream(join(root, `${name}.tar.gz`)))),
      );
      expect(made).toEqual([true, true]);
      for (const name of names) {
        const { manifest } = await restoreBackup({ archive: join(root, `${name}.tar.gz`), dataDir: join(root, name) });
        expect(manifest.files.storage).toBe('local');
      }
    },
    RESTORE_TIMEOUT_MS,
  );
});

describe('restore refuses', () => {
  let archive: string;
  beforeAll(async () => {
    archive = join(root, 'for-refusals.tar.gz');
    await backupTo(archive);
  }, RESTORE_TIMEOUT_MS);

  it(
    'a data directory that is not empty, unless forced, and then keeps the old one beside it',
    async () => {
      const target = join(root, 'occupied');
      await mkdir(target);
      await writeFile(join(target, 'auth-secret'), 'the old secret');
      await expect(restoreBackup({ archive, dataDir: target })).rejects.toThrow(RestoreRefusedError);
      expect(await readdir(target)).toEqual(['auth-secret']);

      const { previous } = await restoreBackup({ archive, dataDir: target, force: true });
      expect(previous).not.toBeNull();
      expect(await readFile(join(previous!, 'auth-secret'), 'utf8')).toBe('the old secret');
      expect(await readFile(join(target, 'auth-secret'), 'utf8')).toBe(AUTH_SECRET);
    },
    RESTORE_TIMEOUT_MS,
  );

  it(
    'the data directory of a running server, even forced',
    async () => {
      await expect(restoreBackup({ archive, dataDir, force: true })).rejects.toThrow(/in use by process/);
    },
    RESTORE_TIMEOUT_MS,
  );

  it(
    'a damaged archive, and leaves the target as it was',
    async () => {
      const bytes = await readFile(archive);
      const flipped = Buffer.from(bytes);
      flipped[Math.floor(flipped.length / 2)]! ^= 0xff;
      await writeFile(join(root, 'flipped.tar.gz'), flipped);
      await writeFile(join(root, 'cut.tar.gz'), bytes.subarray(0, Math.floor(bytes.length * 0.6)));
      for (const name of ['flipped.tar.gz', 'cut.tar.gz', 'missing.tar.gz']) {
        const target = join(root, `damaged-${name}`);
        await expect(restoreBackup({ archive: join(root, name), dataDir: target }), name).rejects.toThrow(
          BackupArchiveError,
        );
        expect(await readdir(target).catch(() => [])).toEqual([]);
      }
    },
    RESTORE_TIMEOUT_MS,
  );

  it(
    'an archive whose file does not match its checksum, or that holds a file its manifest does not list',
    async () => {
      for (const tamper of ['changed', 'added'] as const) {
        const work = join(root, `tamper-${tamper}`);
        await mkdir(work);
        await extract({ file: archive, cwd: work });
        if (tamper === 'changed') await writeFile(join(work, 'files', FILE_KEY), 'other bytes');
        else await writeFile(join(work, 'files', 'images', 'backup-test', 'extra.webp'), 'extra');
        const repacked = join(root, `tamper-${tamper}.tar.gz`);
        await createTar({ gzip: true, cwd: work, file: repacked }, [MANIFEST_NAME, 'database', 'secrets', 'files']);
        await expect(restoreBackup({ archive: repacked, dataDir: join(root, `t-${tamper}`) })).rejects.toThrow(
          tamper === 'changed' ? /does not match its checksum/ : /is not in its manifest/,
        );
      }
    },
    RESTORE_TIMEOUT_MS,
  );

  it(
    'an archive that is not a MicroReach backup',
    async () => {
      const work = join(root, 'foreign');
      await mkdir(join(work, 'database'), { recursive: true });
      await writeFile(join(work, DATABASE_ENTRY), 'not a database');
      const foreign = join(root, 'foreign.tar.gz');
      await createTar({ gzip: true, cwd: work, file: foreign }, ['database']);
      await expect(restoreBackup({ archive: foreign, dataDir: join(root, 't-foreign') })).rejects.toThrow(
        'Not a MicroReach backup: it holds no manifest.',
      );
    },
    RESTORE_TIMEOUT_MS,
  );
});

/** `npm run <script>` from the repository root; `node` runs the bundle npm would (dist/<script>.js) without npm. */
function run(how: 'npm' | 'node', script: string, args: string[], env: Record<string, string>) {
  const childEnv = { ...env, DATABASE_URL: env.DATABASE_URL };
  return how === 'npm'
    ? runCli('npm', ['run', '--silent', script, '--', ...args], childEnv)
    : runCli(process.execPath, [join('apps', 'server', 'dist', `${script}.js`), ...args], childEnv);
}

describe('npm run backup and npm run restore', () => {
  beforeAll(buildServer, CLI_TIMEOUT_MS);

  it(
    'back up the running server, restore into an empty DATA_DIR, and ledger:check passes there',
    async () => {
      const archive = join(root, 'cli', 'running.tar.gz');
      const made = await run('npm', 'backup', ['--out', archive], { DATA_DIR: dataDir });
      expect(made.code, made.stderr).toBe(0);
      expect(made.stdout).toContain('Backed up from the running server.');
      expect((await stat(archive)).mode & 0o777).toBe(0o600);
      const again = await run('node', 'backup', ['--out', archive], { DATA_DIR: dataDir });
      expect(again.code).toBe(2);
      expect(again.stderr).toContain('exists already');

      const target = join(root, 'cli-restored');
      const restored = await run('npm', 'restore', [archive], { DATA_DIR: target });
      expect(restored.code, restored.stderr).toBe(0);
      const refused = await run('node', 'restore', [archive], { DATA_DIR: target });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('is not empty');

      const checked = await run('npm', 'ledger:check', [], { DATA_DIR: target });
      expect(checked.code, checked.stdout).toBe(0);
      expect(checked.stdout).toContain('The ledger holds every invariant.');
      expect(await readFile(join(target, 'uploads', FILE_KEY))).toEqual(FILE_BYTES);

      // The restored directory, its server stopped: backed up by opening it directly.
      const offline = await run('node', 'backup', ['--out', join(root, 'cli', 'stopped.tar.gz')], { DATA_DIR: target });
      expect(offline.code, offline.stderr).toBe(0);
      expect(offline.stdout).toContain('Backed up with the server stopped.');
    },
    CLI_TIMEOUT_MS,
  );

  it(
    'refuse on PostgreSQL, pointing to the README',
    async () => {
      // Never connected to: the commands refuse before opening anything.
      const env = { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', DATA_DIR: join(root, 'unused') };
      const backup = await run('node', 'backup', [], env);
      expect(backup.code).toBe(2);
      expect(backup.stderr).toContain('pg_dump');
      const restore = await run('node', 'restore', [join(root, 'quiet.tar.gz')], env);
      expect(restore.code).toBe(2);
      expect(restore.stderr).toContain('pg_restore');
    },
    RESTORE_TIMEOUT_MS,
  );
});
