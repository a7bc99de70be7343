// Reads a creator's own post metrics through the "Instagram API with Instagram Login" (graph.instagram.com), which
// serves professional (business and creator) accounts without a Facebook Page.
//
// Assumptions, from Meta's public docs (2025-2026) as best known; the fake server answers the same way:
// - Consent: www.instagram.com/oauth/authorize with client_id, redirect_uri, response_type=code, comma-separated scope
//   and state. The code is single-use and lives one hour; Instagram may append '#_' to it, which is not part of it.
// - POST api.instagram.com/oauth/access_token (form: client_id, client_secret, grant_type=authorization_code,
//   redirect_uri, code) answers a one-hour token. The Instagram Login docs show it wrapped,
//   {"data":[{"access_token","user_id","permissions":"a,b"}]}; the older Basic Display docs and field reports show it
//   flat with a numeric user_id and permissions as an array. Both are read, and the numeric user_id (17 digits, past
//   what a JS number holds exactly) is never used: the account id comes from GET /me.
// - GET graph.instagram.com/access_token?grant_type=ig_exchange_token&client_secret&access_token answers the 60-day
//   token {access_token, token_type, expires_in}; GET /refresh_access_token?grant_type=ig_refresh_token&access_token
//   renews it for 60 days while it is unexpired (Meta also wants it at least 24 hours old). There is no refresh token,
//   and no documented call to revoke a grant: the creator removes the app in Instagram's settings.
// - The token goes in the access_token query parameter, as every example in these docs does; so URLs hold tokens and
//   are never logged or put in errors.
// - Versioned paths (/v24.0/...): unversioned calls get the oldest version Meta still serves.
// - GET /me?fields=user_id,username: user_id is the professional account's id (the one media and webhooks use), id
//   the app-scoped one. The same node answers followers_count and media_count (IG User fields, with
//   instagram_business_basic); a field the answer leaves out is unknown, never 0.
// - There is no lookup of media by shortcode: the post is found among GET /me/media (newest first, `paging.next`
//   holds the next page's full URL, token included) by its shortcode or its permalink's /p/{code} or /reel/{code}.
//   Media under a copyright claim may lack a permalink.
// - The media's `caption` (issue 29) is read with it, for a disclosure: left out when the post has none; the API
//   leaves '@' out of it unless the app user can act as an admin. IG Media has no paid-partnership field to read
//   (the label is set only when publishing, through the Facebook Login API), so brandedContent is null.
// - The post's picture (issue 30) comes with it: `media_type` (IMAGE, VIDEO, CAROUSEL_ALBUM; REELS is read as VIDEO)
//   with `media_url` (the image itself, an album's first image, or a video's file) and `thumbnail_url` (a video's
//   cover, only for VIDEO). A video's picture is its thumbnail_url, an image's or album's its media_url. Both are
//   signed, short-lived CDN URLs; media_url is left out of media flagged for copyright.
// - GET /{media-id}/insights?metric=views,likes,comments,shares answers {data:[{name, period, values:[{value}]}]};
//   a metric without data is left out (an "empty data set"), which is read as unknown (null), never 0. Newer versions may answer
//   total_value:{value} instead of values; both are read. Insights lag up to 48 hours.
// - The account's recent media (issue 26): GET /me/media?fields=id,timestamp,username,like_count,comments_count,
//   media_product_type (newest first) gives likes and comments; views and shares come from each media's insights
//   (GET /{media-id}/insights?metric=views,shares), one call per media: 12 calls at a submission, well inside the 200
//   calls an hour Instagram allows an account. A media whose insights are refused (a product type without them, or
//   gone meanwhile) keeps views and shares unknown; after a rate limit, timeout or failed answer the remaining media
//   are left with views and shares unknown rather than the whole list lost.
// - Errors: {"error":{message,type,code,error_subcode,fbtrace_id,is_transient}}. 190 = token not accepted
//   (subcodes 458 app removed and 460 password changed mean a revoked grant); 4, 17, 32, 613 and 80002 (Instagram's
//   business-use-case limit) = rate limited, with the wait in X-Business-Use-Case-Usage's
//   estimated_time_to_regain_access (minutes); 10 and 200-299 = permission missing; 100 with subcode 33 = the object
//   does not exist or this token may not see it. api.instagram.com answers {error_type, code, error_message}.
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

export const INSTAGRAM_BASE_URLS = {
  authBaseUrl: 'https://www.instagram.com',
  tokenBaseUrl: 'https://api.instagram.com',
  apiBaseUrl: 'https://graph.instagram.com',
} as const;

/** instagram_business_manage_insights is what /insights needs; basic gives the profile and the media list. */
export const INSTAGRAM_SCOPES = ['instagram_business_basic', 'instagram_business_manage_insights'] as const;
export const INSTAGRAM_GRAPH_VERSION = 'v24.0';
const INSIGHT_METRICS = ['views', 'likes', 'comments', 'shares'] as const;
/** What /me/media does not carry of a recent media: read from its insights. */
const RECENT_INSIGHT_METRICS = ['views', 'shares'] as const;
const RECENT_MEDIA_FIELDS = 'id,timestamp,username,like_count,comments_count,media_product_type';
/** caption (issue 29): read for a disclosure; media_type, media_url and thumbnail_url (issue 30): its picture. */
const MEDIA_FIELDS = 'id,shortcode,permalink,username,timestamp,caption,media_type,media_url,thumbnail_url';
/** Media per page of the search. */
const MEDIA_PAGE_SIZE = 50;

export interface InstagramProviderOptions extends ProviderOptions {
  /** Where the code is exchanged (api.instagram.com); only that call lives there. */
  tokenBaseUrl: string;
  graphApiVersion?: string;
  /** Pages of the account's newest media searched for a post before answering not_found; default 20 (1,000 posts). */
  maxMediaPages?: number;
}

const RATE_LIMIT_CODES = new Set([4, 17, 32, 613, 80002]);
const REVOKED_TOKEN_SUBCODES = new Set([458, 460]);

const GraphErrorSchema = z.object({
  error: z.object({
    message: z.string().optional(),
    type: z.string().optional(),
    code: z.number().int(),
    error_subcode: z.number().int().optional(),
    is_transient: z.boolean().optional(),
    fbtrace_id: z.string().optional(),
  }),
});
const OAuthErrorSchema = z.object({ error_type: z.string(), code: z.number().int(), error_message: z.string() });

const ShortLivedGrantSchema = z.object({
  access_token: z.string().min(1),
  user_id: z.union([z.string(), z.number()]),
  permissions: z.union([z.string(), z.array(z.string())]).optional(),
});
const ShortLivedTokenSchema = z.union([
  z.object({ data: z.array(ShortLivedGrantSchema).min(1) }).transform((v) => v.data[0]),
  ShortLivedGrantSchema,
]);
const LongLivedTokenSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: z.number().int().positive(),
});
const MeSchema = z.object({ user_id: z.string().regex(/^\d+$/), username: z.string().min(1) });
const ProfileCount = z.number().int().nonnegative().optional();
const MeStatsSchema = MeSchema.extend({ followers_count: ProfileCount, media_count: ProfileCount });
const GraphTimeSchema = z
  .string()
  .transform((v) => new Date(v))
  .refine((d) => !Number.isNaN(d.getTime()), 'not a time');
const MediaSchema = z.object({
  id: z.string().regex(/^\d+$/),
  shortcode: z.string().optional(),
  permalink: z.string().optional(),
  username: z.string().min(1),
  timestamp: GraphTimeSchema,
  /** Left out when the post has none; anything that is not a caption reads as unknown (captionOf), never malformed. */
  caption: z.unknown().optional(),
  /** Issue 30: the picture's fields; anything unusable reads as no thumbnail (thumbnailOf), never malformed. */
  media_type: z.unknown().optional(),
  media_url: z.unknown().optional(),
  thumbnail_url: z.unknown().optional(),
});
type Media = z.infer<typeof MediaSchema>;
const MediaPageSchema = z.object({
  data: z.array(MediaSchema),
  paging: z.object({ next: z.string().optional() }).optional(),
});
const Count = z.number().int().nonnegative();
const RecentMediaPageSchema = z.object({
  data: z.array(
    z.object({
      id: z.string().regex(/^\d+$/),
      username: z.string().min(1).optional(),
      timestamp: GraphTimeSchema,
      // Left out when the platform has no value (unknown, never 0).
      like_count: Count.optional(),
      comments_count: Count.optional(),
      media_product_type: z.string().optional(),
    }),
  ),
});
const InsightsSchema = z.object({
  data: z.array(
    z.object({
      name: z.string(),
      values: z.array(z.object({ value: Count })).optional(),
      total_value: z.object({ value: Count }).optional(),
    }),
  ),
});

/** The shortcode of an Instagram post or reel URL (/p/{code}, /reel/{code}, /{username}/p/{code}); null otherwise. */
export function instagramShortcode(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  if (!/^(?:www\.|m\.)?instagram\.com$/i.test(parsed.hostname)) return null;
  const match = /^\/(?:[A-Za-z0-9._]{1,30}\/)?(?:p|reels?|tv)\/([A-Za-z0-9_-]{1,64})\/?$/.exec(parsed.pathname);
  return match ? match[1] : null;
}

export class InstagramProvider implements MetricsProvider {
  readonly platform = 'instagram' as const;
  private readonly http: HttpClient;
  private readonly authBaseUrl: string;
  private readonly tokenBaseUrl: string;
  private readonly apiBaseUrl: string;
  private readonly graphUrl: string;
  private readonly maxMediaPages: number;

  constructor(private readonly options: InstagramProviderOptions) {
    this.http = {
      platform: 'instagram',
      fetch: options.fetch ?? globalThis.fetch,
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    };
    this.authBaseUrl = trimBaseUrl(options.authBaseUrl);
    this.tokenBaseUrl = trimBaseUrl(options.tokenBaseUrl);
    this.apiBaseUrl = trimBaseUrl(options.apiBaseUrl);
    this.graphUrl = `${this.apiBaseUrl}/${options.graphApiVersion ?? INSTAGRAM_GRAPH_VERSION}`;
    this.maxMediaPages = options.maxMediaPages ?? 20;
  }

  authorizeUrl({ state, redirectUri }: { state: string; redirectUri: string }): string {
    const url = new URL(`${this.authBaseUrl}/oauth/authorize`);
    url.search = new URLSearchParams({
      client_id: this.options.clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: INSTAGRAM_SCOPES.join(','),
      state,
    }).toString();
    return url.href;
  }

  async exchangeCode(input: { code: string; redirectUri: string }) {
    const code = input.code.replace(/#_$/, '');
    const short = await this.call(
      `${this.tokenBaseUrl}/oauth/access_token`,
      {
        method: 'POST',
        body: new URLSearchParams({
          client_id: this.options.clientId,
          client_secret: this.options.clientSecret,
          grant_type: 'authorization_code',
          redirect_uri: input.redirectUri,
          code,
        }),
      },
      ShortLivedTokenSchema,
      'code exchange',
      [code],
    );
    const long = await this.call(
      this.url(`${this.apiBaseUrl}/access_token`, {
        grant_type: 'ig_exchange_token',
        client_secret: this.options.clientSecret,
        access_token: short.access_token,
      }),
      { method: 'GET' },
      LongLivedTokenSchema,
      'long-lived token exchange',
      [short.access_token],
    );
    const me = await this.call(
      this.url(`${this.graphUrl}/me`, { fields: 'user_id,username', access_token: long.access_token }),
      { method: 'GET' },
      MeSchema,
      'profile',
      [long.access_token, short.access_token],
    );
    const tokens: ProviderTokens = {
      accessToken: long.access_token,
      refreshToken: null,
      expiresAt: secondsFromNow(long.expires_in),
      refreshExpiresAt: null,
      scope: splitScope(short.permissions),
    };
    const account: ProviderAccount = { externalId: me.user_id, username: me.username };
    return { tokens, account };
  }

  async refresh(tokens: ProviderTokens): Promise<ProviderTokens> {
    const renewed = await this.call(
      this.url(`${this.apiBaseUrl}/refresh_access_token`, {
        grant_type: 'ig_refresh_token',
        access_token: tokens.accessToken,
      }),
      { method: 'GET' },
      LongLivedTokenSchema,
      'token refresh',
      [tokens.accessToken],
    );
    return {
      accessToken: renewed.access_token,
      refreshToken: null,
      expiresAt: secondsFromNow(renewed.expires_in),
      refreshExpiresAt: null,
      // The refresh does not restate the permissions: they are those of the original grant.
      scope: [...tokens.scope],
    };
  }

  async fetchAccountStats(tokens: ProviderTokens): Promise<AccountStats> {
    const me = await this.call(
      this.url(`${this.graphUrl}/me`, {
        fields: 'user_id,username,followers_count,media_count',
        access_token: tokens.accessToken,
      }),
      { method: 'GET' },
      MeStatsSchema,
      'profile',
      [tokens.accessToken],
    );
    return {
      externalId: me.user_id,
      username: me.username,
      followers: me.followers_count ?? null,
      mediaCount: me.media_count ?? null,
      likesCount: null,
    };
  }

  async fetchPostMetrics(tokens: ProviderTokens, post: PostRef): Promise<PostLookup> {
    const shortcode = instagramShortcode(post.url);
    if (shortcode === null) throw new ProviderError('instagram', 'bad_request', 'not an Instagram post URL');
    const media =
      post.externalPostId !== undefined
        ? await this.getMedia(tokens, post.externalPostId, shortcode)
        : await this.findMedia(tokens, shortcode);
    if (media === null) return { status: 'not_found' };

    let insights: z.infer<typeof InsightsSchema>;
    try {
      insights = await this.call(
        this.url(`${this.graphUrl}/${media.id}/insights`, {
          metric: INSIGHT_METRICS.join(','),
          access_token: tokens.accessToken,
        }),
        { method: 'GET' },
        InsightsSchema,
        'insights',
        [tokens.accessToken],
      );
    } catch (err) {
      // Deleted (or made unreachable) between finding it and reading its insights.
      if (isMissingObject(err)) return { status: 'not_found' };
      throw err;
    }
    const value = (name: (typeof INSIGHT_METRICS)[number]) => insightValue(insights, name);
    return {
      status: 'ok',
      metrics: { views: value('views'), likes: value('likes'), comments: value('comments'), shares: value('shares') },
      externalPostId: media.id,
      ownerUsername: media.username,
      postedAt: media.timestamp,
      caption: captionOf(media.caption),
      // IG Media has no paid-partnership field to read (see types.ts).
      brandedContent: null,
      thumbnailUrl: this.thumbnailOf(media),
    };
  }

  async fetchRecentMedia(tokens: ProviderTokens, { limit }: { limit: number }): Promise<RecentMediaItem[]> {
    const count = Math.max(1, Math.min(limit, MEDIA_PAGE_SIZE));
    const page = await this.call(
      this.url(`${this.graphUrl}/me/media`, {
        fields: RECENT_MEDIA_FIELDS,
        limit: String(count),
        access_token: tokens.accessToken,
      }),
      { method: 'GET' },
      RecentMediaPageSchema,
      'media list',
      [tokens.accessToken],
    );
    const media = [...page.data].sort((a, b) => b.timestamp.getTime() - a.timestamp.getTime()).slice(0, count);
    const items: RecentMediaItem[] = [];
    let insightsReadable = true;
    for (const m of media) {
      let views: number | null = null;
      let shares: number | null = null;
      if (insightsReadable) {
        try {
          const insights = await this.call(
            this.url(`${this.graphUrl}/${m.id}/insights`, {
              metric: RECENT_INSIGHT_METRICS.join(','),
              access_token: tokens.accessToken,
            }),
            { method: 'GET' },
            InsightsSchema,
            'insights',
            [tokens.accessToken],
          );
          views = insightValue(insights, 'views');
          shares = insightValue(insights, 'shares');
        } catch (err) {
          if (!(err instanceof ProviderError)) throw err;
          // A token the platform no longer takes is the caller's to refresh (or to mark for reconnecting).
          if (err.kind === 'token_expired' || err.kind === 'token_revoked') throw err;
          // A rate limit or a failing platform: the rest keep views and shares unknown (one media refused: only it).
          if (err.kind !== 'bad_request') insightsReadable = false;
        }
      }
      items.push({
        externalId: m.id,
        postedAt: m.timestamp,
        ownerUsername: m.username ?? null,
        metrics: { views, likes: m.like_count ?? null, comments: m.comments_count ?? null, shares },
      });
    }
    return items;
  }

  async downloadThumbnail(url: string, { maxBytes }: { maxBytes: number }): Promise<DownloadedImage> {
    return downloadImage(this.http, this.apiBaseUrl, url, maxBytes);
  }

  /** A video's cover (thumbnail_url) or an image's or album's picture (media_url); null for any other media type. */
  private thumbnailOf(media: Media): string | null {
    const type = typeof media.media_type === 'string' ? media.media_type.toUpperCase() : null;
    if (type === 'VIDEO' || type === 'REELS') return thumbnailUrlOf(media.thumbnail_url, this.apiBaseUrl);
    if (type === 'IMAGE' || type === 'CAROUSEL_ALBUM') return thumbnailUrlOf(media.media_url, this.apiBaseUrl);
    return null;
  }

  /** The media with this id, if this account still has it and it is the post the URL names. */
  private async getMedia(tokens: ProviderTokens, mediaId: string, shortcode: string): Promise<Media | null> {
    if (!/^\d+$/.test(mediaId)) throw new ProviderError('instagram', 'bad_request', 'not an Instagram media id');
    try {
      const media = await this.call(
        this.url(`${this.graphUrl}/${mediaId}`, { fields: MEDIA_FIELDS, access_token: tokens.accessToken }),
        { method: 'GET' },
        MediaSchema,
        'media',
        [tokens.accessToken],
      );
      return isThePost(media, shortcode) ? media : null;
    } catch (err) {
      if (isMissingObject(err)) return null;
      throw err;
    }
  }

  /** Searches the account's media, newest first, following paging.next. */
  private async findMedia(tokens: ProviderTokens, shortcode: string): Promise<Media | null> {
    let url: string | undefined = this.url(`${this.graphUrl}/me/media`, {
      fields: MEDIA_FIELDS,
      limit: String(MEDIA_PAGE_SIZE),
      access_token: tokens.accessToken,
    });
    for (let page = 0; url !== undefined && page < this.maxMediaPages; page++) {
      const answer: z.infer<typeof MediaPageSchema> = await this.call(
        url,
        { method: 'GET' },
        MediaPageSchema,
        'media list',
        [tokens.accessToken],
      );
      const found = answer.data.find((m) => isThePost(m, shortcode));
      if (found) return found;
      url = answer.paging?.next === undefined ? undefined : this.checkedNextPage(answer.paging.next);
    }
    return null;
  }

  /** paging.next carries the token, so it is only followed to the API host we were configured with. */
  private checkedNextPage(next: string): string {
    let parsed: URL;
    try {
      parsed = new URL(next);
    } catch {
      throw new ProviderError('instagram', 'malformed', 'media list: paging.next is not a URL');
    }
    const base = new URL(`${this.apiBaseUrl}/`);
    if (parsed.origin !== base.origin || !parsed.pathname.startsWith(base.pathname)) {
      throw new ProviderError('instagram', 'malformed', 'media list: paging.next points outside the API host');
    }
    return parsed.href;
  }

  private url(base: string, params: Record<string, string>): string {
    const url = new URL(base);
    url.search = new URLSearchParams(params).toString();
    return url.href;
  }

  /** One request: a Graph or OAuth error becomes a ProviderError, a success is checked against the schema. */
  private async call<S extends z.ZodType>(
    url: string,
    init: RequestInit,
    schema: S,
    what: string,
    secrets: string[],
  ): Promise<z.output<S>> {
    const allSecrets = [...secrets, this.options.clientSecret];
    const answer = await sendRequest(this.http, url, init, allSecrets);
    const error = instagramError(answer, what, allSecrets);
    if (error) throw error;
    return parseAnswer('instagram', schema, answer, what);
  }
}

/** A metric of an insights answer; null when the answer left it out (no data: unknown, never 0). */
function insightValue(insights: z.infer<typeof InsightsSchema>, name: string): number | null {
  const metric = insights.data.find((m) => m.name === name);
  return metric?.values?.[0]?.value ?? metric?.total_value?.value ?? null;
}

function isThePost(media: Media, shortcode: string): boolean {
  if (media.shortcode === shortcode) return true;
  return media.permalink !== undefined && instagramShortcode(media.permalink) === shortcode;
}

function isMissingObject(err: unknown): boolean {
  return err instanceof ProviderError && (err.providerCode === '100/33' || err.providerCode === '803');
}

function splitScope(permissions: string | string[] | undefined): string[] {
  const list = Array.isArray(permissions) ? permissions : (permissions ?? '').split(/[\s,]+/);
  return list.map((s) => s.trim()).filter((s) => s !== '');
}

/** The error an answer stands for, or null when it is a success. */
function instagramError(answer: HttpAnswer, what: string, secrets: string[]): ProviderError | null {
  const { status, headers } = answer;
  const graph = GraphErrorSchema.safeParse(answer.body);
  if (graph.success) {
    const e = graph.data.error;
    const kind = graphErrorKind(e.code, e.error_subcode, e.is_transient === true, status);
    return new ProviderError('instagram', kind, `${what}: ${redact(e.message ?? e.type ?? 'error', secrets)}`, {
      status,
      providerCode: e.error_subcode === undefined ? String(e.code) : `${e.code}/${e.error_subcode}`,
      traceId: e.fbtrace_id,
      retryAfterSeconds: kind === 'rate_limited' ? instagramRetryAfter(headers) : undefined,
    });
  }
  const oauth = OAuthErrorSchema.safeParse(answer.body);
  if (oauth.success) {
    const kind: ProviderErrorKind = status === 429 ? 'rate_limited' : status >= 500 ? 'unavailable' : 'bad_request';
    return new ProviderError('instagram', kind, `${what}: ${redact(oauth.data.error_message, secrets)}`, {
      status,
      providerCode: String(oauth.data.code),
      retryAfterSeconds: kind === 'rate_limited' ? instagramRetryAfter(headers) : undefined,
    });
  }
  if (status === 429) {
    return new ProviderError('instagram', 'rate_limited', `${what}: HTTP 429`, {
      status,
      retryAfterSeconds: instagramRetryAfter(headers),
    });
  }
  if (status >= 500) return new ProviderError('instagram', 'unavailable', `${what}: HTTP ${status}`, { status });
  if (status >= 400) return new ProviderError('instagram', 'bad_request', `${what}: HTTP ${status}`, { status });
  return null;
}

function graphErrorKind(
  code: number,
  subcode: number | undefined,
  isTransient: boolean,
  status: number,
): ProviderErrorKind {
  if (RATE_LIMIT_CODES.has(code) || status === 429) return 'rate_limited';
  if (code === 190) {
    return subcode !== undefined && REVOKED_TOKEN_SUBCODES.has(subcode) ? 'token_revoked' : 'token_expired';
  }
  if (code === 10 || (code >= 200 && code <= 299)) return 'token_revoked';
  if (code === 1 || code === 2 || isTransient || status >= 500) return 'unavailable';
  return 'bad_request';
}

const BusinessUseCaseUsageSchema = z.record(
  z.string(),
  z.array(z.object({ estimated_time_to_regain_access: z.number().nonnegative().optional() }).loose()),
);

/** Retry-After if sent, else the longest estimated_time_to_regain_access (minutes) of X-Business-Use-Case-Usage. */
function instagramRetryAfter(headers: Headers): number | undefined {
  const retryAfter = parseRetryAfter(headers);
  if (retryAfter !== undefined) return retryAfter;
  const usage = headers.get('x-business-use-case-usage');
  if (!usage) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(usage);
  } catch {
    return undefined;
  }
  const result = BusinessUseCaseUsageSchema.safeParse(parsed);
  if (!result.success) return undefined;
  const minutes = Object.values(result.data)
    .flat()
    .map((u) => u.estimated_time_to_regain_access ?? 0);
  const longest = Math.max(0, ...minutes);
  return longest > 0 ? longest * 60 : undefined;
}
