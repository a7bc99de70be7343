// Status values the database accepts (checked enums). See docs/decisions/002-data-model.md.

/** The marketplace's two sides: what sign-up offers and every marketplace page is for. */
export const ROLES = ['SMB', 'Influencer'] as const;
export type Role = (typeof ROLES)[number];
/**
 * Every kind of account: the two sides, and the people who run MicroReach (issue 28), whose accounts are made only by
 * `npm run operator` and who use only the console at /ops.
 */
export const USER_ROLES = [...ROLES, 'Operator'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Campaign statuses; lowercase 'completed' and 'Ended' occur in the original data and are shown as Completed. */
export const CAMPAIGN_STATUSES = ['Live', 'Paused', 'Draft', 'Completed', 'Ended'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** The statuses of a campaign that is over (Ended occurs in the original data and reads as Completed). */
export const FINISHED_CAMPAIGN_STATUSES = ['Completed', 'Ended'] as const satisfies readonly CampaignStatus[];
export function isFinishedStatus(status: CampaignStatus): boolean {
  return (FINISHED_CAMPAIGN_STATUSES as readonly string[]).includes(status);
}
/** The statuses of a campaign that is not over: a business can still fund it (B9 lists these on its payments page). */
export const FUNDABLE_CAMPAIGN_STATUSES = ['Live', 'Draft', 'Paused'] as const satisfies readonly CampaignStatus[];
/**
 * The statuses of a launched campaign that is not over: it becomes Completed once its end date passes, and a
 * creator's partnership in it counts towards the beta's limit (C9).
 */
export const RUNNING_CAMPAIGN_STATUSES = ['Live', 'Paused'] as const satisfies readonly CampaignStatus[];
/**
 * C9's earning campaigns (Live, counted as pending, plus finished ones): the demo posts only on these. No figure counts
 * a post by its campaign's status any more: Earned and Total Earnings read the ledger, post by post (issue 25;
 * docs/spec-deviations.md, C2 and C9).
 */
export const EARNING_CAMPAIGN_STATUSES = [
  'Live',
  ...FINISHED_CAMPAIGN_STATUSES,
] as const satisfies readonly CampaignStatus[];

export const APPLICANT_STATUSES = ['pending', 'approved', 'rejected', 'left', 'active'] as const;
export type ApplicantStatus = (typeof APPLICANT_STATUSES)[number];
/**
 * Applicants taking part in a campaign: approved ('active' occurs in the original data and means the same). They are
 * the campaign's participants, the number max_influencers limits, and a creator's partnerships.
 */
export const PARTICIPATING_APPLICANT_STATUSES = ['approved', 'active'] as const satisfies readonly ApplicantStatus[];
export function isParticipating(status: ApplicantStatus): boolean {
  return (PARTICIPATING_APPLICANT_STATUSES as readonly ApplicantStatus[]).includes(status);
}

export const VISIBILITIES = ['Public', 'Private'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

export const PLATFORMS = ['instagram', 'tiktok'] as const;
export type Platform = (typeof PLATFORMS)[number];
/** How each platform's name is written to a person (labels, messages, CSV rows). */
export const PLATFORM_LABELS: Record<Platform, string> = { instagram: 'Instagram', tiktok: 'TikTok' };

/** A business's invitation of a creator to a Live campaign (issue 10): pending until the creator answers. */
export const INVITATION_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** What a notification is about (issue 10; the chat issue adds new messages). */
export const NOTIFICATION_KINDS = [
  'application_received',
  'application_accepted',
  'application_rejected',
  'invitation_received',
  'invitation_accepted',
  'invitation_declined',
  'content_submitted',
  'message_received',
  // Content review (issue 12).
  'content_approved',
  'content_needs_fix',
  'content_resubmitted',
  'content_held',
  // Issue 27: the rest of what a person is mailed about (a hold resolved, a withdrawal settled).
  'hold_released',
  'hold_voided',
  'payout_paid',
  'payout_failed',
  // Issue 28: holds with an appeal, disputes on posts and suspensions, decided by operators.
  'hold_void_requested',
  'hold_appealed',
  'hold_decided',
  'dispute_opened',
  'dispute_message',
  'dispute_decided',
  'account_suspended',
  'account_reinstated',
  'report_decided',
  // Issue 29: a campaign's terms changed in the creators' favour; the new version waits for their agreement.
  'terms_updated',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
