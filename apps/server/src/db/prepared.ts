// Hand-written SQL run as a named prepared statement: PostgreSQL parses and plans a statement once per connection
// instead of on every call. For the hot paths (a chat send is two such statements) the parse and plan of a
// statement with several CTEs costs more than running it. The name is derived from the text, so two different
// texts never share one, and a statement whose text varies (an optional filter) is prepared once per variant.
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client.ts';

const dialect = new PgDialect({ casing: 'snake_case' });
const names = new Map<string, string>();

/** The statement's name: a digest of its text (PostgreSQL keeps names up to 63 bytes). */
export function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `mr_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

/** Runs `query` as a named prepared statement and returns its rows (columns as the database names them). */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const compiled = dialect.sqlToQuery(query);
  const prepared = db._.session.prepareQuery(compiled, undefined, statementName(compiled.sql), false);
  const result = (await prepared.execute()) as { rows: T[] };
  return result.rows;
}

/**
 * What `make` builds for a database (Drizzle's `.prepare()`d statements), built once per database and kept as long as
 * the database is: `const cards = perDatabase((db) => db.select(...).prepare('cards'))`, then `cards(db).execute()`.
 */
export function perDatabase<T>(make: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) {
      value = make(db);
      built.set(db, value);
    }
    return value;
  };
}
