// Disputes on posts (issue 28 item 4), on PGlite and (with DATABASE_URL) PostgreSQL: each side opens one with its own
// reasons, both write in the thread, an operator decides it each way, and the money follows through the ledger, whose
// invariants hold after every decision. Bad input, another person's dispute, two operators at once and replays.
import { randomUUID } from 'node:crypto';
import { formatMoney } from '@microreach/domain/ledger';
import {
  DISPUTE_MESSAGE_MAX,
  disputeMessages,
  OPERATOR_REASON_MAX,
  operatorMessages,
} from '@microreach/domain/operators';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  campaignAnalytics,
  contentHolds,
  ledgerTransactions,
  notifications,
  operatorActions,
  postDisputes,
} from '#server/db/schema/index.ts';
import { recomputeCampaignEarnings } from '#server/modules/content-review/performance-pay.service.ts';
import { checkLedger } from '#server/modules/ledger/ledger-check.service.ts';
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
import { addFunds, availableBalance, escrowBalance, fundCampaign, pendingBalance } from '#server/test/ledger.ts';
import { mailTo } from '#server/test/support/account-mail.ts';
import { createOperator } from '#server/test/support/operators.ts';
import { openDisputeQueueItems } from './dispute-evidence.service.ts';

let app: TestApp;
let operator: TestUser;
beforeAll(async () => {
  app = await createTestApp();
  operator = await createOperator(app);
});
afterAll(() => app.close());

const expectLedgerHolds = async () => {
  for (const check of await checkLedger(app.db)) expect(check.violations, check.name).toEqual([]);
};

/** 12,000 views and 880 engagements at $10 per 1K views and $0.10 each. */
const EARNED = 20_800;

/** A Live campaign funded with $500, a creator joined, one post of theirs approved (Tracking) earning $208. */
async function setUp({ approve = true } = {}) {
  const [business, creator] = await Promise.all([signUpBusiness(app), signUpCreator(app)]);
  await callAs(app, creator, 'PATCH', '/api/me', { instagramFollowers: 80_000 });
  const created = await callAs(app, business, 'POST', '/api/business/campaigns', launchableCampaign());
  expect(created.statusCode, created.body).toBe(201);
  const campaignId = created.json().id as string;
  expect((await joinAs(app, creator, campaignId)).statusCode).toBe(201);
  await addFunds(app, business, 100_000);
  expect((await fundCampaign(app, business, campaignId, 50_000)).statusCode).toBe(201);
  const submitted = await callAs(app, creator, 'POST', `/api/creator/campaigns/${campaignId}/content`, {
    platform: 'instagram',
    videoUrl: `https://www.instagram.com/p/Dispute${randomUUID().slice(0, 8)}/`,
  });
  expect(submitted.statusCode, submitted.body).toBe(201);
  const postId = submitted.json().id as string;
  const metrics = await callAs(app, business, 'POST', `/api/business/posts/${postId}/metrics`, {
    views: 12_000,
    likes: 800,
    comments: 50,
    shares: 30,
  });
  expect(metrics.statusCode, metrics.body).toBe(200);
  if (approve) {
    expect(
      (await callAs(app, business, 'POST', `/api/business/posts/${postId}/approve`, { disclosureSeen: true }))
        .statusCode,
    ).toBe(200);
    expect(await pendingBalance(app, creator)).toBe(EARNED);
  }
  return { business, creator, campaignId, postId };
}

const openAs = (who: TestUser | null, side: 'creator' | 'business', postId: string, reason: string, message = 'x') =>
  callAs(app, who, 'POST', `/api/${side}/posts/${postId}/disputes`, { reason, message });

const decide = (disputeId: string, body: Record<string, unknown>, who: TestUser | null = operator) =>
  callAs(app, who, 'POST', `/api/ops/disputes/${disputeId}/decision`, body);

async function postRow(id: string) {
  const [row] = await app.db.select().from(campaignAnalytics).where(eq(campaignAnalytics.id, id));
  return row;
}

const ledgerMovesOf = async (postId: string) =>
  (await app.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.postId, postId))).length;

describe('opening a dispute', () => {
  it('lets the creator open one with a creator reason; the post is held and the business told', async () => {
    const { business, creator, postId } = await setUp();
    const res = await openAs(creator, 'creator', postId, 'unfair_fix_request', 'They asked for a fix I already made.');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      postId,
      reason: 'unfair_fix_request',
      reasonLabel: 'Unfair fix request',
      openedBy: 'creator',
      status: 'open',
      outcome: null,
      paidCents: null,
      messages: [{ side: 'creator', authorName: 'Test Creator', body: 'They asked for a fix I already made.' }],
    });
    expect(await postRow(postId)).toMatchObject({ earningsStatus: 'held', earningsCents: EARNED });
    // Held: still set aside for the creator, nothing settled.
    expect([await pendingBalance(app, creator), await availableBalance(app, creator)]).toEqual([EARNED, 0]);
    const told = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, business.user.id), eq(notifications.kind, 'dispute_opened')));
    expect(told).toHaveLength(1);
    expect(told[0].body).toContain('Unfair fix request');
    // And by email, under the 'Earnings holds' switch.
    const mailed = await mailTo(app, business.email);
    expect(mailed.map((m) => m.subject)).toContainEqual(expect.stringContaining('Dispute opened'));
    // One open dispute per post, whoever opens it.
    const again = await openAs(business, 'business', postId, 'not_as_briefed');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'DISPUTE_ALREADY_OPEN', message: disputeMessages.alreadyOpen });
    await expectLedgerHolds();
  });

  it('lets the business open one with a business reason', async () => {
    const { business, creator, postId } = await setUp();
    const res = await openAs(business, 'business', postId, 'post_removed_or_edited', 'The caption was changed.');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ openedBy: 'business', messages: [{ side: 'business', authorName: 'Test Co' }] });
    const told = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, creator.user.id), eq(notifications.kind, 'dispute_opened')));
    expect(told).toHaveLength(1);
  });

  it('refuses the other side’s reasons, other people’s posts, the other role and signed-out visitors', async () => {
    const { business, creator, postId } = await setUp();
    const [otherCreator, otherBusiness] = await Promise.all([signUpCreator(app), signUpBusiness(app)]);
    const wrongReason = await openAs(creator, 'creator', postId, 'not_as_briefed');
    expect(wrongReason.statusCode).toBe(400);
    expect(wrongReason.json().message).toBe(disputeMessages.reasonNotYours('creator'));
    expect((await openAs(business, 'business', postId, 'approved_not_paid')).statusCode).toBe(400);
    expect((await openAs(creator, 'creator', postId, 'no_such_reason')).statusCode).toBe(400);
    expect((await openAs(otherCreator, 'creator', postId, 'approved_not_paid')).statusCode).toBe(404);
    expect((await openAs(otherBusiness, 'business', postId, 'not_as_briefed')).statusCode).toBe(404);
    expect((await openAs(creator, 'creator', randomUUID(), 'approved_not_paid')).statusCode).toBe(404);
    expect((await openAs(business, 'creator', postId, 'approved_not_paid')).statusCode).toBe(403);
    expect((await openAs(creator, 'business', postId, 'not_as_briefed')).statusCode).toBe(403);
    expect((await openAs(null, 'creator', postId, 'approved_not_paid')).statusCode).toBe(401);
    expect((await openAs(operator, 'creator', postId, 'approved_not_paid')).statusCode).toBe(401);
    // Empty and enormous first messages.
    expect((await openAs(creator, 'creator', postId, 'approved_not_paid', '   ')).statusCode).toBe(400);
    const huge = 'x'.repeat(DISPUTE_MESSAGE_MAX + 1);
    expect((await openAs(creator, 'creator', postId, 'approved_not_paid', huge)).statusCode).toBe(400);
    expect(await app.db.select().from(postDisputes).where(eq(postDisputes.postId, postId))).toEqual([]);
    expect(await postRow(postId)).toMatchObject({ earningsStatus: 'pending' });
  });
});

describe('the thread', () => {
  it('is read and written by the two parties only, and closes with the decision', async () => {
    const { business, creator, campaignId, postId } = await setUp();
    const id = (await openAs(creator, 'creator', postId, 'approved_not_paid', 'Approved, not paid.')).json().id;
    const reply = await callAs(app, business, 'POST', `/api/business/disputes/${id}/messages`, {
      body: 'Figures look bought.',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const said = await callAs(app, operator, 'POST', `/api/ops/disputes/${id}/messages`, { body: 'Looking at it.' });
    expect(said.statusCode, said.body).toBe(200);
    const read = await callAs(app, creator, 'GET', `/api/creator/disputes/${id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().messages.map((m: { side: string; body: string }) => [m.side, m.body])).toEqual([
      ['creator', 'Approved, not paid.'],
      ['business', 'Figures look bought.'],
      ['operator', 'Looking at it.'],
    ]);
    expect((await callAs(app, business, 'GET', `/api/business/disputes/${id}`)).json().messages).toHaveLength(3);
    const creatorTold = await app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, creator.user.id), eq(notifications.kind, 'dispute_message')));
    expect(creatorTold).toHaveLength(2);
    // Each side's list, newest first: a second post of the creator's, disputed later.
    const secondPost = await callAs(app, creator, 'POST', `/api/creator/campaigns/${campaignId}/content`, {
      platform: 'instagram',
      videoUrl: `https://www.instagram.com/p/Dispute${randomUUID().slice(0, 8)}/`,
    });
    expect(secondPost.statusCode, secondPost.body).toBe(201);
    const later = (await openAs(creator, 'creator', secondPost.json().id, 'unfair_fix_request')).json().id;
    for (const [who, side] of [
      [creator, 'creator'],
      [business, 'business'],
    ] as const) {
      const list = await callAs(app, who, 'GET', `/api/${side}/disputes`);
      expect(list.json().disputes.map((d: { id: string }) => d.id)).toEqual([later, id]);
    }

    const [otherCreator, otherBusiness] = await Promise.all([signUpCreator(app), signUpBusiness(app)]);
    expect((await callAs(app, otherCreator, 'GET', `/api/creator/disputes/${id}`)).statusCode).toBe(404);
    expect((await callAs(app, otherBusiness, 'GET', `/api/business/disputes/${id}`)).statusCode).toBe(404);
    expect((await callAs(app, creator, 'GET', `/api/business/disputes/${id}`)).statusCode).toBe(403);
    expect((await callAs(app, null, 'GET', `/api/creator/disputes/${id}`)).statusCode).toBe(401);
    expect(
      (await callAs(app, otherCreator, 'POST', `/api/creator/disputes/${id}/messages`, { body: 'me too' })).statusCode,
    ).toBe(404);
    expect((await callAs(app, otherCreator, 'GET', '/api/creator/disputes')).json().disputes).toEqual([]);
    expect((await callAs(app, creator, 'POST', `/api/creator/disputes/${id}/messages`, { body: '' })).statusCode).toBe(
      400,
    );

    expect((await decide(id, { outcome: 'pay_full', reason: 'The figures are real.' })).statusCode).toBe(200);
    const late = await callAs(app, creator, 'POST', `/api/creator/disputes/${id}/messages`, { body: 'Thanks' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'DISPUTE_CLOSED', message: disputeMessages.closed });
    expect(
      (await callAs(app, operator, 'POST', `/api/ops/disputes/${id}/messages`, { body: 'Closed.' })).statusCode,
    ).toBe(409);
  });
});

describe('the operator’s decision', () => {
  it('pays in full: open holds are released, the post settles when it would, the ledger agrees', async () => {
    const { business, creator, campaignId, postId } = await setUp();
    await app.db.insert(contentHolds).values({ postId, rule: 'view_spike', reason: 'Views jumped.' });
    await app.db.transaction((tx) => recomputeCampaignEarnings(tx, campaignId));
    const id = (await openAs(creator, 'creator', postId, 'approved_not_paid')).json().id;
    const ops = await callAs(app, operator, 'GET', `/api/ops/disputes/${id}`);
    expect(ops.statusCode, ops.body).toBe(200);
    expect(ops.json()).toMatchObject({
      kind: 'dispute',
      status: 'open',
      money: { earnedCents: EARNED, setAsideCents: EARNED, settledCents: 0, payFullCents: EARNED, isFinal: false },
      creator: { id: creator.user.id },
      business: { id: business.user.id },
    });

    const res = await decide(id, { outcome: 'pay_full', reason: 'The spike came from a repost.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'decided', outcome: 'pay_full', paidCents: EARNED });
    const holds = await app.db.select().from(contentHolds).where(eq(contentHolds.postId, postId));
    expect(holds.map((h) => [h.status, h.resolvedBy])).toEqual([['released', operator.user.id]]);
    expect(await postRow(postId)).toMatchObject({ earningsStatus: 'pending', earningsCents: EARNED });
    // Paid when the business releases payment (or tracking ends), less the 5% fee.
    expect((await callAs(app, business, 'POST', `/api/business/posts/${postId}/release-payment`)).statusCode).toBe(200);
    expect([await pendingBalance(app, creator), await availableBalance(app, creator)]).toEqual([0, 19_760]);
    const audit = await app.db.select().from(operatorActions).where(eq(operatorActions.subjectId, id));
    expect(audit.map((a) => [a.action, a.subjectUserId])).toEqual([['dispute_paid_full', creator.user.id]]);
    for (const who of [creator, business]) {
      const [told] = await app.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, who.user.id), eq(notifications.kind, 'dispute_decided')));
      expect(told.body).toContain('The spike came from a repost.');
    }
    await expectLedgerHolds();
  });

  it('pays in full a post sent back for a fix: it earns at once, final, since no clock would approve it', async () => {
    const { business, creator, postId } = await setUp({ approve: false });
    const fix = await callAs(app, business, 'POST', `/api/business/posts/${postId}/request-fix`, { note: 'Reshoot.' });
    expect(fix.statusCode, fix.body).toBe(200);
    expect(await postRow(postId)).toMatchObject({ stage: 'needs_fix', earningsStatus: 'none', earningsCents: 0 });
    const id = (await openAs(creator, 'creator', postId, 'unfair_fix_request', 'It follows the brief.')).json().id;
    // Not approved: what its figures earn, without the minimum payout.
    expect((await callAs(app, operator, 'GET', `/api/ops/disputes/${id}`)).json().money).toMatchObject({
      earnedCents: 0,
      payFullCents: EARNED,
    });
    expect((await decide(id, { outcome: 'pay_full', reason: 'The fix request was unfair.' })).statusCode).toBe(200);
    expect(await postRow(postId)).toMatchObject({ stage: 'needs_fix', earningsStatus: 'final', earningsCents: EARNED });
    expect([await pendingBalance(app, creator), await availableBalance(app, creator)]).toEqual([0, 19_760]);
    await expectLedgerHolds();
  });

  it('pays part: capped at the amount decided, the rest back in escrow; above what was earned or negative refused', async () => {
    const { business, creator, campaignId, postId } = await setUp();
    const id = (await openAs(business, 'business', postId, 'not_as_briefed')).json().id;
    const above = await decide(id, { outcome: 'pay_part', amountCents: EARNED + 1, reason: 'Half the brief.' });
    expect(above.statusCode).toBe(400);
    expect(above.json().message).toBe(operatorMessages.partAboveEarned(formatMoney(EARNED)));
    expect((await decide(id, { outcome: 'pay_part', amountCents: -1, reason: 'Half.' })).statusCode).toBe(400);
    expect((await decide(id, { outcome: 'pay_part', amountCents: 1.5, reason: 'Half.' })).statusCode).toBe(400);
    expect((await decide(id, { outcome: 'pay_part', reason: 'Half.' })).statusCode).toBe(400);
    expect((await decide(id, { outcome: 'pay_part', amountCents: 100, reason: ' ' })).statusCode).toBe(400);
    const huge = 'x'.repeat(OPERATOR_REASON_MAX + 1);
    expect((await decide(id, { outcome: 'pay_part', amountCents: 100, reason: huge })).statusCode).toBe(400);
    expect(await postRow(postId)).toMatchObject({ earningsStatus: 'held', earningsCents: EARNED });

    const escrowBefore = await escrowBalance(app, campaignId);
    const res = await decide(id, { outcome: 'pay_part', amountCents: 10_000, reason: 'Half the brief was met.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ outcome: 'pay_part', paidCents: 10_000 });
    expect(await postRow(postId)).toMatchObject({ earningsStatus: 'pending', earningsCents: 10_000 });
    expect(await pendingBalance(app, creator)).toBe(10_000);
    expect(await escrowBalance(app, campaignId)).toBe(escrowBefore + EARNED - 10_000);
    // Later figures do not lift it above the decision.
    const more = await callAs(app, business, 'POST', `/api/business/posts/${postId}/metrics`, {
      views: 90_000,
      likes: 900,
      comments: 60,
      shares: 40,
    });
    expect(more.statusCode, more.body).toBe(200);
    expect(await postRow(postId)).toMatchObject({ earningsCents: 10_000 });
    expect((await callAs(app, business, 'POST', `/api/business/posts/${postId}/release-payment`)).statusCode).toBe(200);
    expect(await availableBalance(app, creator)).toBe(9_500);
    await expectLedgerHolds();
  });

  it('returns to escrow: the post earns nothing and its money goes back', async () => {
    const { business, creator, campaignId, postId } = await setUp();
    const id = (await openAs(business, 'business', postId, 'post_removed_or_edited')).json().id;
    const escrowBefore = await escrowBalance(app, campaignId);
    const res = await decide(id, { outcome: 'return_to_escrow', reason: 'The post was deleted.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ outcome: 'return_to_escrow', paidCents: 0 });
    expect(await postRow(postId)).toMatchObject({ earningsStatus: 'void', earningsCents: 0 });
    expect([await pendingBalance(app, creator), await availableBalance(app, creator)]).toEqual([0, 0]);
    expect(await escrowBalance(app, campaignId)).toBe(escrowBefore + EARNED);
    const audit = await app.db.select().from(operatorActions).where(eq(operatorActions.subjectId, id));
    expect(audit.map((a) => a.action)).toEqual(['dispute_returned']);
    await expectLedgerHolds();
    // The creator's side sees the outcome.
    expect((await callAs(app, creator, 'GET', `/api/creator/disputes/${id}`)).json()).toMatchObject({
      status: 'decided',
      outcome: 'return_to_escrow',
      outcomeLabel: 'Return to escrow',
      decisionReason: 'The post was deleted.',
    });
  });

  it('refuses to lower a settled post’s pay, with the reason, and pays it in full unchanged', async () => {
    const { business, creator, postId } = await setUp();
    expect((await callAs(app, business, 'POST', `/api/business/posts/${postId}/release-payment`)).statusCode).toBe(200);
    expect(await availableBalance(app, creator)).toBe(19_760);
    const opened = await openAs(business, 'business', postId, 'post_removed_or_edited');
    expect(opened.statusCode, opened.body).toBe(201);
    expect(await postRow(postId)).toMatchObject({ earningsStatus: 'final' });
    const id = opened.json().id;
    const back = await decide(id, { outcome: 'return_to_escrow', reason: 'Deleted after payment.' });
    expect(back.statusCode).toBe(409);
    expect(back.json()).toMatchObject({
      code: 'EARNINGS_FINAL',
      message: disputeMessages.settledCannotLower(formatMoney(EARNED)),
    });
    expect((await decide(id, { outcome: 'pay_part', amountCents: 5_000, reason: 'Part.' })).statusCode).toBe(409);
    expect((await decide(id, { outcome: 'pay_part', amountCents: EARNED + 1, reason: 'More.' })).statusCode).toBe(400);
    const moves = await ledgerMovesOf(postId);
    expect((await decide(id, { outcome: 'pay_full', reason: 'Paid as agreed.' })).statusCode).toBe(200);
    expect(await ledgerMovesOf(postId)).toBe(moves);
    expect(await availableBalance(app, creator)).toBe(19_760);
    await expectLedgerHolds();
  });

  it('lets one of two operators deciding at once win; the other, and a replay, are told and move nothing', async () => {
    const { creator, campaignId, postId } = await setUp();
    const second = await createOperator(app);
    const id = (await openAs(creator, 'creator', postId, 'campaign_ended_unfairly')).json().id;
    const results = await Promise.all([
      decide(id, { outcome: 'return_to_escrow', reason: 'First.' }),
      decide(id, { outcome: 'pay_full', reason: 'Second.' }, second),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const lost = results.find((r) => r.statusCode === 409);
    expect(lost?.json()).toMatchObject({ code: 'ALREADY_DECIDED', message: operatorMessages.alreadyDecided });
    const [row] = await app.db.select().from(postDisputes).where(eq(postDisputes.id, id));
    const moves = await ledgerMovesOf(postId);
    const [pending, escrow] = [await pendingBalance(app, creator), await escrowBalance(app, campaignId)];
    expect(pending).toBe(row.outcome === 'pay_full' ? EARNED : 0);

    const replay = await decide(id, { outcome: row.outcome ?? 'pay_full', reason: row.decisionReason ?? '' });
    expect(replay.statusCode).toBe(409);
    await app.db.transaction((tx) => recomputeCampaignEarnings(tx, campaignId));
    expect(await ledgerMovesOf(postId)).toBe(moves);
    expect([await pendingBalance(app, creator), await escrowBalance(app, campaignId)]).toEqual([pending, escrow]);
    expect(await app.db.select().from(operatorActions).where(eq(operatorActions.subjectId, id))).toHaveLength(1);
    await expectLedgerHolds();
  });
});

describe('the operators’ routes and queue', () => {
  it('answer only operators (anyone else as a missing route) and list open disputes oldest first', async () => {
    const { business, creator, postId } = await setUp();
    const id = (await openAs(creator, 'creator', postId, 'approved_not_paid', 'Where is my pay?')).json().id;
    for (const [who, status] of [
      [null, 401],
      [business, 404],
      [creator, 404],
      [operator, 200],
    ] as const) {
      expect((await callAs(app, who, 'GET', `/api/ops/disputes/${id}`)).statusCode).toBe(status);
    }
    for (const who of [business, creator]) {
      expect((await decide(id, { outcome: 'pay_full', reason: 'Mine.' }, who)).statusCode).toBe(404);
      expect((await callAs(app, who, 'POST', `/api/ops/disputes/${id}/messages`, { body: 'Hi' })).statusCode).toBe(404);
    }
    expect((await decide(id, { outcome: 'pay_full', reason: 'Mine.' }, null)).statusCode).toBe(401);
    expect((await callAs(app, operator, 'GET', `/api/ops/disputes/${randomUUID()}`)).statusCode).toBe(404);
    expect((await decide(randomUUID(), { outcome: 'pay_full', reason: 'None.' })).statusCode).toBe(404);

    const items = await openDisputeQueueItems(app.db, 200);
    const mine = items.find((i) => i.id === id);
    expect(mine).toMatchObject({
      kind: 'dispute',
      reasonLabel: 'Approved work not paid',
      post: { id: postId, views: 12_000 },
      messages: [{ body: 'Where is my pay?' }],
      money: { payFullCents: EARNED },
      // The terms the creator agreed to when joining (issue 29): what the operator holds both sides to.
      agreement: { termsVersion: 1, text: expect.stringContaining('Revisions: Up to 2 fix requests per post') },
    });
    const since = items.map((i) => i.since);
    expect(since).toEqual([...since].sort());
    expect((await decide(id, { outcome: 'pay_full', reason: 'Paid.' })).statusCode).toBe(200);
    expect((await openDisputeQueueItems(app.db, 200)).some((i) => i.id === id)).toBe(false);
  });
});
