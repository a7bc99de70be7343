// A retried creating request (the first answer lost, e.g. the server killed after its commit) creates nothing new:
// the same Idempotency-Key gets the first answer again.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignAnalytics, campaignApplicants, campaigns, idempotencyKeys } from '../db/schema/index.ts';
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
} from '../test/harness.ts';

let app: TestApp;
let business: TestUser;
let otherBusiness: TestUser;
let creator: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  [business, otherBusiness, creator] = await Promise.all([
    signUpBusiness(app),
    signUpBusiness(app),
    signUpCreator(app),
  ]);
});
afterAll(() => app.close());

const key = () => `key-${crypto.randomUUID()}`;
const withKey = (k: string) => ({ 'idempotency-key': k });
const ownCampaigns = async (who: TestUser) => app.db.select().from(campaigns).where(eq(campaigns.userId, who.user.id));

describe('Idempotency-Key', () => {
  it('answers a retried campaign creation with the first campaign, and makes only one', async () => {
    const k = key();
    const input = launchableCampaign();
    const first = await callAs(app, business, 'POST', '/api/business/campaigns', input, withKey(k));
    const retry = await callAs(app, business, 'POST', '/api/business/campaigns', input, withKey(k));
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect((await ownCampaigns(business)).filter((c) => c.campaignName === input.campaignName)).toHaveLength(1);
  });

  it('makes one campaign when the same request races itself', async () => {
    const k = key();
    const input = launchableCampaign();
    const both = await Promise.all([
      callAs(app, business, 'POST', '/api/business/campaigns', input, withKey(k)),
      callAs(app, business, 'POST', '/api/business/campaigns', input, withKey(k)),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(both[0].json().id).toBe(both[1].json().id);
    expect((await ownCampaigns(business)).filter((c) => c.campaignName === input.campaignName)).toHaveLength(1);
  });

  it('refuses the same key with a different body, and creates nothing', async () => {
    const k = key();
    await callAs(app, business, 'POST', '/api/business/campaigns', launchableCampaign(), withKey(k));
    const before = (await ownCampaigns(business)).length;
    const other = await callAs(app, business, 'POST', '/api/business/campaigns', launchableCampaign(), withKey(k));
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await ownCampaigns(business)).length).toBe(before);
  });

  it("keeps each user's keys apart", async () => {
    const k = key();
    const a = await callAs(app, business, 'POST', '/api/business/campaigns', launchableCampaign(), withKey(k));
    const b = await callAs(app, otherBusiness, 'POST', '/api/business/campaigns', launchableCampaign(), withKey(k));
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().id).not.toBe(b.json().id);
  });

  it('does not keep a failed attempt: a retry after fixing nothing fails the same way, and the key stays free', async () => {
    const k = key();
    const bad = launchableCampaign({ budgetCents: null });
    expect((await callAs(app, business, 'POST', '/api/business/campaigns', bad, withKey(k))).statusCode).toBe(400);
    expect((await callAs(app, business, 'POST', '/api/business/campaigns', bad, withKey(k))).statusCode).toBe(400);
    const [stored] = await app.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, k));
    expect(stored).toBeUndefined();
  });

  it('replays a join and a content upload instead of answering Already Applied or a duplicate post', async () => {
    const { id } = (
      await callAs(app, business, 'POST', '/api/business/campaigns', launchableCampaign({ startDate: dayFromToday(0) }))
    ).json();
    const joinKey = key();
    const joins = [
      await joinAs(app, creator, id, {}, withKey(joinKey)),
      await joinAs(app, creator, id, {}, withKey(joinKey)),
    ];
    expect(joins.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(await app.db.select().from(campaignApplicants).where(eq(campaignApplicants.campaignId, id))).toHaveLength(1);

    const post = { platform: 'instagram', videoUrl: `https://www.instagram.com/p/Idem${Date.now()}/` };
    const uploadKey = key();
    const uploads = [
      await callAs(app, creator, 'POST', `/api/creator/campaigns/${id}/content`, post, withKey(uploadKey)),
      await callAs(app, creator, 'POST', `/api/creator/campaigns/${id}/content`, post, withKey(uploadKey)),
    ];
    expect(uploads.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(uploads[1].json()).toEqual(uploads[0].json());
    expect(await app.db.select().from(campaignAnalytics).where(eq(campaignAnalytics.campaignId, id))).toHaveLength(1);
  });

  it('refuses a malformed key', async () => {
    const res = await callAs(app, business, 'POST', '/api/business/campaigns', launchableCampaign(), withKey('short'));
    expect(res.statusCode).toBe(400);
  });
});
