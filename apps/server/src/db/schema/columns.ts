// Column and constraint helpers shared by the schema files.
import { type SQL, sql } from 'drizzle-orm';
import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** `column IN ('a','b')` for a check constraint; values come from our own constant lists, never from input. */
export function oneOf(column: SQL | ReturnType<typeof sql.identifier>, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;
}
export const col = (name: string) => sql.identifier(name);

export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
/** Integer cents. */
export const money = () => bigint({ mode: 'number' });
