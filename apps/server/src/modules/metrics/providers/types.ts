// The metrics-provider port: how the server connects a creator's Instagram or TikTok account (OAuth) and reads the
// metrics of the creator's own posts, whichever platform holds them.

export const METRICS_PLATFORMS = ['instagram', 'tiktok'] as const;
export type MetricsPlatform = (typeof METRICS_PLATFORMS)[number];

export interface ProviderTokens {
  accessToken: string;
  /** TikTok's refresh token (rotated on every refresh). Instagram has none: its long-lived token refreshes itself. */
  refreshToken: string | null;
  expiresAt: Date;
  /** When the refresh token stops working; null where there is none (Instagram: refresh while expiresAt is ahead). */
  refreshExpiresAt: Date | null;
  /** The permissions the creator granted, which may be fewer than were asked for. */
  scope: string[];
}

export interface ProviderAccount {
  /** Instagram professional account id (`user_id`) or TikTok `open_id`: stable for this app and this account. */
  externalId: string;
  /** The handle without '@'. */
  username: string;
}

/**
 * The connected account's own profile figures, as its platform's profile endpoint answers them (issue 26): the
 * account's size is read from here, never from what the creator typed.
 */
export interface AccountStats {
  /** The account the answer is about (Instagram user_id, TikTok open_id): an answer about another account than the
   * connected one is not taken. */
  externalId: string;
  username: string;
  /** Followers; null when the answer left the field out (a partial answer, or TikTok without user.info.stats). */
  followers: number | null;
  /** Published posts: Instagram media_count, TikTok video_count; null when left out. */
  mediaCount: number | null;
  /** TikTok likes_count (every like the account's videos got); Instagram has no such field (null). */
  likesCount: number | null;
}

/** A post's counts; a metric is null when the platform left it out of its answer (unknown, never 0: issue 26). */
export interface PostMetrics {
  views: number | null;
  likes: number | null;
  comments: number | null;
  shares: number | null;
}

export type PostLookup =
  | {
      status: 'ok';
      metrics: PostMetrics;
      externalPostId: string;
      ownerUsername: string;
      postedAt: Date;
      /**
       * The post's caption (Instagram `caption`; TikTok `video_description` and `title`), read for a disclosure
       * (issue 29). Null when the platform left it out or sent something that is no caption (not text, or longer than
       * CAPTION_MAX_CHARS): the disclosure then stays unchecked, and the rest of the answer still counts.
       */
      caption: string | null;
      /**
       * The platform's own paid-partnership (branded content) flag, where a read API reports it; null where it does
       * not. Neither documented read API does today: Instagram's IG Media fields and TikTok's Display API video object
       * carry none (Instagram sets the label only when publishing, TikTok only in its Content Posting API).
       */
      brandedContent: boolean | null;
      /**
       * Where the platform serves a picture of the post (issue 30): Instagram `thumbnail_url` for a video or reel,
       * `media_url` for an image or album (its first picture); TikTok `cover_image_url`. Short-lived (signed CDN URLs;
       * TikTok's expires after six hours), so it is downloaded at once (downloadThumbnail), never shown. Null when the
       * platform left it out or sent something unusable (not an https URL, or too long): never a malformed answer.
       */
      thumbnailUrl: string | null;
    }
  /** Not among this account's media: deleted, made private, never existed, or another account's post. */
  | { status: 'not_found' };

/**
 * One of the account's latest posts as its platform lists them (issue 26): when it went up and its counts, each null
 * when the platform left it out (unknown, never 0).
 */
export interface RecentMediaItem {
  /** Instagram media id or TikTok video id. */
  externalId: string;
  postedAt: Date;
  /** The handle the platform says the post is on (Instagram media `username`, TikTok share_url's @handle), or null
   * when the answer does not say: an answer about another account than the connected one is not taken. */
  ownerUsername: string | null;
  metrics: PostMetrics;
}

/** The account's latest posts read at a submission; at most this many (Instagram's and TikTok's pages hold more). */
export const RECENT_MEDIA_LIMIT = 12;

export interface PostRef {
  /** The post's public URL as the creator submitted it. */
  url: string;
  /** The id a previous lookup answered (externalPostId): lets Instagram skip searching the account's media. */
  externalPostId?: string;
}

export interface MetricsProvider {
  readonly platform: MetricsPlatform;
  /** Where to send the creator's browser to grant access; `state` comes back unchanged on the redirect. */
  authorizeUrl(input: { state: string; redirectUri: string }): string;
  /** Turns the code from the redirect into tokens (Instagram: already the 60-day token) and the connected account. */
  exchangeCode(input: {
    code: string;
    redirectUri: string;
  }): Promise<{ tokens: ProviderTokens; account: ProviderAccount }>;
  /** New tokens; store all of them (TikTok's old refresh token stops working). */
  refresh(tokens: ProviderTokens): Promise<ProviderTokens>;
  /** Tells the platform that the creator disconnected (TikTok only: Instagram Login documents no revocation call). */
  revoke?(tokens: ProviderTokens): Promise<void>;
  fetchPostMetrics(tokens: ProviderTokens, post: PostRef): Promise<PostLookup>;
  /** The connected account's profile figures (Instagram GET /me, TikTok GET /v2/user/info/). */
  fetchAccountStats(tokens: ProviderTokens): Promise<AccountStats>;
  /**
   * The account's latest posts, newest first, at most `limit` (Instagram GET /me/media with each media's insights,
   * TikTok POST /v2/video/list/).
   */
  fetchRecentMedia(tokens: ProviderTokens, options: { limit: number }): Promise<RecentMediaItem[]>;
  /**
   * Downloads a lookup's thumbnailUrl through the same fetch and deadline as the API calls (issue 30): at most
   * `maxBytes`, an image content type only, no redirects. Throws ProviderError ('bad_request' for a URL this
   * provider does not take or an answer that is no image or too large; 'timeout', 'unavailable').
   */
  downloadThumbnail(url: string, options: { maxBytes: number }): Promise<DownloadedImage>;
}

/** A downloaded thumbnail: its bytes and the content type the CDN declared (the image pipeline judges the bytes). */
export interface DownloadedImage {
  bytes: Buffer;
  contentType: string;
}

/**
 * - rate_limited: wait retryAfterSeconds (when the platform said) and try again.
 * - token_expired: the access token is no longer accepted; refresh (if the refresh is still possible) or reconnect.
 * - token_revoked: the grant is gone or no longer covers what we need (revoked, refresh token dead, scope removed):
 *   only the creator reconnecting helps.
 * - malformed: the answer did not have the documented shape (a platform change, or a proxy in the way).
 * - timeout / unavailable: nothing usable came back in time, or the platform failed; try again later.
 * - bad_request: our request was refused (invalid or reused code, redirect URI mismatch, wrong client secret, a URL
 *   that is not a post of this platform); retrying the same thing will not help.
 */
export const PROVIDER_ERROR_KINDS = [
  'rate_limited',
  'token_expired',
  'token_revoked',
  'malformed',
  'timeout',
  'unavailable',
  'bad_request',
] as const;
export type ProviderErrorKind = (typeof PROVIDER_ERROR_KINDS)[number];

export interface ProviderErrorDetails {
  retryAfterSeconds?: number;
  /** The HTTP status, when an answer came. */
  status?: number;
  /** The platform's own error code: Graph API `code[/error_subcode]`, TikTok `error.code` or OAuth `error`. */
  providerCode?: string;
  /** fbtrace_id or TikTok log_id, which the platform's support asks for. */
  traceId?: string;
}

/** What an adapter throws. Its message names the platform, the kind and the platform's message, never a token. */
export class ProviderError extends Error {
  readonly platform: MetricsPlatform;
  readonly kind: ProviderErrorKind;
  readonly retryAfterSeconds?: number;
  readonly status?: number;
  readonly providerCode?: string;
  readonly traceId?: string;

  constructor(platform: MetricsPlatform, kind: ProviderErrorKind, message: string, details: ProviderErrorDetails = {}) {
    super(`${platform} ${kind}: ${message}`);
    this.name = 'ProviderError';
    this.platform = platform;
    this.kind = kind;
    if (details.retryAfterSeconds !== undefined) this.retryAfterSeconds = details.retryAfterSeconds;
    if (details.status !== undefined) this.status = details.status;
    if (details.providerCode !== undefined) this.providerCode = details.providerCode;
    if (details.traceId !== undefined) this.traceId = details.traceId;
  }
}

/** Options both adapters take. The base URLs are the platforms' hosts in production and the fake's in tests. */
export interface ProviderOptions {
  clientId: string;
  clientSecret: string;
  /** Where the consent page lives (www.instagram.com, www.tiktok.com). */
  authBaseUrl: string;
  /** The API host (graph.instagram.com, open.tiktokapis.com). */
  apiBaseUrl: string;
  fetch?: typeof fetch;
  /** Per request, the body included; default 10 s. */
  timeoutMs?: number;
}
