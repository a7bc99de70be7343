// Issue 29 item 1: a campaign's terms on create and edit. Bad terms are refused whole with nothing stored; once anyone
// takes part they change only in the creators' favour; a change to what creators agree to is a new version, and the
// creators who agreed to an earlier one are told.
import { type CampaignTerms, DEFAULT_CAMPAIGN_TERMS, termsMessages } from '@microreach/domain/campaign-terms';
import type { CampaignInput } from '@microreach/domain/campaigns';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignApplicants, campaigns, campaignTermsVersions, notifications } from '#server/db/schema/index.ts';
import {
  agreementFor,
  callAs,
  createTestApp,
  joinAs,
  launchableCampaign,
  signUpBusiness,
  signUpCreator,
  type TestApp,
  type TestUser,
} from '#server/test/harness.ts';

let app: TestApp;
let business: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  business = await signUpBusiness(app, { companyName: 'Northside Coffee' });
});
afterAll(() => app.close());

/** The middle of every scale, so each field can get worse and better. */
const MIDDLE: CampaignTerms = {
  usageRights: 'paid_ads',
  paidAdsDays: 30,
  exclusivityDays: 14,
  postsPerCreator: 2,
  platforms: ['instagram'],
  revisionLimit: 2,
  disclosureRequired: false,
};

const input = (over: Partial<CampaignInput> = {}, terms: Partial<CampaignTerms> = {}): CampaignInput =>
  launchableCampaign({ contentTypes: ['Instagram Reel'], terms: { ...MIDDLE, ...terms }, ...over });

async function create(body: CampaignInput) {
  const res = await callAs(app, business, 'POST', '/api/business/campaigns', body);
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().id as string, body };
}
const edit = (id: string, body: unknown) => callAs(app, business, 'PUT', `/api/business/campaigns/${id}`, body);
const stored = async (id: string) => (await app.db.select().from(campaigns).where(eq(campaigns.id, id)))[0];
const versions = (id: string) =>
  app.db
    .select({ version: campaignTermsVersions.version })
    .from(campaignTermsVersions)
    .where(eq(campaignTermsVersions.campaignId, id))
    .orderBy(campaignTermsVersions.version);

describe('terms validation', () => {
  const bad: Array<[string, Record<string, unknown>]> = [
    ['negative paid-ads days', { paidAdsDays: -5 }],
    ['absurd paid-ads days', { paidAdsDays: 100_000 }],
    ['fractional paid-ads days', { paidAdsDays: 1.5 }],
    ['paid ads without days', { paidAdsDays: null }],
    ['days without paid ads', { usageRights: 'organic', paidAdsDays: 30 }],
    ['negative exclusivity', { exclusivityDays: -1 }],
    ['zero exclusivity days', { exclusivityDays: 0 }],
    ['absurd exclusivity', { exclusivityDays: 366 }],
    ['repeated platforms', { platforms: ['instagram', 'instagram'] }],
    ['no platform', { platforms: [] }],
    ['an unknown platform', { platforms: ['myspace'] }],
    ['no posts', { postsPerCreator: 0 }],
    ['more posts than the slots', { postsPerCreator: 4 }],
    ['a negative revision limit', { revisionLimit: -1 }],
    ['an absurd revision limit', { revisionLimit: 1_000 }],
    ['an unknown usage right', { usageRights: 'forever' }],
    ['an unknown field', { royaltiesPercent: 5 }],
  ];

  it.each(bad)('refuses %s on create, storing nothing', async (_what, terms) => {
    const campaignName = `Bad terms ${Math.random().toString(36).slice(2, 8)}`;
    const res = await callAs(app, business, 'POST', '/api/business/campaigns', {
      ...input({ campaignName }),
      terms: { ...MIDDLE, ...terms },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().issues[0].path).toMatch(/^terms/);
    expect(await app.db.select().from(campaigns).where(eq(campaigns.campaignName, campaignName))).toEqual([]);
  });

  it('words the rules a form shows beside the field', async () => {
    const messages = async (terms: Record<string, unknown>) =>
      (await callAs(app, business, 'POST', '/api/business/campaigns', { ...input(), terms: { ...MIDDLE, ...terms } }))
        .json()
        .issues.map((i: { message: string }) => i.message);
    expect(await messages({ paidAdsDays: null })).toContain(termsMessages.paidAdsDaysRequired);
    expect(await messages({ usageRights: 'brand_repost' })).toContain(termsMessages.paidAdsDaysOnlyForAds);
    expect(await messages({ platforms: ['tiktok', 'tiktok'] })).toContain(termsMessages.platformsRepeat);
    expect(await messages({ exclusivityDays: 400 })).toContain('Exclusivity can be at most 365 days.');
  });

  it('refuses bad terms on edit and leaves the campaign as it was', async () => {
    const { id } = await create(input());
    const before = await stored(id);
    const res = await edit(id, { ...input(), terms: { ...MIDDLE, exclusivityDays: -3 } });
    expect(res.statusCode).toBe(400);
    expect(await stored(id)).toEqual(before);
    expect(await versions(id)).toEqual([{ version: 1 }]);
  });

  it('stores the terms, answers them, and writes version 1 with the campaign', async () => {
    const { id } = await create(input({}, { usageRights: 'brand_repost', paidAdsDays: null }));
    const res = await callAs(app, business, 'GET', `/api/business/campaigns/${id}`);
    expect(res.json()).toMatchObject({
      terms: { ...MIDDLE, usageRights: 'brand_repost', paidAdsDays: null },
      termsVersion: 1,
    });
    expect(await versions(id)).toEqual([{ version: 1 }]);
  });

  it('gives a client that sends no terms the defaults', async () => {
    const { terms: _terms, ...body } = launchableCampaign();
    const res = await callAs(app, business, 'POST', '/api/business/campaigns', body);
    expect(res.statusCode).toBe(201);
    expect(res.json().terms).toEqual(DEFAULT_CAMPAIGN_TERMS);
  });
});

describe('only in the creators’ favour, once anyone takes part', () => {
  const worse: Array<[string, Partial<CampaignInput>, Partial<CampaignTerms>]> = [
    ['terms.usageRights', {}, { usageRights: 'perpetual', paidAdsDays: null }],
    ['terms.paidAdsDays', {}, { paidAdsDays: 31 }],
    ['terms.exclusivityDays', {}, { exclusivityDays: 15 }],
    ['terms.postsPerCreator', {}, { postsPerCreator: 3 }],
    ['terms.platforms', {}, { platforms: ['tiktok'] }],
    ['terms.revisionLimit', {}, { revisionLimit: 3 }],
    ['terms.disclosureRequired', {}, { disclosureRequired: true }],
    ['contentTypes', { contentTypes: ['TikTok Video'] }, {}],
  ];

  it.each(worse)('refuses a change of %s against the creators after someone applied', async (field, over, terms) => {
    const creator = await signUpCreator(app);
    const { id } = await create(input({ privatePublic: 'Private' }));
    expect((await joinAs(app, creator, id)).json().status).toBe('pending');
    const before = await stored(id);
    const res = await edit(id, input(over, terms));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'TERMS_WORSENED',
      title: 'Invalid Terms',
      message: termsMessages.termsWorsened,
      fields: [field],
    });
    expect(await stored(id)).toEqual(before);
    expect(await versions(id)).toEqual([{ version: 1 }]);
  });

  it('accepts changes in their favour as a new version, and tells the creators who agreed to the earlier one', async () => {
    const [joined, pending] = await Promise.all([signUpCreator(app), signUpCreator(app)]);
    const { id } = await create(input({ privatePublic: 'Private' }));
    await joinAs(app, pending, id);
    // One accepted by the business, one still pending: both take part, both are told.
    await joinAs(app, joined, id);
    await app.db
      .update(campaignApplicants)
      .set({ status: 'approved' })
      .where(and(eq(campaignApplicants.campaignId, id), eq(campaignApplicants.userId, joined.user.id)));
    const better = input(
      { contentTypes: ['Instagram Reel', 'TikTok Video'] },
      {
        usageRights: 'brand_repost',
        paidAdsDays: null,
        exclusivityDays: null,
        postsPerCreator: 1,
        platforms: ['instagram', 'tiktok'],
        revisionLimit: 1,
      },
    );
    const res = await edit(id, better);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ terms: better.terms, termsVersion: 2 });
    expect(await versions(id)).toEqual([{ version: 1 }, { version: 2 }]);
    for (const who of [joined, pending]) {
      const told = await app.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, who.user.id), eq(notifications.kind, 'terms_updated')));
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({ campaignId: id, title: 'New campaign terms' });
      expect(told[0]!.body).toContain('version 2');
    }
    // The business sees that a newer version waits for each of them.
    const applicants = (await callAs(app, business, 'GET', `/api/business/campaigns/${id}/applicants`)).json();
    expect(applicants.map((a: { agreement: { termsVersion: number; newerVersion: boolean } }) => a.agreement)).toEqual([
      expect.objectContaining({ termsVersion: 1, newerVersion: true }),
      expect.objectContaining({ termsVersion: 1, newerVersion: true }),
    ]);
    // Dropping disclosure and leaving content types open are in their favour too.
    const wider = await edit(id, {
      ...better,
      contentTypes: [],
      terms: { ...better.terms, disclosureRequired: false },
    });
    expect(wider.statusCode, wider.body).toBe(200);
  });

  it('keeps the version when nothing creators agree to changed', async () => {
    const creator = await signUpCreator(app);
    const { id, body } = await create(input());
    await joinAs(app, creator, id);
    const res = await edit(id, { ...body, campaignHashtags: ['Other'], campaignDescription: 'Reworded.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().termsVersion).toBe(1);
    expect(await versions(id)).toEqual([{ version: 1 }]);
    // The guidelines are part of the agreed text: changing them is a new version.
    const reworded = await edit(id, { ...body, contentGuidelines: 'Show the can twice.' });
    expect(reworded.json().termsVersion).toBe(2);
  });

  it('refuses lower pay or a lower cap per creator after someone applied (pending), storing nothing', async () => {
    const creator = await signUpCreator(app);
    const base = input({ privatePublic: 'Private' });
    const { id } = await create(base);
    expect((await joinAs(app, creator, id)).json().status).toBe('pending');
    const before = await stored(id);
    const lowerRate = await edit(id, {
      ...base,
      payTerms: { ...base.payTerms, ratePer1kViewsCents: base.payTerms.ratePer1kViewsCents - 1 },
    });
    expect(lowerRate.statusCode).toBe(400);
    expect(lowerRate.json()).toMatchObject({ code: 'PAY_TERMS_LOWERED', fields: ['payTerms.ratePer1kViewsCents'] });
    const lowerCap = await edit(id, { ...base, influencerBudgetCents: (base.influencerBudgetCents ?? 0) - 100 });
    expect(lowerCap.statusCode).toBe(400);
    expect(lowerCap.json()).toMatchObject({ code: 'PAY_TERMS_LOWERED', fields: ['influencerBudgetCents'] });
    expect(await stored(id)).toEqual(before);
    // A higher cap, or none at all, is in their favour.
    expect((await edit(id, { ...base, influencerBudgetCents: null })).statusCode).toBe(200);
    const capped = await edit(id, { ...base, influencerBudgetCents: 20_000 });
    expect(capped.json()).toMatchObject({ code: 'PAY_TERMS_LOWERED', fields: ['influencerBudgetCents'] });
  });

  it('holds after the creator left: their agreement is on record', async () => {
    const creator = await signUpCreator(app);
    const { id } = await create(input());
    expect((await joinAs(app, creator, id)).statusCode).toBe(201);
    expect((await callAs(app, creator, 'POST', `/api/creator/campaigns/${id}/leave`, {})).statusCode).toBe(204);
    expect((await edit(id, input({}, { revisionLimit: 5 }))).json().code).toBe('TERMS_WORSENED');
  });

  it('lets a draft nobody took part in change freely, numbering each change', async () => {
    const { id } = await create(input({ intent: 'draft' }));
    const res = await edit(
      id,
      input({ intent: 'draft' }, { usageRights: 'perpetual', paidAdsDays: null, revisionLimit: 5 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ terms: { usageRights: 'perpetual', revisionLimit: 5 }, termsVersion: 2 });
    expect(await versions(id)).toEqual([{ version: 1 }, { version: 2 }]);
  });

  it('numbers versions from the stored terms for a campaign written before terms had versions', async () => {
    const creator = await signUpCreator(app);
    const { id } = await create(input());
    // As migration 0030 left older campaigns: the terms on the row, no version written yet.
    await app.db.delete(campaignTermsVersions).where(eq(campaignTermsVersions.campaignId, id));
    const agreement = await agreementFor(app, creator, id);
    expect(agreement.termsVersion).toBe(1);
    expect(await versions(id)).toEqual([{ version: 1 }]);
    await app.db.delete(campaignTermsVersions).where(eq(campaignTermsVersions.campaignId, id));
    expect((await edit(id, input({}, { revisionLimit: 1 }))).json().termsVersion).toBe(2);
    expect(await versions(id)).toEqual([{ version: 1 }, { version: 2 }]);
  });
});
