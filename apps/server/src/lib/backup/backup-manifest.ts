// What a backup archive holds and how it is checked: manifest.json first, then database/pglite.tar (PGlite's
// dumpDataDir), files/ (DATA_DIR/uploads) and secrets/ (the keys in DATA_DIR), each file with its SHA-256.
import { createHash } from 'node:crypto';
import { createReadStream, readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { migrationsFolder } from '#server/db/client.ts';

export const BACKUP_FORMAT = 'microreach-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_NAME = 'manifest.json';
export const DATABASE_ENTRY = 'database/pglite.tar';
export const FILES_DIR = 'files';
export const SECRETS_DIR = 'secrets';
/** Files beside the database in DATA_DIR without which restored data is unusable: the session secret, and the key
 * that seals platform tokens and tax ids (a database without it holds sealed values nobody can open). */
export const SECRET_FILES = ['auth-secret', 'metrics-token-key'] as const;

/** Archive paths are relative, '/'-separated, without '.', '..' or empty segments. */
const ArchivePathSchema = z
  .string()
  .max(1024)
  .regex(/^[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/);

export const BackupManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.iso.datetime(),
  engine: z.literal('pglite'),
  postgresVersion: z.string(),
  /** The last migration applied to the database: a build that does not know it is older than the backup. */
  migration: z.object({ tag: z.string().nullable(), appliedCount: z.number().int().min(0) }),
  /** 'local': the files are in the archive; 's3': they stay in the bucket (back it up with versioning). */
  files: z.object({
    storage: z.enum(['local', 's3']),
    bucket: z.string().optional(),
    count: z.number().int().min(0),
    bytes: z.number().int().min(0),
  }),
  entries: z.array(z.object({ path: ArchivePathSchema, size: z.number().int().min(0), sha256: z.string() })),
});
export type BackupManifest = z.infer<typeof BackupManifestSchema>;
export type ManifestEntry = BackupManifest['entries'][number];

export function sha256File(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(path)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

/** Every regular file under `root`, as '/'-separated paths relative to it, sorted. */
export async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) =>
      join(e.parentPath, e.name)
        .slice(root.length + 1)
        .replaceAll('\\', '/'),
    )
    .sort();
}

/** The migration tag drizzle recorded with this created_at (the journal's `when`), or null when this build lacks it. */
export function migrationTagAt(createdAt: number): string | null {
  return knownMigrations().find((m) => m.when === createdAt)?.tag ?? null;
}

export function knownMigrations(): { tag: string; when: number }[] {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries;
}

/** Why an archive cannot be restored: damaged, not a MicroReach backup, or made by a newer version. */
export class BackupArchiveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupArchiveError';
  }
}

/** Compares what was found (path -> size, sha256) with the manifest: same paths, sizes and checksums. */
export function assertMatchesManifest(manifest: BackupManifest, found: Map<string, { size: number; sha256: string }>) {
  for (const entry of manifest.entries) {
    const got = found.get(entry.path);
    if (!got) throw new BackupArchiveError(`The archive is damaged: ${entry.path} is missing.`);
    if (got.size !== entry.size || got.sha256 !== entry.sha256) {
      throw new BackupArchiveError(`The archive is damaged: ${entry.path} does not match its checksum.`);
    }
  }
  const listed = new Set(manifest.entries.map((e) => e.path));
  const extra = [...found.keys()].find((path) => !listed.has(path));
  if (extra !== undefined) throw new BackupArchiveError(`The archive is damaged: ${extra} is not in its manifest.`);
  if (!listed.has(DATABASE_ENTRY)) throw new BackupArchiveError('The archive holds no database.');
}

export function parseManifest(text: string): BackupManifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupArchiveError('The archive is damaged: its manifest is not JSON.');
  }
  const parsed = BackupManifestSchema.safeParse(json);
  if (!parsed.success) {
    throw new BackupArchiveError(
      `Not a MicroReach backup (format ${BACKUP_FORMAT} ${BACKUP_FORMAT_VERSION}): ${parsed.error.issues[0]?.message}`,
    );
  }
  return parsed.data;
}
