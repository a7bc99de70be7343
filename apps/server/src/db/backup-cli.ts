// `npm run backup [-- --out FILE]`: one archive (.tar.gz) of the embedded database, the stored files and the keys in
// DATA_DIR, consistent while the server runs (it is asked over DATA_DIR/control/backup.sock) or made here when the
// server is stopped. A relative FILE is relative to the repository root, as DATA_DIR is; the default is
// backups/microreach-<time>.tar.gz. The archive is checked against its manifest before it gets its name. On PostgreSQL
// (DATABASE_URL) it refuses: see the README's Backups section. Exits 0 when written, 2 when it could not run.
// Bundled as dist/backup.js.
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { backupSocketPath, requestBackup } from '#server/lib/backup/backup-socket.ts';
import { createBackup } from '#server/lib/backup/create-backup.ts';
import { verifyBackup } from '#server/lib/backup/restore-backup.ts';
import { repoRoot } from '#server/lib/package-paths.ts';
import { readEnv } from '../env.ts';
import { type Database, dataDirExists, openDatabase } from './client.ts';
import { resolveDataDir } from './data-dir.ts';

const USAGE = 'Usage: npm run backup [-- --out FILE]';

async function main(args: string[]): Promise<number> {
  let out: string | undefined;
  try {
    out = parseArgs({ args, options: { out: { type: 'string' } } }).values.out;
  } catch {
    console.error(USAGE);
    return 2;
  }
  const env = readEnv();
  if (env.DATABASE_URL) {
    console.error(
      'DATABASE_URL is set: back PostgreSQL up with pg_dump or continuous archiving, and S3 with bucket versioning (README, Backups).',
    );
    return 2;
  }
  const dataDir = resolveDataDir(env.DATA_DIR);
  const pgliteDir = join(dataDir, 'pglite');
  if (!dataDirExists(pgliteDir)) {
    console.error(`No embedded database in ${dataDir} (DATA_DIR): nothing to back up.`);
    return 2;
  }
  const target = resolve(
    repoRoot,
    out ?? join('backups', `microreach-${new Date().toISOString().replaceAll(':', '-')}.tar.gz`),
  );
  if (existsSync(target)) {
    console.error(`${target} exists already: choose another --out.`);
    return 2;
  }
  await mkdir(dirname(target), { recursive: true });
  const partial = `${target}.partial`;
  const storage = env.S3_BUCKET ? { filesDir: null, bucket: env.S3_BUCKET } : { filesDir: join(dataDir, 'uploads') };
  // The archive holds the session and sealing keys: readable by its owner only.
  const openOut = () => createWriteStream(partial, { mode: 0o600 });
  try {
    const online = openOut();
    if (await requestBackup(backupSocketPath(dataDir), online)) {
      console.log('Backed up from the running server.');
    } else {
      online.destroy();
      let database: Database;
      try {
        database = await openDatabase({ engine: 'pglite', dataDir: pgliteDir });
      } catch (err) {
        // In use by a server that does not answer on the socket (one started before backups existed).
        console.error((err as Error).message);
        return 2;
      }
      try {
        if (database.driver.engine !== 'pglite') throw new Error('unreachable: the embedded database was opened');
        await createBackup({ client: database.driver.client, dataDir, ...storage }, openOut());
      } finally {
        await database.close();
      }
      console.log('Backed up with the server stopped.');
    }
    const manifest = await verifyBackup(partial);
    await rename(partial, target);
    const size = (await stat(target)).size;
    console.log(
      `${target} (${(size / 1_048_576).toFixed(1)} MiB): the database at migration ${manifest.migration.tag},`,
    );
    console.log(
      manifest.files.storage === 'local'
        ? `${manifest.files.count} stored file(s), checked against the manifest.`
        : `no files: they are in the S3 bucket ${manifest.files.bucket ?? ''} (keep it versioned).`,
    );
    return 0;
  } catch (err) {
    console.error(`The backup failed: ${(err as Error).message}`);
    return 2;
  } finally {
    await rm(partial, { force: true });
  }
}

process.exitCode = await main(process.argv.slice(2));
