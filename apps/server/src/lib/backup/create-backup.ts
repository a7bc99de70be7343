// Writes a backup archive (a .tar.gz, backup-manifest.ts) of the embedded database and the stored files from the
// process that holds the database open: the running server (backup-socket.ts) or `npm run backup` when it is stopped.
// Why this is consistent while the server works: docs/decisions/030-backups.md.
import { copyFile, link, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import { create as createTar } from 'tar';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupManifest,
  DATABASE_ENTRY,
  FILES_DIR,
  listFiles,
  MANIFEST_NAME,
  migrationTagAt,
  SECRET_FILES,
  SECRETS_DIR,
  sha256File,
} from './backup-manifest.ts';

export interface BackupSource {
  /** The open embedded database (DATA_DIR/pglite) of this process. */
  client: PGlite;
  /** DATA_DIR, resolved: holds the secrets, and the staging directory while an archive is made. */
  dataDir: string;
  /** Where local file storage keeps files (DATA_DIR/uploads); null when they are in S3 (named by `bucket`). */
  filesDir: string | null;
  bucket?: string;
}

/** Staging directories inside DATA_DIR (so files can be hard-linked); a name no key or secret can take. */
const STAGING_PREFIX = '.backup-';

/**
 * Streams the archive to `out` and returns its manifest. The database image and the links to the stored files are
 * taken while this process's PGlite transaction lock is held: no statement commits in between, so every file a row
 * of the image points to was already stored (files are written before their row commits) and still there (files are
 * deleted only after a commit removed the last row pointing to them). The rest (checksums, compression) runs after
 * the lock is released.
 */
export async function createBackup(source: BackupSource, out: NodeJS.WritableStream): Promise<BackupManifest> {
  await removeStaleStaging(source.dataDir);
  const staging = await mkdtemp(join(source.dataDir, STAGING_PREFIX));
  try {
    const filesTarget = join(staging, FILES_DIR);
    const snapshot = await source.client.transaction(async (tx) => {
      const version = await tx.query<{ server_version: string }>('show server_version');
      const migrations = await tx.query<{ created_at: string; count: number }>(
        `select max(created_at)::text as created_at, count(*)::int as count from drizzle.__drizzle_migrations`,
      );
      // Between two statements of no transaction (this one has written nothing): what a crash here would leave.
      const image = await source.client.dumpDataDir('none');
      if (source.filesDir) await linkTree(source.filesDir, filesTarget);
      return { image, version: version.rows[0]!.server_version, migrations: migrations.rows[0]! };
    });

    await mkdir(join(staging, 'database'));
    await writeFile(join(staging, DATABASE_ENTRY), new Uint8Array(await snapshot.image.arrayBuffer()));
    await mkdir(join(staging, SECRETS_DIR));
    for (const name of SECRET_FILES) {
      await copyFile(join(source.dataDir, name), join(staging, SECRETS_DIR, name)).catch((err: unknown) => {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      });
    }

    const entries: BackupManifest['entries'] = [];
    for (const path of await listFiles(staging)) {
      const full = join(staging, path);
      entries.push({ path, size: (await stat(full)).size, sha256: await sha256File(full) });
    }
    const files = entries.filter((e) => e.path.startsWith(`${FILES_DIR}/`));
    const createdAt = snapshot.migrations.created_at;
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      engine: 'pglite',
      postgresVersion: snapshot.version,
      migration: {
        tag: createdAt === null ? null : migrationTagAt(Number(createdAt)),
        appliedCount: snapshot.migrations.count,
      },
      files: {
        storage: source.filesDir ? 'local' : 's3',
        ...(source.filesDir || !source.bucket ? {} : { bucket: source.bucket }),
        count: files.length,
        bytes: files.reduce((sum, e) => sum + e.size, 0),
      },
      entries,
    };
    await writeFile(join(staging, MANIFEST_NAME), `${JSON.stringify(manifest, null, 2)}\n`);

    const tops = [MANIFEST_NAME, 'database', SECRETS_DIR, ...(files.length > 0 ? [FILES_DIR] : [])];
    await pipeline(createTar({ gzip: true, cwd: staging, portable: true }, tops), out);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Mirrors `from` into `to` with hard links (copies across file systems). Names starting with '.' are a put's
 * temporary files (local-disk-storage.ts), not files yet. */
async function linkTree(from: string, to: string): Promise<void> {
  let names: string[];
  try {
    names = await readdir(from);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  await mkdir(to, { recursive: true });
  for (const name of names) {
    if (name.startsWith('.')) continue;
    const source = join(from, name);
    const info = await stat(source).catch(() => null); // deleted meanwhile: it was no row's file
    if (info?.isDirectory()) await linkTree(source, join(to, name));
    else if (info?.isFile()) await linkOrCopy(source, join(to, name));
  }
}

async function linkOrCopy(from: string, to: string): Promise<void> {
  try {
    await link(from, to);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return;
    if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'EMLINK') throw err;
    await mkdir(dirname(to), { recursive: true });
    await copyFile(from, to);
  }
}

/** Staging left by a process that died while making a backup (only the process holding the database makes one). */
async function removeStaleStaging(dataDir: string): Promise<void> {
  for (const name of await readdir(dataDir)) {
    if (name.startsWith(STAGING_PREFIX)) await rm(join(dataDir, name), { recursive: true, force: true });
  }
}
