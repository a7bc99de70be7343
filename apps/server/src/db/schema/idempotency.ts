// Answers to creating requests, kept by the Idempotency-Key the client sent, so a retried request is answered again
// instead of being done twice. See docs/decisions/006-idempotent-creation.md.
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authUsers } from './auth.ts';

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid()
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    /** sha256 of the method, route, path parameters and body: the same key with another request is refused. */
    fingerprint: text().notNull(),
    statusCode: integer().notNull(),
    responseBody: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_at_idx').on(t.createdAt)],
);
