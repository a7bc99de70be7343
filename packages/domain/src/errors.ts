// Every error code the API answers with, once: the server may only throw these, and the web matches them by name.
// The error body: { statusCode, error, message, code?, title?, reasons?, issues? } (ApiErrorSchema).
import { z } from 'zod';

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
  'EMAIL_TAKEN',
  'INVALID_CREDENTIALS',
  'ROLE_MISMATCH',
  'PROFILE_MISSING',
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
  'LEAVE_UNCHANGED',
  'UPLOAD_NOT_ALLOWED',
  'SLOTS_FULL',
  'DUPLICATE_POST',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/** An error body from the API: `message` is what the toast shows; `reasons` lists password-policy failures. */
export const ApiErrorSchema = z.object({
  statusCode: z.number(),
  error: z.string(),
  message: z.string(),
  code: z.enum(ERROR_CODES).optional(),
  /** A toast title for rule violations that the spec titles (e.g. 'Missing Budget'). */
  title: z.string().optional(),
  reasons: z.array(z.string()).optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
