// A creator's rate card (issue 30): what they usually charge per kind of post. One row per creator and kind of post;
// the card goes with the account.
import { RATE_CARD_FORMATS, RATE_MAX_CENTS, RATE_MIN_CENTS, type RateCardFormat } from '@microreach/domain/rate-card';
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { col, createdAt, oneOf } from './columns.ts';
import { users } from './marketplace.ts';

export const creatorRates = pgTable(
  'creator_rates',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    format: text().$type<RateCardFormat>().notNull(),
    priceCents: integer().notNull(),
    updatedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.format] }),
    check('creator_rates_format_check', oneOf(col('format'), RATE_CARD_FORMATS)),
    check(
      'creator_rates_price_bounds',
      sql`${col('price_cents')} between ${sql.raw(String(RATE_MIN_CENTS))} and ${sql.raw(String(RATE_MAX_CENTS))}`,
    ),
  ],
);
