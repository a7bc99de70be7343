// A NUL character anywhere in the input is refused with 400 and changes nothing, on every kind of route.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUsers, campaignApplicants, campaigns, users } from '../db/schema/index.ts';
import {
  agreementFor,
  callAs,
  createTestApp,
  launchableCampaign,
  randomIp,
  signUpBusiness,
  signUpCreator,
  TEST_PASSWORD,
  type TestApp,
  type TestUser,
  uniqueEmail,
} from '../test/harness.ts';
import { containsNul, NUL_MESSAGE } from './input-guard.ts';

let app: TestApp;
let business: TestUser;
let creator: TestUser;
let campaignId: string;

beforeAll(async () => {
  app = await createTestApp();
  [business, creator] = await Promise.all([signUpBusiness(app), signUpCreator(app)]);
  const created = await callAs(app, business, 'POST', '/api/business/campaigns', launchableCampaign());
  campaignId = created.json().id;
});
afterAll(() => app.close());

function expectRefused(res: { statusCode: number; json: () => { message: string; code: string } }) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ message: NUL_MESSAGE, code: 'INVALID_CHARACTERS' });
}

describe('NUL characters (U+0000)', () => {
  it('are refused at sign-up, which anyone can reach, and no account is made', async () => {
    const email = uniqueEmail('nul');
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      remoteAddress: randomIp(),
      payload: { role: 'smb', email, password: TEST_PASSWORD, name: 'Ada\u0000Lovelace', companyName: 'Engines' },
    });
    expectRefused(res);
    expect(await app.db.select().from(authUsers).where(eq(authUsers.email, email))).toHaveLength(0);
  });

  it('are refused in profile fields and the profile is unchanged', async () => {
    const res = await callAs(app, creator, 'PATCH', '/api/me', { bio: 'I film\u0000coffee', location: 'Porto' });
    expectRefused(res);
    const [row] = await app.db.select().from(users).where(eq(users.id, creator.user.id));
    expect(row.location).toBeNull();
  });

  it('are refused in campaign texts on create and edit', async () => {
    const name = `Nul ${Math.random()}`;
    expectRefused(
      await callAs(
        app,
        business,
        'POST',
        '/api/business/campaigns',
        launchableCampaign({ campaignName: `${name}\u0000` }),
      ),
    );
    expect(await app.db.select().from(campaigns).where(eq(campaigns.userId, business.user.id))).toHaveLength(1);
    expectRefused(
      await callAs(
        app,
        business,
        'PUT',
        `/api/business/campaigns/${campaignId}`,
        launchableCampaign({ contentGuidelines: 'Show\u0000the can' }),
      ),
    );
  });

  it('are refused in an application message, a post URL query and a browse search', async () => {
    expectRefused(
      await callAs(app, creator, 'POST', `/api/creator/campaigns/${campaignId}/applications`, {
        message: 'Hi\u0000there',
        agreement: await agreementFor(app, creator, campaignId),
      }),
    );
    expect(
      await app.db.select().from(campaignApplicants).where(eq(campaignApplicants.campaignId, campaignId)),
    ).toHaveLength(0);
    expectRefused(
      await callAs(app, creator, 'POST', `/api/creator/campaigns/${campaignId}/content`, {
        platform: 'instagram',
        videoUrl: 'https://www.instagram.com/p/Cx1/?utm=\u0000',
      }),
    );
    expectRefused(await callAs(app, creator, 'GET', '/api/creator/campaigns?q=%00'));
  });

  it('are refused in object keys and path parameters', async () => {
    expectRefused(await callAs(app, creator, 'PATCH', '/api/me', { 'bio\u0000': 'x' }));
    expectRefused(await callAs(app, creator, 'POST', '/api/creator/campaigns/%00/leave', {}));
  });

  it('containsNul looks into nested arrays and objects, and not past a sane depth', () => {
    expect(containsNul({ a: [{ b: ['ok', 'n\u0000'] }] })).toBe(true);
    expect(containsNul({ a: [{ b: ['ok'] }], n: 1, t: true, z: null })).toBe(false);
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 200; i++) deep = [deep];
    expect(containsNul(deep)).toBe(false);
  });
});
