// A local stand-in for Instagram's and TikTok's APIs on one node:http server (127.0.0.1, a free port), for the
// adapters' tests and for development runs (apps/server/scripts/fake-services.ts). It answers the documented shapes
// (see the notes atop modules/metrics/providers/instagram.ts and tiktok.ts), checks client credentials, codes, redirect
// URIs, scopes and tokens as the platforms do, and lets a test add accounts and posts, then make calls fail: rate
// limits, expired tokens, malformed or slow answers.
//
// Each platform host is a path prefix, so a call sent to the wrong host fails here as it would for real:
//   /instagram-www (www.instagram.com), /instagram-api (api.instagram.com), /instagram-graph (graph.instagram.com),
//   /tiktok-www (www.tiktok.com), /tiktok-open (open.tiktokapis.com).
//
// Posts carry a caption (issue 29: Instagram `caption`, TikTok `video_description`), by default one that discloses
// (DEFAULT_FAKE_CAPTION), and comments: Instagram serves them on GET /{media-id}/comments as the real API does;
// TikTok's Display API has no comments to read. The adapters read only the caption.
//
// Posts have a picture too (issue 30): Instagram answers `media_type` with `media_url` (an image's, or a reel's video
// file) and `thumbnail_url` (a reel's cover), TikTok `cover_image_url`, each a signed URL (a new signature in every
// answer, TikTok's expiring after six hours) on a CDN this server also plays: /instagram-cdn and /tiktok-cdn serve
// real JPEG bytes (a reel's video file is served as video/mp4). A test may make the CDN answer something that is no
// image, a file over PREVIEW_DOWNLOAD_MAX_BYTES or a 404, or make the API answer another URL (setThumbnail).
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HOUR_MS } from '@microreach/domain/calendar';
import { PREVIEW_DOWNLOAD_MAX_BYTES } from '@microreach/domain/post-preview';
import sharp from 'sharp';
import { FAKE_PLATFORM_PREFIXES } from '#server/modules/metrics/configure.ts';
import type { ProviderTokens } from '#server/modules/metrics/providers/types.ts';

/** A metric's value; null means the platform has no data for it (Instagram then leaves it out of the answer). */
export interface FakeMetrics {
  views: number | null;
  likes: number | null;
  comments: number | null;
  shares: number | null;
}

export interface FakeAccount {
  /** Instagram user_id or TikTok open_id: what the adapter reports as externalId. */
  id: string;
  username: string;
}

/** An account's profile figures (Instagram followers_count, media_count; TikTok follower_count, video_count,
 * likes_count); null leaves the field out of the answer, as a partial answer does. */
export interface FakeAccountStats {
  followers: number | null;
  mediaCount: number | null;
  likes: number | null;
}

/** Every fake post's caption unless a test sets another: it discloses, so a post reads as sponsored and says so. */
export const DEFAULT_FAKE_CAPTION = 'Slow mornings with my favourite cold brew #ad';

/** What a test may set on a fake post besides its figures (issue 29). */
export interface FakePostText {
  /** Instagram `caption`, TikTok `video_description`; null leaves the field out of the answer (no caption). */
  caption?: string | null;
  /** TikTok `title` (a photo post's); Instagram has none. Left out unless set. */
  title?: string | null;
  /** Comments under the post, oldest first (a disclosure there does not count). */
  comments?: string[];
}

/**
 * What the platform's CDN does with a post's picture (issue 30). 'image' serves a real JPEG (the default); 'not_image'
 * an HTML page with status 200; 'oversized' an image/jpeg one byte over PREVIEW_DOWNLOAD_MAX_BYTES with its
 * Content-Length, 'oversized_unannounced' the same without one (chunked); 'missing' a 404.
 */
export type FakeThumbnailServe = 'image' | 'not_image' | 'oversized' | 'oversized_unannounced' | 'missing';

export interface FakeThumbnail {
  serve?: FakeThumbnailServe;
  /** The URL the API answers in place of the CDN's (e.g. one that is not https); null leaves the field out. */
  url?: string | null;
  /** A new picture: the CDN URL's path changes (as when a creator edits a post's cover) and the bytes differ. */
  newPicture?: boolean;
}

export interface FakePost {
  /** Instagram media id or TikTok video id: what the adapter reports as externalPostId. */
  id: string;
  /** The public URL a creator would submit. */
  url: string;
  accountId: string;
}

export interface FakeRequest {
  method: string;
  /** The path under the platform's host, without the query string (which may hold tokens). */
  path: string;
}

export type MalformedStyle = 'truncated' | 'wrong_shape' | 'empty';

export interface FaultOptions {
  /** Only requests whose path contains this (e.g. '/insights', '/video/query/'); any API request otherwise. */
  only?: string;
}

export interface RateLimitOptions extends FaultOptions {
  /** Instagram: sent as X-Business-Use-Case-Usage's estimated_time_to_regain_access (whole minutes, rounded up), or
   * as Retry-After with httpStatus 429. TikTok: sent as Retry-After. */
  retryAfterSeconds?: number;
}

export interface FakeClient {
  clientId: string;
  clientSecret: string;
}

export interface FakePlatformControls {
  readonly client: FakeClient;
  /** Every API request so far, oldest first. */
  readonly requests: readonly FakeRequest[];
  /** Every request to the platform's CDN (thumbnails, issue 30), oldest first; not among `requests`. */
  readonly cdnRequests: readonly FakeRequest[];
  /** What the post's picture is and how the CDN serves it from now on. */
  setThumbnail(postId: string, thumbnail: FakeThumbnail): void;
  addAccount(input: { username: string; stats?: Partial<FakeAccountStats> }): FakeAccount;
  /** The account's profile figures from now on. */
  setStats(account: FakeAccount, stats: Partial<FakeAccountStats>): void;
  /** The next `count` profile answers (Instagram /me, TikTok user info) describe `other` instead of the token's
   * account, as a mixed-up cache or proxy would. */
  answerAsNext(other: FakeAccount, count?: number): void;
  /** The next `count` media lists (Instagram GET /me/media, the post search's included; TikTok video/list) are
   * another account's, as a mixed-up cache or proxy would answer: their media name `other`'s handle. */
  answerMediaAsNext(other: FakeAccount, count?: number): void;
  /** Who the consent page acts as: it approves for this account (or refuses with deny), or asks to log in (null). */
  signIn(account: FakeAccount | null, options?: { deny?: boolean }): void;
  /** A code as if the account had approved the consent page for this redirect URI. */
  issueCode(account: FakeAccount, redirectUri: string): string;
  /** Working tokens for the account without the OAuth dance; scope defaults to everything the adapter asks for. */
  grant(account: FakeAccount, options?: { scope?: string[] }): ProviderTokens;
  /** The access token stops being accepted, as if its lifetime had passed. */
  expireToken(accessToken: string): void;
  /** The creator removed the app: every token of the account stops working. */
  revokeAccess(account: FakeAccount): void;
  addPost(
    account: FakeAccount,
    input?: { metrics?: Partial<FakeMetrics>; postedAt?: Date; thumbnail?: FakeThumbnail } & FakePostText,
  ): FakePost;
  setMetrics(postId: string, metrics: Partial<FakeMetrics>): void;
  /** The post's caption (and TikTok title) and comments from now on: what is given changes, the rest stays. */
  setText(postId: string, text: FakePostText): void;
  deletePost(postId: string): void;
  rateLimitNext(count?: number, options?: RateLimitOptions): void;
  /** 'truncated': a 200 whose body is cut-off JSON; 'wrong_shape': valid JSON that is not the documented answer;
   * 'empty': a 200 with no body at all. */
  malformNext(count?: number, options?: FaultOptions & { style?: MalformedStyle }): void;
  /** Holds the answer back this long (for timeouts); the answer itself is the normal one. */
  delayNext(ms: number, count?: number, options?: FaultOptions): void;
  /** A 500 with the platform's internal-error body. */
  failNext(count?: number, options?: FaultOptions): void;
}

export interface FakeInstagram extends FakePlatformControls {
  readonly urls: { authBaseUrl: string; tokenBaseUrl: string; apiBaseUrl: string };
  /** The code-exchange answer: 'wrapped' as the Instagram Login docs show, 'flat' as the Basic Display docs did. */
  tokenAnswerStyle: 'wrapped' | 'flat';
  addPost(
    account: FakeAccount,
    input?: {
      metrics?: Partial<FakeMetrics>;
      postedAt?: Date;
      kind?: 'p' | 'reel' | 'carousel';
      thumbnail?: FakeThumbnail;
    } & FakePostText,
  ): FakePost;
  rateLimitNext(count?: number, options?: RateLimitOptions & { code?: number; httpStatus?: 400 | 429 }): void;
}

export interface FakeTikTok extends FakePlatformControls {
  readonly urls: { authBaseUrl: string; apiBaseUrl: string };
}

export interface FakePlatforms {
  url: string;
  instagram: FakeInstagram;
  tiktok: FakeTikTok;
  close(): Promise<void>;
}

export interface FakePlatformsOptions {
  instagram?: Partial<FakeClient> & { redirectUris?: string[] };
  tiktok?: Partial<FakeClient> & { redirectUris?: string[] };
  /** The port on 127.0.0.1: a free one by default, a fixed one for a development run (scripts/fake-services.ts). */
  port?: number;
}

const PREFIX = FAKE_PLATFORM_PREFIXES;

const DAY_S = 86_400;
const MAX_BODY_BYTES = 1024 * 1024;

// ---------------------------------------------------------------------------------------------------------------
// Plumbing shared by both platforms.

type Fault =
  | { kind: 'rate_limit'; options: RateLimitOptions & { code?: number; httpStatus?: 400 | 429 } }
  | { kind: 'malformed'; style: MalformedStyle }
  | { kind: 'delay'; ms: number }
  | { kind: 'fail' };

interface QueuedFault {
  fault: Fault;
  only?: string;
}

interface Answer {
  status: number;
  body?: unknown;
  /** A body sent as is (malformed answers, HTML). */
  raw?: string;
  /** Bytes sent as is (the CDN's images); sent chunked unless the headers give a content-length. */
  bytes?: Buffer;
  headers?: Record<string, string>;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Answer => ({
  status,
  body,
  headers,
});

interface Incoming {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
  origin: string;
}

function formOf(req: Incoming): URLSearchParams | null {
  const type = req.headers['content-type'] ?? '';
  if (!type.toLowerCase().startsWith('application/x-www-form-urlencoded')) return null;
  return new URLSearchParams(req.body);
}

function bearerOf(req: Incoming): string | null {
  const header = req.headers.authorization;
  const match = header ? /^(?:Bearer|OAuth)\s+(\S+)$/i.exec(header) : null;
  return match ? match[1] : null;
}

const digits = (length: number) => Array.from({ length }, () => randomInt(10)).join('');
const token = (prefix: string) => `${prefix}${randomBytes(24).toString('base64url')}`;
const SHORTCODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
const shortcode = () => Array.from({ length: 11 }, () => SHORTCODE_ALPHABET[randomInt(64)]).join('');
const logId = () => `${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}${randomBytes(9).toString('hex')}`;

const withStats = (stats: Partial<FakeAccountStats> | undefined): FakeAccountStats => ({
  followers: 0,
  mediaCount: 0,
  likes: 0,
  ...stats,
});

/** Profile figures and "answer as another account" faults, kept the same way by both fakes. */
class AccountProfiles {
  private readonly stats = new Map<string, FakeAccountStats>();
  private readonly impersonations: string[] = [];
  private readonly mediaImpersonations: string[] = [];

  set(accountId: string, stats: Partial<FakeAccountStats> | undefined) {
    this.stats.set(accountId, { ...withStats(this.stats.get(accountId)), ...stats });
  }

  get(accountId: string): FakeAccountStats {
    return this.stats.get(accountId) ?? withStats(undefined);
  }

  answerAs(accountId: string, count: number) {
    for (let i = 0; i < count; i++) this.impersonations.push(accountId);
  }

  /** Whose profile the next answer describes. */
  subject(accountId: string): string {
    return this.impersonations.shift() ?? accountId;
  }

  answerMediaAs(accountId: string, count: number) {
    for (let i = 0; i < count; i++) this.mediaImpersonations.push(accountId);
  }

  /** Whose media the next recent-media list shows. */
  mediaSubject(accountId: string): string {
    return this.mediaImpersonations.shift() ?? accountId;
  }
}

const withMetrics = (metrics: Partial<FakeMetrics> | undefined): FakeMetrics => ({
  views: 0,
  likes: 0,
  comments: 0,
  shares: 0,
  ...metrics,
});

interface PostText {
  caption: string | null;
  title: string | null;
  comments: string[];
}

interface PostPicture {
  serve: FakeThumbnailServe;
  url: string | null | undefined;
  version: number;
}

const withPicture = (input: FakeThumbnail, base?: PostPicture): PostPicture => ({
  serve: input.serve ?? base?.serve ?? 'image',
  url: input.url !== undefined ? input.url : base?.url,
  version: (base?.version ?? 0) + (input.newPicture ? 1 : 0),
});

/** A real JPEG of the given size in a colour of its own (the post and the picture's version pick it). */
async function pictureBytes(width: number, height: number, seed: string): Promise<Buffer> {
  let hash = 0;
  for (const c of seed) hash = (hash * 31 + c.charCodeAt(0)) >>> 0;
  const background = { r: hash & 0xff, g: (hash >> 8) & 0xff, b: (hash >> 16) & 0xff };
  return sharp({ create: { width, height, channels: 3, background } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** What the CDN answers for a picture served the given way (the image itself made by `image`). */
async function cdnAnswer(serve: FakeThumbnailServe, image: () => Promise<Buffer>): Promise<Answer> {
  if (serve === 'missing') return page(404, 'Not found');
  if (serve === 'not_image') return page(200, 'Sign in to continue');
  if (serve === 'oversized' || serve === 'oversized_unannounced') {
    const bytes = Buffer.alloc(PREVIEW_DOWNLOAD_MAX_BYTES + 1, 0xff);
    const length: Record<string, string> = serve === 'oversized' ? { 'content-length': String(bytes.length) } : {};
    return { status: 200, bytes, headers: { 'content-type': 'image/jpeg', ...length } };
  }
  return {
    status: 200,
    bytes: await image(),
    headers: { 'content-type': 'image/jpeg', 'cache-control': 'max-age=3600' },
  };
}

const IG_CDN = '/instagram-cdn';
const TT_CDN = '/tiktok-cdn';
/** How long TikTok's cover URLs work (its docs: six hours). */
const TT_COVER_TTL_S = 6 * 3600;

const withText = (input: FakePostText, base?: PostText): PostText => ({
  caption: input.caption !== undefined ? input.caption : (base?.caption ?? DEFAULT_FAKE_CAPTION),
  title: input.title !== undefined ? input.title : (base?.title ?? null),
  comments: input.comments !== undefined ? [...input.comments] : [...(base?.comments ?? [])],
});

/** The faults, request log and account/post registry both fakes keep the same way. */
class FaultQueue {
  private readonly queue: QueuedFault[] = [];

  push(count: number, fault: Fault, only?: string) {
    for (let i = 0; i < count; i++) this.queue.push({ fault, only });
  }

  take(path: string): Fault | null {
    const index = this.queue.findIndex((q) => q.only === undefined || path.includes(q.only));
    if (index === -1) return null;
    return this.queue.splice(index, 1)[0].fault;
  }
}

function isAbsoluteHttpUrl(value: string | null): value is string {
  if (!value) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function redirectTo(target: string, params: Record<string, string>, fragment = ''): Answer {
  const url = new URL(target);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return { status: 302, headers: { location: `${url.href}${fragment}` }, raw: '' };
}

const page = (status: number, title: string): Answer => ({
  status,
  raw: `<!doctype html><title>${title}</title><h1>${title}</h1>`,
  headers: { 'content-type': 'text/html; charset=utf-8' },
});

// ---------------------------------------------------------------------------------------------------------------
// Instagram.

interface IgAccount extends FakeAccount {
  appScopedId: string;
}
interface IgPost {
  id: string;
  shortcode: string;
  kind: 'p' | 'reel' | 'carousel';
  accountId: string;
  metrics: FakeMetrics;
  text: PostText;
  picture: PostPicture;
  postedAt: Date;
  sequence: number;
  deleted: boolean;
}
interface IgToken {
  accountId: string;
  kind: 'short' | 'long';
  expiresAt: number;
  scope: string[];
  revoked: boolean;
}
interface IgCode {
  accountId: string;
  redirectUri: string;
  expiresAt: number;
  used: boolean;
}

const IG_SCOPES = ['instagram_business_basic', 'instagram_business_manage_insights'];
const IG_KNOWN_SCOPES = new Set([
  ...IG_SCOPES,
  'instagram_business_content_publish',
  'instagram_business_manage_messages',
  'instagram_business_manage_comments',
]);
const IG_INSIGHT_METRICS = [
  'views',
  'likes',
  'comments',
  'shares',
  'saved',
  'reach',
  'total_interactions',
  'follows',
  'profile_visits',
  'profile_activity',
  'ig_reels_avg_watch_time',
  'ig_reels_video_view_total_time',
];
const IG_ME_FIELDS = new Set([
  'id',
  'user_id',
  'username',
  'name',
  'account_type',
  'followers_count',
  'follows_count',
  'media_count',
  'profile_picture_url',
]);
const IG_MEDIA_FIELDS = new Set([
  'id',
  'shortcode',
  'permalink',
  'username',
  'timestamp',
  'media_type',
  'media_product_type',
  'media_url',
  'thumbnail_url',
  'caption',
  'like_count',
  'comments_count',
]);
const IG_LONG_LIVED_S = 60 * DAY_S;

const graphError = (
  message: string,
  code: number,
  extra: {
    type?: string;
    subcode?: number;
    transient?: boolean;
    status?: number;
    headers?: Record<string, string>;
  } = {},
): Answer =>
  json(
    extra.status ?? 400,
    {
      error: {
        message,
        type: extra.type ?? 'OAuthException',
        code,
        ...(extra.subcode === undefined ? {} : { error_subcode: extra.subcode }),
        ...(extra.transient === undefined ? {} : { is_transient: extra.transient }),
        fbtrace_id: randomBytes(8).toString('base64url'),
      },
    },
    extra.headers,
  );
const igOAuthError = (message: string) =>
  json(400, { error_type: 'OAuthException', code: 400, error_message: message });
const missingObject = (id: string) =>
  graphError(
    `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
    100,
    { type: 'GraphMethodException', subcode: 33 },
  );

class InstagramFake implements FakeInstagram {
  readonly client: FakeClient;
  readonly urls: FakeInstagram['urls'];
  readonly requests: FakeRequest[] = [];
  readonly cdnRequests: FakeRequest[] = [];
  tokenAnswerStyle: 'wrapped' | 'flat' = 'wrapped';
  private readonly faults = new FaultQueue();
  private readonly accounts = new Map<string, IgAccount>();
  private readonly profiles = new AccountProfiles();
  private readonly posts = new Map<string, IgPost>();
  private readonly tokens = new Map<string, IgToken>();
  private readonly codes = new Map<string, IgCode>();
  private signedIn: { accountId: string; deny: boolean } | null = null;
  private sequence = 0;

  constructor(
    baseUrl: string,
    options: FakePlatformsOptions['instagram'] = {},
    private readonly redirectUris = options.redirectUris,
  ) {
    this.client = {
      clientId: options.clientId ?? digits(15),
      clientSecret: options.clientSecret ?? randomBytes(16).toString('hex'),
    };
    this.urls = {
      authBaseUrl: `${baseUrl}${PREFIX.instagramWww}`,
      tokenBaseUrl: `${baseUrl}${PREFIX.instagramApi}`,
      apiBaseUrl: `${baseUrl}${PREFIX.instagramGraph}`,
    };
  }

  addAccount({ username, stats }: { username: string; stats?: Partial<FakeAccountStats> }): FakeAccount {
    if ([...this.accounts.values()].some((a) => a.username === username)) throw new Error(`${username} exists`);
    const account: IgAccount = {
      id: `1784140${digits(10)}`,
      appScopedId: `${randomInt(1, 10)}${digits(15)}`,
      username,
    };
    this.accounts.set(account.id, account);
    this.profiles.set(account.id, stats);
    return { id: account.id, username };
  }

  setStats(account: FakeAccount, stats: Partial<FakeAccountStats>) {
    this.profiles.set(this.account(account).id, stats);
  }

  answerAsNext(other: FakeAccount, count = 1) {
    this.profiles.answerAs(this.account(other).id, count);
  }

  answerMediaAsNext(other: FakeAccount, count = 1) {
    this.profiles.answerMediaAs(this.account(other).id, count);
  }

  signIn(account: FakeAccount | null, options: { deny?: boolean } = {}) {
    this.signedIn = account ? { accountId: this.account(account).id, deny: options.deny ?? false } : null;
  }

  issueCode(account: FakeAccount, redirectUri: string): string {
    const code = `AQ${randomBytes(48).toString('base64url')}`;
    this.codes.set(code, {
      accountId: this.account(account).id,
      redirectUri,
      expiresAt: Date.now() + HOUR_MS,
      used: false,
    });
    return code;
  }

  grant(account: FakeAccount, options: { scope?: string[] } = {}): ProviderTokens {
    const scope = options.scope ?? IG_SCOPES;
    const accessToken = this.issueToken(this.account(account).id, 'long', scope);
    return {
      accessToken,
      refreshToken: null,
      expiresAt: new Date(this.tokens.get(accessToken)!.expiresAt),
      refreshExpiresAt: null,
      scope: [...scope],
    };
  }

  expireToken(accessToken: string) {
    const t = this.tokens.get(accessToken);
    if (!t) throw new Error('unknown token');
    t.expiresAt = Date.now() - 1000;
  }

  revokeAccess(account: FakeAccount) {
    for (const t of this.tokens.values()) if (t.accountId === account.id) t.revoked = true;
  }

  addPost(
    account: FakeAccount,
    input: {
      metrics?: Partial<FakeMetrics>;
      postedAt?: Date;
      kind?: 'p' | 'reel' | 'carousel';
      thumbnail?: FakeThumbnail;
    } & FakePostText = {},
  ) {
    const owner = this.account(account);
    const post: IgPost = {
      id: `1789${digits(13)}`,
      shortcode: shortcode(),
      kind: input.kind ?? 'p',
      accountId: owner.id,
      metrics: withMetrics(input.metrics),
      text: withText(input),
      picture: withPicture(input.thumbnail ?? {}),
      postedAt: input.postedAt ?? new Date(),
      sequence: this.sequence++,
      deleted: false,
    };
    this.posts.set(post.id, post);
    return { id: post.id, url: this.permalink(post), accountId: owner.id };
  }

  setMetrics(postId: string, metrics: Partial<FakeMetrics>) {
    const post = this.post(postId);
    post.metrics = { ...post.metrics, ...metrics };
  }

  setText(postId: string, text: FakePostText) {
    const post = this.post(postId);
    post.text = withText(text, post.text);
  }

  setThumbnail(postId: string, thumbnail: FakeThumbnail) {
    const post = this.post(postId);
    post.picture = withPicture(thumbnail, post.picture);
  }

  deletePost(postId: string) {
    this.post(postId).deleted = true;
  }

  rateLimitNext(count = 1, options: RateLimitOptions & { code?: number; httpStatus?: 400 | 429 } = {}) {
    this.faults.push(count, { kind: 'rate_limit', options }, options.only);
  }
  malformNext(count = 1, options: FaultOptions & { style?: MalformedStyle } = {}) {
    this.faults.push(count, { kind: 'malformed', style: options.style ?? 'truncated' }, options.only);
  }
  delayNext(ms: number, count = 1, options: FaultOptions = {}) {
    this.faults.push(count, { kind: 'delay', ms }, options.only);
  }
  failNext(count = 1, options: FaultOptions = {}) {
    this.faults.push(count, { kind: 'fail' }, options.only);
  }

  /** The fault for this request, if one is queued; the consent page is a browser's, not an API call. */
  takeFault(path: string): Fault | null {
    if (path.startsWith(PREFIX.instagramWww)) return null;
    return this.faults.take(path);
  }

  faultAnswer(fault: Exclude<Fault, { kind: 'delay' }>): Answer {
    if (fault.kind === 'malformed') {
      if (fault.style === 'empty') return { status: 200, raw: '' };
      return fault.style === 'truncated' ? { status: 200, raw: '{"data":[{"id":"1789' } : json(200, { result: 'ok' });
    }
    if (fault.kind === 'fail') {
      return graphError('An unexpected error has occurred. Please retry your request later.', 2, {
        transient: true,
        status: 500,
      });
    }
    const { code = 4, httpStatus = 400, retryAfterSeconds } = fault.options;
    const headers: Record<string, string> = {
      'x-app-usage': JSON.stringify({ call_count: 100, total_cputime: 12, total_time: 15 }),
    };
    if (retryAfterSeconds !== undefined && httpStatus === 429) headers['retry-after'] = String(retryAfterSeconds);
    if (retryAfterSeconds !== undefined && httpStatus !== 429) {
      headers['x-business-use-case-usage'] = JSON.stringify({
        '0': [
          {
            type: 'instagram',
            call_count: 100,
            total_cputime: 10,
            total_time: 10,
            estimated_time_to_regain_access: Math.ceil(retryAfterSeconds / 60),
          },
        ],
      });
    }
    const message =
      code === 80002
        ? 'There have been too many calls to this Instagram account. Wait a bit and try again.'
        : `(#${code}) Application request limit reached`;
    return graphError(message, code, { transient: true, status: httpStatus, headers });
  }

  handle(req: Incoming): Answer | Promise<Answer> {
    const { path } = req;
    if (path.startsWith(`${IG_CDN}/`)) return this.cdn(req);
    if (path === `${PREFIX.instagramWww}/oauth/authorize` || path === `${PREFIX.instagramWww}/oauth/authorize/`) {
      return req.method === 'GET' ? this.authorize(req) : page(405, 'Method not allowed');
    }
    if (path === `${PREFIX.instagramApi}/oauth/access_token`) {
      return req.method === 'POST' ? this.exchangeCode(req) : igOAuthError('Unsupported request method');
    }
    if (!path.startsWith(`${PREFIX.instagramGraph}/`)) return page(404, 'Not found');
    const graphPath = path.slice(PREFIX.instagramGraph.length);
    if (req.method !== 'GET') return graphError('Unsupported request method', 100, { type: 'GraphMethodException' });
    if (graphPath === '/access_token') return this.exchangeForLongLived(req);
    if (graphPath === '/refresh_access_token') return this.refresh(req);
    const versioned = /^\/(v\d+\.\d+)\/(.+?)\/?$/.exec(graphPath);
    if (!versioned) return graphError('Unknown path components', 2500);
    const [, version, rest] = versioned;

    const auth = this.authenticate(req);
    if ('status' in auth) return auth;
    const segments = rest.split('/');
    if (segments.length === 1 && segments[0] === 'me') return this.me(req, auth);
    if (segments.length === 2 && segments[1] === 'media' && (segments[0] === 'me' || segments[0] === auth.accountId)) {
      return this.mediaList(req, auth, version);
    }
    if (segments.length === 1 && /^\d+$/.test(segments[0])) return this.media(req, auth, segments[0]);
    if (segments.length === 2 && segments[1] === 'insights' && /^\d+$/.test(segments[0])) {
      return this.insights(req, auth, segments[0]);
    }
    if (segments.length === 2 && segments[1] === 'comments' && /^\d+$/.test(segments[0])) {
      return this.comments(auth, segments[0]);
    }
    return graphError(`Unsupported get request. Unknown path '${rest}'.`, 100, { type: 'GraphMethodException' });
  }

  private authorize(req: Incoming): Answer {
    const q = req.query;
    if (q.get('client_id') !== this.client.clientId) return igOAuthError('Invalid platform app');
    const redirectUri = q.get('redirect_uri');
    if (!isAbsoluteHttpUrl(redirectUri) || (this.redirectUris && !this.redirectUris.includes(redirectUri))) {
      return igOAuthError('Invalid redirect_uri');
    }
    if (q.get('response_type') !== 'code') return igOAuthError('Invalid response_type');
    const scope = (q.get('scope') ?? '').split(/[\s,]+/).filter(Boolean);
    if (scope.length === 0 || !scope.every((s) => IG_KNOWN_SCOPES.has(s)) || !scope.includes(IG_SCOPES[0])) {
      return igOAuthError('Invalid scope field(s)');
    }
    if (!this.signedIn) return page(200, 'Log in to Instagram');
    const state = q.get('state');
    const stateParam: Record<string, string> = state === null ? {} : { state };
    if (this.signedIn.deny) {
      return redirectTo(redirectUri, {
        error: 'access_denied',
        error_reason: 'user_denied',
        error_description: 'The user denied your request.',
        ...stateParam,
      });
    }
    const account = this.accounts.get(this.signedIn.accountId)!;
    // Instagram appends '#_' to the redirect; it is not part of the code.
    return redirectTo(redirectUri, { code: this.issueCode(account, redirectUri), ...stateParam }, '#_');
  }

  private exchangeCode(req: Incoming): Answer {
    const form = formOf(req);
    if (!form) return igOAuthError('Missing required parameter: client_id');
    if (form.get('client_id') !== this.client.clientId) return igOAuthError('Invalid platform app');
    if (form.get('client_secret') !== this.client.clientSecret) return igOAuthError('Error validating client secret.');
    if (form.get('grant_type') !== 'authorization_code') return igOAuthError('Unsupported grant_type');
    const code = this.codes.get(form.get('code') ?? '');
    if (!code || code.expiresAt < Date.now()) return igOAuthError('Invalid authorization code');
    if (code.used) return igOAuthError('This authorization code has been used');
    code.used = true;
    if (form.get('redirect_uri') !== code.redirectUri) {
      return igOAuthError(
        'Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request',
      );
    }
    const account = this.accounts.get(code.accountId)!;
    const accessToken = this.issueToken(account.id, 'short', IG_SCOPES);
    if (this.tokenAnswerStyle === 'flat') {
      // Written by hand: the Basic Display answer's user_id is a JSON number of 17 digits, more than a double holds.
      return {
        status: 200,
        raw: `{"access_token":${JSON.stringify(accessToken)},"user_id":${account.appScopedId},"permissions":${JSON.stringify(IG_SCOPES)}}`,
        headers: { 'content-type': 'application/json' },
      };
    }
    return json(200, {
      data: [{ access_token: accessToken, user_id: account.appScopedId, permissions: IG_SCOPES.join(',') }],
    });
  }

  private exchangeForLongLived(req: Incoming): Answer {
    const q = req.query;
    if (q.get('grant_type') !== 'ig_exchange_token') {
      return graphError('Invalid grant_type', 100, { type: 'IGApiException' });
    }
    if (q.get('client_secret') !== this.client.clientSecret) return graphError('Error validating client secret.', 101);
    const auth = this.authenticate(req);
    if ('status' in auth) return auth;
    if (auth.token.kind !== 'short') return graphError('Invalid OAuth access token - not a short-lived token', 190);
    const accessToken = this.issueToken(auth.accountId, 'long', auth.token.scope);
    return json(200, { access_token: accessToken, token_type: 'bearer', expires_in: IG_LONG_LIVED_S });
  }

  private refresh(req: Incoming): Answer {
    if (req.query.get('grant_type') !== 'ig_refresh_token') {
      return graphError('Invalid grant_type', 100, { type: 'IGApiException' });
    }
    const auth = this.authenticate(req);
    if ('status' in auth) return auth;
    if (auth.token.kind !== 'long') return graphError('Invalid OAuth access token - not a long-lived token', 190);
    // The old token stays valid until its own expiry, as Meta's is.
    const accessToken = this.issueToken(auth.accountId, 'long', auth.token.scope);
    return json(200, { access_token: accessToken, token_type: 'bearer', expires_in: IG_LONG_LIVED_S });
  }

  private me(req: Incoming, auth: { accountId: string }): Answer {
    const account = this.accounts.get(this.profiles.subject(auth.accountId))!;
    const fields = this.fields(req, IG_ME_FIELDS, 'User');
    if (!Array.isArray(fields)) return fields;
    const stats = this.profiles.get(account.id);
    const all: Record<string, unknown> = {
      id: account.appScopedId,
      user_id: account.id,
      username: account.username,
      name: account.username,
      account_type: 'MEDIA_CREATOR',
      // A field the platform has no value for is left out (pick drops undefined).
      followers_count: stats.followers ?? undefined,
      follows_count: 0,
      media_count: stats.mediaCount ?? undefined,
    };
    return json(200, this.pick(all, fields));
  }

  private mediaList(req: Incoming, auth: { accountId: string }, version: string): Answer {
    const fields = this.fields(req, IG_MEDIA_FIELDS, 'Media');
    if (!Array.isArray(fields)) return fields;
    const limit = Math.min(Math.max(Number(req.query.get('limit') ?? 25) || 25, 1), 100);
    const after = req.query.get('after');
    const offset = after === null ? 0 : Number(Buffer.from(after, 'base64url').toString()) || 0;
    const owner = this.profiles.mediaSubject(auth.accountId);
    const all = [...this.posts.values()]
      .filter((p) => p.accountId === owner && !p.deleted)
      .sort((a, b) => b.postedAt.getTime() - a.postedAt.getTime() || b.sequence - a.sequence);
    const slice = all.slice(offset, offset + limit);
    const cursor = (n: number) => Buffer.from(String(n)).toString('base64url');
    const paging: Record<string, unknown> = {
      cursors: { before: cursor(offset), after: cursor(offset + slice.length) },
    };
    if (offset + slice.length < all.length) {
      // As Graph does: the next page's full URL, on the user id rather than 'me', with the token in it.
      const next = new URL(`${req.origin}${PREFIX.instagramGraph}/${version}/${auth.accountId}/media`);
      next.search = new URLSearchParams({
        access_token: this.tokenOf(req) ?? '',
        fields: fields.join(','),
        limit: String(limit),
        after: cursor(offset + slice.length),
      }).toString();
      paging.next = next.href;
    }
    return json(200, { data: slice.map((p) => this.pick(this.mediaObject(p, req.origin), fields)), paging });
  }

  private media(req: Incoming, auth: { accountId: string }, mediaId: string): Answer {
    const post = this.posts.get(mediaId);
    if (!post || post.deleted || post.accountId !== auth.accountId) return missingObject(mediaId);
    const fields = this.fields(req, IG_MEDIA_FIELDS, 'Media');
    if (!Array.isArray(fields)) return fields;
    return json(200, this.pick(this.mediaObject(post, req.origin), fields));
  }

  private insights(req: Incoming, auth: { accountId: string; token: IgToken }, mediaId: string): Answer {
    const post = this.posts.get(mediaId);
    if (!post || post.deleted || post.accountId !== auth.accountId) return missingObject(mediaId);
    if (!auth.token.scope.includes('instagram_business_manage_insights')) {
      return graphError('(#10) Application does not have permission for this action', 10);
    }
    const metrics = (req.query.get('metric') ?? '').split(',').filter(Boolean);
    if (metrics.length === 0) return graphError('(#100) The parameter metric is required', 100);
    const unknown = metrics.findIndex((m) => !IG_INSIGHT_METRICS.includes(m));
    if (unknown !== -1) {
      return graphError(
        `(#100) metric[${unknown}] must be one of the following values: ${IG_INSIGHT_METRICS.join(', ')}`,
        100,
      );
    }
    const data = metrics.flatMap((name) => {
      const value = (post.metrics as unknown as Record<string, number | null | undefined>)[name];
      // No data: the metric is left out of the set rather than answered as 0.
      if (value === null || value === undefined) return [];
      return [
        {
          name,
          period: 'lifetime',
          values: [{ value }],
          title: name[0].toUpperCase() + name.slice(1),
          description: `Lifetime ${name}`,
          id: `${mediaId}/insights/${name}/lifetime`,
        },
      ];
    });
    return json(200, { data });
  }

  /**
   * GET /{media-id}/comments: the comments under the post, as IG Comment objects (no paging in the fake). Like the
   * real edge it needs instagram_business_manage_comments, which MicroReach never asks for.
   */
  private comments(auth: { accountId: string; token: IgToken }, mediaId: string): Answer {
    const post = this.posts.get(mediaId);
    if (!post || post.deleted || post.accountId !== auth.accountId) return missingObject(mediaId);
    if (!auth.token.scope.includes('instagram_business_manage_comments')) {
      return graphError('(#10) Application does not have permission for this action', 10);
    }
    const data = post.text.comments.map((text, i) => ({
      id: `${mediaId}${String(i).padStart(4, '0')}`,
      text,
      timestamp: new Date(post.postedAt.getTime() + (i + 1) * 60_000).toISOString().replace(/\.\d{3}Z$/, '+0000'),
    }));
    return json(200, { data });
  }

  private authenticate(req: Incoming): Answer | { accountId: string; token: IgToken } {
    const value = this.tokenOf(req);
    if (!value) {
      return graphError('An active access token must be used to query information about the current user.', 2500);
    }
    const t = this.tokens.get(value);
    if (!t) return graphError('Invalid OAuth access token - Cannot parse access token', 190);
    if (t.revoked) {
      return graphError('Error validating access token: The user has not authorized application.', 190, {
        subcode: 458,
      });
    }
    if (t.expiresAt <= Date.now()) {
      return graphError(
        `Error validating access token: Session has expired on ${new Date(t.expiresAt).toUTCString()}.`,
        190,
        { subcode: 463 },
      );
    }
    return { accountId: t.accountId, token: t };
  }

  private tokenOf(req: Incoming): string | null {
    return req.query.get('access_token') ?? bearerOf(req);
  }

  private fields(req: Incoming, known: Set<string>, node: string): string[] | Answer {
    const fields = (req.query.get('fields') ?? 'id').split(',').filter(Boolean);
    const unknown = fields.find((f) => !known.has(f));
    if (unknown) return graphError(`(#100) Tried accessing nonexisting field (${unknown}) on node type (${node})`, 100);
    return fields.includes('id') ? fields : ['id', ...fields];
  }

  private pick(all: Record<string, unknown>, fields: string[]): Record<string, unknown> {
    return Object.fromEntries(fields.filter((f) => all[f] !== undefined).map((f) => [f, all[f]]));
  }

  /**
   * The CDN: /instagram-cdn/{media-id}/{version}.jpg (an image, an album's first image or a reel's cover) and
   * /instagram-cdn/{media-id}/{version}.mp4 (a reel's video file). The signature in the query is not checked.
   */
  private async cdn(req: Incoming): Promise<Answer> {
    const match = /^\/instagram-cdn\/(\d+)\/(\d+)\.(jpg|mp4)$/.exec(req.path);
    const post = match ? this.posts.get(match[1]!) : undefined;
    if (!match || !post || post.deleted || Number(match[2]) !== post.picture.version) return page(404, 'Not found');
    if (match[3] === 'mp4') {
      return {
        status: 200,
        bytes: Buffer.from('\0\0\0\x18ftypmp42fake video'),
        headers: { 'content-type': 'video/mp4' },
      };
    }
    const [width, height] = post.kind === 'reel' ? [540, 960] : [720, 900];
    return cdnAnswer(post.picture.serve, () => pictureBytes(width, height, `${post.id}:${post.picture.version}`));
  }

  /** A signed CDN URL as Graph answers them: the same path for the same picture, a new signature every time. */
  private cdnUrl(origin: string, post: IgPost, extension: 'jpg' | 'mp4'): string {
    const signature = `oh=00_${randomBytes(12).toString('base64url')}&oe=${Math.floor(Date.now() / 1000 + 3 * DAY_S)
      .toString(16)
      .toUpperCase()}`;
    return `${origin}${IG_CDN}/${post.id}/${post.picture.version}.${extension}?_nc_cat=1&${signature}`;
  }

  /** media_url and thumbnail_url as Graph answers them for this post's type (or a test's URL in place of ours). */
  private pictureFields(origin: string, post: IgPost): Record<string, unknown> {
    const override = post.picture.url;
    if (post.kind === 'reel') {
      return {
        media_url: this.cdnUrl(origin, post, 'mp4'),
        thumbnail_url: override === undefined ? this.cdnUrl(origin, post, 'jpg') : (override ?? undefined),
      };
    }
    return { media_url: override === undefined ? this.cdnUrl(origin, post, 'jpg') : (override ?? undefined) };
  }

  private mediaObject(post: IgPost, origin: string): Record<string, unknown> {
    return {
      id: post.id,
      shortcode: post.shortcode,
      permalink: this.permalink(post),
      username: this.accounts.get(post.accountId)!.username,
      // Graph's format: no milliseconds, +0000.
      timestamp: post.postedAt.toISOString().replace(/\.\d{3}Z$/, '+0000'),
      media_type: post.kind === 'reel' ? 'VIDEO' : post.kind === 'carousel' ? 'CAROUSEL_ALBUM' : 'IMAGE',
      media_product_type: post.kind === 'reel' ? 'REELS' : 'FEED',
      ...this.pictureFields(origin, post),
      // Left out when the post has none.
      caption: post.text.caption ?? undefined,
      // Left out when the platform has no value, as insights do (pick drops undefined).
      like_count: post.metrics.likes ?? undefined,
      comments_count: post.metrics.comments ?? undefined,
    };
  }

  private permalink(post: IgPost): string {
    return `https://www.instagram.com/${post.kind === 'reel' ? 'reel' : 'p'}/${post.shortcode}/`;
  }

  private issueToken(accountId: string, kind: 'short' | 'long', scope: string[]): string {
    const value = token('IGAA');
    const lifetimeMs = kind === 'short' ? HOUR_MS : IG_LONG_LIVED_S * 1000;
    this.tokens.set(value, { accountId, kind, expiresAt: Date.now() + lifetimeMs, scope: [...scope], revoked: false });
    return value;
  }

  private account(account: FakeAccount): IgAccount {
    const found = this.accounts.get(account.id);
    if (!found) throw new Error(`No Instagram account ${account.username}`);
    return found;
  }

  private post(postId: string): IgPost {
    const found = this.posts.get(postId);
    if (!found) throw new Error(`No Instagram post ${postId}`);
    return found;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// TikTok.

interface TtPost {
  id: string;
  accountId: string;
  metrics: FakeMetrics;
  text: PostText;
  picture: PostPicture;
  postedAt: Date;
  deleted: boolean;
}
interface TtGrant {
  accountId: string;
  scope: string[];
  refreshExpiresAt: number;
  revoked: boolean;
}
interface TtAccessToken {
  grant: TtGrant;
  expiresAt: number;
}
interface TtRefreshToken {
  grant: TtGrant;
  /** Rotated away by a refresh. */
  replaced: boolean;
}
interface TtCode {
  accountId: string;
  redirectUri: string;
  scope: string[];
  expiresAt: number;
  used: boolean;
}

const TT_SCOPES = ['user.info.basic', 'user.info.profile', 'user.info.stats', 'video.list'];
const TT_KNOWN_SCOPES = new Set([...TT_SCOPES, 'video.publish', 'video.upload']);
const TT_USER_FIELDS: Record<string, string> = {
  open_id: 'user.info.basic',
  union_id: 'user.info.basic',
  avatar_url: 'user.info.basic',
  avatar_url_100: 'user.info.basic',
  avatar_large_url: 'user.info.basic',
  display_name: 'user.info.basic',
  bio_description: 'user.info.profile',
  profile_deep_link: 'user.info.profile',
  is_verified: 'user.info.profile',
  username: 'user.info.profile',
  follower_count: 'user.info.stats',
  following_count: 'user.info.stats',
  likes_count: 'user.info.stats',
  video_count: 'user.info.stats',
};
const TT_VIDEO_FIELDS = new Set([
  'id',
  'create_time',
  'cover_image_url',
  'share_url',
  'video_description',
  'duration',
  'height',
  'width',
  'title',
  'embed_html',
  'embed_link',
  'like_count',
  'comment_count',
  'share_count',
  'view_count',
]);
const TT_ACCESS_S = 2 * 3600;
const TT_REFRESH_S = 180 * DAY_S;
const TT_CODE_MS = 10 * 60_000;
const TT_MAX_VIDEO_IDS = 20;

const ttApiError = (status: number, code: string, message: string, headers: Record<string, string> = {}) =>
  json(status, { data: {}, error: { code, message, log_id: logId() } }, headers);
const ttOAuthError = (error: string, description: string, status = 400, headers: Record<string, string> = {}) =>
  json(status, { error, error_description: description, log_id: logId() }, headers);
const ttOk = (data: unknown) => json(200, { data, error: { code: 'ok', message: '', log_id: logId() } });

class TikTokFake implements FakeTikTok {
  readonly client: FakeClient;
  readonly urls: FakeTikTok['urls'];
  readonly requests: FakeRequest[] = [];
  readonly cdnRequests: FakeRequest[] = [];
  private readonly faults = new FaultQueue();
  private readonly accounts = new Map<string, FakeAccount>();
  private readonly profiles = new AccountProfiles();
  private readonly posts = new Map<string, TtPost>();
  private readonly accessTokens = new Map<string, TtAccessToken>();
  private readonly refreshTokens = new Map<string, TtRefreshToken>();
  private readonly codes = new Map<string, TtCode>();
  private signedIn: { accountId: string; deny: boolean } | null = null;

  constructor(
    baseUrl: string,
    options: FakePlatformsOptions['tiktok'] = {},
    private readonly redirectUris = options.redirectUris,
  ) {
    this.client = {
      clientId: options.clientId ?? `aw${randomBytes(8).toString('hex')}`,
      clientSecret: options.clientSecret ?? randomBytes(16).toString('hex'),
    };
    this.urls = { authBaseUrl: `${baseUrl}${PREFIX.tiktokWww}`, apiBaseUrl: `${baseUrl}${PREFIX.tiktokOpen}` };
  }

  addAccount({ username, stats }: { username: string; stats?: Partial<FakeAccountStats> }): FakeAccount {
    if ([...this.accounts.values()].some((a) => a.username === username)) throw new Error(`${username} exists`);
    const account = { id: `-000${randomUUID()}`, username };
    this.accounts.set(account.id, account);
    this.profiles.set(account.id, stats);
    return { ...account };
  }

  setStats(account: FakeAccount, stats: Partial<FakeAccountStats>) {
    this.profiles.set(this.account(account).id, stats);
  }

  answerAsNext(other: FakeAccount, count = 1) {
    this.profiles.answerAs(this.account(other).id, count);
  }

  answerMediaAsNext(other: FakeAccount, count = 1) {
    this.profiles.answerMediaAs(this.account(other).id, count);
  }

  signIn(account: FakeAccount | null, options: { deny?: boolean } = {}) {
    this.signedIn = account ? { accountId: this.account(account).id, deny: options.deny ?? false } : null;
  }

  issueCode(account: FakeAccount, redirectUri: string, scope: string[] = TT_SCOPES): string {
    // Real codes hold characters that must be URL-encoded, which is why the docs insist on decoding them.
    const code = `${randomBytes(30).toString('base64url')}*0!${digits(4)}`;
    this.codes.set(code, {
      accountId: this.account(account).id,
      redirectUri,
      scope,
      expiresAt: Date.now() + TT_CODE_MS,
      used: false,
    });
    return code;
  }

  grant(account: FakeAccount, options: { scope?: string[] } = {}): ProviderTokens {
    const answer = this.issueTokens({
      accountId: this.account(account).id,
      scope: options.scope ?? TT_SCOPES,
      refreshExpiresAt: Date.now() + TT_REFRESH_S * 1000,
      revoked: false,
    });
    return {
      accessToken: answer.access_token,
      refreshToken: answer.refresh_token,
      expiresAt: new Date(Date.now() + answer.expires_in * 1000),
      refreshExpiresAt: new Date(Date.now() + answer.refresh_expires_in * 1000),
      scope: answer.scope.split(','),
    };
  }

  expireToken(accessToken: string) {
    const t = this.accessTokens.get(accessToken);
    if (!t) throw new Error('unknown token');
    t.expiresAt = Date.now() - 1000;
  }

  revokeAccess(account: FakeAccount) {
    for (const t of this.accessTokens.values()) if (t.grant.accountId === account.id) t.grant.revoked = true;
  }

  addPost(
    account: FakeAccount,
    input: { metrics?: Partial<FakeMetrics>; postedAt?: Date; thumbnail?: FakeThumbnail } & FakePostText = {},
  ) {
    const owner = this.account(account);
    const post: TtPost = {
      id: `7${digits(18)}`,
      accountId: owner.id,
      metrics: withMetrics(input.metrics),
      text: withText(input),
      picture: withPicture(input.thumbnail ?? {}),
      postedAt: input.postedAt ?? new Date(),
      deleted: false,
    };
    this.posts.set(post.id, post);
    return { id: post.id, url: `https://www.tiktok.com/@${owner.username}/video/${post.id}`, accountId: owner.id };
  }

  setMetrics(postId: string, metrics: Partial<FakeMetrics>) {
    const post = this.post(postId);
    post.metrics = { ...post.metrics, ...metrics };
  }

  setText(postId: string, text: FakePostText) {
    const post = this.post(postId);
    post.text = withText(text, post.text);
  }

  setThumbnail(postId: string, thumbnail: FakeThumbnail) {
    const post = this.post(postId);
    post.picture = withPicture(thumbnail, post.picture);
  }

  deletePost(postId: string) {
    this.post(postId).deleted = true;
  }

  rateLimitNext(count = 1, options: RateLimitOptions = {}) {
    this.faults.push(count, { kind: 'rate_limit', options }, options.only);
  }
  malformNext(count = 1, options: FaultOptions & { style?: MalformedStyle } = {}) {
    this.faults.push(count, { kind: 'malformed', style: options.style ?? 'truncated' }, options.only);
  }
  delayNext(ms: number, count = 1, options: FaultOptions = {}) {
    this.faults.push(count, { kind: 'delay', ms }, options.only);
  }
  failNext(count = 1, options: FaultOptions = {}) {
    this.faults.push(count, { kind: 'fail' }, options.only);
  }

  takeFault(path: string): Fault | null {
    if (path.startsWith(PREFIX.tiktokWww)) return null;
    return this.faults.take(path);
  }

  faultAnswer(fault: Exclude<Fault, { kind: 'delay' }>, path: string): Answer {
    const isOAuth = path.includes('/v2/oauth/');
    if (fault.kind === 'malformed') {
      if (fault.style === 'empty') return { status: 200, raw: '' };
      return fault.style === 'truncated' ? { status: 200, raw: '{"data":{"videos":[{"id":' } : json(200, { ok: true });
    }
    if (fault.kind === 'fail') {
      return isOAuth
        ? ttOAuthError('server_error', 'Internal server error', 500)
        : ttApiError(500, 'internal_error', 'Something went wrong. Please try again later.');
    }
    const headers: Record<string, string> =
      fault.options.retryAfterSeconds === undefined ? {} : { 'retry-after': String(fault.options.retryAfterSeconds) };
    return isOAuth
      ? ttOAuthError('rate_limit_exceeded', 'The API rate limit was exceeded.', 429, headers)
      : ttApiError(429, 'rate_limit_exceeded', 'The API rate limit was exceeded. Please try again later.', headers);
  }

  handle(req: Incoming): Answer | Promise<Answer> {
    const { path, method } = req;
    if (path.startsWith(`${TT_CDN}/`)) return this.cdn(req);
    if (path === `${PREFIX.tiktokWww}/v2/auth/authorize/` || path === `${PREFIX.tiktokWww}/v2/auth/authorize`) {
      return method === 'GET' ? this.authorize(req) : page(405, 'Method not allowed');
    }
    if (!path.startsWith(`${PREFIX.tiktokOpen}/`)) return page(404, 'Not found');
    const apiPath = path.slice(PREFIX.tiktokOpen.length);
    if (apiPath === '/v2/oauth/token/' && method === 'POST') return this.token(req);
    if (apiPath === '/v2/oauth/revoke/' && method === 'POST') return this.revoke(req);
    if (apiPath === '/v2/user/info/' && method === 'GET') return this.userInfo(req);
    if (apiPath === '/v2/video/query/' && method === 'POST') return this.videoQuery(req);
    if (apiPath === '/v2/video/list/' && method === 'POST') return this.videoList(req);
    return ttApiError(404, 'invalid_params', `No endpoint ${method} ${apiPath}`);
  }

  private authorize(req: Incoming): Answer {
    const q = req.query;
    if (q.get('client_key') !== this.client.clientId) return page(400, 'client_key: invalid');
    const redirectUri = q.get('redirect_uri');
    if (!isAbsoluteHttpUrl(redirectUri) || (this.redirectUris && !this.redirectUris.includes(redirectUri))) {
      return page(400, 'redirect_uri: invalid');
    }
    const state = q.get('state');
    const stateParam: Record<string, string> = state === null ? {} : { state };
    if (q.get('response_type') !== 'code') {
      return redirectTo(redirectUri, {
        error: 'unsupported_response_type',
        error_description: 'response_type must be code',
        ...stateParam,
      });
    }
    const scope = (q.get('scope') ?? '').split(',').filter(Boolean);
    if (scope.length === 0 || !scope.every((s) => TT_KNOWN_SCOPES.has(s))) {
      return redirectTo(redirectUri, { error: 'invalid_scope', error_description: 'scope is invalid', ...stateParam });
    }
    if (!this.signedIn) return page(200, 'Log in to TikTok');
    if (this.signedIn.deny) {
      return redirectTo(redirectUri, {
        error: 'access_denied',
        error_description: 'The user denied the request.',
        ...stateParam,
      });
    }
    const account = this.accounts.get(this.signedIn.accountId)!;
    const code = this.issueCode(account, redirectUri, scope);
    return redirectTo(redirectUri, { code, scopes: scope.join(','), ...stateParam });
  }

  private token(req: Incoming): Answer {
    const form = formOf(req);
    if (!form) return ttOAuthError('invalid_request', 'The request parameters are malformed.');
    if (form.get('client_key') !== this.client.clientId || form.get('client_secret') !== this.client.clientSecret) {
      return ttOAuthError('invalid_client', 'Client key or secret is incorrect.');
    }
    const grantType = form.get('grant_type');
    if (grantType === 'authorization_code') {
      const code = this.codes.get(form.get('code') ?? '');
      if (!code || code.used || code.expiresAt < Date.now()) {
        return ttOAuthError('invalid_grant', 'Authorization code is expired.');
      }
      code.used = true;
      if (form.get('redirect_uri') !== code.redirectUri) {
        return ttOAuthError('invalid_grant', 'Redirect URI does not match the authorization request.');
      }
      return json(
        200,
        this.issueTokens({
          accountId: code.accountId,
          scope: code.scope,
          refreshExpiresAt: Date.now() + TT_REFRESH_S * 1000,
          revoked: false,
        }),
      );
    }
    if (grantType === 'refresh_token') {
      const refresh = this.refreshTokens.get(form.get('refresh_token') ?? '');
      if (!refresh || refresh.replaced || refresh.grant.revoked || refresh.grant.refreshExpiresAt <= Date.now()) {
        return ttOAuthError('invalid_grant', 'Refresh token is invalid or expired.');
      }
      // Rotation: the refresh token just used stops working.
      refresh.replaced = true;
      return json(200, this.issueTokens(refresh.grant));
    }
    return ttOAuthError('unsupported_grant_type', 'The grant type is not supported.');
  }

  private revoke(req: Incoming): Answer {
    const form = formOf(req);
    if (!form) return ttOAuthError('invalid_request', 'The request parameters are malformed.');
    if (form.get('client_key') !== this.client.clientId || form.get('client_secret') !== this.client.clientSecret) {
      return ttOAuthError('invalid_client', 'Client key or secret is incorrect.');
    }
    const value = form.get('token');
    if (!value) return ttOAuthError('invalid_request', 'token is required.');
    // Revoking ends the whole grant; an unknown token is already as good as revoked (RFC 7009).
    const t = this.accessTokens.get(value);
    if (t) t.grant.revoked = true;
    return json(200, {});
  }

  private userInfo(req: Incoming): Answer {
    const auth = this.authenticate(req);
    if ('status' in auth) return auth;
    const fields = (req.query.get('fields') ?? '').split(',').filter(Boolean);
    if (fields.length === 0 || fields.some((f) => !(f in TT_USER_FIELDS))) {
      return ttApiError(400, 'invalid_params', 'fields is invalid');
    }
    const missing = fields.map((f) => TT_USER_FIELDS[f]).find((s) => !auth.grant.scope.includes(s));
    if (missing) return ttApiError(401, 'scope_not_authorized', `The user did not authorize the scope ${missing}.`);
    const account = this.accounts.get(this.profiles.subject(auth.grant.accountId))!;
    const stats = this.profiles.get(account.id);
    const all: Record<string, unknown> = {
      open_id: account.id,
      union_id: `u${account.id}`,
      display_name: account.username,
      username: account.username,
      avatar_url: `https://p16-sign.tiktokcdn.com/${account.username}.jpeg`,
      bio_description: '',
      profile_deep_link: `https://vm.tiktok.com/${account.username}`,
      is_verified: false,
      // int64 counts; one the platform has no value for is left out.
      follower_count: stats.followers ?? undefined,
      following_count: 0,
      likes_count: stats.likes ?? undefined,
      video_count: stats.mediaCount ?? undefined,
    };
    const user = Object.fromEntries(fields.filter((f) => all[f] !== undefined).map((f) => [f, all[f]]));
    return ttOk({ user });
  }

  private videoQuery(req: Incoming): Answer {
    const auth = this.authenticate(req);
    if ('status' in auth) return auth;
    if (!auth.grant.scope.includes('video.list')) {
      return ttApiError(401, 'scope_not_authorized', 'The user did not authorize the scope video.list.');
    }
    const fields = (req.query.get('fields') ?? '').split(',').filter(Boolean);
    if (fields.length === 0 || fields.some((f) => !TT_VIDEO_FIELDS.has(f))) {
      return ttApiError(400, 'invalid_params', 'fields is invalid');
    }
    if (!(req.headers['content-type'] ?? '').toLowerCase().startsWith('application/json')) {
      return ttApiError(400, 'invalid_params', 'Content-Type must be application/json');
    }
    let ids: unknown;
    try {
      ids = (JSON.parse(req.body) as { filters?: { video_ids?: unknown } })?.filters?.video_ids;
    } catch {
      return ttApiError(400, 'invalid_params', 'The request body is not JSON');
    }
    if (
      !Array.isArray(ids) ||
      ids.length === 0 ||
      ids.length > TT_MAX_VIDEO_IDS ||
      ids.some((id) => typeof id !== 'string')
    ) {
      return ttApiError(400, 'invalid_params', `filters.video_ids must hold 1 to ${TT_MAX_VIDEO_IDS} ids`);
    }
    const account = this.accounts.get(auth.grant.accountId)!;
    const videos = (ids as string[]).flatMap((id) => {
      const post = this.posts.get(id);
      if (!post || post.deleted || post.accountId !== account.id) return [];
      return [this.videoObject(post, fields, req.origin)];
    });
    return ttOk({ videos });
  }

  /** POST /v2/video/list/ with {"max_count": 1..20} (default 10): the token holder's videos, newest first. */
  private videoList(req: Incoming): Answer {
    const auth = this.authenticate(req);
    if ('status' in auth) return auth;
    if (!auth.grant.scope.includes('video.list')) {
      return ttApiError(401, 'scope_not_authorized', 'The user did not authorize the scope video.list.');
    }
    const fields = (req.query.get('fields') ?? '').split(',').filter(Boolean);
    if (fields.length === 0 || fields.some((f) => !TT_VIDEO_FIELDS.has(f))) {
      return ttApiError(400, 'invalid_params', 'fields is invalid');
    }
    if (!(req.headers['content-type'] ?? '').toLowerCase().startsWith('application/json')) {
      return ttApiError(400, 'invalid_params', 'Content-Type must be application/json');
    }
    let maxCount: unknown;
    try {
      maxCount = (JSON.parse(req.body || '{}') as { max_count?: unknown })?.max_count ?? 10;
    } catch {
      return ttApiError(400, 'invalid_params', 'The request body is not JSON');
    }
    if (typeof maxCount !== 'number' || !Number.isInteger(maxCount) || maxCount < 1 || maxCount > TT_MAX_VIDEO_IDS) {
      return ttApiError(400, 'invalid_params', `max_count must be 1 to ${TT_MAX_VIDEO_IDS}`);
    }
    const owner = this.profiles.mediaSubject(auth.grant.accountId);
    const all = [...this.posts.values()]
      .filter((p) => p.accountId === owner && !p.deleted)
      .sort((a, b) => b.postedAt.getTime() - a.postedAt.getTime());
    const page = all.slice(0, maxCount);
    const cursor = page.length === 0 ? 0 : page[page.length - 1].postedAt.getTime();
    return ttOk({
      videos: page.map((p) => this.videoObject(p, fields, req.origin)),
      cursor,
      has_more: all.length > page.length,
    });
  }

  /**
   * The CDN: /tiktok-cdn/obj/{video-id}-{version}~tplv-noop.jpeg?x-expires={unix s}&x-signature=...; an expired URL is
   * refused with a 403, as TikTok's are after six hours.
   */
  private async cdn(req: Incoming): Promise<Answer> {
    const match = /^\/tiktok-cdn\/obj\/(\d+)-(\d+)~tplv-noop\.jpeg$/.exec(req.path);
    const post = match ? this.posts.get(match[1]!) : undefined;
    if (!match || !post || post.deleted || Number(match[2]) !== post.picture.version) return page(404, 'Not found');
    if (Number(req.query.get('x-expires') ?? 0) * 1000 < Date.now()) return page(403, 'Access denied');
    return cdnAnswer(post.picture.serve, () => pictureBytes(540, 960, `${post.id}:${post.picture.version}`));
  }

  /** cover_image_url as video/query answers it: a new signature and expiry every time (or a test's URL). */
  private coverUrl(origin: string, post: TtPost): string | undefined {
    if (post.picture.url !== undefined) return post.picture.url ?? undefined;
    const expires = Math.floor(Date.now() / 1000) + TT_COVER_TTL_S;
    return `${origin}${TT_CDN}/obj/${post.id}-${post.picture.version}~tplv-noop.jpeg?x-expires=${expires}&x-signature=${randomBytes(15).toString('base64url')}`;
  }

  /** A video as the API answers it, with the asked fields; a count the platform has no value for is left out. */
  private videoObject(post: TtPost, fields: string[], origin: string): Record<string, unknown> {
    const account = this.accounts.get(post.accountId)!;
    const all: Record<string, unknown> = {
      id: post.id,
      create_time: Math.floor(post.postedAt.getTime() / 1000),
      share_url: `https://www.tiktok.com/@${account.username}/video/${post.id}?utm_campaign=tt4d_open_api&utm_source=${this.client.clientId}`,
      // Left out when the post has none.
      video_description: post.text.caption ?? undefined,
      title: post.text.title ?? undefined,
      cover_image_url: this.coverUrl(origin, post),
      duration: 15,
      view_count: post.metrics.views ?? undefined,
      like_count: post.metrics.likes ?? undefined,
      comment_count: post.metrics.comments ?? undefined,
      share_count: post.metrics.shares ?? undefined,
    };
    return Object.fromEntries(fields.filter((f) => all[f] !== undefined).map((f) => [f, all[f]]));
  }

  private authenticate(req: Incoming): Answer | { grant: TtGrant } {
    const value = bearerOf(req);
    const t = value ? this.accessTokens.get(value) : undefined;
    if (!t || t.grant.revoked || t.expiresAt <= Date.now()) {
      return ttApiError(401, 'access_token_invalid', 'The access token is invalid or not found in the request.');
    }
    return { grant: t.grant };
  }

  private issueTokens(grant: TtGrant) {
    const accessToken = token('act.');
    const refreshToken = token('rft.');
    this.accessTokens.set(accessToken, { grant, expiresAt: Date.now() + TT_ACCESS_S * 1000 });
    this.refreshTokens.set(refreshToken, { grant, replaced: false });
    return {
      open_id: grant.accountId,
      scope: grant.scope.join(','),
      access_token: accessToken,
      expires_in: TT_ACCESS_S,
      refresh_token: refreshToken,
      refresh_expires_in: Math.max(1, Math.floor((grant.refreshExpiresAt - Date.now()) / 1000)),
      token_type: 'Bearer',
    };
  }

  private account(account: FakeAccount): FakeAccount {
    const found = this.accounts.get(account.id);
    if (!found) throw new Error(`No TikTok account ${account.username}`);
    return found;
  }

  private post(postId: string): TtPost {
    const found = this.posts.get(postId);
    if (!found) throw new Error(`No TikTok video ${postId}`);
    return found;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The server.

export async function startFakePlatforms(options: FakePlatformsOptions = {}): Promise<FakePlatforms> {
  const timers = new Set<NodeJS.Timeout>();
  let instagram: InstagramFake;
  let tiktok: TikTokFake;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  async function answer(req: IncomingMessage, origin: string): Promise<Answer> {
    const url = new URL(req.url ?? '/', origin);
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > MAX_BODY_BYTES) return json(413, { error: 'body too large' });
      chunks.push(chunk as Buffer);
    }
    const incoming: Incoming = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
      origin,
    };
    const fake = url.pathname.startsWith('/instagram-')
      ? instagram
      : url.pathname.startsWith('/tiktok-')
        ? tiktok
        : null;
    if (!fake) return page(404, 'Not found');
    const prefix = Object.values(PREFIX).find((p) => url.pathname.startsWith(`${p}/`)) ?? '';
    if (url.pathname.startsWith(`${IG_CDN}/`) || url.pathname.startsWith(`${TT_CDN}/`)) {
      (fake.cdnRequests as FakeRequest[]).push({ method: incoming.method, path: url.pathname });
    } else if (prefix !== PREFIX.instagramWww && prefix !== PREFIX.tiktokWww) {
      (fake.requests as FakeRequest[]).push({ method: incoming.method, path: url.pathname.slice(prefix.length) });
    }
    let fault = fake.takeFault(url.pathname);
    while (fault?.kind === 'delay') {
      await sleep(fault.ms);
      fault = fake.takeFault(url.pathname);
    }
    if (fault) return fake === instagram ? instagram.faultAnswer(fault) : tiktok.faultAnswer(fault, url.pathname);
    return fake.handle(incoming);
  }

  const server = createServer((req, res) => {
    res.on('error', () => {});
    const origin = `http://${req.headers.host ?? '127.0.0.1'}`;
    answer(req, origin)
      .catch((err: unknown): Answer => json(500, { error: String(err) }))
      .then((a) => {
        // The client may have given up (a timeout test) while the answer was held back.
        if (res.destroyed || res.writableEnded) return;
        if (a.bytes) {
          res.writeHead(a.status, a.headers);
          // In pieces, so an unannounced length really arrives chunked and a reader can stop part-way.
          for (let at = 0; at < a.bytes.length; at += 64 * 1024) res.write(a.bytes.subarray(at, at + 64 * 1024));
          res.end();
          return;
        }
        const body = a.raw ?? (a.body === undefined ? '' : JSON.stringify(a.body));
        res.writeHead(a.status, { 'content-type': 'application/json; charset=UTF-8', ...a.headers });
        res.end(body);
      });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  instagram = new InstagramFake(url, options.instagram);
  tiktok = new TikTokFake(url, options.tiktok);

  return {
    url,
    instagram,
    tiktok,
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
