// An operator for tests (issue 28): a marketplace sign-up turned into an operator account, signed in at /ops.
import { eq } from 'drizzle-orm';
import { users } from '#server/db/schema/index.ts';
import { randomIp, sessionCookie, signUpCreator, type TestApp, type TestUser } from '../harness.ts';

export async function createOperator(app: TestApp): Promise<TestUser> {
  const made = await signUpCreator(app, { name: 'Olive Operator' });
  const announced = app.sessionCache.announcement(made.user.id, 5_000);
  await app.db.update(users).set({ role: 'Operator', companyName: null }).where(eq(users.id, made.user.id));
  await announced;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/ops/sign-in',
    remoteAddress: randomIp(),
    payload: { email: made.email, password: made.password },
  });
  if (res.statusCode !== 200) throw new Error(`operator sign-in failed: ${res.statusCode} ${res.body}`);
  return { ...made, cookie: sessionCookie(res.headers['set-cookie']) };
}
