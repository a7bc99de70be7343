// Disclosure checked on the post and revisions within the limit (issue 29 items 3 and 4) through the API, with the
// captions of the local fake platforms (nothing reaches the network), on PGlite and (with DATABASE_URL) PostgreSQL.
import { createSecretKey, randomBytes } from 'node:crypto';
import { HOUR_MS } from '@microreach/domain/calendar';
import { type CampaignTerms, DEFAULT_CAMPAIGN_TERMS, postsPerCreatorReached } from '@microreach/domain/campaign-terms';
import { contentReviewMessages } from '@microreach/domain/content-review';
import { disclosureMessages, revisionMessages } from '@microreach/domain/disclosure';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignAnalytics, campaignApplicants, contentEvents, notifications } from '#server/db/schema/index.ts';
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
import { type FakeAccount, type FakePlatforms, startFakePlatforms } from '#server/test/support/fake-platforms.ts';
import { fetchPostMetrics, type MetricsDeps } from '../metrics/metrics.service.ts';
import { InstagramProvider } from '../metrics/providers/instagram.ts';
import { TikTokProvider } from '../metrics/providers/tiktok.ts';
import { advanceContentClocks } from './clocks.service.ts';

const APP_URL = 'http://localhost:3000';
let platforms: FakePlatforms;
let app: TestApp;
let deps: MetricsDeps;

beforeAll(async () => {
  platforms = await startFakePlatforms({
    instagram: { redirectUris: [`${APP_URL}/api/creator/connections/instagram/callback`] },
    tiktok: { redirectUris: [`${APP_URL}/api/creator/connections/tiktok/callback`] },
  });
  deps = {
    providers: {
      instagram: new InstagramProvider({ ...platforms.instagram.client, ...platforms.instagram.urls }),
      tiktok: new TikTokProvider({ ...platforms.tiktok.client, ...platforms.tiktok.urls }),
    },
    tokenKey: createSecretKey(randomBytes(32)),
    appUrl: APP_URL,
  };
  app = await createTestApp({ metrics: deps });
});
afterAll(async () => {
  await app?.close();
  await platforms?.close();
});

const handle = () => `mia_${randomBytes(4).toString('hex')}`;
let seq = 0;
const instagramUrl = () =>
  `https://www.instagram.com/p/Dq${Date.now().toString(36)}${seq++}${randomBytes(3).toString('hex')}/`;

/** The creator connects the platform the way a browser does: start, the platform's consent page, our callback. */
async function connect(creator: TestUser, platform: 'instagram' | 'tiktok', account: FakeAccount) {
  const started = await callAs(app, creator, 'POST', `/api/creator/connections/${platform}`);
  expect(started.statusCode, started.body).toBe(200);
  platforms[platform].signIn(account);
  const consent = await fetch(started.json().url, { redirect: 'manual' });
  const back = new URL(consent.headers.get('location') ?? '');
  const done = await callAs(app, creator, 'GET', `${back.pathname}${back.search}`);
  expect(done.headers.location).toBe(`/influencer-profile-settings?connected=${platform}`);
}

/** A business's Live Public campaign with these terms, and a creator (TikTok handle of their own) who joined it. */
async function setUp(terms: Partial<CampaignTerms> = {}) {
  const username = handle();
  const [business, creator] = await Promise.all([
    signUpBusiness(app, { companyName: 'Northside Coffee' }),
    signUpCreator(app, { tiktok: username }),
  ]);
  const created = await callAs(
    app,
    business,
    'POST',
    '/api/business/campaigns',
    launchableCampaign({ terms: { ...DEFAULT_CAMPAIGN_TERMS, ...terms } }),
  );
  expect(created.statusCode, created.body).toBe(201);
  const campaignId = created.json().id as string;
  const joined = await joinAs(app, creator, campaignId);
  expect(joined.statusCode, joined.body).toBe(201);
  return { business, creator, campaignId, username };
}

async function submit(creator: TestUser, campaignId: string, videoUrl: string, platform = 'instagram') {
  const res = await callAs(app, creator, 'POST', `/api/creator/campaigns/${campaignId}/content`, {
    platform,
    videoUrl,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; stage: string; disclosureState: string };
}

/** A connected creator's TikTok post with this caption, submitted and read once through the fake. */
async function readTikTokPost(caption: string | null, terms: Partial<CampaignTerms> = {}, comments: string[] = []) {
  const ctx = await setUp(terms);
  const account = platforms.tiktok.addAccount({ username: ctx.username });
  await connect(ctx.creator, 'tiktok', account);
  const fake = platforms.tiktok.addPost(account, { caption, comments, metrics: { views: 4_000, likes: 300 } });
  const post = await submit(ctx.creator, ctx.campaignId, fake.url, 'tiktok');
  const now = new Date();
  expect(await fetchPostMetrics(app.db, deps, post.id, now)).toBe('fetched');
  return { ...ctx, account, fake, postId: post.id, now };
}

const row = async (postId: string) =>
  (await app.db.select().from(campaignAnalytics).where(eq(campaignAnalytics.id, postId)))[0];
const reviewPost = async (business: TestUser, campaignId: string, postId: string) => {
  const list = await callAs(app, business, 'GET', `/api/business/campaigns/${campaignId}/posts`);
  expect(list.statusCode, list.body).toBe(200);
  return (list.json() as { id: string }[]).find((p) => p.id === postId) as Record<string, unknown>;
};
const dashboardRow = async (creator: TestUser, campaignId: string, postId: string) => {
  const dashboard = (await callAs(app, creator, 'GET', '/api/creator/dashboard')).json();
  const campaign = dashboard.campaigns.find((c: { campaign: { id: string } }) => c.campaign.id === campaignId);
  return campaign.content.find((c: { id: string }) => c.id === postId) as Record<string, unknown>;
};
const events = (postId: string) =>
  app.db.select().from(contentEvents).where(eq(contentEvents.postId, postId)).orderBy(asc(contentEvents.createdAt));
const needsFixNotices = (creator: TestUser) =>
  app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, creator.user.id), eq(notifications.kind, 'content_needs_fix')));

describe('the disclosure read from the caption', () => {
  it('records a caption with #ad as disclosed, and a later caption without it does not fail the post', async () => {
    const { business, campaignId, fake, postId, now } = await readTikTokPost('Iced latte season ☕ #ad #coffee');
    expect(await row(postId)).toMatchObject({
      stage: 'under_review',
      disclosureState: 'found',
      disclosureTag: '#ad',
      disclosureCheckedAt: now,
    });
    expect(await reviewPost(business, campaignId, postId)).toMatchObject({
      disclosureState: 'found',
      disclosureTag: '#ad',
      fixRequestsUsed: 0,
      fixRequestLimit: 2,
    });
    // The creator edits the caption afterwards: the check stands (the business may dispute it).
    platforms.tiktok.setText(fake.id, { caption: 'Iced latte season' });
    expect(await fetchPostMetrics(app.db, deps, postId)).toBe('fetched');
    expect(await row(postId)).toMatchObject({ stage: 'under_review', disclosureState: 'found', disclosureTag: '#ad' });
    // Found on the post: approval needs no confirmation.
    const approved = await callAs(app, business, 'POST', `/api/business/posts/${postId}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ stage: 'tracking', disclosureState: 'found' });
  });

  it.each([
    ['#Sponsored', 'Morning pour-over with the new kettle #Sponsored'],
    ['#paidpartnership', 'Pour-over ritual #paidpartnership'],
    ['#Werbung', 'Mein Morgenkaffee #Werbung'],
    ['#publicité', 'Mon café du matin #publicité'],
    ['#광고', '아침 커피 #광고'],
    ['#ad', 'Full-width ＃ad still counts'],
    ['#ad', 'Noisy \u0000\u0007\u001b[0m\u202e caption\r\n#ad\u202c'],
  ])('finds %s in the caption', async (tag, caption) => {
    const { postId } = await readTikTokPost(caption);
    expect(await row(postId)).toMatchObject({ stage: 'under_review', disclosureState: 'found', disclosureTag: tag });
  });

  it('sends a caption without one back to the creator: the reason, 48 hours, a notification, not a revision', async () => {
    const { business, creator, campaignId, account, postId, now } = await readTikTokPost(
      'Iced latte season #adventure #adidas',
      {},
      // In a comment only: comments are not the caption, and a disclosure there does not count.
      ['#ad', 'Love this #sponsored'],
    );
    const sentBack = await row(postId);
    expect(sentBack).toMatchObject({
      stage: 'needs_fix',
      fixNote: disclosureMessages.missingFixNote,
      disclosureState: 'missing',
      disclosureTag: null,
      fixRequests: 0,
      reviewDueAt: null,
    });
    expect(sentBack.fixDueAt?.getTime()).toBe(now.getTime() + 48 * HOUR_MS);
    const audit = (await events(postId)).find((e) => e.action === 'request_fix');
    expect(audit).toMatchObject({
      actorKind: 'system',
      actorId: null,
      fromStage: 'under_review',
      toStage: 'needs_fix',
      note: disclosureMessages.missingFixNote,
      data: { reason: 'disclosure_missing', countsAsRevision: false },
    });
    const notices = await needsFixNotices(creator);
    expect(notices).toHaveLength(1);
    expect(notices[0].body).toContain(disclosureMessages.missingFixNote);
    expect(notices[0].actorId).toBeNull();
    // Both sides read it; it used none of the fix requests.
    expect(await reviewPost(business, campaignId, postId)).toMatchObject({
      stage: 'needs_fix',
      disclosureState: 'missing',
      fixRequestsUsed: 0,
      fixRequestLimit: 2,
    });
    expect(await dashboardRow(creator, campaignId, postId)).toMatchObject({
      stage: 'needs_fix',
      disclosureState: 'missing',
      fixRequestsUsed: 0,
      fixRequestLimit: 2,
    });

    // A new link's caption is not read yet: unchecked, then found on its reading.
    const fixed = platforms.tiktok.addPost(account, { caption: 'Iced latte season #ad' });
    const replaced = await callAs(app, creator, 'PUT', `/api/creator/posts/${postId}/link`, { videoUrl: fixed.url });
    expect(replaced.statusCode, replaced.body).toBe(204);
    expect(await row(postId)).toMatchObject({
      stage: 'under_review',
      disclosureState: 'unchecked',
      disclosureTag: null,
      disclosureCheckedAt: null,
    });
    expect(await fetchPostMetrics(app.db, deps, postId)).toBe('fetched');
    expect(await row(postId)).toMatchObject({ stage: 'under_review', disclosureState: 'found', disclosureTag: '#ad' });
    // The business still has both of its fix requests.
    for (const used of [1, 2]) {
      const fix = await callAs(app, business, 'POST', `/api/business/posts/${postId}/request-fix`, {
        note: 'Show the cup.',
      });
      expect(fix.statusCode, fix.body).toBe(200);
      expect(fix.json()).toMatchObject({ fixRequestsUsed: used, fixRequestLimit: 2 });
      const again = platforms.tiktok.addPost(account, { caption: 'Take two #ad' });
      expect(
        (await callAs(app, creator, 'PUT', `/api/creator/posts/${postId}/link`, { videoUrl: again.url })).statusCode,
      ).toBe(204);
    }
  });

  it('checks an Instagram caption the same way', async () => {
    const { creator, campaignId } = await setUp();
    const account = platforms.instagram.addAccount({ username: handle() });
    await connect(creator, 'instagram', account);
    const fake = platforms.instagram.addPost(account, { caption: 'Cold brew, slow morning' });
    const post = await submit(creator, campaignId, fake.url);
    expect(await fetchPostMetrics(app.db, deps, post.id)).toBe('fetched');
    expect(await row(post.id)).toMatchObject({ stage: 'needs_fix', disclosureState: 'missing' });
  });

  it('leaves a post alone when the agreed terms do not require disclosure', async () => {
    const { business, creator, campaignId, postId } = await readTikTokPost('No tag at all', {
      disclosureRequired: false,
    });
    expect(await row(postId)).toMatchObject({ stage: 'under_review', disclosureState: 'not_required' });
    expect(await needsFixNotices(creator)).toHaveLength(0);
    // Nor is a confirmation asked for at approval.
    const approved = await callAs(app, business, 'POST', `/api/business/posts/${postId}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ disclosureState: 'not_required' });
    expect((await reviewPost(business, campaignId, postId)).disclosureState).toBe('not_required');
  });

  it('keeps the disclosure unchecked when the caption is missing, or too long to be one, and asks the business', async () => {
    for (const caption of [null, `#ad ${'x'.repeat(20_000)}`]) {
      const { business, postId } = await readTikTokPost(caption);
      expect(await row(postId)).toMatchObject({
        stage: 'under_review',
        disclosureState: 'unchecked',
        metricsVerified: true,
      });
      const refused = await callAs(app, business, 'POST', `/api/business/posts/${postId}/approve`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'DISCLOSURE_NOT_CONFIRMED' });
    }
  });
});

describe('approving a post whose caption was never read', () => {
  it('needs the business to confirm it saw the disclosure, and records that it did', async () => {
    const { business, campaignId, creator } = await setUp();
    const post = await submit(creator, campaignId, instagramUrl());
    expect((await reviewPost(business, campaignId, post.id)).disclosureState).toBe('unchecked');

    for (const body of [undefined, {}, { disclosureSeen: false }]) {
      const refused = await callAs(app, business, 'POST', `/api/business/posts/${post.id}/approve`, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'DISCLOSURE_NOT_CONFIRMED',
        message: disclosureMessages.confirmRequired,
      });
    }
    for (const body of [
      { disclosureSeen: 'yes' },
      { disclosureSeen: 1 },
      { disclosureSeen: true, note: 'x' },
      [true],
    ]) {
      const bad = await callAs(app, business, 'POST', `/api/business/posts/${post.id}/approve`, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await row(post.id)).toMatchObject({ stage: 'under_review', disclosureState: 'unchecked' });

    const approved = await callAs(app, business, 'POST', `/api/business/posts/${post.id}/approve`, {
      disclosureSeen: true,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ stage: 'tracking', disclosureState: 'confirmed' });
    const approval = (await events(post.id)).find((e) => e.action === 'approve');
    expect(approval).toMatchObject({ actorKind: 'business', data: { disclosureSeen: true } });
    // A post already approved says so, whatever the body.
    const again = await callAs(app, business, 'POST', `/api/business/posts/${post.id}/approve`);
    expect(again.json()).toMatchObject({
      code: 'INVALID_CONTENT_STAGE',
      message: contentReviewMessages.alreadyApproved,
    });
  });

  it('is approved automatically after 72 hours as before, the disclosure left unchecked', async () => {
    const { creator, campaignId } = await setUp();
    const post = await submit(creator, campaignId, instagramUrl());
    await advanceContentClocks(app.db, new Date(Date.now() + 73 * HOUR_MS));
    expect(await row(post.id)).toMatchObject({ stage: 'tracking', autoApproved: true, disclosureState: 'unchecked' });
  });

  it('refuses another business (404), the creator (403) and a signed-out visitor (401), confirming nothing', async () => {
    const { creator, campaignId } = await setUp();
    const post = await submit(creator, campaignId, instagramUrl());
    const other = await signUpBusiness(app);
    const url = `/api/business/posts/${post.id}/approve`;
    expect((await callAs(app, other, 'POST', url, { disclosureSeen: true })).statusCode).toBe(404);
    expect((await callAs(app, creator, 'POST', url, { disclosureSeen: true })).statusCode).toBe(403);
    expect((await callAs(app, null, 'POST', url, { disclosureSeen: true })).statusCode).toBe(401);
    expect(await row(post.id)).toMatchObject({ stage: 'under_review', disclosureState: 'unchecked' });
  });
});

describe('fix requests within the revision limit', () => {
  /** Asks for a fix on the post, then the creator replaces its link; returns the answer to the request. */
  async function fixRound(business: TestUser, creator: TestUser, postId: string) {
    const fix = await callAs(app, business, 'POST', `/api/business/posts/${postId}/request-fix`, {
      note: 'Show the jar label.',
    });
    if (fix.statusCode === 200) {
      const replaced = await callAs(app, creator, 'PUT', `/api/creator/posts/${postId}/link`, {
        videoUrl: instagramUrl(),
      });
      expect(replaced.statusCode, replaced.body).toBe(204);
    }
    return fix;
  }

  it('allows two by default, then refuses a third with the reason, changing nothing', async () => {
    const { business, creator, campaignId } = await setUp();
    const post = await submit(creator, campaignId, instagramUrl());
    expect((await fixRound(business, creator, post.id)).json()).toMatchObject({
      stage: 'needs_fix',
      fixRequestsUsed: 1,
      fixRequestLimit: 2,
    });
    expect(await dashboardRow(creator, campaignId, post.id)).toMatchObject({ fixRequestsUsed: 1, fixRequestLimit: 2 });
    expect((await fixRound(business, creator, post.id)).json()).toMatchObject({ fixRequestsUsed: 2 });

    const third = await fixRound(business, creator, post.id);
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({ code: 'REVISION_LIMIT_REACHED', message: revisionMessages.limitReached(2) });
    expect(await row(post.id)).toMatchObject({ stage: 'under_review', fixRequests: 2, fixNote: 'Show the jar label.' });
    expect((await needsFixNotices(creator)).length).toBe(2);
    expect(await reviewPost(business, campaignId, post.id)).toMatchObject({ fixRequestsUsed: 2, fixRequestLimit: 2 });
    expect(await dashboardRow(creator, campaignId, post.id)).toMatchObject({ fixRequestsUsed: 2, fixRequestLimit: 2 });
    // Approving (with the disclosure confirmed) is still open, and so is a dispute.
    const approved = await callAs(app, business, 'POST', `/api/business/posts/${post.id}/approve`, {
      disclosureSeen: true,
    });
    expect(approved.statusCode, approved.body).toBe(200);
  });

  it('allows none when the terms say 0', async () => {
    const { business, creator, campaignId } = await setUp({ revisionLimit: 0 });
    const post = await submit(creator, campaignId, instagramUrl());
    const refused = await fixRound(business, creator, post.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'REVISION_LIMIT_REACHED', message: revisionMessages.noRevisions });
    expect(await row(post.id)).toMatchObject({ stage: 'under_review', fixRequests: 0, fixNote: null });
    expect(await reviewPost(business, campaignId, post.id)).toMatchObject({ fixRequestsUsed: 0, fixRequestLimit: 0 });
  });

  it('takes the limit from the version of the terms the creator agreed to', async () => {
    const { business, creator, campaignId } = await setUp({ revisionLimit: 2 });
    const post = await submit(creator, campaignId, instagramUrl());
    // Fewer fix requests is in the creators' favour: the business may lower the limit, as a new version.
    const campaign = (await callAs(app, business, 'GET', `/api/business/campaigns/${campaignId}`)).json();
    const { id: _i, status: _s, companyName: _c, createdAt: _t, endedAt: _e, termsVersion: _v, ...fields } = campaign;
    const edited = await callAs(app, business, 'PUT', `/api/business/campaigns/${campaignId}`, {
      ...fields,
      intent: 'launch',
      terms: { ...campaign.terms, revisionLimit: 1 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ terms: { revisionLimit: 1 }, termsVersion: 2 });

    // The creator agreed to version 1 (2 fix requests) and not yet to version 2.
    expect((await fixRound(business, creator, post.id)).statusCode).toBe(200);
    expect((await fixRound(business, creator, post.id)).json()).toMatchObject({
      fixRequestsUsed: 2,
      fixRequestLimit: 2,
    });
    expect((await fixRound(business, creator, post.id)).statusCode).toBe(409);

    // A creator who joins now agrees to version 2: one fix request.
    const later = await signUpCreator(app);
    expect((await joinAs(app, later, campaignId)).statusCode).toBe(201);
    const theirs = await submit(later, campaignId, instagramUrl());
    expect(await reviewPost(business, campaignId, theirs.id)).toMatchObject({ fixRequestLimit: 1 });
    expect((await fixRound(business, later, theirs.id)).statusCode).toBe(200);
    const refused = await fixRound(business, later, theirs.id);
    expect(refused.json()).toMatchObject({ code: 'REVISION_LIMIT_REACHED', message: revisionMessages.limitReached(1) });
  });

  it('refuses another business (404), the creator (403) and a signed-out visitor (401) at the limit too', async () => {
    const { creator, campaignId } = await setUp({ revisionLimit: 0 });
    const post = await submit(creator, campaignId, instagramUrl());
    const other = await signUpBusiness(app);
    const url = `/api/business/posts/${post.id}/request-fix`;
    expect((await callAs(app, other, 'POST', url, { note: 'x' })).statusCode).toBe(404);
    expect((await callAs(app, creator, 'POST', url, { note: 'x' })).statusCode).toBe(403);
    expect((await callAs(app, null, 'POST', url, { note: 'x' })).statusCode).toBe(401);
  });

  it('counts two fix requests sent at once as two, never letting both through past the limit', async () => {
    const { business, creator, campaignId } = await setUp({ revisionLimit: 1 });
    const first = await submit(creator, campaignId, instagramUrl());
    const second = await submit(creator, campaignId, instagramUrl());
    await fixRound(business, creator, first.id);
    // At the limit: two at once are both refused; on another post with one left, only one of two goes through.
    const [a, b] = await Promise.all(
      [first.id, first.id].map((id) =>
        callAs(app, business, 'POST', `/api/business/posts/${id}/request-fix`, { note: 'Again.' }),
      ),
    );
    expect([a.statusCode, b.statusCode]).toEqual([409, 409]);
    const both = await Promise.all(
      [second.id, second.id].map((id) =>
        callAs(app, business, 'POST', `/api/business/posts/${id}/request-fix`, { note: 'Again.' }),
      ),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await row(second.id)).toMatchObject({ fixRequests: 1, stage: 'needs_fix' });
  });
});

describe('posts per creator, and participations from before agreements', () => {
  const count = async (campaignId: string, creator: TestUser) =>
    (
      await app.db
        .select({ id: campaignAnalytics.id })
        .from(campaignAnalytics)
        .where(and(eq(campaignAnalytics.campaignId, campaignId), eq(campaignAnalytics.influencerId, creator.user.id)))
    ).length;

  it('refuses a post past the number the agreed terms ask for, storing nothing', async () => {
    const { creator, campaignId } = await setUp({ postsPerCreator: 1 });
    await submit(creator, campaignId, instagramUrl());
    const second = await callAs(app, creator, 'POST', `/api/creator/campaigns/${campaignId}/content`, {
      platform: 'instagram',
      videoUrl: instagramUrl(),
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'POSTS_PER_CREATOR_REACHED',
      message: postsPerCreatorReached(1),
    });
    expect(await count(campaignId, creator)).toBe(1);
  });

  it('holds a creator who joined before agreements were recorded to none of the new duties', async () => {
    const [business, creator] = await Promise.all([signUpBusiness(app), signUpCreator(app)]);
    const created = await callAs(
      app,
      business,
      'POST',
      '/api/business/campaigns',
      launchableCampaign({
        terms: { ...DEFAULT_CAMPAIGN_TERMS, postsPerCreator: 1, platforms: ['tiktok'], revisionLimit: 0 },
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const campaignId = created.json().id as string;
    // As migration 0030 left a participation of before: taking part, no agreement on record.
    await app.db.insert(campaignApplicants).values({ campaignId, userId: creator.user.id, status: 'active' });
    const first = await submit(creator, campaignId, instagramUrl());
    const second = await submit(creator, campaignId, instagramUrl());
    expect(first.disclosureState).toBe('not_required');
    expect(second.disclosureState).toBe('not_required');
    // No revision limit was agreed to: the business may still ask for a fix.
    const fix = await callAs(app, business, 'POST', `/api/business/posts/${first.id}/request-fix`, {
      note: 'Show the jar label.',
    });
    expect(fix.statusCode, fix.body).toBe(200);
  });
});
