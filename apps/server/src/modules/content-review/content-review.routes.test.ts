// Content review and performance pay (issue 12) through the API, on PGlite and (with DATABASE_URL) PostgreSQL.

import { randomUUID } from 'node:crypto';
import { HOUR_MS } from '@microreach/domain/calendar';
import { contentReviewMessages } from '@microreach/domain/content-review';
import { MIN_PAYOUT_CENTS, payTermsMessages } from '@microreach/domain/performance-pay';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignAnalytics, contentEvents, contentMetricSnapshots, notifications } from '#server/db/schema/index.ts';
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
import { advanceContentClocks } from './clocks.service.ts';
import { finaliseExpiredVoids } from './holds.service.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const later = (hours: number) => new Date(Date.now() + hours * HOUR_MS);
let postSeq = 0;
const instagramUrl = () =>
  `https://www.instagram.com/p/Post${Date.now().toString(36)}${postSeq++}${randomUUID().slice(0, 6)}/`;

/** A business with a Live Public campaign ($5,000; $500 per creator; $10 per 1K views, $0.10 per engagement) and a
 * creator (80k followers: no boost) who joined it. */
async function setUp(over: Parameters<typeof launchableCampaign>[0] = {}) {
  const [business, creator] = await Promise.all([
    signUpBusiness(app, { companyName: 'Northside Coffee' }),
    signUpCreator(app, { tiktok: 'mia.lens' }),
  ]);
  await callAs(app, creator, 'PATCH', '/api/me', { instagramFollowers: 80_000 });
  const created = await callAs(app, business, 'POST', '/api/business/campaigns', launchableCampaign(over));
  expect(created.statusCode, created.body).toBe(201);
  const campaignId = created.json().id as string;
  const joined = await joinAs(app, creator, campaignId);
  expect(joined.statusCode, joined.body).toBe(201);
  return { business, creator, campaignId };
}

async function submit(creator: TestUser, campaignId: string, videoUrl = instagramUrl(), platform = 'instagram') {
  const res = await callAs(app, creator, 'POST', `/api/creator/campaigns/${campaignId}/content`, {
    platform,
    videoUrl,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; stage: string; fixNote: string | null; earningsStatus: string };
}

const figures = (views: number, likes: number, comments = 0, shares = 0) => ({ views, likes, comments, shares });

describe('a post from submission to approval', () => {
  it('goes Submitted -> Under Review -> Tracking -> Approved, with figures, earnings and an audit', async () => {
    const { business, creator, campaignId } = await setUp();
    const submitted = await submit(creator, campaignId);
    // Nothing to check an Instagram link against without a connected account: straight to review, unverified.
    expect(submitted).toMatchObject({ stage: 'under_review', earningsStatus: 'pending' });

    const list = await callAs(app, business, 'GET', `/api/business/campaigns/${campaignId}/posts`);
    expect(list.statusCode, list.body).toBe(200);
    const [post] = list.json();
    expect(post).toMatchObject({ id: submitted.id, stageLabel: 'Under Review', ownership: 'unverified' });
    expect(Date.parse(post.reviewDueAt) - Date.now()).toBeGreaterThan(71 * HOUR_MS);

    // The business types in the creator's shared insights: unverified, and earning at the campaign's rates.
    const recorded = await callAs(
      app,
      business,
      'POST',
      `/api/business/posts/${post.id}/metrics`,
      figures(12_000, 800, 50, 30),
    );
    expect(recorded.statusCode, recorded.body).toBe(200);
    // 12,000 views at $10 per 1K = $120; 880 engagements at $0.10 = $88.
    expect(recorded.json()).toMatchObject({
      views: 12_000,
      metricsSource: 'manual',
      metricsVerified: false,
      earningsCents: 20_800,
      earningsStatus: 'pending',
      engagementRate: 7.3,
    });

    const approved = await callAs(app, business, 'POST', `/api/business/posts/${post.id}/approve`, {
      disclosureSeen: true,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ stage: 'tracking', autoApproved: false, earningsStatus: 'pending' });
    const again = await callAs(app, business, 'POST', `/api/business/posts/${post.id}/approve`, {
      disclosureSeen: true,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(contentReviewMessages.alreadyApproved);

    // The creator is told, and sees the stage on the dashboard.
    const [told] = await app.db
      .select()
      .from(notifications)
      .where(sql`${notifications.userId} = ${creator.user.id} and ${notifications.kind} = 'content_approved'`);
    expect(told.body).toBe(`Northside Coffee approved your post for ${told.body.split(' for ')[1]}`);

    // Seven days later tracking ends and the earnings are final.
    const moved = await advanceContentClocks(app.db, later(24 * 7 + 1));
    expect(moved.trackingEnded).toBeGreaterThanOrEqual(1);
    const dashboard = (await callAs(app, creator, 'GET', '/api/creator/dashboard')).json();
    const slot = dashboard.campaigns.find((c: { campaign: { id: string } }) => c.campaign.id === campaignId).content[0];
    // The campaign was never funded: the post's $208 waits for the brand's funds, and nothing is earned yet.
    expect(slot).toMatchObject({
      stage: 'approved',
      earningsStatus: 'final',
      earningsCents: 0,
      awaitingFundingCents: 20_800,
      metricsVerified: false,
    });

    const events = await callAs(app, creator, 'GET', `/api/posts/${post.id}/events`);
    expect(events.statusCode).toBe(200);
    expect(events.json().map((e: { action: string; actor: string }) => [e.action, e.actor])).toEqual([
      ['submit', 'creator'],
      ['start_review', 'system'],
      ['record_metrics', 'business'],
      ['approve', 'business'],
      ['end_tracking', 'system'],
    ]);
    expect(events.json()[3]).toMatchObject({
      actorName: 'Northside Coffee',
      fromStage: 'under_review',
      toStage: 'tracking',
    });
  });

  it('approves a post left unreviewed for 72 hours automatically, and says so', async () => {
    const { creator, campaignId } = await setUp();
    const post = await submit(creator, campaignId);
    expect((await advanceContentClocks(app.db, later(71))).autoApproved).toBe(0);
    const moved = await advanceContentClocks(app.db, later(73));
    expect(moved.autoApproved).toBeGreaterThanOrEqual(1);
    const [row] = await app.db.select().from(campaignAnalytics).where(eq(campaignAnalytics.id, post.id));
    expect(row).toMatchObject({ stage: 'tracking', autoApproved: true, approvedBy: null });
    // An approved post earns at least the minimum payout, even with no figures yet.
    expect(row.earningsCents).toBe(MIN_PAYOUT_CENTS);
    const bell = (await callAs(app, creator, 'GET', '/api/notifications')).json();
    expect(bell.items[0]).toMatchObject({ kind: 'content_approved' });
    expect(bell.items[0].body).toContain('approved automatically after 72 hours');
  });

  it('sends a post back for a fix; the creator replaces the link within 48 hours, not after', async () => {
    const { business, creator, campaignId } = await setUp();
    const first = await submit(creator, campaignId);
    const fix = await callAs(app, business, 'POST', `/api/business/posts/${first.id}/request-fix`, {
      note: 'Please tag @northside in the caption.',
    });
    expect(fix.statusCode, fix.body).toBe(200);
    expect(fix.json()).toMatchObject({
      stage: 'needs_fix',
      fixNote: 'Please tag @northside in the caption.',
      earningsStatus: 'none',
    });
    expect(
      (await callAs(app, business, 'POST', `/api/business/posts/${first.id}/approve`, { disclosureSeen: true }))
        .statusCode,
    ).toBe(409);

    const replaced = await callAs(app, creator, 'PUT', `/api/creator/posts/${first.id}/link`, {
      videoUrl: instagramUrl(),
    });
    expect(replaced.statusCode, replaced.body).toBe(204);
    const after = (await callAs(app, business, 'GET', `/api/business/campaigns/${campaignId}/posts`)).json()[0];
    expect(after).toMatchObject({ stage: 'under_review', fixDueAt: null });
    // Not needing a fix any more: a second replacement is refused.
    const twice = await callAs(app, creator, 'PUT', `/api/creator/posts/${first.id}/link`, {
      videoUrl: instagramUrl(),
    });
    expect(twice.statusCode).toBe(409);

    // Past the 48 hours the link stays as it is.
    const second = await submit(creator, campaignId);
    await callAs(app, business, 'POST', `/api/business/posts/${second.id}/request-fix`, { note: 'Wrong product.' });
    await app.db
      .update(campaignAnalytics)
      .set({ fixDueAt: new Date(Date.now() - 1000) })
      .where(eq(campaignAnalytics.id, second.id));
    const late = await callAs(app, creator, 'PUT', `/api/creator/posts/${second.id}/link`, {
      videoUrl: instagramUrl(),
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'FIX_WINDOW_CLOSED', message: contentReviewMessages.fixWindowClosed });
    // A bad link is refused with the C5 message; an empty note too.
    const third = await submit(creator, campaignId);
    await callAs(app, business, 'POST', `/api/business/posts/${third.id}/request-fix`, { note: 'Reshoot, please.' });
    const bad = await callAs(app, creator, 'PUT', `/api/creator/posts/${third.id}/link`, {
      videoUrl: 'https://example.com/video',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please enter a valid Instagram post URL');
    const noNote = await callAs(app, business, 'POST', `/api/business/posts/${third.id}/request-fix`, { note: '  ' });
    expect(noNote.statusCode).toBe(400);
  });

  it('sends a TikTok post on another handle back with the reason: it cannot earn', async () => {
    const { creator, campaignId } = await setUp();
    const post = await submit(
      creator,
      campaignId,
      'https://www.tiktok.com/@someone.else/video/7312345678901234567',
      'tiktok',
    );
    expect(post.stage).toBe('needs_fix');
    expect(post.fixNote).toBe(
      "This post is on @someone.else, not on your profile's TikTok handle @mia.lens: only posts on your own handle can earn.",
    );
    const own = await submit(
      creator,
      campaignId,
      'https://www.tiktok.com/@mia.lens/video/7312345678901234568',
      'tiktok',
    );
    expect(own.stage).toBe('under_review');
  });
});

describe('earnings within the caps', () => {
  it('stops a creator at the budget per influencer', async () => {
    const { business, creator, campaignId } = await setUp({ influencerBudgetCents: 30_000 });
    const post = await submit(creator, campaignId);
    const res = await callAs(app, business, 'POST', `/api/business/posts/${post.id}/metrics`, figures(5_000_000, 0));
    expect(res.json()).toMatchObject({ earningsCents: 30_000, uncappedEarningsCents: 5_000_000 });
  });

  it('raises the rates later, but never lowers them once creators take part', async () => {
    const { business, creator, campaignId } = await setUp();
    const post = await submit(creator, campaignId);
    await callAs(app, business, 'POST', `/api/business/posts/${post.id}/metrics`, figures(10_000, 0));
    const campaign = (await callAs(app, business, 'GET', `/api/business/campaigns/${campaignId}`)).json();
    const { id: _id, status: _s, companyName: _c, createdAt: _t, endedAt: _e, termsVersion: _v, ...fields } = campaign;
    const lower = await callAs(app, business, 'PUT', `/api/business/campaigns/${campaignId}`, {
      ...fields,
      intent: 'launch',
      payTerms: { ...campaign.payTerms, ratePer1kViewsCents: 500 },
    });
    expect(lower.statusCode).toBe(400);
    expect(lower.json()).toMatchObject({ code: 'PAY_TERMS_LOWERED', fields: ['payTerms.ratePer1kViewsCents'] });
    const higher = await callAs(app, business, 'PUT', `/api/business/campaigns/${campaignId}`, {
      ...fields,
      intent: 'launch',
      payTerms: { ...campaign.payTerms, ratePer1kViewsCents: 2000 },
    });
    expect(higher.statusCode, higher.body).toBe(200);
    // The new rate applies at once: 10,000 views at $20 per 1K.
    const [row] = await callAs(app, business, 'GET', `/api/business/campaigns/${campaignId}/posts`).then((r) =>
      r.json(),
    );
    expect(row.earningsCents).toBe(20_000);
  });

  it('refuses pay terms that are negative, absurd or inconsistent with the budgets, storing nothing', async () => {
    const business = await signUpBusiness(app);
    const cases: [Record<string, number>, string][] = [
      [{ ratePer1kViewsCents: -100 }, 'The rate per 1,000 views cannot be negative.'],
      [{ ratePerEngagementCents: 1.5 }, 'The rate per engagement is in whole cents.'],
      [{ ratePer1kViewsCents: 1_000_000 }, 'The rate per 1,000 views can be at most $100.'],
      [{ fixedPerPostCents: 60_000 }, payTermsMessages.fixedOverInfluencerBudget],
      [{ ratePer1kViewsCents: 0, ratePerEngagementCents: 0, fixedPerPostCents: 0 }, payTermsMessages.nothingPaid],
    ];
    for (const [terms, message] of cases) {
      const input = launchableCampaign({
        payTerms: { ratePer1kViewsCents: 1000, ratePerEngagementCents: 10, fixedPerPostCents: 0, ...terms },
      });
      const res = await callAs(app, business, 'POST', '/api/business/campaigns', input);
      expect(res.statusCode, JSON.stringify(terms)).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
    const dashboard = (await callAs(app, business, 'GET', '/api/business/dashboard')).json();
    expect(dashboard.campaigns).toEqual([]);
  });

  it('shows a campaign’s terms on browse cards', async () => {
    // A title of its own: on the shared PostgreSQL database other files' campaigns are browsed too.
    const campaignName = `Terms card ${randomUUID().slice(0, 8)}`;
    const { creator, campaignId } = await setUp({
      campaignName,
      payTerms: { ratePer1kViewsCents: 1500, ratePerEngagementCents: 5, fixedPerPostCents: 2500 },
    });
    const page = (
      await callAs(app, creator, 'GET', `/api/creator/campaigns?q=${encodeURIComponent(campaignName)}&pageSize=50`)
    ).json();
    expect(page.items.map((c: { id: string }) => c.id)).toEqual([campaignId]);
    const card = page.items.find((c: { id: string }) => c.id === campaignId);
    expect(card?.payTerms ?? null).toEqual({
      ratePer1kViewsCents: 1500,
      ratePerEngagementCents: 5,
      fixedPerPostCents: 2500,
    });
  });
});

describe('manual figures and holds', () => {
  it('refuses figures that are negative, fractional or below the verified ones, changing nothing', async () => {
    const { business, creator, campaignId } = await setUp();
    const post = await submit(creator, campaignId);
    for (const bad of [figures(-1, 0), figures(10.5, 0), { ...figures(1, 1), extra: 1 }, { views: 'many' }]) {
      const res = await callAs(app, business, 'POST', `/api/business/posts/${post.id}/metrics`, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    // A verified reading (as a connected account's fetch stores it).
    await app.db.insert(contentMetricSnapshots).values({
      postId: post.id,
      source: 'instagram',
      verified: true,
      ...figures(5_000, 300, 20, 10),
    });
    const below = await callAs(
      app,
      business,
      'POST',
      `/api/business/posts/${post.id}/metrics`,
      figures(4_000, 300, 20, 10),
    );
    expect(below.statusCode).toBe(400);
    expect(below.json()).toMatchObject({
      code: 'METRICS_BELOW_VERIFIED',
      message: 'Manual figures cannot be lower than the verified ones (views: 5,000).',
    });
    const stored = await app.db.select().from(contentMetricSnapshots).where(eq(contentMetricSnapshots.postId, post.id));
    expect(stored).toHaveLength(1);
  });

  it('holds a post whose figures fall, tells both sides why; the business releases or voids it', async () => {
    const { business, creator, campaignId } = await setUp();
    const [a, b] = [await submit(creator, campaignId), await submit(creator, campaignId)];
    for (const post of [a, b]) {
      await callAs(app, business, 'POST', `/api/business/posts/${post.id}/metrics`, figures(60_000, 3_000, 200, 100));
      const res = await callAs(
        app,
        business,
        'POST',
        `/api/business/posts/${post.id}/metrics`,
        figures(9_000, 400, 30, 10),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().earningsStatus).toBe('held');
      expect(res.json().holds).toEqual([expect.objectContaining({ rule: 'figures_decreased', status: 'open' })]);
    }
    const dashboard = (await callAs(app, creator, 'GET', '/api/creator/dashboard')).json();
    const slots = dashboard.campaigns.find((c: { campaign: { id: string } }) => c.campaign.id === campaignId).content;
    expect(slots[0].holdReasons[0]).toMatch(/\w/);
    expect(slots[0].openHolds).toEqual([
      expect.objectContaining({ rule: 'figures_decreased', status: 'open', voidRequestedAt: null, appealedAt: null }),
    ]);
    const bell = (await callAs(app, creator, 'GET', '/api/notifications')).json();
    expect(bell.items.some((n: { kind: string }) => n.kind === 'content_held')).toBe(true);

    const holdOf = async (id: string) =>
      (await callAs(app, business, 'GET', `/api/business/campaigns/${campaignId}/posts`))
        .json()
        .find((p: { id: string }) => p.id === id).holds[0].id as string;
    const released = await callAs(app, business, 'POST', `/api/business/holds/${await holdOf(a.id)}/resolve`, {
      resolution: 'release',
      note: 'The creator removed a duplicate upload.',
    });
    expect(released.json()).toMatchObject({ earningsStatus: 'pending' });
    const voided = await callAs(app, business, 'POST', `/api/business/holds/${await holdOf(b.id)}/resolve`, {
      resolution: 'void',
    });
    // Issue 28: a void waits 72 hours for the creator's appeal; the money stays held meanwhile.
    expect(voided.json()).toMatchObject({ earningsStatus: 'held' });
    expect(voided.json().holds[0].appealDeadline).toEqual(expect.any(String));
    const twice = await callAs(app, business, 'POST', `/api/business/holds/${await holdOf(b.id)}/resolve`, {
      resolution: 'void',
    });
    expect(twice.statusCode).toBe(409);
    // The creator's slot shows the void waiting for an appeal, with its deadline (issue 28).
    const creatorView = (await callAs(app, creator, 'GET', '/api/creator/dashboard')).json();
    const voidedSlot = creatorView.campaigns
      .find((c: { campaign: { id: string } }) => c.campaign.id === campaignId)
      .content.find((p: { id: string }) => p.id === b.id);
    expect(voidedSlot.openHolds).toEqual([
      expect.objectContaining({
        status: 'open',
        voidRequestedAt: expect.any(String),
        appealDeadline: voided.json().holds[0].appealDeadline,
        appealedAt: null,
      }),
    ]);
    expect(await finaliseExpiredVoids(app.db, later(73))).toBeGreaterThanOrEqual(1);
    const final = (await callAs(app, business, 'GET', `/api/business/campaigns/${campaignId}/posts`))
      .json()
      .find((p: { id: string }) => p.id === b.id);
    expect(final).toMatchObject({ earningsStatus: 'void', earningsCents: 0 });
    const after = await callAs(app, business, 'POST', `/api/business/holds/${final.holds[0].id}/resolve`, {
      resolution: 'release',
    });
    expect(after.statusCode).toBe(409);
    // Released: the same rule does not hold the post again for the same history.
    const again = await callAs(
      app,
      business,
      'POST',
      `/api/business/posts/${a.id}/metrics`,
      figures(9_500, 420, 30, 10),
    );
    expect(again.json().earningsStatus).toBe('pending');
  });

  it('never rewrites a snapshot or an audit line', async () => {
    const { business, creator, campaignId } = await setUp();
    const post = await submit(creator, campaignId);
    await callAs(app, business, 'POST', `/api/business/posts/${post.id}/metrics`, figures(100, 5));
    await expect(
      app.db.update(contentMetricSnapshots).set({ views: 1 }).where(eq(contentMetricSnapshots.postId, post.id)),
    ).rejects.toThrow();
    await expect(
      app.db.execute(sql`update content_events set note = 'x' where post_id = ${post.id}`),
    ).rejects.toThrow();
    await expect(
      app.db.execute(sql`update content_events set actor_id = ${creator.user.id} where post_id = ${post.id}`),
    ).rejects.toThrow();
    // Deleting the business's account would delete a campaign a creator took part in: the database refuses it
    // (issue 25), and the audit stays whatever happens to the post (no cascade on it any more).
    await expect(app.db.execute(sql`delete from auth_users where id = ${business.user.id}`)).rejects.toThrow();
    expect((await app.db.select().from(contentEvents).where(eq(contentEvents.postId, post.id))).length).toBeGreaterThan(
      0,
    );
  });
});

describe('who may do what', () => {
  it('refuses another business (404), a creator (403) and a signed-out visitor (401)', async () => {
    const { business, creator, campaignId } = await setUp();
    const post = await submit(creator, campaignId);
    await callAs(app, business, 'POST', `/api/business/posts/${post.id}/metrics`, figures(100_000, 0));
    const [other, otherCreator] = await Promise.all([signUpBusiness(app), signUpCreator(app)]);
    const businessCalls = [
      ['GET', `/api/business/campaigns/${campaignId}/posts`, undefined],
      ['POST', `/api/business/posts/${post.id}/approve`, undefined],
      ['POST', `/api/business/posts/${post.id}/request-fix`, { note: 'x' }],
      ['POST', `/api/business/posts/${post.id}/metrics`, figures(1, 1)],
      ['POST', `/api/business/holds/${randomUUID()}/resolve`, { resolution: 'release' }],
    ] as const;
    for (const [method, url, body] of businessCalls) {
      expect((await callAs(app, other, method, url, body)).statusCode, url).toBe(404);
      expect((await callAs(app, creator, method, url, body)).statusCode, url).toBe(403);
      expect((await callAs(app, null, method, url, body)).statusCode, url).toBe(401);
    }
    const link = `/api/creator/posts/${post.id}/link`;
    expect((await callAs(app, otherCreator, 'PUT', link, { videoUrl: instagramUrl() })).statusCode).toBe(404);
    expect((await callAs(app, business, 'PUT', link, { videoUrl: instagramUrl() })).statusCode).toBe(403);
    expect((await callAs(app, null, 'PUT', link, { videoUrl: instagramUrl() })).statusCode).toBe(401);
    for (const who of [other, otherCreator]) {
      expect((await callAs(app, who, 'GET', `/api/posts/${post.id}/events`)).statusCode).toBe(404);
    }
    expect((await callAs(app, null, 'GET', `/api/posts/${post.id}/events`)).statusCode).toBe(401);
    // Nothing changed.
    const [row] = await app.db.select().from(campaignAnalytics).where(eq(campaignAnalytics.id, post.id));
    expect(row.stage).toBe('under_review');
  });
});
