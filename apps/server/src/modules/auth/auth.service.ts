// Sign-up, sign-in and sign-out: profile creation, role checks and rate limits around better-auth's sessions.
import { randomUUID } from 'node:crypto';
import type { CurrentUser, SignInInput, SignUpData } from '@microreach/domain/auth';
import { toRole } from '@microreach/domain/auth-roles';
import { authMessages, roleMismatchMessage } from '@microreach/domain/messages';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { authAccounts, authSessions, authUsers, type UserRow, users } from '#server/db/schema/index.ts';
import { AppError, badRequest, isUniqueViolation, tooManyRequests } from '#server/lib/errors.ts';
import { isMarketplaceUser } from '#server/lib/marketplace-user.ts';
import type { PasswordHasher } from '#server/lib/password.ts';
import { toCurrentUser } from '#server/modules/profiles/profiles.mapper.ts';
import type { Auth } from './better-auth.ts';
import { isEmailConfirmed, type MailLinkDeps, sendConfirmationEmail } from './email-confirmation.service.ts';
import { decoySessionCookie, decoyUser, mailAccountOwner } from './existing-address-sign-up.ts';
import { passwordWeaknesses } from './password-policy.ts';
import * as rateLimit from './rate-limit.ts';
import { endSession } from './sessions.service.ts';

/**
 * Sign-in limits (docs/decisions/004): brute force is slowed without handing attackers a lockout. One address gets a
 * few tries at one account; one address gets a few dozen failures across accounts; failures on an account from
 * anywhere start a growing delay that addresses under suspicion must wait out, while the owner's correct password
 * from an address that has not failed is still accepted.
 */
export interface AuthLimits {
  /** Failed sign-ins allowed from one address to one account in a window. */
  signInPerAccountAndIp: rateLimit.Limit;
  /** Failed sign-ins allowed per client address, across accounts (credential stuffing). */
  signInPerIp: rateLimit.Limit;
  /** `max` failures on one account (from any address) within the window start the account's growing delay. */
  signInAccountDelay: rateLimit.Limit;
  /** Sign-up attempts allowed per client IP in a window. */
  signUpPerIp: rateLimit.Limit;
  /** Sign-up attempts allowed per email in a window. */
  signUpPerAccount: rateLimit.Limit;
}

export const defaultAuthLimits: AuthLimits = {
  signInPerAccountAndIp: { max: 5, windowSeconds: 15 * 60 },
  signInPerIp: { max: 30, windowSeconds: 15 * 60 },
  signInAccountDelay: { max: 5, windowSeconds: 60 * 60 },
  signUpPerIp: { max: 10, windowSeconds: 60 * 60 },
  signUpPerAccount: { max: 5, windowSeconds: 60 * 60 },
};

/** An address with this many failures (on any accounts) in its window is under suspicion everywhere. */
const SUSPICIOUS_IP_FAILURES = 5;
/** The longest an account's delay grows to. */
const MAX_ACCOUNT_DELAY_SECONDS = 15 * 60;

/** Seconds an account waits after its `failures`-th failure: 2, 4, 8 ... from the threshold on, capped. */
export function accountDelaySeconds(failures: number, threshold: number): number {
  if (failures < threshold) return 0;
  return Math.min(2 ** (failures - threshold + 1), MAX_ACCOUNT_DELAY_SECONDS);
}

export interface AuthDeps extends MailLinkDeps {
  db: Db;
  auth: Auth;
  limits: AuthLimits;
  hasher: PasswordHasher;
}

/** A session that was created: the cookies to send and the user to return. */
export interface SessionResult {
  user: CurrentUser;
  setCookies: string[];
  /** The new session's token, to revoke exactly this session. */
  token: string;
}

async function enforce(db: Db, key: string, limit: rateLimit.Limit, countThisAttempt: boolean) {
  const state = countThisAttempt ? await rateLimit.hit(db, key, limit) : await rateLimit.peek(db, key);
  const over = countThisAttempt ? state.count > limit.max : state.count >= limit.max;
  if (over) throw tooManyRequests(authMessages.tooManyAttempts, state.retryAfterSeconds);
}

/**
 * Creates the account, its profile and its first confirmation email in one transaction, then signs it in. An address
 * that already has an account gets the very same answer (existing-address-sign-up.ts): no one can learn from sign-up
 * whether an address is registered; its owner is mailed instead.
 */
export async function signUp(deps: AuthDeps, input: SignUpData, ip: string, headers: Headers): Promise<SessionResult> {
  const { db, limits } = deps;
  await enforce(db, `signup:ip:${ip}`, limits.signUpPerIp, true);
  await enforce(db, `signup:email:${input.email}`, limits.signUpPerAccount, true);

  const reasons = passwordWeaknesses(input.password, [input.email, input.name, input.email.split('@')[0]]);
  if (reasons.length > 0)
    throw badRequest(`${authMessages.weakPassword}: ${reasons.join(' ')}`, 'WEAK_PASSWORD', reasons);

  // Hashed whether or not the address is taken: both answers take the same slow work.
  const passwordHash = await deps.hasher.hash(input.password);
  const [taken] = await db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, input.email));
  if (taken) return answerTakenAddress(deps, input, passwordHash);
  const id = randomUUID();
  try {
    // The auth user, its credential, the marketplace profile and the confirmation link exist together or not at all.
    await db.transaction(async (tx) => {
      await tx.insert(authUsers).values({ id, name: input.name, email: input.email });
      await tx
        .insert(authAccounts)
        .values({ accountId: id, providerId: 'credential', userId: id, password: passwordHash });
      await tx.insert(users).values({
        id,
        email: input.email,
        name: input.name,
        role: toRole(input.role),
        lastActiveAt: sql`now()`,
        location: input.location ?? null,
        instagram: input.instagram ?? null,
        tiktok: input.tiktok ?? null,
        twitter: input.twitter ?? null,
        youtube: input.youtube ?? null,
        websitePortfolio: input.websitePortfolio ?? null,
        ...(input.role === 'smb'
          ? { companyName: input.companyName }
          : {
              dateOfBirth: input.dateOfBirth ?? null,
              preferredContentTypes: input.preferredContentTypes.length ? input.preferredContentTypes.join(',') : null,
              preferredIndustry: input.preferredIndustries.length ? input.preferredIndustries : null,
            }),
      });
      await sendConfirmationEmail(tx, deps, { userId: id, email: input.email, name: input.name });
    });
  } catch (err) {
    // Taken in the meantime (or held by a profile): the same answer as above.
    if (isUniqueViolation(err)) return answerTakenAddress(deps, input, passwordHash);
    throw err;
  }
  const started = await startSession(deps, input.email, input.password, headers, isMarketplaceUser);
  const profile = started.profile;
  return {
    user: toCurrentUser(profile, await isEmailConfirmed(deps.db, profile.id)),
    setCookies: started.setCookies,
    token: started.token,
  };
}

/**
 * The answer to a sign-up with a registered address: what a new account's would be, after the same slow work (the
 * password verified against a hash, as signing the new account in does), with the owner mailed instead.
 */
async function answerTakenAddress(deps: AuthDeps, input: SignUpData, passwordHash: string): Promise<SessionResult> {
  await deps.hasher.verify(passwordHash, input.password);
  await mailAccountOwner(deps.db, deps.mail, deps.appUrl, input.email);
  return { user: decoyUser(input), setCookies: await decoySessionCookie(deps.auth), token: '' };
}

/** Signs in; refuses (and leaves no session behind) when the account's role is not the one chosen on the form. */
export async function signIn(
  deps: AuthDeps,
  input: SignInInput & { email: string },
  ip: string,
  headers: Headers,
): Promise<SessionResult> {
  // An operator's address is refused exactly as a wrong password is: operators sign in at /ops (decision 028).
  const started = await limitedSignIn(deps, input.email, ip, () =>
    startSession(deps, input.email, input.password, headers, isMarketplaceUser),
  );
  const profile = started.profile;
  await rehashIfOutdated(deps, profile.id, input.password);
  const result: SessionResult = {
    user: toCurrentUser(profile, await isEmailConfirmed(deps.db, profile.id)),
    setCookies: started.setCookies,
    token: started.token,
  };

  const expected = toRole(input.role);
  if (result.user.role !== expected) {
    // Only the session this attempt created: the account's other sessions stay signed in.
    await deps.db.delete(authSessions).where(eq(authSessions.token, result.token));
    throw new AppError(403, roleMismatchMessage(result.user.role), 'ROLE_MISMATCH');
  }
  // Find Influencers' "Recently Active" (the auth hook keeps it fresh while the session is used).
  await deps.db.update(users).set({ lastActiveAt: sql`now()` }).where(eq(users.id, result.user.id));
  return result;
}

/**
 * Runs a sign-in attempt under the sign-in limits (the marketplace's and the operators' alike, on the same counters):
 * an attempt that throws INVALID_CREDENTIALS counts as a failure of the account.
 */
export async function limitedSignIn<T>(deps: AuthDeps, email: string, ip: string, attempt: () => Promise<T>) {
  const { db, limits } = deps;
  const pairKey = `signin:pair:${email}:${ip}`;
  const ipKey = `signin:ip:${ip}`;
  const accountKey = `signin:account:${email}`;
  const waitKey = `signin:wait:${email}`;
  // Every attempt counts before the password is checked, so a burst of parallel attempts cannot all slip under
  // the limits; a successful one is given back below.
  const pair = await rateLimit.hit(db, pairKey, limits.signInPerAccountAndIp);
  if (pair.count > limits.signInPerAccountAndIp.max) {
    throw tooManyRequests(authMessages.tooManyAttempts, pair.retryAfterSeconds);
  }
  const fromIp = await rateLimit.hit(db, ipKey, limits.signInPerIp);
  if (fromIp.count > limits.signInPerIp.max)
    throw tooManyRequests(authMessages.tooManyAttempts, fromIp.retryAfterSeconds);

  // While the account's delay runs, an address that has already failed here (or failed a lot anywhere) must wait it
  // out; an address without failures may still try, so the owner is never locked out by someone else's guesses.
  const underSuspicion = pair.count > 1 || fromIp.count > SUSPICIOUS_IP_FAILURES;
  if (underSuspicion) {
    const wait = await rateLimit.peek(db, waitKey);
    if (wait.retryAfterSeconds > 0) throw tooManyRequests(authMessages.tooManyAttempts, wait.retryAfterSeconds);
  }

  let result: T;
  try {
    result = await attempt();
  } catch (err) {
    if (err instanceof AppError && err.code === 'INVALID_CREDENTIALS') {
      const account = await rateLimit.hit(db, accountKey, limits.signInAccountDelay);
      const delay = accountDelaySeconds(account.count, limits.signInAccountDelay.max);
      if (delay > 0) await rateLimit.holdUntil(db, waitKey, delay);
    }
    throw err;
  }
  await rateLimit.clear(db, pairKey);
  await rateLimit.forgive(db, ipKey);
  return result;
}

/**
 * better-auth's verify hook has no way to write, so a hash that is not at the current algorithm and cost (the scrypt
 * hashes from before Argon2id, or an older cost) is replaced here, once the password has just been proven right.
 */
export async function rehashIfOutdated({ db, hasher }: AuthDeps, userId: string, password: string): Promise<void> {
  const [account] = await db
    .select({ id: authAccounts.id, password: authAccounts.password })
    .from(authAccounts)
    .where(and(eq(authAccounts.userId, userId), eq(authAccounts.providerId, 'credential')));
  if (!account?.password || !hasher.needsRehash(account.password)) return;
  const rehashed = await hasher.hash(password);
  // Only over the hash that was checked: a password changed in the meantime wins.
  await db
    .update(authAccounts)
    .set({ password: rehashed, updatedAt: new Date() })
    .where(and(eq(authAccounts.id, account.id), eq(authAccounts.password, account.password)));
}

/** A session better-auth created for a profile that `accepts` took (any other is deleted at once). */
export interface StartedSession<P extends UserRow = UserRow> {
  profile: P;
  setCookies: string[];
  token: string;
}

/**
 * Signs the address in with better-auth; a profile that `accepts` refuses (an operator on the marketplace's form, a
 * marketplace account on the operators') gets the wrong-password answer, and its new session is deleted.
 */
export async function startSession<P extends UserRow>(
  deps: Pick<AuthDeps, 'db' | 'auth'>,
  email: string,
  password: string,
  headers: Headers,
  accepts: (profile: UserRow) => profile is P,
): Promise<StartedSession<P>> {
  const response = await deps.auth.api
    .signInEmail({ body: { email, password, rememberMe: true }, headers, returnHeaders: true })
    .catch((err: unknown) => {
      const status = (err as { statusCode?: number }).statusCode;
      if (status === 401) throw new AppError(401, authMessages.invalidCredentials, 'INVALID_CREDENTIALS');
      throw err;
    });
  const authUserId = response.response.user.id;
  const [profile] = await deps.db.select().from(users).where(eq(users.id, authUserId));
  if (!profile) {
    await deps.db.delete(authSessions).where(eq(authSessions.token, response.response.token));
    throw new AppError(409, authMessages.verifyRoleFailed(), 'PROFILE_MISSING');
  }
  if (!accepts(profile)) {
    await deps.db.delete(authSessions).where(eq(authSessions.token, response.response.token));
    throw new AppError(401, authMessages.invalidCredentials, 'INVALID_CREDENTIALS');
  }
  return { profile, setCookies: response.headers.getSetCookie(), token: response.response.token };
}

/**
 * Ends the session on the server and returns the cookies that clear it in the browser. The row is deleted here first,
 * with the announcement that closes its chat sockets on every server (sessions.service.ts); better-auth then finds
 * nothing left to delete and clears the cookie.
 */
export async function signOut(deps: AuthDeps, headers: Headers, token: string | null): Promise<string[]> {
  if (token) await endSession(deps.db, token, 'Signed out');
  try {
    const res = await deps.auth.api.signOut({ headers, returnHeaders: true });
    return res.headers.getSetCookie();
  } catch {
    return [];
  }
}
