// Accounts created before Argon2id keep signing in, and their first successful sign-in moves them to Argon2id.
// This app uses the production hasher (OWASP cost), as the server does.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAccounts } from '#server/db/schema/index.ts';
import { defaultPasswordHasher, verifyPassword } from '#server/lib/password.ts';
import { createTestApp, randomIp, signUpCreator, TEST_PASSWORD, type TestApp } from '#server/test/harness.ts';

// TEST_PASSWORD hashed by the scrypt hasher used before Argon2id (N=2^17, r=8, p=1).
const OLD_SCRYPT_HASH =
  'scrypt$131072$8$1$ly9M+Kw9M5K41f/64rIMWQ==$wihIxDH+CR7xqPVZzEeX8bXCBh+YqYoVqUsLnXNTUIE1BQJjBnglTmq7E2Vl7lE6TAD6JEQYRMYV9KaASXt6OA==';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ passwordHasher: defaultPasswordHasher });
});
afterAll(() => app.close());

const signIn = (email: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    remoteAddress: randomIp(),
    payload: { role: 'influencer', email, password },
  });

async function storedHash(userId: string): Promise<string> {
  const [row] = await app.db
    .select({ password: authAccounts.password })
    .from(authAccounts)
    .where(and(eq(authAccounts.userId, userId), eq(authAccounts.providerId, 'credential')));
  return row.password!;
}

describe('password hashes from before Argon2id', () => {
  it('are refused for a wrong password, left as they are, and replaced by Argon2id at the first sign-in', async () => {
    const creator = await signUpCreator(app);
    expect(await storedHash(creator.user.id)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await app.db
      .update(authAccounts)
      .set({ password: OLD_SCRYPT_HASH })
      .where(eq(authAccounts.userId, creator.user.id));

    const wrong = await signIn(creator.email, 'violet-harbor-lantern-43');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid email or password');
    expect(await storedHash(creator.user.id)).toBe(OLD_SCRYPT_HASH);

    const right = await signIn(creator.email, TEST_PASSWORD);
    expect(right.statusCode).toBe(200);
    const rehashed = await storedHash(creator.user.id);
    expect(rehashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(rehashed, TEST_PASSWORD)).toBe(true);

    // Now current: signing in again keeps the hash; a wrong password is still refused.
    expect((await signIn(creator.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect(await storedHash(creator.user.id)).toBe(rehashed);
    expect((await signIn(creator.email, 'violet-harbor-lantern-43')).statusCode).toBe(401);
  });
});
