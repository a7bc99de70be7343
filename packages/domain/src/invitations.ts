// Invitations (issue 10): a business invites a creator to one of its Live campaigns; the creator accepts (joining it,
// even a Private one) or declines. The spec's Find Influencers invite only showed a toast; this makes it real.
import { z } from 'zod';
import { AgreementInputSchema, CampaignTermsSchema } from './campaign-terms.ts';
// Installs the sentence-worded messages for every schema, whichever subpath of the package is imported first.
import './validation-messages.ts';

import { INVITATION_DECISIONS } from './invitations-rules.ts';
import { CAMPAIGN_STATUSES, INVITATION_STATUSES, VISIBILITIES } from './statuses.ts';

export {
  CREATOR_INVITATIONS_LIMIT,
  canAcceptInvitation,
  canInviteTo,
  canRespondToInvitation,
  INVITATION_DECISIONS,
  INVITATION_STATUS_LABELS,
  type InvitationDecision,
  invitationMessages,
} from './invitations-rules.ts';

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
/** Accepting carries the creator's agreement to the campaign's current terms (issue 29); declining carries none. */
export const InvitationDecisionInputSchema = z
  .object({ decision: z.enum(INVITATION_DECISIONS), agreement: AgreementInputSchema.optional() })
  .strict();
