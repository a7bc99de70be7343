// One contract, run against both adapters, each talking to the local fake platforms (test/support/fake-platforms.ts)
// on a free port of 127.0.0.1. Nothing here reaches the network.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CAPTION_MAX_CHARS } from '@microreach/domain/disclosure';
import { PREVIEW_DOWNLOAD_MAX_BYTES, PREVIEW_SOURCE_URL_MAX_CHARS } from '@microreach/domain/post-preview';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_FAKE_CAPTION,
  type FakePlatformControls,
  type FakePlatforms,
  startFakePlatforms,
} from '#server/test/support/fake-platforms.ts';
import { INSTAGRAM_SCOPES, InstagramProvider } from './instagram.ts';
import { TIKTOK_SCOPES, TikTokProvider } from './tiktok.ts';
import { type MetricsProvider, ProviderError, type ProviderErrorKind, type ProviderOptions } from './types.ts';

const REDIRECT_URI = 'https://app.microreach.test/api/creator-connections/callback';

/** Options to change; tokenBaseUrl only means something to Instagram. */
type Overrides = Partial<ProviderOptions> & { tokenBaseUrl?: string };

interface Harness {
  fake: FakePlatformControls;
  /** The adapter, pointed at the fake, with any options overridden. */
  make(overrides?: Overrides): MetricsProvider;
  scopes: readonly string[];
  /** How long the fake's access tokens live, in seconds. */
  accessLifetimeSeconds: number;
  /** A post URL of the other platform. */
  foreignUrl: string;
  /** An error answer in the platform's own shape whose message is `message`, as the API would send it. */
  errorAnswer(message: string): { status: number; body: unknown };
}

let platforms: FakePlatforms;
beforeAll(async () => {
  platforms = await startFakePlatforms();
});
afterAll(async () => {
  await platforms?.close();
});

const HARNESSES: [string, () => Harness][] = [
  [
    'instagram',
    () => ({
      fake: platforms.instagram,
      make: (overrides = {}) =>
        new InstagramProvider({ ...platforms.instagram.client, ...platforms.instagram.urls, ...overrides }),
      scopes: INSTAGRAM_SCOPES,
      accessLifetimeSeconds: 60 * 86_400,
      foreignUrl: 'https://www.tiktok.com/@someone/video/7301234567890123456',
      errorAnswer: (message) => ({ status: 400, body: { error: { message, type: 'OAuthException', code: 190 } } }),
    }),
  ],
  [
    'tiktok',
    () => ({
      fake: platforms.tiktok,
      make: (overrides = {}) =>
        new TikTokProvider({ ...platforms.tiktok.client, ...platforms.tiktok.urls, ...overrides }),
      scopes: TIKTOK_SCOPES,
      accessLifetimeSeconds: 2 * 3600,
      foreignUrl: 'https://www.instagram.com/p/Cx1AbC2dEf3/',
      errorAnswer: (message) => ({
        status: 401,
        body: { data: {}, error: { code: 'access_token_invalid', message, log_id: '2026' } },
      }),
    }),
  ],
];

const uniqueName = (prefix: string) => `${prefix}_${randomBytes(4).toString('hex')}`;

/** The ProviderError a promise rejects with (fails the test if it resolves or throws something else). */
async function providerError(promise: Promise<unknown>): Promise<ProviderError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ProviderError);
  return err as ProviderError;
}

async function expectKind(promise: Promise<unknown>, kind: ProviderErrorKind): Promise<ProviderError> {
  const err = await providerError(promise);
  expect(err.kind, err.message).toBe(kind);
  return err;
}

/** A port on which nothing listens: bound, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe.each(HARNESSES)('MetricsProvider contract: %s', (platform, harnessOf) => {
  let h: Harness;
  let provider: MetricsProvider;
  beforeAll(() => {
    h = harnessOf();
    provider = h.make();
  });
  const setUp = () => {
    const account = h.fake.addAccount({ username: uniqueName('creator') });
    return { account, tokens: h.fake.grant(account) };
  };

  it('names its platform', () => {
    expect(provider.platform).toBe(platform);
  });

  it('sends the creator to a consent page that accepts the request and brings the state and a code back', async () => {
    const account = h.fake.addAccount({ username: uniqueName('consent') });
    h.fake.signIn(account);
    const state = 'st.8f3/+= ok';
    const url = provider.authorizeUrl({ state, redirectUri: REDIRECT_URI });
    expect(new URL(url).searchParams.get('scope')?.split(',')).toEqual([...h.scopes]);

    const res = await fetch(url, { redirect: 'manual' });
    expect(res.status).toBe(302);
    const back = new URL(res.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
    expect(back.searchParams.get('state')).toBe(state);
    const code = back.searchParams.get('code');
    expect(code).toBeTruthy();

    const { account: connected } = await provider.exchangeCode({ code: code!, redirectUri: REDIRECT_URI });
    expect(connected).toEqual({ externalId: account.id, username: account.username });
    h.fake.signIn(null);
  });

  it('brings an error back when the creator refuses', async () => {
    const account = h.fake.addAccount({ username: uniqueName('refuses') });
    h.fake.signIn(account, { deny: true });
    const res = await fetch(provider.authorizeUrl({ state: 's1', redirectUri: REDIRECT_URI }), { redirect: 'manual' });
    h.fake.signIn(null);
    const back = new URL(res.headers.get('location') ?? '');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('code')).toBeNull();
    expect(back.searchParams.get('state')).toBe('s1');
  });

  it('is refused by the consent page when the client id is not the app', async () => {
    const res = await fetch(
      h.make({ clientId: 'someone-else' }).authorizeUrl({ state: 's', redirectUri: REDIRECT_URI }),
      {
        redirect: 'manual',
      },
    );
    expect(res.status).toBe(400);
  });

  it('exchanges a code for working tokens and the connected account', async () => {
    const account = h.fake.addAccount({ username: uniqueName('exchange') });
    const code = h.fake.issueCode(account, REDIRECT_URI);
    const before = Date.now();
    const { tokens, account: connected } = await provider.exchangeCode({ code, redirectUri: REDIRECT_URI });
    expect(connected).toEqual({ externalId: account.id, username: account.username });
    expect(tokens.scope).toEqual(expect.arrayContaining([...h.scopes]));
    const lifetime = (tokens.expiresAt.getTime() - before) / 1000;
    expect(lifetime).toBeGreaterThan(h.accessLifetimeSeconds - 60);
    expect(lifetime).toBeLessThan(h.accessLifetimeSeconds + 60);

    const post = h.fake.addPost(account, { metrics: { views: 3 } });
    const lookup = await provider.fetchPostMetrics(tokens, { url: post.url });
    expect(lookup.status).toBe('ok');
  });

  it('refuses a code used twice, a code issued for another redirect URI, and a wrong client secret', async () => {
    const account = h.fake.addAccount({ username: uniqueName('refused') });
    const code = h.fake.issueCode(account, REDIRECT_URI);
    await provider.exchangeCode({ code, redirectUri: REDIRECT_URI });
    await expectKind(provider.exchangeCode({ code, redirectUri: REDIRECT_URI }), 'bad_request');

    const other = h.fake.issueCode(account, REDIRECT_URI);
    await expectKind(provider.exchangeCode({ code: other, redirectUri: `${REDIRECT_URI}/other` }), 'bad_request');

    const third = h.fake.issueCode(account, REDIRECT_URI);
    const wrongSecret = h.make({ clientSecret: 'not-the-secret' });
    await expectKind(wrongSecret.exchangeCode({ code: third, redirectUri: REDIRECT_URI }), 'bad_request');
  });

  it('refreshes into new tokens that work', async () => {
    const { account, tokens } = setUp();
    const refreshed = await provider.refresh(tokens);
    expect(refreshed.accessToken).not.toBe(tokens.accessToken);
    expect(refreshed.expiresAt.getTime()).toBeGreaterThan(Date.now() + (h.accessLifetimeSeconds - 60) * 1000);
    expect(refreshed.scope).toEqual(expect.arrayContaining([...h.scopes]));
    const post = h.fake.addPost(account, { metrics: { likes: 9 } });
    const lookup = await provider.fetchPostMetrics(refreshed, { url: post.url });
    expect(lookup.status === 'ok' && lookup.metrics.likes).toBe(9);
  });

  it("reads the metrics of the account's own post", async () => {
    const { account, tokens } = setUp();
    const postedAt = new Date('2026-10-01T12:34:56Z');
    const post = h.fake.addPost(account, {
      metrics: { views: 12_345, likes: 678, comments: 90, shares: 12 },
      postedAt,
    });
    const lookup = await provider.fetchPostMetrics(tokens, { url: post.url });
    expect(lookup).toEqual({
      status: 'ok',
      metrics: { views: 12_345, likes: 678, comments: 90, shares: 12 },
      externalPostId: post.id,
      ownerUsername: account.username,
      postedAt,
      caption: DEFAULT_FAKE_CAPTION,
      brandedContent: null,
      // The fake's CDN, on the API's own origin (plain http is taken only there).
      thumbnailUrl: expect.stringMatching(new RegExp(`^${platforms.url}/(instagram|tiktok)-cdn/`)),
    });
  });

  it('reads the caption as written, control characters and all, and no branded-content flag (issue 29)', async () => {
    const { account, tokens } = setUp();
    const caption = 'Morning brew\u0000\u0007\r\n#ad\u202e ✨ with 🙂 and \u200b';
    const post = h.fake.addPost(account, { caption, comments: ['#ad in a comment only'] });
    const lookup = await provider.fetchPostMetrics(tokens, { url: post.url });
    expect(lookup).toMatchObject({ status: 'ok', caption, brandedContent: null });
    h.fake.setText(post.id, { caption: 'Edited: no tag now' });
    expect(await provider.fetchPostMetrics(tokens, { url: post.url })).toMatchObject({
      caption: 'Edited: no tag now',
    });
  });

  it('reads a caption the platform leaves out, or one longer than any platform allows, as unknown (null), keeping the figures', async () => {
    const { account, tokens } = setUp();
    const none = h.fake.addPost(account, { caption: null, metrics: { likes: 4 } });
    expect(await provider.fetchPostMetrics(tokens, { url: none.url })).toMatchObject({
      status: 'ok',
      caption: null,
      metrics: { likes: 4 },
    });
    const huge = h.fake.addPost(account, { caption: `#ad ${'x'.repeat(CAPTION_MAX_CHARS)}`, metrics: { likes: 5 } });
    expect(await provider.fetchPostMetrics(tokens, { url: huge.url })).toMatchObject({
      status: 'ok',
      caption: null,
      metrics: { likes: 5 },
    });
    const empty = h.fake.addPost(account, { caption: '' });
    expect(await provider.fetchPostMetrics(tokens, { url: empty.url })).toMatchObject({ status: 'ok', caption: '' });
  });

  it('reads the metrics again after they change', async () => {
    const { account, tokens } = setUp();
    const post = h.fake.addPost(account, { metrics: { views: 10 } });
    const first = await provider.fetchPostMetrics(tokens, { url: post.url });
    h.fake.setMetrics(post.id, { views: 25, comments: 2 });
    const second = await provider.fetchPostMetrics(tokens, { url: post.url });
    expect(first.status === 'ok' && first.metrics.views).toBe(10);
    expect(second.status === 'ok' && second.metrics).toEqual({ views: 25, likes: 0, comments: 2, shares: 0 });
  });

  it('reads a metric the platform has no data for as unknown (null), never 0 (issue 26)', async () => {
    const { account, tokens } = setUp();
    const post = h.fake.addPost(account, { metrics: { views: 40, likes: 5, comments: null, shares: null } });
    const lookup = await provider.fetchPostMetrics(tokens, { url: post.url });
    expect(lookup.status === 'ok' && lookup.metrics).toEqual({ views: 40, likes: 5, comments: null, shares: null });
  });

  it("answers not_found for another account's post", async () => {
    const { account, tokens } = setUp();
    h.fake.addPost(account);
    const someoneElse = h.fake.addAccount({ username: uniqueName('other') });
    const theirs = h.fake.addPost(someoneElse, { metrics: { views: 999 } });
    expect(await provider.fetchPostMetrics(tokens, { url: theirs.url })).toEqual({ status: 'not_found' });
  });

  it('answers not_found for a deleted post', async () => {
    const { account, tokens } = setUp();
    const post = h.fake.addPost(account, { metrics: { views: 5 } });
    expect((await provider.fetchPostMetrics(tokens, { url: post.url })).status).toBe('ok');
    h.fake.deletePost(post.id);
    expect(await provider.fetchPostMetrics(tokens, { url: post.url })).toEqual({ status: 'not_found' });
  });

  it('refuses a URL that is not a post of its platform without calling it', async () => {
    const { tokens } = setUp();
    const before = h.fake.requests.length;
    for (const url of [h.foreignUrl, 'https://example.com/p/abc/', 'not a url', '']) {
      await expectKind(provider.fetchPostMetrics(tokens, { url }), 'bad_request');
    }
    expect(h.fake.requests.length).toBe(before);
  });

  it('reports a rate limit with the wait the platform gave, and works again after it', async () => {
    const { account, tokens } = setUp();
    const post = h.fake.addPost(account, { metrics: { views: 1 } });
    h.fake.rateLimitNext(1, { retryAfterSeconds: 120 });
    const limited = await expectKind(provider.fetchPostMetrics(tokens, { url: post.url }), 'rate_limited');
    expect(limited.retryAfterSeconds).toBe(120);

    h.fake.rateLimitNext(1);
    const unspecified = await expectKind(provider.fetchPostMetrics(tokens, { url: post.url }), 'rate_limited');
    expect(unspecified.retryAfterSeconds).toBeUndefined();

    expect((await provider.fetchPostMetrics(tokens, { url: post.url })).status).toBe('ok');
  });

  it('reports an expired token as token_expired', async () => {
    const { account, tokens } = setUp();
    const post = h.fake.addPost(account);
    h.fake.expireToken(tokens.accessToken);
    await expectKind(provider.fetchPostMetrics(tokens, { url: post.url }), 'token_expired');
  });

  it.each(['truncated', 'wrong_shape'] as const)('reports a %s answer as malformed', async (style) => {
    const { account, tokens } = setUp();
    const post = h.fake.addPost(account);
    h.fake.malformNext(1, { style });
    await expectKind(provider.fetchPostMetrics(tokens, { url: post.url }), 'malformed');
    expect((await provider.fetchPostMetrics(tokens, { url: post.url })).status).toBe('ok');
  });

  it('reports a malformed token answer as malformed', async () => {
    const account = h.fake.addAccount({ username: uniqueName('malformed') });
    const code = h.fake.issueCode(account, REDIRECT_URI);
    h.fake.malformNext(1, { style: 'wrong_shape' });
    await expectKind(provider.exchangeCode({ code, redirectUri: REDIRECT_URI }), 'malformed');
  });

  it('gives up on a slow answer with timeout', async () => {
    const { account, tokens } = setUp();
    const post = h.fake.addPost(account);
    const impatient = h.make({ timeoutMs: 150 });
    h.fake.delayNext(3000);
    const started = performance.now();
    await expectKind(impatient.fetchPostMetrics(tokens, { url: post.url }), 'timeout');
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('waits for an answer that is slow but within the timeout', async () => {
    const { account, tokens } = setUp();
    const post = h.fake.addPost(account, { metrics: { views: 2 } });
    h.fake.delayNext(100);
    expect((await h.make({ timeoutMs: 5000 }).fetchPostMetrics(tokens, { url: post.url })).status).toBe('ok');
  });

  it('reports a platform failure as unavailable', async () => {
    const { account, tokens } = setUp();
    const post = h.fake.addPost(account);
    h.fake.failNext();
    await expectKind(provider.fetchPostMetrics(tokens, { url: post.url }), 'unavailable');
  });

  it('reports an unreachable platform as unavailable', async () => {
    const { account, tokens } = setUp();
    const post = h.fake.addPost(account);
    const base = `http://127.0.0.1:${await closedPort()}`;
    const offline = h.make({ apiBaseUrl: base, authBaseUrl: base, tokenBaseUrl: base });
    await expectKind(offline.fetchPostMetrics(tokens, { url: post.url }), 'unavailable');
  });

  describe('the post’s thumbnail (issue 30)', () => {
    const thumbnailOf = async (url: string, tokens: Awaited<ReturnType<typeof setUp>>['tokens']) => {
      const lookup = await provider.fetchPostMetrics(tokens, { url });
      if (lookup.status !== 'ok') throw new Error(`expected a post, got ${lookup.status}`);
      return lookup.thumbnailUrl;
    };

    it('reads the thumbnail URL with the post and downloads a real image from it over a socket', async () => {
      const { account, tokens } = setUp();
      const post = h.fake.addPost(account);
      const url = await thumbnailOf(post.url, tokens);
      expect(url).not.toBeNull();
      const before = h.fake.cdnRequests.length;
      const image = await provider.downloadThumbnail(url!, { maxBytes: PREVIEW_DOWNLOAD_MAX_BYTES });
      expect(image.contentType).toBe('image/jpeg');
      const metadata = await sharp(image.bytes).metadata();
      expect(metadata.format).toBe('jpeg');
      expect(metadata.width).toBeGreaterThan(100);
      expect(h.fake.cdnRequests.length).toBe(before + 1);
    });

    it('gets a new signature in every answer, on the same path until the picture changes', async () => {
      const { account, tokens } = setUp();
      const post = h.fake.addPost(account);
      const first = new URL((await thumbnailOf(post.url, tokens))!);
      const second = new URL((await thumbnailOf(post.url, tokens))!);
      expect(second.search).not.toBe(first.search);
      expect(second.pathname).toBe(first.pathname);
      h.fake.setThumbnail(post.id, { newPicture: true });
      const third = new URL((await thumbnailOf(post.url, tokens))!);
      expect(third.pathname).not.toBe(first.pathname);
      // The old picture's URL no longer serves anything.
      await expectKind(provider.downloadThumbnail(first.href, { maxBytes: PREVIEW_DOWNLOAD_MAX_BYTES }), 'bad_request');
    });

    it('reads a thumbnail URL that is left out, not https, too long or no URL as none, keeping the figures', async () => {
      const { account, tokens } = setUp();
      const post = h.fake.addPost(account, { metrics: { likes: 3 } });
      const https = 'https://cdn.example.test/v/t51/abc.jpg?oh=1&oe=2';
      h.fake.setThumbnail(post.id, { url: https });
      expect(await thumbnailOf(post.url, tokens)).toBe(https);
      for (const unusable of [
        null,
        'http://cdn.example.test/abc.jpg',
        'ftp://cdn.example.test/abc.jpg',
        'javascript:alert(1)',
        'https://user:pw@cdn.example.test/abc.jpg',
        '/relative/abc.jpg',
        'not a url',
        `https://cdn.example.test/${'a'.repeat(PREVIEW_SOURCE_URL_MAX_CHARS)}.jpg`,
      ]) {
        h.fake.setThumbnail(post.id, { url: unusable });
        const lookup = await provider.fetchPostMetrics(tokens, { url: post.url });
        expect(lookup, String(unusable)).toMatchObject({ status: 'ok', thumbnailUrl: null, metrics: { likes: 3 } });
      }
    });

    it('refuses to download a URL it would not have read, without any request', async () => {
      const before = h.fake.cdnRequests.length;
      for (const url of ['http://cdn.example.test/abc.jpg', 'file:///etc/passwd', 'nonsense']) {
        await expectKind(provider.downloadThumbnail(url, { maxBytes: PREVIEW_DOWNLOAD_MAX_BYTES }), 'bad_request');
      }
      expect(h.fake.cdnRequests.length).toBe(before);
    });

    it('refuses an answer that is no image, one over the size limit (announced or not) and a missing one', async () => {
      const { account, tokens } = setUp();
      for (const serve of ['not_image', 'oversized', 'oversized_unannounced', 'missing'] as const) {
        const post = h.fake.addPost(account, { thumbnail: { serve } });
        const url = await thumbnailOf(post.url, tokens);
        const err = await expectKind(
          provider.downloadThumbnail(url!, { maxBytes: PREVIEW_DOWNLOAD_MAX_BYTES }),
          'bad_request',
        );
        expect(err.message, serve).toMatch(/^(instagram|tiktok) bad_request: thumbnail: /);
        // A signed URL is never put in a message.
        expect(err.message).not.toContain(new URL(url!).search);
      }
    });

    it('gives up on a slow download with timeout', async () => {
      const { account, tokens } = setUp();
      const post = h.fake.addPost(account);
      const url = await thumbnailOf(post.url, tokens);
      h.fake.delayNext(2_000, 1, { only: '-cdn/' });
      await expectKind(h.make({ timeoutMs: 150 }).downloadThumbnail(url!, { maxBytes: 1024 * 1024 }), 'timeout');
    });
  });

  it('never puts a token, code or the client secret in an error', async () => {
    const { account, tokens } = setUp();
    const post = h.fake.addPost(account);
    const secret = h.fake.client.clientSecret;
    const echoing = h.make({
      fetch: async () => {
        const { status, body } = h.errorAnswer(`Bad token ${tokens.accessToken} for app secret ${secret}`);
        return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      },
    });
    const err = await providerError(echoing.fetchPostMetrics(tokens, { url: post.url }));
    expect(err.message).toContain('[redacted]');

    const code = h.fake.issueCode(account, REDIRECT_URI);
    const errors = [
      err,
      await providerError(h.make({ clientSecret: 'x'.repeat(16) }).exchangeCode({ code, redirectUri: REDIRECT_URI })),
      await providerError(provider.exchangeCode({ code: `${code}zz`, redirectUri: REDIRECT_URI })),
    ];
    h.fake.expireToken(tokens.accessToken);
    errors.push(await providerError(provider.fetchPostMetrics(tokens, { url: post.url })));
    for (const e of errors) {
      const seen = `${e.message} ${e.stack} ${JSON.stringify(e)} ${String(e.cause ?? '')}`;
      for (const value of [tokens.accessToken, tokens.refreshToken, secret, code]) {
        if (value) expect(seen).not.toContain(value);
      }
    }
  });
});
