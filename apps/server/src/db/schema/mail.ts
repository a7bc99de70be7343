// Mail (issue 27): the outbox. Every message is a row written in the transaction of the event that causes it, and a
// job of the queue sends it (modules/mail). See docs/decisions/025-mail-outbox.md.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { col, createdAt, oneOf } from './columns.ts';

/**
 * pending: waiting for its send job (again, after a failure that can be retried); sending: an attempt holds it (no
 * other may send it); sent: the server accepted it; failed: given up, or an outcome that cannot be known (never sent
 * again); kept: not sent on purpose (no SMTP_URL in development, shown at /dev/mailbox; MAIL_DISABLED=true).
 */
export const EMAIL_STATUSES = ['pending', 'sending', 'sent', 'failed', 'kept'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** The kinds of message the product sends; each has its builder in modules/mail/email-templates.ts. */
export const EMAIL_KINDS = [
  'password_reset',
  /** After a reset or a change: the notice that the password changed. */
  'password_changed',
  'email_confirmation',
  /** A sign-up with an address that already has an account: mailed to its owner instead (no enumeration). */
  'account_exists',
  /** Confirming a new address (sent to the new address). */
  'email_change',
  /** The notice to the old address that the account's email changed. */
  'email_changed',
  /** The notice that the account was deleted. */
  'account_deleted',
  /** An operator suspended or reinstated the account (issue 28): mailed whatever the person's preferences. */
  'account_suspended',
  'account_reinstated',
  'notification',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid().primaryKey(),
    toAddress: text().notNull(),
    /** MAIL_FROM when it was written: the message is fixed once written, whatever a later start configures. */
    fromAddress: text().notNull(),
    kind: text().$type<EmailKind>().notNull(),
    subject: text().notNull(),
    textBody: text().notNull(),
    htmlBody: text().notNull(),
    /** Extra headers (e.g. List-Unsubscribe), name to value. */
    headers: jsonb().$type<Record<string, string>>().notNull().default({}),
    status: text().$type<EmailStatus>().notNull(),
    /** Attempts handed to the SMTP server so far. */
    attempts: integer().notNull().default(0),
    lastError: text(),
    lastAttemptAt: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
    /** The Message-ID header, fixed when written: every attempt of one message carries the same one. */
    messageId: text().notNull().unique('email_outbox_message_id_unique'),
    /** The same key twice is one message: an event that is retried does not mail twice. */
    dedupeKey: text().unique('email_outbox_dedupe_key_unique'),
    /** The request (or the job it queued) that wrote the message: its id in the logs and its W3C traceparent. */
    requestId: text(),
    traceparent: text(),
    createdAt: createdAt(),
  },
  (t) => [
    check('email_outbox_status_check', oneOf(col('status'), EMAIL_STATUSES)),
    check('email_outbox_kind_check', oneOf(col('kind'), EMAIL_KINDS)),
    check('email_outbox_attempts_nonnegative', sql`${col('attempts')} >= 0`),
    // The sweep looks only at rows still on their way.
    index('email_outbox_unsettled_idx')
      .on(t.status, t.createdAt)
      .where(sql`${col('status')} in ('pending', 'sending')`),
    // The development mailbox, newest first.
    index('email_outbox_kept_idx')
      .on(t.createdAt.desc())
      .where(sql`${col('status')} = 'kept'`),
  ],
);
