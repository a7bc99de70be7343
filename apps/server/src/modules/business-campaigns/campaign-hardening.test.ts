// Rules found missing when round one was tried from outside: date bounds, max influencers below the participants,
// and the company name a renamed business shows everywhere.
import { campaignMessages, maxInfluencersTooLow } from '@microreach/domain/campaigns';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignApplicants, campaigns } from '#server/db/schema/index.ts';
import {
  callAs,
  createTestApp,
  dayFromToday,
  joinAs,
  launchableCampaign,
  signUpBusiness,
  signUpCreator,
  type TestApp,
  type TestUser,
} from '#server/test/harness.ts';

let app: TestApp;
let owner: TestUser;
let creators: TestUser[];

beforeAll(async () => {
  app = await createTestApp();
  owner = await signUpBusiness(app, { companyName: 'Northside Coffee' });
  creators = await Promise.all([signUpCreator(app), signUpCreator(app), signUpCreator(app)]);
});
afterAll(() => app.close());

const create = (over: Parameters<typeof launchableCampaign>[0]) =>
  callAs(app, owner, 'POST', '/api/business/campaigns', launchableCampaign(over));

describe('campaign dates stay within a year of today', () => {
  it.each([
    ['a launch in year 9999', { startDate: '9999-12-01', endDate: '9999-12-31' }],
    ['a draft dated 0001-01-01', { intent: 'draft' as const, startDate: '0001-01-01', endDate: '0001-01-20' }],
    ['a start just past a year ahead', { startDate: dayFromToday(366), endDate: dayFromToday(370) }],
    [
      'a draft ending more than a year ago',
      { intent: 'draft' as const, startDate: dayFromToday(-380), endDate: dayFromToday(-370) },
    ],
  ])('refuses %s with a clear message and stores nothing', async (_label, over) => {
    const name = `Out of range ${Math.random()}`;
    const res = await create({ ...over, campaignName: name });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: campaignMessages.dateOutOfWindow.message,
      title: campaignMessages.dateOutOfWindow.title,
    });
    expect(await app.db.select().from(campaigns).where(eq(campaigns.campaignName, name))).toHaveLength(0);
  });

  it('accepts the last day of the window', async () => {
    const res = await create({ startDate: dayFromToday(340), endDate: dayFromToday(365) });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses the same dates on edit', async () => {
    const { id } = (await create({})).json();
    const res = await callAs(
      app,
      owner,
      'PUT',
      `/api/business/campaigns/${id}`,
      launchableCampaign({ startDate: '9999-12-01', endDate: '9999-12-31' }),
    );
    expect(res.statusCode).toBe(400);
    const [row] = await app.db.select().from(campaigns).where(eq(campaigns.id, id));
    expect(row.endDate).toBe(dayFromToday(20));
  });
});

describe('max influencers', () => {
  it('cannot be lowered below the influencers already taking part', async () => {
    const { id } = (await create({ maxInfluencers: 5 })).json();
    await app.db.insert(campaignApplicants).values([
      { campaignId: id, userId: creators[0].user.id, status: 'approved' },
      { campaignId: id, userId: creators[1].user.id, status: 'active' },
      { campaignId: id, userId: creators[2].user.id, status: 'pending' },
    ]);
    const lowered = await callAs(
      app,
      owner,
      'PUT',
      `/api/business/campaigns/${id}`,
      launchableCampaign({ maxInfluencers: 1 }),
    );
    expect(lowered.statusCode).toBe(400);
    expect(lowered.json()).toMatchObject({
      code: 'MAX_BELOW_PARTICIPANTS',
      message: maxInfluencersTooLow(2).message,
      title: maxInfluencersTooLow(2).title,
      fields: ['maxInfluencers'],
    });
    const [row] = await app.db.select().from(campaigns).where(eq(campaigns.id, id));
    expect(row.maxInfluencers).toBe(5);
    // Down to exactly the participants, or Unlimited, is fine.
    for (const maxInfluencers of [2, null]) {
      const ok = await callAs(
        app,
        owner,
        'PUT',
        `/api/business/campaigns/${id}`,
        launchableCampaign({ maxInfluencers }),
      );
      expect(ok.statusCode, ok.body).toBe(200);
    }
  });
});

describe('company name', () => {
  it("is the business's current name on its campaigns, in browse and on the creator dashboard", async () => {
    const business = await signUpBusiness(app, { companyName: 'Old Name Roasters' });
    const creator = creators[0];
    const { id, campaignName } = (
      await callAs(app, business, 'POST', '/api/business/campaigns', launchableCampaign({ startDate: dayFromToday(0) }))
    ).json();
    expect((await joinAs(app, creator, id)).statusCode).toBe(201);

    const renamed = await callAs(app, business, 'PATCH', '/api/me', { companyName: 'New Name Roasters' });
    expect(renamed.statusCode).toBe(200);

    const own = (await callAs(app, business, 'GET', `/api/business/campaigns/${id}`)).json();
    expect(own.companyName).toBe('New Name Roasters');
    const card = (await callAs(app, business, 'GET', '/api/business/dashboard')).json().campaigns[0];
    expect(card.companyName).toBe('New Name Roasters');
    const browsed = (
      await callAs(app, creator, 'GET', `/api/creator/campaigns?q=${encodeURIComponent(campaignName)}`)
    ).json().items[0];
    expect(browsed.companyName).toBe('New Name Roasters');
    const mine = (await callAs(app, creator, 'GET', '/api/creator/dashboard'))
      .json()
      .campaigns.find((c: { campaign: { id: string } }) => c.campaign.id === id);
    expect(mine.brand.companyName).toBe('New Name Roasters');
  });
});
