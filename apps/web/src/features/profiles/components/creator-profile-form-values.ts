// The creator settings form's values (C2, C3): from the saved profile, and to the PATCH /api/me input.
import type { CreatorProfileInput, Profile } from '@microreach/domain/profiles';
import { type ProfileFormValues, profileFormValues } from './profile-form-values';

/** The fields in the order they appear on screen. */
const FIELDS = [
  'name',
  'dateOfBirth',
  'location',
  'bio',
  'instagram',
  'instagramFollowers',
  'tiktok',
  'tiktokFollowers',
  'twitter',
  'youtube',
  'websitePortfolio',
  'contentNiches',
  'hashtagsKeywords',
  'preferredContentTypes',
  'preferredIndustry',
] as const;

/** Texts as typed ('' for none), follower counts as a NumberField holds them (a number, or '' when empty), lists. */
export type CreatorProfileFormValues = ProfileFormValues<(typeof FIELDS)[number]>;

export function profileToFormValues(profile: Profile): CreatorProfileFormValues {
  return profileFormValues(profile, FIELDS);
}

/** An empty follower field is null; anything else goes to the schema as a number (which names a bad one). */
function followers(value: number | string): number | null {
  if (typeof value === 'number') return value;
  const digits = value.replaceAll(',', '').trim();
  return digits === '' ? null : Number(digits);
}

/** What the form asks the server to save: every field of the form (the schema trims, and blanks become null). */
export function toCreatorProfileInput(values: CreatorProfileFormValues): CreatorProfileInput {
  return {
    ...values,
    instagramFollowers: followers(values.instagramFollowers),
    tiktokFollowers: followers(values.tiktokFollowers),
    contentNiches: values.contentNiches as CreatorProfileInput['contentNiches'],
    preferredContentTypes: values.preferredContentTypes as CreatorProfileInput['preferredContentTypes'],
    preferredIndustry: values.preferredIndustry as CreatorProfileInput['preferredIndustry'],
  };
}
