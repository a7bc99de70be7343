// The Business Profile Settings form (B2, B7): its values from a saved profile, the request made from them, and the
// public profile they would give (for Preview Public Profile before saving).
import {
  BUDGET_RANGES,
  BUSINESS_INDUSTRIES,
  INFLUENCER_NICHES,
  PREFERRED_CONTENT_TYPES,
  TARGET_AUDIENCES,
} from '@microreach/domain/options';
import {
  type BusinessProfileInput,
  BusinessProfileInputSchema,
  type Profile,
  type PublicProfile,
  PublicProfileSchema,
} from '@microreach/domain/profile';

/** The fields in the order they appear on screen (the first problem named is the first one shown). */
export interface BusinessProfileFormValues {
  name: string;
  companyName: string;
  businessBio: string;
  /** One industry or '' for none (B7: the first item of preferred_industry). */
  preferredIndustry: string;
  phoneNumber: string;
  location: string;
  websitePortfolio: string;
  instagram: string;
  tiktok: string;
  /** A BUDGET_RANGES code or '' for none. */
  campaignBudget: string;
  /** A TARGET_AUDIENCES entry or '' for none. */
  targetAudience: string;
  contentNiches: string[];
  preferredContentTypes: string[];
}

export function profileToFormValues(profile: Profile): BusinessProfileFormValues {
  return {
    name: profile.name,
    companyName: profile.companyName ?? '',
    businessBio: profile.businessBio ?? '',
    preferredIndustry: profile.preferredIndustry[0] ?? '',
    phoneNumber: profile.phoneNumber ?? '',
    location: profile.location ?? '',
    websitePortfolio: profile.websitePortfolio ?? '',
    instagram: profile.instagram ?? '',
    tiktok: profile.tiktok ?? '',
    campaignBudget: profile.campaignBudget ?? '',
    targetAudience: profile.targetAudience ?? '',
    contentNiches: [...profile.contentNiches],
    preferredContentTypes: [...profile.preferredContentTypes],
  };
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
    name: values.name,
    companyName: values.companyName,
    businessBio: values.businessBio,
    preferredIndustry: industry ? [industry] : [],
    phoneNumber: values.phoneNumber,
    location: values.location,
    websitePortfolio: values.websitePortfolio,
    instagram: values.instagram,
    tiktok: values.tiktok,
    campaignBudget: entryOf(BUDGET_RANGES, values.campaignBudget),
    targetAudience: entryOf(TARGET_AUDIENCES, values.targetAudience),
    contentNiches: entriesOf(INFLUENCER_NICHES, values.contentNiches),
    preferredContentTypes: entriesOf(PREFERRED_CONTENT_TYPES, values.preferredContentTypes),
  };
}

/**
 * What others would see with the form's values saved: the saved profile (images included) with each public field the
 * form holds, as the schema would store it (a handle without its '@', a blank as null). A field the schema would
 * refuse shows as typed; Save is where that is said.
 */
export function previewBusinessProfile(profile: Profile, values: BusinessProfileFormValues): PublicProfile {
  const input = toBusinessProfileInput(values);
  const shape = BusinessProfileInputSchema.shape;
  const stored = <K extends keyof typeof shape>(key: K) => {
    const parsed = shape[key].safeParse(input[key]);
    if (parsed.success) return parsed.data;
    const raw = input[key];
    return typeof raw === 'string' ? raw.trim() || null : raw;
  };
  // Parsing the public schema leaves the private fields (email, phone, budget, audience) out.
  return PublicProfileSchema.parse({
    ...profile,
    name: stored('name') ?? profile.name,
    companyName: stored('companyName') ?? null,
    businessBio: stored('businessBio') ?? null,
    location: stored('location') ?? null,
    websitePortfolio: stored('websitePortfolio') ?? null,
    instagram: stored('instagram') ?? null,
    tiktok: stored('tiktok') ?? null,
    preferredIndustry: stored('preferredIndustry') ?? [],
    contentNiches: stored('contentNiches') ?? [],
    preferredContentTypes: stored('preferredContentTypes') ?? [],
  });
}
