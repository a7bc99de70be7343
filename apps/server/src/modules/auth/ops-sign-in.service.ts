// Signing in at /ops (issue 28): only operators, under the marketplace sign-in's limits; a marketplace account, an
// operator without a password yet, and a wrong password all get the same 401.
import type { OpsSession, OpsSignInInput } from '@microreach/domain/operators';
import { operatorMessages } from '@microreach/domain/operators';
import type { UserRow } from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/errors.ts';
import { type AuthDeps, limitedSignIn, rehashIfOutdated, startSession } from './auth.service.ts';
import { opsSessionOf, trackOperatorSession } from './operator-sessions.service.ts';

const isOperator = (profile: UserRow): profile is UserRow => profile.role === 'Operator';

export async function signInOperator(
  deps: AuthDeps,
  input: OpsSignInInput,
  ip: string,
  headers: Headers,
  secondFactorRequired: boolean,
): Promise<{ session: OpsSession; setCookies: string[] }> {
  const started = await limitedSignIn(deps, input.email, ip, () =>
    startSession(deps, input.email, input.password, headers, isOperator),
  ).catch((err: unknown) => {
    if (err instanceof AppError && err.code === 'INVALID_CREDENTIALS') {
      throw new AppError(401, operatorMessages.signInFailed, 'INVALID_CREDENTIALS');
    }
    throw err;
  });
  await rehashIfOutdated(deps, started.profile.id, input.password);
  await trackOperatorSession(deps.db, started.token, started.profile.id);
  const session = await opsSessionOf(deps.db, started.profile, { secondFactorAt: null }, secondFactorRequired);
  return { session, setCookies: started.setCookies };
}
