// The creator settings form's values: from the saved profile, to the PATCH /api/me input, and, merged with the saved
// profile, to the public profile the preview shows.
import {
  type CreatorProfileInput,
  CreatorProfileInputSchema,
  type Profile,
  type PublicProfile,
} from '@microreach/domain/profile';

/** The fields in the order they appear on screen (the first problem named is the first one shown). */
export interface CreatorProfileFormValues {
  name: string;
  dateOfBirth: string;
  location: string;
  bio: string;
  instagram: string;
  /** A NumberInput's value: a number, or '' when empty. */
  instagramFollowers: number | string;
  tiktok: string;
  tiktokFollowers: number | string;
  twitter: string;
  youtube: string;
  websitePortfolio: string;
  contentNiches: string[];
  hashtagsKeywords: string[];
  preferredContentTypes: string[];
  preferredIndustry: string[];
}

export function profileToFormValues(profile: Profile): CreatorProfileFormValues {
  return {
    name: profile.name,
    dateOfBirth: profile.dateOfBirth ?? '',
    location: profile.location ?? '',
    bio: profile.bio ?? '',
    instagram: profile.instagram ?? '',
    instagramFollowers: profile.instagramFollowers ?? '',
    tiktok: profile.tiktok ?? '',
    tiktokFollowers: profile.tiktokFollowers ?? '',
    twitter: profile.twitter ?? '',
    youtube: profile.youtube ?? '',
    websitePortfolio: profile.websitePortfolio ?? '',
    contentNiches: profile.contentNiches,
    hashtagsKeywords: profile.hashtagsKeywords,
    preferredContentTypes: profile.preferredContentTypes,
    preferredIndustry: profile.preferredIndustry,
  };
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
    name: values.name,
    dateOfBirth: values.dateOfBirth,
    location: values.location,
    bio: values.bio,
    instagram: values.instagram,
    instagramFollowers: followers(values.instagramFollowers),
    tiktok: values.tiktok,
    tiktokFollowers: followers(values.tiktokFollowers),
    twitter: values.twitter,
    youtube: values.youtube,
    websitePortfolio: values.websitePortfolio,
    contentNiches: values.contentNiches as CreatorProfileInput['contentNiches'],
    hashtagsKeywords: values.hashtagsKeywords,
    preferredContentTypes: values.preferredContentTypes as CreatorProfileInput['preferredContentTypes'],
    preferredIndustry: values.preferredIndustry as CreatorProfileInput['preferredIndustry'],
  };
}

const FIELDS = CreatorProfileInputSchema.shape;
type Field = keyof typeof FIELDS;

/** One field as the server would store it, or `fallback` while what is typed is not valid yet. */
function stored<K extends Field, F>(input: CreatorProfileInput, key: K, fallback: F) {
  const result = FIELDS[key].safeParse(input[key]);
  return result.success && result.data !== undefined ? result.data : fallback;
}

const textOrNull = (value: string) => value.trim() || null;

/**
 * The public profile the preview shows: the saved one (images, which save on their own) with the form's unsaved
 * values, each as the server would store it; a value not valid yet shows as typed, so the preview follows the form.
 */
export function previewProfile(saved: Profile, values: CreatorProfileFormValues): PublicProfile {
  const input = toCreatorProfileInput(values);
  const count = (value: number | null) => (value !== null && Number.isInteger(value) && value >= 0 ? value : null);
  return {
    id: saved.id,
    role: saved.role,
    companyName: saved.companyName,
    businessBio: saved.businessBio,
    avatar: saved.avatar,
    banner: saved.banner,
    portfolio: saved.portfolio,
    name: stored(input, 'name', values.name.trim() || saved.name),
    location: stored(input, 'location', textOrNull(values.location)),
    bio: stored(input, 'bio', textOrNull(values.bio)),
    instagram: stored(input, 'instagram', textOrNull(values.instagram)),
    tiktok: stored(input, 'tiktok', textOrNull(values.tiktok)),
    twitter: stored(input, 'twitter', textOrNull(values.twitter)),
    youtube: stored(input, 'youtube', textOrNull(values.youtube)),
    websitePortfolio: stored(input, 'websitePortfolio', textOrNull(values.websitePortfolio)),
    instagramFollowers: stored(input, 'instagramFollowers', count(input.instagramFollowers ?? null)),
    tiktokFollowers: stored(input, 'tiktokFollowers', count(input.tiktokFollowers ?? null)),
    contentNiches: stored(input, 'contentNiches', values.contentNiches),
    hashtagsKeywords: stored(input, 'hashtagsKeywords', values.hashtagsKeywords),
    preferredContentTypes: stored(input, 'preferredContentTypes', values.preferredContentTypes),
    preferredIndustry: stored(input, 'preferredIndustry', values.preferredIndustry),
  };
}
