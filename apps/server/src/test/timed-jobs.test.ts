// The sweeps scheduled every 10 minutes (plugins/jobs.ts): expired sessions, rate-limit windows and idempotency keys
// are deleted, and nothing that is still alive.
import { HOUR_MS } from '@microreach/domain/calendar';
import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions, idempotencyKeys, rateLimits } from '../db/schema/index.ts';
import { sweepIdempotencyKeys } from '../lib/idempotency.ts';
import { sweep } from '../modules/auth/rate-limit.ts';
import { createTestApp, signUpCreator, type TestApp } from './harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const hoursAgo = (h: number) => new Date(Date.now() - h * HOUR_MS);

describe('periodic clean-up', () => {
  it('deletes sessions a day past their expiry and rate-limit windows an hour past their end, and keeps the rest', async () => {
    const creator = await signUpCreator(app);
    const tag = `sweep-${crypto.randomUUID()}`;
    const sessions = [
      { token: `${tag}-dead`, userId: creator.user.id, expiresAt: hoursAgo(25) },
      { token: `${tag}-recent`, userId: creator.user.id, expiresAt: hoursAgo(2) },
      { token: `${tag}-alive`, userId: creator.user.id, expiresAt: hoursAgo(-24) },
    ];
    await app.db.insert(authSessions).values(sessions);
    await app.db.insert(rateLimits).values([
      { key: `${tag}:old`, count: 3, resetAt: hoursAgo(2) },
      { key: `${tag}:open`, count: 3, resetAt: hoursAgo(-1) },
    ]);

    await sweep(app.db);

    const left = await app.db
      .select({ token: authSessions.token })
      .from(authSessions)
      .where(
        inArray(
          authSessions.token,
          sessions.map((s) => s.token),
        ),
      );
    expect(left.map((s) => s.token).sort()).toEqual([`${tag}-alive`, `${tag}-recent`]);
    const windows = await app.db
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, `${tag}:%`));
    expect(windows.map((w) => w.key)).toEqual([`${tag}:open`]);
    // The signed-in session of the sign-up is untouched.
    expect((await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: creator.cookie } })).statusCode).toBe(
      200,
    );
  });

  it('forgets idempotency keys older than a day', async () => {
    const creator = await signUpCreator(app);
    await app.db.insert(idempotencyKeys).values([
      { userId: creator.user.id, key: 'old-key-123', fingerprint: 'f', statusCode: 201, createdAt: hoursAgo(25) },
      { userId: creator.user.id, key: 'new-key-123', fingerprint: 'f', statusCode: 201, createdAt: hoursAgo(1) },
    ]);
    await sweepIdempotencyKeys(app.db);
    const keys = await app.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, creator.user.id));
    expect(keys.map((k) => k.key)).toEqual(['new-key-123']);
  });
});
