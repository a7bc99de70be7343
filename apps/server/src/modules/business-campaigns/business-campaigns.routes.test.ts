import { DAY_MS } from '@microreach/domain/calendar';
import { DEFAULT_CAMPAIGN_TERMS } from '@microreach/domain/campaign-terms';
import type { CampaignInput } from '@microreach/domain/campaigns';
import { DEFAULT_PAY_TERMS } from '@microreach/domain/performance-pay';
import type { ApplicantStatus } from '@microreach/domain/statuses';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignAnalytics, campaignApplicants, campaigns, ledgerTransactions } from '#server/db/schema/index.ts';
import { createTestApp, signUpBusiness, signUpCreator, type TestApp, type TestUser } from '#server/test/harness.ts';
import { addFunds, fundCampaign, walletBalance } from '#server/test/ledger.ts';

let app: TestApp;
let owner: TestUser;
let otherBusiness: TestUser;
let creator: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  [owner, otherBusiness, creator] = await Promise.all([
    signUpBusiness(app, { companyName: 'Northside Coffee' }),
    signUpBusiness(app, { companyName: 'Other Co' }),
    signUpCreator(app),
  ]);
});
afterAll(() => app.close());

/** yyyy-mm-dd, `offset` days from today (UTC). */
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

const launchable = (over: Partial<CampaignInput> = {}): CampaignInput => ({
  campaignName: `Cold Brew ${Math.random().toString(36).slice(2, 7)}`,
  campaignDescription: 'Film your first sip of our cold brew.',
  campaignNiche: 'Food & Beverage',
  campaignHashtags: ['ColdBrew', 'Summer2026'],
  maxInfluencers: null,
  startDate: day(1),
  endDate: day(20),
  contentTypes: ['Instagram Reel', 'TikTok Video'],
  contentGuidelines: 'Show the can.',
  budgetCents: 500_000,
  influencerBudgetCents: 50_000,
  privatePublic: 'Private',
  payTerms: { ...DEFAULT_PAY_TERMS },
  terms: { ...DEFAULT_CAMPAIGN_TERMS, platforms: [...DEFAULT_CAMPAIGN_TERMS.platforms] },
  intent: 'launch',
  ...over,
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: TestUser | null, payload?: unknown) =>
  app.inject({
    method,
    url,
    headers: who ? { cookie: who.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

async function createCampaign(over: Partial<CampaignInput> = {}, who = owner) {
  const res = await call('POST', '/api/business/campaigns', who, launchable(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; status: string; campaignName: string };
}

async function apply(campaignId: string, user: TestUser, status: ApplicantStatus = 'pending', appliedAt = new Date()) {
  const [row] = await app.db
    .insert(campaignApplicants)
    .values({ campaignId, userId: user.user.id, status, message: `Hi from ${user.user.name}`, appliedAt })
    .returning();
  return row;
}

async function statusOf(id: string) {
  const [row] = await app.db.select({ status: campaigns.status }).from(campaigns).where(eq(campaigns.id, id));
  return row?.status;
}

describe('permissions: owner, another business (404), a creator (403), signed out (401)', () => {
  let campaignId: string;
  let applicantId: string;
  beforeAll(async () => {
    campaignId = (await createCampaign({ intent: 'draft' })).id;
    applicantId = (await apply(campaignId, creator)).id;
  });

  const endpoints = () =>
    [
      ['GET', '/api/business/dashboard', undefined, 200, 200],
      ['GET', `/api/business/campaigns/${campaignId}`, undefined, 200, 404],
      ['PUT', `/api/business/campaigns/${campaignId}`, launchable({ intent: 'draft' }), 200, 404],
      ['POST', `/api/business/campaigns/${campaignId}/status`, { action: 'publish' }, 200, 404],
      ['GET', `/api/business/campaigns/${campaignId}/applicants`, undefined, 200, 404],
      [
        'POST',
        `/api/business/campaigns/${campaignId}/applicants/${applicantId}/decision`,
        { decision: 'reject' },
        200,
        404,
      ],
      ['POST', `/api/business/campaigns/${campaignId}/status`, { action: 'end' }, 200, 404],
      ['POST', '/api/business/campaigns', launchable({ intent: 'draft' }), 201, 201],
      // Someone applied: even its owner ends it rather than deleting it (issue 25).
      ['DELETE', `/api/business/campaigns/${campaignId}`, undefined, 409, 404],
    ] as const;

  it('refuses a signed-out caller and a creator on every endpoint, and changes nothing', async () => {
    for (const [method, url, body] of endpoints()) {
      expect((await call(method, url, null, body)).statusCode, `${method} ${url} signed out`).toBe(401);
      expect((await call(method, url, creator, body)).statusCode, `${method} ${url} as creator`).toBe(403);
    }
    expect(await statusOf(campaignId)).toBe('Draft');
  });

  it("gives another business a 404 for the owner's campaign, and changes nothing", async () => {
    for (const [method, url, body, , other] of endpoints()) {
      expect((await call(method, url, otherBusiness, body)).statusCode, `${method} ${url}`).toBe(other);
    }
    expect(await statusOf(campaignId)).toBe('Draft');
    const [applicant] = await app.db.select().from(campaignApplicants).where(eq(campaignApplicants.id, applicantId));
    expect(applicant.status).toBe('pending');
    const dashboard = (await call('GET', '/api/business/dashboard', otherBusiness)).json();
    expect(dashboard.campaigns.map((c: { id: string }) => c.id)).not.toContain(campaignId);
  });

  it('lets the owner do each of them', async () => {
    for (const [method, url, body, ownerStatus] of endpoints()) {
      expect((await call(method, url, owner, body)).statusCode, `${method} ${url}`).toBe(ownerStatus);
    }
    expect(await statusOf(campaignId)).toBe('Completed');
  });
});

describe('create (B5 rules, B8 messages)', () => {
  it('saves a draft: Private by default, status Draft, owner and company recorded', async () => {
    const res = await call('POST', '/api/business/campaigns', owner, {
      ...launchable({ intent: 'draft' }),
      campaignName: 'Just an idea',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      campaignName: 'Just an idea',
      status: 'Draft',
      privatePublic: 'Private',
      companyName: 'Northside Coffee',
      budgetCents: 500_000,
      influencerBudgetCents: 50_000,
      campaignHashtags: ['ColdBrew', 'Summer2026'],
      contentTypes: ['Instagram Reel', 'TikTok Video'],
    });
    const [row] = await app.db.select().from(campaigns).where(eq(campaigns.id, res.json().id));
    expect(row).toMatchObject({
      userId: owner.user.id,
      budgetCents: 500_000,
      campaignHashtags: 'ColdBrew, Summer2026',
    });
  });

  it('launches: status Live', async () => {
    expect((await createCampaign()).status).toBe('Live');
  });

  it.each([
    [
      'a draft without a budget',
      { intent: 'draft', budgetCents: null },
      'Missing Information',
      'Please fill in campaign name and total budget.',
      ['budgetCents'],
    ],
    [
      'a draft without a name',
      { intent: 'draft', campaignName: ' ' },
      'Missing Information',
      'Please fill in campaign name and total budget.',
      ['campaignName'],
    ],
    [
      'a launch without a niche',
      { campaignNiche: null },
      'Missing Information',
      'Please fill in all required fields before launching.',
      ['campaignNiche'],
    ],
    [
      'a launch without a description',
      { campaignDescription: '' },
      'Missing Information',
      'Please fill in all required fields before launching.',
      ['campaignDescription'],
    ],
    [
      'a launch without a budget',
      { budgetCents: null },
      'Missing Budget',
      'Please fill in the total budget before launching.',
      ['budgetCents'],
    ],
    [
      'an end before the start',
      { startDate: day(5), endDate: day(4) },
      'Invalid Date Range',
      'End date must be after the start date.',
      ['endDate'],
    ],
    [
      '32 days',
      { startDate: day(1), endDate: day(33) },
      'Campaign Too Long',
      'Campaign length cannot be longer than a month (31 days).',
      ['endDate'],
    ],
  ] as const)(
    'refuses %s with its title, message and fields, and creates nothing',
    async (_l, over, title, message, fields) => {
      const countOwn = async () =>
        (await app.db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.userId, owner.user.id))).length;
      const before = await countOwn();
      const res = await call('POST', '/api/business/campaigns', owner, launchable(over));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ title, message });
      expect(res.json().fields).toEqual(fields);
      expect(await countOwn()).toBe(before);
    },
  );

  it.each([
    ['an unknown niche', { campaignNiche: 'Crypto' }],
    ['an unknown content type', { contentTypes: ['Snapchat Snap'] }],
    ['a hashtag with a space', { campaignHashtags: ['Sourdough Sunday'] }],
    ['a hashtag with a sign', { campaignHashtags: ['cold-brew'] }],
    ['a hashtag with its #', { campaignHashtags: ['#coffee'] }],
    ['repeated hashtags', { campaignHashtags: ['Coffee', 'coffee'] }],
    ['a budget with cents (budgets are whole dollars)', { budgetCents: 1050 }],
    ['a fractional amount of cents', { budgetCents: 100.5 }],
    ['a negative budget', { budgetCents: -100 }],
    ['zero max influencers', { maxInfluencers: 0 }],
    ['a status field', { status: 'Live' }],
    ['an owner field', { userId: '00000000-0000-4000-8000-000000000000' }],
  ])('refuses %s', async (_l, over) => {
    const res = await call('POST', '/api/business/campaigns', owner, { ...launchable(), ...over });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a hashtag with a space, saying what to write, and changes nothing on create or edit', async () => {
    const countOwn = async () =>
      (await app.db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.userId, owner.user.id))).length;
    const before = await countOwn();
    const spaced = launchable({ campaignHashtags: ['coffee', 'Sourdough Sunday'] });
    const created = await call('POST', '/api/business/campaigns', owner, spaced);
    expect(created.statusCode).toBe(400);
    expect(created.json().message).toContain(
      "#Sourdough Sunday has a space: a hashtag is one word of letters, digits and '_'. Write #SourdoughSunday",
    );
    expect(await countOwn()).toBe(before);

    const { id } = await createCampaign({ intent: 'draft' });
    const [was] = await app.db.select().from(campaigns).where(eq(campaigns.id, id));
    const edited = await call('PUT', `/api/business/campaigns/${id}`, owner, { ...spaced, intent: 'draft' });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().message).toContain('Write #SourdoughSunday');
    const [now] = await app.db.select().from(campaigns).where(eq(campaigns.id, id));
    expect(now).toEqual(was);
  });
});

describe('edit', () => {
  it('loads only for the owner and saves with the same rules (the spec skips the date rules on edit; we do not)', async () => {
    const { id } = await createCampaign({ intent: 'draft' });
    expect((await call('GET', `/api/business/campaigns/${id}`, owner)).json()).toMatchObject({ id, status: 'Draft' });
    const tooLong = await call('PUT', `/api/business/campaigns/${id}`, owner, launchable({ endDate: day(40) }));
    expect(tooLong.json()).toMatchObject({ title: 'Campaign Too Long' });
    expect(await statusOf(id)).toBe('Draft');
  });

  it('Save Draft turns a Live campaign back into a Draft; Update & Launch makes it Live', async () => {
    const { id } = await createCampaign();
    const toDraft = await call(
      'PUT',
      `/api/business/campaigns/${id}`,
      owner,
      launchable({ intent: 'draft', campaignName: 'Renamed' }),
    );
    expect(toDraft.json()).toMatchObject({ status: 'Draft', campaignName: 'Renamed' });
    const relaunched = await call(
      'PUT',
      `/api/business/campaigns/${id}`,
      owner,
      launchable({ campaignName: 'Renamed' }),
    );
    expect(relaunched.json()).toMatchObject({ status: 'Live' });
  });

  it('refuses Update & Launch of a Completed campaign and changes nothing', async () => {
    const { id } = await createCampaign();
    await app.db.update(campaigns).set({ status: 'Completed' }).where(eq(campaigns.id, id));
    const res = await call('PUT', `/api/business/campaigns/${id}`, owner, launchable({ campaignName: 'Sneaky' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('Save it as a draft with new dates first.');
    const [row] = await app.db.select().from(campaigns).where(eq(campaigns.id, id));
    expect(row.status).toBe('Completed');
    expect(row.campaignName).not.toBe('Sneaky');
  });
});

describe('lifecycle actions (B4)', () => {
  it('pauses a Live campaign and resumes it', async () => {
    const { id } = await createCampaign();
    const paused = await call('POST', `/api/business/campaigns/${id}/status`, owner, { action: 'pause' });
    expect(paused.json().status).toBe('Paused');
    const resumed = await call('POST', `/api/business/campaigns/${id}/status`, owner, { action: 'resume' });
    expect(resumed.json().status).toBe('Live');
  });

  it.each([
    ['pause', 'Draft'],
    ['resume', 'Live'],
    ['publish', 'Live'],
    ['pause', 'Completed'],
    ['resume', 'Ended'],
    ['publish', 'Paused'],
  ] as const)('refuses %s from %s and changes nothing', async (action, from) => {
    const { id } = await createCampaign();
    await app.db.update(campaigns).set({ status: from }).where(eq(campaigns.id, id));
    const res = await call('POST', `/api/business/campaigns/${id}/status`, owner, { action });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('INVALID_TRANSITION');
    expect(await statusOf(id)).toBe(from);
  });

  it('refuses an unknown action', async () => {
    const { id } = await createCampaign();
    expect((await call('POST', `/api/business/campaigns/${id}/status`, owner, { action: 'complete' })).statusCode).toBe(
      400,
    );
    expect(await statusOf(id)).toBe('Live');
  });

  it('publishes a complete draft, and refuses an incomplete one with the launch message', async () => {
    const complete = await createCampaign({ intent: 'draft' });
    expect(
      (await call('POST', `/api/business/campaigns/${complete.id}/status`, owner, { action: 'publish' })).json().status,
    ).toBe('Live');
    const incomplete = await createCampaign({ intent: 'draft', campaignNiche: null });
    const res = await call('POST', `/api/business/campaigns/${incomplete.id}/status`, owner, { action: 'publish' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ title: 'Missing Information' });
    expect(await statusOf(incomplete.id)).toBe('Draft');
  });

  it('marks Live and Paused campaigns whose end date has passed as Completed', async () => {
    const live = await createCampaign();
    const paused = await createCampaign();
    const draft = await createCampaign({ intent: 'draft' });
    await app.db.update(campaigns).set({ status: 'Paused' }).where(eq(campaigns.id, paused.id));
    for (const id of [live.id, paused.id, draft.id]) {
      await app.db
        .update(campaigns)
        .set({ startDate: day(-10), endDate: day(-1) })
        .where(eq(campaigns.id, id));
    }
    const dashboard = (await call('GET', '/api/business/dashboard', owner)).json();
    const statusById = new Map(dashboard.campaigns.map((c: { id: string; status: string }) => [c.id, c.status]));
    expect(statusById.get(live.id)).toBe('Completed');
    expect(statusById.get(paused.id)).toBe('Completed');
    expect(statusById.get(draft.id)).toBe('Draft');
  });

  it('deletes a campaign nobody took part in; its unspent funds go back to the wallet', async () => {
    const { id } = await createCampaign();
    await addFunds(app, owner, 20_000);
    const before = await walletBalance(app, owner);
    expect((await fundCampaign(app, owner, id, 15_000)).statusCode).toBe(201);
    expect(await walletBalance(app, owner)).toBe(before - 15_000);
    expect((await call('DELETE', `/api/business/campaigns/${id}`, owner)).statusCode).toBe(204);
    expect(await statusOf(id)).toBeUndefined();
    expect(await walletBalance(app, owner)).toBe(before);
    // The ledger keeps its record of the funding and the return, no longer tied to the deleted campaign.
    const returned = await app.db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.userId, owner.user.id), eq(ledgerTransactions.kind, 'campaign_funding')));
    expect(returned.some((t) => t.campaignId === null && t.description.includes('Campaign funded'))).toBe(true);
    expect((await call('DELETE', `/api/business/campaigns/${id}`, owner)).statusCode).toBe(404);
  });
});

describe('dashboard figures are computed from the data', () => {
  it('sums content rows into metrics, views and engagement, counts applicants, and reads spent from the ledger', async () => {
    const business = await signUpBusiness(app);
    const creators = await Promise.all([signUpCreator(app), signUpCreator(app), signUpCreator(app)]);
    const first = await createCampaign({ budgetCents: 100_000 }, business);
    const second = await createCampaign({ intent: 'draft' }, business);

    const empty = (await call('GET', '/api/business/dashboard', business)).json();
    expect(empty.summary).toEqual({
      campaigns: 2,
      active: 1,
      totalSpentCents: 0,
      totalViews: 0,
      engagementRate: 0,
      avgRoi: null,
    });

    await apply(first.id, creators[0], 'approved');
    await apply(first.id, creators[1], 'pending');
    await apply(first.id, creators[2], 'left');
    await app.db.insert(campaignAnalytics).values([
      {
        campaignId: first.id,
        influencerId: creators[0].user.id,
        platform: 'tiktok',
        videoUrl: `https://www.tiktok.com/@a/video/${Date.now()}1`,
        views: 1000,
        likes: 80,
        comments: 15,
        shares: 5,
        earningsCents: 12_345,
      },
      {
        campaignId: first.id,
        influencerId: creators[0].user.id,
        platform: 'instagram',
        videoUrl: `https://www.instagram.com/p/x${Date.now()}/`,
        views: 3000,
        likes: 100,
        comments: 50,
        shares: 50,
        earningsCents: 20_000,
      },
    ]);

    const after = (await call('GET', '/api/business/dashboard', business)).json();
    // Earnings written on content rows are not money: spent is what the ledger paid out of the campaign's escrow
    // (none here; src/modules/ledger/figures-agree.test.ts compares it with the ledger as money moves).
    expect(after.summary).toEqual({
      campaigns: 2,
      active: 1,
      totalSpentCents: 0,
      totalViews: 4000,
      engagementRate: 7.5, // (80+15+5+100+50+50) / 4000 x 100
      avgRoi: null,
    });
    const card = after.campaigns.find((c: { id: string }) => c.id === first.id);
    expect(card).toMatchObject({
      applicantCount: 2,
      participantCount: 1,
      spentCents: 0,
      metrics: { views: 4000, likes: 180, comments: 65, shares: 55 },
      engagementRate: 7.5,
    });
    expect(after.campaigns.find((c: { id: string }) => c.id === second.id)).toMatchObject({
      applicantCount: 0,
      spentCents: 0,
      metrics: { views: 0, likes: 0, comments: 0, shares: 0 },
    });
    expect(after.campaigns[0].id).toBe(second.id); // newest first
  });
});

describe('applicants', () => {
  it('lists applicants newest first with their public fields and email', async () => {
    const { id } = await createCampaign();
    const [a, b] = await Promise.all([signUpCreator(app, { name: 'Older' }), signUpCreator(app, { name: 'Newer' })]);
    await apply(id, a, 'pending', new Date(Date.now() - 60_000));
    await apply(id, b, 'pending', new Date());
    const list = (await call('GET', `/api/business/campaigns/${id}/applicants`, owner)).json();
    expect(list.map((x: { user: { name: string } }) => x.user.name)).toEqual(['Newer', 'Older']);
    expect(list[0]).toMatchObject({
      status: 'pending',
      message: 'Hi from Newer',
      user: { id: b.user.id, email: b.email },
    });
  });

  it('accepts and rejects pending applicants only', async () => {
    const { id } = await createCampaign();
    const [x, y] = await Promise.all([signUpCreator(app), signUpCreator(app)]);
    const ax = await apply(id, x);
    const ay = await apply(id, y);
    const decide = (applicantId: string, decision: string) =>
      call('POST', `/api/business/campaigns/${id}/applicants/${applicantId}/decision`, owner, { decision });
    expect((await decide(ax.id, 'accept')).json().status).toBe('approved');
    expect((await decide(ay.id, 'reject')).json().status).toBe('rejected');
    const again = await decide(ax.id, 'reject');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('NOT_PENDING');
    expect((await decide(ay.id, 'accept')).statusCode).toBe(409);
    expect((await decide(ax.id, 'approve')).statusCode).toBe(400);
    const rows = await app.db.select().from(campaignApplicants).where(eq(campaignApplicants.campaignId, id));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({ [ax.id]: 'approved', [ay.id]: 'rejected' });
  });

  it("answers 404 for an applicant of another campaign, even the owner's own", async () => {
    const one = await createCampaign();
    const two = await createCampaign();
    const applicant = await apply(two.id, await signUpCreator(app));
    const res = await call('POST', `/api/business/campaigns/${one.id}/applicants/${applicant.id}/decision`, owner, {
      decision: 'accept',
    });
    expect(res.statusCode).toBe(404);
  });

  it('refuses to accept beyond max_influencers with a clear message', async () => {
    const { id } = await createCampaign({ maxInfluencers: 1 });
    const [x, y] = await Promise.all([signUpCreator(app), signUpCreator(app)]);
    await apply(id, x, 'approved');
    const pending = await apply(id, y);
    const res = await call('POST', `/api/business/campaigns/${id}/applicants/${pending.id}/decision`, owner, {
      decision: 'accept',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CAMPAIGN_FULL',
      message: 'This campaign already has its maximum of 1 influencer.',
    });
    const [row] = await app.db.select().from(campaignApplicants).where(eq(campaignApplicants.id, pending.id));
    expect(row.status).toBe('pending');
  });

  it('lets exactly one of two concurrent accepts take the last place', async () => {
    const { id } = await createCampaign({ maxInfluencers: 2 });
    const [x, y, z] = await Promise.all([signUpCreator(app), signUpCreator(app), signUpCreator(app)]);
    await apply(id, x, 'approved');
    const [ay, az] = [await apply(id, y), await apply(id, z)];
    const results = await Promise.all(
      [ay, az].map((a) =>
        call('POST', `/api/business/campaigns/${id}/applicants/${a.id}/decision`, owner, { decision: 'accept' }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const approved = await app.db
      .select()
      .from(campaignApplicants)
      .where(and(eq(campaignApplicants.campaignId, id), eq(campaignApplicants.status, 'approved')));
    expect(approved).toHaveLength(2);
  });
});
