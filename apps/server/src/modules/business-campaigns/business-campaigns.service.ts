// The business side of campaigns: dashboard figures, create/edit with the B5 rules, the B4 lifecycle, applicants.
// Every function takes the acting business first and only ever touches that business's campaigns.

import type { AgreementRef } from '@microreach/domain/campaign-terms';
import {
  type Applicant,
  applicantMessages,
  type BusinessDashboard,
  CAMPAIGN_TRANSITIONS,
  type Campaign,
  type CampaignAction,
  type CampaignInput,
  type CampaignTransition,
  campaignRuleViolation,
  canDecideApplicant,
  canTransition,
  dashboardMessages,
  maxInfluencersTooLow,
  payTermsLoweredViolation,
  transitionRefusal,
} from '@microreach/domain/campaigns';
import { MAX_ACTIVE_PARTNERSHIPS } from '@microreach/domain/constants';
import { engagementRate } from '@microreach/domain/formulas';
import { brandName } from '@microreach/domain/notification-texts';
import { PARTICIPATING_APPLICANT_STATUSES, RUNNING_CAMPAIGN_STATUSES } from '@microreach/domain/statuses';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { queryRows } from '#server/db/prepared.ts';
import type { UserRow } from '#server/db/schema/index.ts';
import { campaignAnalytics, campaignApplicants, campaigns, users } from '#server/db/schema/index.ts';
import { sqlToday } from '#server/db/sql-today.ts';
import { AppError, conflict, notFound, ruleViolation } from '#server/lib/errors.ts';
import { type EscrowFigures, escrowFigures } from '#server/modules/business-payments/business-payments.service.ts';
import { assertWalletCovered } from '#server/modules/business-payments/wallet-standing.ts';
import { syncCampaignMoney } from '#server/modules/ledger/campaign-money.ts';
import type { NotificationEmails } from '#server/modules/notifications/notification-emails.service.ts';
import { latestAgreementsOnCampaign } from '../agreements/agreements.service.ts';
import { ensureTermsVersion } from '../agreements/terms.service.ts';
import { announceNewTerms, hasTakenPart, termsVersionAfterEdit } from '../agreements/terms-changes.service.ts';
import { type CampaignRow, payTermsOf, termsColumns, toCampaign } from '../campaigns/campaign-mapper.ts';
import { recomputeCampaignEarnings } from '../content-review/performance-pay.service.ts';
import { lockAndCheckPartnershipRoom } from '../creator-campaigns/partnerships.ts';
import { notify } from '../notifications/notifications.service.ts';
import { type FollowerCountRow, followerCountColumns, toFollowerCounts } from '../profiles/follower-counts.ts';
import { loadRates } from '../profiles/rate-card.service.ts';

const CAMPAIGN_NOT_FOUND = 'Campaign not found';
/** The stored columns for an input (money in cents, lists as comma-space strings). */
function toColumns(input: CampaignInput) {
  return {
    campaignName: input.campaignName,
    title: input.campaignName,
    campaignDescription: input.campaignDescription || null,
    campaignNiche: input.campaignNiche,
    campaignHashtags: input.campaignHashtags.length ? input.campaignHashtags.join(', ') : null,
    maxInfluencers: input.maxInfluencers,
    startDate: input.startDate,
    endDate: input.endDate,
    contentTypes: input.contentTypes.length ? input.contentTypes.join(', ') : null,
    contentGuidelines: input.contentGuidelines || null,
    budgetCents: input.budgetCents,
    influencerBudgetCents: input.influencerBudgetCents,
    privatePublic: input.privatePublic,
    ratePer1kViewsCents: input.payTerms.ratePer1kViewsCents,
    ratePerEngagementCents: input.payTerms.ratePerEngagementCents,
    fixedPerPostCents: input.payTerms.fixedPerPostCents,
    ...termsColumns(input.terms),
  };
}

function assertRules(input: CampaignInput) {
  const violation = campaignRuleViolation(input);
  if (violation) throw ruleViolation(violation);
}

/**
 * Live and Paused campaigns whose end date has passed become Completed (the spec has no UI for it; the creator
 * side's earnings and tabs depend on it). Idempotent: run before reads and by a sweep (plugins/jobs.ts).
 */
export async function completeExpiredCampaigns(db: Db, ownerId?: string): Promise<number> {
  const expired = and(
    inArray(campaigns.status, RUNNING_CAMPAIGN_STATUSES),
    sql`${campaigns.endDate} < ${sqlToday}`,
    ownerId ? eq(campaigns.userId, ownerId) : undefined,
  );
  const rows = await db
    .update(campaigns)
    .set({ status: 'Completed', updatedAt: new Date() })
    .where(expired)
    .returning({ id: campaigns.id });
  // A finished campaign with nothing pending returns its unspent escrow (decision 018).
  for (const row of rows) await db.transaction((tx) => recomputeCampaignEarnings(tx, row.id));
  return rows.length;
}

export async function getBusinessDashboard(db: Db, actor: UserRow): Promise<BusinessDashboard> {
  await completeExpiredCampaigns(db, actor.id);
  const rows = await db
    .select()
    .from(campaigns)
    .where(eq(campaigns.userId, actor.id))
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id));
  const ids = rows.map((r) => r.id);

  const [applicantCounts, contentSums, escrow] = ids.length
    ? await Promise.all([
        db
          .select({
            campaignId: campaignApplicants.campaignId,
            applicants: sql`count(*) filter (where ${campaignApplicants.status} <> 'left')`.mapWith(Number),
            everyone: sql`count(*)`.mapWith(Number),
            participants:
              sql`count(*) filter (where ${inArray(campaignApplicants.status, PARTICIPATING_APPLICANT_STATUSES)})`.mapWith(
                Number,
              ),
          })
          .from(campaignApplicants)
          .where(inArray(campaignApplicants.campaignId, ids))
          .groupBy(campaignApplicants.campaignId),
        db
          .select({
            campaignId: campaignAnalytics.campaignId,
            views: sql`coalesce(sum(${campaignAnalytics.views}), 0)`.mapWith(Number),
            likes: sql`coalesce(sum(${campaignAnalytics.likes}), 0)`.mapWith(Number),
            comments: sql`coalesce(sum(${campaignAnalytics.comments}), 0)`.mapWith(Number),
            shares: sql`coalesce(sum(${campaignAnalytics.shares}), 0)`.mapWith(Number),
          })
          .from(campaignAnalytics)
          .where(inArray(campaignAnalytics.campaignId, ids))
          .groupBy(campaignAnalytics.campaignId),
        // Spent is the ledger's, as on Payments & Funding and Campaign Analytics: what each campaign paid (issue 25).
        escrowFigures(db, ids),
      ])
    : [[], [], new Map<string, EscrowFigures>()];

  const countsBy = new Map(applicantCounts.map((c) => [c.campaignId, c]));
  const sumsBy = new Map(contentSums.map((s) => [s.campaignId, s]));
  const cards = rows.map((row) => {
    const counts = countsBy.get(row.id);
    const sums = sumsBy.get(row.id);
    const metrics = {
      views: sums?.views ?? 0,
      likes: sums?.likes ?? 0,
      comments: sums?.comments ?? 0,
      shares: sums?.shares ?? 0,
    };
    return {
      ...toCampaign(row, actor),
      applicantCount: counts?.applicants ?? 0,
      participantCount: counts?.participants ?? 0,
      spentCents: escrow.get(row.id)?.spentCents ?? 0,
      metrics,
      engagementRate: engagementRate(metrics),
      hasParticipants: (counts?.everyone ?? 0) > 0 || sums !== undefined,
    };
  });

  const total = cards.reduce(
    (acc, c) => ({
      views: acc.views + c.metrics.views,
      likes: acc.likes + c.metrics.likes,
      comments: acc.comments + c.metrics.comments,
      shares: acc.shares + c.metrics.shares,
      spentCents: acc.spentCents + c.spentCents,
    }),
    { views: 0, likes: 0, comments: 0, shares: 0, spentCents: 0 },
  );
  return {
    summary: {
      campaigns: cards.length,
      active: cards.filter((c) => c.status === 'Live').length,
      totalSpentCents: total.spentCents,
      totalViews: total.views,
      engagementRate: engagementRate(total),
      avgRoi: null,
    },
    campaigns: cards,
  };
}

export async function createCampaign(db: Db, actor: UserRow, input: CampaignInput): Promise<Campaign> {
  assertRules(input);
  // Issue 25: a wallet below zero is covered before anything launches.
  if (input.intent === 'launch') await assertWalletCovered(db, actor.id);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(campaigns)
      .values({
        ...toColumns(input),
        userId: actor.id,
        status: input.intent === 'launch' ? 'Live' : 'Draft',
      })
      .returning();
    // Version 1 of its terms (issue 29), with the campaign.
    await ensureTermsVersion(tx, row);
    return toCampaign(row, actor);
  });
}

export async function getOwnCampaign(db: Db, actor: UserRow, id: string): Promise<Campaign> {
  const [row] = await db
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, id), eq(campaigns.userId, actor.id)));
  if (!row) throw notFound(CAMPAIGN_NOT_FOUND);
  return toCampaign(row, actor);
}

/** Locks the actor's campaign row for the rest of the transaction, or 404. */
async function lockOwnCampaign(tx: Tx, actor: UserRow, id: string): Promise<CampaignRow> {
  const [row] = await tx
    .select()
    .from(campaigns)
    .where(and(eq(campaigns.id, id), eq(campaigns.userId, actor.id)))
    .for('update');
  if (!row) throw notFound(CAMPAIGN_NOT_FOUND);
  return row;
}

/** Applicants taking part (approved or active), the number max_influencers limits. */
export async function countParticipants(tx: Db, campaignId: string): Promise<number> {
  const [{ participants }] = await tx
    .select({ participants: sql`count(*)`.mapWith(Number) })
    .from(campaignApplicants)
    .where(
      and(
        eq(campaignApplicants.campaignId, campaignId),
        inArray(campaignApplicants.status, PARTICIPATING_APPLICANT_STATUSES),
      ),
    );
  return participants;
}

function assertTransition(row: CampaignRow, transition: CampaignTransition) {
  const from = row.status;
  if (!canTransition(from, transition)) throw conflict(transitionRefusal(from, transition), 'INVALID_TRANSITION');
}

/** Edit: Save Draft moves any campaign back to Draft; Update & Launch keeps or makes it Live. Same rules as create. */
export async function updateCampaign(db: Db, actor: UserRow, id: string, input: CampaignInput): Promise<Campaign> {
  return db.transaction(async (tx) => {
    const row = await lockOwnCampaign(tx, actor, id);
    const transition = input.intent === 'launch' ? 'updateAndLaunch' : 'saveDraft';
    assertTransition(row, transition);
    assertRules(input);
    const taking = await countParticipants(tx, row.id);
    if (input.maxInfluencers !== null && input.maxInfluencers < taking) {
      throw ruleViolation(maxInfluencersTooLow(taking));
    }
    // Creators joined on the terms they saw: once anyone takes part (an application pending, approved or active, or
    // an agreement ever recorded), pay and the per-creator cap may go up but not down.
    const lowered = payTermsLoweredViolation(payTermsOf(row), input.payTerms, {
      before: row.influencerBudgetCents,
      after: input.influencerBudgetCents,
    });
    if (lowered && (taking > 0 || (await hasTakenPart(tx, row.id)))) throw ruleViolation(lowered);
    // Issue 29: the terms too change only in the creators' favour once anyone takes part; a change to what creators
    // agree to is a new version of the terms.
    const termsVersion = await termsVersionAfterEdit(tx, actor, row, { ...row, ...toColumns(input) });
    if (transition === 'updateAndLaunch' && row.status !== 'Live') await assertWalletCovered(tx, actor.id);
    const [updated] = await tx
      .update(campaigns)
      // Saved as a draft, an ended campaign is being prepared to run again: it is no longer "ended".
      .set({
        ...toColumns(input),
        termsVersion,
        status: CAMPAIGN_TRANSITIONS[transition].to,
        ...(transition === 'saveDraft' ? { endedAt: null } : {}),
        updatedAt: new Date(),
      })
      .where(eq(campaigns.id, row.id))
      .returning();
    await announceNewTerms(tx, actor, row, updated);
    // New rates or budgets apply to every post at once.
    await recomputeCampaignEarnings(tx, row.id);
    return toCampaign(updated, actor);
  });
}

/**
 * Pause, Resume, Publish and End from the dashboard. Publishing checks the launch rules on what is stored. Ending
 * (issue 25) makes it Completed now: nobody joins or posts any more, its posts finish review and tracking under the
 * same clocks and are paid from escrow, and the unspent escrow returns once none is still pending (syncCampaignMoney).
 */
export async function changeCampaignStatus(
  db: Db,
  actor: UserRow,
  id: string,
  action: CampaignAction,
): Promise<Campaign> {
  return db.transaction(async (tx) => {
    const row = await lockOwnCampaign(tx, actor, id);
    assertTransition(row, action);
    if (action === 'publish' || action === 'resume') {
      const {
        id: _id,
        status: _status,
        companyName: _company,
        createdAt: _created,
        endedAt: _ended,
        ...fields
      } = toCampaign(row, actor);
      assertRules({ ...fields, intent: 'launch' });
      await assertWalletCovered(tx, actor.id);
    }
    const now = new Date();
    const [updated] = await tx
      .update(campaigns)
      .set({ status: CAMPAIGN_TRANSITIONS[action].to, updatedAt: now, ...(action === 'end' ? { endedAt: now } : {}) })
      .where(eq(campaigns.id, row.id))
      .returning();
    if (action === 'end') await recomputeCampaignEarnings(tx, row.id);
    return toCampaign(updated, actor);
  });
}

/**
 * Whether anyone applied to the campaign (a withdrawn application too), joined it, accepted an invitation to it (which
 * joins it) or posted in it: then it is ended, never deleted (issue 25; the database's trigger
 * campaigns_no_delete_with_participants says the same).
 */
async function hasParticipation(tx: Tx, campaignId: string): Promise<boolean> {
  const [row] = await queryRows<{ taken: boolean }>(
    tx,
    sql`select exists (select 1 from ${campaignApplicants} where ${campaignApplicants.campaignId} = ${campaignId})
      or exists (select 1 from ${campaignAnalytics} where ${campaignAnalytics.campaignId} = ${campaignId}) as taken`,
  );
  return row.taken;
}

/**
 * Deletes a campaign nobody took part in (B4, within issue 25's rule), with its pending invitations; its unspent
 * escrow goes back to the wallet first, and its ledger movements keep their record.
 */
export async function deleteCampaign(db: Db, actor: UserRow, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockOwnCampaign(tx, actor, id);
    if (await hasParticipation(tx, row.id))
      throw conflict(dashboardMessages.deleteRefused, 'CAMPAIGN_HAS_PARTICIPANTS');
    await syncCampaignMoney(tx, row.id, { closing: true });
    await tx.delete(campaigns).where(eq(campaigns.id, row.id));
  });
}

const applicantColumns = {
  id: campaignApplicants.id,
  campaignId: campaignApplicants.campaignId,
  status: campaignApplicants.status,
  message: campaignApplicants.message,
  appliedAt: campaignApplicants.appliedAt,
  user: {
    id: users.id,
    name: users.name,
    email: users.email,
    profilePicture: users.profilePicture,
    bio: users.bio,
    location: users.location,
    instagram: users.instagram,
    tiktok: users.tiktok,
    contentNiches: users.contentNiches,
    websitePortfolio: users.websitePortfolio,
  },
  followers: followerCountColumns,
};

type ApplicantRow = Omit<Applicant, 'appliedAt' | 'user' | 'agreement'> & {
  appliedAt: Date;
  user: Omit<Applicant['user'], 'followerCounts' | 'rates'>;
  followers: FollowerCountRow;
};

function toApplicant(
  { followers, ...row }: ApplicantRow,
  agreement: AgreementRef | null,
  rates: Applicant['user']['rates'],
): Applicant {
  return {
    ...row,
    user: { ...row.user, followerCounts: toFollowerCounts(followers), rates },
    appliedAt: row.appliedAt.toISOString(),
    agreement,
  };
}

/**
 * Each applicant with their latest agreement to the campaign's terms (issue 29) and their rate card (issue 30), each
 * read in one query for all of them.
 */
async function withAgreements(
  db: Db,
  campaign: { id: string; termsVersion: number },
  rows: ApplicantRow[],
): Promise<Applicant[]> {
  const userIds = rows.map((r) => r.user.id);
  const agreements = await latestAgreementsOnCampaign(db, campaign, userIds);
  const rates = await loadRates(db, userIds);
  return rows.map((r) => toApplicant(r, agreements.get(r.user.id) ?? null, rates.get(r.user.id) ?? []));
}

export async function listApplicants(db: Db, actor: UserRow, campaignId: string): Promise<Applicant[]> {
  const campaign = await getOwnCampaign(db, actor, campaignId);
  const rows = await db
    .select(applicantColumns)
    .from(campaignApplicants)
    .innerJoin(users, eq(users.id, campaignApplicants.userId))
    .where(eq(campaignApplicants.campaignId, campaignId))
    .orderBy(desc(campaignApplicants.appliedAt), desc(campaignApplicants.id));
  return withAgreements(db, campaign, rows);
}

/**
 * Accept (pending -> approved) or reject (pending -> rejected). The campaign row is locked, so two accepts of the
 * last free place cannot both pass the max_influencers check.
 */
export async function decideApplicant(
  db: Db,
  actor: UserRow,
  campaignId: string,
  applicantId: string,
  decision: 'accept' | 'reject',
  emails: NotificationEmails | null,
): Promise<Applicant> {
  return db.transaction(async (tx) => {
    const campaign = await lockOwnCampaign(tx, actor, campaignId);
    const [applicant] = await tx
      .select({ id: campaignApplicants.id, status: campaignApplicants.status, userId: campaignApplicants.userId })
      .from(campaignApplicants)
      .where(and(eq(campaignApplicants.id, applicantId), eq(campaignApplicants.campaignId, campaignId)));
    if (!applicant) throw notFound('Applicant not found');
    if (!canDecideApplicant(applicant.status)) {
      throw conflict(applicantMessages.notPending, 'NOT_PENDING');
    }
    if (decision === 'accept' && !(await lockAndCheckPartnershipRoom(tx, applicant.userId))) {
      throw new AppError(
        409,
        applicantMessages.creatorAtPartnershipLimit(MAX_ACTIVE_PARTNERSHIPS),
        'PARTNERSHIP_LIMIT',
      );
    }
    if (decision === 'accept' && campaign.maxInfluencers !== null) {
      if ((await countParticipants(tx, campaignId)) >= campaign.maxInfluencers) {
        throw new AppError(409, applicantMessages.full(campaign.maxInfluencers), 'CAMPAIGN_FULL');
      }
    }
    // Still pending at the moment of writing: a creator who left meanwhile is not brought back.
    const changed = await tx
      .update(campaignApplicants)
      .set({ status: decision === 'accept' ? 'approved' : 'rejected', updatedAt: new Date() })
      .where(and(eq(campaignApplicants.id, applicantId), eq(campaignApplicants.status, 'pending')))
      .returning({ id: campaignApplicants.id });
    if (changed.length === 0) throw conflict(applicantMessages.notPending, 'NOT_PENDING');
    await notify(
      tx,
      applicant.userId,
      {
        kind: decision === 'accept' ? 'application_accepted' : 'application_rejected',
        brandName: brandName(actor),
        campaignName: campaign.campaignName,
      },
      { actorId: actor.id, campaignId },
      emails,
    );
    const [row] = await tx
      .select(applicantColumns)
      .from(campaignApplicants)
      .innerJoin(users, eq(users.id, campaignApplicants.userId))
      .where(eq(campaignApplicants.id, applicantId));
    const [decided] = await withAgreements(tx, campaign, [row]);
    return decided;
  });
}
