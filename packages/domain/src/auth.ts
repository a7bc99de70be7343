// Sign-up, sign-in and profile shapes shared by the auth form and the auth routes.
import { z } from 'zod';
// Installs the sentence-worded messages for every schema, whichever subpath of the package is imported first.
import './validation-messages.ts';
import { AUTH_ROLES } from './auth-roles.ts';
import { isRealIsoDate, todayIso } from './calendar.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';
import { PREFERRED_CONTENT_TYPES, PREFERRED_INDUSTRIES } from './options.ts';
import { ROLES } from './statuses.ts';
import { checkShownText } from './text.ts';

/** 'Location must be at most 120 characters.' */
export function tooLongMessage(label: string, max: number): string {
  return `${label} must be at most ${max} characters.`;
}

/** Optional free text; blank becomes undefined. `label` names the field in the too-long message. */
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLongMessage(label, max))
    .superRefine(checkShownText)
    .optional()
    .transform((v) => (v ? v : undefined));

/** A website as people type it into the form: a full link with its scheme. */
export const WEBSITE_PATTERN = /^https?:\/\/\S+\.\S+/;
export const WEBSITE_MESSAGE = 'Enter a full website link starting with http:// or https://.';

const optionalUrl = optionalText('Website', 2048).refine(
  (v) => v === undefined || WEBSITE_PATTERN.test(v),
  WEBSITE_MESSAGE,
);

/**
 * A social handle as people type it: '@name', 'name' or a profile link on the platform's own site. Stored bare
 * (no '@'), so profile links can be built from it; spaces and other characters the platforms never allow are refused.
 */
function handle(platform: 'Instagram' | 'TikTok', host: string, pattern: RegExp) {
  const message = `Enter your ${platform} handle without spaces, like @yourname.`;
  return z
    .string()
    .trim()
    .max(200, tooLongMessage(`${platform} handle`, 200))
    .transform((v) => {
      if (v === '') return null;
      const link = new RegExp(
        `^(?:https?://)?(?:www\\.)?${host.replace('.', '\\.')}/@?([^/?#\\s]+)/?(?:[?#].*)?$`,
        'i',
      );
      const fromLink = link.exec(v)?.[1];
      return (fromLink ?? v).replace(/^@/, '');
    })
    .refine((v) => v === null || pattern.test(v), message)
    .nullable();
}
/** Instagram: letters, digits, '.' and '_', up to 30. TikTok: the same, 2 to 24. */
export const InstagramHandleSchema = handle('Instagram', 'instagram.com', /^[A-Za-z0-9._]{1,30}$/);
export const TikTokHandleSchema = handle('TikTok', 'tiktok.com', /^[A-Za-z0-9._]{2,24}$/);
// Messages are sentences for people: the sign-up toast shows them as 'Authentication failed: {message}'.
const EMAIL_MESSAGE = 'Enter a valid email address.';
/** RFC 5321's longest address. */
export const EMAIL_MAX_LENGTH = 254;
export const EmailSchema = z
  .string(EMAIL_MESSAGE)
  .max(EMAIL_MAX_LENGTH, 'Email address must be at most 254 characters.')
  .trim()
  .toLowerCase()
  .pipe(z.email(EMAIL_MESSAGE).max(EMAIL_MAX_LENGTH, 'Email address must be at most 254 characters.'));

export const PasswordSchema = z
  .string('Enter a password.')
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`);

/** A person's name: trimmed first, so a name of only spaces counts as none. */
export const PersonNameSchema = z
  .string('Enter your name.')
  .trim()
  .min(1, 'Enter your name.')
  .max(120, 'Name must be at most 120 characters.')
  .superRefine(checkShownText);

/** ISO date (yyyy-mm-dd) of a real day in the past. */
export const DateOfBirthSchema = z
  .string()
  .max(10, 'Enter your date of birth as YYYY-MM-DD.')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter your date of birth as YYYY-MM-DD.')
  .refine((v) => isRealIsoDate(v) && v < todayIso(), 'Enter a real date of birth in the past.');

const ROLE_MESSAGE = 'Choose Business or Influencer.';

// Split in two so the fields are checked in the form's order and the first problem named is the first on screen.
const SignUpHead = {
  email: EmailSchema,
  password: PasswordSchema,
  name: PersonNameSchema,
};
const SignUpTail = {
  location: optionalText('Location', 120),
  // Handles: with or without a leading @, or a profile link; stored bare, as the profile settings store them.
  instagram: InstagramHandleSchema.optional().transform((v) => v ?? undefined),
  tiktok: TikTokHandleSchema.optional().transform((v) => v ?? undefined),
  twitter: optionalText('Twitter / X handle', 200),
  youtube: optionalText('YouTube channel', 200),
  websitePortfolio: optionalUrl,
};

export const BusinessSignUpInputSchema = z.object({
  role: z.literal('smb', ROLE_MESSAGE),
  ...SignUpHead,
  companyName: z
    .string('Enter your company name.')
    .trim()
    .min(1, 'Enter your company name.')
    .max(160, 'Company name must be at most 160 characters.')
    .superRefine(checkShownText),
  ...SignUpTail,
});

const CONTENT_TYPES_MESSAGE = 'Choose preferred content types from the list.';
const INDUSTRIES_MESSAGE = 'Choose preferred industries from the list.';

export const InfluencerSignUpInputSchema = z.object({
  role: z.literal('influencer', ROLE_MESSAGE),
  ...SignUpHead,
  dateOfBirth: DateOfBirthSchema.optional().or(z.literal('').transform(() => undefined)),
  preferredContentTypes: z
    .array(z.enum(PREFERRED_CONTENT_TYPES, CONTENT_TYPES_MESSAGE), CONTENT_TYPES_MESSAGE)
    .max(PREFERRED_CONTENT_TYPES.length, CONTENT_TYPES_MESSAGE)
    .default([]),
  preferredIndustries: z
    .array(z.enum(PREFERRED_INDUSTRIES, INDUSTRIES_MESSAGE), INDUSTRIES_MESSAGE)
    .max(PREFERRED_INDUSTRIES.length, INDUSTRIES_MESSAGE)
    .default([]),
  ...SignUpTail,
});

export const SignUpInputSchema = z.discriminatedUnion(
  'role',
  [BusinessSignUpInputSchema, InfluencerSignUpInputSchema],
  {
    error: ROLE_MESSAGE,
  },
);
export type SignUpInput = z.input<typeof SignUpInputSchema>;
export type SignUpData = z.output<typeof SignUpInputSchema>;

export const SignInInputSchema = z.object({
  role: z.enum(AUTH_ROLES, ROLE_MESSAGE),
  email: EmailSchema,
  // No length rule on sign-in: a wrong password is just a wrong password.
  password: z
    .string('Enter your password.')
    .min(1, 'Enter your password.')
    .max(1024, 'Password must be at most 1024 characters.'),
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
  /** The address was proven theirs (the mailed confirmation link, or a password reset by email). */
  emailConfirmed: z.boolean(),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

export const AuthResultSchema = z.object({ user: CurrentUserSchema });

// One-time account links (issue 27): forgot password and email confirmation.

/** The secret of a mailed link as it can arrive: bounded, so nothing huge reaches the database. */
export const AccountLinkTokenSchema = z
  .string('This link is incomplete. Open it again from the email.')
  .min(1, 'This link is incomplete. Open it again from the email.')
  .max(200, 'This link is incomplete. Open it again from the email.');

export const PasswordResetRequestInputSchema = z.object({ email: EmailSchema });
export type PasswordResetRequestInput = z.input<typeof PasswordResetRequestInputSchema>;

/** The one answer to a reset request, whether or not the address has an account. */
export const PasswordResetRequestedSchema = z.object({ message: z.string() });

export const AccountLinkInputSchema = z.object({ token: AccountLinkTokenSchema });

/** Whether a reset link still works: nothing about whose it is. */
export const AccountLinkStatusSchema = z.object({ valid: z.boolean() });

export const PasswordResetCompleteInputSchema = z.object({ token: AccountLinkTokenSchema, password: PasswordSchema });
export type PasswordResetCompleteInput = z.input<typeof PasswordResetCompleteInputSchema>;

/** The reset page's form: the new password twice. */
export const NewPasswordFormSchema = z
  .object({ password: PasswordSchema, confirmPassword: z.string().max(1024) })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'The passwords do not match.',
    path: ['confirmPassword'],
  });
export type NewPasswordForm = z.input<typeof NewPasswordFormSchema>;

/** After following a confirmation link: whether it was confirmed now or had been already. */
export const EmailConfirmedSchema = z.object({ alreadyConfirmed: z.boolean() });

/** A confirmation email was (re)sent: when, as ISO 8601. */
export const ConfirmationSentSchema = z.object({ sentAt: z.string() });
