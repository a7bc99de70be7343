// A suspended account (issue 28 item 5) through the API, on PGlite and (with DATABASE_URL) PostgreSQL: it signs in,
// reads its data and withdraws available money, and every other write (message, join, apply, post, launch, invite)
// is refused with 403 ACCOUNT_SUSPENDED and changes nothing; reinstated, it acts again.
import { randomUUID } from 'node:crypto';
import { NOTIFICATION_PREFERENCES_BY_ROLE } from '@microreach/domain/notification-preferences';
import { operatorMessages } from '@microreach/domain/operators';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  campaignAnalytics,
  campaignApplicants,
  campaignInvitations,
  campaigns,
  chat,
} from '#server/db/schema/index.ts';
import { account, transfer } from '#server/modules/ledger/ledger.service.ts';
import { checkLedger } from '#server/modules/ledger/ledger-check.service.ts';
import { sendOutboxEmail } from '#server/modules/mail/outbox.service.ts';
import {
  callAs,
  createTestApp,
  joinAs,
  launchableCampaign,
  randomIp,
  sessionCookie,
  signUpBusiness,
  signUpCreator,
  type TestApp,
  type TestUser,
} from '#server/test/harness.ts';
import { addFunds, availableBalance, keyed, walletBalance } from '#server/test/ledger.ts';
import { mailTo } from '#server/test/support/account-mail.ts';
import { createOperator } from '#server/test/support/operators.ts';
import { startTestSmtpServer } from '#server/test/support/smtp-test-server.ts';

let app: TestApp;
let operator: TestUser;
beforeAll(async () => {
  app = await createTestApp();
  operator = await createOperator(app);
});
afterAll(async () => {
  for (const check of await checkLedger(app.db)) expect(check.violations, check.name).toEqual([]);
  await app.close();
});

/** Suspends `who` (which ends their sessions) and signs them in again, as a suspended person may. */
async function suspend(who: TestUser, role: 'smb' | 'influencer'): Promise<TestUser> {
  const done = await callAs(app, operator, 'POST', `/api/ops/users/${who.user.id}/suspend`, { reason: 'Spam.' });
  expect(done.statusCode, done.body).toBe(200);
  expect((await callAs(app, who, 'GET', '/api/auth/session')).json().user).toBeNull();
  const signedIn = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    remoteAddress: randomIp(),
    payload: { email: who.email, password: who.password, role },
  });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  const again = { ...who, cookie: sessionCookie(signedIn.headers['set-cookie']) };
  expect((await callAs(app, again, 'GET', '/api/auth/session')).json().suspension).toMatchObject({ reason: 'Spam.' });
  return again;
}

async function reinstate(who: TestUser) {
  const forgotten = vi.spyOn(app.sessionCache, 'forget');
  const back = await callAs(app, operator, 'POST', `/api/ops/users/${who.user.id}/reinstate`, { reason: 'Cleared.' });
  expect(back.statusCode, back.body).toBe(200);
  // Answered once this server has dropped the person's cached (suspended) row, not when the database's announcement
  // happens to arrive: otherwise their next request can still be refused here (seen on PostgreSQL).
  expect(forgotten).toHaveBeenCalledWith(who.user.id);
  forgotten.mockRestore();
}

function expectSuspended(res: { statusCode: number; json: () => unknown; body: string }) {
  expect(res.statusCode, res.body).toBe(403);
  expect(res.json()).toMatchObject({ code: 'ACCOUNT_SUSPENDED', message: operatorMessages.suspendedAction });
}

const message = (from: TestUser, to: TestUser, text: string) =>
  callAs(app, from, 'POST', '/api/chat/messages', { clientId: randomUUID(), to: to.user.id, text });

const sentBy = async (who: TestUser) => (await app.db.select().from(chat).where(eq(chat.senderId, who.user.id))).length;

const postUrl = () => `https://www.instagram.com/p/Sus${randomUUID().slice(0, 10)}/`;

async function liveCampaign(business: TestUser): Promise<string> {
  const created = await callAs(app, business, 'POST', '/api/business/campaigns', launchableCampaign());
  expect(created.statusCode, created.body).toBe(201);
  return created.json().id as string;
}

/** A creator with $300 available and a test-mode payout account. */
async function creatorWithMoney(): Promise<TestUser> {
  const creator = await signUpCreator(app);
  await app.db.transaction((tx) =>
    transfer(tx, {
      kind: 'deposit',
      description: 'test earnings',
      idempotencyKey: `test:${randomUUID()}`,
      legs: [
        { account: account.provider('test'), amountCents: -30_000 },
        { account: account.available(creator.user.id), amountCents: 30_000 },
      ],
    }),
  );
  expect((await callAs(app, creator, 'POST', '/api/creator/earnings/payout-account')).statusCode).toBe(200);
  const setUp = await callAs(app, creator, 'POST', '/api/ledger/test-mode/payout-account', {
    accountHolder: 'Mia Lens',
    accountNumber: '000123456789',
  });
  expect(setUp.statusCode, setUp.body).toBe(200);
  return creator;
}

describe('a suspended creator', () => {
  it('withdraws available money once per key and reads; cannot message, apply or post; reinstated, acts again', async () => {
    const business = await signUpBusiness(app);
    const [joined, other] = [await liveCampaign(business), await liveCampaign(business)];
    const creator = await creatorWithMoney();
    const applied = await joinAs(app, creator, joined);
    expect(applied.statusCode, applied.body).toBe(201);
    const suspended = await suspend(creator, 'influencer');

    const key = randomUUID();
    const withdrawal = await callAs(
      app,
      suspended,
      'POST',
      '/api/creator/earnings/withdrawals',
      { amountCents: 10_000 },
      { 'idempotency-key': key },
    );
    expect(withdrawal.statusCode, withdrawal.body).toBe(201);
    const replay = await callAs(
      app,
      suspended,
      'POST',
      '/api/creator/earnings/withdrawals',
      { amountCents: 10_000 },
      { 'idempotency-key': key },
    );
    expect(replay.statusCode).toBe(201);
    expect(replay.json().id).toBe(withdrawal.json().id);
    expect(await availableBalance(app, creator)).toBe(20_000);

    expectSuspended(await message(suspended, business, 'Hello?'));
    expect(await sentBy(creator)).toBe(0);
    expectSuspended(await joinAs(app, suspended, other));
    expect(await app.db.select().from(campaignApplicants).where(eq(campaignApplicants.campaignId, other))).toHaveLength(
      0,
    );
    const upload = { platform: 'instagram', videoUrl: postUrl() };
    expectSuspended(await callAs(app, suspended, 'POST', `/api/creator/campaigns/${joined}/content`, upload));
    expect(await app.db.select().from(campaignAnalytics).where(eq(campaignAnalytics.campaignId, joined))).toHaveLength(
      0,
    );

    for (const url of ['/api/creator/dashboard', '/api/creator/earnings', '/api/notifications']) {
      expect((await callAs(app, suspended, 'GET', url)).statusCode, url).toBe(200);
    }

    await reinstate(creator);
    expect((await message(suspended, business, 'Back again.')).statusCode).toBe(201);
    expect((await joinAs(app, suspended, other)).statusCode).toBe(201);
    const posted = await callAs(app, suspended, 'POST', `/api/creator/campaigns/${joined}/content`, upload);
    expect(posted.statusCode, posted.body).toBe(201);
  });
});

describe('a suspended business', () => {
  it('withdraws its balance and reads; cannot launch, invite or message; reinstated, acts again', async () => {
    const business = await signUpBusiness(app);
    const creator = await signUpCreator(app);
    const campaignId = await liveCampaign(business);
    await joinAs(app, creator, campaignId);
    await addFunds(app, business, 40_000);
    const draft = await callAs(
      app,
      business,
      'POST',
      '/api/business/campaigns',
      launchableCampaign({ intent: 'draft' }),
    );
    const draftId = draft.json().id as string;
    const invitee = await signUpCreator(app);
    const suspended = await suspend(business, 'smb');

    const withdrawn = await callAs(
      app,
      suspended,
      'POST',
      '/api/business/payments/withdrawals',
      { amountCents: 15_000 },
      keyed(),
    );
    expect(withdrawn.statusCode, withdrawn.body).toBe(201);
    expect(await walletBalance(app, business)).toBe(25_000);

    const campaignsBefore = await app.db.select().from(campaigns).where(eq(campaigns.userId, business.user.id));
    expectSuspended(await callAs(app, suspended, 'POST', '/api/business/campaigns', launchableCampaign()));
    expectSuspended(
      await callAs(
        app,
        suspended,
        'PUT',
        `/api/business/campaigns/${draftId}`,
        launchableCampaign({ intent: 'launch' }),
      ),
    );
    expect(await app.db.select().from(campaigns).where(eq(campaigns.userId, business.user.id))).toEqual(
      campaignsBefore,
    );
    const invite = () =>
      callAs(
        app,
        suspended,
        'POST',
        `/api/business/campaigns/${campaignId}/invitations`,
        { creatorId: invitee.user.id },
        keyed(),
      );
    expectSuspended(await invite());
    expect(
      await app.db.select().from(campaignInvitations).where(eq(campaignInvitations.campaignId, campaignId)),
    ).toHaveLength(0);
    expectSuspended(await message(suspended, creator, 'Hello?'));
    expect(await sentBy(business)).toBe(0);

    for (const url of ['/api/business/dashboard', '/api/business/payments', `/api/business/campaigns/${campaignId}`]) {
      expect((await callAs(app, suspended, 'GET', url)).statusCode, url).toBe(200);
    }

    await reinstate(business);
    expect((await invite()).statusCode).toBe(201);
    expect((await message(suspended, creator, 'Back again.')).statusCode).toBe(201);
    const launched = await callAs(
      app,
      suspended,
      'PUT',
      `/api/business/campaigns/${draftId}`,
      launchableCampaign({ intent: 'launch' }),
    );
    expect(launched.statusCode, launched.body).toBe(200);
  });
});

describe('a suspended person and disputes', () => {
  it("opens a dispute on their own post and writes in its thread, on either side; not on another's post", async () => {
    const [business, creator, stranger] = await Promise.all([
      signUpBusiness(app),
      signUpCreator(app),
      signUpCreator(app),
    ]);
    const campaignId = await liveCampaign(business);
    await joinAs(app, creator, campaignId);
    const posts: string[] = [];
    for (let i = 0; i < 2; i++) {
      const posted = await callAs(app, creator, 'POST', `/api/creator/campaigns/${campaignId}/content`, {
        platform: 'instagram',
        videoUrl: postUrl(),
      });
      expect(posted.statusCode, posted.body).toBe(201);
      posts.push(posted.json().id);
    }
    const [suspendedCreator, suspendedBusiness] = [
      await suspend(creator, 'influencer'),
      await suspend(business, 'smb'),
    ];

    const byCreator = await callAs(app, suspendedCreator, 'POST', `/api/creator/posts/${posts[0]}/disputes`, {
      reason: 'unfair_fix_request',
      message: 'I did what the brief asked.',
    });
    expect(byCreator.statusCode, byCreator.body).toBe(201);
    const byBusiness = await callAs(app, suspendedBusiness, 'POST', `/api/business/posts/${posts[1]}/disputes`, {
      reason: 'not_as_briefed',
      message: 'The product is not shown.',
    });
    expect(byBusiness.statusCode, byBusiness.body).toBe(201);
    for (const [who, side, id] of [
      [suspendedCreator, 'creator', byCreator.json().id],
      [suspendedBusiness, 'business', byCreator.json().id],
      [suspendedCreator, 'creator', byBusiness.json().id],
    ] as const) {
      const written = await callAs(app, who, 'POST', `/api/${side}/disputes/${id}/messages`, { body: 'Please look.' });
      expect(written.statusCode, written.body).toBe(200);
    }
    const thread = (
      await callAs(app, suspendedBusiness, 'GET', `/api/business/disputes/${byCreator.json().id}`)
    ).json();
    expect(thread.messages.map((m: { body: string }) => m.body)).toEqual([
      'I did what the brief asked.',
      'Please look.',
      'Please look.',
    ]);
    // The allow-list opens these routes only: the service still refuses another person's post (404), and every other
    // write stays refused.
    const strangerSuspended = await suspend(stranger, 'influencer');
    const foreign = await callAs(app, strangerSuspended, 'POST', `/api/creator/posts/${posts[1]}/disputes`, {
      reason: 'approved_not_paid',
      message: 'Mine?',
    });
    expect(foreign.statusCode).toBe(404);
    expectSuspended(await message(suspendedCreator, business, 'Hello?'));
  });
});

describe('suspension notices by email', () => {
  it('mails the suspension and the reinstatement with the reason, whatever the person turned off', async () => {
    const smtp = await startTestSmtpServer();
    const smtpApp = await createTestApp({
      database: app.database,
      closeDatabase: false,
      mail: {
        from: 'MicroReach <no-reply@microreach.test>',
        delivery: {
          mode: 'smtp',
          url: smtp.url,
          timeouts: { connectionMs: 2_000, greetingMs: 1_000, socketMs: 2_000 },
        },
        devMailbox: false,
      },
    });
    try {
      const creator = await signUpCreator(smtpApp, { name: 'Mia Lens' });
      const off = NOTIFICATION_PREFERENCES_BY_ROLE.Influencer.map(({ kind }) => ({ kind, enabled: false }));
      expect((await callAs(smtpApp, creator, 'PUT', '/api/notification-preferences', { items: off })).statusCode).toBe(
        200,
      );
      const notices = async () =>
        (await mailTo(smtpApp, creator.email)).filter(
          (m) => m.kind.startsWith('account_') && m.kind !== 'account_exists',
        );
      const reason = 'Sold followers <b>twice</b>.';
      const suspended = await callAs(smtpApp, operator, 'POST', `/api/ops/users/${creator.user.id}/suspend`, {
        reason,
      });
      expect(suspended.statusCode, suspended.body).toBe(200);
      // A refused second suspension mails nothing.
      expect(
        (await callAs(smtpApp, operator, 'POST', `/api/ops/users/${creator.user.id}/suspend`, { reason })).statusCode,
      ).toBe(409);
      const [row] = await notices();
      expect(row).toMatchObject({ kind: 'account_suspended', status: 'pending', headers: {} });
      expect(await notices()).toHaveLength(1);
      expect((await sendOutboxEmail(smtpApp.db, smtpApp.mail, row.id)).status).toBe('sent');
      const received = smtp.received.find((m) => m.messageId === row.messageId);
      expect(received?.subject).toBe('Your MicroReach account is suspended');
      expect(received?.to && 'value' in received.to ? received.to.value[0].address : null).toBe(creator.email);
      expect(received?.text).toContain(`The reason: ${reason}`);
      expect(received?.html).toContain('Sold followers &lt;b&gt;twice&lt;/b&gt;.');
      expect(received?.headers.has('list-unsubscribe')).toBe(false);

      const back = await callAs(smtpApp, operator, 'POST', `/api/ops/users/${creator.user.id}/reinstate`, {
        reason: 'Cleared after review.',
      });
      expect(back.statusCode, back.body).toBe(200);
      const reinstated = (await notices()).find((m) => m.kind === 'account_reinstated');
      expect(reinstated?.subject).toBe('Your MicroReach account is reinstated');
      expect(reinstated?.textBody).toContain('The reason: Cleared after review.');
      expect(reinstated?.textBody).toContain('http://localhost:3000/influencer-dashboard');
    } finally {
      await smtpApp.close();
      await smtp.close();
    }
  });
});
