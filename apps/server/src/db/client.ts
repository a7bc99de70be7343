// One Drizzle database over two engines: embedded PGlite (default, a directory on disk) or PostgreSQL (DATABASE_URL).
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { pgliteTemplatePath } from '../env.ts';
import { serverRoot } from '../lib/package-paths.ts';
import { traceNodePostgres, tracePglite } from '../lib/telemetry/db-spans.ts';
import { announce } from '../lib/telemetry/events.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/**
 * What `execute` answers on both drivers: node-postgres's QueryResult and PGlite's Results both carry the rows.
 * Drizzle's base type leaves it unknown; with this one, both drivers' databases are a Db as they are.
 */
interface RowsResultHKT extends PgQueryResultHKT {
  readonly type: RowsResult<this['row']>;
}
interface RowsResult<Row> {
  rows: Row[];
}
/** The database on either engine. A Tx is one too: a function that takes a Db also runs inside a transaction. */
export type Db = PgDatabase<RowsResultHKT, Schema>;
/** A transaction handle: the same query API as Db. A function that must run inside a transaction takes a Tx. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The driver's own client under `db`. */
export type DatabaseDriver = { engine: 'pglite'; client: PGlite } | { engine: 'postgres'; client: pg.Pool };

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** For pg-boss's statements (lib/jobs/boss-database.ts); the app queries through `db`. */
  driver: DatabaseDriver;
  /** Run pending migrations (safe to call from several processes on PostgreSQL: an advisory lock serialises them). */
  migrate(): Promise<void>;
  /**
   * Calls `onMessage` with each payload NOTIFYed on `channel` by any process (PostgreSQL: a dedicated connection,
   * re-established after a loss, `onReconnect` then called so the caller can catch up; PGlite: in process).
   * `onDisconnect` is called as soon as a loss is seen (messages may be missed until `onReconnect`).
   * Resolves once listening; the returned function stops it.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onReconnect?: () => void,
    onDisconnect?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export const migrationsFolder = join(serverRoot, 'drizzle');
const MIGRATION_LOCK_ID = 724_611_001;

export type DatabaseOptions =
  | { engine: 'postgres'; url: string; poolSize?: number }
  | { engine: 'pglite'; dataDir: string | null /* null: in memory */ };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.engine === 'postgres' ? openPostgres(options.url, options.poolSize) : openPglite(options.dataDir);
}

async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // A connection the server drops (a restart, a failover, a database dropped under a closing pool) emits 'error' on
  // its client and, while idle, on the pool; unheard, either would end the process. The pool discards such a client
  // and a query on a broken one still rejects, so nothing is lost by listening.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  traceNodePostgres(pool);
  const db: Db = drizzleNodePg({ client: pool, schema, casing: 'snake_case' });
  return {
    db,
    engine: 'postgres',
    driver: { engine: 'postgres', client: pool },
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        try {
          await migrateNodePg(drizzleNodePg({ client, casing: 'snake_case' }), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
        }
      } finally {
        client.release();
      }
    },
    listen: (channel, onMessage, onReconnect, onDisconnect) =>
      listenPostgres(url, channel, onMessage, onReconnect, onDisconnect),
    close: () => pool.end(),
  };
}

/** LISTEN on its own connection (a pooled one would be handed to queries); reconnects with backoff if it drops. */
async function listenPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onReconnect?: () => void,
  onDisconnect?: () => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) onMessage(n.payload);
    });
    next.on('error', () => reconnect(next, 1));
    next.on('end', () => reconnect(next, 1));
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    client = next;
  };
  const reconnect = (from: pg.Client, attempt: number) => {
    if (stopped || client !== from) return;
    client = null;
    announce.listen({ channel, event: 'disconnect' });
    onDisconnect?.();
    from.end().catch(() => undefined);
    const again = (n: number) => {
      retry = setTimeout(
        () => {
          if (stopped) return;
          connect().then(
            () => {
              announce.listen({ channel, event: 'reconnect' });
              onReconnect?.();
            },
            () => again(n + 1),
          );
        },
        Math.min(5_000, 100 * 2 ** n),
      );
    };
    again(attempt);
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = null;
    await last?.end().catch(() => undefined);
  };
}

/**
 * When set, an in-memory database starts as a copy of this file (a PGlite data directory dumped uncompressed, already
 * migrated) instead of an empty one: creating a cluster (initdb) is the slowest part of opening one, about 2-3 s
 * against about 0.5 s for loading a copy. The server tests' global setup makes it once per run
 * (src/test/global-setup.ts); `migrate()` then finds nothing left to apply.
 */
export const PGLITE_TEMPLATE_ENV = 'MICROREACH_PGLITE_TEMPLATE';
let templateCache: { path: string; bytes: Buffer } | null = null;

function inMemoryTemplate(): Blob | undefined {
  const path = pgliteTemplatePath(PGLITE_TEMPLATE_ENV);
  if (!path) return undefined;
  if (templateCache?.path !== path) templateCache = { path, bytes: readFileSync(path) };
  return new Blob([templateCache.bytes]);
}

async function openPglite(dataDir: string | null): Promise<Database> {
  const releaseLock = dataDir ? lockDataDir(dataDir) : () => {};
  let client: PGlite;
  try {
    // Extensions must be passed on every open (a table with a trigram index refuses inserts otherwise).
    const loadDataDir = dataDir ? undefined : inMemoryTemplate();
    client = await PGlite.create(dataDir ?? undefined, {
      extensions: { pg_trgm },
      ...(loadDataDir ? { loadDataDir } : {}),
    });
  } catch (err) {
    releaseLock();
    throw err;
  }
  tracePglite(client);
  const db: Db = drizzlePglite({ client, schema, casing: 'snake_case' });
  return {
    db,
    engine: 'pglite',
    driver: { engine: 'pglite', client },
    async migrate() {
      await migratePglite(drizzlePglite({ client, casing: 'snake_case' }), { migrationsFolder });
    },
    async listen(channel, onMessage) {
      const unsubscribe = await client.listen(channel, onMessage);
      return unsubscribe;
    },
    async close() {
      await client.close();
      releaseLock();
    },
  };
}

/**
 * PGlite has no cross-process lock, and a second process on a live data directory corrupts it.
 * We hold `<dir>.lock` (beside the directory, so initdb finds the directory itself empty) holding our pid; a lock
 * whose process is gone is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const dir = resolve(dataDir);
  mkdirSync(dirname(dir), { recursive: true });
  const lockPath = `${dir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        try {
          if (readFileSync(lockPath, 'utf8') === String(process.pid)) rmSync(lockPath);
        } catch {}
      };
      process.on('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number(readFileSync(lockPath, 'utf8'));
      if (holder && isAlive(holder)) {
        throw new Error(
          `The data directory ${dir} is in use by process ${holder}. Stop that process, or set DATA_DIR to another directory.`,
        );
      }
      rmSync(lockPath, { force: true }); // stale lock from a process that died
    }
  }
  throw new Error(`Could not lock the data directory ${dir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** True when the database holds no marketplace data yet (used to decide whether to seed). */
export async function isEmpty(db: Db): Promise<boolean> {
  const { rows } = await db.execute<{ has_users: boolean }>(sql`select exists(select 1 from auth_users) as has_users`);
  return !rows[0].has_users;
}

export function dataDirExists(dataDir: string): boolean {
  return existsSync(join(resolve(dataDir), 'PG_VERSION'));
}
