// Which database the server and the seed script open, where the embedded one lives, and the auth secret.
// A relative DATA_DIR is relative to the repository root whatever the cwd (npm runs workspace scripts from apps/server).
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Env } from '../env.ts';
import { type Database, type DatabaseOptions, openDatabase } from './client.ts';

export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

export function resolveDataDir(dataDir: string): string {
  return resolve(repoRoot, dataDir);
}

/** DATABASE_URL means PostgreSQL; otherwise embedded PGlite in DATA_DIR. */
export function databaseOptions(env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>): DatabaseOptions {
  return env.DATABASE_URL
    ? { engine: 'postgres', url: env.DATABASE_URL }
    : { engine: 'pglite', dataDir: resolveDataDir(env.DATA_DIR) };
}

export function openConfiguredDatabase(env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>): Promise<Database> {
  return openDatabase(databaseOptions(env));
}

/** AUTH_SECRET when set; otherwise a random secret for this process only (sessions end when it restarts). */
export function resolveAuthSecret(env: Pick<Env, 'AUTH_SECRET'>, warn: (message: string) => void): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  warn('AUTH_SECRET is not set: using a random secret, so every session ends when the server restarts. Set AUTH_SECRET (32+ characters) in production.');
  return randomBytes(32).toString('base64url');
}
