// What only TikTok does: rotating refresh tokens, revocation, the {data, error} envelope (also on HTTP 200), OAuth
// errors in the body, and video ids taken from the URL. Against the local fake.

import { randomBytes } from 'node:crypto';
import { DAY_MS } from '@microreach/domain/calendar';
import { contentUrlError } from '@microreach/domain/creator-campaigns';
import { CAPTION_MAX_CHARS } from '@microreach/domain/disclosure';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakePlatforms, startFakePlatforms } from '#server/test/support/fake-platforms.ts';
import { TikTokProvider, type TikTokProviderOptions, tiktokVideoId } from './tiktok.ts';
import { ProviderError, type ProviderErrorKind } from './types.ts';

const REDIRECT_URI = 'https://app.microreach.test/api/creator-connections/callback';

let platforms: FakePlatforms;
beforeAll(async () => {
  platforms = await startFakePlatforms();
});
afterAll(async () => {
  await platforms?.close();
});

const tt = () => platforms.tiktok;
const make = (overrides: Partial<TikTokProviderOptions> = {}) =>
  new TikTokProvider({ ...tt().client, ...tt().urls, ...overrides });
const setUp = (scope?: string[]) => {
  const account = tt().addAccount({ username: `tt_${randomBytes(4).toString('hex')}` });
  return { account, tokens: tt().grant(account, { scope }) };
};

async function expectKind(promise: Promise<unknown>, kind: ProviderErrorKind): Promise<ProviderError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ProviderError);
  expect((err as ProviderError).kind, (err as Error).message).toBe(kind);
  return err as ProviderError;
}

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch that lets `edit` change each JSON answer from the fake before the adapter reads it. */
function editingFetch(edit: (url: string, body: unknown) => unknown): typeof fetch {
  return async (input, init) => {
    const res = await fetch(input, init);
    const text = await res.text();
    const body = text ? JSON.stringify(edit(String(input), JSON.parse(text))) : text;
    return new Response(body, { status: res.status, headers: res.headers });
  };
}

describe('tiktokVideoId', () => {
  it.each([
    ['https://www.tiktok.com/@mia.lens/video/7301234567890123456', '7301234567890123456'],
    ['https://tiktok.com/@a_b/video/1?lang=en', '1'],
    ['https://m.tiktok.com/@mia/video/7301234567890123456/', '7301234567890123456'],
    ['https://www.tiktok.com/@mia/photo/7301234567890123457', '7301234567890123457'],
    [' http://www.tiktok.com/@mia/video/42#t=3 ', '42'],
  ])('reads %s', (url, id) => {
    expect(tiktokVideoId(url)).toBe(id);
  });

  it.each([
    'https://www.tiktok.com/mia/video/123',
    'https://www.tiktok.com/@mia/video/abc',
    'https://www.tiktok.com/@mia',
    'https://vm.tiktok.com/ZMabc/',
    'https://www.tiktok.com/t/ZTabc/',
    'https://tiktok.com.evil.test/@mia/video/1',
    'https://www.tiktok.com/@mia/video/1/comments',
  ])('refuses %s', (url) => {
    expect(tiktokVideoId(url)).toBeNull();
  });

  it('reads every URL the upload form accepts', () => {
    const accepted = [
      'https://www.tiktok.com/@mia.lens/video/7301234567890123456',
      'https://tiktok.com/@a_b/video/1?lang=en',
      'http://m.tiktok.com/@x.y/video/99/',
    ];
    for (const url of accepted) {
      expect(contentUrlError('tiktok', url)).toBeNull();
      expect(tiktokVideoId(url)).not.toBeNull();
    }
  });
});

describe('TikTokProvider against the fake', () => {
  it('rotates the refresh token: the one used stops working', async () => {
    const { tokens } = setUp();
    const refreshed = await make().refresh(tokens);
    expect(refreshed.refreshToken).not.toBeNull();
    expect(refreshed.refreshToken).not.toBe(tokens.refreshToken);
    expect(refreshed.refreshExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 170 * DAY_MS);
    const err = await expectKind(make().refresh(tokens), 'token_revoked');
    expect(err.providerCode).toBe('invalid_grant');
    expect((await make().refresh(refreshed)).accessToken).not.toBe(refreshed.accessToken);
  });

  it('revokes the grant: the access token and the refresh token stop working', async () => {
    const { account, tokens } = setUp();
    const post = tt().addPost(account);
    await make().revoke(tokens);
    await expectKind(make().fetchPostMetrics(tokens, { url: post.url }), 'token_expired');
    await expectKind(make().refresh(tokens), 'token_revoked');
  });

  it('refuses to refresh without a refresh token, without calling TikTok', async () => {
    const { tokens } = setUp();
    const before = tt().requests.length;
    await expectKind(make().refresh({ ...tokens, refreshToken: null }), 'token_revoked');
    expect(tt().requests.length).toBe(before);
  });

  it('sends the video id from the URL in the documented query', async () => {
    const { account, tokens } = setUp();
    const post = tt().addPost(account, { metrics: { views: 8 } });
    const sent: { url: string; init?: RequestInit }[] = [];
    const spying = make({
      fetch: (input, init) => {
        sent.push({ url: String(input), init });
        return fetch(input, init);
      },
    });
    await spying.fetchPostMetrics(tokens, { url: `https://m.tiktok.com/@${account.username}/video/${post.id}?x=1` });
    expect(sent).toHaveLength(1);
    const url = new URL(sent[0].url);
    expect(url.pathname.endsWith('/v2/video/query/')).toBe(true);
    expect(url.searchParams.get('fields')?.split(',')).toEqual(
      expect.arrayContaining(['id', 'view_count', 'like_count', 'comment_count', 'share_count', 'create_time']),
    );
    expect(JSON.parse(String(sent[0].init?.body))).toEqual({ filters: { video_ids: [post.id] } });
    expect(new Headers(sent[0].init?.headers).get('authorization')).toBe(`Bearer ${tokens.accessToken}`);
  });

  it('reports a grant without video.list as token_revoked', async () => {
    const { account, tokens } = setUp(['user.info.basic', 'user.info.profile']);
    const post = tt().addPost(account);
    const err = await expectKind(make().fetchPostMetrics(tokens, { url: post.url }), 'token_revoked');
    expect(err.providerCode).toBe('scope_not_authorized');
  });

  it('reads an error envelope even on HTTP 200', async () => {
    const { account, tokens } = setUp();
    const post = tt().addPost(account);
    const envelope = (code: string) =>
      make({ fetch: async () => jsonResponse(200, { data: {}, error: { code, message: code, log_id: 'L1' } }) });
    const limited = await expectKind(
      envelope('rate_limit_exceeded').fetchPostMetrics(tokens, { url: post.url }),
      'rate_limited',
    );
    expect(limited.traceId).toBe('L1');
    await expectKind(envelope('access_token_invalid').fetchPostMetrics(tokens, { url: post.url }), 'token_expired');
    await expectKind(envelope('scope_permission_missed').fetchPostMetrics(tokens, { url: post.url }), 'token_revoked');
    await expectKind(envelope('invalid_params').fetchPostMetrics(tokens, { url: post.url }), 'bad_request');
    await expectKind(envelope('internal_error').fetchPostMetrics(tokens, { url: post.url }), 'unavailable');
  });

  it('reads an OAuth error in the body whatever the status', async () => {
    const oauth = (status: number, error: string) =>
      make({ fetch: async () => jsonResponse(status, { error, error_description: 'no', log_id: 'L2' }) });
    await expectKind(oauth(200, 'invalid_grant').exchangeCode({ code: 'c', redirectUri: REDIRECT_URI }), 'bad_request');
    const { tokens } = setUp();
    await expectKind(oauth(200, 'invalid_grant').refresh(tokens), 'token_revoked');
    await expectKind(oauth(400, 'invalid_client').refresh(tokens), 'bad_request');
    await expectKind(oauth(503, 'temporarily_unavailable').refresh(tokens), 'unavailable');
    await expectKind(oauth(429, 'rate_limit_exceeded').refresh(tokens), 'rate_limited');
  });

  it('asks user info for the owner when share_url does not name one', async () => {
    const { account, tokens } = setUp();
    const post = tt().addPost(account, { metrics: { shares: 6 } });
    const withoutShareUrl = make({
      fetch: editingFetch((url, body) => {
        if (url.includes('/video/query/')) {
          for (const v of (body as { data: { videos: Record<string, unknown>[] } }).data.videos) delete v.share_url;
        }
        return body;
      }),
    });
    const lookup = await withoutShareUrl.fetchPostMetrics(tokens, { url: post.url });
    expect(lookup.status === 'ok' && lookup.ownerUsername).toBe(account.username);
    expect(lookup.status === 'ok' && lookup.metrics.shares).toBe(6);
  });

  it('reports a user info answer for another user as malformed', async () => {
    const account = tt().addAccount({ username: `tt_${randomBytes(4).toString('hex')}` });
    const code = tt().issueCode(account, REDIRECT_URI);
    const mismatched = make({
      fetch: editingFetch((url, body) => {
        if (url.includes('/user/info/')) (body as { data: { user: { open_id: string } } }).data.user.open_id = 'other';
        return body;
      }),
    });
    await expectKind(mismatched.exchangeCode({ code, redirectUri: REDIRECT_URI }), 'malformed');
  });

  it('reads the caption from video_description and title, and one that is not text as unknown, not malformed (issue 29)', async () => {
    const { account, tokens } = setUp();
    const post = tt().addPost(account, {
      caption: 'Pour-over at dawn',
      title: 'Day 3 #publicité',
      metrics: { views: 9 },
    });
    const sent: string[] = [];
    const lookup = await make({
      fetch: (input, init) => {
        sent.push(String(input));
        return fetch(input, init);
      },
    }).fetchPostMetrics(tokens, { url: post.url });
    expect(lookup).toMatchObject({
      status: 'ok',
      caption: 'Pour-over at dawn\nDay 3 #publicité',
      brandedContent: null,
    });
    expect(new URL(sent[0]).searchParams.get('fields')?.split(',')).toEqual(
      expect.arrayContaining(['video_description', 'title']),
    );
    tt().setText(post.id, { caption: null, title: 'Only a title #ad' });
    expect(await make().fetchPostMetrics(tokens, { url: post.url })).toMatchObject({ caption: 'Only a title #ad' });
    tt().setText(post.id, { caption: null, title: null });
    expect(await make().fetchPostMetrics(tokens, { url: post.url })).toMatchObject({ caption: null });

    tt().setText(post.id, { caption: 'A caption', title: 'A title' });
    for (const [field, value] of [
      ['video_description', 7],
      ['title', { text: '#ad' }],
      ['title', 'y'.repeat(CAPTION_MAX_CHARS + 1)],
    ] as const) {
      const odd = make({
        fetch: editingFetch((url, body) => {
          if (url.includes('/video/query/')) {
            for (const v of (body as { data: { videos: Record<string, unknown>[] } }).data.videos) v[field] = value;
          }
          return body;
        }),
      });
      expect(await odd.fetchPostMetrics(tokens, { url: post.url })).toMatchObject({
        status: 'ok',
        caption: null,
        metrics: { views: 9 },
      });
    }
  });

  it('asks video/query for cover_image_url and reads one that is not text as no thumbnail, not malformed (issue 30)', async () => {
    const { account, tokens } = setUp();
    const post = tt().addPost(account, { metrics: { views: 4 } });
    const sent: string[] = [];
    const lookup = await make({
      fetch: (input, init) => {
        sent.push(String(input));
        return fetch(input, init);
      },
    }).fetchPostMetrics(tokens, { url: post.url });
    expect(new URL(sent[0]).searchParams.get('fields')?.split(',')).toContain('cover_image_url');
    expect(lookup).toMatchObject({ status: 'ok', thumbnailUrl: expect.stringContaining('/tiktok-cdn/obj/') });
    for (const value of [7, { url: 'https://x.test/a.jpg' }, ['https://x.test/a.jpg'], true]) {
      const odd = make({
        fetch: editingFetch((url, body) => {
          if (url.includes('/video/query/')) {
            for (const v of (body as { data: { videos: Record<string, unknown>[] } }).data.videos) {
              v.cover_image_url = value;
            }
          }
          return body;
        }),
      });
      expect(await odd.fetchPostMetrics(tokens, { url: post.url })).toMatchObject({
        status: 'ok',
        thumbnailUrl: null,
        metrics: { views: 4 },
      });
    }
  });

  it('cannot download a cover whose six hours have passed', async () => {
    const { account, tokens } = setUp();
    const post = tt().addPost(account);
    const lookup = await make().fetchPostMetrics(tokens, { url: post.url });
    const url = new URL(lookup.status === 'ok' ? lookup.thumbnailUrl! : '');
    expect(Number(url.searchParams.get('x-expires')) * 1000 - Date.now()).toBeGreaterThan(5.9 * 3600_000);
    url.searchParams.set('x-expires', String(Math.floor(Date.now() / 1000) - 1));
    const err = await expectKind(make().downloadThumbnail(url.href, { maxBytes: 1024 * 1024 }), 'bad_request');
    expect(err.status).toBe(403);
  });

  it('reports a video id answered as a number as malformed', async () => {
    const { account, tokens } = setUp();
    const post = tt().addPost(account);
    const numeric = make({
      fetch: editingFetch((url, body) => {
        if (url.includes('/video/query/')) {
          for (const v of (body as { data: { videos: Record<string, unknown>[] } }).data.videos) v.id = Number(v.id);
        }
        return body;
      }),
    });
    await expectKind(numeric.fetchPostMetrics(tokens, { url: post.url }), 'malformed');
  });

  it('reports a rate-limited token endpoint with its Retry-After', async () => {
    const { tokens } = setUp();
    tt().rateLimitNext(1, { only: '/oauth/token/', retryAfterSeconds: 45 });
    const err = await expectKind(make().refresh(tokens), 'rate_limited');
    expect(err.retryAfterSeconds).toBe(45);
    expect(err.providerCode).toBe('rate_limit_exceeded');
  });
});

describe('the account profile (issue 26)', () => {
  it('reads follower_count, video_count and likes_count with user.info.stats', async () => {
    const account = tt().addAccount({
      username: `tt_${randomBytes(4).toString('hex')}`,
      stats: { followers: 40_000, mediaCount: 88, likes: 1_200_000 },
    });
    expect(await make().fetchAccountStats(tt().grant(account))).toEqual({
      externalId: account.id,
      username: account.username,
      followers: 40_000,
      mediaCount: 88,
      likesCount: 1_200_000,
    });
  });

  it('without user.info.stats reads the account without its counts (unknown, not 0) rather than failing', async () => {
    const { tokens } = setUp(['user.info.basic', 'user.info.profile', 'video.list']);
    const stats = await make().fetchAccountStats(tokens);
    expect(stats).toMatchObject({ followers: null, mediaCount: null, likesCount: null });
  });

  it('reports an empty answer as malformed and a rate limit as rate_limited', async () => {
    const { tokens } = setUp();
    tt().malformNext(1, { style: 'empty', only: '/user/info/' });
    await expectKind(make().fetchAccountStats(tokens), 'malformed');
    tt().rateLimitNext(1, { only: '/user/info/', retryAfterSeconds: 30 });
    expect((await expectKind(make().fetchAccountStats(tokens), 'rate_limited')).retryAfterSeconds).toBe(30);
  });
});

describe("the account's recent media (issue 26)", () => {
  const at = (hoursAgo: number) => new Date(Math.floor((Date.now() - hoursAgo * 3_600_000) / 1000) * 1000);

  it('lists the latest videos newest first through POST /v2/video/list/, with max_count', async () => {
    const { account, tokens } = setUp();
    const older = tt().addPost(account, {
      postedAt: at(50),
      metrics: { views: 30_000, likes: 2_000, comments: 80, shares: 120 },
    });
    const newest = tt().addPost(account, {
      postedAt: at(3),
      metrics: { views: 4_000, likes: 300, comments: 9, shares: 14 },
    });
    tt().addPost(account, { postedAt: at(400) });
    const seen: { url: string; body: unknown }[] = [];
    const recording: typeof fetch = async (input, init) => {
      seen.push({ url: String(input), body: JSON.parse(String(init?.body)) });
      return fetch(input, init);
    };
    const media = await make({ fetch: recording }).fetchRecentMedia(tokens, { limit: 2 });
    expect(media).toEqual([
      {
        externalId: newest.id,
        postedAt: at(3),
        ownerUsername: account.username,
        metrics: { views: 4_000, likes: 300, comments: 9, shares: 14 },
      },
      {
        externalId: older.id,
        postedAt: at(50),
        ownerUsername: account.username,
        metrics: { views: 30_000, likes: 2_000, comments: 80, shares: 120 },
      },
    ]);
    expect(new URL(seen[0].url).pathname.endsWith('/v2/video/list/')).toBe(true);
    expect(seen[0].body).toEqual({ max_count: 2 });
  });

  it('reads a count the answer leaves out as unknown (null), never 0, and an empty list as none', async () => {
    const { account, tokens } = setUp();
    expect(await make().fetchRecentMedia(tokens, { limit: 12 })).toEqual([]);
    tt().addPost(account, { metrics: { views: 1_000, likes: null, comments: null, shares: 2 } });
    const [media] = await make().fetchRecentMedia(tokens, { limit: 12 });
    expect(media.metrics).toEqual({ views: 1_000, likes: null, comments: null, shares: 2 });
  });

  it('reports a rate limit, a malformed answer and a grant without video.list', async () => {
    const { tokens } = setUp();
    tt().rateLimitNext(1, { only: '/video/list/', retryAfterSeconds: 45 });
    expect((await expectKind(make().fetchRecentMedia(tokens, { limit: 12 }), 'rate_limited')).retryAfterSeconds).toBe(
      45,
    );
    tt().malformNext(1, { style: 'wrong_shape', only: '/video/list/' });
    await expectKind(make().fetchRecentMedia(tokens, { limit: 12 }), 'malformed');
    const narrow = setUp(['user.info.basic', 'user.info.profile']);
    await expectKind(make().fetchRecentMedia(narrow.tokens, { limit: 12 }), 'token_revoked');
  });

  it("says whose videos answered, so a list of another account's can be refused", async () => {
    const { account, tokens } = setUp();
    tt().addPost(account);
    const other = tt().addAccount({ username: `tt_${randomBytes(4).toString('hex')}` });
    tt().addPost(other);
    tt().answerMediaAsNext(other);
    const media = await make().fetchRecentMedia(tokens, { limit: 12 });
    expect(media.map((m) => m.ownerUsername)).toEqual([other.username]);
  });
});
