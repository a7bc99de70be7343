// What each notification says and where it leads (issue 10), and how the bell shows its time. No zod here: the bell
// is on every signed-in page, and zod loads only with the forms (docs/decisions/011).
import { formatCalendarDay } from './formulas.ts';
import { paths } from './paths.ts';
import { type NotificationKind, PLATFORM_LABELS, type Platform } from './statuses.ts';

/** The bell lists at most this many, newest first; the unread count covers all of them. */
export const NOTIFICATIONS_LIMIT = 50;

// ---------------------------------------------------------------------------------------------------------------
// What each event says, and where it leads.

export type NotificationEvent =
  /** To the business: a creator applied to a Private campaign, or joined a Public one. */
  | { kind: 'application_received'; creatorName: string; campaignName: string; joined: boolean }
  /** To the creator: the business decided on the application. */
  | { kind: 'application_accepted' | 'application_rejected'; brandName: string; campaignName: string }
  /** To the creator: a business invited them. */
  | { kind: 'invitation_received'; brandName: string; campaignName: string }
  /** To the business: the creator answered its invitation. */
  | { kind: 'invitation_accepted' | 'invitation_declined'; creatorName: string; campaignName: string }
  /** To the business: a creator submitted a post link. */
  | { kind: 'content_submitted'; creatorName: string; campaignName: string; platform: Platform }
  /** To the creator: the business (or the 72-hour clock) approved a post. */
  | { kind: 'content_approved'; brandName: string; campaignName: string; automatically: boolean }
  /** To the creator: the business asked for a fix. */
  | {
      kind: 'content_needs_fix';
      brandName: string;
      campaignName: string;
      note: string /** ISO 8601. */;
      fixDueAt: string;
    }
  /** To the business: a creator replaced the link of a post that needed a fix. */
  | { kind: 'content_resubmitted'; creatorName: string; campaignName: string }
  /** To both: a safeguard held a post's earnings. */
  | { kind: 'content_held'; campaignName: string; reason: string; recipientIsBusiness: boolean }
  /** To the creator: the business released a hold (the post earns again) or voided it (the post will not earn). */
  | { kind: 'hold_released' | 'hold_voided'; brandName: string; campaignName: string }
  /** To the creator: a withdrawal was paid, or failed and its money is back in the available balance. */
  | {
      kind: 'payout_paid' | 'payout_failed' /** As the earnings page shows it (ledger.ts formatMoney). */;
      amount: string;
      /** An operator's reason, when a person settled a Delayed withdrawal (issue 28). */
      reason?: string;
    }
  /** To the creator: the business voided a hold; the void is final at `appealDeadline` unless they appeal (issue 28). */
  | { kind: 'hold_void_requested'; brandName: string; campaignName: string; appealHours: number }
  /** To the business: the creator appealed its void; an operator decides. */
  | { kind: 'hold_appealed'; creatorName: string; campaignName: string }
  /** To both: an operator decided an appealed hold. */
  | {
      kind: 'hold_decided';
      campaignName: string;
      decision: 'pay' | 'void';
      reason: string;
      recipientIsBusiness: boolean;
    }
  /** To the person: an operator suspended or reinstated their account. */
  | { kind: 'account_suspended' | 'account_reinstated'; reason: string; role: 'SMB' | 'Influencer' }
  /** To the reporter: an operator decided their report. */
  | { kind: 'report_decided'; actioned: boolean; reason: string }
  /** To a creator taking part: the campaign's terms changed in their favour; the new version waits for their "I agree". */
  | { kind: 'terms_updated'; brandName: string; campaignName: string; version: number }
  /** To the other side: a dispute was opened on a post (issue 28 item 4); its earnings wait for an operator. */
  | {
      kind: 'dispute_opened';
      openerName: string;
      campaignName: string;
      reasonLabel: string;
      recipientIsBusiness: boolean;
    }
  /** To the other side (or both, from an operator): a message in a dispute's thread. */
  | { kind: 'dispute_message'; authorName: string; campaignName: string; recipientIsBusiness: boolean }
  /** To both: an operator decided a dispute. `paid` as the earnings page shows money (formatMoney). */
  | {
      kind: 'dispute_decided';
      campaignName: string;
      outcomeLabel: string;
      paid: string;
      reason: string;
      recipientIsBusiness: boolean;
    }
  /** To either side: a chat message arrived (one notification per conversation while it is unread). */
  | { kind: 'message_received'; senderName: string; senderId: string; text: string; recipientIsBusiness: boolean };

/** How much of a message the bell quotes. */
export const MESSAGE_PREVIEW_LENGTH = 80;

export interface NotificationContent {
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
}

/** The stored title, body and link of an event. */
export function notificationContent(event: NotificationEvent): NotificationContent {
  const { kind } = event;
  switch (event.kind) {
    case 'application_received':
      return event.joined
        ? {
            kind,
            title: 'New influencer joined',
            body: `${event.creatorName} joined ${event.campaignName}.`,
            link: paths.smbDashboard,
          }
        : {
            kind,
            title: 'New application',
            body: `${event.creatorName} applied to ${event.campaignName}.`,
            link: paths.smbDashboard,
          };
    case 'application_accepted':
      return {
        kind,
        title: 'Application accepted',
        body: `${event.brandName} accepted your application to ${event.campaignName}.`,
        link: `${paths.influencerDashboard}?tab=active`,
      };
    case 'application_rejected':
      return {
        kind,
        title: 'Application declined',
        body: `${event.brandName} did not accept your application to ${event.campaignName}.`,
        link: `${paths.influencerDashboard}?tab=pending`,
      };
    case 'invitation_received':
      return {
        kind,
        title: 'New invitation',
        body: `${event.brandName} invited you to join ${event.campaignName}.`,
        link: paths.influencerDashboard,
      };
    case 'invitation_accepted':
      return {
        kind,
        title: 'Invitation accepted',
        body: `${event.creatorName} accepted your invitation to ${event.campaignName}.`,
        link: paths.smbDashboard,
      };
    case 'invitation_declined':
      return {
        kind,
        title: 'Invitation declined',
        body: `${event.creatorName} declined your invitation to ${event.campaignName}.`,
        link: paths.smbDashboard,
      };
    case 'content_submitted':
      return {
        kind,
        title: 'Content submitted',
        body: `${event.creatorName} submitted a new ${PLATFORM_LABELS[event.platform]} post for ${event.campaignName}.`,
        link: paths.smbDashboard,
      };
    case 'content_approved':
      return {
        kind,
        title: 'Post approved',
        body: event.automatically
          ? `Your post for ${event.campaignName} was approved automatically after 72 hours without review.`
          : `${event.brandName} approved your post for ${event.campaignName}.`,
        link: `${paths.influencerDashboard}?tab=active`,
      };
    case 'content_needs_fix':
      return {
        kind,
        title: 'Fix requested',
        body: `${event.brandName} asked for a fix on your post for ${event.campaignName}: ${event.note}`,
        link: `${paths.influencerDashboard}?tab=active`,
      };
    case 'content_resubmitted':
      return {
        kind,
        title: 'Post resubmitted',
        body: `${event.creatorName} replaced the link of a post for ${event.campaignName}.`,
        link: paths.smbDashboard,
      };
    case 'content_held':
      return {
        kind,
        title: 'Earnings on hold',
        body: `A post's earnings for ${event.campaignName} are on hold: ${event.reason}`,
        link: event.recipientIsBusiness ? paths.smbDashboard : `${paths.influencerDashboard}?tab=active`,
      };
    case 'hold_released':
      return {
        kind,
        title: 'Hold released',
        body: `${event.brandName} released the hold on a post's earnings for ${event.campaignName}: the post earns again.`,
        link: `${paths.influencerDashboard}?tab=active`,
      };
    case 'hold_voided':
      return {
        kind,
        title: 'Hold voided',
        body: `${event.brandName} voided a post's earnings for ${event.campaignName}: the post will not earn.`,
        link: `${paths.influencerDashboard}?tab=active`,
      };
    case 'payout_paid':
      return {
        kind,
        title: 'Withdrawal paid',
        body: `Your withdrawal of ${event.amount} was paid.`,
        link: paths.earnings,
      };
    case 'payout_failed':
      return {
        kind,
        title: 'Withdrawal failed',
        body: `Your withdrawal of ${event.amount} failed: the money is back in your available balance.${
          event.reason ? ` Reason: ${event.reason}` : ''
        }`,
        link: paths.earnings,
      };
    case 'hold_void_requested':
      return {
        kind,
        title: 'Earnings voided: you may appeal',
        body: `${event.brandName} voided a post's earnings for ${event.campaignName}. You may appeal within ${event.appealHours} hours; otherwise the post will not earn.`,
        link: `${paths.influencerDashboard}?tab=active`,
      };
    case 'hold_appealed':
      return {
        kind,
        title: 'Void appealed',
        body: `${event.creatorName} appealed your void of a post's earnings for ${event.campaignName}. An operator will decide whether the post is paid.`,
        link: paths.smbDashboard,
      };
    case 'hold_decided':
      return {
        kind,
        title: event.decision === 'pay' ? 'Appeal decided: paid' : 'Appeal decided: voided',
        body: `An operator decided the appealed hold on a post for ${event.campaignName}: ${
          event.decision === 'pay' ? 'the post earns again' : 'the post will not earn'
        }. Reason: ${event.reason}`,
        link: event.recipientIsBusiness ? paths.smbDashboard : `${paths.influencerDashboard}?tab=active`,
      };
    case 'account_suspended':
      return {
        kind,
        title: 'Account suspended',
        body: `Your account is suspended: ${event.reason}`,
        link: event.role === 'SMB' ? paths.smbDashboard : paths.influencerDashboard,
      };
    case 'account_reinstated':
      return {
        kind,
        title: 'Account reinstated',
        body: `Your account is reinstated: ${event.reason}`,
        link: event.role === 'SMB' ? paths.smbDashboard : paths.influencerDashboard,
      };
    case 'dispute_opened':
      return {
        kind,
        title: 'Dispute opened',
        body: `${event.openerName} opened a dispute on a post for ${event.campaignName}: ${event.reasonLabel}. The post's earnings are held until an operator decides.`,
        link: event.recipientIsBusiness ? paths.smbDashboard : `${paths.influencerDashboard}?tab=active`,
      };
    case 'dispute_message':
      return {
        kind,
        title: 'New message in a dispute',
        body: `${event.authorName} wrote in the dispute on a post for ${event.campaignName}.`,
        link: event.recipientIsBusiness ? paths.smbDashboard : `${paths.influencerDashboard}?tab=active`,
      };
    case 'dispute_decided':
      return {
        kind,
        title: `Dispute decided: ${event.outcomeLabel.toLowerCase()}`,
        body: `An operator decided the dispute on a post for ${event.campaignName}: ${event.outcomeLabel.toLowerCase()} (${event.paid} to the creator). Reason: ${event.reason}`,
        link: event.recipientIsBusiness ? paths.smbDashboard : `${paths.influencerDashboard}?tab=active`,
      };
    case 'terms_updated':
      return {
        kind,
        title: 'New campaign terms',
        body: `${event.brandName} changed the terms of ${event.campaignName} in your favour (version ${event.version}). Review and agree to them on your dashboard.`,
        link: `${paths.influencerDashboard}?tab=active`,
      };
    case 'report_decided':
      return {
        kind,
        title: 'Report reviewed',
        body: `An operator ${event.actioned ? 'acted on' : 'reviewed and closed'} your report: ${event.reason}`,
        link: paths.accountSettings,
      };
    case 'message_received': {
      const chars = [...event.text.replace(/\s+/g, ' ')];
      const preview =
        chars.length > MESSAGE_PREVIEW_LENGTH
          ? `${chars.slice(0, MESSAGE_PREVIEW_LENGTH - 1).join('')}…`
          : chars.join('');
      return {
        kind,
        title: `New message from ${event.senderName}`,
        body: preview,
        // The spec's deep links: the business chat takes ?user=, the creator chat ?userId=.
        link: event.recipientIsBusiness
          ? `${paths.chatBusiness}?user=${encodeURIComponent(event.senderId)}`
          : `${paths.chatCreator}?userId=${encodeURIComponent(event.senderId)}`,
      };
    }
  }
}

/** The name a creator sees for a business: its company name, or the owner's name when it has none. */
export function brandName(business: { name: string; companyName: string | null }): string {
  return business.companyName?.trim() || business.name;
}

// ---------------------------------------------------------------------------------------------------------------
// How the bell shows them.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 'Just now', '5 min ago', '3 h ago', '2 days ago', then the date ('Mar 5, 2026'). */
export function notificationTime(createdAt: string, now: Date = new Date()): string {
  const elapsed = now.getTime() - Date.parse(createdAt);
  if (elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} h ago`;
  const days = Math.floor(elapsed / DAY);
  if (days < 7) return `${days} day${days === 1 ? '' : 's'} ago`;
  return formatCalendarDay(createdAt);
}

export const notificationMessages = {
  empty: 'No new notifications',
  loadFailed: 'Failed to load notifications',
  markFailed: 'Failed to mark notifications as read',
  notFound: 'Notification not found',
} as const;
