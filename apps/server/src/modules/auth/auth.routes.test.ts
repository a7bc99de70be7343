import { DAY_MS } from '@microreach/domain/calendar';
import { roleMismatchMessage } from '@microreach/domain/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAccounts, authSessions, authUsers, users } from '#server/db/schema/index.ts';
import { hashPassword } from '#server/lib/password.ts';
import {
  createTestApp,
  randomIp,
  sessionCookie,
  signUpBusiness,
  signUpCreator,
  TEST_PASSWORD,
  type TestApp,
  uniqueEmail,
} from '#server/test/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const post = (url: string, payload: unknown, extra: { cookie?: string; ip?: string; origin?: string } = {}) =>
  app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    remoteAddress: extra.ip ?? randomIp(),
    headers: { ...(extra.cookie ? { cookie: extra.cookie } : {}), ...(extra.origin ? { origin: extra.origin } : {}) },
  });
const getMe = (cookie: string) => app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });

describe('sign-up', () => {
  it('creates a business with its company name and signs it in with a hardened session cookie', async () => {
    const email = uniqueEmail('biz');
    const res = await post('/api/auth/sign-up', {
      role: 'smb',
      email: email.toUpperCase(),
      password: TEST_PASSWORD,
      name: 'Dana Roaster',
      companyName: 'Bean There Coffee',
      location: 'Austin, TX',
      instagram: '@beanthere',
      websitePortfolio: 'https://beanthere.example',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({
      email,
      name: 'Dana Roaster',
      role: 'SMB',
      companyName: 'Bean There Coffee',
    });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/microreach\.session_token=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);

    const me = await getMe(sessionCookie(res.headers['set-cookie']));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      email,
      role: 'SMB',
      companyName: 'Bean There Coffee',
      location: 'Austin, TX',
      instagram: 'beanthere', // stored bare, as the profile settings store it
      websitePortfolio: 'https://beanthere.example',
      dateOfBirth: null,
    });
  });

  it('creates an influencer with date of birth, content types, industries and the twitter/youtube links', async () => {
    const res = await post('/api/auth/sign-up', {
      role: 'influencer',
      email: uniqueEmail('creator'),
      password: TEST_PASSWORD,
      name: 'Mia Lens',
      dateOfBirth: '1998-04-12',
      preferredContentTypes: ['unboxing', 'tutorials'],
      preferredIndustries: ['technology'],
      tiktok: '@mialens',
      twitter: '@mia',
      youtube: 'https://youtube.com/@mia',
    });
    expect(res.statusCode).toBe(201);
    const me = (await getMe(sessionCookie(res.headers['set-cookie']))).json();
    expect(me).toMatchObject({
      role: 'Influencer',
      companyName: null,
      dateOfBirth: '1998-04-12',
      preferredContentTypes: ['unboxing', 'tutorials'],
      preferredIndustry: ['technology'],
      tiktok: 'mialens',
      twitter: '@mia',
      youtube: 'https://youtube.com/@mia',
    });
  });

  it('refuses a common password with the reasons and creates nothing', async () => {
    const email = uniqueEmail('weak');
    const res = await post('/api/auth/sign-up', {
      role: 'smb',
      email,
      password: 'password123',
      name: 'W',
      companyName: 'W Co',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('WEAK_PASSWORD');
    expect(body.reasons.length).toBeGreaterThan(0);
    expect(body.message).toContain(body.reasons[0]);
    expect(await app.db.select().from(authUsers).where(eq(authUsers.email, email))).toHaveLength(0);
  });

  it.each([
    ['too short', 'Ab1!xyz'],
    ['too long', 'x'.repeat(129)],
  ])('refuses a password that is %s', async (_label, password) => {
    const email = uniqueEmail('len');
    const res = await post('/api/auth/sign-up', { role: 'smb', email, password, name: 'L', companyName: 'L Co' });
    expect(res.statusCode).toBe(400);
    expect(await app.db.select().from(authUsers).where(eq(authUsers.email, email))).toHaveLength(0);
  });

  it('refuses a business without a company name and an unknown content type', async () => {
    const noCompany = await post('/api/auth/sign-up', {
      role: 'smb',
      email: uniqueEmail(),
      password: TEST_PASSWORD,
      name: 'N',
    });
    expect(noCompany.statusCode).toBe(400);
    const badType = await post('/api/auth/sign-up', {
      role: 'influencer',
      email: uniqueEmail(),
      password: TEST_PASSWORD,
      name: 'N',
      preferredContentTypes: ['dancing'],
    });
    expect(badType.statusCode).toBe(400);
  });

  it('makes no second account with the same email, answering as a new sign-up (no enumeration, issue 27)', async () => {
    const first = await signUpCreator(app);
    const res = await post('/api/auth/sign-up', {
      role: 'influencer',
      email: first.email,
      password: TEST_PASSWORD,
      name: 'Copy',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ email: first.email, name: 'Copy', emailConfirmed: false });
    expect(res.json().user.id).not.toBe(first.user.id);
    expect(await app.db.select().from(users).where(eq(users.email, first.email))).toHaveLength(1);
    // The cookie it carries opens nothing.
    expect((await getMe(sessionCookie(res.headers['set-cookie']))).statusCode).toBe(401);
  });

  it('creates the auth user and the profile in one transaction: a failing profile leaves no auth user', async () => {
    // A profile row already holds this email under another auth user, so the profile insert fails.
    const email = uniqueEmail('orphan');
    const [other] = await app.db
      .insert(authUsers)
      .values({ name: 'Other', email: uniqueEmail('other') })
      .returning();
    await app.db.insert(users).values({ id: other.id, email, name: 'Other', role: 'Influencer' });

    const res = await post('/api/auth/sign-up', { role: 'influencer', email, password: TEST_PASSWORD, name: 'New' });
    // Answered as any taken address is (issue 27), with nothing left behind.
    expect(res.statusCode).toBe(201);
    expect((await getMe(sessionCookie(res.headers['set-cookie']))).statusCode).toBe(401);
    expect(await app.db.select().from(authUsers).where(eq(authUsers.email, email))).toHaveLength(0);
    expect(await app.db.select().from(authAccounts).where(eq(authAccounts.userId, other.id))).toHaveLength(0);
  });
});

describe('sign-in', () => {
  it('signs a business in on the business tab', async () => {
    const biz = await signUpBusiness(app);
    const res = await post('/api/auth/sign-in', { role: 'smb', email: biz.email, password: biz.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: biz.user.id, role: 'SMB' });
    expect((await getMe(sessionCookie(res.headers['set-cookie']))).statusCode).toBe(200);
  });

  it.each([
    ['influencer', 'smb', 'SMB'],
    ['smb', 'influencer', 'Influencer'],
  ] as const)(
    'refuses a %s tab for a %s account with the spec message, creating no session and ending none',
    async (tab, _r, role) => {
      const account = role === 'SMB' ? await signUpBusiness(app) : await signUpCreator(app);
      const sessionsBefore = await app.db.select().from(authSessions).where(eq(authSessions.userId, account.user.id));
      const res = await post('/api/auth/sign-in', { role: tab, email: account.email, password: account.password });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(roleMismatchMessage(role));
      expect(res.json().message).toBe(
        role === 'SMB'
          ? 'This account is registered as a Business. Please use the correct login page.'
          : 'This account is registered as an Influencer. Please use the correct login page.',
      );
      expect(String(res.headers['set-cookie'] ?? '')).not.toMatch(/session_token=[^;]/);
      const sessionsAfter = await app.db.select().from(authSessions).where(eq(authSessions.userId, account.user.id));
      expect(sessionsAfter.map((x) => x.id).sort()).toEqual(sessionsBefore.map((x) => x.id).sort());
      // The account's existing session (from sign-up) still works.
      expect((await getMe(account.cookie)).statusCode).toBe(200);
    },
  );

  it('refuses an account that has no marketplace profile, leaving no session', async () => {
    const email = uniqueEmail('noprofile');
    const [authUser] = await app.db.insert(authUsers).values({ name: 'Ghost', email }).returning();
    await app.db.insert(authAccounts).values({
      accountId: authUser.id,
      providerId: 'credential',
      userId: authUser.id,
      password: await hashPassword(TEST_PASSWORD),
    });
    const res = await post('/api/auth/sign-in', { role: 'smb', email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'PROFILE_MISSING',
      message: 'Failed to verify user role: User not found',
    });
    expect(await app.db.select().from(authSessions).where(eq(authSessions.userId, authUser.id))).toHaveLength(0);
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const creator = await signUpCreator(app);
    const wrong = await post('/api/auth/sign-in', {
      role: 'influencer',
      email: creator.email,
      password: 'nope-nope-nope',
    });
    const unknown = await post('/api/auth/sign-in', {
      role: 'influencer',
      email: uniqueEmail(),
      password: 'nope-nope',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid email or password');
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('cannot be locked out by others: after 10 wrong passwords from 10 addresses, the owner signs in from a fresh one', async () => {
    const creator = await signUpCreator(app);
    for (let i = 0; i < 10; i++) {
      const res = await post('/api/auth/sign-in', { role: 'influencer', email: creator.email, password: `wrong-${i}` });
      expect(res.statusCode).toBe(401);
    }
    const owner = await post('/api/auth/sign-in', {
      role: 'influencer',
      email: creator.email,
      password: creator.password,
    });
    expect(owner.statusCode).toBe(200);
  });

  it('gives one address 5 tries at one account, then refuses it even the right password', async () => {
    const creator = await signUpCreator(app);
    const ip = randomIp();
    for (let i = 0; i < 5; i++) {
      const res = await post(
        '/api/auth/sign-in',
        { role: 'influencer', email: creator.email, password: `w-${i}` },
        { ip },
      );
      expect(res.statusCode).toBe(401);
    }
    const refused = await post(
      '/api/auth/sign-in',
      { role: 'influencer', email: creator.email, password: creator.password },
      { ip },
    );
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('makes addresses that failed wait out a delay that grows with every failure on the account', async () => {
    const creator = await signUpCreator(app);
    const attacker = randomIp();
    const wrong = (ip?: string) =>
      post('/api/auth/sign-in', { role: 'influencer', email: creator.email, password: `x-${Math.random()}` }, { ip });
    expect((await wrong(attacker)).statusCode).toBe(401);
    // Five failures in all (the threshold): the account's delay starts.
    for (let i = 0; i < 4; i++) expect((await wrong()).statusCode).toBe(401);
    const first = await wrong(attacker);
    expect(first.statusCode).toBe(429);
    const firstWait = Number(first.headers['retry-after']);
    expect(firstWait).toBeGreaterThan(0);
    // More failures from fresh addresses are still checked (401), and each one lengthens the delay.
    for (let i = 0; i < 3; i++) expect((await wrong()).statusCode).toBe(401);
    const later = await post(
      '/api/auth/sign-in',
      { role: 'influencer', email: creator.email, password: creator.password },
      { ip: attacker },
    );
    expect(later.statusCode).toBe(429);
    expect(Number(later.headers['retry-after'])).toBeGreaterThan(firstWait);
    // The owner, from an address that has not failed, is let in.
    const owner = await post('/api/auth/sign-in', {
      role: 'influencer',
      email: creator.email,
      password: creator.password,
    });
    expect(owner.statusCode).toBe(200);
  });

  it('counts each attempt before checking the password, so a parallel burst cannot get past the limit', async () => {
    const creator = await signUpCreator(app);
    const ip = randomIp();
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        post('/api/auth/sign-in', { role: 'influencer', email: creator.email, password: `guess-${i}` }, { ip }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(11);
  });

  it('gives a successful sign-in its attempt back', async () => {
    const creator = await signUpCreator(app);
    const ip = randomIp();
    for (let i = 0; i < 12; i++) {
      const res = await post(
        '/api/auth/sign-in',
        { role: 'influencer', email: creator.email, password: creator.password },
        { ip },
      );
      expect(res.statusCode).toBe(200);
    }
  });

  it('limits failed sign-ins per IP across accounts', async () => {
    const ip = randomIp();
    for (let i = 0; i < 30; i++) {
      const res = await post(
        '/api/auth/sign-in',
        { role: 'smb', email: uniqueEmail(), password: 'wrong-pass' },
        { ip },
      );
      expect(res.statusCode).toBe(401);
    }
    const biz = await signUpBusiness(app);
    const blocked = await post('/api/auth/sign-in', { role: 'smb', email: biz.email, password: biz.password }, { ip });
    expect(blocked.statusCode).toBe(429);
    const elsewhere = await post('/api/auth/sign-in', { role: 'smb', email: biz.email, password: biz.password });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('limits sign-ups per IP', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await post(
        '/api/auth/sign-up',
        {
          role: 'influencer',
          email: uniqueEmail(),
          password: 'password123' /* refused by the policy, still counted */,
          name: 'R',
        },
        { ip },
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('session', () => {
  it('reports the signed-in user, and null when signed out', async () => {
    const creator = await signUpCreator(app);
    const signedIn = await app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: creator.cookie } });
    expect(signedIn.json().user).toMatchObject({ id: creator.user.id, role: 'Influencer' });
    const anonymous = await app.inject({ method: 'GET', url: '/api/auth/session' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ user: null, suspension: null });
  });

  it('sign-out deletes the session on the server, so the old cookie stops working', async () => {
    const biz = await signUpBusiness(app);
    expect((await getMe(biz.cookie)).statusCode).toBe(200);
    const res = await post('/api/auth/sign-out', {}, { cookie: biz.cookie });
    expect(res.statusCode).toBe(204);
    expect(String(res.headers['set-cookie'])).toMatch(/session_token=;|Max-Age=0/);
    expect(await app.db.select().from(authSessions).where(eq(authSessions.userId, biz.user.id))).toHaveLength(0);
    expect((await getMe(biz.cookie)).statusCode).toBe(401);
  });

  it('renews a session that has been used for more than a day', async () => {
    const creator = await signUpCreator(app);
    const aged = new Date(Date.now() + 5 * DAY_MS); // 7-day session created two days ago
    await app.db.update(authSessions).set({ expiresAt: aged }).where(eq(authSessions.userId, creator.user.id));
    const res = await getMe(creator.cookie);
    expect(res.statusCode).toBe(200);
    const [session] = await app.db.select().from(authSessions).where(eq(authSessions.userId, creator.user.id));
    expect(session.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * DAY_MS);
    expect(String(res.headers['set-cookie'])).toMatch(/microreach\.session_token=/);
  });

  it('refuses an expired session', async () => {
    const creator = await signUpCreator(app);
    await app.db
      .update(authSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authSessions.userId, creator.user.id));
    expect((await getMe(creator.cookie)).statusCode).toBe(401);
  });

  it('refuses a cross-origin call however the path is spelled', async () => {
    const biz = await signUpBusiness(app);
    const encoded = await app.inject({
      method: 'POST',
      url: '/%61pi/auth/sign-out',
      headers: { cookie: biz.cookie, origin: 'https://evil.example' },
      payload: {},
    });
    expect(encoded.statusCode).toBe(403);
    expect((await getMe(biz.cookie)).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/%61pi/me' })).statusCode).toBe(401);
  });

  it("accepts the app's own origin when a proxy has rewritten Host", async () => {
    const biz = await signUpBusiness(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: biz.cookie, origin: 'http://localhost:3000', host: 'internal-app:8080' },
      payload: {},
    });
    expect(res.statusCode).toBe(204);
  });

  it('refuses a state-changing call from another origin', async () => {
    const biz = await signUpBusiness(app);
    const res = await post('/api/auth/sign-out', {}, { cookie: biz.cookie, origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect((await getMe(biz.cookie)).statusCode).toBe(200);
  });
});

describe('behind a proxy (TRUST_PROXY=1)', () => {
  it('keys the per-IP limit on the address the proxy saw, not on what the client wrote', async () => {
    const proxied = await createTestApp({
      trustProxy: 1,
      authLimits: { signInPerIp: { max: 2, windowSeconds: 60 } },
    });
    try {
      const real = randomIp();
      const attempt = (spoofed: string) =>
        proxied.inject({
          method: 'POST',
          url: '/api/auth/sign-in',
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': `${spoofed}, ${real}` },
          payload: { role: 'smb', email: uniqueEmail(), password: 'wrong-pass' },
        });
      const statuses = [];
      for (const spoofed of ['203.0.113.1', '203.0.113.2', '203.0.113.3'])
        statuses.push((await attempt(spoofed)).statusCode);
      expect(statuses).toEqual([401, 401, 429]);
    } finally {
      await proxied.close();
    }
  });
});

describe('secure cookies', () => {
  it('marks the session cookie Secure when the app is served over https', async () => {
    const httpsApp = await createTestApp({ appUrl: 'https://microreach.example' });
    try {
      const res = await httpsApp.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        remoteAddress: randomIp(),
        payload: { role: 'influencer', email: uniqueEmail(), password: TEST_PASSWORD, name: 'S' },
      });
      expect(res.statusCode).toBe(201);
      expect(String(res.headers['set-cookie'])).toMatch(/; Secure/i);
    } finally {
      await httpsApp.close();
    }
  });
});
