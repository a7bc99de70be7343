import { randomBytes, randomUUID } from 'node:crypto';
import { MIN_WITHDRAWAL_CENTS } from '@microreach/domain/creator-earnings';
import { accountLinkMessages, authMessages } from '@microreach/domain/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, authSessions, authUsers, users } from '#server/db/schema/index.ts';
import {
  callAs,
  createTestApp,
  randomIp,
  sessionCookie,
  signUpBusiness,
  signUpCreator,
  TEST_PASSWORD,
  type TestApp,
  type TestUser,
  uniqueEmail,
} from '#server/test/harness.ts';
import { linkToken, mailTo } from '#server/test/support/account-mail.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const signUp = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/auth/sign-up', payload, remoteAddress: randomIp() });
const confirm = (token: string, cookie?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/confirm-email',
    payload: { token },
    headers: cookie ? { cookie } : {},
  });
const session = (cookie: string) => app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
const isVerified = async (id: string) =>
  (await app.db.select().from(authUsers).where(eq(authUsers.id, id)))[0].emailVerified;

async function confirmationToken(who: TestUser): Promise<string> {
  const links = (await mailTo(app, who.email)).filter((m) => m.kind === 'email_confirmation');
  return linkToken(links[links.length - 1].textBody, '/confirm-email');
}

describe('email confirmation', () => {
  it('mails a link at sign-up that confirms the address; the session stays as it was', async () => {
    const who = await signUpCreator(app, { confirmed: false });
    expect(who.user.emailConfirmed).toBe(false);
    expect((await session(who.cookie)).json().user).toMatchObject({ id: who.user.id, emailConfirmed: false });

    const mails = await mailTo(app, who.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      toAddress: who.email,
      kind: 'email_confirmation',
      subject: 'Confirm your email for MicroReach',
    });
    const token = linkToken(mails[0].textBody, '/confirm-email');

    const res = await confirm(token, who.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ alreadyConfirmed: false });
    expect(await isVerified(who.user.id)).toBe(true);
    expect((await session(who.cookie)).json().user).toMatchObject({ id: who.user.id, emailConfirmed: true });

    // Used once.
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'INVALID_ACCOUNT_LINK', message: accountLinkMessages.linkInvalid });
  });

  it('works signed out (another browser), and a fresh link of a confirmed account just says so', async () => {
    const who = await signUpBusiness(app, { confirmed: false });
    const first = await confirmationToken(who);
    expect((await callAs(app, who, 'POST', '/api/auth/confirm-email/resend')).statusCode).toBe(200);
    const second = await confirmationToken(who);
    expect(second).not.toBe(first);
    expect((await confirm(first)).json()).toEqual({ alreadyConfirmed: false });
    const late = await confirm(second);
    expect(late.statusCode).toBe(200);
    expect(late.json()).toEqual({ alreadyConfirmed: true });
  });

  it('confirms nothing when the account has changed its address since the link was sent', async () => {
    const who = await signUpCreator(app, { confirmed: false });
    const token = await confirmationToken(who);
    await app.db
      .update(authUsers)
      .set({ email: uniqueEmail('moved') })
      .where(eq(authUsers.id, who.user.id));
    expect((await confirm(token)).statusCode).toBe(400);
    expect(await isVerified(who.user.id)).toBe(false);
  });

  it.each([
    ['expired', 'expired'],
    ['forged', 'forged'],
    ['a reset link', 'reset'],
    ['empty', 'empty'],
  ] as const)('refuses a link that is %s, changing nothing', async (_what, kind) => {
    const who = await signUpCreator(app, { confirmed: false });
    let token = await confirmationToken(who);
    if (kind === 'expired') {
      await app.db
        .update(accountTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(accountTokens.userId, who.user.id));
    } else if (kind === 'forged') token = randomBytes(32).toString('base64url');
    else if (kind === 'reset') {
      await app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/request',
        payload: { email: who.email },
        remoteAddress: randomIp(),
      });
      const resets = (await mailTo(app, who.email)).filter((m) => m.kind === 'password_reset');
      token = linkToken(resets[0].textBody, '/reset-password');
    } else token = '';
    const res = await confirm(token, who.cookie);
    expect(res.statusCode).toBe(400);
    if (kind !== 'empty') expect(res.json().message).toBe(accountLinkMessages.linkInvalid);
    expect(await isVerified(who.user.id)).toBe(false);
  });

  describe('Resend', () => {
    it('sends a new link to a signed-in unconfirmed account, 3 times an hour at most', async () => {
      const who = await signUpCreator(app, { confirmed: false });
      for (let i = 0; i < 3; i++) {
        const res = await callAs(app, who, 'POST', '/api/auth/confirm-email/resend');
        expect(res.statusCode).toBe(200);
        expect(Number.isNaN(Date.parse(res.json().sentAt))).toBe(false);
      }
      const over = await callAs(app, who, 'POST', '/api/auth/confirm-email/resend');
      expect(over.statusCode).toBe(429);
      expect(over.json().message).toBe(authMessages.tooManyAttempts);
      expect((await mailTo(app, who.email)).filter((m) => m.kind === 'email_confirmation')).toHaveLength(4);
    });

    it('is refused signed out (401) and for a confirmed account (400), sending nothing', async () => {
      expect((await callAs(app, null, 'POST', '/api/auth/confirm-email/resend')).statusCode).toBe(401);
      const who = await signUpBusiness(app);
      const res = await callAs(app, who, 'POST', '/api/auth/confirm-email/resend');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(accountLinkMessages.alreadyConfirmed);
      expect((await mailTo(app, who.email)).filter((m) => m.kind === 'email_confirmation')).toHaveLength(1);
    });

    it('only ever mails the caller own address (each role)', async () => {
      const creator = await signUpCreator(app, { confirmed: false });
      const business = await signUpBusiness(app, { confirmed: false });
      await callAs(app, business, 'POST', '/api/auth/confirm-email/resend');
      expect((await mailTo(app, creator.email)).filter((m) => m.kind === 'email_confirmation')).toHaveLength(1);
      expect((await mailTo(app, business.email)).filter((m) => m.kind === 'email_confirmation')).toHaveLength(2);
    });
  });
});

describe('sign-up with a registered address (no account enumeration)', () => {
  const attributes = (cookie: string) => cookie.split(';').slice(1).join(';');
  const valueShape = (cookie: string) =>
    decodeURIComponent(cookie.split(';')[0].split('=').slice(1).join('='))
      .replace(/[A-Za-z0-9]/g, 'x')
      .replace(/[+/]/g, 'x');

  it.each(['smb', 'influencer'] as const)('answers like a new %s sign-up and mails only the owner', async (role) => {
    const owner = await signUpCreator(app);
    const extra = role === 'smb' ? { companyName: 'Copycat Co' } : {};
    const fresh = await signUp({
      role,
      email: uniqueEmail('fresh'),
      password: TEST_PASSWORD,
      name: 'Copycat',
      ...extra,
    });
    const taken = await signUp({
      role,
      email: `  ${owner.email.toUpperCase()}`,
      password: TEST_PASSWORD,
      name: 'Copycat',
      ...extra,
    });

    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.statusCode).toBe(201);
    const freshUser = fresh.json().user;
    const takenUser = taken.json().user;
    expect(Object.keys(takenUser).sort()).toEqual(Object.keys(freshUser).sort());
    expect(takenUser).toEqual({ ...freshUser, id: takenUser.id, email: owner.email });
    expect(takenUser.id).not.toBe(owner.user.id);
    expect(takenUser.emailConfirmed).toBe(false);

    const freshCookies = [fresh.headers['set-cookie']].flat();
    const takenCookies = [taken.headers['set-cookie']].flat();
    expect(takenCookies).toHaveLength(freshCookies.length);
    const freshCookie = sessionCookie(freshCookies as string[]);
    const takenCookie = sessionCookie(takenCookies as string[]);
    expect(takenCookie.split('=')[0]).toBe(freshCookie.split('=')[0]);
    expect(attributes(String(takenCookies[0]))).toBe(attributes(String(freshCookies[0])));
    expect(valueShape(String(takenCookies[0]))).toBe(valueShape(String(freshCookies[0])));
    // It opens no session.
    expect((await session(takenCookie)).json()).toEqual({ user: null, suspension: null });

    // The owner is told; no second account, profile or session exists.
    const ownerMail = await mailTo(app, owner.email);
    expect(ownerMail.map((m) => m.kind)).toEqual(['email_confirmation', 'account_exists']);
    const exists = ownerMail[1];
    expect(exists.subject).toBe('You already have a MicroReach account');
    expect(exists.textBody).toContain('http://localhost:3000/auth?tab=signin');
    expect(exists.textBody).toContain('http://localhost:3000/forgot-password');
    expect(await app.db.select().from(users).where(eq(users.email, owner.email))).toHaveLength(1);
    expect(await app.db.select().from(authSessions).where(eq(authSessions.userId, takenUser.id))).toHaveLength(0);
    expect(await app.db.select().from(users).where(eq(users.id, takenUser.id))).toHaveLength(0);
    // The new address got its confirmation, the taken one no confirmation of its own.
    expect((await mailTo(app, freshUser.email)).map((m) => m.kind)).toEqual(['email_confirmation']);
  });

  it('still counts against the sign-up limits', async () => {
    const owner = await signUpBusiness(app);
    const ip = randomIp();
    const statuses: number[] = [];
    // 5 sign-ups an hour per address: the owner's own was the first.
    for (let i = 0; i < 5; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        remoteAddress: ip,
        payload: { role: 'influencer', email: owner.email, password: TEST_PASSWORD, name: 'Again' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 429]);
  });

  it('checks the password policy first, as a new sign-up does', async () => {
    const owner = await signUpCreator(app);
    const res = await signUp({ role: 'influencer', email: owner.email, password: 'short', name: 'Weak' });
    expect(res.statusCode).toBe(400);
    expect((await mailTo(app, owner.email)).map((m) => m.kind)).toEqual(['email_confirmation']);
  });
});

describe('money needs a confirmed address', () => {
  const key = () => ({ 'idempotency-key': randomUUID() });

  it('refuses an unconfirmed business adding funds or withdrawing, and a creator withdrawing (403)', async () => {
    const business = await signUpBusiness(app, { confirmed: false });
    const creator = await signUpCreator(app, { confirmed: false });
    const addFunds = await callAs(
      app,
      business,
      'POST',
      '/api/business/payments/checkouts',
      { amountCents: 10_000 },
      key(),
    );
    expect(addFunds.statusCode).toBe(403);
    expect(addFunds.json()).toMatchObject({
      code: 'EMAIL_NOT_CONFIRMED',
      message: 'Confirm your email address before adding funds.',
    });
    const withdraw = await callAs(
      app,
      business,
      'POST',
      '/api/business/payments/withdrawals',
      { amountCents: 100 },
      key(),
    );
    expect(withdraw.statusCode).toBe(403);
    expect(withdraw.json()).toMatchObject({
      code: 'EMAIL_NOT_CONFIRMED',
      message: 'Confirm your email address before withdrawing.',
    });
    const payout = await callAs(
      app,
      creator,
      'POST',
      '/api/creator/earnings/withdrawals',
      { amountCents: MIN_WITHDRAWAL_CENTS },
      key(),
    );
    expect(payout.statusCode).toBe(403);
    expect(payout.json().code).toBe('EMAIL_NOT_CONFIRMED');

    // Once confirmed through the link, adding funds opens a checkout.
    await confirm(await confirmationToken(business));
    const after = await callAs(
      app,
      business,
      'POST',
      '/api/business/payments/checkouts',
      { amountCents: 10_000 },
      key(),
    );
    expect(after.statusCode).toBe(201);
  });
});
