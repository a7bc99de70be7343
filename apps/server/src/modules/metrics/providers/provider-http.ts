// What both adapters share on the wire: one request with a deadline, its JSON answer, and errors that never carry a
// token (URLs and request bodies hold tokens and the client secret, so neither is ever put in a message).
import { CAPTION_MAX_CHARS } from '@microreach/domain/disclosure';
import { PREVIEW_SOURCE_URL_MAX_CHARS } from '@microreach/domain/post-preview';
import type { z } from 'zod';
import { type DownloadedImage, type MetricsPlatform, ProviderError } from './types.ts';

export const DEFAULT_TIMEOUT_MS = 10_000;
/** A platform's own message is kept for debugging, cut to this length. */
const MAX_MESSAGE_LENGTH = 300;

export interface HttpClient {
  platform: MetricsPlatform;
  fetch: typeof fetch;
  timeoutMs: number;
}

export interface HttpAnswer {
  status: number;
  headers: Headers;
  /** The parsed JSON; undefined when the body was empty. */
  body: unknown;
}

/**
 * Sends the request and parses the answer as JSON. `secrets` are the values this request carries (tokens, client
 * secret): they are cut out of anything that could end up in an error message.
 */
export async function sendRequest(
  http: HttpClient,
  url: string | URL,
  init: RequestInit,
  secrets: readonly string[],
): Promise<HttpAnswer> {
  // One deadline for the whole exchange: connecting, the headers and reading the body.
  const signal = AbortSignal.timeout(http.timeoutMs);
  let response: Response;
  let text: string;
  try {
    response = await http.fetch(url, { ...init, signal, redirect: 'error' });
    text = await response.text();
  } catch (err) {
    if (signal.aborted || isAbortError(err)) {
      throw new ProviderError(http.platform, 'timeout', `no answer within ${http.timeoutMs} ms`);
    }
    // undici's "fetch failed" with an ECONNREFUSED/ENOTFOUND cause; neither names the query string.
    const code = (err as { cause?: { code?: unknown } })?.cause?.code;
    throw new ProviderError(
      http.platform,
      'unavailable',
      redact(`request failed${typeof code === 'string' ? ` (${code})` : ''}`, secrets),
    );
  }
  const { status, headers } = response;
  if (text.trim() === '') return { status, headers, body: undefined };
  try {
    return { status, headers, body: JSON.parse(text) };
  } catch {
    // An HTML error page from a proxy or the platform's edge: the status says more than the body.
    if (status === 429) {
      throw new ProviderError(http.platform, 'rate_limited', `HTTP ${status}`, {
        status,
        retryAfterSeconds: parseRetryAfter(headers),
      });
    }
    if (status >= 500) throw new ProviderError(http.platform, 'unavailable', `HTTP ${status}`, { status });
    throw new ProviderError(http.platform, 'malformed', `HTTP ${status} with a body that is not JSON`, { status });
  }
}

function isAbortError(err: unknown): boolean {
  const name = (err as { name?: unknown } | null)?.name;
  return name === 'TimeoutError' || name === 'AbortError';
}

/** Parses a successful answer, or throws 'malformed' naming only the paths that did not fit (zod 4 issues carry no
 * input values, and none are copied here). */
export function parseAnswer<S extends z.ZodType>(
  platform: MetricsPlatform,
  schema: S,
  answer: HttpAnswer,
  what: string,
): z.output<S> {
  const parsed = schema.safeParse(answer.body);
  if (parsed.success) return parsed.data;
  const paths = [...new Set(parsed.error.issues.map((i) => i.path.join('.') || '(root)'))].slice(0, 5);
  throw new ProviderError(platform, 'malformed', `${what}: unexpected answer at ${paths.join(', ')}`, {
    status: answer.status,
  });
}

/** The platform's message, without any of the request's secrets, cut to a readable length. */
export function redact(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) {
    if (secret.length >= 4) out = out.split(secret).join('[redacted]');
  }
  return out.length > MAX_MESSAGE_LENGTH ? `${out.slice(0, MAX_MESSAGE_LENGTH)}...` : out;
}

/** Retry-After in seconds, as a number of seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(headers: Headers, now = Date.now()): number | undefined {
  const value = headers.get('retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * A caption as the platform sent it, or null when it left it out or sent something that is no caption: not text, or
 * longer than any platform allows (CAPTION_MAX_CHARS). Never a reason to call the whole answer malformed: the figures
 * still count, and the disclosure stays unchecked.
 */
export function captionOf(value: unknown): string | null {
  return typeof value === 'string' && value.length <= CAPTION_MAX_CHARS ? value : null;
}

/**
 * A thumbnail URL as the platform sent it (issue 30), or null when it is none we would download: not text, longer than
 * PREVIEW_SOURCE_URL_MAX_CHARS, not a URL, not https, or carrying credentials. `apiBaseUrl` is the API host this
 * adapter was configured with: plain http is taken only on that very origin, which is the local fake's in tests and
 * development (the platforms' own hosts are https, so in production only https passes).
 */
export function thumbnailUrlOf(value: unknown, apiBaseUrl: string): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > PREVIEW_SOURCE_URL_MAX_CHARS) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.username !== '' || url.password !== '') return null;
  if (url.protocol === 'https:') return url.href;
  const api = new URL(apiBaseUrl);
  return url.protocol === 'http:' && api.protocol === 'http:' && url.origin === api.origin ? url.href : null;
}

/** The image types a thumbnail may come as: what the image pipeline decodes (it judges the bytes again). */
const THUMBNAIL_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']);

/**
 * Downloads a thumbnail through the adapter's own fetch, under its deadline (connecting, headers and the whole body):
 * no redirects, an image type only, at most `maxBytes` (a declared length over it is refused before reading, and the
 * body is cut off as soon as it passes it). The URL is checked again with thumbnailUrlOf. URLs are signed: none is put
 * in an error message.
 */
export async function downloadImage(
  http: HttpClient,
  apiBaseUrl: string,
  value: string,
  maxBytes: number,
): Promise<DownloadedImage> {
  const url = thumbnailUrlOf(value, apiBaseUrl);
  if (url === null) throw new ProviderError(http.platform, 'bad_request', 'thumbnail: not a URL we download');
  const signal = AbortSignal.timeout(http.timeoutMs);
  try {
    const response = await http.fetch(url, {
      method: 'GET',
      signal,
      redirect: 'error',
      headers: { accept: 'image/*' },
    });
    const refuse = (message: string, kind: 'bad_request' | 'unavailable' = 'bad_request') => {
      response.body?.cancel().catch(() => {});
      return new ProviderError(http.platform, kind, `thumbnail: ${message}`, { status: response.status });
    };
    if (response.status !== 200) {
      throw refuse(
        `HTTP ${response.status}`,
        response.status >= 500 || response.status === 429 ? 'unavailable' : 'bad_request',
      );
    }
    const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!THUMBNAIL_TYPES.has(contentType)) throw refuse(`not an image (${contentType.slice(0, 60) || 'no type'})`);
    const declared = Number(response.headers.get('content-length'));
    if (Number.isFinite(declared) && declared > maxBytes) throw refuse(`larger than ${maxBytes} bytes`);
    if (!response.body) throw refuse('empty');
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = response.body.getReader();
    for (;;) {
      const { done, value: chunk } = await reader.read();
      if (done) break;
      size += chunk.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => {});
        throw new ProviderError(http.platform, 'bad_request', `thumbnail: larger than ${maxBytes} bytes`);
      }
      chunks.push(chunk);
    }
    if (size === 0) throw new ProviderError(http.platform, 'bad_request', 'thumbnail: empty');
    return { bytes: Buffer.concat(chunks), contentType };
  } catch (err) {
    if (err instanceof ProviderError) throw err;
    if (signal.aborted || isAbortError(err)) {
      throw new ProviderError(http.platform, 'timeout', `thumbnail: no answer within ${http.timeoutMs} ms`);
    }
    const code = (err as { cause?: { code?: unknown } })?.cause?.code;
    throw new ProviderError(
      http.platform,
      'unavailable',
      `thumbnail: request failed${typeof code === 'string' ? ` (${code})` : ''}`,
    );
  }
}

/** A base URL without its trailing slashes, so paths can be appended with one '/'. */
export function trimBaseUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error(`Not an http(s) URL: ${url}`);
  return parsed.href.replace(/\/+$/, '');
}

export const secondsFromNow = (seconds: number, now = Date.now()) => new Date(now + seconds * 1000);
