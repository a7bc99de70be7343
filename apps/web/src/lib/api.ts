// The one HTTP client: same-origin JSON calls with the session cookie, typed by the API's OpenAPI document
// (api-types.ts, generated from the server's zod schemas). Failures become ApiRequestError.
import { type ApiError, type ErrorCode, readApiErrorFields } from '@microreach/domain/errors';
import { GENERIC_ERROR } from '@microreach/domain/messages';
import createClient from 'openapi-fetch';
import type { paths } from './api-types';

export class ApiRequestError extends Error {
  readonly status: number;
  readonly code?: ErrorCode;
  readonly reasons?: string[];
  /** The fields a refused request got wrong (a 400's zod issues: path and message). */
  readonly issues?: ApiError['issues'];
  /** A toast title the server chose (the spec's rule violations, e.g. 'Missing Budget'). */
  readonly title?: string;
  /** The input fields a broken rule concerns (the API's field names). */
  readonly fields?: readonly string[];
  constructor(status: number, body: Partial<ApiError>) {
    super(body.message ?? GENERIC_ERROR);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = body.code;
    this.reasons = body.reasons;
    this.issues = body.issues;
    this.title = body.title;
    this.fields = body.fields;
  }
}

const NETWORK_ERROR = 'Network error. Check your connection and try again.';

/** A gateway in front answered for the app (B8: 502, 503 and 504 are retryable). */
const RETRYABLE_STATUSES = new Set([502, 503, 504]);
const RETRY_DELAYS_MS = [300, 1000];

/**
 * fetch with the client's retry rule: only a request the server can recognise as a repeat (one carrying an
 * Idempotency-Key) is sent again, after a lost connection or a gateway error, twice at most.
 */
async function fetchWithRetries(request: Request): Promise<Response> {
  const delays = request.headers.has('idempotency-key') ? RETRY_DELAYS_MS : [];
  for (let i = 0; ; i++) {
    try {
      const res = await fetch(request.clone());
      if (!RETRYABLE_STATUSES.has(res.status) || i >= delays.length) return res;
    } catch {
      if (i >= delays.length) throw new ApiRequestError(0, { message: NETWORK_ERROR });
    }
    await new Promise((resolve) => setTimeout(resolve, delays[i]));
  }
}

/** Typed calls: `client.GET('/api/business/campaigns/{id}', { params: { path: { id } } })`; use with `ok()`. */
export const client = createClient<paths>({
  // An absolute base: Request needs one outside a browser page (tests).
  baseUrl: globalThis.location?.origin ?? 'http://localhost',
  credentials: 'same-origin',
  fetch: fetchWithRetries,
});

/** The data of a successful call, or an ApiRequestError with the server's message, code and title. */
export async function ok<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  let result: Awaited<typeof call>;
  try {
    result = await call;
  } catch (err) {
    if (err instanceof ApiRequestError) throw err;
    throw new ApiRequestError(0, { message: NETWORK_ERROR });
  }
  const { data, error, response } = result;
  if (!response.ok) {
    throw new ApiRequestError(response.status, readApiErrorFields(error));
  }
  return data as T;
}

/**
 * The options that make a typed call send `file` as the multipart/form-data body its operation documents (one file in
 * the field "file"): `ok(client.POST('/api/me/portfolio', withFile(file)))`. The path, its parameters, the typed
 * answer and the ApiRequestError of a failure are those of every other call.
 */
export function withFile(file: Blob) {
  return {
    body: { file },
    // A FormData body: the browser writes the multipart Content-Type with its boundary.
    bodySerializer: (body: { file: Blob }) => {
      const form = new FormData();
      form.append('file', body.file);
      return form;
    },
  };
}

/** The Idempotency-Key header for a creating call (docs/decisions/006). */
export const idempotencyHeader = (key: string) => ({ 'idempotency-key': key });
