// Profile shapes: the owner's full profile, the public view other users get, and the per-role settings forms, which
// are also what PATCH /api/me checks (one schema per role, so the form and the server refuse the same things).
import { z } from 'zod';
// Installs the sentence-worded messages for every schema, whichever subpath of the package is imported first.
import './validation-messages.ts';
import {
  DateOfBirthSchema,
  InstagramHandleSchema,
  PersonNameSchema,
  TikTokHandleSchema,
  tooLongMessage,
  WEBSITE_MESSAGE,
  WEBSITE_PATTERN,
} from './auth.ts';
import { checkShownText } from './text.ts';

export { InstagramHandleSchema, TikTokHandleSchema };

import { FollowerCountsSchema } from './followers.ts';
import { IMAGE_KINDS } from './images.ts';
import {
  BUDGET_RANGES,
  BUSINESS_INDUSTRIES,
  INFLUENCER_NICHES,
  PREFERRED_CONTENT_TYPES,
  PREFERRED_INDUSTRIES,
  TARGET_AUDIENCES,
} from './options.ts';
import {
  BUSINESS_INDUSTRY_MESSAGE,
  CONTENT_TYPES_MESSAGE,
  cleanProfileHashtags,
  FOLLOWERS_MAX,
  HASHTAG_MAX_LENGTH,
  HASHTAG_MESSAGE,
  HASHTAGS_MAX,
  HASHTAGS_MAX_MESSAGE,
  INDUSTRIES_MESSAGE,
  isProfileHashtag,
  NICHES_MESSAGE,
} from './profiles-rules.ts';
import { RateCardEntrySchema } from './rate-card.ts';
import { ROLES, type Role } from './statuses.ts';

export {
  cleanProfileHashtag,
  cleanProfileHashtags,
  FOLLOWER_RANGE_FLOORS,
  FOLLOWERS_MAX,
  followerRange,
  HASHTAG_MAX_LENGTH,
  HASHTAG_MESSAGE,
  HASHTAGS_MAX,
  HASHTAGS_MAX_MESSAGE,
  hashtagOrKeywordLabel,
  isProfileHashtag,
  notInRoleProfileMessage,
  PROFILE_FIELD_LABELS,
  profileHashtagsProblem,
  socialProfileUrl,
} from './profiles-rules.ts';

const nullableText = z.string().nullable();

/**
 * One published image (logo, profile picture, banner or portfolio piece). `url` is the WebP at the recommended size,
 * `srcSet` adds the 2x WebP, `fallbackUrl` is a JPEG for clients without WebP. Every URL is immutable: a changed
 * image has a new URL.
 */
export const ProfileImageSchema = z.object({
  id: z.string(),
  kind: z.enum(IMAGE_KINDS),
  width: z.int(),
  height: z.int(),
  url: z.string(),
  srcSet: z.string(),
  fallbackUrl: z.string(),
});
export type ProfileImage = z.infer<typeof ProfileImageSchema>;

/**
 * What anyone signed in may see of a user: the preview dialogs, the applicants dialog, Find Influencers and chat.
 * Never email, phone number, date of birth, budget or target audience.
 */
export const PublicProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  companyName: nullableText,
  location: nullableText,
  bio: nullableText,
  businessBio: nullableText,
  /** The business logo or the creator's profile picture (B3: profile_picture holds the logo for a business). */
  avatar: ProfileImageSchema.nullable(),
  banner: ProfileImageSchema.nullable(),
  /** Oldest first, at most PORTFOLIO_MAX_IMAGES. */
  portfolio: z.array(ProfileImageSchema),
  instagram: nullableText,
  tiktok: nullableText,
  twitter: nullableText,
  youtube: nullableText,
  websitePortfolio: nullableText,
  contentNiches: z.array(z.string()),
  hashtagsKeywords: z.array(z.string()),
  preferredContentTypes: z.array(z.string()),
  preferredIndustry: z.array(z.string()),
  /** The follower counts the creator typed (self-reported, decision 013); null when not given. */
  instagramFollowers: z.int().nullable(),
  tiktokFollowers: z.int().nullable(),
  /** Per platform: the typed count beside the one read from the connected account, with when (issue 26). */
  followerCounts: FollowerCountsSchema,
  /** A creator's rate card in display order (issue 30); always empty for a business. */
  rates: z.array(RateCardEntrySchema),
});
export type PublicProfile = z.infer<typeof PublicProfileSchema>;

/** The owner's own profile: the public fields plus the private ones. */
export const ProfileSchema = PublicProfileSchema.extend({
  email: z.string(),
  dateOfBirth: nullableText,
  phoneNumber: nullableText,
  campaignBudget: nullableText,
  targetAudience: nullableText,
});
export type Profile = z.infer<typeof ProfileSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Field rules shared by both forms.

/** Optional free text; blank becomes null. `label` names the field in the too-long message. */
const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLongMessage(label, max))
    .superRefine(checkShownText)
    .transform((v) => (v === '' ? null : v))
    .nullable();

const WebsiteSchema = text('Website', 2048).refine((v) => v === null || WEBSITE_PATTERN.test(v), WEBSITE_MESSAGE);

const FreeHandle = (label: string) =>
  text(label, 200).refine((v) => v === null || !/\s/.test(v), `${label} may not contain spaces.`);

/** A list of values from one option list; duplicates are dropped, order is the list's own. */
function optionList<const T extends readonly [string, ...string[]]>(options: T, message: string) {
  return z
    .array(z.enum(options, message), message)
    .max(options.length * 2, message)
    .transform((values): T[number][] => options.filter((o) => (values as readonly string[]).includes(o)));
}
/**
 * Hashtags and keywords: '#' is dropped, blanks and repeats (ignoring case) are left out, at most HASHTAGS_MAX. The
 * profile form checks a list without zod with profileHashtagsProblem (profiles-rules.ts), which names the same first
 * problem.
 */
export const HashtagsSchema = z
  .array(
    z
      .string()
      .trim()
      .max(HASHTAG_MAX_LENGTH + 1, HASHTAG_MESSAGE)
      .superRefine(checkShownText),
  )
  .max(HASHTAGS_MAX, HASHTAGS_MAX_MESSAGE)
  .transform(cleanProfileHashtags)
  .refine((items) => items.every(isProfileHashtag), { message: HASHTAG_MESSAGE })
  .refine((items) => items.length <= HASHTAGS_MAX, HASHTAGS_MAX_MESSAGE);
const followers = (platform: string) =>
  z
    .number(`Enter your ${platform} followers as a whole number.`)
    .int(`Enter your ${platform} followers as a whole number.`)
    .min(0, `${platform} followers cannot be negative.`)
    .max(FOLLOWERS_MAX, `${platform} followers must be at most ${FOLLOWERS_MAX.toLocaleString('en-US')}.`)
    .nullable();

const PhoneSchema = text('Phone number', 40).refine(
  (v) => v === null || /^[+()\d\s.-]{5,40}$/.test(v),
  'Enter a valid phone number.',
);

// ---------------------------------------------------------------------------------------------------------------
// The two settings forms (B2/B7 business, C2/C3 creator). Every field is optional in an update: the form sends all
// of its fields, other clients may send only what they change.

export const BusinessProfileInputSchema = z
  .object({
    name: PersonNameSchema,
    companyName: z
      .string('Enter your company name.')
      .trim()
      .min(1, 'Enter your company name.')
      .max(160, 'Company name must be at most 160 characters.')
      .superRefine(checkShownText),
    location: text('Location', 120),
    websitePortfolio: WebsiteSchema,
    instagram: InstagramHandleSchema,
    tiktok: TikTokHandleSchema,
    businessBio: text('Business bio', 2000),
    phoneNumber: PhoneSchema,
    /** B7: the settings page keeps one industry, sent as a one-item list (or an empty one for none). */
    preferredIndustry: optionList(BUSINESS_INDUSTRIES, BUSINESS_INDUSTRY_MESSAGE).refine(
      (v) => v.length <= 1,
      'Choose one industry.',
    ),
    campaignBudget: z.enum(BUDGET_RANGES, 'Choose a campaign budget from the list.').nullable(),
    targetAudience: z.enum(TARGET_AUDIENCES, 'Choose a target audience from the list.').nullable(),
    contentNiches: optionList(INFLUENCER_NICHES, NICHES_MESSAGE),
    preferredContentTypes: optionList(PREFERRED_CONTENT_TYPES, CONTENT_TYPES_MESSAGE),
  })
  .partial()
  .strict();
export type BusinessProfileInput = z.input<typeof BusinessProfileInputSchema>;

export const CreatorProfileInputSchema = z
  .object({
    name: PersonNameSchema,
    location: text('Location', 120),
    /** The sign-up rules: a real date in the past; blank clears it. */
    dateOfBirth: z.union([DateOfBirthSchema, z.literal('').transform(() => null), z.null()]),
    bio: text('Bio', 2000),
    instagram: InstagramHandleSchema,
    tiktok: TikTokHandleSchema,
    twitter: FreeHandle('Twitter / X handle'),
    youtube: FreeHandle('YouTube channel'),
    websitePortfolio: WebsiteSchema,
    instagramFollowers: followers('Instagram'),
    tiktokFollowers: followers('TikTok'),
    contentNiches: optionList(INFLUENCER_NICHES, NICHES_MESSAGE),
    hashtagsKeywords: HashtagsSchema,
    preferredContentTypes: optionList(PREFERRED_CONTENT_TYPES, CONTENT_TYPES_MESSAGE),
    preferredIndustry: optionList(PREFERRED_INDUSTRIES, INDUSTRIES_MESSAGE),
  })
  .partial()
  .strict();
export type CreatorProfileInput = z.input<typeof CreatorProfileInputSchema>;

/** The settings schema of a role. */
export function profileInputSchema(role: Role) {
  return role === 'SMB' ? BusinessProfileInputSchema : CreatorProfileInputSchema;
}

/**
 * Every field either form may send: the route's body schema (for the API contract). The service then checks the
 * body against the caller's role schema, which refuses the other role's fields by name. Each schema's transforms
 * give what they are given back unchanged, so checking twice is safe.
 */
export const UpdateProfileInputSchema = z
  .object({
    ...BusinessProfileInputSchema.shape,
    ...CreatorProfileInputSchema.shape,
    preferredIndustry: optionList(BUSINESS_INDUSTRIES, INDUSTRIES_MESSAGE).optional(),
  })
  .strict();
export type UpdateProfileInput = z.input<typeof UpdateProfileInputSchema>;
