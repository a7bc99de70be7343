// The help guide's beta promise, kept by the server: a creator has at most 5 active partnerships at a time.
import { applicantMessages } from '@microreach/domain/campaigns';
import { MAX_ACTIVE_PARTNERSHIPS } from '@microreach/domain/constants';
import { creatorMessages } from '@microreach/domain/creator-campaigns';
import { and, eq } from 'drizzle-orm';
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
let brand: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  brand = await signUpBusiness(app);
});
afterAll(() => app.close());

async function liveCampaign(privatePublic: 'Public' | 'Private' = 'Public'): Promise<string> {
  const res = await callAs(
    app,
    brand,
    'POST',
    '/api/business/campaigns',
    launchableCampaign({ privatePublic, startDate: dayFromToday(0) }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const join = (who: TestUser, id: string) => joinAs(app, who, id);

describe(`at most ${MAX_ACTIVE_PARTNERSHIPS} active partnerships`, () => {
  it('refuses a sixth Public join with a clear message, and allows it again once one ends', async () => {
    const creator = await signUpCreator(app);
    const ids = [];
    for (let i = 0; i < MAX_ACTIVE_PARTNERSHIPS; i++) {
      const id = await liveCampaign();
      ids.push(id);
      expect((await join(creator, id)).statusCode).toBe(201);
    }
    const sixth = await liveCampaign();
    const refused = await join(creator, sixth);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'PARTNERSHIP_LIMIT',
      title: creatorMessages.partnershipLimit.title,
      message: creatorMessages.partnershipLimit.message,
    });
    expect(
      await app.db
        .select()
        .from(campaignApplicants)
        .where(and(eq(campaignApplicants.campaignId, sixth), eq(campaignApplicants.userId, creator.user.id))),
    ).toHaveLength(0);
    // A Private application is not a partnership yet, so it may still be sent.
    expect((await join(creator, await liveCampaign('Private'))).statusCode).toBe(201);
    // One partnership ends (its campaign completes): there is room again.
    await app.db.update(campaigns).set({ status: 'Completed' }).where(eq(campaigns.id, ids[0]));
    expect((await join(creator, sixth)).statusCode).toBe(201);
  });

  it('lets a business accept a creator only while the creator has room', async () => {
    const creator = await signUpCreator(app);
    const privateId = await liveCampaign('Private');
    expect((await join(creator, privateId)).statusCode).toBe(201);
    for (let i = 0; i < MAX_ACTIVE_PARTNERSHIPS; i++)
      expect((await join(creator, await liveCampaign())).statusCode).toBe(201);
    const [application] = await app.db
      .select()
      .from(campaignApplicants)
      .where(and(eq(campaignApplicants.campaignId, privateId), eq(campaignApplicants.userId, creator.user.id)));
    const accept = await callAs(
      app,
      brand,
      'POST',
      `/api/business/campaigns/${privateId}/applicants/${application.id}/decision`,
      { decision: 'accept' },
    );
    expect(accept.statusCode).toBe(409);
    expect(accept.json()).toMatchObject({
      code: 'PARTNERSHIP_LIMIT',
      message: applicantMessages.creatorAtPartnershipLimit(MAX_ACTIVE_PARTNERSHIPS),
    });
    const [after] = await app.db.select().from(campaignApplicants).where(eq(campaignApplicants.id, application.id));
    expect(after.status).toBe('pending');
  });

  it('lets only one of two concurrent joins take the fifth place', async () => {
    const creator = await signUpCreator(app);
    for (let i = 0; i < MAX_ACTIVE_PARTNERSHIPS - 1; i++) await join(creator, await liveCampaign());
    const [a, b] = [await liveCampaign(), await liveCampaign()];
    const results = await Promise.all([join(creator, a), join(creator, b)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});
