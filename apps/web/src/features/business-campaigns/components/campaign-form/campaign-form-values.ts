// What the create/edit form holds (strings as typed) and how it becomes the API's CampaignInput and back.
import { addDays } from '@microreach/domain/calendar';
import { emptyCampaignInput } from '@microreach/domain/campaign-defaults';
import type { CampaignTerms, UsageRights } from '@microreach/domain/campaign-terms';
import type { Campaign, CampaignInput } from '@microreach/domain/campaigns';
import { type CampaignIntent, oneWordHashtags } from '@microreach/domain/campaigns-rules';
import { MAX_CAMPAIGN_DAYS } from '@microreach/domain/constants';
import type { PayTerms } from '@microreach/domain/performance-pay';
import type { Platform } from '@microreach/domain/statuses';

export type CampaignNiche = NonNullable<CampaignInput['campaignNiche']>;
export type CampaignContentType = CampaignInput['contentTypes'][number];
/** The Campaign Status radio: the status the campaign will have after saving. */
export type StatusChoice = 'draft' | 'live';

export interface CampaignFormValues {
  campaignName: string;
  campaignDescription: string;
  campaignNiche: CampaignNiche | '';
  campaignHashtags: string[];
  /** '' means Unlimited. */
  maxInfluencers: number | '';
  /** yyyy-mm-dd, or '' when not chosen. */
  startDate: string;
  endDate: string;
  contentTypes: CampaignContentType[];
  contentGuidelines: string;
  /** Whole US dollars as the budget inputs hold them ('' when empty); the API takes cents. */
  budget: number | '';
  influencerBudget: number | '';
  /** Pay terms in US dollars as typed (issue 12): per 1,000 views and per engagement with cents, per post whole. */
  ratePer1kViews: number | '';
  ratePerEngagement: number | '';
  fixedPerPost: number | '';
  /** Campaign terms (issue 29): the days inputs hold '' when empty; exclusivity is none or a number of days. */
  usageRights: UsageRights;
  paidAdsDays: number | '';
  exclusivity: 'none' | 'days';
  exclusivityDays: number | '';
  /** The posts-per-creator select's value ('1' to '3'). */
  postsPerCreator: string;
  platforms: Platform[];
  revisionLimit: number | '';
  disclosureRequired: boolean;
  privatePublic: CampaignInput['privatePublic'];
  status: StatusChoice;
}

export const intentOfStatus = (status: StatusChoice): CampaignIntent => (status === 'live' ? 'launch' : 'draft');
export const statusOfIntent = (intent: CampaignIntent): StatusChoice => (intent === 'launch' ? 'live' : 'draft');

/** The create screen's starting point: the shared defaults (Private, draft). */
export function emptyCampaignFormValues(): CampaignFormValues {
  return inputToFormValues(emptyCampaignInput());
}

function inputToFormValues(input: CampaignInput): CampaignFormValues {
  return {
    campaignName: input.campaignName,
    campaignDescription: input.campaignDescription,
    campaignNiche: input.campaignNiche ?? '',
    campaignHashtags: input.campaignHashtags,
    maxInfluencers: input.maxInfluencers ?? '',
    startDate: input.startDate ?? '',
    endDate: input.endDate ?? '',
    contentTypes: input.contentTypes,
    contentGuidelines: input.contentGuidelines,
    budget: centsToDollars(input.budgetCents),
    influencerBudget: centsToDollars(input.influencerBudgetCents),
    ...payTermsToFormValues(input.payTerms),
    ...termsToFormValues(input.terms),
    privatePublic: input.privatePublic,
    status: statusOfIntent(input.intent),
  };
}

/**
 * The edit screen's starting point. The radio starts on Live only for a Live campaign: for a Draft, Paused or
 * Completed one, submitting with Enter saves a draft rather than launching it.
 */
export function campaignToFormValues(campaign: Campaign): CampaignFormValues {
  return {
    campaignName: campaign.campaignName,
    campaignDescription: campaign.campaignDescription,
    campaignNiche: campaign.campaignNiche ?? '',
    // Older rows may hold tags the input would not accept; clean them so a save is not refused for them.
    campaignHashtags: oneWordHashtags(campaign.campaignHashtags),
    maxInfluencers: campaign.maxInfluencers ?? '',
    startDate: campaign.startDate?.slice(0, 10) ?? '',
    endDate: campaign.endDate?.slice(0, 10) ?? '',
    contentTypes: campaign.contentTypes,
    contentGuidelines: campaign.contentGuidelines,
    budget: centsToDollars(campaign.budgetCents),
    influencerBudget: centsToDollars(campaign.influencerBudgetCents),
    ...payTermsToFormValues(campaign.payTerms),
    ...termsToFormValues(campaign.terms),
    privatePublic: campaign.privatePublic,
    status: campaign.status === 'Live' ? 'live' : 'draft',
  };
}

/** A budget input's whole dollars from cents (budgets are whole dollars); '' when there is none. */
export const centsToDollars = (cents: number | null): number | '' => (cents === null ? '' : Math.round(cents / 100));
/** Cents from a budget input's whole dollars; null when it is empty. */
export const dollarsToCents = (dollars: number | string): number | null =>
  typeof dollars === 'number' ? dollars * 100 : null;

/** A rate input's dollars (with cents) from cents: $0.10 shows as 0.1. */
const rateToDollars = (cents: number): number => cents / 100;
/** Cents from a rate input's dollars; an empty input pays nothing. Rounded to the cent (the input allows two decimals). */
export const rateToCents = (dollars: number | ''): number => (dollars === '' ? 0 : Math.round(dollars * 100));

function payTermsToFormValues(terms: PayTerms) {
  return {
    ratePer1kViews: rateToDollars(terms.ratePer1kViewsCents),
    ratePerEngagement: rateToDollars(terms.ratePerEngagementCents),
    fixedPerPost: rateToDollars(terms.fixedPerPostCents),
  };
}

function termsToFormValues(terms: CampaignTerms) {
  return {
    usageRights: terms.usageRights,
    paidAdsDays: terms.paidAdsDays ?? '',
    exclusivity: terms.exclusivityDays === null ? 'none' : 'days',
    exclusivityDays: terms.exclusivityDays ?? '',
    postsPerCreator: String(terms.postsPerCreator),
    platforms: [...terms.platforms],
    revisionLimit: terms.revisionLimit,
    disclosureRequired: terms.disclosureRequired,
  } satisfies Partial<CampaignFormValues>;
}

/** An empty number input as a number the schema refuses with its own words ("must be a whole number of days"). */
const typedNumber = (value: number | ''): number => (value === '' ? Number.NaN : value);

/**
 * The terms as sent: the paid-ads days only with paid ads, the exclusivity days only when exclusivity is chosen (an
 * empty days input is refused with the field's own message, not sent as none).
 */
export function toCampaignTerms(values: CampaignFormValues): CampaignTerms {
  return {
    usageRights: values.usageRights,
    paidAdsDays: values.usageRights === 'paid_ads' && values.paidAdsDays !== '' ? values.paidAdsDays : null,
    exclusivityDays: values.exclusivity === 'none' ? null : typedNumber(values.exclusivityDays),
    postsPerCreator: Number(values.postsPerCreator),
    platforms: values.platforms,
    revisionLimit: typedNumber(values.revisionLimit),
    disclosureRequired: values.disclosureRequired,
  };
}

/** What is sent: trimmed texts, budgets in cents (typed as whole dollars), blanks as null. */
export function toCampaignInput(values: CampaignFormValues, intent: CampaignIntent): CampaignInput {
  return {
    campaignName: values.campaignName.trim(),
    campaignDescription: values.campaignDescription.trim(),
    campaignNiche: values.campaignNiche || null,
    campaignHashtags: values.campaignHashtags,
    maxInfluencers: typeof values.maxInfluencers === 'number' ? values.maxInfluencers : null,
    startDate: values.startDate || null,
    endDate: values.endDate || null,
    contentTypes: values.contentTypes,
    contentGuidelines: values.contentGuidelines.trim(),
    budgetCents: dollarsToCents(values.budget),
    influencerBudgetCents: dollarsToCents(values.influencerBudget),
    privatePublic: values.privatePublic,
    payTerms: {
      ratePer1kViewsCents: rateToCents(values.ratePer1kViews),
      ratePerEngagementCents: rateToCents(values.ratePerEngagement),
      fixedPerPostCents: rateToCents(values.fixedPerPost),
    },
    terms: toCampaignTerms(values),
    intent,
  };
}

/** The earliest start date a picker may offer for an end date (at most MAX_CAMPAIGN_DAYS before it). */
export function earliestStartDate(endDate: string): string {
  return addDays(endDate, -MAX_CAMPAIGN_DAYS);
}
