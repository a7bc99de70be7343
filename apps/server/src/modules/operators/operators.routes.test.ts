// The operators' queue, appeals, suspensions, reports and audit (issue 28 items 2, 3, 5, 7) through the API, on PGlite
// and (with DATABASE_URL) PostgreSQL.
import { randomUUID } from 'node:crypto';
import { HOUR_MS } from '@microreach/domain/calendar';
import { operatorMessages, QUEUE_PER_KIND, REPORT_LIMIT } from '@microreach/domain/operators';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentHolds, notifications, operatorActions, userReports } from '#server/db/schema/index.ts';
import { finaliseExpiredVoids } from '#server/modules/content-review/holds.service.ts';
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
import { createOperator } from '#server/test/support/operators.ts';
import { SUSPENDED_ALLOWED_WRITES } from './suspension-guard.ts';

let app: TestApp;
let operator: TestUser;
beforeAll(async () => {
  app = await createTestApp();
  operator = await createOperator(app);
});
afterAll(() => app.close());

const later = (hours: number) => new Date(Date.now() + hours * HOUR_MS);
const figures = (views: number, likes: number, comments = 0, shares = 0) => ({ views, likes, comments, shares });

/** A Live campaign, a creator in it, and a held post whose hold the business voided. */
async function voidedHold() {
  const [business, creator] = await Promise.all([
    signUpBusiness(app, { companyName: 'Northside Coffee' }),
    signUpCreator(app, { name: 'Mia Lens' }),
  ]);
  await callAs(app, creator, 'PATCH', '/api/me', { instagramFollowers: 80_000 });
  const created = await callAs(app, business, 'POST', '/api/business/campaigns', launchableCampaign());
  const campaignId = created.json().id as string;
  await joinAs(app, creator, campaignId);
  const posted = await callAs(app, creator, 'POST', `/api/creator/campaigns/${campaignId}/content`, {
    platform: 'instagram',
    videoUrl: `https://www.instagram.com/p/Op${randomUUID().slice(0, 10)}/`,
  });
  const postId = posted.json().id as string;
  await callAs(app, business, 'POST', `/api/business/posts/${postId}/metrics`, figures(60_000, 3_000, 200, 100));
  const held = await callAs(app, business, 'POST', `/api/business/posts/${postId}/metrics`, figures(9_000, 400, 30));
  const holdId = held.json().holds[0].id as string;
  const voided = await callAs(app, business, 'POST', `/api/business/holds/${holdId}/resolve`, {
    resolution: 'void',
    note: 'Bought views.',
  });
  expect(voided.statusCode, voided.body).toBe(200);
  return { business, creator, campaignId, postId, holdId };
}

const kinds = async (user: TestUser) =>
  (await app.db.select().from(notifications).where(eq(notifications.userId, user.user.id))).map((n) => n.kind);

describe('holds with an appeal', () => {
  it('a void waits for the appeal; the creator appeals; an operator decides once, both sides told', async () => {
    const { business, creator, holdId, postId } = await voidedHold();
    expect(await kinds(creator)).toContain('hold_void_requested');
    const other = await signUpCreator(app);
    const bad = [
      [other, { note: 'mine' }, 404],
      [business, { note: 'x' }, 403],
      [null, { note: 'x' }, 401],
      [creator, { note: '' }, 400],
      [creator, { note: 'x'.repeat(1001) }, 400],
    ] as const;
    for (const [who, body, status] of bad) {
      const res = await callAs(app, who, 'POST', `/api/creator/holds/${holdId}/appeal`, body);
      expect(res.statusCode, res.body).toBe(status);
    }
    const appealed = await callAs(app, creator, 'POST', `/api/creator/holds/${holdId}/appeal`, {
      note: 'The views are real: a repost went viral.',
    });
    expect(appealed.statusCode, appealed.body).toBe(200);
    expect(appealed.json().hold.appealedAt).toEqual(expect.any(String));
    const again = await callAs(app, creator, 'POST', `/api/creator/holds/${holdId}/appeal`, { note: 'again' });
    expect(again.json()).toMatchObject({ code: 'APPEAL_CLOSED', message: operatorMessages.appealClosed });
    expect(await kinds(business)).toContain('hold_appealed');
    // The clock does not void an appealed hold.
    await finaliseExpiredVoids(app.db, later(100));
    expect((await app.db.select().from(contentHolds).where(eq(contentHolds.id, holdId)))[0].status).toBe('open');

    const queue = await callAs(app, operator, 'GET', '/api/ops/queue');
    expect(queue.statusCode, queue.body).toBe(200);
    const item = queue.json().items.find((i: { id: string }) => i.id === holdId);
    expect(item).toMatchObject({
      kind: 'hold_appeal',
      post: { id: postId },
      business: { name: 'Northside Coffee' },
      creator: { name: 'Mia Lens' },
      hold: { voidNote: 'Bought views.', appealNote: 'The views are real: a repost went viral.' },
    });
    expect(item.events.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(['hold', 'request_void_hold', 'appeal_hold']),
    );

    for (const [who, status] of [
      [null, 401],
      [business, 404],
      [creator, 404],
    ] as const) {
      const res = await callAs(app, who, 'POST', `/api/ops/holds/${holdId}/decision`, { decision: 'pay', reason: 'r' });
      expect(res.statusCode).toBe(status);
    }
    for (const body of [{ decision: 'pay', reason: '  ' }, { decision: 'pay', reason: 'x'.repeat(1001) }, {}]) {
      expect((await callAs(app, operator, 'POST', `/api/ops/holds/${holdId}/decision`, body)).statusCode).toBe(400);
    }
    expect(
      (await callAs(app, operator, 'POST', `/api/ops/holds/${randomUUID()}/decision`, { decision: 'pay', reason: 'r' }))
        .statusCode,
    ).toBe(404);
    const second = await createOperator(app);
    const [a, b] = await Promise.all([
      callAs(app, operator, 'POST', `/api/ops/holds/${holdId}/decision`, { decision: 'pay', reason: 'Real views.' }),
      callAs(app, second, 'POST', `/api/ops/holds/${holdId}/decision`, { decision: 'void', reason: 'Fake.' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json()).toMatchObject({ code: 'ALREADY_DECIDED', message: operatorMessages.alreadyDecided });
    expect(await kinds(business)).toContain('hold_decided');
    expect(await kinds(creator)).toContain('hold_decided');
    const audit = await app.db.select().from(operatorActions).where(eq(operatorActions.subjectId, holdId));
    expect(audit).toHaveLength(1);
    expect(audit[0].subjectUserId).toBe(creator.user.id);
    const after = await callAs(app, operator, 'GET', '/api/ops/queue');
    expect(after.json().items.some((i: { id: string }) => i.id === holdId)).toBe(false);
  });

  it('an unappealed void becomes final after 72 hours, not before; the business may still pay before that', async () => {
    const { creator, holdId } = await voidedHold();
    await finaliseExpiredVoids(app.db, later(71));
    expect((await app.db.select().from(contentHolds).where(eq(contentHolds.id, holdId)))[0].status).toBe('open');
    await finaliseExpiredVoids(app.db, later(73));
    const [hold] = await app.db.select().from(contentHolds).where(eq(contentHolds.id, holdId));
    expect(hold.status).toBe('voided');
    expect(await kinds(creator)).toContain('hold_voided');
    const late = await callAs(app, creator, 'POST', `/api/creator/holds/${holdId}/appeal`, { note: 'too late' });
    expect(late.statusCode).toBe(409);

    const paid = await voidedHold();
    const released = await callAs(app, paid.business, 'POST', `/api/business/holds/${paid.holdId}/resolve`, {
      resolution: 'release',
    });
    expect(released.json()).toMatchObject({ earningsStatus: 'pending' });
  });
});

describe('suspensions', () => {
  it('suspends: sessions end, writes refused, reads and the session say why; reinstates', async () => {
    const creator = await signUpCreator(app);
    for (const [who, status] of [
      [null, 401],
      [creator, 404],
    ] as const) {
      expect(
        (await callAs(app, who, 'POST', `/api/ops/users/${creator.user.id}/suspend`, { reason: 'r' })).statusCode,
      ).toBe(status);
    }
    expect(
      (await callAs(app, operator, 'POST', `/api/ops/users/${operator.user.id}/suspend`, { reason: 'r' })).statusCode,
    ).toBe(404);
    expect(
      (await callAs(app, operator, 'POST', `/api/ops/users/${creator.user.id}/suspend`, { reason: '' })).statusCode,
    ).toBe(400);
    const done = await callAs(app, operator, 'POST', `/api/ops/users/${creator.user.id}/suspend`, { reason: 'Spam.' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().suspension).toMatchObject({ reason: 'Spam.' });
    const twice = await callAs(app, operator, 'POST', `/api/ops/users/${creator.user.id}/suspend`, { reason: 'Spam.' });
    expect(twice.statusCode).toBe(409);
    // The old session ended.
    expect((await callAs(app, creator, 'GET', '/api/auth/session')).json().user).toBeNull();
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: creator.email, password: creator.password, role: 'influencer' },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const cookie = String(signedIn.headers['set-cookie']).split(';')[0];
    const again = { ...creator, cookie };
    const session = (await callAs(app, again, 'GET', '/api/auth/session')).json();
    expect(session.suspension).toMatchObject({ reason: 'Spam.' });
    expect((await callAs(app, again, 'GET', '/api/notifications')).statusCode).toBe(200);
    const refused = await callAs(app, again, 'PATCH', '/api/me', { bio: 'hi' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'ACCOUNT_SUSPENDED', message: operatorMessages.suspendedAction });
    expect((await callAs(app, again, 'POST', '/api/notifications/read-all')).statusCode).not.toBe(403);

    const back = await callAs(app, operator, 'POST', `/api/ops/users/${creator.user.id}/reinstate`, { reason: 'Ok.' });
    expect(back.json().suspension).toBeNull();
    expect((await callAs(app, again, 'PATCH', '/api/me', { bio: 'hi' })).statusCode).toBe(200);
    expect(await kinds(creator)).toEqual(expect.arrayContaining(['account_suspended', 'account_reinstated']));

    const found = await callAs(app, operator, 'GET', `/api/ops/users?q=${encodeURIComponent(creator.email)}`);
    expect(found.json().users.map((u: { id: string }) => u.id)).toEqual([creator.user.id]);
    const ops = await callAs(app, operator, 'GET', `/api/ops/users?q=${encodeURIComponent(operator.email)}`);
    expect(ops.json().users).toEqual([]);
    expect((await callAs(app, operator, 'GET', `/api/ops/users/${randomUUID()}`)).statusCode).toBe(404);
  });

  it('every allowed write is a real route', () => {
    const routes = new Set(app.apiRoutes.map((r) => `${r.method} ${r.url}`));
    for (const write of SUSPENDED_ALLOWED_WRITES) expect(routes, write).toContain(write);
  });

  it('a suspension reaches a second app server, which drops the cached session as the announcement arrives', async () => {
    const second = await createTestApp({ database: app.database, closeDatabase: false });
    try {
      const business = await signUpBusiness(app);
      expect((await callAs(second, business, 'GET', '/api/auth/session')).json().user).not.toBeNull();
      // The suspending server answers once its own announcement came back, so every server has been sent it; each
      // server hears it on its own connection (CI of 8de047d on a slow machine: the second one a moment later).
      const heard = second.sessionCache.announcement(business.user.id, 10_000);
      await callAs(app, operator, 'POST', `/api/ops/users/${business.user.id}/suspend`, { reason: 'Fraud.' });
      await heard;
      expect((await callAs(second, business, 'GET', '/api/auth/session')).json().user).toBeNull();
    } finally {
      await second.close();
    }
  });
});

describe('reports', () => {
  it('reports a profile once, limits a flood, and an operator decides once', async () => {
    const [reporter, target] = await Promise.all([signUpBusiness(app), signUpCreator(app)]);
    const body = { subjectKind: 'profile', subjectId: target.user.id, reason: 'spam', note: 'Sells followers.' };
    expect((await callAs(app, null, 'POST', '/api/reports', body)).statusCode).toBe(401);
    expect((await callAs(app, reporter, 'POST', '/api/reports', { ...body, subjectId: randomUUID() })).statusCode).toBe(
      404,
    );
    expect(
      (await callAs(app, reporter, 'POST', '/api/reports', { ...body, subjectId: reporter.user.id })).statusCode,
    ).toBe(404);
    expect((await callAs(app, reporter, 'POST', '/api/reports', { ...body, note: 'x'.repeat(1001) })).statusCode).toBe(
      400,
    );
    const first = await callAs(app, reporter, 'POST', '/api/reports', body);
    expect(first.statusCode, first.body).toBe(200);
    const repeat = await callAs(app, reporter, 'POST', '/api/reports', body);
    expect(repeat.json().id).toBe(first.json().id);

    const queue = (await callAs(app, operator, 'GET', '/api/ops/queue')).json();
    expect(queue.items.find((i: { id: string }) => i.id === first.json().id)).toMatchObject({
      kind: 'report',
      reasonLabel: 'Spam',
      subject: { kind: 'profile', id: target.user.id },
      subjectUser: { id: target.user.id, isSuspended: false },
    });
    const id = first.json().id;
    expect(
      (await callAs(app, reporter, 'POST', `/api/ops/reports/${id}/decision`, { decision: 'dismiss', reason: 'r' }))
        .statusCode,
    ).toBe(404);
    const [a, b] = await Promise.all([
      callAs(app, operator, 'POST', `/api/ops/reports/${id}/decision`, { decision: 'dismiss', reason: 'Fine.' }),
      callAs(app, operator, 'POST', `/api/ops/reports/${id}/decision`, { decision: 'action', reason: 'Bad.' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await kinds(reporter)).toContain('report_decided');

    const flooder = await signUpCreator(app);
    const targets = await Promise.all(Array.from({ length: REPORT_LIMIT.max + 1 }, () => signUpBusiness(app)));
    const answers = [];
    for (const t of targets) {
      answers.push((await callAs(app, flooder, 'POST', '/api/reports', { ...body, subjectId: t.user.id })).statusCode);
    }
    expect(answers.slice(0, REPORT_LIMIT.max).every((s) => s === 200)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });
});

describe('a long queue', () => {
  it('shows the oldest of each kind up to its limit and says how many wait in all', async () => {
    const reporter = await signUpBusiness(app);
    const before = (await callAs(app, operator, 'GET', '/api/ops/queue')).json();
    expect(before.totals.report).toBe(before.items.filter((i: { kind: string }) => i.kind === 'report').length);
    // More open reports than the queue holds, older than any other (the oldest are shown first).
    const since = Date.parse('2020-01-01T00:00:00Z');
    const rows = Array.from({ length: QUEUE_PER_KIND + 1 }, (_, i) => ({
      reporterId: reporter.user.id,
      subjectKind: 'profile' as const,
      subjectId: randomUUID(),
      reason: 'spam' as const,
      createdAt: new Date(since + i * 60_000),
    }));
    const inserted = await app.db.insert(userReports).values(rows).returning({ id: userReports.id });
    try {
      const res = await callAs(app, operator, 'GET', '/api/ops/queue');
      expect(res.statusCode, res.body).toBe(200);
      const queue = res.json();
      const reports = queue.items.filter((i: { kind: string }) => i.kind === 'report');
      expect(reports).toHaveLength(QUEUE_PER_KIND);
      expect(queue.totals.report).toBe(before.totals.report + QUEUE_PER_KIND + 1);
      const shown = new Set(reports.map((i: { id: string }) => i.id));
      expect(inserted.slice(0, QUEUE_PER_KIND).every((r) => shown.has(r.id))).toBe(true);
      expect(shown.has(inserted[QUEUE_PER_KIND].id)).toBe(false);
      expect(queue.totals).toMatchObject({
        hold_appeal: before.totals.hold_appeal,
        dispute: before.totals.dispute,
        payout: before.totals.payout,
        reconciliation: before.totals.reconciliation,
      });
    } finally {
      await app.db.delete(userReports).where(eq(userReports.reporterId, reporter.user.id));
    }
  });
});

describe("the operators' audit", () => {
  it('lists and exports with filters; refuses everyone else; the table cannot be changed', async () => {
    const [creator, business] = await Promise.all([signUpCreator(app), signUpBusiness(app)]);
    await callAs(app, operator, 'POST', `/api/ops/users/${creator.user.id}/suspend`, { reason: 'Audit, me.' });
    for (const [who, status] of [
      [null, 401],
      [business, 404],
    ] as const) {
      expect((await callAs(app, who, 'GET', '/api/ops/audit')).statusCode).toBe(status);
      expect((await callAs(app, who, 'GET', '/api/ops/audit.csv')).statusCode).toBe(status);
    }
    const page = await callAs(app, operator, 'GET', `/api/ops/audit?subjectUserId=${creator.user.id}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ total: 1, page: 1, pageSize: 50 });
    expect(page.json().entries[0]).toMatchObject({ action: 'user_suspended', reason: 'Audit, me.' });
    expect((await callAs(app, operator, 'GET', '/api/ops/audit?action=nope')).statusCode).toBe(400);
    const csv = await callAs(app, operator, 'GET', `/api/ops/audit.csv?subjectUserId=${creator.user.id}`);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toMatch(/^When \(UTC\),Operator,Action/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"Audit, me."');
    await expect(app.db.execute(sql`update operator_actions set reason = 'x'`)).rejects.toThrow();
    await expect(app.db.execute(sql`delete from operator_actions`)).rejects.toThrow();
    await expect(app.db.execute(sql`truncate operator_actions`)).rejects.toThrow();
  });
});
