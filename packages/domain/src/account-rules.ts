// The zod-free part of account.ts: its limits, texts, formatters and policies, for a page that validates nothing (it
// downloads no zod with them). account.ts re-exports all of it; its schemas stay there.
import { accountLinkMessages } from './messages.ts';

/** What the account settings page and the server say. */
export const accountMessages = {
  wrongPassword: 'Your current password is not correct.',
  sameEmail: 'That is already your email address.',
  emailInUse: 'That email address is already in use.',
  /** A mailed link that is unknown, used, replaced, expired or of another kind (the same words as every link's). */
  linkExpired: accountLinkMessages.linkInvalid,
  currentSession: 'Use Sign Out to end this session.',
  passwordsDiffer: 'The two new passwords do not match.',
  passwordChanged: { title: 'Password changed', message: 'Your other devices were signed out.' },
  emailChangeSent: (to: string) => ({ title: 'Check your inbox', message: `We sent a link to ${to}.` }),
  pendingEmail: (pending: string, current: string) =>
    `We sent a link to ${pending}. Your email stays ${current} until you confirm.`,
  pendingCancelled: 'The change of email was cancelled.',
  emailChanged: (email: string) => `Your email address is now ${email}.`,
  noOtherDevices: 'No other devices are signed in.',
  otherDevicesSignedOut: (n: number) =>
    n === 1 ? 'One other device was signed out.' : `${n} other devices were signed out.`,
  deviceSignedOut: 'That device was signed out.',
} as const;

/** Wrong current passwords allowed per account in a window (the password and email forms together). */
export const WRONG_PASSWORD_LIMIT = { max: 5, windowSeconds: 15 * 60 } as const;
/** Changes of email an account may ask for in a window (each mails someone). */
export const EMAIL_CHANGE_LIMIT = { max: 5, windowSeconds: 60 * 60 } as const;
