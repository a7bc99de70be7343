// Notifications by email (issue 27, item 5): which notifications are also mailed, the kinds a person can turn off in
// profile settings (each with a one-click unsubscribe in every email of that kind), and the preference routes' shapes.
import { z } from 'zod';
import type { NotificationKind, Role } from './statuses.ts';
import './validation-messages.ts';

/** What a person can turn off, one switch each; on unless they turned it off. */
export const NOTIFICATION_PREFERENCE_KINDS = [
  'invitations',
  'application_decisions',
  'new_applicants',
  'post_approvals',
  'fix_requests',
  'holds',
  'payouts',
  'unread_messages',
] as const;
export type NotificationPreferenceKind = (typeof NOTIFICATION_PREFERENCE_KINDS)[number];

/** The switch's label and what it mails, per role (the same kind may read differently to each side). */
export interface NotificationPreferenceText {
  label: string;
  description: string;
}

/** The kinds each role is mailed, in the order the settings list them. */
export const NOTIFICATION_PREFERENCES_BY_ROLE: Record<
  Role,
  ReadonlyArray<{ kind: NotificationPreferenceKind } & NotificationPreferenceText>
> = {
  Influencer: [
    { kind: 'invitations', label: 'Invitations', description: 'A business invites you to a campaign.' },
    {
      kind: 'application_decisions',
      label: 'Application decisions',
      description: 'A business accepts or declines your application.',
    },
    {
      kind: 'post_approvals',
      label: 'Post approvals',
      description: 'Your post is approved, by the business or automatically after 72 hours.',
    },
    {
      kind: 'fix_requests',
      label: 'Fix requests',
      description: 'A business asks for a fix on your post, with the deadline to replace the link.',
    },
    {
      kind: 'holds',
      label: 'Earnings holds',
      description: "A post's earnings are put on hold, released or voided.",
    },
    { kind: 'payouts', label: 'Withdrawals', description: 'A withdrawal is paid or fails.' },
    {
      kind: 'unread_messages',
      label: 'Unread messages',
      description: 'A message you have not read within 10 minutes (at most one email per conversation an hour).',
    },
  ],
  SMB: [
    {
      kind: 'new_applicants',
      label: 'New applicants',
      description: 'A creator applies to or joins one of your campaigns.',
    },
    {
      kind: 'holds',
      label: 'Earnings holds',
      description: "A safeguard puts a post's earnings on hold for your review.",
    },
    {
      kind: 'unread_messages',
      label: 'Unread messages',
      description: 'A message you have not read within 10 minutes (at most one email per conversation an hour).',
    },
  ],
};

/** The settings section's element id: the preferences link of every email ends with `#` and it. */
export const EMAIL_PREFERENCES_SECTION_ID = 'email-notifications';

/** The kinds that apply to a role. */
export function notificationPreferenceKindsFor(role: Role): NotificationPreferenceKind[] {
  return NOTIFICATION_PREFERENCES_BY_ROLE[role].map((p) => p.kind);
}

/** How a kind reads to a person of `role` ('Fix requests'), or null when it does not apply to that role. */
export function notificationPreferenceText(
  role: Role,
  kind: NotificationPreferenceKind,
): NotificationPreferenceText | null {
  const found = NOTIFICATION_PREFERENCES_BY_ROLE[role].find((p) => p.kind === kind);
  return found ? { label: found.label, description: found.description } : null;
}

/**
 * The preference that decides whether a notification is mailed, or null for those only the bell shows (the other
 * side's answers and posts, which the business sees on its dashboard; chat messages, mailed by the unread-message job
 * instead of one email per message).
 */
export function notificationPreferenceOf(kind: NotificationKind): NotificationPreferenceKind | null {
  switch (kind) {
    case 'invitation_received':
      return 'invitations';
    case 'application_accepted':
    case 'application_rejected':
      return 'application_decisions';
    case 'application_received':
      return 'new_applicants';
    case 'content_approved':
      return 'post_approvals';
    case 'content_needs_fix':
      return 'fix_requests';
    case 'content_held':
    case 'hold_released':
    case 'hold_voided':
    case 'hold_void_requested':
    case 'hold_appealed':
    case 'hold_decided':
    // A dispute holds a post's earnings until an operator decides (issue 28 item 4): mailed under the same switch.
    case 'dispute_opened':
    case 'dispute_message':
    case 'dispute_decided':
      return 'holds';
    case 'payout_paid':
    case 'payout_failed':
      return 'payouts';
    case 'invitation_accepted':
    case 'invitation_declined':
    case 'content_submitted':
    case 'content_resubmitted':
    case 'message_received':
    // Issue 28: account notices and report answers show in the bell (and the suspension on every page).
    case 'account_suspended':
    case 'account_reinstated':
    case 'report_decided':
    // Issue 29: new terms wait on the creator's dashboard card; the bell says so.
    case 'terms_updated':
      return null;
  }
}

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

/**
 * An unsubscribe token: `<user id>.<kind>.<signature>` (the signature an HMAC-SHA256 of the first two, base64url).
 * Only its shape is checked here; the server checks the signature.
 */
export const UNSUBSCRIBE_TOKEN_MAX_LENGTH = 160;
const BAD_UNSUBSCRIBE_TOKEN = 'This unsubscribe link is not valid.';
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

export const notificationPreferenceMessages = {
  saved: 'Email preferences saved',
  saveFailed: 'Failed to save email preferences',
  loadFailed: 'Failed to load email preferences',
  notForRole: 'This kind of email does not apply to your account.',
  badToken: BAD_UNSUBSCRIBE_TOKEN,
  unsubscribed: 'You will no longer get these emails.',
  unsubscribeFailed: 'Failed to unsubscribe. Try again.',
  /** The unsubscribe page's question; the kind's label in lower case ('Unsubscribe from fix requests?'). */
  confirm: (label: string) => `Unsubscribe from ${label.toLowerCase()}?`,
} as const;
