// The zod-free part of invitations.ts: its limits, texts, formatters and policies, for a page that validates nothing
// (it downloads no zod with them). invitations.ts re-exports all of it; its schemas stay there.
import { isOpenForApplications } from './campaigns-rules.ts';
import { MAX_ACTIVE_PARTNERSHIPS } from './constants.ts';
import type { InvitationStatus } from './statuses.ts';

export const INVITATION_DECISIONS = ['accept', 'decline'] as const;
export type InvitationDecision = (typeof INVITATION_DECISIONS)[number];

/** At most this many pending invitations are listed on the creator dashboard (newest first). */
export const CREATOR_INVITATIONS_LIMIT = 50;

// ---------------------------------------------------------------------------------------------------------------
// Policies: the server decides with them, the UI hides buttons with them.

/** Only a pending invitation can be answered. */
export function canRespondToInvitation(invitation: { status: InvitationStatus }): boolean {
  return invitation.status === 'pending';
}

/** Accepting also needs the campaign to be open: Live and not past its last day (the rule for joining, C4). */
export function canAcceptInvitation(
  invitation: { status: InvitationStatus },
  campaign: { status: string; endDate: string | null },
  now: Date = new Date(),
): boolean {
  return canRespondToInvitation(invitation) && isOpenForApplications(campaign, now);
}

/** A business may invite to its campaigns that are open for applications (Live and not ended). */
export function canInviteTo(campaign: { status: string; endDate: string | null }, now: Date = new Date()): boolean {
  return isOpenForApplications(campaign, now);
}

/** How an invitation's state reads in Manage Influencers. */
export const INVITATION_STATUS_LABELS: Record<InvitationStatus, string> = {
  pending: 'Invited',
  accepted: 'Invitation accepted',
  declined: 'Invitation declined',
};

// ---------------------------------------------------------------------------------------------------------------
// Texts. 'Invitation Sent' is the spec's (B8); the rest are ours, in its style.

export const invitationMessages = {
  sent: (creatorName: string, campaignName: string) => ({
    title: 'Invitation Sent',
    message: `${creatorName} has been invited to ${campaignName}.`,
  }),
  inviteFailed: 'Failed to send invitation',
  notLive: 'You can invite creators only to a Live campaign that has not ended.',
  notACreator: 'Only creators can be invited to campaigns.',
  creatorNotFound: 'Creator not found',
  alreadyInvited: (creatorName: string, campaignName: string) =>
    `${creatorName} has already been invited to ${campaignName}.`,
  alreadyDeclined: (creatorName: string, campaignName: string) =>
    `${creatorName} has already declined your invitation to ${campaignName}.`,
  creatorLeft: (creatorName: string, campaignName: string) =>
    `${creatorName} left ${campaignName} and cannot rejoin it.`,
  creatorRejected: (creatorName: string, campaignName: string) =>
    `You rejected ${creatorName}'s application to ${campaignName}, so they cannot be invited to it.`,
  creatorApplied: (creatorName: string, campaignName: string) =>
    `${creatorName} has already applied to ${campaignName}. You can review the application in Manage Influencers.`,
  creatorTakingPart: (creatorName: string, campaignName: string) =>
    `${creatorName} is already taking part in ${campaignName}.`,

  // The creator's side.
  notFound: 'Invitation not found',
  accepted: (campaignName: string) => ({
    title: 'Invitation Accepted',
    message: `You've joined ${campaignName}. You can start creating content.`,
  }),
  declined: (campaignName: string) => ({
    title: 'Invitation Declined',
    message: `You declined the invitation to ${campaignName}.`,
  }),
  acceptFailed: 'Failed to accept invitation',
  declineFailed: 'Failed to decline invitation',
  loadFailed: 'Failed to load invitations',
  notPending: 'This invitation has already been answered.',
  acceptNotLive: 'This campaign is no longer live, so the invitation cannot be accepted.',
  acceptFull: 'This campaign has reached its maximum number of influencers, so the invitation cannot be accepted.',
  acceptRejected: 'The brand did not accept your application to this campaign, so the invitation cannot be accepted.',
  partnershipLimit: {
    title: 'Partnership Limit Reached',
    message: `You already have ${MAX_ACTIVE_PARTNERSHIPS} active partnerships, the most a creator can take on at a time during the beta. Finish or leave one to accept this invitation.`,
  },
  closedNote: 'This campaign is no longer open, so the invitation can only be declined.',
} as const;
