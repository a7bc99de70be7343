// Notifications (issue 10): what the bell lists. Each event writes one row for its recipient in the event's own
// transaction, with the title, body and link of notification-texts.ts; the bell reads them back newest first.
import { z } from 'zod';
// Installs the sentence-worded messages for every schema, whichever subpath of the package is imported first.
import './validation-messages.ts';
import { NOTIFICATION_KINDS } from './statuses.ts';

export const NotificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** The app path the notification opens. */
  link: z.string(),
  campaignId: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListSchema = z.object({
  items: z.array(NotificationSchema),
  /** Every unread notification of the user, listed or not. */
  unreadCount: z.number().int().min(0),
});
export type NotificationList = z.infer<typeof NotificationListSchema>;
