// `npm run restore -- FILE [--force]`: restores an archive made by `npm run backup` into DATA_DIR, with the server
// stopped. Checks every file of the archive against its manifest first; refuses a DATA_DIR that is not empty unless
// --force (the old one is then kept beside it, renamed). A relative FILE is relative to the repository root.
// Exits 0 when restored, 1 when refused (in use, not empty, damaged or newer archive), 2 when it could not run.
// Bundled as dist/restore.js.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BackupArchiveError } from '#server/lib/backup/backup-manifest.ts';
import { RestoreRefusedError, restoreBackup } from '#server/lib/backup/restore-backup.ts';
import { repoRoot } from '#server/lib/package-paths.ts';
import { readEnv } from '../env.ts';
import { resolveDataDir } from './data-dir.ts';

const USAGE = 'Usage: npm run restore -- FILE [--force]';

async function main(args: string[]): Promise<number> {
  let parsed: { positionals: string[]; values: { force?: boolean } };
  try {
    parsed = parseArgs({ args, allowPositionals: true, options: { force: { type: 'boolean' } } });
  } catch {
    console.error(USAGE);
    return 2;
  }
  if (parsed.positionals.length !== 1) {
    console.error(USAGE);
    return 2;
  }
  const env = readEnv();
  if (env.DATABASE_URL) {
    console.error(
      'DATABASE_URL is set: restore PostgreSQL with pg_restore or point-in-time recovery (README, Backups).',
    );
    return 2;
  }
  const dataDir = resolveDataDir(env.DATA_DIR);
  try {
    const { manifest, previous } = await restoreBackup({
      archive: resolve(repoRoot, parsed.positionals[0]!),
      dataDir,
      force: parsed.values.force === true,
    });
    console.log(`Restored the backup of ${manifest.createdAt} into ${dataDir}.`);
    if (previous) console.log(`The data directory it replaced is kept at ${previous}.`);
    if (manifest.files.storage === 's3') {
      console.log(`Its files are not in the archive: they stay in the S3 bucket ${manifest.files.bucket ?? ''}.`);
    }
    console.log('Start the server: it applies any newer migrations. Then run npm run ledger:check.');
    return 0;
  } catch (err) {
    if (err instanceof RestoreRefusedError || err instanceof BackupArchiveError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }
}

process.exitCode = await main(process.argv.slice(2));
