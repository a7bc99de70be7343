import { DEFAULT_CAMPAIGN_TERMS } from '@microreach/domain/campaign-terms';
import { MAX_ACTIVE_PARTNERSHIPS } from '@microreach/domain/constants';
import { invitationMessages } from '@microreach/domain/invitations';
import type { ApplicantStatus } from '@microreach/domain/statuses';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignApplicants, campaignInvitations, campaigns, notifications } from '#server/db/schema/index.ts';
import {
  agreementIfReadable,
  callAs,
  createTestApp,
  dayFromToday,
  joinAs,
  signUpBusiness,
  signUpCreator,
  type TestApp,
  type TestUser,
} from '#server/test/harness.ts';

let app: TestApp;
let owner: TestUser;
let otherBusiness: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  [owner, otherBusiness] = await Promise.all([
    signUpBusiness(app, { companyName: 'Northside Coffee' }),
    signUpBusiness(app, { companyName: 'Other Co' }),
  ]);
});
afterAll(() => app.close());

async function makeCampaign(over: Partial<typeof campaigns.$inferInsert> = {}, who = owner) {
  const [row] = await app.db
    .insert(campaigns)
    .values({
      userId: who.user.id,
      campaignName: `Autumn Roast ${Math.random().toString(36).slice(2, 7)}`,
      campaignDescription: 'Film your first sip.',
      campaignNiche: 'Food & Beverage',
      status: 'Live',
      privatePublic: 'Private',
      startDate: dayFromToday(-1),
      endDate: dayFromToday(10),
      budgetCents: 500_000,
      influencerBudgetCents: 50_000,
      ...over,
    })
    .returning();
  return row;
}

async function apply(campaignId: string, who: TestUser, status: ApplicantStatus) {
  await app.db.insert(campaignApplicants).values({ campaignId, userId: who.user.id, status });
}

const invite = (campaignId: string, creatorId: string, who: TestUser | null = owner, headers = {}) =>
  callAs(app, who, 'POST', `/api/business/campaigns/${campaignId}/invitations`, { creatorId }, headers);
const listForCampaign = (campaignId: string, who: TestUser | null = owner) =>
  callAs(app, who, 'GET', `/api/business/campaigns/${campaignId}/invitations`);
const listForCreator = (who: TestUser | null) => callAs(app, who, 'GET', '/api/creator/invitations');
/** Answers as the dialog does: an accept carries the agreement to the campaign's terms (issue 29). */
async function respond(invitationId: string, who: TestUser | null, decision: string) {
  const [invitation] = await app.db
    .select({ campaignId: campaignInvitations.campaignId })
    .from(campaignInvitations)
    .where(eq(campaignInvitations.id, invitationId));
  const agreement =
    decision === 'accept' && invitation ? await agreementIfReadable(app, who, invitation.campaignId) : undefined;
  return callAs(app, who, 'POST', `/api/creator/invitations/${invitationId}/decision`, { decision, agreement });
}

async function invited(campaignId: string, creator: TestUser): Promise<string> {
  const res = await invite(campaignId, creator.user.id);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const invitationRows = (campaignId: string) =>
  app.db.select().from(campaignInvitations).where(eq(campaignInvitations.campaignId, campaignId));
const applicationOf = async (campaignId: string, who: TestUser) =>
  (
    await app.db
      .select()
      .from(campaignApplicants)
      .where(and(eq(campaignApplicants.campaignId, campaignId), eq(campaignApplicants.userId, who.user.id)))
  )[0];
const notificationsOf = (who: TestUser, campaignId: string) =>
  app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, who.user.id), eq(notifications.campaignId, campaignId)));

describe('permissions: signed out (401), the other role (403), another user (404)', () => {
  it('refuses a signed-out caller and the other role on every invitation route', async () => {
    const [creator, c] = await Promise.all([signUpCreator(app), makeCampaign()]);
    const invitationId = await invited(c.id, creator);
    const businessCalls = [
      (w: TestUser | null) => invite(c.id, creator.user.id, w),
      (w: TestUser | null) => listForCampaign(c.id, w),
    ];
    const creatorCalls = [
      (w: TestUser | null) => listForCreator(w),
      (w: TestUser | null) => respond(invitationId, w, 'accept'),
    ];
    for (const call of [...businessCalls, ...creatorCalls]) expect((await call(null)).statusCode).toBe(401);
    for (const call of businessCalls) {
      const res = await call(creator);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('WRONG_ROLE');
    }
    for (const call of creatorCalls) {
      const res = await call(owner);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('WRONG_ROLE');
    }
    expect((await invitationRows(c.id)).map((r) => r.status)).toEqual(['pending']);
    expect(await applicationOf(c.id, creator)).toBeUndefined();
  });

  it("gives another business a 404 for the owner's campaign, and invites or shows nothing", async () => {
    const [creator, c] = await Promise.all([signUpCreator(app), makeCampaign()]);
    await invited(c.id, await signUpCreator(app));
    const res = await invite(c.id, creator.user.id, otherBusiness);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Campaign not found');
    expect((await listForCampaign(c.id, otherBusiness)).statusCode).toBe(404);
    expect(await invitationRows(c.id)).toHaveLength(1);
    expect(await notificationsOf(creator, c.id)).toHaveLength(0);
  });

  it("gives another creator a 404 for someone else's invitation, which stays pending", async () => {
    const [creator, stranger, c] = await Promise.all([signUpCreator(app), signUpCreator(app), makeCampaign()]);
    const invitationId = await invited(c.id, creator);
    for (const decision of ['accept', 'decline']) {
      const res = await respond(invitationId, stranger, decision);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Invitation not found');
    }
    expect((await listForCreator(stranger)).json()).toEqual([]);
    expect((await invitationRows(c.id))[0].status).toBe('pending');
    expect(await applicationOf(c.id, stranger)).toBeUndefined();
  });
});

describe('inviting', () => {
  it('invites a creator to a Live campaign, tells the creator, and lists it for the business', async () => {
    const [creator, c] = await Promise.all([signUpCreator(app, { name: 'Mia Lens' }), makeCampaign()]);
    const res = await invite(c.id, creator.user.id);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(String),
      campaignId: c.id,
      campaignName: c.campaignName,
      creatorId: creator.user.id,
      creatorName: 'Mia Lens',
      status: 'pending',
      createdAt: expect.any(String),
    });
    const [note] = await notificationsOf(creator, c.id);
    expect(note).toMatchObject({
      kind: 'invitation_received',
      actorId: owner.user.id,
      title: 'New invitation',
      body: `Northside Coffee invited you to join ${c.campaignName}.`,
      link: '/influencer-dashboard',
      readAt: null,
    });
    expect((await listForCampaign(c.id)).json()).toEqual([{ ...body, creatorPicture: null, respondedAt: null }]);
  });

  it('answers a retry with the same Idempotency-Key with the first answer: one invitation, one notification', async () => {
    const [creator, c] = await Promise.all([signUpCreator(app), makeCampaign()]);
    const key = { 'idempotency-key': `invite-${c.id}` };
    const first = await invite(c.id, creator.user.id, owner, key);
    const retry = await invite(c.id, creator.user.id, owner, key);
    expect([first.statusCode, retry.statusCode]).toEqual([201, 201]);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await invitationRows(c.id)).toHaveLength(1);
    expect(await notificationsOf(creator, c.id)).toHaveLength(1);
  });

  it('refuses a second invitation of the same creator, also after a decline, and two at once', async () => {
    const [creator, c] = await Promise.all([signUpCreator(app, { name: 'Mia Lens' }), makeCampaign()]);
    const invitationId = await invited(c.id, creator);
    const again = await invite(c.id, creator.user.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'ALREADY_INVITED',
      message: `Mia Lens has already been invited to ${c.campaignName}.`,
    });
    expect((await respond(invitationId, creator, 'decline')).statusCode).toBe(200);
    const afterDecline = await invite(c.id, creator.user.id);
    expect(afterDecline.json()).toMatchObject({
      code: 'ALREADY_INVITED',
      message: `Mia Lens has already declined your invitation to ${c.campaignName}.`,
    });

    const [other, d] = await Promise.all([signUpCreator(app), makeCampaign()]);
    const both = await Promise.all([invite(d.id, other.user.id), invite(d.id, other.user.id)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await invitationRows(d.id)).toHaveLength(1);
    expect(await notificationsOf(other, d.id)).toHaveLength(1);
  });

  it.each([
    ['left', 'CREATOR_LEFT', (n: string, c: string) => invitationMessages.creatorLeft(n, c)],
    ['rejected', 'CREATOR_REJECTED', (n: string, c: string) => invitationMessages.creatorRejected(n, c)],
    ['pending', 'CREATOR_ALREADY_APPLIED', (n: string, c: string) => invitationMessages.creatorApplied(n, c)],
    ['approved', 'CREATOR_ALREADY_APPLIED', (n: string, c: string) => invitationMessages.creatorTakingPart(n, c)],
  ] as const)('refuses a creator whose application is %s (%s)', async (status, code, message) => {
    const [creator, c] = await Promise.all([signUpCreator(app, { name: 'Rex Reels' }), makeCampaign()]);
    await apply(c.id, creator, status);
    const res = await invite(c.id, creator.user.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code, message: message('Rex Reels', c.campaignName) });
    expect(await invitationRows(c.id)).toHaveLength(0);
    expect(await notificationsOf(creator, c.id)).toHaveLength(0);
  });

  it.each([
    ['Draft', {}],
    ['Paused', {}],
    ['Completed', {}],
    ['Live', { startDate: dayFromToday(-10), endDate: dayFromToday(-1) }],
  ] as const)('refuses a %s campaign %j: it is not open', async (status, dates) => {
    const [creator, c] = await Promise.all([signUpCreator(app), makeCampaign({ status, ...dates })]);
    const res = await invite(c.id, creator.user.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'NOT_LIVE', message: invitationMessages.notLive });
    expect(await invitationRows(c.id)).toHaveLength(0);
  });

  it('refuses a user who is not a creator, and an unknown user', async () => {
    const c = await makeCampaign();
    const business = await invite(c.id, otherBusiness.user.id);
    expect(business.statusCode).toBe(400);
    expect(business.json()).toMatchObject({
      code: 'NOT_A_CREATOR',
      message: 'Only creators can be invited to campaigns.',
    });
    const self = await invite(c.id, owner.user.id);
    expect(self.json().code).toBe('NOT_A_CREATOR');
    const unknown = await invite(c.id, '00000000-0000-4000-8000-000000000042');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Creator not found');
    expect((await invite(c.id, 'not-a-uuid')).statusCode).toBe(400);
    expect(await invitationRows(c.id)).toHaveLength(0);
  });

  it('refuses a campaign that is already full', async () => {
    const [taking, creator, c] = await Promise.all([
      signUpCreator(app),
      signUpCreator(app),
      makeCampaign({ maxInfluencers: 1 }),
    ]);
    await apply(c.id, taking, 'approved');
    const res = await invite(c.id, creator.user.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CAMPAIGN_FULL',
      message: 'This campaign already has its maximum of 1 influencer.',
    });
  });

  it("lists a campaign's invitations newest first with each one's state", async () => {
    const [a, b, c] = await Promise.all([
      signUpCreator(app, { name: 'Ann' }),
      signUpCreator(app, { name: 'Ben' }),
      makeCampaign(),
    ]);
    const first = await invited(c.id, a);
    await invited(c.id, b);
    await respond(first, a, 'accept');
    const list = (await listForCampaign(c.id)).json();
    expect(list.map((i: { creatorName: string; status: string }) => [i.creatorName, i.status])).toEqual([
      ['Ben', 'pending'],
      ['Ann', 'accepted'],
    ]);
    expect(list[1].respondedAt).toEqual(expect.any(String));
    expect(list[0].respondedAt).toBeNull();
  });
});

describe('answering', () => {
  it("lists the creator's pending invitations newest first, with the campaign and the brand", async () => {
    const [creator, older, newer, answered] = await Promise.all([
      signUpCreator(app),
      makeCampaign(),
      makeCampaign({ privatePublic: 'Public' }),
      makeCampaign(),
    ]);
    await invited(older.id, creator);
    await invited(newer.id, creator);
    await respond(await invited(answered.id, creator), creator, 'decline');
    const list = (await listForCreator(creator)).json();
    expect(list.map((i: { campaign: { id: string } }) => i.campaign.id)).toEqual([newer.id, older.id]);
    expect(list[0]).toEqual({
      id: expect.any(String),
      status: 'pending',
      createdAt: expect.any(String),
      respondedAt: null,
      campaign: {
        id: newer.id,
        campaignName: newer.campaignName,
        campaignNiche: 'Food & Beverage',
        campaignDescription: 'Film your first sip.',
        status: 'Live',
        privatePublic: 'Public',
        startDate: newer.startDate,
        endDate: newer.endDate,
        influencerBudgetCents: 50_000,
        // The terms the creator agrees to by accepting (issue 29): the defaults, at their first version.
        terms: DEFAULT_CAMPAIGN_TERMS,
        termsVersion: 1,
      },
      brand: { id: owner.user.id, name: 'Test Business Owner', companyName: 'Northside Coffee' },
    });
  });

  it('accepts: an approved application even on a Private campaign, Active on the dashboard, the business told', async () => {
    const [creator, c] = await Promise.all([signUpCreator(app, { name: 'Mia Lens' }), makeCampaign()]);
    const invitationId = await invited(c.id, creator);
    const res = await respond(invitationId, creator, 'accept');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: invitationId, status: 'accepted', respondedAt: expect.any(String) });
    expect((await applicationOf(c.id, creator)).status).toBe('approved');
    const dashboard = (await callAs(app, creator, 'GET', '/api/creator/dashboard')).json();
    expect(dashboard.campaigns).toEqual([
      expect.objectContaining({
        application: expect.objectContaining({ status: 'approved' }),
        campaign: expect.objectContaining({ id: c.id, status: 'Live', privatePublic: 'Private' }),
      }),
    ]);
    expect(dashboard.summary.activeCampaigns).toBe(1);
    expect((await listForCreator(creator)).json()).toEqual([]);
    const [note] = await notificationsOf(owner, c.id);
    expect(note).toMatchObject({
      kind: 'invitation_accepted',
      actorId: creator.user.id,
      title: 'Invitation accepted',
      body: `Mia Lens accepted your invitation to ${c.campaignName}.`,
      link: '/smb-dashboard',
    });
  });

  it('declines: no application, the business told', async () => {
    const [creator, c] = await Promise.all([signUpCreator(app, { name: 'Mia Lens' }), makeCampaign()]);
    const invitationId = await invited(c.id, creator);
    const res = await respond(invitationId, creator, 'decline');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'declined' });
    expect(await applicationOf(c.id, creator)).toBeUndefined();
    expect((await notificationsOf(owner, c.id)).map((n) => [n.kind, n.body])).toEqual([
      ['invitation_declined', `Mia Lens declined your invitation to ${c.campaignName}.`],
    ]);
  });

  it('refuses a second answer, and a bad decision', async () => {
    const [creator, c] = await Promise.all([signUpCreator(app), makeCampaign()]);
    const invitationId = await invited(c.id, creator);
    expect((await respond(invitationId, creator, 'maybe')).statusCode).toBe(400);
    expect((await respond(invitationId, creator, 'decline')).statusCode).toBe(200);
    for (const decision of ['accept', 'decline']) {
      const res = await respond(invitationId, creator, decision);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'INVITATION_NOT_PENDING', message: invitationMessages.notPending });
    }
    expect(await applicationOf(c.id, creator)).toBeUndefined();
    expect(await notificationsOf(owner, c.id)).toHaveLength(1);
  });

  it('refuses to accept once the campaign is no longer Live or has ended; declining still works', async () => {
    const [creator, paused, ended] = await Promise.all([signUpCreator(app), makeCampaign(), makeCampaign()]);
    const pausedInvitation = await invited(paused.id, creator);
    const endedInvitation = await invited(ended.id, creator);
    await app.db.update(campaigns).set({ status: 'Paused' }).where(eq(campaigns.id, paused.id));
    await app.db
      .update(campaigns)
      .set({ startDate: dayFromToday(-10), endDate: dayFromToday(-1) })
      .where(eq(campaigns.id, ended.id));
    for (const id of [pausedInvitation, endedInvitation]) {
      const res = await respond(id, creator, 'accept');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'NOT_LIVE', message: invitationMessages.acceptNotLive });
    }
    expect(await applicationOf(paused.id, creator)).toBeUndefined();
    expect((await invitationRows(paused.id))[0].status).toBe('pending');
    expect(await notificationsOf(owner, paused.id)).toHaveLength(0);
    expect((await respond(pausedInvitation, creator, 'decline')).json().status).toBe('declined');
  });

  it('refuses to accept a full campaign', async () => {
    const [taking, creator, c] = await Promise.all([
      signUpCreator(app),
      signUpCreator(app),
      makeCampaign({ maxInfluencers: 1 }),
    ]);
    const invitationId = await invited(c.id, creator);
    await apply(c.id, taking, 'approved');
    const res = await respond(invitationId, creator, 'accept');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CAMPAIGN_FULL', message: invitationMessages.acceptFull });
    expect(await applicationOf(c.id, creator)).toBeUndefined();
    expect((await invitationRows(c.id))[0].status).toBe('pending');
  });

  it(`refuses to accept beyond ${MAX_ACTIVE_PARTNERSHIPS} active partnerships`, async () => {
    const [creator, c] = await Promise.all([signUpCreator(app), makeCampaign()]);
    const invitationId = await invited(c.id, creator);
    for (let i = 0; i < MAX_ACTIVE_PARTNERSHIPS; i++) await apply((await makeCampaign()).id, creator, 'approved');
    const res = await respond(invitationId, creator, 'accept');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PARTNERSHIP_LIMIT', ...invitationMessages.partnershipLimit });
    expect(await applicationOf(c.id, creator)).toBeUndefined();
  });

  it('approves a pending application the creator sent meanwhile, instead of a second one', async () => {
    const [creator, c] = await Promise.all([signUpCreator(app), makeCampaign()]);
    const invitationId = await invited(c.id, creator);
    expect((await joinAs(app, creator, c.id)).json().status).toBe('pending');
    expect((await respond(invitationId, creator, 'accept')).statusCode).toBe(200);
    const rows = await app.db
      .select()
      .from(campaignApplicants)
      .where(and(eq(campaignApplicants.campaignId, c.id), eq(campaignApplicants.userId, creator.user.id)));
    expect(rows.map((r) => r.status)).toEqual(['approved']);
  });

  it('refuses to accept after the creator left the campaign, or was rejected from it', async () => {
    const [creator, left, rejected] = await Promise.all([
      signUpCreator(app),
      makeCampaign({ privatePublic: 'Public' }),
      makeCampaign(),
    ]);
    const leftInvitation = await invited(left.id, creator);
    const rejectedInvitation = await invited(rejected.id, creator);
    await apply(left.id, creator, 'left');
    await apply(rejected.id, creator, 'rejected');
    const afterLeaving = await respond(leftInvitation, creator, 'accept');
    expect(afterLeaving.statusCode).toBe(409);
    expect(afterLeaving.json()).toMatchObject({
      code: 'ALREADY_LEFT',
      message: 'You have already left this campaign.',
    });
    const afterRejection = await respond(rejectedInvitation, creator, 'accept');
    expect(afterRejection.json()).toMatchObject({
      code: 'CREATOR_REJECTED',
      message: invitationMessages.acceptRejected,
    });
    expect((await applicationOf(left.id, creator)).status).toBe('left');
    expect((await applicationOf(rejected.id, creator)).status).toBe('rejected');
  });

  it('lets exactly one of two creators accepting at once take the last place', async () => {
    const [taking, x, y, c] = await Promise.all([
      signUpCreator(app),
      signUpCreator(app),
      signUpCreator(app),
      makeCampaign({ maxInfluencers: 2 }),
    ]);
    const [ix, iy] = [await invited(c.id, x), await invited(c.id, y)];
    await apply(c.id, taking, 'approved');
    const results = await Promise.all([respond(ix, x, 'accept'), respond(iy, y, 'accept')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json().code).toBe('CAMPAIGN_FULL');
    const approved = await app.db
      .select()
      .from(campaignApplicants)
      .where(and(eq(campaignApplicants.campaignId, c.id), eq(campaignApplicants.status, 'approved')));
    expect(approved).toHaveLength(2);
    expect((await invitationRows(c.id)).map((r) => r.status).sort()).toEqual(['accepted', 'pending']);
    expect((await notificationsOf(owner, c.id)).map((n) => n.kind)).toEqual(['invitation_accepted']);
  });

  it('answers the same invitation accepted twice at once once', async () => {
    const [creator, c] = await Promise.all([signUpCreator(app), makeCampaign()]);
    const invitationId = await invited(c.id, creator);
    const results = await Promise.all([
      respond(invitationId, creator, 'accept'),
      respond(invitationId, creator, 'accept'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await applicationOf(c.id, creator)).status).toBe('approved');
    expect(await notificationsOf(owner, c.id)).toHaveLength(1);
  });
});
