// Errors a service throws; the error handler turns them into the JSON body the web app shows in its toasts.
import type { RuleViolation } from '@microreach/domain/campaigns';
import type { ErrorCode } from '@microreach/domain/errors';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: ErrorCode,
    readonly extra: { reasons?: string[]; retryAfterSeconds?: number; title?: string; fields?: readonly string[] } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, code: ErrorCode = 'BAD_REQUEST', reasons?: string[]) =>
  new AppError(400, message, code, { reasons });
export const unauthorized = (message = 'Authentication required') => new AppError(401, message, 'UNAUTHORIZED');
export const forbidden = (message = 'You do not have access to this resource', code: ErrorCode = 'FORBIDDEN') =>
  new AppError(403, message, code);
export const notFound = (message = 'Not found') => new AppError(404, message, 'NOT_FOUND');
export const conflict = (message: string, code: ErrorCode = 'CONFLICT') => new AppError(409, message, code);
/** A broken business rule the spec words as a titled toast (e.g. 'Missing Budget'). */
export const ruleViolation = (v: RuleViolation) =>
  new AppError(400, v.message, v.code, { title: v.title, fields: v.fields });
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, 'TOO_MANY_REQUESTS', { retryAfterSeconds });

/** PostgreSQL unique violation (23505), as raised by pg and by PGlite, possibly wrapped by Drizzle. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const pgErr = e as { code?: string; constraint?: string };
    if (pgErr.code === '23505') return constraint === undefined || pgErr.constraint === constraint;
  }
  return false;
}
