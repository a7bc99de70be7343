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

export async function apiFetch<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: init.method ?? 'GET',
      credentials: 'same-origin',
      headers: init.body === undefined ? undefined : { 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    throw new ApiRequestError(0, { message: 'Network error. Check your connection and try again.' });
  }
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
  patch: <T>(path: string, body: unknown) => apiFetch<T>(path, { method: 'PATCH', body }),
  put: <T>(path: string, body: unknown) => apiFetch<T>(path, { method: 'PUT', body }),
  delete: <T>(path: string) => apiFetch<T>(path, { method: 'DELETE' }),
};
