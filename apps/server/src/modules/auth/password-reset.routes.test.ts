import { randomBytes } from 'node:crypto';
import { accountLinkMessages, authMessages } from '@microreach/domain/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, authUsers } from '#server/db/schema/index.ts';
import { sendOutboxEmail } from '#server/modules/mail/outbox.service.ts';
import {
  createTestApp,
  randomIp,
  sessionCookie,
  signUpBusiness,
  signUpCreator,
  type TestApp,
  type TestUser,
} from '#server/test/harness.ts';
import { linkToken, mailTo } from '#server/test/support/account-mail.ts';
import { startTestSmtpServer } from '#server/test/support/smtp-test-server.ts';

const NEW_PASSWORD = 'copper-meadow-falcon-77';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const post = (url: string, payload: unknown, ip = randomIp()) =>
  app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, remoteAddress: ip });
const requestReset = (email: string, ip?: string) => post('/api/auth/password-reset/request', { email }, ip);
const check = (token: string) => post('/api/auth/password-reset/check', { token });
const complete = (token: string, password = NEW_PASSWORD) =>
  post('/api/auth/password-reset/complete', { token, password });
const signIn = (who: TestUser, password: string) =>
  post('/api/auth/sign-in', { role: who.user.role === 'SMB' ? 'smb' : 'influencer', email: who.email, password });
const me = (cookie: string) => app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });

/** Requests a reset for `who` and returns the token of the link mailed to them. */
async function mailedResetToken(who: TestUser): Promise<string> {
  expect((await requestReset(who.email)).statusCode).toBe(202);
  const resets = (await mailTo(app, who.email)).filter((m) => m.kind === 'password_reset');
  return linkToken(resets[resets.length - 1].textBody, '/reset-password');
}

describe('forgot password', () => {
  it('mails a one-time link that sets a new password, ends every session, confirms the address and sends a notice', async () => {
    const who = await signUpCreator(app, { confirmed: false });
    const other = await signIn(who, who.password);
    const otherCookie = sessionCookie(other.headers['set-cookie']);
    expect((await me(otherCookie)).statusCode).toBe(200);

    const res = await requestReset(who.email);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: accountLinkMessages.resetRequested });
    const [reset] = (await mailTo(app, who.email)).filter((m) => m.kind === 'password_reset');
    expect(reset).toMatchObject({
      toAddress: who.email,
      kind: 'password_reset',
      subject: 'Reset your MicroReach password',
    });
    const token = linkToken(reset.textBody, '/reset-password');
    expect(reset.htmlBody).toContain(`http://localhost:3000/reset-password?token=${token}`);

    expect((await check(token)).json()).toEqual({ valid: true });
    expect((await complete(token)).statusCode).toBe(204);

    // Every session of the account ended: the sign-up one and the other device's.
    expect((await me(who.cookie)).statusCode).toBe(401);
    expect((await me(otherCookie)).statusCode).toBe(401);
    expect((await signIn(who, who.password)).statusCode).toBe(401);
    expect((await signIn(who, NEW_PASSWORD)).statusCode).toBe(200);
    const [account] = await app.db.select().from(authUsers).where(eq(authUsers.id, who.user.id));
    expect(account.emailVerified).toBe(true);
    const notices = (await mailTo(app, who.email)).filter((m) => m.kind === 'password_changed');
    expect(notices).toHaveLength(1);
    expect(notices[0].textBody).toContain('http://localhost:3000/forgot-password');

    // The link works once.
    expect((await check(token)).json()).toEqual({ valid: false });
    const again = await complete(token, 'another-sturdy-phrase-58');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'INVALID_ACCOUNT_LINK', message: accountLinkMessages.linkInvalid });
    expect((await signIn(who, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('answers an unknown address exactly as a known one, and mails nobody', async () => {
    const who = await signUpBusiness(app);
    const known = await requestReset(who.email);
    const unknownAddress = `nobody-${randomBytes(6).toString('hex')}@test.microreach.app`;
    const unknown = await requestReset(unknownAddress);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['set-cookie']).toBeUndefined();
    expect(await mailTo(app, unknownAddress)).toHaveLength(0);
  });

  it('finds the account whatever the casing and spaces of the address', async () => {
    const who = await signUpCreator(app);
    const res = await requestReset(`  ${who.email.toUpperCase()} `);
    expect(res.statusCode).toBe(202);
    expect((await mailTo(app, who.email)).filter((m) => m.kind === 'password_reset')).toHaveLength(1);
  });

  it.each([
    ['a NUL byte', 'owner\u0000@example.com'],
    ['an overlong address', `${'a'.repeat(250)}@example.com`],
    ['no address at all', 'not-an-address'],
    ['non-ASCII letters', 'ünïcödé@exämple.com'],
  ])('refuses %s with a clear 400 and sends nothing', async (_what, email) => {
    const res = await requestReset(email);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/\S/);
    expect(await mailTo(app, email.replaceAll('\u0000', '').trim().toLowerCase())).toHaveLength(0);
  });

  it('sends at most 3 links an hour to one address, still answering the same', async () => {
    const who = await signUpCreator(app);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await requestReset(who.email));
    expect(answers.map((r) => r.statusCode)).toEqual([202, 202, 202, 202, 202]);
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    expect((await mailTo(app, who.email)).filter((m) => m.kind === 'password_reset')).toHaveLength(3);
  });

  it('refuses an 11th request in an hour from one client address with the too-many-attempts message', async () => {
    const ip = randomIp();
    for (let i = 0; i < 10; i++) {
      expect(
        (await requestReset(`flood-${i}-${randomBytes(4).toString('hex')}@test.microreach.app`, ip)).statusCode,
      ).toBe(202);
    }
    const who = await signUpCreator(app);
    const res = await requestReset(who.email, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(authMessages.tooManyAttempts);
    expect(await mailTo(app, who.email)).toHaveLength(1); // only its sign-up confirmation
  });

  it('refuses a weak password with the reasons and leaves the link usable', async () => {
    const who = await signUpBusiness(app);
    const token = await mailedResetToken(who);
    const weak = await complete(token, who.email.split('@')[0]);
    expect(weak.statusCode).toBe(400);
    expect(weak.json().code).toBe('WEAK_PASSWORD');
    expect(weak.json().reasons.length).toBeGreaterThan(0);
    expect((await check(token)).json()).toEqual({ valid: true });
    expect((await me(who.cookie)).statusCode).toBe(200);
    expect((await complete(token)).statusCode).toBe(204);
  });

  it('a newer link replaces the older one', async () => {
    const who = await signUpCreator(app);
    const first = await mailedResetToken(who);
    const second = await mailedResetToken(who);
    expect((await complete(first)).statusCode).toBe(400);
    expect((await complete(second)).statusCode).toBe(204);
  });

  describe('refuses links that do not work, changing nothing', () => {
    async function expectRefused(who: TestUser, token: string) {
      const res = await complete(token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_ACCOUNT_LINK', message: accountLinkMessages.linkInvalid });
      expect((await check(token)).json()).toEqual({ valid: false });
      expect((await me(who.cookie)).statusCode).toBe(200);
      expect((await signIn(who, who.password)).statusCode).toBe(200);
      expect((await mailTo(app, who.email)).filter((m) => m.kind === 'password_changed')).toHaveLength(0);
    }

    it('an expired link', async () => {
      const who = await signUpCreator(app);
      const token = await mailedResetToken(who);
      await app.db
        .update(accountTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(accountTokens.userId, who.user.id));
      await expectRefused(who, token);
    });

    it('a forged link (of the right shape, or not)', async () => {
      const who = await signUpCreator(app);
      await mailedResetToken(who);
      await expectRefused(who, randomBytes(32).toString('base64url'));
      await expectRefused(who, "' or 1=1 --");
    });

    it('the link of another purpose (the sign-up confirmation)', async () => {
      const who = await signUpCreator(app, { confirmed: false });
      const [confirmation] = await mailTo(app, who.email);
      expect(confirmation.kind).toBe('email_confirmation');
      await expectRefused(who, linkToken(confirmation.textBody, '/confirm-email'));
    });

    it('a token longer than any link is a 400 before the database', async () => {
      const res = await complete('x'.repeat(5_000));
      expect(res.statusCode).toBe(400);
    });
  });
});

describe('forgot password over a real SMTP server', () => {
  it('delivers the reset email with a link that works', async () => {
    const smtp = await startTestSmtpServer();
    const smtpApp = await createTestApp({
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
      const who = await signUpCreator(smtpApp);
      const res = await smtpApp.inject({
        method: 'POST',
        url: '/api/auth/password-reset/request',
        payload: { email: who.email },
        remoteAddress: randomIp(),
      });
      expect(res.statusCode).toBe(202);
      const [row] = (await mailTo(smtpApp, who.email)).filter((m) => m.kind === 'password_reset');
      expect(row.status).toBe('pending');
      // What the send job does.
      expect((await sendOutboxEmail(smtpApp.db, smtpApp.mail, row.id)).status).toBe('sent');
      const received = smtp.received.find((m) => m.messageId === row.messageId);
      expect(received?.subject).toBe('Reset your MicroReach password');
      expect(received?.to && 'value' in received.to ? received.to.value[0].address : null).toBe(who.email);
      const token = linkToken(received?.text ?? '', '/reset-password');
      const done = await smtpApp.inject({
        method: 'POST',
        url: '/api/auth/password-reset/complete',
        payload: { token, password: NEW_PASSWORD },
      });
      expect(done.statusCode).toBe(204);
    } finally {
      await smtpApp.close();
      await smtp.close();
    }
  });
});
