// Fixed-window counters in the database, so every app server behind a load balancer sees the same counts.
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';

export interface Limit {
  max: number;
  windowSeconds: number;
}

interface Row {
  count: number;
  retry_after: number;
}

function rows(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/** How many hits `key` has in its current window, and seconds until the window resets. */
export async function peek(db: Db, key: string): Promise<{ count: number; retryAfterSeconds: number }> {
  const result = await db.execute(
    sql`select count, ceil(extract(epoch from reset_at - now()))::int as retry_after
        from rate_limits where key = ${key} and reset_at > now()`,
  );
  const row = rows(result)[0];
  return row
    ? { count: Number(row.count), retryAfterSeconds: Number(row.retry_after) }
    : { count: 0, retryAfterSeconds: 0 };
}

/**
 * The statement that counts one hit against `key`, starting a new window when the old one has run out, and returns
 * `count` and `retry_after` (seconds until the window resets). A service may run it as a CTE of its own statement.
 */
export function hitStatement(key: string, limit: Limit): SQL {
  return sql`
    insert into rate_limits as r (key, count, reset_at) values (${key}, 1, now() + make_interval(secs => ${limit.windowSeconds}))
    on conflict (key) do update set
      count = case when r.reset_at <= now() then 1 else r.count + 1 end,
      reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
    returning count, ceil(extract(epoch from reset_at - now()))::int as retry_after`;
}

/** Count one hit against `key`, starting a new window when the old one has run out. Returns the new count. */
export async function hit(db: Db, key: string, limit: Limit): Promise<{ count: number; retryAfterSeconds: number }> {
  const row = rows(await db.execute(hitStatement(key, limit)))[0];
  return { count: Number(row.count), retryAfterSeconds: Number(row.retry_after) };
}

/** Keeps `key` "held" for `seconds` from now, unless it is already held for longer (peek tells the time left). */
export async function holdUntil(db: Db, key: string, seconds: number): Promise<void> {
  const interval = `${seconds} seconds`;
  await db.execute(sql`
    insert into rate_limits as r (key, count, reset_at) values (${key}, 1, now() + ${interval}::interval)
    on conflict (key) do update set count = r.count + 1, reset_at = greatest(r.reset_at, excluded.reset_at)`);
}

/** Gives back one hit (an attempt that turned out fine). */
export async function forgive(db: Db, key: string): Promise<void> {
  await db.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key}`);
}

export async function clear(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

/** Expired windows and expired sessions are dead rows; a sweep of the job queue drops them (plugins/jobs.ts). */
export async function sweep(db: Db): Promise<void> {
  await db.execute(sql`delete from rate_limits where reset_at < now() - interval '1 hour'`);
  await db.execute(sql`delete from auth_sessions where expires_at < now() - interval '1 day'`);
}
