// Notifications by email (issue 27, item 5): what each person turned off, and when each conversation last mailed its
// unread messages to one of its two people.
import {
  NOTIFICATION_PREFERENCE_KINDS,
  type NotificationPreferenceKind,
} from '@microreach/domain/notification-preferences';
import { boolean, check, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { col, oneOf } from './columns.ts';
import { conversations, users } from './marketplace.ts';

/** A person's choice for one kind of notification email; no row means on (the default). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().$type<NotificationPreferenceKind>().notNull(),
    enabled: boolean().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check('notification_preferences_kind_check', oneOf(col('kind'), NOTIFICATION_PREFERENCE_KINDS)),
  ],
);

/**
 * The last unread-message email of a conversation to one of its people: at most one an hour, and only about messages
 * newer than the last one it told of (an unread message is mailed about once).
 */
export const chatUnreadEmails = pgTable(
  'chat_unread_emails',
  {
    conversationId: uuid()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The newest message (its seq) the last email told of. */
    lastSeq: integer().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] })],
);
