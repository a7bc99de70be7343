// Status values the database accepts (checked enums). See docs/decisions/002-data-model.md.

export const ROLES = ['SMB', 'Influencer'] as const;
export type Role = (typeof ROLES)[number];

/** Campaign statuses; lowercase 'completed' and 'Ended' occur in the original data and are shown as Completed. */
export const CAMPAIGN_STATUSES = ['Live', 'Paused', 'Draft', 'Completed', 'Ended'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** The statuses of a campaign that is over (Ended occurs in the original data and reads as Completed). */
export const FINISHED_CAMPAIGN_STATUSES = ['Completed', 'Ended'] as const satisfies readonly CampaignStatus[];
export function isFinishedStatus(status: CampaignStatus): boolean {
  return (FINISHED_CAMPAIGN_STATUSES as readonly string[]).includes(status);
}
/** Statuses whose posts count towards a creator's total earnings (C9: Live as pending, plus finished ones). */
export const EARNING_CAMPAIGN_STATUSES = [
  'Live',
  ...FINISHED_CAMPAIGN_STATUSES,
] as const satisfies readonly CampaignStatus[];

export const APPLICANT_STATUSES = ['pending', 'approved', 'rejected', 'left', 'active'] as const;
export type ApplicantStatus = (typeof APPLICANT_STATUSES)[number];

export const PAYMENT_STATUSES = ['completed', 'pending', 'review'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYOUT_STATUSES = ['pending', 'approved', 'paid', 'rejected'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const VISIBILITIES = ['Public', 'Private'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

export const PLATFORMS = ['instagram', 'tiktok'] as const;
export type Platform = (typeof PLATFORMS)[number];

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
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
