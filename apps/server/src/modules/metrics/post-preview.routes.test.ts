// The post preview (issue 30) through the API: a reading keeps the caption and copies the platform's thumbnail into
// our file storage, which then serves it; a replaced link clears it; a failed download never fails the reading. Against
// the local fake platforms (their CDN serves real JPEG bytes over a socket; nothing reaches the network), on PGlite
// and (with DATABASE_URL) PostgreSQL.
import { createSecretKey, randomBytes } from 'node:crypto';
import { PREVIEW_CAPTION_MAX_CHARS, PREVIEW_THUMBNAIL_PX, previewMessages } from '@microreach/domain/post-preview';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignAnalytics } from '#server/db/schema/index.ts';
import {
  callAs,
  createTestApp,
  joinAs,
  launchableCampaign,
  signUpBusiness,
  signUpCreator,
  type TestApp,
  type TestUser,
} from '#server/test/harness.ts';
import {
  type FakeAccount,
  type FakePlatforms,
  type FakeThumbnailServe,
  startFakePlatforms,
} from '#server/test/support/fake-platforms.ts';
import { InstagramProvider } from './providers/instagram.ts';
import { TikTokProvider } from './providers/tiktok.ts';

const APP_URL = 'http://localhost:3000';
/** Short, so the slow-download case gives up quickly; every other call of the fake answers at once. */
const TIMEOUT_MS = 1_500;
let platforms: FakePlatforms;
let app: TestApp;

beforeAll(async () => {
  platforms = await startFakePlatforms({
    tiktok: { redirectUris: [`${APP_URL}/api/creator/connections/tiktok/callback`] },
  });
  app = await createTestApp({
    metrics: {
      providers: {
        instagram: new InstagramProvider({ ...platforms.instagram.client, ...platforms.instagram.urls }),
        tiktok: new TikTokProvider({ ...platforms.tiktok.client, ...platforms.tiktok.urls, timeoutMs: TIMEOUT_MS }),
      },
      tokenKey: createSecretKey(randomBytes(32)),
    },
  });
});
afterAll(async () => {
  await app?.close();
  await platforms?.close();
});

interface Preview {
  caption: string | null;
  thumbnailUrl: string | null;
  thumbnailUrl2x: string | null;
  fetchedAt: string | null;
  manual: boolean;
}

async function connectTikTok(creator: TestUser, account: FakeAccount) {
  const started = await callAs(app, creator, 'POST', '/api/creator/connections/tiktok');
  expect(started.statusCode, started.body).toBe(200);
  platforms.tiktok.signIn(account);
  const consent = await fetch(started.json().url, { redirect: 'manual' });
  const back = new URL(consent.headers.get('location') ?? '');
  const done = await callAs(app, creator, 'GET', `${back.pathname}${back.search}`);
  expect(done.headers.location).toBe('/influencer-profile-settings?connected=tiktok');
}

/** A business's Live campaign joined by a creator whose TikTok account is connected. */
async function setUp({ connect = true } = {}) {
  const username = `pv_${randomBytes(4).toString('hex')}`;
  const [business, creator] = await Promise.all([signUpBusiness(app), signUpCreator(app, { tiktok: username })]);
  const campaign = await callAs(app, business, 'POST', '/api/business/campaigns', launchableCampaign());
  const campaignId = campaign.json().id as string;
  expect((await joinAs(app, creator, campaignId)).statusCode).toBe(201);
  const account = platforms.tiktok.addAccount({ username });
  if (connect) await connectTikTok(creator, account);
  return { business, creator, campaignId, account };
}

async function submit(creator: TestUser, campaignId: string, url: string): Promise<string> {
  const res = await callAs(app, creator, 'POST', `/api/creator/campaigns/${campaignId}/content`, {
    platform: 'tiktok',
    videoUrl: url,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

/** The business asks for the figures now (no job queue here: the fetch runs in the request). */
async function refresh(business: TestUser, postId: string) {
  const res = await callAs(app, business, 'POST', `/api/business/posts/${postId}/refresh`);
  expect(res.statusCode, res.body).toBe(202);
}

/** The preview as Review Content shows it to the business. */
async function businessPreview(business: TestUser, campaignId: string, postId: string): Promise<Preview> {
  const res = await callAs(app, business, 'GET', `/api/business/campaigns/${campaignId}/posts`);
  expect(res.statusCode, res.body).toBe(200);
  const post = (res.json() as { id: string; preview: Preview }[]).find((p) => p.id === postId);
  expect(post).toBeDefined();
  return post!.preview;
}

/** The preview as the creator's content slot shows it. */
async function creatorPreview(creator: TestUser, postId: string): Promise<Preview> {
  const res = await callAs(app, creator, 'GET', '/api/creator/dashboard');
  expect(res.statusCode, res.body).toBe(200);
  const rows = (res.json() as { campaigns: { content: { id: string; preview: Preview }[] }[] }).campaigns.flatMap(
    (c) => c.content,
  );
  const row = rows.find((r) => r.id === postId);
  expect(row).toBeDefined();
  return row!.preview;
}

/** GET a stored file as a browser would (no session needed). */
const download = (url: string) => app.inject({ method: 'GET', url });

async function rowOf(postId: string) {
  const [row] = await app.db.select().from(campaignAnalytics).where(eq(campaignAnalytics.id, postId));
  return row!;
}

describe('a reading keeps a preview of the post', () => {
  it('stores the caption and a thumbnail that can then be downloaded, for the business and the creator', async () => {
    const { business, creator, campaignId, account } = await setUp();
    const caption = 'Slow mornings with my favourite cold brew ✨ #ad';
    const post = platforms.tiktok.addPost(account, { caption, metrics: { views: 5_000, likes: 300 } });
    const postId = await submit(creator, campaignId, post.url);

    // Before any reading: nothing to show yet, and the screens say why.
    expect(await businessPreview(business, campaignId, postId)).toEqual({
      caption: null,
      thumbnailUrl: null,
      thumbnailUrl2x: null,
      fetchedAt: null,
      manual: false,
    });

    const cdnBefore = platforms.tiktok.cdnRequests.length;
    await refresh(business, postId);
    expect(platforms.tiktok.cdnRequests.length).toBe(cdnBefore + 1);
    const preview = await businessPreview(business, campaignId, postId);
    expect(preview).toMatchObject({ caption, manual: false });
    expect(preview.fetchedAt).not.toBeNull();
    expect(preview.thumbnailUrl).toMatch(
      new RegExp(`^/files/previews/${postId}/[0-9a-f]{12}-[0-9a-f]{16}-\\d+\\.webp$`),
    );
    expect(preview.thumbnailUrl2x).toMatch(/\.webp$/);
    // Our own copy, never the platform's short-lived URL.
    expect(JSON.stringify(preview)).not.toContain(platforms.url);
    expect(await creatorPreview(creator, postId)).toEqual(preview);

    const file = await download(preview.thumbnailUrl!);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(file.rawPayload).metadata();
    expect(metadata.format).toBe('webp');
    // The fake's cover is 540x960: fitted within PREVIEW_THUMBNAIL_PX, its shape kept.
    expect(metadata.height).toBe(PREVIEW_THUMBNAIL_PX);
    expect(metadata.width).toBe(180);
    const twoX = await sharp((await download(preview.thumbnailUrl2x!)).rawPayload).metadata();
    expect(twoX.height).toBe(PREVIEW_THUMBNAIL_PX * 2);
  });

  it('downloads the picture only when it is new, keeps the caption current and deletes a replaced picture', async () => {
    const { business, creator, campaignId, account } = await setUp();
    const post = platforms.tiktok.addPost(account);
    const postId = await submit(creator, campaignId, post.url);
    await refresh(business, postId);
    const first = await businessPreview(business, campaignId, postId);

    // Read again: a new signed URL for the same picture is not downloaded again; an edited caption is kept.
    platforms.tiktok.setText(post.id, { caption: 'Edited caption #ad' });
    const cdnBefore = platforms.tiktok.cdnRequests.length;
    await refresh(business, postId);
    expect(platforms.tiktok.cdnRequests.length).toBe(cdnBefore);
    const second = await businessPreview(business, campaignId, postId);
    expect(second).toMatchObject({ caption: 'Edited caption #ad', thumbnailUrl: first.thumbnailUrl });

    // A new cover: downloaded, stored under new keys, and the old files are gone.
    platforms.tiktok.setThumbnail(post.id, { newPicture: true });
    await refresh(business, postId);
    expect(platforms.tiktok.cdnRequests.length).toBe(cdnBefore + 1);
    const third = await businessPreview(business, campaignId, postId);
    expect(third.thumbnailUrl).not.toBe(first.thumbnailUrl);
    expect((await download(third.thumbnailUrl!)).statusCode).toBe(200);
    expect((await download(first.thumbnailUrl!)).statusCode).toBe(404);
    expect((await download(first.thumbnailUrl2x!)).statusCode).toBe(404);
  });

  it('cuts a caption longer than PREVIEW_CAPTION_MAX_CHARS', async () => {
    const { business, creator, campaignId, account } = await setUp();
    const post = platforms.tiktok.addPost(account, { caption: `#ad ${'x'.repeat(PREVIEW_CAPTION_MAX_CHARS + 500)}` });
    const postId = await submit(creator, campaignId, post.url);
    await refresh(business, postId);
    const { caption } = await businessPreview(business, campaignId, postId);
    expect(caption).toHaveLength(PREVIEW_CAPTION_MAX_CHARS);
    expect(caption!.startsWith('#ad x')).toBe(true);
  });

  it('says a post whose figures are typed in has no preview coming', async () => {
    const { business, creator, campaignId, account } = await setUp({ connect: false });
    const postId = await submit(creator, campaignId, platforms.tiktok.addPost(account).url);
    const typed = await callAs(app, business, 'POST', `/api/business/posts/${postId}/metrics`, {
      views: 900,
      likes: 40,
      comments: 3,
      shares: 1,
    });
    expect(typed.statusCode, typed.body).toBe(200);
    expect(typed.json().preview).toEqual({
      caption: null,
      thumbnailUrl: null,
      thumbnailUrl2x: null,
      fetchedAt: null,
      manual: true,
    });
    expect((await creatorPreview(creator, postId)).manual).toBe(true);
    // What the screens then say.
    expect(previewMessages.manual).toContain('typed in');
  });
});

describe('a failed download', () => {
  it.each<FakeThumbnailServe>(['not_image', 'oversized', 'oversized_unannounced', 'missing'])(
    '(%s) leaves the figures fetched, the caption kept and no thumbnail',
    async (serve) => {
      const { business, creator, campaignId, account } = await setUp();
      const post = platforms.tiktok.addPost(account, { thumbnail: { serve }, metrics: { views: 7_000, likes: 210 } });
      const postId = await submit(creator, campaignId, post.url);
      await refresh(business, postId);
      expect(await rowOf(postId)).toMatchObject({
        views: 7_000,
        likes: 210,
        metricsVerified: true,
        stage: 'under_review',
        previewImage: null,
      });
      expect(await businessPreview(business, campaignId, postId)).toMatchObject({
        caption: 'Slow mornings with my favourite cold brew #ad',
        thumbnailUrl: null,
        thumbnailUrl2x: null,
      });
    },
  );

  it('keeps the previous preview when a new picture cannot be downloaded, or answers too slowly', async () => {
    const { business, creator, campaignId, account } = await setUp();
    const post = platforms.tiktok.addPost(account, { metrics: { views: 100 } });
    const postId = await submit(creator, campaignId, post.url);
    await refresh(business, postId);
    const before = await businessPreview(business, campaignId, postId);
    expect(before.thumbnailUrl).not.toBeNull();

    platforms.tiktok.setThumbnail(post.id, { newPicture: true, serve: 'not_image' });
    platforms.tiktok.setMetrics(post.id, { views: 200 });
    await refresh(business, postId);
    expect((await rowOf(postId)).views).toBe(200);
    expect((await businessPreview(business, campaignId, postId)).thumbnailUrl).toBe(before.thumbnailUrl);
    expect((await download(before.thumbnailUrl!)).statusCode).toBe(200);

    platforms.tiktok.setThumbnail(post.id, { serve: 'image' });
    platforms.tiktok.delayNext(TIMEOUT_MS * 3, 1, { only: '/tiktok-cdn/' });
    platforms.tiktok.setMetrics(post.id, { views: 300 });
    await refresh(business, postId);
    expect((await rowOf(postId)).views).toBe(300);
    expect((await businessPreview(business, campaignId, postId)).thumbnailUrl).toBe(before.thumbnailUrl);
  });
});

describe('a replaced link', () => {
  it('clears the old post’s preview and deletes its files, and the new link gets its own', async () => {
    const { business, creator, campaignId, account } = await setUp();
    const old = platforms.tiktok.addPost(account, { caption: 'The old video #ad' });
    const postId = await submit(creator, campaignId, old.url);
    await refresh(business, postId);
    const oldPreview = await businessPreview(business, campaignId, postId);
    expect(oldPreview.caption).toBe('The old video #ad');

    const fix = await callAs(app, business, 'POST', `/api/business/posts/${postId}/request-fix`, {
      note: 'Please post the version with the product in frame.',
    });
    expect(fix.statusCode, fix.body).toBe(200);
    // While it needs a fix, the creator still sees what was sent back.
    expect((await creatorPreview(creator, postId)).caption).toBe('The old video #ad');

    const replacement = platforms.tiktok.addPost(account, { caption: 'The new video #ad' });
    const replaced = await callAs(app, creator, 'PUT', `/api/creator/posts/${postId}/link`, {
      videoUrl: replacement.url,
    });
    expect(replaced.statusCode, replaced.body).toBe(204);
    const cleared = { caption: null, thumbnailUrl: null, thumbnailUrl2x: null, fetchedAt: null, manual: false };
    expect(await businessPreview(business, campaignId, postId)).toEqual(cleared);
    expect(await creatorPreview(creator, postId)).toEqual(cleared);
    expect((await download(oldPreview.thumbnailUrl!)).statusCode).toBe(404);
    expect((await download(oldPreview.thumbnailUrl2x!)).statusCode).toBe(404);

    await refresh(business, postId);
    const fresh = await businessPreview(business, campaignId, postId);
    expect(fresh.caption).toBe('The new video #ad');
    expect(fresh.thumbnailUrl).not.toBeNull();
    expect(fresh.thumbnailUrl).not.toBe(oldPreview.thumbnailUrl);
  });
});

describe('who sees a preview', () => {
  it('is refused to another business, another creator, the other role and a signed-out visitor', async () => {
    const { business, creator, campaignId, account } = await setUp();
    const post = platforms.tiktok.addPost(account, { caption: 'Only for this brand #ad' });
    const postId = await submit(creator, campaignId, post.url);
    await refresh(business, postId);
    const [otherBusiness, otherCreator] = await Promise.all([signUpBusiness(app), signUpCreator(app)]);

    const postsUrl = `/api/business/campaigns/${campaignId}/posts`;
    const theirs = await callAs(app, otherBusiness, 'GET', postsUrl);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain('Only for this brand');
    expect((await callAs(app, creator, 'GET', postsUrl)).statusCode).toBe(403);
    expect((await callAs(app, null, 'GET', postsUrl)).statusCode).toBe(401);

    const dashboard = await callAs(app, otherCreator, 'GET', '/api/creator/dashboard');
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.body).not.toContain('Only for this brand');
    expect(dashboard.body).not.toContain(postId);
    expect((await callAs(app, business, 'GET', '/api/creator/dashboard')).statusCode).toBe(403);
    expect((await callAs(app, null, 'GET', '/api/creator/dashboard')).statusCode).toBe(401);
  });
});
