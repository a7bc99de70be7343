// The one HTTP client: same-origin JSON calls with the session cookie; failures become ApiRequestError.
import { type ApiError, ApiErrorSchema, GENERIC_ERROR } from '@microreach/domain';

export class ApiRequestError extends Error {
  readonly status: number;
  readonly code?: string;
  readonly reasons?: string[];
  /** A toast title the server chose (the spec's rule violations, e.g. 'Missing Budget'). */
  readonly title?: string;
  constructor(status: number, body: Partial<ApiError>) {
    super(body.message ?? GENERIC_ERROR);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = body.code;
    this.reasons = body.reasons;
    this.title = body.title;
  }
}

interface RequestInit {
  method?: string;
  body?: unknown;
  /** Sent as Idempotency-Key; such a request is also retried on a lost connection or a gateway error. */
  idempotencyKey?: string;
}

/** A gateway in front answered for the app (B8: 502, 503 and 504 are retryable). */
const RETRYABLE_STATUSES = new Set([502, 503, 504]);
const RETRY_DELAYS_MS = [300, 1000];

async function send(path: string, init: RequestInit): Promise<Response> {
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.idempotencyKey) headers['idempotency-key'] = init.idempotencyKey;
  const attempt = () =>
    fetch(path, {
      method: init.method ?? 'GET',
      credentials: 'same-origin',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  // Only a request the server can recognise as a repeat is sent again.
  const delays = init.idempotencyKey ? RETRY_DELAYS_MS : [];
  for (let i = 0; ; i++) {
    try {
      const res = await attempt();
      if (!RETRYABLE_STATUSES.has(res.status) || i >= delays.length) return res;
    } catch {
      if (i >= delays.length) {
        throw new ApiRequestError(0, { message: 'Network error. Check your connection and try again.' });
      }
    }
    await new Promise((resolve) => setTimeout(resolve, delays[i]));
  }
}

export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await send(path, init);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (!res.ok) {
    const parsed = ApiErrorSchema.partial().safeParse(data);
    throw new ApiRequestError(res.status, parsed.success ? parsed.data : {});
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export const api = {
  get: <T>(path: string) => apiFetch<T>(path),
  post: <T>(path: string, body: unknown = {}) => apiFetch<T>(path, { method: 'POST', body }),
  /** A POST that creates something, safe to retry under its Idempotency-Key. */
  create: <T>(path: string, body: unknown, idempotencyKey: string) =>
    apiFetch<T>(path, { method: 'POST', body, idempotencyKey }),
  patch: <T>(path: string, body: unknown) => apiFetch<T>(path, { method: 'PATCH', body }),
  put: <T>(path: string, body: unknown) => apiFetch<T>(path, { method: 'PUT', body }),
  delete: <T>(path: string) => apiFetch<T>(path, { method: 'DELETE' }),
};
