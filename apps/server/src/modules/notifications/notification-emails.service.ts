// Notifications by email (issue 27, item 5): a notification the person wants by email is written to the outbox in the
// transaction that creates it (dedupe key: the notification's id, so a retried event never mails twice), to accounts
// that can receive it, with a one-click unsubscribe (List-Unsubscribe, RFC 8058) and a link to the preferences.
import type { KeyObject } from 'node:crypto';
import { FIX_WINDOW_HOURS } from '@microreach/domain/content-review';
import {
  EMAIL_PREFERENCES_SECTION_ID,
  type NotificationPreferenceKind,
  notificationPreferenceOf,
  notificationPreferenceText,
} from '@microreach/domain/notification-preferences';
import type { NotificationContent, NotificationEvent } from '@microreach/domain/notification-texts';
import { paths, profileSettingsPath } from '@microreach/domain/paths';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { notificationPreferences, users } from '#server/db/schema/index.ts';
import { isMarketplaceUser } from '#server/lib/marketplace-user.ts';
import type { MailDeps } from '#server/modules/mail/configure.ts';
import { notificationEmail } from '#server/modules/mail/email-templates.ts';
import { enqueueEmail } from '#server/modules/mail/outbox.service.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

/** What writing a notification email needs: the outbox, the address emails link to, the unsubscribe links' key. */
export interface NotificationEmails {
  mail: MailDeps;
  /** APP_URL without a trailing slash. */
  appUrl: string;
  unsubscribeKey: KeyObject;
}

export interface NotificationEmailToWrite {
  userId: string;
  /** The notification as the bell shows it (a chat message's too, though the bell's row is not mailed). */
  content: NotificationContent;
  /** Which switch decides (by default the notification kind's). */
  preference?: NotificationPreferenceKind;
  details?: string[];
  dedupeKey: string;
}

/**
 * Writes the email of a notification, inside the caller's transaction, unless the kind is not mailed, the person
 * turned it off, or the account cannot receive mail. Returns whether one was written (false also when the dedupe key
 * was written before).
 */
export async function writeNotificationEmail(
  tx: Tx,
  emails: NotificationEmails,
  { userId, content, preference, details, dedupeKey }: NotificationEmailToWrite,
): Promise<boolean> {
  const kind = preference ?? notificationPreferenceOf(content.kind);
  if (!kind) return false;
  const [recipient] = await tx
    .select({ email: users.email, name: users.name, role: users.role, enabled: notificationPreferences.enabled })
    .from(users)
    .leftJoin(
      notificationPreferences,
      and(eq(notificationPreferences.userId, users.id), eq(notificationPreferences.kind, kind)),
    )
    // A deleted account's address is not theirs to receive mail at any more.
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  // Operators get no marketplace notification email (decision 028).
  if (!recipient || recipient.enabled === false || !isMarketplaceUser(recipient)) return false;
  const text = notificationPreferenceText(recipient.role, kind);
  if (!text) return false;
  const token = unsubscribeToken(emails.unsubscribeKey, userId, kind);
  const email = notificationEmail({
    name: recipient.name,
    notification: content,
    details,
    appUrl: emails.appUrl,
    unsubscribe: {
      oneClickUrl: `${emails.appUrl}/api/email/unsubscribe?token=${encodeURIComponent(token)}`,
      pageUrl: `${emails.appUrl}${paths.unsubscribe}?token=${encodeURIComponent(token)}`,
      preferencesUrl: `${emails.appUrl}${profileSettingsPath(recipient.role)}#${EMAIL_PREFERENCES_SECTION_ID}`,
      label: text.label,
    },
  });
  const { created } = await enqueueEmail(tx, emails.mail, { to: recipient.email, email, dedupeKey });
  return created;
}

const deadlineFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** What an email says beyond the bell's text: a fix request's deadline (the bell's post card shows it in the app). */
export function notificationEmailDetails(event: NotificationEvent): string[] {
  if (event.kind === 'content_needs_fix') {
    return [
      `Replace the link within ${FIX_WINDOW_HOURS} hours, by ${deadlineFormat.format(new Date(event.fixDueAt))} UTC, or the post cannot earn.`,
    ];
  }
  return [];
}
