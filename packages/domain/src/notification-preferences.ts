// Notifications by email (issue 27, item 5): which notifications are also mailed, the kinds a person can turn off in
// profile settings (each with a one-click unsubscribe in every email of that kind), and the preference routes' shapes.
import { z } from 'zod';

import './validation-messages.ts';
import {
  BAD_UNSUBSCRIBE_TOKEN,
  NOTIFICATION_PREFERENCE_KINDS,
  UNSUBSCRIBE_TOKEN_MAX_LENGTH,
} from './notification-preferences-rules.ts';

export {
  EMAIL_PREFERENCES_SECTION_ID,
  NOTIFICATION_PREFERENCE_KINDS,
  NOTIFICATION_PREFERENCES_BY_ROLE,
  type NotificationPreferenceKind,
  type NotificationPreferenceText,
  notificationPreferenceKindsFor,
  notificationPreferenceMessages,
  notificationPreferenceOf,
  notificationPreferenceText,
  UNSUBSCRIBE_TOKEN_MAX_LENGTH,
} from './notification-preferences-rules.ts';

export const NotificationPreferenceKindSchema = z.enum(NOTIFICATION_PREFERENCE_KINDS);

export const NotificationPreferenceSchema = z.object({
  kind: NotificationPreferenceKindSchema,
  enabled: z.boolean(),
});
export type NotificationPreference = z.infer<typeof NotificationPreferenceSchema>;

/** GET and PUT /api/notification-preferences: the kinds of the person's role, in the settings' order. */
export const NotificationPreferencesSchema = z.object({ items: z.array(NotificationPreferenceSchema) });
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

/** PUT /api/notification-preferences: one or more kinds, each at most once. */
export const UpdateNotificationPreferencesInputSchema = z.strictObject({
  items: z
    .array(NotificationPreferenceSchema)
    .min(1)
    .max(NOTIFICATION_PREFERENCE_KINDS.length)
    .refine((items) => new Set(items.map((i) => i.kind)).size === items.length, {
      message: 'Each kind may be listed once.',
    }),
});
export type UpdateNotificationPreferencesInput = z.infer<typeof UpdateNotificationPreferencesInputSchema>;
export const UnsubscribeTokenSchema = z
  .string(BAD_UNSUBSCRIBE_TOKEN)
  .max(UNSUBSCRIBE_TOKEN_MAX_LENGTH, BAD_UNSUBSCRIBE_TOKEN)
  .regex(/^[0-9a-f-]{36}\.[a-z_]{1,40}\.[A-Za-z0-9_-]{43}$/, BAD_UNSUBSCRIBE_TOKEN);

export const UnsubscribeQuerySchema = z.strictObject({ token: UnsubscribeTokenSchema });

/** What an unsubscribe link is about: the kind, how it reads to its owner, and whether it is still on. */
export const UnsubscribeDetailsSchema = z.object({
  kind: NotificationPreferenceKindSchema,
  label: z.string(),
  description: z.string(),
  enabled: z.boolean(),
});
export type UnsubscribeDetails = z.infer<typeof UnsubscribeDetailsSchema>;
