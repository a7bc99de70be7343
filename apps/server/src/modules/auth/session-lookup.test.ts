import { createHmac } from 'node:crypto';
import { DAY_MS } from '@microreach/domain/calendar';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '#server/db/client.ts';
import { authSessions, users } from '#server/db/schema/index.ts';
import { createTestApp, randomIp, signUpBusiness, signUpCreator, type TestApp } from '#server/test/harness.ts';
import { SESSION_MAX_AGE_SECONDS, SESSION_RENEW_AFTER_SECONDS } from './better-auth.ts';
import { cookieValue, createSessionLookup, isDueForRenewal, verifiedToken } from './session-lookup.ts';

const sign = (token: string, secret: string) =>
  `${token}.${createHmac('sha256', secret).update(token).digest('base64')}`;

describe('the signed session cookie', () => {
  const secret = 'a-secret-of-some-length-0123456789';

  it('gives the token only when the signature is the secret’s', () => {
    expect(verifiedToken(sign('abc123', secret), secret)).toBe('abc123');
    expect(verifiedToken(sign('abc123', 'another-secret-0123456789012345'), secret)).toBeNull();
    expect(verifiedToken(sign('abc123', secret).replace('abc123', 'abc124'), secret)).toBeNull();
    expect(verifiedToken('abc123', secret)).toBeNull();
    expect(verifiedToken('abc123.short=', secret)).toBeNull();
    expect(verifiedToken(`.${sign('x', secret).split('.')[1]}`, secret)).toBeNull();
  });

  it('reads one cookie from a header, decoded, the first of its name', () => {
    const header = `a=1; microreach.session_token=${encodeURIComponent('t.sig+/=')}; microreach.session_token=second`;
    expect(cookieValue(header, 'microreach.session_token')).toBe('t.sig+/=');
    expect(cookieValue('x="quoted"', 'x')).toBe('quoted');
    expect(cookieValue('x=%E0%A4%A', 'x')).toBe('%E0%A4%A');
    expect(cookieValue('a=1', 'microreach.session_token')).toBeUndefined();
  });

  it('is due for renewal once used for more than its update age', () => {
    const now = Date.UTC(2026, 10, 24);
    const issuedAt = (ageSeconds: number) => new Date(now + (SESSION_MAX_AGE_SECONDS - ageSeconds) * 1000);
    expect(isDueForRenewal(issuedAt(SESSION_RENEW_AFTER_SECONDS - 1), now)).toBe(false);
    expect(isDueForRenewal(issuedAt(SESSION_RENEW_AFTER_SECONDS), now)).toBe(true);
  });
});

describe('the one-query session lookup', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('finds the profile of a live session, and leaves every other case to better-auth', async () => {
    const lookup = await createSessionLookup(app.db, app.auth);
    const creator = await signUpCreator(app);
    expect(await lookup.find(creator.cookie)).toMatchObject({ id: creator.user.id, role: 'Influencer' });

    // A tampered token, a cookie of another name, nothing.
    const [name, value] = creator.cookie.split('=');
    const decoded = decodeURIComponent(value);
    const forged = `${name}=${encodeURIComponent(`x${decoded}`)}`;
    expect(await lookup.find(forged)).toBeUndefined();
    expect(await lookup.find(`other=${value}`)).toBeUndefined();

    // Due for renewal: better-auth renews it and re-sends the cookie.
    await app.db
      .update(authSessions)
      .set({ expiresAt: new Date(Date.now() + 5 * DAY_MS) })
      .where(eq(authSessions.userId, creator.user.id));
    expect(await lookup.find(creator.cookie)).toBeUndefined();

    // Expired, then revoked.
    await app.db
      .update(authSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authSessions.userId, creator.user.id));
    expect(await lookup.find(creator.cookie)).toBeUndefined();
    await app.db.delete(authSessions).where(eq(authSessions.userId, creator.user.id));
    expect(await lookup.find(creator.cookie)).toBeUndefined();
  });

  it('refuses a signed-out session at once on another app server', async () => {
    // Two app servers on one database: on PostgreSQL each with its own pool, as two processes would have.
    const url = process.env.DATABASE_URL;
    const database = url
      ? await openDatabase({ engine: 'postgres', url, poolSize: 2 })
      : await openDatabase({ engine: 'pglite', dataDir: null });
    await database.migrate();
    const second = url ? await openDatabase({ engine: 'postgres', url, poolSize: 2 }) : null;
    const one = await createTestApp({ database, closeDatabase: false });
    const two = await createTestApp({ database: second ?? database, closeDatabase: false });
    try {
      const business = await signUpBusiness(one);
      const me = (server: TestApp) =>
        server.inject({ method: 'GET', url: '/api/me', headers: { cookie: business.cookie } });
      expect((await me(two)).statusCode).toBe(200);
      expect((await me(two)).statusCode).toBe(200);
      // The second server hears of the sign-out through the database's announcement: it is refused there as soon as
      // that arrives (NOTIFY's delivery, not a cache's time-to-live, which is 30 s). The first server answered the
      // sign-out only once the announcement had come back to it.
      const heardOnTwo = two.sessionCache.announcement(business.user.id, 5_000);
      const out = await one.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        remoteAddress: randomIp(),
        headers: { cookie: business.cookie },
        payload: {},
      });
      expect(out.statusCode).toBe(204);
      expect((await me(one)).statusCode).toBe(401);
      await heardOnTwo;
      expect((await me(two)).statusCode).toBe(401);

      // A change to the user's role, or a session revoked by deleting its row, is seen there the same way.
      const creator = await signUpCreator(one);
      const as = (server: TestApp, url: string) =>
        server.inject({ method: 'GET', url, headers: { cookie: creator.cookie } });
      expect((await as(two, '/api/me')).json().role).toBe('Influencer');
      expect((await as(two, '/api/me')).json().role).toBe('Influencer');
      expect((await as(two, '/api/business/dashboard')).statusCode).toBe(403);
      const roleHeard = two.sessionCache.announcement(creator.user.id, 5_000);
      await one.db
        .update(users)
        .set({ role: 'SMB', companyName: 'Now A Business' })
        .where(eq(users.id, creator.user.id));
      await roleHeard;
      expect((await as(two, '/api/me')).json().role).toBe('SMB');
      expect((await as(two, '/api/business/dashboard')).statusCode).toBe(200);

      // Revoked by deleting the row (an administrator, or "sign out everywhere"), on the first server's connection.
      const revokeHeard = two.sessionCache.announcement(creator.user.id, 5_000);
      await one.db.delete(authSessions).where(eq(authSessions.userId, creator.user.id));
      await revokeHeard;
      expect((await as(two, '/api/me')).statusCode).toBe(401);
    } finally {
      await one.close();
      await two.close();
      await second?.close();
      await database.close();
    }
  });

  it('answers a cached session without the database, and only until a change is announced', async () => {
    const database = process.env.DATABASE_URL
      ? await openDatabase({ engine: 'postgres', url: process.env.DATABASE_URL, poolSize: 2 })
      : await openDatabase({ engine: 'pglite', dataDir: null });
    await database.migrate();
    const server = await createTestApp({ database, closeDatabase: false });
    try {
      const creator = await signUpCreator(server);
      const me = () => server.inject({ method: 'GET', url: '/api/me', headers: { cookie: creator.cookie } });
      expect((await me()).statusCode).toBe(200);
      // The session row goes without its announcement (triggers off for this one transaction, as replication
      // would apply it): the cache still knows the session. This is the cache at work, not how a session ends.
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.delete(authSessions).where(eq(authSessions.userId, creator.user.id));
      });
      expect((await me()).statusCode).toBe(200);
      // Any announced change to the user drops it; the database then says the session is gone.
      const heard = server.sessionCache.announcement(creator.user.id, 5_000);
      await database.db.update(users).set({ bio: 'changed' }).where(eq(users.id, creator.user.id));
      await heard;
      expect((await me()).statusCode).toBe(401);
    } finally {
      await server.close();
      await database.close();
    }
  });

  it("reads a user's own change at once on the server that made it, without waiting for the announcement", async () => {
    const server = await createTestApp();
    try {
      const creator = await signUpCreator(server);
      const session = () =>
        server.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie: creator.cookie } });
      expect((await session()).json().user.name).not.toBe('Renamed Now');
      const forget = vi.spyOn(server.sessionCache, 'forget');
      const changed = await server.inject({
        method: 'PATCH',
        url: '/api/me',
        headers: { cookie: creator.cookie },
        payload: { name: 'Renamed Now' },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(forget).toHaveBeenCalledWith(creator.user.id);
      expect((await session()).json().user.name).toBe('Renamed Now');
    } finally {
      await server.close();
    }
  });
});
