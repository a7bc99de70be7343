// Issue 29 item 2: joining, applying and accepting an invitation require the creator's "I agree" to the campaign's
// current terms, recorded append-only; a creator taking part agrees to a later version; the agreement's page opens for
// the creator who agreed and the campaign's business only.
import { type AgreementInput, type CampaignTerms, termsMessages } from '@microreach/domain/campaign-terms';
import type { CampaignInput } from '@microreach/domain/campaigns';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  campaignAgreements,
  campaignApplicants,
  campaignInvitations,
  campaigns,
  campaignTermsVersions,
} from '#server/db/schema/index.ts';
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
  UNREAD_AGREEMENT,
} from '#server/test/harness.ts';
import { hashText } from './terms.service.ts';

let app: TestApp;
let business: TestUser;
let otherBusiness: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  [business, otherBusiness] = await Promise.all([
    signUpBusiness(app, { companyName: 'Northside Coffee' }),
    signUpBusiness(app, { companyName: 'Other Co' }),
  ]);
});
afterAll(() => app.close());

async function create(over: Partial<CampaignInput> = {}, terms: Partial<CampaignTerms> = {}) {
  const body = launchableCampaign(over);
  const res = await callAs(app, business, 'POST', '/api/business/campaigns', {
    ...body,
    terms: { ...body.terms, ...terms },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().id as string, body };
}
const termsOf = (who: TestUser | null, id: string) => callAs(app, who, 'GET', `/api/creator/campaigns/${id}/terms`);
const apply = (who: TestUser, id: string, body: unknown) =>
  callAs(app, who, 'POST', `/api/creator/campaigns/${id}/applications`, body);
const agree = (who: TestUser | null, id: string, body: unknown) =>
  callAs(app, who, 'POST', `/api/creator/campaigns/${id}/agreements`, body);
const agreementsOf = (campaignId: string, who?: TestUser) =>
  app.db
    .select()
    .from(campaignAgreements)
    .where(
      and(
        eq(campaignAgreements.campaignId, campaignId),
        who ? eq(campaignAgreements.creatorId, who.user.id) : undefined,
      ),
    )
    .orderBy(campaignAgreements.termsVersion);
const applicationsOf = (campaignId: string) =>
  app.db.select().from(campaignApplicants).where(eq(campaignApplicants.campaignId, campaignId));
/** The business raises the revision limit's opposite: fewer fix requests, a change in the creators' favour. */
const newVersion = async (id: string, body: CampaignInput, revisionLimit: number) => {
  const res = await callAs(app, business, 'PUT', `/api/business/campaigns/${id}`, {
    ...body,
    terms: { ...body.terms, revisionLimit },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().termsVersion as number;
};

describe('the terms a creator reads', () => {
  it('are the current version in plain words, with its exact text and that text’s hash', async () => {
    const creator = await signUpCreator(app);
    const { id, body } = await create({}, { usageRights: 'paid_ads', paidAdsDays: 30, exclusivityDays: 14 });
    const res = await termsOf(creator, id);
    expect(res.statusCode).toBe(200);
    const view = res.json();
    expect(view).toMatchObject({ campaignId: id, version: 1, terms: { paidAdsDays: 30 }, warnings: [] });
    expect(view.hash).toBe(hashText(view.text));
    expect(view.text).toContain(`Campaign: ${body.campaignName}`);
    expect(view.text).toContain('Brand: Northside Coffee');
    expect(view.lines.map((l: { key: string }) => l.key)).toEqual([
      'usageRights',
      'exclusivity',
      'deliverables',
      'revisions',
      'disclosure',
    ]);
    expect(view.lines[0].text).toBe(
      'The brand may repost your content and run it as paid ads (whitelisting) for 30 days after you post it.',
    );
    expect(view.lines[1].text).toContain('for 14 days after you post');
  });

  it('warn of a perpetual licence', async () => {
    const creator = await signUpCreator(app);
    const { id } = await create({}, { usageRights: 'perpetual' });
    const view = (await termsOf(creator, id)).json();
    expect(view.warnings).toEqual(['perpetual_licence']);
    expect(view.lines[0].warning).toBe(termsMessages.perpetualWarning);
    expect(view.text).toContain(`Warning: ${termsMessages.perpetualWarning}`);
  });

  it('are hidden, as a missing campaign is, unless open for applications or the creator applied or was invited', async () => {
    const [creator, applied, invited] = await Promise.all([signUpCreator(app), signUpCreator(app), signUpCreator(app)]);
    const missing = await termsOf(creator, '00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    const draft = await create({ intent: 'draft' });
    expect((await termsOf(creator, draft.id)).json()).toEqual(missing.json());

    const paused = await create({ privatePublic: 'Private' });
    expect((await termsOf(creator, paused.id)).statusCode).toBe(200);
    await joinAs(app, applied, paused.id);
    const invitation = await callAs(app, business, 'POST', `/api/business/campaigns/${paused.id}/invitations`, {
      creatorId: invited.user.id,
    });
    expect(invitation.statusCode, invitation.body).toBe(201);
    const pause = await callAs(app, business, 'POST', `/api/business/campaigns/${paused.id}/status`, {
      action: 'pause',
    });
    expect(pause.statusCode).toBe(200);
    expect((await termsOf(creator, paused.id)).json()).toEqual(missing.json());
    expect((await termsOf(applied, paused.id)).statusCode).toBe(200);
    expect((await termsOf(invited, paused.id)).statusCode).toBe(200);
  });

  it('refuse the other role (403) and a signed-out visitor (401)', async () => {
    const { id } = await create();
    expect((await termsOf(business, id)).statusCode).toBe(403);
    expect((await termsOf(null, id)).statusCode).toBe(401);
  });

  it('are on browse cards, with their version', async () => {
    const creator = await signUpCreator(app);
    const word = `zt${Math.random().toString(36).slice(2, 8)}`;
    const { id } = await create({ campaignName: `Terms ${word}` }, { exclusivityDays: 7 });
    const page = (await callAs(app, creator, 'GET', `/api/creator/campaigns?q=${word}`)).json();
    expect(page.items).toEqual([
      expect.objectContaining({ id, termsVersion: 1, terms: expect.objectContaining({ exclusivityDays: 7 }) }),
    ]);
  });
});

describe('joining and applying require the agreement', () => {
  it('refuses a join without it, or not ticked, and stores nothing', async () => {
    const creator = await signUpCreator(app);
    const { id } = await create();
    const without = await apply(creator, id, { message: 'Hi' });
    expect(without.statusCode).toBe(400);
    expect(without.json().issues[0].path).toBe('agreement');
    const unticked = await apply(creator, id, {
      agreement: { ...(await agreementFor(app, creator, id)), agreed: false },
    });
    expect(unticked.statusCode).toBe(400);
    expect(unticked.json().message).toBe(termsMessages.agreementRequired);
    expect(await applicationsOf(id)).toEqual([]);
    expect(await agreementsOf(id)).toEqual([]);
  });

  it('refuses a forged hash and an agreement replayed from another version (409), storing nothing', async () => {
    const creator = await signUpCreator(app);
    const { id, body } = await create();
    const first = await agreementFor(app, creator, id);
    const forged = await apply(creator, id, { agreement: { ...first, termsHash: 'a'.repeat(64) } });
    expect(forged.statusCode).toBe(409);
    expect(forged.json()).toMatchObject({ code: 'AGREEMENT_OUTDATED', message: termsMessages.agreementOutdated });
    const future = await apply(creator, id, { agreement: { ...first, termsVersion: 2 } });
    expect(future.json().code).toBe('AGREEMENT_OUTDATED');

    expect(await newVersion(id, body, 1)).toBe(2);
    const replayed = await apply(creator, id, { agreement: first });
    expect(replayed.statusCode).toBe(409);
    expect(replayed.json().code).toBe('AGREEMENT_OUTDATED');
    // Version 2's number with version 1's hash is no better.
    const mixed = await apply(creator, id, { agreement: { ...first, termsVersion: 2 } });
    expect(mixed.json().code).toBe('AGREEMENT_OUTDATED');
    expect(await applicationsOf(id)).toEqual([]);
    expect(await agreementsOf(id)).toEqual([]);

    expect((await joinAs(app, creator, id)).statusCode).toBe(201);
    expect((await agreementsOf(id)).map((a) => a.termsVersion)).toEqual([2]);
  });

  it('refuses a perpetual licence agreed without its warning shown', async () => {
    const creator = await signUpCreator(app);
    const { id } = await create({}, { usageRights: 'perpetual' });
    const agreement = await agreementFor(app, creator, id);
    expect(agreement.warningsShown).toEqual(['perpetual_licence']);
    const unwarned = await apply(creator, id, { agreement: { ...agreement, warningsShown: [] } });
    expect(unwarned.statusCode).toBe(400);
    expect(unwarned.json()).toMatchObject({
      code: 'AGREEMENT_REQUIRED',
      message: termsMessages.perpetualWarningRequired,
    });
    const { warningsShown: _omitted, ...noList } = agreement;
    expect((await apply(creator, id, { agreement: noList })).json().code).toBe('AGREEMENT_REQUIRED');
    expect(await applicationsOf(id)).toEqual([]);
    expect(await agreementsOf(id)).toEqual([]);
    expect((await apply(creator, id, { agreement })).statusCode).toBe(201);
  });

  it('records who agreed to which text, how, when, from where, for a join and an application', async () => {
    const [joiner, applicant] = await Promise.all([signUpCreator(app), signUpCreator(app)]);
    const pub = await create({ privatePublic: 'Public' });
    const priv = await create({ privatePublic: 'Private' });
    const view = (await termsOf(joiner, pub.id)).json();
    const before = Date.now();
    const res = await app.inject({
      method: 'POST',
      url: `/api/creator/campaigns/${pub.id}/applications`,
      remoteAddress: '203.0.113.9',
      headers: { cookie: joiner.cookie, 'user-agent': `Browser/1.0 ${'x'.repeat(600)}` },
      payload: { agreement: await agreementFor(app, joiner, pub.id) },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [application] = await applicationsOf(pub.id);
    const [recorded] = await agreementsOf(pub.id);
    expect(recorded).toMatchObject({
      campaignId: pub.id,
      applicantId: application!.id,
      creatorId: joiner.user.id,
      termsVersion: 1,
      text: view.text,
      textHash: view.hash,
      via: 'join',
      ip: '203.0.113.9',
    });
    expect(recorded!.userAgent).toHaveLength(500);
    expect(recorded!.userAgent!.startsWith('Browser/1.0 x')).toBe(true);
    expect(recorded!.agreedAt.getTime()).toBeGreaterThanOrEqual(before - 1_000);

    expect((await joinAs(app, applicant, priv.id)).json().status).toBe('pending');
    expect(await agreementsOf(priv.id)).toEqual([
      expect.objectContaining({ via: 'apply', creatorId: applicant.user.id }),
    ]);
  });

  it('keeps one agreement when the same creator joins twice', async () => {
    const creator = await signUpCreator(app);
    const { id } = await create();
    expect((await joinAs(app, creator, id)).statusCode).toBe(201);
    expect((await joinAs(app, creator, id)).json().code).toBe('ALREADY_APPLIED');
    expect(await agreementsOf(id)).toHaveLength(1);
  });

  it('is a record nobody rewrites or deletes', async () => {
    const creator = await signUpCreator(app);
    const { id } = await create();
    await joinAs(app, creator, id);
    await expect(
      app.db.update(campaignAgreements).set({ ip: '10.0.0.1' }).where(eq(campaignAgreements.campaignId, id)),
    ).rejects.toThrow();
    await expect(app.db.delete(campaignAgreements).where(eq(campaignAgreements.campaignId, id))).rejects.toThrow();
    await expect(
      app.db.update(campaignTermsVersions).set({ text: 'Other' }).where(eq(campaignTermsVersions.campaignId, id)),
    ).rejects.toThrow();
    expect(await agreementsOf(id)).toHaveLength(1);
  });
});

describe('accepting an invitation requires the agreement', () => {
  async function invitedTo(creator: TestUser, over: Partial<CampaignInput> = {}) {
    const campaign = await create({ privatePublic: 'Private', ...over });
    const res = await callAs(app, business, 'POST', `/api/business/campaigns/${campaign.id}/invitations`, {
      creatorId: creator.user.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    return { ...campaign, invitationId: res.json().id as string };
  }
  const respond = (who: TestUser, invitationId: string, body: unknown) =>
    callAs(app, who, 'POST', `/api/creator/invitations/${invitationId}/decision`, body);
  const invitationStatus = async (id: string) =>
    (await app.db.select().from(campaignInvitations).where(eq(campaignInvitations.id, id)))[0]?.status;

  it('refuses an accept without it (400) or outdated (409), changing nothing; a decline needs none', async () => {
    const creator = await signUpCreator(app);
    const { id, invitationId } = await invitedTo(creator);
    const without = await respond(creator, invitationId, { decision: 'accept' });
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({ code: 'AGREEMENT_REQUIRED', message: termsMessages.agreementRequired });
    const outdated = await respond(creator, invitationId, { decision: 'accept', agreement: UNREAD_AGREEMENT });
    expect(outdated.statusCode).toBe(409);
    expect(outdated.json().code).toBe('AGREEMENT_OUTDATED');
    expect(await invitationStatus(invitationId)).toBe('pending');
    expect(await applicationsOf(id)).toEqual([]);
    expect(await agreementsOf(id)).toEqual([]);

    const other = await invitedTo(creator);
    expect((await respond(creator, other.invitationId, { decision: 'decline' })).json().status).toBe('declined');
    expect(await agreementsOf(other.id)).toEqual([]);
  });

  it('records the agreement with the accept, and shows the invitation’s terms', async () => {
    const creator = await signUpCreator(app);
    const { id, invitationId } = await invitedTo(creator, {});
    const listed = (await callAs(app, creator, 'GET', '/api/creator/invitations')).json();
    expect(listed.find((i: { id: string }) => i.id === invitationId).campaign).toMatchObject({
      termsVersion: 1,
      terms: { usageRights: 'organic' },
    });
    const agreement: AgreementInput = await agreementFor(app, creator, id);
    const res = await respond(creator, invitationId, { decision: 'accept', agreement });
    expect(res.statusCode, res.body).toBe(200);
    const [application] = await applicationsOf(id);
    expect(application).toMatchObject({ status: 'approved' });
    expect(await agreementsOf(id)).toEqual([
      expect.objectContaining({ via: 'invitation', applicantId: application!.id, termsVersion: 1 }),
    ]);
  });
});

describe('agreeing to a new version', () => {
  it('records a creator taking part agreeing to the current version; the new terms then apply to them', async () => {
    const creator = await signUpCreator(app);
    const { id, body } = await create({}, { revisionLimit: 3 });
    await joinAs(app, creator, id);
    expect(await newVersion(id, body, 1)).toBe(2);

    const dashboard = async () =>
      (await callAs(app, creator, 'GET', '/api/creator/dashboard'))
        .json()
        .campaigns.find((c: { campaign: { id: string } }) => c.campaign.id === id);
    expect((await dashboard()).agreement).toMatchObject({ termsVersion: 1, newerVersion: true });
    expect((await dashboard()).campaign.terms.revisionLimit).toBe(3);

    const agreement = await agreementFor(app, creator, id);
    const res = await agree(creator, id, agreement);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      termsVersion: 2,
      agreedAt: expect.any(String),
      newerVersion: false,
    });
    expect((await agreementsOf(id)).map((a) => [a.termsVersion, a.via])).toEqual([
      [1, 'join'],
      [2, 'new_version'],
    ]);
    expect((await dashboard()).agreement).toMatchObject({ id: res.json().id, termsVersion: 2, newerVersion: false });
    expect((await dashboard()).campaign.terms.revisionLimit).toBe(1);

    const again = await agree(creator, id, agreement);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_AGREED', message: termsMessages.alreadyAgreed });
    expect((await agree(creator, id, { ...agreement, termsVersion: 1 })).json().code).toBe('AGREEMENT_OUTDATED');
    expect(await agreementsOf(id)).toHaveLength(2);
  });

  it('is refused to a creator not taking part (404), the other role (403) and a signed-out visitor (401)', async () => {
    const [stranger, rejected] = await Promise.all([signUpCreator(app), signUpCreator(app)]);
    const { id } = await create({ privatePublic: 'Private' });
    const agreement = await agreementFor(app, stranger, id);
    const notPart = await agree(stranger, id, agreement);
    expect(notPart.statusCode).toBe(404);
    expect(notPart.json().message).toBe(termsMessages.notTakingPart);
    expect((await agree(stranger, '00000000-0000-4000-8000-000000000000', agreement)).json()).toEqual(notPart.json());
    await joinAs(app, rejected, id);
    await app.db.update(campaignApplicants).set({ status: 'rejected' }).where(eq(campaignApplicants.campaignId, id));
    expect((await agree(rejected, id, agreement)).statusCode).toBe(404);
    expect((await agree(business, id, agreement)).statusCode).toBe(403);
    expect((await agree(null, id, agreement)).statusCode).toBe(401);
    expect(await agreementsOf(id, stranger)).toEqual([]);
  });
});

describe('the agreement’s page', () => {
  it('opens for the creator who agreed (with the address) and the campaign’s business (without), nobody else', async () => {
    const [creator, otherCreator] = await Promise.all([signUpCreator(app, { name: 'Mia Lens' }), signUpCreator(app)]);
    const { id, body } = await create();
    await app.inject({
      method: 'POST',
      url: `/api/creator/campaigns/${id}/applications`,
      remoteAddress: '198.51.100.7',
      headers: { cookie: creator.cookie },
      payload: { agreement: await agreementFor(app, creator, id) },
    });
    const [recorded] = await agreementsOf(id);
    const url = `/api/agreements/${recorded!.id}`;

    const mine = await callAs(app, creator, 'GET', url);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({
      id: recorded!.id,
      campaignId: id,
      campaignName: body.campaignName,
      creator: { id: creator.user.id, name: 'Mia Lens' },
      brand: { id: business.user.id, name: 'Northside Coffee' },
      termsVersion: 1,
      termsHash: recorded!.textHash,
      text: recorded!.text,
      agreedAt: recorded!.agreedAt.toISOString(),
      ip: '198.51.100.7',
      currentVersion: 1,
    });
    const theirs = await callAs(app, business, 'GET', url);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toEqual({ ...mine.json(), ip: null });

    // The campaign moved on: the page keeps the text agreed to and says which version is current.
    await newVersion(id, body, 1);
    expect((await callAs(app, creator, 'GET', url)).json()).toMatchObject({
      termsVersion: 1,
      text: recorded!.text,
      currentVersion: 2,
    });

    const missing = await callAs(app, creator, 'GET', '/api/agreements/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(termsMessages.agreementNotFound);
    for (const who of [otherCreator, otherBusiness])
      expect((await callAs(app, who, 'GET', url)).json()).toEqual(missing.json());
    expect((await callAs(app, null, 'GET', url)).statusCode).toBe(401);
    expect((await callAs(app, creator, 'GET', '/api/agreements/not-an-id')).statusCode).toBe(400);
  });

  it('is listed with each applicant for the business', async () => {
    const [agreed, before] = await Promise.all([signUpCreator(app), signUpCreator(app)]);
    const { id } = await create({ privatePublic: 'Private' });
    await joinAs(app, agreed, id);
    // An application from before agreements were recorded.
    await app.db.insert(campaignApplicants).values({ campaignId: id, userId: before.user.id, status: 'pending' });
    const [recorded] = await agreementsOf(id);
    const applicants = (await callAs(app, business, 'GET', `/api/business/campaigns/${id}/applicants`)).json();
    const byUser = new Map(applicants.map((a: { user: { id: string } }) => [a.user.id, a]));
    expect(byUser.get(agreed.user.id)).toMatchObject({
      agreement: {
        id: recorded!.id,
        termsVersion: 1,
        agreedAt: recorded!.agreedAt.toISOString(),
        newerVersion: false,
      },
    });
    expect(byUser.get(before.user.id)).toMatchObject({ agreement: null });
    const campaign = (await app.db.select().from(campaigns).where(eq(campaigns.id, id)))[0];
    expect(campaign?.termsVersion).toBe(1);
  });
});
