// Profile shapes: the owner's full profile, the public view other users get, and the owner's update.
import { z } from 'zod';
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

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable();

/** Fields the owner may change (B7 "Update by id"); email and role are not among them. */
export const UpdateProfileInputSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(120),
    companyName: text(160),
    location: text(120),
    bio: text(2000),
    businessBio: text(2000),
    instagram: text(200),
    tiktok: text(200),
    twitter: text(200),
    youtube: text(200),
    websitePortfolio: text(2048).refine(
      (v) => v === null || /^https?:\/\/\S+\.\S+/.test(v),
      'Enter a full link starting with http:// or https://',
    ),
    contentNiches: text(1000),
    hashtagsKeywords: text(1000),
    preferredContentTypes: text(1000),
    preferredIndustry: z.array(z.enum(BUSINESS_INDUSTRIES)).max(BUSINESS_INDUSTRIES.length).nullable(),
    phoneNumber: text(40).refine((v) => v === null || /^[+()\d\s.-]{5,40}$/.test(v), 'Enter a valid phone number'),
    campaignBudget: z.enum(BUDGET_RANGES).nullable(),
    targetAudience: z.enum(TARGET_AUDIENCES).nullable(),
    tiktokFollowers: z.enum(FOLLOWER_RANGES).nullable(),
    instagramFollowers: z.enum(FOLLOWER_RANGES).nullable(),
  })
  .partial()
  .strict();
export type UpdateProfileInput = z.input<typeof UpdateProfileInputSchema>;
