// Every error code the API answers with, once: the server may only throw these, and the web matches them by name.
// The error body: { statusCode, error, message, code?, title?, reasons?, issues? } (ApiError). No zod here: the web
// app reads error bodies on every page, the landing page included, and zod loads only with the forms.

export const ERROR_CODES = [
  // Any route
  'VALIDATION_ERROR',
  'BAD_REQUEST',
  'INVALID_CHARACTERS',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'WRONG_ROLE',
  'BAD_ORIGIN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'URI_TOO_LONG',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'IDEMPOTENCY_KEY_REUSED',
  'INTERNAL_ERROR',
  // Auth
  'WEAK_PASSWORD',
  'INVALID_CREDENTIALS',
  'ROLE_MISMATCH',
  'PROFILE_MISSING',
  // Account links and confirmation (issue 27)
  'INVALID_ACCOUNT_LINK',
  'EMAIL_NOT_CONFIRMED',
  // Business campaigns (B5 rules, B4 lifecycle, applicants)
  'MISSING_INFORMATION',
  'MISSING_BUDGET',
  'INVALID_DATE_RANGE',
  'CAMPAIGN_TOO_LONG',
  'END_DATE_PASSED',
  'DATE_OUT_OF_RANGE',
  'INVALID_BUDGET',
  'MAX_BELOW_PARTICIPANTS',
  'INVALID_TRANSITION',
  'NOT_PENDING',
  'CAMPAIGN_FULL',
  'PARTNERSHIP_LIMIT',
  // Creators (C4, C5)
  'NOT_LIVE',
  'ALREADY_APPLIED',
  'ALREADY_LEFT',
  'NOT_PART',
  'CAMPAIGN_ENDED',
  /** A campaign someone took part in: ended, never deleted (issue 25). */
  'CAMPAIGN_HAS_PARTICIPANTS',
  'LEAVE_UNCHANGED',
  'UPLOAD_NOT_ALLOWED',
  'SLOTS_FULL',
  'DUPLICATE_POST',
  // Image uploads (B3/C3 Files)
  'IMAGE_EMPTY',
  'IMAGE_TOO_LARGE',
  'IMAGE_UNSUPPORTED',
  'IMAGE_UNREADABLE',
  'IMAGE_TOO_MANY_PIXELS',
  'IMAGE_KIND_NOT_ALLOWED',
  'IMAGE_DUPLICATE',
  'PORTFOLIO_FULL',
  // Profiles (B7, C3)
  'FIELD_NOT_IN_ROLE',
  // Invitations (issue 10)
  'NOT_A_CREATOR',
  'ALREADY_INVITED',
  'CREATOR_LEFT',
  'CREATOR_REJECTED',
  'CREATOR_ALREADY_APPLIED',
  'INVITATION_NOT_PENDING',
  // Chat (issue 11)
  'CHAT_SELF',
  'CHAT_SAME_ROLE',
  'CHAT_NO_RELATION',
  'CHAT_BLOCKED',
  'MESSAGE_ID_REUSED',
  // Performance pay and content review (issue 12)
  'INVALID_PAY_TERMS',
  'PAY_TERMS_LOWERED',
  'INVALID_CONTENT_STAGE',
  'FIX_WINDOW_CLOSED',
  'METRICS_BELOW_VERIFIED',
  'NO_CONNECTED_ACCOUNT',
  'HOLD_NOT_OPEN',
  'EARNINGS_FINAL',
  'PROVIDER_NOT_CONFIGURED',
  'PROVIDER_ERROR',
  // Money (issue 13)
  'INSUFFICIENT_FUNDS',
  'NOT_FUNDABLE',
  'NO_PAYOUT_ACCOUNT',
  'PAYMENT_DECLINED',
  'CHECKOUT_NOT_OPEN',
  'BAD_SIGNATURE',
  // Disputes, refunds and Withdraw balance (issue 25)
  'WALLET_BELOW_ZERO',
  'NOTHING_TO_WITHDRAW',
  'DISPUTE_CLOSED',
  // Account settings: password, email, devices (issue 27)
  'WRONG_PASSWORD',
  'SAME_EMAIL',
  'EMAIL_IN_USE',
  'CURRENT_SESSION',
  // Account settings: delete my account (issue 27)
  'ACCOUNT_DELETION_BLOCKED',
  // Operators (issue 28): an operator session that has not passed its second factor yet (production)
  'SECOND_FACTOR_REQUIRED',
  // Operator console: appeals, decisions, suspensions (issue 28)
  'ALREADY_DECIDED',
  'APPEAL_CLOSED',
  'VOID_ALREADY_REQUESTED',
  'ACCOUNT_SUSPENDED',
  'ALREADY_SUSPENDED',
  'NOT_SUSPENDED',
  // Disputes on posts (issue 28 item 4)
  'DISPUTE_ALREADY_OPEN',
  // Terms, agreements, disclosure, revisions and tax details (issue 29)
  'TERMS_WORSENED',
  'AGREEMENT_REQUIRED',
  'AGREEMENT_OUTDATED',
  'ALREADY_AGREED',
  'PLATFORM_NOT_IN_TERMS',
  'POSTS_PER_CREATOR_REACHED',
  'REVISION_LIMIT_REACHED',
  'DISCLOSURE_NOT_CONFIRMED',
  'TAX_DETAILS_REQUIRED',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/** The `error` field of an error body for each status the API (or a gateway in front of it) answers with. */
export const STATUS_TEXT: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** An error body from the API: `message` is what the toast shows; `reasons` lists password-policy failures. */
export interface ApiError {
  statusCode: number;
  error: string;
  message: string;
  code?: ErrorCode;
  /** A toast title for rule violations that the spec titles (e.g. 'Missing Budget'). */
  title?: string;
  reasons?: string[];
  issues?: Array<{ path: string; message: string }>;
  /** The input fields a broken business rule concerns (the API's names), so a form can mark them. */
  fields?: string[];
}

/**
 * The fields of an error body that have the right type; the others are left out (a body from a proxy in between, or
 * from another version of the server, may lack them or carry other things). The code is kept only when it is one of
 * ERROR_CODES.
 */
export function readApiError(body: unknown): Partial<ApiError> {
  return readApiErrorFields(body, isErrorCode);
}

/**
 * readApiError with the code checked by `isCode`: by default any string, which the web app uses (it compares a code
 * only with the codes it knows, so an unknown one matches nothing), so that its first download does not carry the
 * whole list of codes.
 */
export function readApiErrorFields(
  body: unknown,
  isCode: (value: unknown) => value is ErrorCode = (value): value is ErrorCode => typeof value === 'string',
): Partial<ApiError> {
  if (typeof body !== 'object' || body === null) return {};
  const b = body as Record<string, unknown>;
  const out: Partial<ApiError> = {};
  if (typeof b.statusCode === 'number') out.statusCode = b.statusCode;
  if (typeof b.error === 'string') out.error = b.error;
  if (typeof b.message === 'string') out.message = b.message;
  if (isCode(b.code)) out.code = b.code;
  if (typeof b.title === 'string') out.title = b.title;
  if (Array.isArray(b.reasons) && b.reasons.every((r) => typeof r === 'string')) out.reasons = b.reasons;
  if (Array.isArray(b.fields) && b.fields.every((f) => typeof f === 'string')) out.fields = b.fields;
  if (
    Array.isArray(b.issues) &&
    b.issues.every(
      (i) =>
        typeof i === 'object' &&
        i !== null &&
        typeof (i as { path?: unknown }).path === 'string' &&
        typeof (i as { message?: unknown }).message === 'string',
    )
  )
    out.issues = b.issues.map((i: { path: string; message: string }) => ({ path: i.path, message: i.message }));
  return out;
}
