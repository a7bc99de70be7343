// A campaign's terms as stored (issue 29): the columns they live in, the numbered versions of their exact text, and the
// terms that apply to one creator (the version they last agreed to). Shared by campaigns, joins, content review and
// the dashboards. See docs/decisions/029-terms-agreements-tax.md.
import { createHash } from 'node:crypto';
import {
  type AgreementRef,
  agreementText,
  type CampaignTerms,
  MAX_REVISION_LIMIT,
  preAgreementTerms,
  type TermsSnapshot,
} from '@microreach/domain/campaign-terms';
import { splitList } from '@microreach/domain/campaigns';
import { CONTENT_SLOTS_PER_CAMPAIGN } from '@microreach/domain/constants';
import { brandName } from '@microreach/domain/notification-texts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { campaignAgreements, campaigns, campaignTermsVersions, users } from '#server/db/schema/index.ts';
import { type CampaignRow, campaignTermsOf, payTermsOf } from '../campaigns/campaign-mapper.ts';

export { campaignTermsOf, termsColumns } from '../campaigns/campaign-mapper.ts';

type Reader = Db | Tx;
export type TermsVersionRow = typeof campaignTermsVersions.$inferSelect;

/** The columns a version's snapshot is read from (a stored row, or the demo's rows before they are inserted). */
export type SnapshotSource = Pick<
  CampaignRow,
  | 'campaignName'
  | 'campaignNiche'
  | 'contentTypes'
  | 'contentGuidelines'
  | 'influencerBudgetCents'
  | 'ratePer1kViewsCents'
  | 'ratePerEngagementCents'
  | 'fixedPerPostCents'
  | 'usageRights'
  | 'paidAdsDays'
  | 'exclusivityDays'
  | 'postsPerCreator'
  | 'platforms'
  | 'revisionLimit'
  | 'disclosureRequired'
>;

/** What a version of the row's terms records. */
export function snapshotOf(row: SnapshotSource, owner: { name: string; companyName: string | null }): TermsSnapshot {
  return {
    campaignName: row.campaignName,
    brandName: brandName(owner),
    campaignNiche: row.campaignNiche,
    contentTypes: splitList(row.contentTypes),
    contentGuidelines: row.contentGuidelines ?? '',
    payTerms: payTermsOf(row),
    influencerBudgetCents: row.influencerBudgetCents,
    terms: campaignTermsOf(row),
  };
}

/** SHA-256 of the text's UTF-8 bytes, hex. */
export function hashText(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/**
 * The row of the campaign's current version (campaigns.terms_version), written from the row's terms if it is not
 * there yet (campaigns from before issue 29, or a version just numbered). Safe to race: the first insert wins.
 */
export async function ensureTermsVersion(db: Reader, row: CampaignRow): Promise<TermsVersionRow> {
  const [found] = await db
    .select()
    .from(campaignTermsVersions)
    .where(and(eq(campaignTermsVersions.campaignId, row.id), eq(campaignTermsVersions.version, row.termsVersion)));
  if (found) return found;
  const [owner] = await db
    .select({ name: users.name, companyName: users.companyName })
    .from(users)
    .where(eq(users.id, row.userId));
  const snapshot = snapshotOf(row, owner ?? { name: 'The brand', companyName: null });
  const text = agreementText(snapshot, row.termsVersion);
  await db
    .insert(campaignTermsVersions)
    .values({ campaignId: row.id, version: row.termsVersion, snapshot, text, textHash: hashText(text) })
    .onConflictDoNothing();
  const [written] = await db
    .select()
    .from(campaignTermsVersions)
    .where(and(eq(campaignTermsVersions.campaignId, row.id), eq(campaignTermsVersions.version, row.termsVersion)));
  if (!written) throw new Error(`terms version ${row.termsVersion} of campaign ${row.id} could not be written`);
  return written;
}

/** The creator's latest agreement on each campaign, with whether the campaign has moved to a later version since. */
export async function latestAgreements(
  db: Reader,
  creatorId: string,
  campaignIds: readonly string[],
): Promise<Map<string, AgreementRef & { terms: CampaignTerms | null }>> {
  const result = new Map<string, AgreementRef & { terms: CampaignTerms | null }>();
  if (campaignIds.length === 0) return result;
  const rows = await db
    .selectDistinctOn([campaignAgreements.campaignId], {
      id: campaignAgreements.id,
      campaignId: campaignAgreements.campaignId,
      termsVersion: campaignAgreements.termsVersion,
      agreedAt: campaignAgreements.agreedAt,
      currentVersion: campaigns.termsVersion,
      snapshot: campaignTermsVersions.snapshot,
    })
    .from(campaignAgreements)
    .leftJoin(campaigns, eq(campaigns.id, campaignAgreements.campaignId))
    .leftJoin(
      campaignTermsVersions,
      and(
        eq(campaignTermsVersions.campaignId, campaignAgreements.campaignId),
        eq(campaignTermsVersions.version, campaignAgreements.termsVersion),
      ),
    )
    .where(and(eq(campaignAgreements.creatorId, creatorId), inArray(campaignAgreements.campaignId, [...campaignIds])))
    .orderBy(campaignAgreements.campaignId, desc(campaignAgreements.termsVersion));
  for (const r of rows) {
    result.set(r.campaignId, {
      id: r.id,
      termsVersion: r.termsVersion,
      agreedAt: r.agreedAt.toISOString(),
      newerVersion: r.currentVersion !== null && r.currentVersion > r.termsVersion,
      postsPerCreator: r.snapshot?.terms.postsPerCreator ?? CONTENT_SLOTS_PER_CAMPAIGN,
      terms: r.snapshot?.terms ?? null,
    });
  }
  return result;
}

/**
 * The terms that apply to a creator on a campaign: the version they last agreed to (new terms apply only after they
 * agree to them), or the campaign's current ones for a participation from before agreements were recorded.
 */
export async function effectiveTerms(db: Reader, campaign: CampaignRow, creatorId: string): Promise<CampaignTerms> {
  const agreed = (await latestAgreements(db, creatorId, [campaign.id])).get(campaign.id);
  return agreed?.terms ?? preAgreementTerms(campaignTermsOf(campaign));
}

/** The fix-request limit that applies to each post's creator (by post id), batched for lists. */
export async function revisionLimitsOf(
  db: Reader,
  posts: readonly { id: string; campaignId: string; influencerId: string }[],
): Promise<Map<string, number>> {
  const limits = new Map<string, number>();
  if (posts.length === 0) return limits;
  const campaignIds = [...new Set(posts.map((p) => p.campaignId))];
  const agreed = await db
    .selectDistinctOn([campaignAgreements.campaignId, campaignAgreements.creatorId], {
      campaignId: campaignAgreements.campaignId,
      creatorId: campaignAgreements.creatorId,
      revisionLimit: sql<number | null>`(${campaignTermsVersions.snapshot} -> 'terms' ->> 'revisionLimit')::int`,
    })
    .from(campaignAgreements)
    .innerJoin(
      campaignTermsVersions,
      and(
        eq(campaignTermsVersions.campaignId, campaignAgreements.campaignId),
        eq(campaignTermsVersions.version, campaignAgreements.termsVersion),
      ),
    )
    .where(inArray(campaignAgreements.campaignId, campaignIds))
    .orderBy(campaignAgreements.campaignId, campaignAgreements.creatorId, desc(campaignAgreements.termsVersion));
  const agreedBy = new Map(agreed.map((a) => [`${a.campaignId}:${a.creatorId}`, a.revisionLimit]));
  for (const p of posts) {
    // A participation from before agreements were recorded agreed to no limit (preAgreementTerms).
    limits.set(p.id, agreedBy.get(`${p.campaignId}:${p.influencerId}`) ?? MAX_REVISION_LIMIT);
  }
  return limits;
}
