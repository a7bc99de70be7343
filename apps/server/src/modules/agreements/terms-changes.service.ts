// A business's edit of a campaign's terms (issue 29, docs/decisions/029-terms-agreements-tax.md): once anyone takes
// part only changes in the creators' favour pass; a change to what creators agree to is a new numbered version; the
// creators who agreed to an earlier one are told. Called inside the edit's transaction, with the campaign row locked.
import {
  type AgreedDeal,
  sameDeal,
  termsWorsenedFields,
  termsWorsenedViolation,
} from '@microreach/domain/campaign-terms';
import { splitList } from '@microreach/domain/campaigns';
import { brandName } from '@microreach/domain/notification-texts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.ts';
import { queryRows } from '#server/db/prepared.ts';
import type { UserRow } from '#server/db/schema/index.ts';
import { campaignAgreements, campaignApplicants } from '#server/db/schema/index.ts';
import { ruleViolation } from '#server/lib/errors.ts';
import { type CampaignRow, campaignTermsOf } from '../campaigns/campaign-mapper.ts';
import { notify } from '../notifications/notifications.service.ts';
import { TAKING_PART_STATUSES } from './agreements.service.ts';
import { ensureTermsVersion, snapshotOf } from './terms.service.ts';

/** Whether anyone takes part in the campaign (an application pending, approved or active) or ever agreed to it. */
export async function hasTakenPart(tx: Tx, campaignId: string): Promise<boolean> {
  const [row] = await queryRows<{ taken: boolean }>(
    tx,
    sql`select exists (select 1 from ${campaignApplicants} where ${and(
      eq(campaignApplicants.campaignId, campaignId),
      inArray(campaignApplicants.status, TAKING_PART_STATUSES),
    )}) or exists (select 1 from ${campaignAgreements} where ${eq(campaignAgreements.campaignId, campaignId)}) as taken`,
  );
  return row?.taken === true;
}

const dealOf = (row: Pick<CampaignRow, 'contentTypes'> & Parameters<typeof campaignTermsOf>[0]): AgreedDeal => ({
  terms: campaignTermsOf(row),
  contentTypes: splitList(row.contentTypes),
});

/**
 * The terms version the edited row gets: the same when nothing a creator agrees to changes, else the next one (after
 * the current one is written, so the version creators agreed to keeps its text). Refuses, once anyone takes part, a
 * change against the creators (TERMS_WORSENED, with the fields).
 */
export async function termsVersionAfterEdit(
  tx: Tx,
  owner: UserRow,
  before: CampaignRow,
  after: Omit<CampaignRow, 'termsVersion'>,
): Promise<number> {
  const worse = termsWorsenedFields(dealOf(before), dealOf(after));
  if (worse.length > 0 && (await hasTakenPart(tx, before.id))) throw ruleViolation(termsWorsenedViolation(worse));
  if (sameDeal(snapshotOf(before, owner), snapshotOf(after, owner))) return before.termsVersion;
  await ensureTermsVersion(tx, before);
  return before.termsVersion + 1;
}

/**
 * After an edit that made a new version: writes it, and tells each creator taking part whose latest agreement is to
 * an earlier version (new terms apply to them once they agree).
 */
export async function announceNewTerms(tx: Tx, owner: UserRow, before: CampaignRow, updated: CampaignRow) {
  if (updated.termsVersion === before.termsVersion) return;
  await ensureTermsVersion(tx, updated);
  // Everyone who agreed to an earlier version: the version is new, so nobody has agreed to it yet.
  const creators = await tx
    .selectDistinct({ creatorId: campaignApplicants.userId })
    .from(campaignApplicants)
    .innerJoin(
      campaignAgreements,
      and(
        eq(campaignAgreements.campaignId, campaignApplicants.campaignId),
        eq(campaignAgreements.creatorId, campaignApplicants.userId),
      ),
    )
    .where(
      and(eq(campaignApplicants.campaignId, updated.id), inArray(campaignApplicants.status, TAKING_PART_STATUSES)),
    );
  for (const { creatorId } of creators) {
    await notify(
      tx,
      creatorId,
      {
        kind: 'terms_updated',
        brandName: brandName(owner),
        campaignName: updated.campaignName,
        version: updated.termsVersion,
      },
      { actorId: owner.id, campaignId: updated.id },
      // Told on the bell and the dashboard card; not mailed (notification-preferences.ts).
      null,
    );
  }
}
