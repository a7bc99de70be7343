// Account settings' password, email and devices (issue 27 item 4), through the HTTP API on a real database.
import { randomBytes } from 'node:crypto';
import { accountMessages, WRONG_PASSWORD_LIMIT } from '@microreach/domain/account';
import { authMessages } from '@microreach/domain/messages';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, authUsers, users } from '#server/db/schema/index.ts';
import { issueAccountToken } from '#server/modules/auth/account-tokens.service.ts';
import {
  callAs,
  createTestApp,
  randomIp,
  sessionCookie,
  signUpBusiness,
  signUpCreator,
  type TestApp,
  type TestUser,
  uniqueEmail,
} from '#server/test/harness.ts';
import { mailTo } from '#server/test/support/account-mail.ts';

const NEW_PASSWORD = 'copper-meadow-falcon-77';
const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const roleOf = (who: TestUser) => (who.user.role === 'SMB' ? 'smb' : 'influencer');
async function signIn(who: TestUser, password = who.password, email = who.email, userAgent?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    remoteAddress: randomIp(),
    headers: userAgent ? { 'user-agent': userAgent } : {},
    payload: { role: roleOf(who), email, password },
  });
}
/** Another signed-in device of the same person: the same user with a second session cookie. */
async function otherDevice(who: TestUser, userAgent?: string): Promise<TestUser> {
  const res = await signIn(who, who.password, who.email, userAgent);
  expect(res.statusCode).toBe(200);
  return { ...who, cookie: sessionCookie(res.headers['set-cookie']) };
}
const isSignedIn = async (who: TestUser) => (await callAs(app, who, 'GET', '/api/me')).statusCode === 200;
const confirm = (token: string, who: TestUser | null = null) =>
  callAs(app, who, 'POST', '/api/account/email/confirm', { token });

/** The token in the change-of-email link last mailed to `to`. */
async function changeLinkTo(to: string): Promise<string> {
  const changes = (await mailTo(app, to)).filter((m) => m.kind === 'email_change');
  const text = changes[changes.length - 1]?.textBody ?? '';
  const match = /http:\/\/localhost:3000\/confirm-email-change\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no change-of-email link in: ${text}`);
  return match[1];
}
async function storedEmails(userId: string) {
  const [auth] = await app.db.select().from(authUsers).where(eq(authUsers.id, userId));
  const [profile] = await app.db.select().from(users).where(eq(users.id, userId));
  return { auth: auth.email, profile: profile.email, verified: auth.emailVerified };
}
async function liveChangeTokens(userId: string) {
  return app.db
    .select()
    .from(accountTokens)
    .where(
      and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, 'email_change'), isNull(accountTokens.usedAt)),
    );
}

describe('signed-out visitors', () => {
  it('are refused every account route but following a link', async () => {
    const routes: Array<[Parameters<typeof callAs>[2], string, unknown?]> = [
      ['POST', '/api/account/password', { currentPassword: 'x', newPassword: NEW_PASSWORD }],
      ['GET', '/api/account/email'],
      ['POST', '/api/account/email', { newEmail: uniqueEmail(), currentPassword: 'x' }],
      ['DELETE', '/api/account/email/pending'],
      ['GET', '/api/account/sessions'],
      ['DELETE', '/api/account/sessions/00000000-0000-4000-8000-000000000001'],
      ['POST', '/api/account/sessions/sign-out-others', {}],
    ];
    for (const [method, url, body] of routes) {
      const res = await callAs(app, null, method, url, body);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 401 });
    }
    // A link works signed out; a forged one is refused for what it is.
    const res = await confirm(randomBytes(32).toString('base64url'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: accountMessages.linkExpired });
  });
});

describe('change password', () => {
  it.each([
    ['business', signUpBusiness],
    ['creator', signUpCreator],
  ])('sets the new password for a %s, mails a notice and signs out only the other devices', async (_role, signUp) => {
    const who = await signUp(app);
    const phone = await otherDevice(who);
    const res = await callAs(app, who, 'POST', '/api/account/password', {
      currentPassword: who.password,
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ endedSessions: 1 });

    expect(await isSignedIn(who)).toBe(true);
    expect(await isSignedIn(phone)).toBe(false);
    expect((await signIn(who, who.password)).statusCode).toBe(401);
    expect((await signIn(who, NEW_PASSWORD)).statusCode).toBe(200);
    const notices = (await mailTo(app, who.email)).filter((m) => m.kind === 'password_changed');
    expect(notices).toHaveLength(1);
    expect(notices[0].textBody).toContain('http://localhost:3000/forgot-password');
  });

  it('refuses a wrong current password, changing nothing, and counts the wrong ones per account', async () => {
    const who = await signUpCreator(app);
    const phone = await otherDevice(who);
    const wrong = () =>
      callAs(app, who, 'POST', '/api/account/password', {
        currentPassword: 'not-it-at-all',
        newPassword: NEW_PASSWORD,
      });
    const first = await wrong();
    expect(first.statusCode).toBe(400);
    expect(first.json()).toMatchObject({ code: 'WRONG_PASSWORD', message: accountMessages.wrongPassword });
    expect(await isSignedIn(phone)).toBe(true);
    expect((await signIn(who, who.password)).statusCode).toBe(200);
    expect((await mailTo(app, who.email)).filter((m) => m.kind === 'password_changed')).toHaveLength(0);

    for (let i = 1; i < WRONG_PASSWORD_LIMIT.max; i++) expect((await wrong()).statusCode).toBe(400);
    const limited = await wrong();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ message: authMessages.tooManyAttempts });
    // Even the right password waits now (the limit is per account, the email form counts the same way).
    const right = await callAs(app, who, 'POST', '/api/account/password', {
      currentPassword: who.password,
      newPassword: NEW_PASSWORD,
    });
    expect(right.statusCode).toBe(429);
    const email = await callAs(app, who, 'POST', '/api/account/email', {
      newEmail: uniqueEmail(),
      currentPassword: who.password,
    });
    expect(email.statusCode).toBe(429);
    expect((await signIn(who, who.password)).statusCode).toBe(200);
  });

  it('applies the password policy and bounds the input', async () => {
    const who = await signUpBusiness(app);
    const weak = await callAs(app, who, 'POST', '/api/account/password', {
      currentPassword: who.password,
      newPassword: 'password',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ code: 'WEAK_PASSWORD' });
    const nul = await callAs(app, who, 'POST', '/api/account/password', {
      currentPassword: who.password,
      newPassword: `copper\u0000meadow-falcon-77`,
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ code: 'INVALID_CHARACTERS' });
    const long = await callAs(app, who, 'POST', '/api/account/password', {
      currentPassword: who.password,
      newPassword: 'x'.repeat(129),
    });
    expect(long.statusCode).toBe(400);
    const extra = await callAs(app, who, 'POST', '/api/account/password', {
      currentPassword: who.password,
      newPassword: NEW_PASSWORD,
      userId: 'someone-else',
    });
    expect(extra.statusCode).toBe(400);
    expect((await signIn(who, who.password)).statusCode).toBe(200);
  });
});

describe('change email', () => {
  it('mails a link to the new address; following it changes the address everywhere and tells the old one', async () => {
    const who = await signUpCreator(app);
    const phone = await otherDevice(who);
    const newEmail = uniqueEmail('moved');
    const res = await callAs(app, who, 'POST', '/api/account/email', {
      newEmail: `  ${newEmail.toUpperCase()} `,
      currentPassword: who.password,
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ sentTo: newEmail });

    const settings = await callAs(app, who, 'GET', '/api/account/email');
    expect(settings.json()).toMatchObject({ email: who.email, emailConfirmed: true, pendingEmail: newEmail });
    expect(Date.parse(settings.json().pendingExpiresAt)).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    // Nothing changed yet.
    expect(await storedEmails(who.user.id)).toMatchObject({ auth: who.email, profile: who.email });

    const token = await changeLinkTo(newEmail);
    const done = await confirm(token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ email: newEmail, signedIn: false, role: 'influencer' });
    expect(await storedEmails(who.user.id)).toEqual({ auth: newEmail, profile: newEmail, verified: true });
    const notices = (await mailTo(app, who.email)).filter((m) => m.kind === 'email_changed');
    expect(notices).toHaveLength(1);
    expect(notices[0].textBody).toContain(newEmail);

    // Every session ended (the link was followed signed out); the new address signs in, the old does not.
    expect(await isSignedIn(who)).toBe(false);
    expect(await isSignedIn(phone)).toBe(false);
    expect((await signIn(who, who.password, who.email)).statusCode).toBe(401);
    const again = await signIn(who, who.password, newEmail);
    expect(again.statusCode).toBe(200);
    expect(again.json().user.email).toBe(newEmail);

    // The link works once.
    const reused = await confirm(token);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ code: 'INVALID_ACCOUNT_LINK', message: accountMessages.linkExpired });
  });

  it('keeps the session that follows the link when it is the same account, for a business too', async () => {
    const who = await signUpBusiness(app);
    const phone = await otherDevice(who);
    const newEmail = uniqueEmail('moved');
    await callAs(app, who, 'POST', '/api/account/email', { newEmail, currentPassword: who.password });
    const done = await confirm(await changeLinkTo(newEmail), who);
    expect(done.json()).toEqual({ email: newEmail, signedIn: true, role: 'smb' });
    expect(await isSignedIn(who)).toBe(true);
    expect(await isSignedIn(phone)).toBe(false);
    expect((await callAs(app, who, 'GET', '/api/account/email')).json()).toEqual({
      email: newEmail,
      emailConfirmed: true,
      pendingEmail: null,
      pendingExpiresAt: null,
    });
  });

  it('answers the same for an address that already has an account, mailing its owner instead', async () => {
    const who = await signUpCreator(app);
    const owner = await signUpBusiness(app);
    const res = await callAs(app, who, 'POST', '/api/account/email', {
      newEmail: owner.email.toUpperCase(),
      currentPassword: who.password,
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ sentTo: owner.email });
    const mails = await mailTo(app, owner.email);
    expect(mails.map((m) => m.kind)).toContain('account_exists');
    expect(mails.map((m) => m.kind)).not.toContain('email_change');
    // The settings show a pending change exactly as for a free address (its link went to nobody).
    const settings = (await callAs(app, who, 'GET', '/api/account/email')).json();
    expect(settings).toMatchObject({ email: who.email, pendingEmail: owner.email });
    expect(settings.pendingExpiresAt).toEqual(expect.any(String));
    expect(await liveChangeTokens(who.user.id)).toHaveLength(1);
    expect(await storedEmails(who.user.id)).toMatchObject({ auth: who.email, profile: who.email });
  });

  it('refuses the same address, a wrong password and bad input, changing nothing', async () => {
    const who = await signUpCreator(app);
    const same = await callAs(app, who, 'POST', '/api/account/email', {
      newEmail: who.email.toUpperCase(),
      currentPassword: who.password,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ code: 'SAME_EMAIL', message: accountMessages.sameEmail });
    const newEmail = uniqueEmail('moved');
    const wrong = await callAs(app, who, 'POST', '/api/account/email', { newEmail, currentPassword: 'not-it' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: accountMessages.wrongPassword });
    const nul = await callAs(app, who, 'POST', '/api/account/email', {
      newEmail: `a\u0000${newEmail}`,
      currentPassword: who.password,
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ code: 'INVALID_CHARACTERS' });
    const notAnAddress = await callAs(app, who, 'POST', '/api/account/email', {
      newEmail: 'not an address',
      currentPassword: who.password,
    });
    expect(notAnAddress.statusCode).toBe(400);
    expect(notAnAddress.json()).toMatchObject({ message: 'Enter a valid email address.' });
    expect(await liveChangeTokens(who.user.id)).toHaveLength(0);
    expect(await mailTo(app, newEmail)).toHaveLength(0);
  });

  it('refuses expired, used, replaced, forged and other kinds of links, changing nothing', async () => {
    const who = await signUpCreator(app);
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    await callAs(app, who, 'POST', '/api/account/email', { newEmail: first, currentPassword: who.password });
    const replaced = await changeLinkTo(first);
    await callAs(app, who, 'POST', '/api/account/email', { newEmail: second, currentPassword: who.password });
    const live = await changeLinkTo(second);
    const reset = await app.db.transaction((tx) =>
      issueAccountToken(tx, { userId: who.user.id, purpose: 'password_reset', email: who.email }),
    );
    // Expired: the live one's time is up.
    await app.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(and(eq(accountTokens.userId, who.user.id), eq(accountTokens.email, second)));

    for (const token of [
      replaced,
      live,
      reset.token,
      randomBytes(32).toString('base64url'),
      'short',
      `${live}x`,
      'x'.repeat(200),
    ]) {
      const res = await confirm(token);
      expect({ token, status: res.statusCode }).toEqual({ token, status: 400 });
      expect(res.json()).toMatchObject({ message: accountMessages.linkExpired });
    }
    expect((await confirm('x'.repeat(201))).statusCode).toBe(400);
    expect((await confirm(`${live}\u0000`)).json()).toMatchObject({ code: 'INVALID_CHARACTERS' });
    expect(await storedEmails(who.user.id)).toMatchObject({ auth: who.email, profile: who.email });
    expect(await isSignedIn(who)).toBe(true);
  });

  it('refuses with 409 when the address was taken meanwhile, and changes nothing', async () => {
    const who = await signUpCreator(app);
    const newEmail = uniqueEmail('contested');
    await callAs(app, who, 'POST', '/api/account/email', { newEmail, currentPassword: who.password });
    const token = await changeLinkTo(newEmail);
    await signUpBusiness(app, { email: newEmail });
    const res = await confirm(token, who);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'EMAIL_IN_USE', message: accountMessages.emailInUse });
    expect(await storedEmails(who.user.id)).toMatchObject({ auth: who.email, profile: who.email });
    expect((await mailTo(app, who.email)).filter((m) => m.kind === 'email_changed')).toHaveLength(0);
    expect(await isSignedIn(who)).toBe(true);
  });

  it('cancels a pending change: its link stops working, and one account cannot cancel another’s', async () => {
    const who = await signUpCreator(app);
    const stranger = await signUpCreator(app);
    const newEmail = uniqueEmail('moved');
    await callAs(app, who, 'POST', '/api/account/email', { newEmail, currentPassword: who.password });
    const token = await changeLinkTo(newEmail);

    expect((await callAs(app, stranger, 'DELETE', '/api/account/email/pending')).statusCode).toBe(204);
    expect((await callAs(app, who, 'GET', '/api/account/email')).json().pendingEmail).toBe(newEmail);
    expect((await callAs(app, stranger, 'GET', '/api/account/email')).json()).toMatchObject({
      email: stranger.email,
      pendingEmail: null,
    });

    expect((await callAs(app, who, 'DELETE', '/api/account/email/pending')).statusCode).toBe(204);
    expect((await callAs(app, who, 'GET', '/api/account/email')).json().pendingEmail).toBeNull();
    expect((await confirm(token)).statusCode).toBe(400);
    expect(await storedEmails(who.user.id)).toMatchObject({ auth: who.email });
  });
});

describe('signed-in devices', () => {
  it.each([
    ['business', signUpBusiness],
    ['creator', signUpCreator],
  ])('lists a %s’s live sessions, the current one first, with a readable device', async (_role, signUp) => {
    const who = await signUp(app);
    const laptop = await otherDevice(who, CHROME_MAC);
    const phone = await otherDevice(who, SAFARI_IPHONE);
    const res = await callAs(app, laptop, 'GET', '/api/account/sessions');
    expect(res.statusCode).toBe(200);
    const { sessions } = res.json() as { sessions: Array<{ device: string; current: boolean; id: string }> };
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({ device: 'Chrome on macOS', current: true });
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions.map((s) => s.device)).toContain('Safari on iPhone');
    // The phone sees the same sessions with itself as the current one.
    const fromPhone = (await callAs(app, phone, 'GET', '/api/account/sessions')).json().sessions;
    expect(fromPhone[0]).toMatchObject({ device: 'Safari on iPhone', current: true });
    expect(new Set(fromPhone.map((s: { id: string }) => s.id))).toEqual(new Set(sessions.map((s) => s.id)));
  });

  it('signs out one other device; the current one and another user’s sessions cannot be', async () => {
    const who = await signUpCreator(app);
    const phone = await otherDevice(who, SAFARI_IPHONE);
    const stranger = await signUpBusiness(app);
    const strangerSessions = (await callAs(app, stranger, 'GET', '/api/account/sessions')).json().sessions;
    const sessions = (await callAs(app, who, 'GET', '/api/account/sessions')).json().sessions as Array<{
      id: string;
      current: boolean;
    }>;
    const current = sessions.find((s) => s.current)!;
    const other = sessions.find((s) => !s.current)!;

    const theirs = await callAs(app, who, 'DELETE', `/api/account/sessions/${strangerSessions[0].id}`);
    expect(theirs.statusCode).toBe(404);
    expect(await isSignedIn(stranger)).toBe(true);
    const own = await callAs(app, who, 'DELETE', `/api/account/sessions/${current.id}`);
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({ code: 'CURRENT_SESSION', message: accountMessages.currentSession });
    expect(await isSignedIn(who)).toBe(true);
    expect((await callAs(app, who, 'DELETE', '/api/account/sessions/not-a-uuid')).statusCode).toBe(400);

    expect((await callAs(app, who, 'DELETE', `/api/account/sessions/${other.id}`)).statusCode).toBe(204);
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(who)).toBe(true);
    expect((await callAs(app, who, 'DELETE', `/api/account/sessions/${other.id}`)).statusCode).toBe(404);
  });

  it('signs out every other device and keeps this one', async () => {
    const who = await signUpBusiness(app);
    const laptop = await otherDevice(who, CHROME_MAC);
    const phone = await otherDevice(who, SAFARI_IPHONE);
    const stranger = await signUpBusiness(app);
    const res = await callAs(app, who, 'POST', '/api/account/sessions/sign-out-others', {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ended: 2 });
    expect(await isSignedIn(laptop)).toBe(false);
    expect(await isSignedIn(phone)).toBe(false);
    expect(await isSignedIn(who)).toBe(true);
    expect(await isSignedIn(stranger)).toBe(true);
    const alone = await callAs(app, who, 'POST', '/api/account/sessions/sign-out-others', {});
    expect(alone.json()).toEqual({ ended: 0 });
    expect((await callAs(app, who, 'GET', '/api/account/sessions')).json().sessions).toHaveLength(1);
  });
});
