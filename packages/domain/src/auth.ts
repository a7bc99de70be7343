// Sign-up, sign-in and profile shapes shared by the auth form and the auth routes.
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';
import { PREFERRED_CONTENT_TYPES, PREFERRED_INDUSTRIES } from './options.ts';
import { ROLES, type Role } from './statuses.ts';

/** The role as it appears in the /auth query string and the role picker. */
export const AUTH_ROLES = ['smb', 'influencer'] as const;
export type AuthRole = (typeof AUTH_ROLES)[number];
export const AUTH_TABS = ['signin', 'signup'] as const;
export type AuthTab = (typeof AUTH_TABS)[number];

export function toRole(authRole: AuthRole): Role {
  return authRole === 'smb' ? 'SMB' : 'Influencer';
}
export function toAuthRole(role: Role): AuthRole {
  return role === 'SMB' ? 'smb' : 'influencer';
}

export function parseAuthRole(value: string | null | undefined): AuthRole {
  return value === 'influencer' ? 'influencer' : 'smb';
}
export function parseAuthTab(value: string | null | undefined): AuthTab {
  return value === 'signup' ? 'signup' : 'signin';
}

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

const optionalUrl = z
  .string()
  .trim()
  .max(2048)
  .optional()
  .transform((v) => (v ? v : undefined))
  .refine(
    (v) => v === undefined || /^https?:\/\/\S+\.\S+/.test(v),
    'Enter a full link starting with http:// or https://',
  );

/** Instagram or TikTok handle, with or without a leading @, or a profile link. */
const optionalHandle = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((v) => (v ? v : undefined));

export const EmailSchema = z.string().trim().toLowerCase().pipe(z.email('Enter a valid email address').max(254));

export const PasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** ISO date (yyyy-mm-dd) of a real day in the past. */
export const PastDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && d.getTime() < Date.now();
  }, 'Enter a real date in the past');

const SignUpCommon = {
  email: EmailSchema,
  password: PasswordSchema,
  name: z.string().trim().min(1, 'Name is required').max(120),
  location: optionalText(120),
  instagram: optionalHandle,
  tiktok: optionalHandle,
  twitter: optionalHandle,
  youtube: optionalHandle,
  websitePortfolio: optionalUrl,
};

export const BusinessSignUpInputSchema = z.object({
  role: z.literal('smb'),
  ...SignUpCommon,
  companyName: z.string().trim().min(1, 'Company name is required').max(160),
});

export const InfluencerSignUpInputSchema = z.object({
  role: z.literal('influencer'),
  ...SignUpCommon,
  dateOfBirth: PastDateSchema.optional().or(z.literal('').transform(() => undefined)),
  preferredContentTypes: z.array(z.enum(PREFERRED_CONTENT_TYPES)).max(PREFERRED_CONTENT_TYPES.length).default([]),
  preferredIndustries: z.array(z.enum(PREFERRED_INDUSTRIES)).max(PREFERRED_INDUSTRIES.length).default([]),
});

export const SignUpInputSchema = z.discriminatedUnion('role', [BusinessSignUpInputSchema, InfluencerSignUpInputSchema]);
export type SignUpInput = z.input<typeof SignUpInputSchema>;
export type SignUpData = z.output<typeof SignUpInputSchema>;

export const SignInInputSchema = z.object({
  role: z.enum(AUTH_ROLES),
  email: EmailSchema,
  // No length rule on sign-in: a wrong password is just a wrong password.
  password: z.string().min(1, 'Password is required').max(1024),
});
export type SignInInput = z.input<typeof SignInInputSchema>;

/** The signed-in user as the client sees it (GET /api/me). */
export const CurrentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  companyName: z.string().nullable(),
  profilePicture: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

export const AuthResultSchema = z.object({ user: CurrentUserSchema });

/** An error body from the API: `message` is what the toast shows; `reasons` lists password-policy failures. */
export const ApiErrorSchema = z.object({
  statusCode: z.number(),
  error: z.string(),
  message: z.string(),
  code: z.string().optional(),
  /** A toast title for rule violations that the spec titles (e.g. 'Missing Budget'). */
  title: z.string().optional(),
  reasons: z.array(z.string()).optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
