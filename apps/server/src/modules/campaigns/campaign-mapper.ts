// One mapper from a stored campaign row to what the API answers; the owner's view, browse cards and the creator
// dashboard all start from it (the response schemas pick the fields each one shows).

import { type CampaignTerms, DEFAULT_CAMPAIGN_TERMS, USAGE_RIGHTS } from '@microreach/domain/campaign-terms';
import { type Campaign, hashtagsFromStored, splitList } from '@microreach/domain/campaigns';
import { CAMPAIGN_CONTENT_TYPES, CAMPAIGN_NICHES } from '@microreach/domain/options';
import type { PayTerms } from '@microreach/domain/performance-pay';
import { PLATFORMS, type Platform } from '@microreach/domain/statuses';
import type { campaigns } from '#server/db/schema/index.ts';

export type CampaignRow = typeof campaigns.$inferSelect;

const isNiche = (v: string | null): v is Campaign['campaignNiche'] & string =>
  v !== null && (CAMPAIGN_NICHES as readonly string[]).includes(v);
const isContentType = (v: string): v is Campaign['contentTypes'][number] =>
  (CAMPAIGN_CONTENT_TYPES as readonly string[]).includes(v);

/** A campaign as its owner sees it; the company name is the owner's current one (a rename shows everywhere). */
export function toCampaign(row: CampaignRow, owner: { companyName: string | null }): Campaign {
  return {
    id: row.id,
    campaignName: row.campaignName,
    status: row.status,
    campaignNiche: isNiche(row.campaignNiche) ? row.campaignNiche : null,
    privatePublic: row.privatePublic,
    startDate: row.startDate,
    endDate: row.endDate,
    budgetCents: row.budgetCents,
    influencerBudgetCents: row.influencerBudgetCents,
    maxInfluencers: row.maxInfluencers,
    campaignDescription: row.campaignDescription ?? '',
    contentGuidelines: row.contentGuidelines ?? '',
    contentTypes: splitList(row.contentTypes).filter(isContentType),
    campaignHashtags: hashtagsFromStored(row.campaignHashtags),
    companyName: owner.companyName,
    createdAt: row.createdAt.toISOString(),
    payTerms: payTermsOf(row),
    terms: campaignTermsOf(row),
    termsVersion: row.termsVersion,
    endedAt: row.endedAt?.toISOString() ?? null,
  };
}

/** The pay terms stored on a campaign row. */
export function payTermsOf(
  row: Pick<CampaignRow, 'ratePer1kViewsCents' | 'ratePerEngagementCents' | 'fixedPerPostCents'>,
): PayTerms {
  return {
    ratePer1kViewsCents: row.ratePer1kViewsCents,
    ratePerEngagementCents: row.ratePerEngagementCents,
    fixedPerPostCents: row.fixedPerPostCents,
  };
}

const isPlatform = (v: string): v is Platform => (PLATFORMS as readonly string[]).includes(v);

/** The terms stored on a campaign row. */
export function campaignTermsOf(
  row: Pick<
    CampaignRow,
    | 'usageRights'
    | 'paidAdsDays'
    | 'exclusivityDays'
    | 'postsPerCreator'
    | 'platforms'
    | 'revisionLimit'
    | 'disclosureRequired'
  >,
): CampaignTerms {
  const platforms = splitList(row.platforms).filter(isPlatform);
  return {
    usageRights: (USAGE_RIGHTS as readonly string[]).includes(row.usageRights) ? row.usageRights : 'organic',
    paidAdsDays: row.paidAdsDays,
    exclusivityDays: row.exclusivityDays,
    postsPerCreator: row.postsPerCreator,
    platforms: platforms.length > 0 ? platforms : [...DEFAULT_CAMPAIGN_TERMS.platforms],
    revisionLimit: row.revisionLimit,
    disclosureRequired: row.disclosureRequired,
  };
}

/** The columns that store terms, for an insert or update. */
export function termsColumns(terms: CampaignTerms) {
  return {
    usageRights: terms.usageRights,
    paidAdsDays: terms.usageRights === 'paid_ads' ? terms.paidAdsDays : null,
    exclusivityDays: terms.exclusivityDays,
    postsPerCreator: terms.postsPerCreator,
    platforms: PLATFORMS.filter((p) => terms.platforms.includes(p)).join(','),
    revisionLimit: terms.revisionLimit,
    disclosureRequired: terms.disclosureRequired,
  };
}
