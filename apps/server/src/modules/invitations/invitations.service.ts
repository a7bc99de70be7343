// Invitations (issue 10): a business invites a creator to one of its Live campaigns; the creator accepts, which makes
// an approved application under the same rules and locks as a business accepting one (the campaign row first, then
// the creator's row: max_influencers and the partnership limit cannot be overrun by a race), or declines. Each step
// notifies the other side in the same transaction.
import { applicantMessages, isOpenForApplications } from '@microreach/domain/campaigns';
import { creatorMessages } from '@microreach/domain/creator-campaigns';
import {
  type CampaignInvitation,
  CREATOR_INVITATIONS_LIMIT,
  type CreatorInvitation,
  canRespondToInvitation,
  type Invitation,
  type InvitationDecision,
  invitationMessages,
} from '@microreach/domain/invitations';
import { brandName } from '@microreach/domain/notification-texts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import type { UserRow } from '#server/db/schema/index.ts';
import { campaignApplicants, campaignInvitations, campaigns, users } from '#server/db/schema/index.ts';
import { AppError, badRequest, conflict, notFound } from '#server/lib/errors.ts';
import type { NotificationEmails } from '#server/modules/notifications/notification-emails.service.ts';
import {
  type AgreementClient,
  agreementRequired,
  checkAgreement,
  type GivenAgreement,
  recordAgreement,
} from '../agreements/agreements.service.ts';
import { countParticipants, getOwnCampaign } from '../business-campaigns/business-campaigns.service.ts';
import { campaignTermsOf } from '../campaigns/campaign-mapper.ts';
import { lockAndCheckPartnershipRoom } from '../creator-campaigns/partnerships.ts';
import { notify } from '../notifications/notifications.service.ts';

const CAMPAIGN_NOT_FOUND = 'Campaign not found';

// ---------------------------------------------------------------------------------------------------------------
// The business side.

/**
 * Invites a creator to one of the actor's Live campaigns. Refused: another business's campaign (404), a campaign
 * not open for applications, a user who is not a creator, a second invitation, a creator who already applied, left
 * or was rejected, and a campaign that is already full.
 */
export async function inviteCreator(
  db: Db,
  actor: UserRow,
  campaignId: string,
  creatorId: string,
  emails: NotificationEmails | null,
): Promise<Invitation> {
  return db.transaction(async (tx) => {
    // Locked like an accept: the full check below and a creator's concurrent join or accept see one order.
    const [campaign] = await tx
      .select()
      .from(campaigns)
      .where(and(eq(campaigns.id, campaignId), eq(campaigns.userId, actor.id)))
      .for('update');
    if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND);
    if (!isOpenForApplications(campaign)) throw conflict(invitationMessages.notLive, 'NOT_LIVE');

    const [creator] = await tx
      .select({ id: users.id, name: users.name, role: users.role })
      .from(users)
      .where(eq(users.id, creatorId));
    if (!creator) throw notFound(invitationMessages.creatorNotFound);
    if (creator.role !== 'Influencer') throw badRequest(invitationMessages.notACreator, 'NOT_A_CREATOR');
    const names = [creator.name, campaign.campaignName] as const;

    const [application] = await tx
      .select({ status: campaignApplicants.status })
      .from(campaignApplicants)
      .where(and(eq(campaignApplicants.campaignId, campaignId), eq(campaignApplicants.userId, creatorId)));
    if (application?.status === 'left') throw conflict(invitationMessages.creatorLeft(...names), 'CREATOR_LEFT');
    if (application?.status === 'rejected') {
      throw conflict(invitationMessages.creatorRejected(...names), 'CREATOR_REJECTED');
    }
    if (application) {
      const message =
        application.status === 'pending'
          ? invitationMessages.creatorApplied(...names)
          : invitationMessages.creatorTakingPart(...names);
      throw conflict(message, 'CREATOR_ALREADY_APPLIED');
    }

    const [existing] = await tx
      .select({ status: campaignInvitations.status })
      .from(campaignInvitations)
      .where(and(eq(campaignInvitations.campaignId, campaignId), eq(campaignInvitations.creatorId, creatorId)));
    if (existing) {
      const message =
        existing.status === 'declined'
          ? invitationMessages.alreadyDeclined(...names)
          : invitationMessages.alreadyInvited(...names);
      throw conflict(message, 'ALREADY_INVITED');
    }

    if (campaign.maxInfluencers !== null && (await countParticipants(tx, campaignId)) >= campaign.maxInfluencers) {
      throw conflict(applicantMessages.full(campaign.maxInfluencers), 'CAMPAIGN_FULL');
    }

    const [row] = await tx.insert(campaignInvitations).values({ campaignId, creatorId }).returning();
    await notify(
      tx,
      creatorId,
      { kind: 'invitation_received', brandName: brandName(actor), campaignName: campaign.campaignName },
      { actorId: actor.id, campaignId },
      emails,
    );
    return {
      id: row.id,
      campaignId,
      campaignName: campaign.campaignName,
      creatorId,
      creatorName: creator.name,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/** The invitations of one of the actor's campaigns, newest first (Manage Influencers). */
export async function listCampaignInvitations(
  db: Db,
  actor: UserRow,
  campaignId: string,
): Promise<CampaignInvitation[]> {
  const campaign = await getOwnCampaign(db, actor, campaignId);
  const rows = await db
    .select({
      id: campaignInvitations.id,
      status: campaignInvitations.status,
      createdAt: campaignInvitations.createdAt,
      respondedAt: campaignInvitations.respondedAt,
      creatorId: users.id,
      creatorName: users.name,
      creatorPicture: users.profilePicture,
    })
    .from(campaignInvitations)
    .innerJoin(users, eq(users.id, campaignInvitations.creatorId))
    .where(eq(campaignInvitations.campaignId, campaignId))
    .orderBy(desc(campaignInvitations.createdAt), desc(campaignInvitations.id));
  return rows.map((r) => ({
    ...r,
    campaignId,
    campaignName: campaign.campaignName,
    createdAt: r.createdAt.toISOString(),
    respondedAt: r.respondedAt?.toISOString() ?? null,
  }));
}

// ---------------------------------------------------------------------------------------------------------------
// The creator side.

const creatorInvitationColumns = {
  invitation: campaignInvitations,
  campaign: {
    id: campaigns.id,
    campaignName: campaigns.campaignName,
    campaignNiche: campaigns.campaignNiche,
    campaignDescription: sql<string>`coalesce(${campaigns.campaignDescription}, '')`,
    status: campaigns.status,
    privatePublic: campaigns.privatePublic,
    startDate: campaigns.startDate,
    endDate: campaigns.endDate,
    influencerBudgetCents: campaigns.influencerBudgetCents,
    termsVersion: campaigns.termsVersion,
  },
  // The terms the creator agrees to by accepting (issue 29), as their columns store them.
  terms: {
    usageRights: campaigns.usageRights,
    paidAdsDays: campaigns.paidAdsDays,
    exclusivityDays: campaigns.exclusivityDays,
    postsPerCreator: campaigns.postsPerCreator,
    platforms: campaigns.platforms,
    revisionLimit: campaigns.revisionLimit,
    disclosureRequired: campaigns.disclosureRequired,
  },
  brand: { id: users.id, name: users.name, companyName: users.companyName },
};

type CreatorInvitationRow = {
  invitation: typeof campaignInvitations.$inferSelect;
  campaign: Omit<CreatorInvitation['campaign'], 'terms'>;
  terms: Parameters<typeof campaignTermsOf>[0];
  brand: CreatorInvitation['brand'];
};

function toCreatorInvitation({ invitation, campaign, terms, brand }: CreatorInvitationRow): CreatorInvitation {
  return {
    id: invitation.id,
    status: invitation.status,
    createdAt: invitation.createdAt.toISOString(),
    respondedAt: invitation.respondedAt?.toISOString() ?? null,
    campaign: { ...campaign, terms: campaignTermsOf(terms) },
    brand,
  };
}

async function readCreatorInvitation(db: Db, actor: UserRow, id: string): Promise<CreatorInvitation> {
  const [row] = await db
    .select(creatorInvitationColumns)
    .from(campaignInvitations)
    .innerJoin(campaigns, eq(campaigns.id, campaignInvitations.campaignId))
    .innerJoin(users, eq(users.id, campaigns.userId))
    .where(and(eq(campaignInvitations.id, id), eq(campaignInvitations.creatorId, actor.id)));
  if (!row) throw notFound(invitationMessages.notFound);
  return toCreatorInvitation(row);
}

/** The actor's pending invitations, newest first (the creator dashboard's Invitations). */
export async function listCreatorInvitations(db: Db, actor: UserRow): Promise<CreatorInvitation[]> {
  const rows = await db
    .select(creatorInvitationColumns)
    .from(campaignInvitations)
    .innerJoin(campaigns, eq(campaigns.id, campaignInvitations.campaignId))
    .innerJoin(users, eq(users.id, campaigns.userId))
    .where(and(eq(campaignInvitations.creatorId, actor.id), eq(campaignInvitations.status, 'pending')))
    .orderBy(desc(campaignInvitations.createdAt), desc(campaignInvitations.id))
    .limit(CREATOR_INVITATIONS_LIMIT);
  return rows.map(toCreatorInvitation);
}

/**
 * Accept or decline one of the actor's pending invitations. Accepting joins the campaign as an approved participant
 * (a pending application the creator sent meanwhile is approved instead), checked and locked as a business's accept,
 * and needs the creator's agreement to the campaign's current terms (issue 29); declining needs none.
 */
export async function respondToInvitation(
  db: Db,
  actor: UserRow,
  invitationId: string,
  { decision, agreement }: { decision: InvitationDecision; agreement?: GivenAgreement },
  client: AgreementClient,
): Promise<CreatorInvitation> {
  if (decision === 'accept' && !agreement) throw agreementRequired();
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ campaignId: campaignInvitations.campaignId })
      .from(campaignInvitations)
      .where(and(eq(campaignInvitations.id, invitationId), eq(campaignInvitations.creatorId, actor.id)));
    if (!found) throw notFound(invitationMessages.notFound);
    // The campaign row first, as every other path that adds a participant locks it.
    const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, found.campaignId)).for('update');
    const [invitation] = await tx
      .select()
      .from(campaignInvitations)
      .where(eq(campaignInvitations.id, invitationId))
      .for('update');
    if (!campaign || !invitation) throw notFound(invitationMessages.notFound);
    if (!canRespondToInvitation(invitation)) throw conflict(invitationMessages.notPending, 'INVITATION_NOT_PENDING');

    if (decision === 'accept' && agreement) await joinByInvitation(tx, actor, campaign, agreement, client);

    await tx
      .update(campaignInvitations)
      .set({ status: decision === 'accept' ? 'accepted' : 'declined', respondedAt: new Date() })
      .where(eq(campaignInvitations.id, invitationId));
    await notify(
      tx,
      campaign.userId,
      {
        kind: decision === 'accept' ? 'invitation_accepted' : 'invitation_declined',
        creatorName: actor.name,
        campaignName: campaign.campaignName,
      },
      { actorId: actor.id, campaignId: campaign.id },
      // The business sees the answer on its dashboard; it is not mailed (notification-preferences.ts).
      null,
    );
  });
  return readCreatorInvitation(db, actor, invitationId);
}

/**
 * Makes the actor an approved participant of the (locked) campaign with their agreement to its current terms, or
 * refuses with the reason.
 */
async function joinByInvitation(
  tx: Tx,
  actor: UserRow,
  campaign: typeof campaigns.$inferSelect,
  agreement: GivenAgreement,
  client: AgreementClient,
): Promise<void> {
  if (!isOpenForApplications(campaign)) throw conflict(invitationMessages.acceptNotLive, 'NOT_LIVE');
  const [application] = await tx
    .select({ id: campaignApplicants.id, status: campaignApplicants.status })
    .from(campaignApplicants)
    .where(and(eq(campaignApplicants.campaignId, campaign.id), eq(campaignApplicants.userId, actor.id)));
  if (application?.status === 'left') {
    const { title, message } = creatorMessages.alreadyLeft;
    throw new AppError(409, message, 'ALREADY_LEFT', { title });
  }
  if (application?.status === 'rejected') throw conflict(invitationMessages.acceptRejected, 'CREATOR_REJECTED');
  const version = await checkAgreement(tx, campaign, agreement);
  const record = (applicantId: string) =>
    recordAgreement(tx, version, { creatorId: actor.id, applicantId }, 'invitation', client);
  // Already taking part (joined a Public campaign meanwhile): accepting changes nothing more than the agreement (kept
  // once per version).
  if (application && application.status !== 'pending') {
    await record(application.id);
    return;
  }

  if (!(await lockAndCheckPartnershipRoom(tx, actor.id))) {
    const { title, message } = invitationMessages.partnershipLimit;
    throw new AppError(409, message, 'PARTNERSHIP_LIMIT', { title });
  }
  if (campaign.maxInfluencers !== null && (await countParticipants(tx, campaign.id)) >= campaign.maxInfluencers) {
    throw conflict(invitationMessages.acceptFull, 'CAMPAIGN_FULL');
  }
  if (application) {
    await tx
      .update(campaignApplicants)
      .set({ status: 'approved', updatedAt: new Date() })
      .where(eq(campaignApplicants.id, application.id));
    await record(application.id);
  } else {
    const [joined] = await tx
      .insert(campaignApplicants)
      .values({ campaignId: campaign.id, userId: actor.id, status: 'approved' })
      .returning({ id: campaignApplicants.id });
    if (joined) await record(joined.id);
  }
}
