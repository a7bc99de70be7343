// The bell (issue 10): `notify` writes one notification inside the transaction of the event it tells about (an
// application, a decision, an invitation and its answer, a post), so there is never an event without its
// notification or a notification without its event. Reading and marking are limited to the recipient.
import {
  NOTIFICATIONS_LIMIT,
  type NotificationEvent,
  notificationContent,
  notificationMessages,
} from '@microreach/domain/notification-texts';
import type { Notification, NotificationList } from '@microreach/domain/notifications';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import type { UserRow } from '#server/db/schema/index.ts';
import { notifications } from '#server/db/schema/index.ts';
import { notFound } from '#server/lib/errors.ts';
import {
  type NotificationEmails,
  notificationEmailDetails,
  writeNotificationEmail,
} from './notification-emails.service.ts';

type NotificationRow = typeof notifications.$inferSelect;

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    campaignId: row.campaignId,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Writes the notification of `event` for `recipientId`, and its email when the person wants that kind by email
 * (issue 27; `emails` null: the caller has no outbox, as in some service tests); call it with the event's own
 * transaction.
 */
export async function notify(
  tx: Tx,
  recipientId: string,
  event: NotificationEvent,
  /** actorId null: the system did it (an automatic approval, a safeguard). */
  refs: { actorId: string | null; campaignId: string | null },
  emails: NotificationEmails | null,
): Promise<void> {
  const content = notificationContent(event);
  const [row] = await tx
    .insert(notifications)
    .values({
      userId: recipientId,
      kind: content.kind,
      title: content.title,
      body: content.body,
      link: content.link,
      actorId: refs.actorId,
      campaignId: refs.campaignId,
    })
    .returning({ id: notifications.id });
  if (emails) {
    await writeNotificationEmail(tx, emails, {
      userId: recipientId,
      content,
      details: notificationEmailDetails(event),
      dedupeKey: `notification:${row.id}`,
    });
  }
}

/** The recipient's newest notifications (at most NOTIFICATIONS_LIMIT) and how many of all of them are unread. */
export async function listNotifications(db: Db, actor: UserRow): Promise<NotificationList> {
  const [rows, [{ unread }]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, actor.id))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(NOTIFICATIONS_LIMIT),
    db
      .select({ unread: sql`count(*)`.mapWith(Number) })
      .from(notifications)
      .where(and(eq(notifications.userId, actor.id), isNull(notifications.readAt))),
  ]);
  return { items: rows.map(toNotification), unreadCount: unread };
}

/** Marks one of the recipient's notifications read (again: the first time it was read stays); another's is a 404. */
export async function markNotificationRead(db: Db, actor: UserRow, id: string): Promise<Notification> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, actor.id)))
    .returning();
  if (!row) throw notFound(notificationMessages.notFound);
  return toNotification(row);
}

/** Marks every unread notification of the recipient read. */
export async function markAllNotificationsRead(db: Db, actor: UserRow): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, actor.id), isNull(notifications.readAt)));
}
