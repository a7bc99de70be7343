// One-time links mailed to a person (issue 27): a password reset, an email confirmation, a change of email. Only the
// SHA-256 of the token is stored, so a leaked table opens no account; a token is used once (used_at) and expires.
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authUsers } from './auth.ts';
import { col, createdAt, oneOf } from './columns.ts';

/** operator_setup: the link `npm run operator -- add` prints, to set a new operator's password (issue 28). */
export const ACCOUNT_TOKEN_PURPOSES = [
  'password_reset',
  'email_confirmation',
  'email_change',
  'operator_setup',
] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    purpose: text().$type<AccountTokenPurpose>().notNull(),
    /** Hex SHA-256 of the token in the link. */
    tokenHash: text().notNull().unique('account_tokens_token_hash_unique'),
    /** The address the link was mailed to: the account's (reset, confirmation) or the new one (change of email). */
    email: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** Set when the link was used, or when a newer link of the same purpose replaced it. */
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('account_tokens_purpose_check', oneOf(col('purpose'), ACCOUNT_TOKEN_PURPOSES)),
    index('account_tokens_user_purpose_idx').on(t.userId, t.purpose),
  ],
);
