// The zod-free part of notification-preferences.ts: its limits, texts, formatters and policies, for a page that
// validates nothing (it downloads no zod with them). notification-preferences.ts re-exports all of it; its schemas stay
// there.
import type { NotificationKind, Role } from './statuses.ts';

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

/**
 * An unsubscribe token: `<user id>.<kind>.<signature>` (the signature an HMAC-SHA256 of the first two, base64url).
 * Only its shape is checked here; the server checks the signature.
 */
export const UNSUBSCRIBE_TOKEN_MAX_LENGTH = 160;
export const BAD_UNSUBSCRIBE_TOKEN = 'This unsubscribe link is not valid.';

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
