// Restores a backup archive (create-backup.ts) into a data directory: checks it whole before anything is replaced,
// then builds the new DATA_DIR beside the old one and renames it into place.
import { chmod, mkdir, mkdtemp, readdir, readFile, rename, rm, rmdir, stat } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { extract, list } from 'tar';
import { lockDataDir } from '#server/db/client.ts';
import {
  assertMatchesManifest,
  BackupArchiveError,
  type BackupManifest,
  DATABASE_ENTRY,
  FILES_DIR,
  knownMigrations,
  listFiles,
  MANIFEST_NAME,
  parseManifest,
  SECRET_FILES,
  SECRETS_DIR,
  sha256File,
} from './backup-manifest.ts';

export interface RestoreOptions {
  archive: string;
  /** DATA_DIR, resolved. */
  dataDir: string;
  /** Replace a data directory that is not empty (it is kept, renamed, beside the restored one). */
  force?: boolean;
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Where the data directory that was replaced now is, when there was one. */
  previous: string | null;
}

/** The target is in use, or holds data and `force` was not given. */
export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefusedError';
  }
}

export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const dataDir = resolve(options.dataDir);
  const hasData = await isNonEmptyDir(dataDir);
  if (hasData && !options.force) {
    throw new RestoreRefusedError(
      `${dataDir} is not empty. Restore into an empty data directory, or pass --force to replace it (it is kept as ${basename(dataDir)}.before-restore-<time>).`,
    );
  }
  // Refuses when a server (or any process) holds the database; released before the swap below.
  let release: () => void;
  try {
    release = lockDataDir(join(dataDir, 'pglite'));
  } catch (err) {
    throw new RestoreRefusedError((err as Error).message);
  }
  let work: string | null = null;
  let restored = false;
  try {
    work = await mkdtemp(join(dirname(dataDir), `.${basename(dataDir)}.restore-`));
    const unpacked = join(work, 'archive');
    const manifest = await unpackAndVerify(options.archive, unpacked);

    // The new data directory, laid out as the server reads it.
    const next = join(work, 'data');
    await mkdir(next, { mode: 0o700 });
    await loadDatabase(join(unpacked, DATABASE_ENTRY), join(next, 'pglite'));
    if (manifest.files.count > 0) await rename(join(unpacked, FILES_DIR), join(next, 'uploads'));
    for (const name of SECRET_FILES) {
      const from = join(unpacked, SECRETS_DIR, name);
      if (!(await exists(from))) continue;
      await rename(from, join(next, name));
      await chmod(join(next, name), 0o600);
    }

    release();
    let previous: string | null = null;
    if (hasData) {
      previous = `${dataDir}.before-restore-${new Date().toISOString().replaceAll(':', '-')}`;
      await rename(dataDir, previous);
    } else {
      await rmdir(dataDir).catch(() => undefined); // empty, or only our lock file's directory
    }
    await rename(next, dataDir);
    restored = true;
    return { manifest, previous };
  } finally {
    release();
    if (work) await removeQuietly(work);
    if (!restored && !hasData) await rmdir(dataDir).catch(() => undefined); // made by the lock, still empty
  }
}

/** Checks an archive without restoring it (`npm run backup` checks what it wrote): the same checks as a restore. */
export async function verifyBackup(archive: string): Promise<BackupManifest> {
  const work = await mkdtemp(join(dirname(resolve(archive)), '.verify-'));
  try {
    return await unpackAndVerify(archive, work);
  } finally {
    await removeQuietly(work);
  }
}

async function unpackAndVerify(archive: string, into: string): Promise<BackupManifest> {
  if (!(await exists(archive))) throw new BackupArchiveError(`No archive at ${archive}.`);
  try {
    // Read to the end first: a damaged archive is refused before anything is written.
    await list({ file: archive, strict: true });
  } catch (err) {
    throw new BackupArchiveError(`The archive is damaged: ${(err as Error).message}`);
  }
  await mkdir(into, { recursive: true });
  try {
    // Regular files and directories only (no links, devices); node-tar keeps every path inside `into`.
    await extract({
      file: archive,
      cwd: into,
      strict: true,
      filter: (_path, entry) => 'type' in entry && (entry.type === 'File' || entry.type === 'Directory'),
    });
  } catch (err) {
    throw new BackupArchiveError(`The archive is damaged: ${(err as Error).message}`);
  }
  const text = await readFile(join(into, MANIFEST_NAME), 'utf8').catch(() => {
    throw new BackupArchiveError('Not a MicroReach backup: it holds no manifest.');
  });
  const manifest = parseManifest(text);
  const found = new Map<string, { size: number; sha256: string }>();
  for (const path of await listFiles(into)) {
    if (path === MANIFEST_NAME) continue;
    const full = join(into, path);
    found.set(path, { size: (await stat(full)).size, sha256: await sha256File(full) });
  }
  assertMatchesManifest(manifest, found);
  const { tag } = manifest.migration;
  if (tag === null || !knownMigrations().some((m) => m.tag === tag)) {
    throw new BackupArchiveError(
      `The backup's database is at migration ${tag ?? '(unknown)'}, which this version of MicroReach does not have: restore it with the version that made it, or a newer one.`,
    );
  }
  return manifest;
}

/** Loads PGlite's image (dumpDataDir) into a new data directory and opens it once, so a restore that succeeds leaves
 * a database the server can open. */
async function loadDatabase(image: string, pgliteDir: string): Promise<void> {
  try {
    await loadDatabaseImage(new Blob([await readFile(image)]), pgliteDir);
  } catch (err) {
    throw new BackupArchiveError(`The backup's database could not be opened: ${(err as Error).message}`);
  }
}

/** Makes the PGlite data directory `pgliteDir` (which must not hold a database yet) from an image of one. */
export async function loadDatabaseImage(image: Blob, pgliteDir: string): Promise<void> {
  const client = await PGlite.create(pgliteDir, { extensions: { pg_trgm }, loadDataDir: image });
  try {
    await client.query('select 1');
  } finally {
    await client.close();
  }
}

/** Removes a work directory; a failure to clean up never hides why a restore stopped. */
async function removeQuietly(path: string): Promise<void> {
  await rm(path, { recursive: true, force: true, maxRetries: 5 }).catch(() => undefined);
}

async function isNonEmptyDir(path: string): Promise<boolean> {
  try {
    return (await readdir(path)).length > 0;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw err;
  }
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}
