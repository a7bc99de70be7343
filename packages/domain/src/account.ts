// Account settings' sign-in details (issue 27 item 4): changing the password, changing the email address (confirmed
// by a link mailed to the new one) and the signed-in devices. The forms and the routes check the same schemas.
import { z } from 'zod';
import './validation-messages.ts';

import { accountMessages } from './account-rules.ts';
import { EmailSchema, PasswordSchema } from './auth.ts';
import { AUTH_ROLES } from './auth-roles.ts';

export { accountMessages, EMAIL_CHANGE_LIMIT, WRONG_PASSWORD_LIMIT } from './account-rules.ts';

/** A password checked against the stored hash: no policy, a wrong one is just wrong. */
const CurrentPasswordSchema = z
  .string('Enter your current password.')
  .min(1, 'Enter your current password.')
  .max(1024, 'Password must be at most 1024 characters.');

/** POST /api/account/password. */
export const ChangePasswordInputSchema = z
  .object({
    currentPassword: CurrentPasswordSchema,
    newPassword: PasswordSchema,
  })
  .strict();
export type ChangePasswordInput = z.infer<typeof ChangePasswordInputSchema>;

/** The form: the request's fields and the new password typed twice. */
export const ChangePasswordFormSchema = ChangePasswordInputSchema.extend({
  confirmPassword: z.string().max(1024, 'Password must be at most 1024 characters.'),
}).refine((v) => v.confirmPassword === v.newPassword, {
  message: accountMessages.passwordsDiffer,
  path: ['confirmPassword'],
});

export const ChangePasswordResultSchema = z.object({
  /** How many other sessions were signed out. */
  endedSessions: z.number().int(),
});

/** POST /api/account/email: the new address (normalised as sign-up does) and the current password. */
export const ChangeEmailInputSchema = z
  .object({
    newEmail: EmailSchema,
    currentPassword: CurrentPasswordSchema,
  })
  .strict();
export type ChangeEmailInput = z.input<typeof ChangeEmailInputSchema>;

/** The answer to a change of email: the same whether or not the address has an account (no enumeration). */
export const EmailChangeRequestedSchema = z.object({ sentTo: z.string() });

/** GET /api/account/email. */
export const EmailSettingsSchema = z.object({
  email: z.string(),
  emailConfirmed: z.boolean(),
  /** A change waiting for its link to be followed, and when that link expires. */
  pendingEmail: z.string().nullable(),
  pendingExpiresAt: z.string().nullable(),
});
export type EmailSettings = z.infer<typeof EmailSettingsSchema>;

/** POST /api/account/email/confirm: the token of the mailed link (its shape is checked with the token). */
export const ConfirmEmailChangeInputSchema = z
  .object({ token: z.string('This link is incomplete.').min(1, 'This link is incomplete.').max(200) })
  .strict();

export const EmailChangeConfirmedSchema = z.object({
  email: z.string(),
  /** Whether the request that confirmed is still signed in to this account (the page links to settings, or sign-in). */
  signedIn: z.boolean(),
  /** The account's role, for the Sign In link's role picker. */
  role: z.enum(AUTH_ROLES),
});

/** One signed-in device. */
export const AccountSessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  /** When the session was last renewed or used to sign in (auth_sessions.updated_at). */
  lastUsedAt: z.string(),
  /** 'Chrome on macOS', read from the browser's user agent. */
  device: z.string(),
  ipAddress: z.string().nullable(),
  /** The session of the request itself. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof AccountSessionSchema>;

/** GET /api/account/sessions: the current session first, then the most recently used. */
export const AccountSessionListSchema = z.object({ sessions: z.array(AccountSessionSchema) });

export const SessionIdParamsSchema = z.object({ id: z.uuid('Not a session of yours.') });

export const SignedOutOthersSchema = z.object({ ended: z.number().int() });
