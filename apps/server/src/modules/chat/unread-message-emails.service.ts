// Unread chat messages by email (issue 27, item 5): a job every minute mails a person about messages they have not read
// 10 minutes after they arrived, at most once an hour per conversation, and only about messages newer than the last
// email told of (an unread message is mailed about once). Messages older than a day are left to the bell: after time
// away, the app shows them; an email about yesterday's message is noise.
import { brandName, notificationContent } from '@microreach/domain/notification-texts';
import { and, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { queryRows } from '#server/db/prepared.ts';
import { chat, chatUnreadEmails, users } from '#server/db/schema/index.ts';
import {
  type NotificationEmails,
  writeNotificationEmail,
} from '#server/modules/notifications/notification-emails.service.ts';

export const UNREAD_MESSAGE_EMAILS_JOB = 'chat-unread-message-emails';
/** Every minute (UTC). */
export const UNREAD_MESSAGE_EMAILS_CRON = '* * * * *';
/** A message unread this long is mailed about. */
export const UNREAD_EMAIL_AFTER_MS = 10 * 60_000;
/** At most one email per conversation and person this often. */
export const UNREAD_EMAIL_EVERY_MS = 60 * 60_000;
/** Messages older than this are not mailed about. */
export const UNREAD_EMAIL_LOOKBACK_MS = 24 * 60 * 60_000;
/** Conversations one run mails at most (the next run takes the rest). */
const BATCH = 200;

interface Due {
  conversation_id: string;
  receiver_id: string;
  last_seq: number;
  unread: number;
}

/**
 * One run of the job: for each conversation and person with messages unread for 10 minutes that no email has told
 * of, and no email in the last hour, writes one email about the newest of them (each conversation in a transaction of
 * its own, where the conversation's mark and the email are written together). Returns how many were written.
 */
export async function emailUnreadMessages(db: Db, emails: NotificationEmails, now = new Date()): Promise<number> {
  const unreadBefore = new Date(now.getTime() - UNREAD_EMAIL_AFTER_MS).toISOString();
  const notBefore = new Date(now.getTime() - UNREAD_EMAIL_LOOKBACK_MS).toISOString();
  const mailedBefore = new Date(now.getTime() - UNREAD_EMAIL_EVERY_MS).toISOString();
  const dueNow = () =>
    queryRows<Due>(
      db,
      sql`
      select m.conversation_id, m.receiver_id, max(m.seq)::int as last_seq, count(*)::int as unread
      from ${chat} m
      left join ${chatUnreadEmails} e on e.conversation_id = m.conversation_id and e.user_id = m.receiver_id
      where m.read_at is null
        and m.created_at <= ${unreadBefore}::timestamptz and m.created_at > ${notBefore}::timestamptz
        and (e.user_id is null or m.seq > e.last_seq)
      group by m.conversation_id, m.receiver_id, e.sent_at
      having e.sent_at is null or e.sent_at <= ${mailedBefore}::timestamptz
      order by min(m.created_at)
      limit ${BATCH}`,
    );
  let written = 0;
  // Batch after batch: each conversation taken is marked, so it does not come back in the next batch.
  for (;;) {
    const due = await dueNow();
    for (const row of due) {
      const wrote = await db.transaction(async (tx) => {
        // The conversation's mark first: of two runs at once, one takes it, and the other writes nothing.
        const [marked] = await tx
          .insert(chatUnreadEmails)
          .values({ conversationId: row.conversation_id, userId: row.receiver_id, lastSeq: row.last_seq, sentAt: now })
          .onConflictDoUpdate({
            target: [chatUnreadEmails.conversationId, chatUnreadEmails.userId],
            set: { lastSeq: row.last_seq, sentAt: now },
            setWhere: and(
              lte(chatUnreadEmails.sentAt, new Date(mailedBefore)),
              sql`${chatUnreadEmails.lastSeq} < ${row.last_seq}`,
            ),
          })
          .returning({ lastSeq: chatUnreadEmails.lastSeq });
        if (!marked) return false;
        // The newest message told of, still unread (read since the look: nothing to tell).
        const [latest] = await tx
          .select({
            text: chat.message,
            senderId: users.id,
            senderRole: users.role,
            senderName: users.name,
            companyName: users.companyName,
            receiverRole: sql<string>`(select role from ${users} where id = ${row.receiver_id})`,
          })
          .from(chat)
          .innerJoin(users, eq(users.id, chat.senderId))
          .where(
            and(
              eq(chat.conversationId, row.conversation_id),
              eq(chat.receiverId, row.receiver_id),
              isNull(chat.readAt),
              lte(chat.seq, row.last_seq),
            ),
          )
          .orderBy(desc(chat.seq))
          .limit(1);
        if (!latest) return false;
        const senderName =
          latest.senderRole === 'SMB'
            ? brandName({ name: latest.senderName, companyName: latest.companyName })
            : latest.senderName;
        const content = notificationContent({
          kind: 'message_received',
          senderName,
          senderId: latest.senderId,
          text: latest.text,
          recipientIsBusiness: latest.receiverRole === 'SMB',
        });
        return writeNotificationEmail(tx, emails, {
          userId: row.receiver_id,
          content,
          preference: 'unread_messages',
          details:
            row.unread > 1 ? [`You have ${row.unread} unread messages from ${senderName} in this conversation.`] : [],
          dedupeKey: `chat-unread:${row.conversation_id}:${row.receiver_id}:${row.last_seq}`,
        });
      });
      if (wrote) written++;
    }
    if (due.length < BATCH) return written;
  }
}
