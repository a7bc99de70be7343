// Invitations (issue 10): a business invites a creator to one of its Live campaigns; the creator accepts (joining it,
// even a Private one) or declines. The spec's Find Influencers invite only showed a toast; this makes it real.
import { z } from 'zod';
import { AgreementInputSchema, CampaignTermsSchema } from './campaign-terms.ts';
// Installs the sentence-worded messages for every schema, whichever subpath of the package is imported first.
import './validation-messages.ts';
import { isOpenForApplications } from './campaigns.ts';
import { MAX_ACTIVE_PARTNERSHIPS } from './constants.ts';
import { CAMPAIGN_STATUSES, INVITATION_STATUSES, type InvitationStatus, VISIBILITIES } from './statuses.ts';

// ---------------------------------------------------------------------------------------------------------------
// What the business sends and reads.

export const InviteCreatorInputSchema = z.object({ creatorId: z.uuid() }).strict();
export type InviteCreatorInput = z.infer<typeof InviteCreatorInputSchema>;

/** The answer to an invitation (POST /api/business/campaigns/{id}/invitations, 201). */
export const InvitationSchema = z.object({
  id: z.string(),
  campaignId: z.string(),
  campaignName: z.string(),
  creatorId: z.string(),
  creatorName: z.string(),
  status: z.enum(INVITATION_STATUSES),
  createdAt: z.string(),
});
export type Invitation = z.infer<typeof InvitationSchema>;

/** One invitation of a campaign, as Manage Influencers lists them (newest first). */
export const CampaignInvitationSchema = InvitationSchema.extend({
  creatorPicture: z.string().nullable(),
  respondedAt: z.string().nullable(),
});
export type CampaignInvitation = z.infer<typeof CampaignInvitationSchema>;

// ---------------------------------------------------------------------------------------------------------------
// What the creator reads and sends.

/** A pending invitation on the creator dashboard: the campaign as far as deciding needs it, and the brand. */
export const CreatorInvitationSchema = z.object({
  id: z.string(),
  status: z.enum(INVITATION_STATUSES),
  createdAt: z.string(),
  respondedAt: z.string().nullable(),
  campaign: z.object({
    id: z.string(),
    campaignName: z.string(),
    campaignNiche: z.string().nullable(),
    campaignDescription: z.string(),
    status: z.enum(CAMPAIGN_STATUSES),
    privatePublic: z.enum(VISIBILITIES),
    startDate: z.string().nullable(),
    endDate: z.string().nullable(),
    influencerBudgetCents: z.number().nullable(),
    /** The terms the creator agrees to by accepting (issue 29). */
    terms: CampaignTermsSchema,
    termsVersion: z.number(),
  }),
  brand: z.object({ id: z.string(), name: z.string(), companyName: z.string().nullable() }),
});
export type CreatorInvitation = z.infer<typeof CreatorInvitationSchema>;

export const INVITATION_DECISIONS = ['accept', 'decline'] as const;
export type InvitationDecision = (typeof INVITATION_DECISIONS)[number];
/** Accepting carries the creator's agreement to the campaign's current terms (issue 29); declining carries none. */
export const InvitationDecisionInputSchema = z
  .object({ decision: z.enum(INVITATION_DECISIONS), agreement: AgreementInputSchema.optional() })
  .strict();

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
