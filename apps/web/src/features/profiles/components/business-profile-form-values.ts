// The Business Profile Settings form (B2, B7): its values from a saved profile and the request made from them.
import {
  BUDGET_RANGES,
  BUSINESS_INDUSTRIES,
  INFLUENCER_NICHES,
  PREFERRED_CONTENT_TYPES,
  TARGET_AUDIENCES,
} from '@microreach/domain/options';
import type { BusinessProfileInput, Profile } from '@microreach/domain/profiles';
import { type ProfileFormValues, profileFormValues } from './profile-form-values';

/** The fields in the order they appear on screen. */
const FIELDS = [
  'name',
  'companyName',
  'businessBio',
  'preferredIndustry',
  'phoneNumber',
  'location',
  'websitePortfolio',
  'instagram',
  'tiktok',
  'campaignBudget',
  'targetAudience',
  'contentNiches',
  'preferredContentTypes',
] as const;

/**
 * Texts as typed; the selects hold a BUDGET_RANGES code, a TARGET_AUDIENCES entry and one industry (B7: the first
 * item of preferred_industry), each '' for none.
 */
export type BusinessProfileFormValues = Omit<ProfileFormValues<(typeof FIELDS)[number]>, 'preferredIndustry'> & {
  preferredIndustry: string;
};

export function profileToFormValues(profile: Profile): BusinessProfileFormValues {
  return { ...profileFormValues(profile, FIELDS), preferredIndustry: profile.preferredIndustry[0] ?? '' };
}

/** The list's own entry equal to `value`, or null ('' and values from no list). */
function entryOf<const T extends string>(list: readonly T[], value: string): T | null {
  return list.find((entry) => entry === value) ?? null;
}

/** The entries of `list` among `values`, in the list's order. */
function entriesOf<const T extends string>(list: readonly T[], values: readonly string[]): T[] {
  return list.filter((entry) => values.includes(entry));
}

/**
 * The PATCH /api/me body of the form: every field (B7 "save sends whatever is entered"), texts as typed (the schema
 * trims them and makes blanks null), the industry as a one-item list and the selects' '' as null.
 */
export function toBusinessProfileInput(values: BusinessProfileFormValues): BusinessProfileInput {
  const industry = entryOf(BUSINESS_INDUSTRIES, values.preferredIndustry);
  return {
    ...values,
    preferredIndustry: industry ? [industry] : [],
    campaignBudget: entryOf(BUDGET_RANGES, values.campaignBudget),
    targetAudience: entryOf(TARGET_AUDIENCES, values.targetAudience),
    contentNiches: entriesOf(INFLUENCER_NICHES, values.contentNiches),
    preferredContentTypes: entriesOf(PREFERRED_CONTENT_TYPES, values.preferredContentTypes),
  };
}
