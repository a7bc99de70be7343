// Reads a creator's own video metrics through TikTok API v2 (Login Kit for the grant, Display API video/query).
//
// Assumptions, from TikTok's public docs (2023-2026) as best known; the fake server answers the same way:
// - Consent: www.tiktok.com/v2/auth/authorize/ with client_key, comma-separated scope, response_type=code,
//   redirect_uri and state; the redirect brings code, scopes and state. No PKCE for web apps.
// - POST open.tiktokapis.com/v2/oauth/token/ (form: client_key, client_secret, code, grant_type=authorization_code,
//   redirect_uri; or grant_type=refresh_token with refresh_token) answers {open_id, scope, access_token, expires_in,
//   refresh_token, refresh_expires_in, token_type}. Lifetimes come from expires_in (the docs have said 24 h and lately
//   2 h for the access token, 365 and lately 180 days for the refresh token). Refresh tokens rotate: the old one
//   stops working once a new one is issued, so every refresh's answer must be stored whole.
// - OAuth errors are {error, error_description, log_id} (invalid_grant, invalid_client, ...); the HTTP status is not
//   documented, so the body decides.
// - POST /v2/oauth/revoke/ (form: client_key, client_secret, token) answers an empty body or {} on success.
// - API answers are {data, error:{code, message, log_id}} with code 'ok' on success; access_token_invalid (401),
//   scope_not_authorized and scope_permission_missed (401), rate_limit_exceeded (429), invalid_params (400),
//   internal_error (500). No Retry-After is documented; one is honoured if sent.
// - GET /v2/user/info/?fields=open_id,username,display_name: username needs the user.info.profile scope;
//   follower_count, likes_count and video_count (int64) need user.info.stats. A grant without that scope (the creator
//   unticked it, or connected before we asked for it) is read without them: the counts are then unknown.
// - POST /v2/video/query/?fields=... with JSON {"filters":{"video_ids":[...]}} (at most 20) answers only the token
//   holder's videos: another account's video or a deleted one is simply absent. Ids are strings (int64); counts are
//   int64 numbers and an absent count is unknown (null), never 0. share_url is https://www.tiktok.com/@{username}/video/{id}.
// - POST /v2/video/list/?fields=... with JSON {"max_count": n} (at most 20) lists the token holder's videos, newest
//   first: {data:{videos:[...], cursor, has_more}}; the same fields and scope (video.list) as video/query. The account's
//   recent media (issue 26) are its first page; share_url names the account, so an answer about another is not taken.
// - Short links (vm.tiktok.com/..., tiktok.com/t/...) need a redirect to resolve and are not accepted here.
// - video/query also reads video_description and title (issue 29: the caption, for a disclosure; the docs say 150
//   characters at most each). The video object has no branded-content field (TikTok takes the "branded content"
//   toggle only in its Content Posting API), so brandedContent is null.
// - video/query reads cover_image_url too (issue 30: the preview's picture), a signed CDN URL that expires after six
//   hours, so it is downloaded at once.
import { z } from 'zod';
import {
  captionOf,
  DEFAULT_TIMEOUT_MS,
  downloadImage,
  type HttpAnswer,
  type HttpClient,
  parseAnswer,
  parseRetryAfter,
  redact,
  secondsFromNow,
  sendRequest,
  thumbnailUrlOf,
  trimBaseUrl,
} from './provider-http.ts';
import {
  type AccountStats,
  type DownloadedImage,
  type MetricsProvider,
  type PostLookup,
  type PostRef,
  type ProviderAccount,
  ProviderError,
  type ProviderErrorKind,
  type ProviderOptions,
  type ProviderTokens,
  type RecentMediaItem,
} from './types.ts';

export const TIKTOK_BASE_URLS = {
  authBaseUrl: 'https://www.tiktok.com',
  apiBaseUrl: 'https://open.tiktokapis.com',
} as const;

/** user.info.profile is what the username field needs, user.info.stats the account's counts; video.list is what
 * video/query needs. */
export const TIKTOK_SCOPES = ['user.info.basic', 'user.info.profile', 'user.info.stats', 'video.list'] as const;
const STATS_SCOPE = 'user.info.stats';
/** video_description and title (issue 29): the caption, read for a disclosure; cover_image_url (issue 30): its picture. */
const VIDEO_FIELDS =
  'id,share_url,view_count,like_count,comment_count,share_count,create_time,video_description,title,cover_image_url';
const LIST_FIELDS = 'id,create_time,share_url,view_count,like_count,comment_count,share_count';
/** video/list's largest page. */
const MAX_LIST_COUNT = 20;
const USER_FIELDS = 'open_id,username,display_name';
const STATS_FIELDS = 'follower_count,likes_count,video_count';

export type TikTokProviderOptions = ProviderOptions;

const OAuthErrorSchema = z.object({
  error: z.string().min(1),
  error_description: z.string().optional(),
  log_id: z.string().optional(),
});
const ApiErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string().optional(), log_id: z.string().optional() }),
});
const TokenSchema = z.object({
  open_id: z.string().min(1),
  scope: z.string(),
  access_token: z.string().min(1),
  expires_in: z.number().int().positive(),
  refresh_token: z.string().min(1),
  refresh_expires_in: z.number().int().positive(),
});
const UserInfoSchema = z.object({
  data: z.object({ user: z.object({ open_id: z.string().min(1), username: z.string().min(1) }) }),
});
const StatCount = z.number().int().nonnegative().optional();
const UserStatsSchema = z.object({
  data: z.object({
    user: z.object({
      open_id: z.string().min(1),
      username: z.string().min(1),
      follower_count: StatCount,
      likes_count: StatCount,
      video_count: StatCount,
    }),
  }),
});
const Count = z.number().int().nonnegative().nullish();
const VideoSchema = z.object({
  id: z.string().regex(/^\d+$/),
  share_url: z.string().optional(),
  view_count: Count,
  like_count: Count,
  comment_count: Count,
  share_count: Count,
  create_time: z.number().int().nonnegative(),
  /** Asked for by video/query only; anything that is not text reads as unknown (captionOf), never malformed. */
  video_description: z.unknown().optional(),
  title: z.unknown().optional(),
  /** Asked for by video/query only (issue 30); anything unusable reads as no thumbnail, never malformed. */
  cover_image_url: z.unknown().optional(),
});
const VideoQuerySchema = z.object({ data: z.object({ videos: z.array(VideoSchema) }) });
const VideoListSchema = z.object({
  data: z.object({
    videos: z.array(VideoSchema),
    cursor: z.number().optional(),
    has_more: z.boolean().optional(),
  }),
});

/** The video (or photo post) id of a TikTok post URL (/@handle/video/{digits}); null otherwise. */
export function tiktokVideoId(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  if (!/^(?:www\.|m\.)?tiktok\.com$/i.test(parsed.hostname)) return null;
  const match = /^\/@[A-Za-z0-9._]{1,30}\/(?:video|photo)\/(\d{1,30})\/?$/.exec(parsed.pathname);
  return match ? match[1] : null;
}

/**
 * The caption of a video: its description and its title (a photo post's), each present one read; null when neither
 * came, or when either is no caption (then what came is not trusted to be all of it).
 */
function tiktokCaption(description: unknown, title: unknown): string | null {
  const present = [description, title].filter((value) => value !== undefined && value !== null);
  if (present.length === 0) return null;
  const parts: string[] = [];
  for (const value of present) {
    const text = captionOf(value);
    if (text === null) return null;
    if (text !== '' && !parts.includes(text)) parts.push(text);
  }
  return captionOf(parts.join('\n'));
}

/** The handle in a share_url, or null. */
function usernameOfShareUrl(shareUrl: string | undefined): string | null {
  if (shareUrl === undefined) return null;
  try {
    return /^\/@([A-Za-z0-9._]{1,30})\//.exec(new URL(shareUrl).pathname)?.[1] ?? null;
  } catch {
    return null;
  }
}

type Grant = 'authorization_code' | 'refresh_token' | 'api';

export class TikTokProvider implements MetricsProvider {
  readonly platform = 'tiktok' as const;
  private readonly http: HttpClient;
  private readonly authBaseUrl: string;
  private readonly apiBaseUrl: string;

  constructor(private readonly options: TikTokProviderOptions) {
    this.http = {
      platform: 'tiktok',
      fetch: options.fetch ?? globalThis.fetch,
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    };
    this.authBaseUrl = trimBaseUrl(options.authBaseUrl);
    this.apiBaseUrl = trimBaseUrl(options.apiBaseUrl);
  }

  authorizeUrl({ state, redirectUri }: { state: string; redirectUri: string }): string {
    const url = new URL(`${this.authBaseUrl}/v2/auth/authorize/`);
    url.search = new URLSearchParams({
      client_key: this.options.clientId,
      scope: TIKTOK_SCOPES.join(','),
      response_type: 'code',
      redirect_uri: redirectUri,
      state,
    }).toString();
    return url.href;
  }

  async exchangeCode(input: { code: string; redirectUri: string }) {
    const granted = await this.tokenRequest(
      { code: input.code, grant_type: 'authorization_code', redirect_uri: input.redirectUri },
      'authorization_code',
      [input.code],
    );
    const tokens = toTokens(granted);
    const user = await this.userInfo(tokens);
    if (user.open_id !== granted.open_id) {
      throw new ProviderError('tiktok', 'malformed', 'user info: open_id differs from the token answer');
    }
    const account: ProviderAccount = { externalId: granted.open_id, username: user.username };
    return { tokens, account };
  }

  async refresh(tokens: ProviderTokens): Promise<ProviderTokens> {
    if (tokens.refreshToken === null) throw new ProviderError('tiktok', 'token_revoked', 'no refresh token');
    const granted = await this.tokenRequest(
      { grant_type: 'refresh_token', refresh_token: tokens.refreshToken },
      'refresh_token',
      [tokens.refreshToken, tokens.accessToken],
    );
    return toTokens(granted);
  }

  async revoke(tokens: ProviderTokens): Promise<void> {
    const secrets = [tokens.accessToken, ...(tokens.refreshToken ? [tokens.refreshToken] : [])];
    await this.call(
      `${this.apiBaseUrl}/v2/oauth/revoke/`,
      { method: 'POST', body: this.form({ token: tokens.accessToken }) },
      z.unknown(),
      'revoke',
      secrets,
      'api',
    );
  }

  async fetchPostMetrics(tokens: ProviderTokens, post: PostRef): Promise<PostLookup> {
    const videoId = tiktokVideoId(post.url);
    if (videoId === null) throw new ProviderError('tiktok', 'bad_request', 'not a TikTok video URL');
    const url = new URL(`${this.apiBaseUrl}/v2/video/query/`);
    url.searchParams.set('fields', VIDEO_FIELDS);
    const answer = await this.call(
      url.href,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ filters: { video_ids: [videoId] } }),
      },
      VideoQuerySchema,
      'video query',
      [tokens.accessToken],
      'api',
    );
    const video = answer.data.videos.find((v) => v.id === videoId);
    if (video === undefined) return { status: 'not_found' };
    const ownerUsername = usernameOfShareUrl(video.share_url) ?? (await this.userInfo(tokens)).username;
    return {
      status: 'ok',
      metrics: {
        views: video.view_count ?? null,
        likes: video.like_count ?? null,
        comments: video.comment_count ?? null,
        shares: video.share_count ?? null,
      },
      externalPostId: video.id,
      ownerUsername,
      postedAt: new Date(video.create_time * 1000),
      caption: tiktokCaption(video.video_description, video.title),
      // The video object has no branded-content field (see types.ts).
      brandedContent: null,
      thumbnailUrl: thumbnailUrlOf(video.cover_image_url, this.apiBaseUrl),
    };
  }

  async downloadThumbnail(url: string, { maxBytes }: { maxBytes: number }): Promise<DownloadedImage> {
    return downloadImage(this.http, this.apiBaseUrl, url, maxBytes);
  }

  async fetchRecentMedia(tokens: ProviderTokens, { limit }: { limit: number }): Promise<RecentMediaItem[]> {
    const count = Math.max(1, Math.min(limit, MAX_LIST_COUNT));
    const url = new URL(`${this.apiBaseUrl}/v2/video/list/`);
    url.searchParams.set('fields', LIST_FIELDS);
    const answer = await this.call(
      url.href,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens.accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ max_count: count }),
      },
      VideoListSchema,
      'video list',
      [tokens.accessToken],
      'api',
    );
    return [...answer.data.videos]
      .sort((a, b) => b.create_time - a.create_time)
      .slice(0, count)
      .map((video) => ({
        externalId: video.id,
        postedAt: new Date(video.create_time * 1000),
        ownerUsername: usernameOfShareUrl(video.share_url),
        metrics: {
          views: video.view_count ?? null,
          likes: video.like_count ?? null,
          comments: video.comment_count ?? null,
          shares: video.share_count ?? null,
        },
      }));
  }

  async fetchAccountStats(tokens: ProviderTokens): Promise<AccountStats> {
    const url = new URL(`${this.apiBaseUrl}/v2/user/info/`);
    const withStats = tokens.scope.includes(STATS_SCOPE);
    url.searchParams.set('fields', withStats ? `open_id,username,${STATS_FIELDS}` : 'open_id,username');
    const { user } = (
      await this.call(
        url.href,
        { method: 'GET', headers: { authorization: `Bearer ${tokens.accessToken}` } },
        UserStatsSchema,
        'user info',
        [tokens.accessToken],
        'api',
      )
    ).data;
    return {
      externalId: user.open_id,
      username: user.username,
      followers: user.follower_count ?? null,
      mediaCount: user.video_count ?? null,
      likesCount: user.likes_count ?? null,
    };
  }

  private async userInfo(tokens: ProviderTokens) {
    const url = new URL(`${this.apiBaseUrl}/v2/user/info/`);
    url.searchParams.set('fields', USER_FIELDS);
    const answer = await this.call(
      url.href,
      { method: 'GET', headers: { authorization: `Bearer ${tokens.accessToken}` } },
      UserInfoSchema,
      'user info',
      [tokens.accessToken],
      'api',
    );
    return answer.data.user;
  }

  private tokenRequest(params: Record<string, string>, grant: Grant, secrets: string[]) {
    return this.call(
      `${this.apiBaseUrl}/v2/oauth/token/`,
      { method: 'POST', body: this.form(params) },
      TokenSchema,
      grant === 'refresh_token' ? 'token refresh' : 'code exchange',
      secrets,
      grant,
    );
  }

  /** A form body with the client's credentials; fetch sends it as application/x-www-form-urlencoded. */
  private form(params: Record<string, string>): URLSearchParams {
    return new URLSearchParams({
      client_key: this.options.clientId,
      client_secret: this.options.clientSecret,
      ...params,
    });
  }

  private async call<S extends z.ZodType>(
    url: string,
    init: RequestInit,
    schema: S,
    what: string,
    secrets: string[],
    grant: Grant,
  ): Promise<z.output<S>> {
    const allSecrets = [...secrets, this.options.clientSecret];
    const answer = await sendRequest(this.http, url, init, allSecrets);
    const error = tiktokError(answer, what, allSecrets, grant);
    if (error) throw error;
    return parseAnswer('tiktok', schema, answer, what);
  }
}

function toTokens(granted: z.infer<typeof TokenSchema>): ProviderTokens {
  const now = Date.now();
  return {
    accessToken: granted.access_token,
    refreshToken: granted.refresh_token,
    expiresAt: secondsFromNow(granted.expires_in, now),
    refreshExpiresAt: secondsFromNow(granted.refresh_expires_in, now),
    scope: granted.scope
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== ''),
  };
}

const API_ERROR_KINDS: Readonly<Record<string, ProviderErrorKind>> = {
  access_token_invalid: 'token_expired',
  scope_not_authorized: 'token_revoked',
  scope_permission_missed: 'token_revoked',
  rate_limit_exceeded: 'rate_limited',
  invalid_params: 'bad_request',
  internal_error: 'unavailable',
};

const OAUTH_ERROR_KINDS: Readonly<Record<string, ProviderErrorKind>> = {
  rate_limit_exceeded: 'rate_limited',
  server_error: 'unavailable',
  temporarily_unavailable: 'unavailable',
};

/** The error an answer stands for, or null when it is a success. */
function tiktokError(answer: HttpAnswer, what: string, secrets: string[], grant: Grant): ProviderError | null {
  const { status, headers } = answer;
  const fallback: ProviderErrorKind = status === 429 ? 'rate_limited' : status >= 500 ? 'unavailable' : 'bad_request';
  const build = (kind: ProviderErrorKind, message: string, providerCode?: string, traceId?: string) =>
    new ProviderError('tiktok', kind, `${what}: ${redact(message, secrets)}`, {
      status,
      providerCode,
      traceId,
      retryAfterSeconds: kind === 'rate_limited' ? parseRetryAfter(headers) : undefined,
    });

  const api = ApiErrorSchema.safeParse(answer.body);
  if (api.success) {
    const { code, message, log_id } = api.data.error;
    if (code === 'ok') return status >= 400 ? build(fallback, `HTTP ${status}`, code, log_id) : null;
    return build(API_ERROR_KINDS[code] ?? fallback, message || code, code, log_id);
  }
  const oauth = OAuthErrorSchema.safeParse(answer.body);
  if (oauth.success) {
    const { error, error_description, log_id } = oauth.data;
    // A dead refresh token (expired, rotated away, revoked) leaves only reconnecting; a bad code is our request.
    const kind =
      error === 'invalid_grant' && grant === 'refresh_token' ? 'token_revoked' : (OAUTH_ERROR_KINDS[error] ?? fallback);
    return build(
      status === 429 ? 'rate_limited' : kind === 'bad_request' && status >= 500 ? 'unavailable' : kind,
      error_description || error,
      error,
      log_id,
    );
  }
  if (status >= 400) return build(fallback, `HTTP ${status}`);
  return null;
}
