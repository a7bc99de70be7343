import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { DrizzleTransactionLike } from 'pg-boss';
import * as schema from './schema/index.ts';
interface RowsOf<R> { rows: R[] }
interface RowsResult extends PgQueryResultHKT { type: RowsOf<this['row']> }
type Db = PgDatabase<RowsResult, typeof schema>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
declare const pool: pg.Pool;
declare const client: PGlite;
export const a: Db = drizzleNodePg({ client: pool, schema, casing: 'snake_case' });
export const b: Db = drizzlePglite({ client, schema, casing: 'snake_case' });
declare const tx: Tx;
export const c: DrizzleTransactionLike = tx;
export async function f(db: Db) { const r = await db.execute<{ n: number }>(sql`select 1 as n`); const n: number = r.rows[0].n; return n; }
export const d: Db = tx;
