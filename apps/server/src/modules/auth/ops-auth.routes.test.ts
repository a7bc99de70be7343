// Operators' accounts and sign-in (issue 28 item 1, decision 028): made only by the operator command, signed in at
// /ops only, invisible to the marketplace, ended after 30 idle minutes, and (in production) behind a TOTP code.
import { accountLinkMessages, authMessages } from '@microreach/domain/messages';
import { OPERATOR_IDLE_MINUTES, operatorMessages } from '@microreach/domain/operators';
import { eq, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorSessions, users } from '#server/db/schema/index.ts';
import {
  callAs,
  createTestApp,
  randomIp,
  sessionCookie,
  signInOperator,
  signUpBusiness,
  signUpCreator,
  TEST_PASSWORD,
  type TestApp,
  type TestOperator,
  type TestUser,
  uniqueEmail,
} from '#server/test/harness.ts';
import { addOperator, removeOperator } from './operator-accounts.service.ts';

const signIn = (app: TestApp, email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/ops/sign-in', remoteAddress: randomIp(), payload: { email, password } });

const setupToken = async (app: TestApp, email: string) =>
  new URL((await addOperator(app.db, email, 'http://localhost:3000')).link).searchParams.get('token') ?? '';

describe('operators without a second factor (development and tests)', () => {
  let app: TestApp;
  let business: TestUser;
  let creator: TestUser;
  beforeAll(async () => {
    app = await createTestApp({ operatorSecondFactor: false });
    [business, creator] = await Promise.all([signUpBusiness(app), signUpCreator(app)]);
  });
  afterAll(() => app.close());

  it('cannot be made by sign-up', async () => {
    for (const role of ['operator', 'Operator']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        remoteAddress: randomIp(),
        payload: { role, name: 'Sneaky', email: uniqueEmail('sneaky'), password: TEST_PASSWORD },
      });
      expect(res.statusCode).toBe(400);
    }
    const [{ count }] = await app.db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`${users.email} like 'sneaky-%'`);
    expect(count).toBe(0);
  });

  it('sets the password once through the printed link', async () => {
    const email = uniqueEmail('operator');
    const token = await setupToken(app, email);
    const check = await app.inject({ method: 'POST', url: '/api/auth/ops/set-password/check', payload: { token } });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ email });
    // No password yet: signing in fails like a wrong password.
    expect((await signIn(app, email, TEST_PASSWORD)).statusCode).toBe(401);

    const weak = await app.inject({
      method: 'POST',
      url: '/api/auth/ops/set-password',
      payload: { token, password: 'short' },
    });
    expect(weak.statusCode).toBe(400);
    const set = await app.inject({
      method: 'POST',
      url: '/api/auth/ops/set-password',
      payload: { token, password: TEST_PASSWORD },
    });
    expect(set.statusCode).toBe(204);
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/ops/set-password',
      payload: { token, password: `${TEST_PASSWORD}-2` },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(accountLinkMessages.linkInvalid);
    const checkAgain = await app.inject({
      method: 'POST',
      url: '/api/auth/ops/set-password/check',
      payload: { token },
    });
    expect(checkAgain.statusCode).toBe(400);
    expect(checkAgain.json().message).toBe(accountLinkMessages.linkInvalid);
    expect((await signIn(app, email, TEST_PASSWORD)).statusCode).toBe(200);
    // A password reset link is not an operator setup link, nor the other way round.
    const forged = await app.inject({
      method: 'POST',
      url: '/api/auth/ops/set-password/check',
      payload: { token: 'A'.repeat(43) },
    });
    expect(forged.statusCode).toBe(400);
  });

  it('refuses a marketplace account at /ops and an operator at the marketplace sign-in, as a wrong password', async () => {
    const operator = await signInOperator(app);
    const wrong = await signIn(app, operator.email, `${TEST_PASSWORD}-wrong`);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(operatorMessages.signInFailed);
    const marketplace = await signIn(app, business.email, business.password);
    expect(marketplace.statusCode).toBe(401);
    expect(marketplace.json()).toEqual(wrong.json());
    expect(marketplace.headers['set-cookie'] ?? []).not.toContainEqual(expect.stringMatching(/session_token=[^;]/));

    for (const role of ['smb', 'influencer']) {
      const atMarketplace = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        remoteAddress: randomIp(),
        payload: { role, email: operator.email, password: operator.password },
      });
      const wrongPassword = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        remoteAddress: randomIp(),
        payload: { role, email: creator.email, password: `${TEST_PASSWORD}-wrong` },
      });
      expect(atMarketplace.statusCode).toBe(401);
      expect(atMarketplace.json()).toEqual(wrongPassword.json());
      expect(atMarketplace.json().message).toBe(authMessages.invalidCredentials);
    }
  });

  it('signs in at /ops, and the marketplace sees the operator as signed out', async () => {
    const operator = await signInOperator(app);
    const session = await callAs(app, operator, 'GET', '/api/auth/ops/session');
    expect(session.json()).toEqual({
      operator: { id: operator.id, email: operator.email, name: expect.any(String) },
      secondFactor: 'not_required',
    });
    expect((await callAs(app, operator, 'GET', '/api/ops/me')).json()).toMatchObject({ email: operator.email });
    expect((await callAs(app, operator, 'GET', '/api/auth/session')).json().user).toBeNull();
    expect((await callAs(app, operator, 'GET', '/api/me')).statusCode).toBe(401);
    expect((await callAs(app, operator, 'GET', '/api/notifications')).statusCode).toBe(401);
    // Nobody finds an operator's profile.
    expect((await callAs(app, business, 'GET', `/api/profiles/${operator.id}`)).statusCode).toBe(404);
    expect((await callAs(app, creator, 'GET', `/api/profiles/${operator.id}`)).statusCode).toBe(404);
    // Marketplace users read as signed out at /ops.
    expect((await callAs(app, business, 'GET', '/api/auth/ops/session')).json()).toEqual({
      operator: null,
      secondFactor: null,
    });
    // Sign-out works for an operator.
    const out = await callAs(app, operator, 'POST', '/api/auth/sign-out');
    expect(out.statusCode).toBe(204);
    expect((await callAs(app, operator, 'GET', '/api/ops/me')).statusCode).toBe(401);
  });

  it(`ends a session after ${OPERATOR_IDLE_MINUTES} idle minutes`, async () => {
    const idleAt = async (op: TestOperator, minutes: number) =>
      app.db
        .update(operatorSessions)
        .set({ lastSeenAt: sql`now() - make_interval(mins => ${minutes})` })
        .where(eq(operatorSessions.userId, op.id));
    const operator = await signInOperator(app);
    await idleAt(operator, OPERATOR_IDLE_MINUTES - 1);
    expect((await callAs(app, operator, 'GET', '/api/ops/me')).statusCode).toBe(200);
    // The request above marked it seen again.
    const [seen] = await app.db
      .select({ fresh: sql<boolean>`${operatorSessions.lastSeenAt} > now() - interval '1 minute'` })
      .from(operatorSessions)
      .where(eq(operatorSessions.userId, operator.id));
    expect(seen.fresh).toBe(true);

    await idleAt(operator, OPERATOR_IDLE_MINUTES + 1);
    const idle = await callAs(app, operator, 'GET', '/api/ops/me');
    expect(idle.statusCode).toBe(401);
    expect(idle.json()).toMatchObject({ code: 'UNAUTHORIZED', message: operatorMessages.sessionIdle });
    // The session is over: even after "activity" it stays signed out.
    expect((await callAs(app, operator, 'GET', '/api/auth/ops/session')).json().operator).toBeNull();
    expect(await app.db.select().from(operatorSessions).where(eq(operatorSessions.userId, operator.id))).toEqual([]);

    const second = await signInOperator(app, uniqueEmail('operator'));
    await idleAt(second, OPERATOR_IDLE_MINUTES + 1);
    expect((await callAs(app, second, 'GET', '/api/auth/ops/session')).json()).toEqual({
      operator: null,
      secondFactor: null,
    });
    expect((await callAs(app, second, 'GET', '/api/ops/me')).statusCode).toBe(401);
  });

  it('removes an operator and ends its sessions; refuses to remove a marketplace account', async () => {
    const operator = await signInOperator(app);
    await removeOperator(app.db, operator.email);
    expect((await callAs(app, operator, 'GET', '/api/ops/me')).statusCode).toBe(401);
    await expect(removeOperator(app.db, business.email)).rejects.toThrow(/not an operator/);
    await expect(addOperator(app.db, creator.email, 'http://x')).rejects.toThrow(/marketplace account/);
    expect((await callAs(app, business, 'GET', '/api/me')).statusCode).toBe(200);
  });

  it('answers every /api/ops route to anyone but an operator exactly as a missing route', async () => {
    const operator = await signInOperator(app);
    const opsRoutes = app.apiRoutes.filter((r) => r.url.startsWith('/api/ops/'));
    expect(opsRoutes.map((r) => `${r.method} ${r.url}`)).toContain('GET /api/ops/me');
    const normalise = (body: string, url: string) => body.replaceAll(url, '<path>');
    for (const route of opsRoutes) {
      const url = route.url.replaceAll(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000');
      const missing = `/api/ops/no-such-route-${route.method.toLowerCase()}`;
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const payload = method === 'GET' || method === 'DELETE' ? undefined : {};
      for (const who of [null, business, creator]) {
        const got = await callAs(app, who, method, url, payload);
        const expected = await callAs(app, who, method, missing, payload);
        expect(got.statusCode, `${route.method} ${route.url}`).toBe(expected.statusCode);
        expect(normalise(got.body, url), `${route.method} ${route.url}`).toBe(normalise(expected.body, missing));
      }
      // An operator reaches the route: whatever it answers (a 404 of a record that does not exist included), it is
      // not the router's answer for a missing route.
      const asOperator = await callAs(app, operator, method, url, payload);
      const missingAsOperator = await callAs(app, operator, method, missing, payload);
      expect(normalise(asOperator.body, url), `${route.method} ${route.url} as operator`).not.toBe(
        normalise(missingAsOperator.body, missing),
      );
    }
  });
});

describe('operators in production: a TOTP second factor', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ operatorSecondFactor: true });
  });
  afterAll(() => app.close());

  const totpOf = (secret: string) =>
    new TOTP({ issuer: 'MicroReach', algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });

  it('is set up at the first sign-in, required before any /api/ops route, and each code works once', async () => {
    const operator = await signInOperator(app);
    expect((await callAs(app, operator, 'GET', '/api/auth/ops/session')).json().secondFactor).toBe('setup');
    const blocked = await callAs(app, operator, 'GET', '/api/ops/me');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({
      code: 'SECOND_FACTOR_REQUIRED',
      message: operatorMessages.secondFactorRequired,
    });

    const setup = await callAs(app, operator, 'POST', '/api/auth/ops/second-factor/setup');
    expect(setup.statusCode).toBe(200);
    const { otpauthUri, secret, qrSvg } = setup.json();
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/MicroReach:/);
    expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(decodeURIComponent(otpauthUri)).toContain(operator.email);
    // Asked again before a code was entered: the same secret (a reload shows the same QR code).
    expect((await callAs(app, operator, 'POST', '/api/auth/ops/second-factor/setup')).json().secret).toBe(secret);

    const wrong = await callAs(app, operator, 'POST', '/api/auth/ops/second-factor', {
      code: '000000' === totpOf(secret).generate() ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(operatorMessages.secondFactorWrong);

    const code = totpOf(secret).generate();
    const passed = await callAs(app, operator, 'POST', '/api/auth/ops/second-factor', { code });
    expect(passed.statusCode).toBe(200);
    expect(passed.json().secondFactor).toBe('passed');
    expect((await callAs(app, operator, 'GET', '/api/ops/me')).statusCode).toBe(200);
    // Set up now: no new secret.
    expect((await callAs(app, operator, 'POST', '/api/auth/ops/second-factor/setup')).statusCode).toBe(409);

    // The next sign-in asks for a code; the one just used is refused.
    const next = await signIn(app, operator.email, operator.password);
    expect(next.json().secondFactor).toBe('verify');
    const nextSession = { ...operator, cookie: sessionCookie(next.headers['set-cookie']) };
    const reused = await callAs(app, nextSession, 'POST', '/api/auth/ops/second-factor', { code });
    expect(reused.statusCode).toBe(400);
    expect((await callAs(app, nextSession, 'GET', '/api/ops/me')).statusCode).toBe(403);
  });

  it('refuses codes after 5 wrong ones in 15 minutes', async () => {
    const operator = await signInOperator(app);
    const { secret } = (await callAs(app, operator, 'POST', '/api/auth/ops/second-factor/setup')).json();
    const right = totpOf(secret).generate();
    const wrongCode = right === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) {
      expect((await callAs(app, operator, 'POST', '/api/auth/ops/second-factor', { code: wrongCode })).statusCode).toBe(
        400,
      );
    }
    const limited = await callAs(app, operator, 'POST', '/api/auth/ops/second-factor', { code: right });
    expect(limited.statusCode).toBe(429);
    expect((await callAs(app, operator, 'GET', '/api/ops/me')).statusCode).toBe(403);
  });

  it('keeps the second-factor routes to operators', async () => {
    const business = await signUpBusiness(app);
    for (const who of [null, business]) {
      expect((await callAs(app, who, 'POST', '/api/auth/ops/second-factor/setup')).statusCode).toBe(401);
      expect((await callAs(app, who, 'POST', '/api/auth/ops/second-factor', { code: '123456' })).statusCode).toBe(401);
    }
  });
});
