// The creator's rate card (issue 30): who may read and save it, what a bad card changes (nothing), and everywhere a
// business reads a creator (the public profile, Find Influencers, the applicants dialog), the export and deletion.
import { randomUUID } from 'node:crypto';
import { AccountExportSchema } from '@microreach/domain/account-data';
import { ApplicantSchema } from '@microreach/domain/campaigns';
import { InfluencerSearchResultSchema } from '@microreach/domain/find-influencers';
import { ProfileSchema, PublicProfileSchema } from '@microreach/domain/profiles';
import { RateCardSchema, rateCardMessages } from '@microreach/domain/rate-card';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { campaignApplicants, creatorRates } from '#server/db/schema/index.ts';
import {
  callAs,
  createTestApp,
  launchableCampaign,
  signUpBusiness,
  signUpCreator,
  type TestApp,
  type TestUser,
} from '#server/test/harness.ts';

const URL = '/api/creator/profile/rate-card';

let app: TestApp;
let business: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  business = await signUpBusiness(app, { companyName: 'Rate Card Roasters' });
});
afterAll(() => app.close());

/** The stored rows, as "nothing changed" compares them. */
async function storedRates(who: TestUser) {
  return app.db
    .select({ format: creatorRates.format, priceCents: creatorRates.priceCents })
    .from(creatorRates)
    .where(eq(creatorRates.userId, who.user.id))
    .orderBy(asc(creatorRates.format));
}

const save = (who: TestUser | null, body: unknown) => callAs(app, who, 'PUT', URL, body);

const CARD = {
  rates: [
    { format: 'tiktok_video', priceCents: 30_000 },
    { format: 'instagram_post', priceCents: 12_000 },
    { format: 'instagram_reel', priceCents: 25_050 },
  ],
};
/** CARD in display order (the domain's format order). */
const SHOWN = [
  { format: 'instagram_post', priceCents: 12_000 },
  { format: 'instagram_reel', priceCents: 25_050 },
  { format: 'tiktok_video', priceCents: 30_000 },
];

describe('GET and PUT /api/creator/profile/rate-card', () => {
  it('a creator starts with an empty card, saves one (answered in display order) and reads it back', async () => {
    const creator = await signUpCreator(app);
    const empty = await callAs(app, creator, 'GET', URL);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ rates: [] });

    const res = await save(creator, CARD);
    expect(res.statusCode, res.body).toBe(200);
    expect(RateCardSchema.strict().parse(res.json())).toEqual({ rates: SHOWN });
    expect((await callAs(app, creator, 'GET', URL)).json()).toEqual({ rates: SHOWN });
  });

  it('replaces the whole card: a rate left out is gone, and an empty list clears it', async () => {
    const creator = await signUpCreator(app);
    await save(creator, CARD);
    const replaced = await save(creator, { rates: [{ format: 'instagram_story', priceCents: 5_000 }] });
    expect(replaced.json()).toEqual({ rates: [{ format: 'instagram_story', priceCents: 5_000 }] });
    expect(await storedRates(creator)).toEqual([{ format: 'instagram_story', priceCents: 5_000 }]);

    const cleared = await save(creator, { rates: [] });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ rates: [] });
    expect(await storedRates(creator)).toEqual([]);
  });

  it('takes the bounds themselves: $1.00 and $100,000.00', async () => {
    const creator = await signUpCreator(app);
    const res = await save(creator, {
      rates: [
        { format: 'instagram_story', priceCents: 100 },
        { format: 'tiktok_video', priceCents: 10_000_000 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rates).toEqual([
      { format: 'instagram_story', priceCents: 100 },
      { format: 'tiktok_video', priceCents: 10_000_000 },
    ]);
  });

  it('is for creators only: a business gets 403 WRONG_ROLE, whatever it sends', async () => {
    for (const res of [
      await callAs(app, business, 'GET', URL),
      await save(business, CARD),
      await save(business, { rates: 'nonsense' }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('WRONG_ROLE');
    }
    expect(await storedRates(business)).toEqual([]);
  });

  it('refuses a signed-out visitor (401)', async () => {
    expect((await callAs(app, null, 'GET', URL)).statusCode).toBe(401);
    expect((await save(null, CARD)).statusCode).toBe(401);
  });

  it.each([
    [
      'two rates for one kind of post',
      [CARD.rates[0], { format: 'tiktok_video', priceCents: 40_000 }],
      rateCardMessages.duplicate,
    ],
    ['a rate under $1.00', [{ format: 'instagram_post', priceCents: 99 }], rateCardMessages.min],
    ['a rate of $0', [{ format: 'instagram_post', priceCents: 0 }], rateCardMessages.min],
    ['a negative rate', [{ format: 'instagram_post', priceCents: -500 }], rateCardMessages.min],
    ['a rate over $100,000.00', [{ format: 'instagram_post', priceCents: 10_000_001 }], rateCardMessages.max],
    ['a fraction of a cent', [{ format: 'instagram_post', priceCents: 1234.5 }], rateCardMessages.whole],
    ['an unknown kind of post', [{ format: 'youtube_short', priceCents: 5_000 }], null],
    ['a price as text', [{ format: 'instagram_post', priceCents: '5000' }], null],
    ['a missing price', [{ format: 'instagram_post' }], null],
    ['an extra key', [{ format: 'instagram_post', priceCents: 5_000, currency: 'EUR' }], null],
  ])('refuses %s (400) and keeps the saved card', async (_label, rates, message) => {
    const creator = await signUpCreator(app);
    await save(creator, CARD);
    const before = await storedRates(creator);
    const res = await save(creator, { rates });
    expect(res.statusCode, res.body).toBe(400);
    if (message) expect(res.body).toContain(message);
    expect(await storedRates(creator)).toEqual(before);
  });

  it('refuses a body that is not a card (400), changing nothing', async () => {
    const creator = await signUpCreator(app);
    await save(creator, CARD);
    const before = await storedRates(creator);
    for (const body of [{}, { rates: null }, { rates: {} }, [], { rates: Array(5).fill(CARD.rates[0]) }]) {
      const res = await save(creator, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await storedRates(creator)).toEqual(before);
  });
});

describe('where others read the card', () => {
  let creator: TestUser;
  let plain: TestUser;
  beforeAll(async () => {
    [creator, plain] = await Promise.all([
      signUpCreator(app, { name: `Rina ${randomUUID().slice(0, 8)}` }),
      signUpCreator(app, { name: `Plain ${randomUUID().slice(0, 8)}` }),
    ]);
    expect((await save(creator, CARD)).statusCode).toBe(200);
  });

  it('the public profile carries it in display order; another creator and a business see it alike', async () => {
    for (const viewer of [business, plain]) {
      const res = await callAs(app, viewer, 'GET', `/api/profiles/${creator.user.id}`);
      expect(res.statusCode).toBe(200);
      expect(PublicProfileSchema.strict().parse(res.json()).rates).toEqual(SHOWN);
    }
    const none = await callAs(app, business, 'GET', `/api/profiles/${plain.user.id}`);
    expect(none.json().rates).toEqual([]);
    const ofBusiness = await callAs(app, creator, 'GET', `/api/profiles/${business.user.id}`);
    expect(ofBusiness.json().rates).toEqual([]);
  });

  it('the own profile (GET /api/me, cached) follows each save', async () => {
    const me = async () => ProfileSchema.strict().parse((await callAs(app, plain, 'GET', '/api/me')).json()).rates;
    expect(await me()).toEqual([]);
    // Read twice: the second answer may come from the cache, which a save must drop.
    expect(await me()).toEqual([]);
    await save(plain, { rates: [{ format: 'instagram_reel', priceCents: 9_900 }] });
    expect(await me()).toEqual([{ format: 'instagram_reel', priceCents: 9_900 }]);
    await save(plain, { rates: [] });
    expect(await me()).toEqual([]);
  });

  it('Find Influencers shows each creator on the page with their own card', async () => {
    const res = await callAs(
      app,
      business,
      'GET',
      `/api/business/influencers?q=${encodeURIComponent(creator.user.name)}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const result = InfluencerSearchResultSchema.parse(res.json());
    expect(result.items.map((i) => [i.id, i.rates])).toEqual([[creator.user.id, SHOWN]]);
    const other = await callAs(
      app,
      business,
      'GET',
      `/api/business/influencers?q=${encodeURIComponent(plain.user.name)}`,
    );
    expect(other.json().items.map((i: { rates: unknown }) => i.rates)).toEqual([[]]);
  });

  it('the applicants dialog shows each applicant with their card, after a decision too', async () => {
    const created = await callAs(
      app,
      business,
      'POST',
      '/api/business/campaigns',
      launchableCampaign({ intent: 'draft' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const campaignId: string = created.json().id;
    const [withCard] = await app.db
      .insert(campaignApplicants)
      .values([
        { campaignId, userId: creator.user.id, status: 'pending', appliedAt: new Date() },
        { campaignId, userId: plain.user.id, status: 'pending', appliedAt: new Date(Date.now() - 60_000) },
      ])
      .returning();
    const res = await callAs(app, business, 'GET', `/api/business/campaigns/${campaignId}/applicants`);
    expect(res.statusCode).toBe(200);
    const list = z.array(ApplicantSchema).parse(res.json());
    expect(list.map((a) => [a.user.id, a.user.rates])).toEqual([
      [creator.user.id, SHOWN],
      [plain.user.id, []],
    ]);
    const decided = await callAs(
      app,
      business,
      'POST',
      `/api/business/campaigns/${campaignId}/applicants/${withCard!.id}/decision`,
      { decision: 'reject' },
    );
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().user.rates).toEqual(SHOWN);
  });
});

describe('the account', () => {
  it('Download my data carries the card (empty for a business)', async () => {
    const creator = await signUpCreator(app);
    await save(creator, CARD);
    const res = await callAs(app, creator, 'GET', '/api/account/export');
    expect(res.statusCode).toBe(200);
    const data = AccountExportSchema.parse(res.json());
    expect(data.rateCard.map(({ format, priceCents }) => ({ format, priceCents }))).toEqual(SHOWN);
    for (const rate of data.rateCard) expect(Number.isNaN(Date.parse(rate.updatedAt))).toBe(false);
    const ofBusiness = await callAs(app, business, 'GET', '/api/account/export');
    expect(AccountExportSchema.parse(ofBusiness.json()).rateCard).toEqual([]);
  });

  it('Delete my account removes the card', async () => {
    const creator = await signUpCreator(app);
    await save(creator, CARD);
    expect(await storedRates(creator)).toHaveLength(3);
    const res = await callAs(app, creator, 'POST', '/api/account/delete', {
      password: creator.password,
      confirm: 'DELETE',
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(await storedRates(creator)).toEqual([]);
  });
});
