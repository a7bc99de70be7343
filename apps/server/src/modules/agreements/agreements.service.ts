// A creator's "I agree" to a campaign's terms (issue 29, docs/decisions/029-terms-agreements-tax.md): the terms they
// read first, the check that an agreement is to the campaign's current version (made inside the transaction that
// joins, applies, accepts an invitation or agrees to a new version), the append-only record, and the agreement's
// stable page, which only the creator who agreed and the campaign's business may open.
import {
  type Agreement,
  type AgreementInputSchema,
  type AgreementRef,
  type CampaignTermsView,
  describeTerms,
  termsMessages,
  termsWarnings,
} from '@microreach/domain/campaign-terms';
import { isOpenForApplications } from '@microreach/domain/campaigns';
import { brandName } from '@microreach/domain/notification-texts';
import { type ApplicantStatus, PARTICIPATING_APPLICANT_STATUSES } from '@microreach/domain/statuses';
import { and, desc, eq, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db, Tx } from '#server/db/client.ts';
import type { UserRow } from '#server/db/schema/index.ts';
import {
  campaignAgreements,
  campaignApplicants,
  campaignInvitations,
  campaigns,
  users,
} from '#server/db/schema/index.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import type { CampaignRow } from '../campaigns/campaign-mapper.ts';
import { ensureTermsVersion, type TermsVersionRow } from './terms.service.ts';

type Reader = Db | Tx;
const CAMPAIGN_NOT_FOUND = 'Campaign not found';

/** An application in these statuses takes part in its campaign: its creator agrees to new versions of the terms. */
export const TAKING_PART_STATUSES = [
  'pending',
  ...PARTICIPATING_APPLICANT_STATUSES,
] as const satisfies readonly ApplicantStatus[];

/** An agreement as the request carries it (validated: `agreed` is true, the hash is 64 hex digits). */
export type GivenAgreement = z.output<typeof AgreementInputSchema>;
export type AgreementVia = 'join' | 'apply' | 'invitation' | 'new_version';

/** Where the agreement came from, as the record keeps it (bounded as its check constraint bounds it). */
export interface AgreementClient {
  ip: string | null;
  userAgent: string | null;
}
export const MAX_AGREEMENT_IP = 64;
export const MAX_AGREEMENT_USER_AGENT = 500;

/** The request's address and user agent, cut to what the record keeps (by characters, never inside one). */
export function agreementClientOf(request: { ip: string; headers: Record<string, unknown> }): AgreementClient {
  const cut = (value: unknown, max: number) =>
    typeof value === 'string' && value.length > 0 ? Array.from(value).slice(0, max).join('') : null;
  return {
    ip: cut(request.ip, MAX_AGREEMENT_IP),
    userAgent: cut(request.headers['user-agent'], MAX_AGREEMENT_USER_AGENT),
  };
}

/** An accept (or any path that needs one) without an agreement. */
export const agreementRequired = () => new AppError(400, termsMessages.agreementRequired, 'AGREEMENT_REQUIRED');

/**
 * The campaign's current version when `given` is an agreement to exactly it (its number and its text's hash, with every
 * warning it has shown), or the refusal: nothing is written. Call it with the campaign row locked, so the version
 * cannot move on before the agreement is recorded.
 */
export async function checkAgreement(tx: Tx, campaign: CampaignRow, given: GivenAgreement): Promise<TermsVersionRow> {
  const version = await ensureTermsVersion(tx, campaign);
  if (given.termsVersion !== version.version || given.termsHash !== version.textHash) {
    throw new AppError(409, termsMessages.agreementOutdated, 'AGREEMENT_OUTDATED');
  }
  const unseen = termsWarnings(version.snapshot.terms).filter((w) => !given.warningsShown.includes(w));
  if (unseen.length > 0) throw new AppError(400, termsMessages.perpetualWarningRequired, 'AGREEMENT_REQUIRED');
  return version;
}

/**
 * Records the creator's agreement to `version` (its own copy of the text and hash). Null when they had already agreed
 * to that version: the (campaign, creator, version) record is written once.
 */
export async function recordAgreement(
  tx: Tx,
  version: TermsVersionRow,
  who: { creatorId: string; applicantId: string | null },
  via: AgreementVia,
  client: AgreementClient,
): Promise<{ id: string; agreedAt: Date } | null> {
  const [row] = await tx
    .insert(campaignAgreements)
    .values({
      campaignId: version.campaignId,
      applicantId: who.applicantId,
      creatorId: who.creatorId,
      termsVersion: version.version,
      text: version.text,
      textHash: version.textHash,
      via,
      ip: client.ip,
      userAgent: client.userAgent,
    })
    .onConflictDoNothing()
    .returning({ id: campaignAgreements.id, agreedAt: campaignAgreements.agreedAt });
  return row ?? null;
}

/** Whether the creator has an application on the campaign or an invitation to it (and so knows it exists). */
async function knowsCampaign(db: Reader, creatorId: string, campaignId: string): Promise<boolean> {
  const [application] = await db
    .select({ id: campaignApplicants.id })
    .from(campaignApplicants)
    .where(and(eq(campaignApplicants.campaignId, campaignId), eq(campaignApplicants.userId, creatorId)));
  if (application) return true;
  const [invitation] = await db
    .select({ id: campaignInvitations.id })
    .from(campaignInvitations)
    .where(and(eq(campaignInvitations.campaignId, campaignId), eq(campaignInvitations.creatorId, creatorId)));
  return invitation !== undefined;
}

/**
 * The campaign's current terms as the join, apply and accept dialogs show them. A campaign the creator cannot see (not
 * open for applications, and neither applied to nor invited to) answers exactly as a missing one.
 */
export async function getCampaignTerms(db: Db, actor: UserRow, campaignId: string): Promise<CampaignTermsView> {
  const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, campaignId));
  if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND);
  if (!isOpenForApplications(campaign) && !(await knowsCampaign(db, actor.id, campaignId))) {
    throw notFound(CAMPAIGN_NOT_FOUND);
  }
  const version = await ensureTermsVersion(db, campaign);
  const { snapshot } = version;
  return {
    campaignId,
    version: version.version,
    hash: version.textHash,
    text: version.text,
    terms: snapshot.terms,
    lines: describeTerms(snapshot.terms, snapshot),
    warnings: termsWarnings(snapshot.terms),
  };
}

/**
 * A creator taking part agrees to the campaign's current version (after the business changed the terms in their
 * favour). Not taking part, or no such campaign: 404 with one body; the same version twice: ALREADY_AGREED.
 */
export async function agreeToCurrentTerms(
  db: Db,
  actor: UserRow,
  campaignId: string,
  given: GivenAgreement,
  client: AgreementClient,
): Promise<AgreementRef> {
  return db.transaction(async (tx) => {
    // Locked as an edit locks it: the version cannot move on between the check and the record.
    const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, campaignId)).for('update');
    if (!campaign) throw notFound(termsMessages.notTakingPart);
    const [application] = await tx
      .select({ id: campaignApplicants.id })
      .from(campaignApplicants)
      .where(
        and(
          eq(campaignApplicants.campaignId, campaignId),
          eq(campaignApplicants.userId, actor.id),
          inArray(campaignApplicants.status, TAKING_PART_STATUSES),
        ),
      );
    if (!application) throw notFound(termsMessages.notTakingPart);
    const version = await checkAgreement(tx, campaign, given);
    const recorded = await recordAgreement(
      tx,
      version,
      { creatorId: actor.id, applicantId: application.id },
      'new_version',
      client,
    );
    if (!recorded) throw new AppError(409, termsMessages.alreadyAgreed, 'ALREADY_AGREED');
    return {
      id: recorded.id,
      termsVersion: version.version,
      agreedAt: recorded.agreedAt.toISOString(),
      newerVersion: false,
    };
  });
}

const owners = alias(users, 'owners');

/**
 * One agreement, for the creator who gave it (with the address it came from) or the campaign's business (without it);
 * anyone else gets the same 404 as for an agreement that does not exist.
 */
export async function getAgreement(db: Db, actor: UserRow, id: string): Promise<Agreement> {
  const [row] = await db
    .select({
      agreement: campaignAgreements,
      campaignName: campaigns.campaignName,
      currentVersion: campaigns.termsVersion,
      creatorName: users.name,
      brand: { id: owners.id, name: owners.name, companyName: owners.companyName },
    })
    .from(campaignAgreements)
    .innerJoin(campaigns, eq(campaigns.id, campaignAgreements.campaignId))
    .innerJoin(owners, eq(owners.id, campaigns.userId))
    .innerJoin(users, eq(users.id, campaignAgreements.creatorId))
    .where(
      and(
        eq(campaignAgreements.id, id),
        or(eq(campaignAgreements.creatorId, actor.id), eq(campaigns.userId, actor.id)),
      ),
    );
  if (!row) throw notFound(termsMessages.agreementNotFound);
  const { agreement: a } = row;
  return {
    id: a.id,
    campaignId: a.campaignId,
    campaignName: row.campaignName,
    creator: { id: a.creatorId, name: row.creatorName },
    brand: { id: row.brand.id, name: brandName(row.brand) },
    termsVersion: a.termsVersion,
    termsHash: a.textHash,
    text: a.text,
    agreedAt: a.agreedAt.toISOString(),
    ip: a.creatorId === actor.id ? a.ip : null,
    currentVersion: row.currentVersion,
  };
}

/** Each creator's latest agreement on one campaign (by creator id), for the business's applicants list. */
export async function latestAgreementsOnCampaign(
  db: Reader,
  campaign: { id: string; termsVersion: number },
  creatorIds: readonly string[],
): Promise<Map<string, AgreementRef>> {
  const refs = new Map<string, AgreementRef>();
  if (creatorIds.length === 0) return refs;
  const rows = await db
    .selectDistinctOn([campaignAgreements.creatorId], {
      id: campaignAgreements.id,
      creatorId: campaignAgreements.creatorId,
      termsVersion: campaignAgreements.termsVersion,
      agreedAt: campaignAgreements.agreedAt,
    })
    .from(campaignAgreements)
    .where(and(eq(campaignAgreements.campaignId, campaign.id), inArray(campaignAgreements.creatorId, [...creatorIds])))
    .orderBy(campaignAgreements.creatorId, desc(campaignAgreements.termsVersion));
  for (const r of rows) {
    refs.set(r.creatorId, {
      id: r.id,
      termsVersion: r.termsVersion,
      agreedAt: r.agreedAt.toISOString(),
      newerVersion: campaign.termsVersion > r.termsVersion,
    });
  }
  return refs;
}
