// Profile shapes: the owner's full profile, the public view other users get, and the owner's update.
import { z } from 'zod';
// Installs the sentence-worded messages for every schema, whichever subpath of the package is imported first.
import './validation-messages.ts';
import { PersonNameSchema, tooLongMessage, WEBSITE_MESSAGE, WEBSITE_PATTERN } from './auth.ts';
import { BUDGET_RANGES, BUSINESS_INDUSTRIES, FOLLOWER_RANGES, TARGET_AUDIENCES } from './options.ts';
import { ROLES } from './statuses.ts';

const nullableText = z.string().nullable();

/** What anyone signed in may see of a user (the profile viewer dialogs). No email, phone, date of birth or budget. */
export const PublicProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  companyName: nullableText,
  location: nullableText,
  bio: nullableText,
  businessBio: nullableText,
  profilePicture: nullableText,
  bannerImage: nullableText,
  instagram: nullableText,
  tiktok: nullableText,
  twitter: nullableText,
  youtube: nullableText,
  websitePortfolio: nullableText,
  contentNiches: nullableText,
  hashtagsKeywords: nullableText,
  preferredContentTypes: nullableText,
  tiktokFollowers: nullableText,
  instagramFollowers: nullableText,
});
export type PublicProfile = z.infer<typeof PublicProfileSchema>;

/** The owner's own profile: the public fields plus the private ones. */
export const ProfileSchema = PublicProfileSchema.extend({
  email: z.string(),
  dateOfBirth: nullableText,
  preferredIndustry: z.array(z.string()).nullable(),
  phoneNumber: nullableText,
  campaignBudget: nullableText,
  targetAudience: nullableText,
});
export type Profile = z.infer<typeof ProfileSchema>;

/** Optional free text; blank becomes null. `label` names the field in the too-long message. */
const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLongMessage(label, max))
    .transform((v) => (v === '' ? null : v))
    .nullable();

const INDUSTRY_MESSAGE = 'Choose an industry from the list.';
const FOLLOWERS_MESSAGE = 'Choose a follower range from the list.';

/** Fields the owner may change (B7 "Update by id"); email and role are not among them. */
export const UpdateProfileInputSchema = z
  .object({
    name: PersonNameSchema,
    companyName: text('Company name', 160),
    location: text('Location', 120),
    bio: text('Bio', 2000),
    businessBio: text('Business bio', 2000),
    instagram: text('Instagram handle', 200),
    tiktok: text('TikTok handle', 200),
    twitter: text('Twitter / X handle', 200),
    youtube: text('YouTube channel', 200),
    websitePortfolio: text('Website', 2048).refine((v) => v === null || WEBSITE_PATTERN.test(v), WEBSITE_MESSAGE),
    contentNiches: text('Content niches', 1000),
    hashtagsKeywords: text('Hashtags and keywords', 1000),
    preferredContentTypes: text('Preferred content types', 1000),
    preferredIndustry: z
      .array(z.enum(BUSINESS_INDUSTRIES, INDUSTRY_MESSAGE), INDUSTRY_MESSAGE)
      .max(BUSINESS_INDUSTRIES.length, INDUSTRY_MESSAGE)
      .nullable(),
    phoneNumber: text('Phone number', 40).refine(
      (v) => v === null || /^[+()\d\s.-]{5,40}$/.test(v),
      'Enter a valid phone number.',
    ),
    campaignBudget: z.enum(BUDGET_RANGES, 'Choose a campaign budget from the list.').nullable(),
    targetAudience: z.enum(TARGET_AUDIENCES, 'Choose a target audience from the list.').nullable(),
    tiktokFollowers: z.enum(FOLLOWER_RANGES, FOLLOWERS_MESSAGE).nullable(),
    instagramFollowers: z.enum(FOLLOWER_RANGES, FOLLOWERS_MESSAGE).nullable(),
  })
  .partial()
  .strict();
export type UpdateProfileInput = z.input<typeof UpdateProfileInputSchema>;
