// What only Instagram does: the post is searched for among the account's media page by page, codes may end in '#_',
// the code exchange has two documented shapes, and Graph API error codes carry the kind. Against the local fake.
import { randomBytes } from 'node:crypto';
import { contentUrlError } from '@microreach/domain/creator-campaigns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakePlatforms, startFakePlatforms } from '#server/test/support/fake-platforms.ts';
import {
  INSTAGRAM_GRAPH_VERSION,
  INSTAGRAM_SCOPES,
  InstagramProvider,
  type InstagramProviderOptions,
  instagramShortcode,
} from './instagram.ts';
import { ProviderError, type ProviderErrorKind } from './types.ts';

const REDIRECT_URI = 'https://app.microreach.test/api/creator-connections/callback';

let platforms: FakePlatforms;
beforeAll(async () => {
  platforms = await startFakePlatforms();
});
afterAll(async () => {
  await platforms?.close();
});

const ig = () => platforms.instagram;
const make = (overrides: Partial<InstagramProviderOptions> = {}) =>
  new InstagramProvider({ ...ig().client, ...ig().urls, ...overrides });
const setUp = (scope?: string[]) => {
  const account = ig().addAccount({ username: `ig_${randomBytes(4).toString('hex')}` });
  return { account, tokens: ig().grant(account, { scope }) };
};
const mediaListCalls = () => ig().requests.filter((r) => r.path.endsWith('/media')).length;

async function expectKind(promise: Promise<unknown>, kind: ProviderErrorKind): Promise<ProviderError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ProviderError);
  expect((err as ProviderError).kind, (err as Error).message).toBe(kind);
  return err as ProviderError;
}

/** A fetch that lets `edit` see and change each JSON answer from the fake before the adapter reads it. */
function editingFetch(edit: (url: string, body: unknown) => unknown, seen: string[] = []): typeof fetch {
  return async (input, init) => {
    const url = String(input);
    seen.push(url);
    const res = await fetch(input, init);
    const text = await res.text();
    const body = text ? edit(url, JSON.parse(text)) : text;
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status: res.status,
      headers: res.headers,
    });
  };
}

describe('instagramShortcode', () => {
  it.each([
    ['https://www.instagram.com/p/Cx1AbC2dEf3/', 'Cx1AbC2dEf3'],
    ['https://instagram.com/p/Cx1AbC2dEf3', 'Cx1AbC2dEf3'],
    ['https://www.instagram.com/reel/C9_x-Yz/?igsh=abc', 'C9_x-Yz'],
    ['https://www.instagram.com/reels/C9_x-Yz/', 'C9_x-Yz'],
    ['https://www.instagram.com/mia.lens/p/Cx1AbC2dEf3/', 'Cx1AbC2dEf3'],
    ['https://m.instagram.com/p/Cx1AbC2dEf3/#comments', 'Cx1AbC2dEf3'],
    ['  http://www.instagram.com/tv/B8aBcDeF/  ', 'B8aBcDeF'],
  ])('reads %s', (url, code) => {
    expect(instagramShortcode(url)).toBe(code);
  });

  it.each([
    'https://www.instagram.com/mia.lens/',
    'https://www.instagram.com/stories/mia.lens/3141592653589793/',
    'https://www.instagram.com/p/',
    'https://instagram.evil.com/p/abc/',
    'https://www.instagram.com.evil.com/p/abc/',
    'instagram.com/p/abc',
    'ftp://instagram.com/p/abc/',
    'https://www.instagram.com/p/abc/extra/',
  ])('refuses %s', (url) => {
    expect(instagramShortcode(url)).toBeNull();
  });

  it('reads every URL the upload form accepts', () => {
    const accepted = [
      'https://www.instagram.com/p/Cx1AbC2dEf3/',
      'https://instagram.com/p/Cx1AbC2dEf3',
      'https://www.instagram.com/reel/C9_x-Yz/?igsh=abc',
      'http://www.instagram.com/reel/Zz9/',
    ];
    for (const url of accepted) {
      expect(contentUrlError('instagram', url)).toBeNull();
      expect(instagramShortcode(url)).not.toBeNull();
    }
  });
});

describe('InstagramProvider against the fake', () => {
  it('finds a post on a later page of the media list by following paging.next', async () => {
    const { account, tokens } = setUp();
    const oldest = ig().addPost(account, { metrics: { views: 77 }, postedAt: new Date('2026-01-01T00:00:00Z') });
    for (let i = 0; i < 119; i++) ig().addPost(account, { postedAt: new Date(Date.UTC(2026, 5, 1, 0, i)) });
    const before = mediaListCalls();
    const lookup = await make().fetchPostMetrics(tokens, { url: oldest.url });
    expect(lookup.status === 'ok' && lookup.metrics.views).toBe(77);
    // 120 posts, 50 a page: the oldest is on the third page.
    expect(mediaListCalls() - before).toBe(3);
  });

  it('stops after maxMediaPages and answers not_found', async () => {
    const { account, tokens } = setUp();
    const oldest = ig().addPost(account, { postedAt: new Date('2026-01-01T00:00:00Z') });
    for (let i = 0; i < 110; i++) ig().addPost(account, { postedAt: new Date(Date.UTC(2026, 5, 1, 0, i)) });
    const before = mediaListCalls();
    expect(await make({ maxMediaPages: 2 }).fetchPostMetrics(tokens, { url: oldest.url })).toEqual({
      status: 'not_found',
    });
    expect(mediaListCalls() - before).toBe(2);
  });

  it('finds a reel by a /p/ URL and a post by a URL with the username in it', async () => {
    const { account, tokens } = setUp();
    const reel = ig().addPost(account, { kind: 'reel', metrics: { views: 500 } });
    const code = new URL(reel.url).pathname.split('/')[2];
    expect(reel.url).toContain('/reel/');
    const byP = await make().fetchPostMetrics(tokens, { url: `https://instagram.com/p/${code}?igsh=x` });
    expect(byP.status === 'ok' && byP.externalPostId).toBe(reel.id);
    const byUser = await make().fetchPostMetrics(tokens, {
      url: `https://www.instagram.com/${account.username}/p/${code}/`,
    });
    expect(byUser.status === 'ok' && byUser.metrics.views).toBe(500);
  });

  it('matches on the permalink when the shortcode field is absent', async () => {
    const { account, tokens } = setUp();
    const post = ig().addPost(account, { metrics: { likes: 4 } });
    const withoutShortcode = make({
      fetch: editingFetch((url, body) => {
        if (url.includes('/media?')) {
          for (const m of (body as { data: Record<string, unknown>[] }).data) delete m.shortcode;
        }
        return body;
      }),
    });
    const lookup = await withoutShortcode.fetchPostMetrics(tokens, { url: post.url });
    expect(lookup.status === 'ok' && lookup.metrics.likes).toBe(4);
  });

  it('goes straight to a known media id without listing media', async () => {
    const { account, tokens } = setUp();
    const post = ig().addPost(account, { metrics: { comments: 3 } });
    const other = ig().addPost(account);
    const before = mediaListCalls();
    const lookup = await make().fetchPostMetrics(tokens, { url: post.url, externalPostId: post.id });
    expect(lookup.status === 'ok' && lookup.metrics.comments).toBe(3);
    // The id must be the post the URL names.
    expect(await make().fetchPostMetrics(tokens, { url: post.url, externalPostId: other.id })).toEqual({
      status: 'not_found',
    });
    ig().deletePost(post.id);
    expect(await make().fetchPostMetrics(tokens, { url: post.url, externalPostId: post.id })).toEqual({
      status: 'not_found',
    });
    expect(mediaListCalls()).toBe(before);
    await expectKind(make().fetchPostMetrics(tokens, { url: post.url, externalPostId: '../me' }), 'bad_request');
  });

  it("does not read another account's media by its id", async () => {
    const { tokens } = setUp();
    const { account: someoneElse } = setUp();
    const theirs = ig().addPost(someoneElse);
    expect(await make().fetchPostMetrics(tokens, { url: theirs.url, externalPostId: theirs.id })).toEqual({
      status: 'not_found',
    });
  });

  it('answers not_found when the post is deleted between the listing and its insights', async () => {
    const { account, tokens } = setUp();
    const post = ig().addPost(account);
    const deleting = make({
      fetch: editingFetch((url, body) => {
        if (url.includes('/media?')) ig().deletePost(post.id);
        return body;
      }),
    });
    expect(await deleting.fetchPostMetrics(tokens, { url: post.url })).toEqual({ status: 'not_found' });
  });

  it('does not follow a paging.next that leaves the API host', async () => {
    const { account, tokens } = setUp();
    const oldest = ig().addPost(account, { postedAt: new Date('2026-01-01T00:00:00Z') });
    for (let i = 0; i < 60; i++) ig().addPost(account);
    const seen: string[] = [];
    const redirected = make({
      fetch: editingFetch((_url, body) => {
        const paging = (body as { paging?: { next?: string } }).paging;
        if (paging?.next) paging.next = paging.next.replace(/^http:\/\/127\.0\.0\.1:\d+/, 'https://graph.evil.test');
        return body;
      }, seen),
    });
    await expectKind(redirected.fetchPostMetrics(tokens, { url: oldest.url }), 'malformed');
    expect(seen.some((u) => u.includes('evil'))).toBe(false);
  });

  it('calls the versioned Graph API paths', async () => {
    const { account, tokens } = setUp();
    const post = ig().addPost(account);
    const from = ig().requests.length;
    await make().fetchPostMetrics(tokens, { url: post.url });
    const paths = ig()
      .requests.slice(from)
      .map((r) => r.path);
    expect(paths).toEqual([`/${INSTAGRAM_GRAPH_VERSION}/me/media`, `/${INSTAGRAM_GRAPH_VERSION}/${post.id}/insights`]);
  });

  it("strips the '#_' Instagram may leave on the code", async () => {
    const account = ig().addAccount({ username: `ig_${randomBytes(4).toString('hex')}` });
    const code = ig().issueCode(account, REDIRECT_URI);
    const { account: connected } = await make().exchangeCode({ code: `${code}#_`, redirectUri: REDIRECT_URI });
    expect(connected.externalId).toBe(account.id);
  });

  it('reads the flat code-exchange answer and takes the account id from /me, not its imprecise number', async () => {
    const account = ig().addAccount({ username: `ig_${randomBytes(4).toString('hex')}` });
    ig().tokenAnswerStyle = 'flat';
    try {
      const code = ig().issueCode(account, REDIRECT_URI);
      const { tokens, account: connected } = await make().exchangeCode({ code, redirectUri: REDIRECT_URI });
      expect(connected).toEqual({ externalId: account.id, username: account.username });
      expect(tokens.scope).toEqual(['instagram_business_basic', 'instagram_business_manage_insights']);
    } finally {
      ig().tokenAnswerStyle = 'wrapped';
    }
  });

  it('keeps the granted scope across a refresh, and cannot refresh an expired token', async () => {
    const { tokens } = setUp(['instagram_business_basic', 'instagram_business_manage_insights']);
    const refreshed = await make().refresh(tokens);
    expect(refreshed.scope).toEqual(tokens.scope);
    expect(refreshed.refreshToken).toBeNull();
    ig().expireToken(refreshed.accessToken);
    await expectKind(make().refresh(refreshed), 'token_expired');
  });

  it.each([4, 17, 32, 613, 80002])('reads Graph error code %i as rate_limited', async (code) => {
    const { account, tokens } = setUp();
    const post = ig().addPost(account);
    ig().rateLimitNext(1, { code, only: '/insights' });
    const err = await expectKind(make().fetchPostMetrics(tokens, { url: post.url }), 'rate_limited');
    expect(err.providerCode).toBe(String(code));
  });

  it('reads Retry-After on an HTTP 429', async () => {
    const { account, tokens } = setUp();
    const post = ig().addPost(account);
    ig().rateLimitNext(1, { httpStatus: 429, retryAfterSeconds: 30 });
    const err = await expectKind(make().fetchPostMetrics(tokens, { url: post.url }), 'rate_limited');
    expect(err.retryAfterSeconds).toBe(30);
    expect(err.status).toBe(429);
  });

  it('reports a revoked grant and a missing insights permission as token_revoked', async () => {
    const { account, tokens } = setUp();
    const post = ig().addPost(account);
    ig().revokeAccess(account);
    const revoked = await expectKind(make().fetchPostMetrics(tokens, { url: post.url }), 'token_revoked');
    expect(revoked.providerCode).toBe('190/458');

    const { account: limited, tokens: basicOnly } = setUp(['instagram_business_basic']);
    const limitedPost = ig().addPost(limited);
    const err = await expectKind(make().fetchPostMetrics(basicOnly, { url: limitedPost.url }), 'token_revoked');
    expect(err.providerCode).toBe('10');
  });

  it('reads insights answered as total_value', async () => {
    const { account, tokens } = setUp();
    const post = ig().addPost(account, { metrics: { views: 31, shares: 2 } });
    const totals = make({
      fetch: editingFetch((url, body) => {
        if (!url.includes('/insights?')) return body;
        const data = (body as { data: { name: string; values: { value: number }[] }[] }).data;
        return {
          data: data.map((m) => ({ name: m.name, period: 'lifetime', total_value: { value: m.values[0].value } })),
        };
      }),
    });
    const lookup = await totals.fetchPostMetrics(tokens, { url: post.url });
    expect(lookup.status === 'ok' && lookup.metrics).toEqual({ views: 31, likes: 0, comments: 0, shares: 2 });
  });

  it('reports a negative or fractional count as malformed', async () => {
    const { account, tokens } = setUp();
    const post = ig().addPost(account, { metrics: { views: 10 } });
    for (const value of [-1, 1.5, '10']) {
      const broken = make({
        fetch: editingFetch((url, body) => {
          if (!url.includes('/insights?')) return body;
          return { data: [{ name: 'views', period: 'lifetime', values: [{ value }] }] };
        }),
      });
      await expectKind(broken.fetchPostMetrics(tokens, { url: post.url }), 'malformed');
    }
  });

  it('asks for the caption with the media, and reads a caption that is not text as unknown, not malformed (issue 29)', async () => {
    const { account, tokens } = setUp();
    const post = ig().addPost(account, { caption: 'Iced #Werbung', metrics: { views: 7 } });
    const seen: string[] = [];
    const lookup = await make({ fetch: editingFetch((_url, body) => body, seen) }).fetchPostMetrics(tokens, {
      url: post.url,
    });
    expect(lookup).toMatchObject({ status: 'ok', caption: 'Iced #Werbung', metrics: { views: 7 } });
    const mediaCall = new URL(seen.find((u) => u.includes('/me/media?')) ?? '');
    expect(mediaCall.searchParams.get('fields')?.split(',')).toContain('caption');
    for (const caption of [42, { text: '#ad' }, ['#ad'], true]) {
      const odd = make({
        fetch: editingFetch((url, body) => {
          if (!url.includes('/me/media?')) return body;
          const page = body as { data: Record<string, unknown>[] };
          for (const m of page.data) m.caption = caption;
          return page;
        }),
      });
      expect(await odd.fetchPostMetrics(tokens, { url: post.url })).toMatchObject({
        status: 'ok',
        caption: null,
        metrics: { views: 7 },
      });
    }
  });

  it('takes a reel’s cover from thumbnail_url and an image’s or album’s picture from media_url (issue 30)', async () => {
    const { account, tokens } = setUp();
    const seen: string[] = [];
    const spying = make({
      fetch: (input, init) => {
        seen.push(String(input));
        return fetch(input, init);
      },
    });
    const reel = ig().addPost(account, { kind: 'reel' });
    const lookup = await spying.fetchPostMetrics(tokens, { url: reel.url });
    const mediaCall = new URL(seen.find((u) => u.includes('/me/media?')) ?? '');
    expect(mediaCall.searchParams.get('fields')?.split(',')).toEqual(
      expect.arrayContaining(['media_type', 'media_url', 'thumbnail_url']),
    );
    // The reel's media_url is its video file: the adapter takes the cover.
    expect(lookup).toMatchObject({
      status: 'ok',
      thumbnailUrl: expect.stringMatching(/\/instagram-cdn\/\d+\/0\.jpg\?/),
    });
    const cover = await make().downloadThumbnail(lookup.status === 'ok' ? lookup.thumbnailUrl! : '', {
      maxBytes: 1024 * 1024,
    });
    expect(cover.contentType).toBe('image/jpeg');

    for (const kind of ['p', 'carousel'] as const) {
      const post = ig().addPost(account, { kind });
      expect(await make().fetchPostMetrics(tokens, { url: post.url }), kind).toMatchObject({
        status: 'ok',
        thumbnailUrl: expect.stringMatching(/\/instagram-cdn\/\d+\/0\.jpg\?/),
      });
    }
  });

  it('reads no thumbnail for a media type it does not know, or a reel without thumbnail_url', async () => {
    const { account, tokens } = setUp();
    const post = ig().addPost(account, { kind: 'p', metrics: { views: 5 } });
    for (const mediaType of ['STORY', 42, undefined]) {
      const odd = make({
        fetch: editingFetch((url, body) => {
          if (!url.includes('/me/media?')) return body;
          const page = body as { data: Record<string, unknown>[] };
          for (const m of page.data) m.media_type = mediaType;
          return page;
        }),
      });
      expect(await odd.fetchPostMetrics(tokens, { url: post.url }), String(mediaType)).toMatchObject({
        status: 'ok',
        thumbnailUrl: null,
        metrics: { views: 5 },
      });
    }
    const reel = ig().addPost(account, { kind: 'reel' });
    ig().setThumbnail(reel.id, { url: null });
    expect(await make().fetchPostMetrics(tokens, { url: reel.url })).toMatchObject({
      status: 'ok',
      thumbnailUrl: null,
    });
  });

  it('serves a post’s comments on its comments edge, which the adapter never reads nor may read', async () => {
    const { account, tokens } = setUp();
    const post = ig().addPost(account, { caption: 'No tag', comments: ['Love it #ad'] });
    const before = ig().requests.length;
    expect(await make().fetchPostMetrics(tokens, { url: post.url })).toMatchObject({ caption: 'No tag' });
    expect(
      ig()
        .requests.slice(before)
        .some((r) => r.path.endsWith('/comments')),
    ).toBe(false);
    const comments = async (accessToken: string) => {
      const url = new URL(`${ig().urls.apiBaseUrl}/${INSTAGRAM_GRAPH_VERSION}/${post.id}/comments`);
      url.searchParams.set('access_token', accessToken);
      return (await fetch(url)).json() as Promise<{ data?: { text: string }[]; error?: { code: number } }>;
    };
    // The app's grant does not cover comments.
    expect((await comments(tokens.accessToken)).error?.code).toBe(10);
    const withComments = ig().grant(account, {
      scope: [...INSTAGRAM_SCOPES, 'instagram_business_manage_comments'],
    });
    expect((await comments(withComments.accessToken)).data?.map((c) => c.text)).toEqual(['Love it #ad']);
  });

  it('reports an api.instagram.com error body with its message', async () => {
    const err = await expectKind(
      make().exchangeCode({ code: 'AQnever-issued', redirectUri: REDIRECT_URI }),
      'bad_request',
    );
    expect(err.message).toContain('Invalid authorization code');
    expect(err.providerCode).toBe('400');
  });
});

describe('the account profile (issue 26)', () => {
  it('reads followers_count and media_count of the token holder, from GET /me', async () => {
    const account = ig().addAccount({
      username: `ig_${randomBytes(4).toString('hex')}`,
      stats: { followers: 40_000, mediaCount: 212 },
    });
    const stats = await make().fetchAccountStats(ig().grant(account));
    expect(stats).toEqual({
      externalId: account.id,
      username: account.username,
      followers: 40_000,
      mediaCount: 212,
      likesCount: null,
    });
    expect(ig().requests.at(-1)).toEqual({ method: 'GET', path: `/${INSTAGRAM_GRAPH_VERSION}/me` });
  });

  it('reads a count the answer leaves out as unknown, never 0, and says whose profile answered', async () => {
    const { account, tokens } = setUp();
    ig().setStats(account, { followers: null });
    expect((await make().fetchAccountStats(tokens)).followers).toBeNull();
    const other = ig().addAccount({ username: `ig_${randomBytes(4).toString('hex')}` });
    ig().answerAsNext(other);
    expect((await make().fetchAccountStats(tokens)).externalId).toBe(other.id);
  });

  it('reports an empty answer as malformed and a rate limit with its wait', async () => {
    const { tokens } = setUp();
    ig().malformNext(1, { style: 'empty', only: '/me' });
    await expectKind(make().fetchAccountStats(tokens), 'malformed');
    ig().rateLimitNext(1, { only: '/me', code: 80002, retryAfterSeconds: 120 });
    const err = await expectKind(make().fetchAccountStats(tokens), 'rate_limited');
    expect(err.retryAfterSeconds).toBe(120);
  });
});

describe("the account's recent media (issue 26)", () => {
  const HOUR = 3_600_000;
  const at = (hoursAgo: number) => new Date(Math.floor((Date.now() - hoursAgo * HOUR) / 1000) * 1000);

  it('lists the latest media newest first, likes and comments from the list, views and shares from insights', async () => {
    const { account, tokens } = setUp();
    const old = ig().addPost(account, {
      postedAt: at(72),
      metrics: { views: 9_000, likes: 400, comments: 12, shares: 30 },
    });
    const recent = ig().addPost(account, {
      postedAt: at(5),
      kind: 'reel',
      metrics: { views: 20_000, likes: 900, comments: 40, shares: 75 },
    });
    ig().addPost(account, { postedAt: at(200) });
    const from = ig().requests.length;
    const media = await make().fetchRecentMedia(tokens, { limit: 2 });
    expect(media).toEqual([
      {
        externalId: recent.id,
        postedAt: at(5),
        ownerUsername: account.username,
        metrics: { views: 20_000, likes: 900, comments: 40, shares: 75 },
      },
      {
        externalId: old.id,
        postedAt: at(72),
        ownerUsername: account.username,
        metrics: { views: 9_000, likes: 400, comments: 12, shares: 30 },
      },
    ]);
    // One list and one insights call per media, nothing more.
    expect(
      ig()
        .requests.slice(from)
        .map((r) => r.path),
    ).toEqual([
      `/${INSTAGRAM_GRAPH_VERSION}/me/media`,
      `/${INSTAGRAM_GRAPH_VERSION}/${recent.id}/insights`,
      `/${INSTAGRAM_GRAPH_VERSION}/${old.id}/insights`,
    ]);
  });

  it('reads a count the platform leaves out as unknown (null), never 0', async () => {
    const { account, tokens } = setUp();
    ig().addPost(account, { metrics: { views: null, likes: null, comments: 3, shares: null } });
    const [media] = await make().fetchRecentMedia(tokens, { limit: 12 });
    expect(media.metrics).toEqual({ views: null, likes: null, comments: 3, shares: null });
  });

  it('answers an empty list for an account without media', async () => {
    const { tokens } = setUp();
    expect(await make().fetchRecentMedia(tokens, { limit: 12 })).toEqual([]);
  });

  it('keeps the list when insights are rate limited, with views and shares unknown from there on', async () => {
    const { account, tokens } = setUp();
    ig().addPost(account, { postedAt: at(2), metrics: { views: 5_000, likes: 200, comments: 4, shares: 9 } });
    ig().addPost(account, { postedAt: at(30), metrics: { views: 7_000, likes: 300, comments: 6, shares: 11 } });
    ig().addPost(account, { postedAt: at(60), metrics: { views: 8_000, likes: 350, comments: 7, shares: 12 } });
    // The second media's insights are rate limited (Instagram's business-use-case limit): the third is not asked for.
    const insightsCalls: string[] = [];
    const limiting: typeof fetch = async (input, init) => {
      if (new URL(String(input)).pathname.endsWith('/insights')) {
        insightsCalls.push(String(input));
        if (insightsCalls.length === 2) {
          return new Response(
            JSON.stringify({ error: { message: 'Too many calls', type: 'OAuthException', code: 80002 } }),
            { status: 400, headers: { 'content-type': 'application/json' } },
          );
        }
      }
      return fetch(input, init);
    };
    const media = await make({ fetch: limiting }).fetchRecentMedia(tokens, { limit: 12 });
    expect(media.map((m) => m.metrics)).toEqual([
      { views: 5_000, likes: 200, comments: 4, shares: 9 },
      { views: null, likes: 300, comments: 6, shares: null },
      { views: null, likes: 350, comments: 7, shares: null },
    ]);
    expect(insightsCalls).toHaveLength(2);
  });

  it('reports a rate-limited list as rate_limited and an expired token as token_expired', async () => {
    const { tokens } = setUp();
    ig().rateLimitNext(1, { only: '/media', code: 80002, retryAfterSeconds: 120 });
    expect((await expectKind(make().fetchRecentMedia(tokens, { limit: 12 }), 'rate_limited')).retryAfterSeconds).toBe(
      120,
    );
    ig().expireToken(tokens.accessToken);
    await expectKind(make().fetchRecentMedia(tokens, { limit: 12 }), 'token_expired');
  });

  it("says whose media answered, so a list of another account's can be refused", async () => {
    const { account, tokens } = setUp();
    ig().addPost(account);
    const other = ig().addAccount({ username: `ig_${randomBytes(4).toString('hex')}` });
    ig().addPost(other);
    ig().answerMediaAsNext(other);
    const media = await make().fetchRecentMedia(tokens, { limit: 12 });
    expect(media.map((m) => m.ownerUsername)).toEqual([other.username]);
  });
});
