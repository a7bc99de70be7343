// Which database the server and the seed script open, where the embedded one lives, and the auth secret.
// A relative DATA_DIR is relative to the repository root whatever the cwd (npm runs workspace scripts from apps/server).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Env } from '../env.ts';
import { repoRoot } from '../lib/package-paths.ts';
import { type Database, type DatabaseOptions, openDatabase } from './client.ts';

export function resolveDataDir(dataDir: string): string {
  return resolve(repoRoot, dataDir);
}

/** DATABASE_URL means PostgreSQL; otherwise embedded PGlite in DATA_DIR/pglite (DATA_DIR also holds the auth secret). */
export function databaseOptions(env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>): DatabaseOptions {
  if (env.DATABASE_URL) return { engine: 'postgres', url: env.DATABASE_URL };
  const dir = resolveDataDir(env.DATA_DIR);
  mkdirSync(dir, { recursive: true });
  return { engine: 'pglite', dataDir: join(dir, 'pglite') };
}

export function openConfiguredDatabase(env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>): Promise<Database> {
  return openDatabase(databaseOptions(env));
}

const DEV_SECRET = 'microreach-development-secret-not-for-production-use';

/**
 * AUTH_SECRET signs session cookies and must be the same on every app server. Without it: the embedded setup keeps
 * a generated one in DATA_DIR (sessions survive restarts); a PostgreSQL setup in production refuses to start;
 * elsewhere a fixed development secret is used, with a warning.
 */
export function resolveAuthSecret(
  env: Pick<Env, 'AUTH_SECRET' | 'DATABASE_URL' | 'DATA_DIR' | 'NODE_ENV'>,
  warn: (message: string) => void,
): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (!env.DATABASE_URL) {
    const dir = resolveDataDir(env.DATA_DIR);
    const file = join(dir, 'auth-secret');
    if (!existsSync(file)) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
    }
    return readFileSync(file, 'utf8').trim();
  }
  if (env.NODE_ENV === 'production') throw new Error('AUTH_SECRET is required in production when DATABASE_URL is set.');
  warn(
    'AUTH_SECRET is not set: using the development secret. Set AUTH_SECRET (32+ characters) in any shared deployment.',
  );
  return DEV_SECRET;
}
