// pg-boss's view of our database (its `db` option): statements through our own client on either engine, LISTEN
// through Database.listen. pg-boss then opens no connection of its own.
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Db as BossDb } from 'pg-boss';
import type { Database } from '#server/db/client.ts';

/**
 * pg-boss writes its multi-statement work as one `BEGIN; ...; COMMIT;` text (queue creation, migrations, cron claims).
 * On PGlite such a text that fails half-way leaves the one connection inside an aborted transaction, and the app's
 * next query (already waiting for PGlite's lock) would fail with it. So the block runs as a PGlite transaction, which
 * rolls back before it lets go of the lock.
 */
const TRANSACTION_BLOCK = /^\s*BEGIN;([\s\S]*)COMMIT;\s*$/;

export function bossDatabase(database: Database): BossDb {
  const { driver } = database;
  const executeSql: BossDb['executeSql'] =
    driver.engine === 'pglite' ? pgliteExecutor(driver.client) : postgresExecutor(driver.client);
  return {
    executeSql,
    async listen(channel, onNotification, onReconnect) {
      const stop = await database.listen(channel, onNotification, onReconnect);
      // pg-boss expects a first call once listening: it fetches once for anything sent before the listener was up.
      onReconnect();
      return { close: stop };
    },
  };
}

/** The rows of every statement in the text, in order (as pg-boss reads a multi-statement answer). */
const rowsOf = (results: Array<{ rows: unknown[] }>) => ({ rows: results.flatMap((r) => r.rows) });

/**
 * pool.query: a failed statement's connection is discarded, not returned to the pool, so an aborted block cannot
 * reach the app's next query.
 */
function postgresExecutor(pool: pg.Pool): BossDb['executeSql'] {
  return async (text, values) => {
    const result = (await pool.query(text, values)) as pg.QueryResult | pg.QueryResult[];
    return Array.isArray(result) ? rowsOf(result) : result;
  };
}

function pgliteExecutor(client: PGlite): BossDb['executeSql'] {
  return async (text, values) => {
    // Statements with parameters are single statements (extended protocol); only parameterless texts hold several.
    if (values?.length) return client.query(text, values);
    const block = TRANSACTION_BLOCK.exec(text);
    if (block) return client.transaction(async (tx) => rowsOf(await tx.exec(block[1])));
    return rowsOf(await client.exec(text));
  };
}
