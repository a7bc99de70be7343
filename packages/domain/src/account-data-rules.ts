// The zod-free part of account-data.ts: its limits, texts, formatters and policies, for a page that validates nothing
// (it downloads no zod with them). account-data.ts re-exports all of it; its schemas stay there.

/** What the account settings page and the server say. */
export const accountDataMessages = {
  downloading: 'Your data is downloading',
  downloadFailed: 'Your data could not be downloaded. Please try again.',
  tooManyExports: 'You can download your data 5 times an hour. Please try again later.',
  deleted: 'Account deleted',
  wrongPassword: 'The password is not correct.',
  tooManyDeleteAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  confirmWord: 'Type DELETE to confirm.',
  /** The 409's message; its `reasons` list each thing to settle first. */
  blocked: 'Your account cannot be deleted yet:',
} as const;

/** The word typed in the confirmation dialog. */
export const DELETE_CONFIRM_WORD = 'DELETE';
/** Data downloads allowed per person in an hour. */
export const EXPORTS_PER_HOUR = 5;
/** What a deleted person is called wherever their messages, applications or posts still show. */
export const DELETED_USER_NAME = 'Deleted user';

/** The name of the downloaded file: microreach-data-YYYY-MM-DD.json (the day in UTC). */
export function exportFileName(at: Date): string {
  return `microreach-data-${at.toISOString().slice(0, 10)}.json`;
}
