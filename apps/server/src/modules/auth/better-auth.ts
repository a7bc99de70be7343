// The better-auth instance: server-side sessions in auth_sessions, cookie transport, our Argon2id hasher (password.ts).
// Its HTTP handler is NOT mounted: sign-up, sign-in and sign-out go through our routes (auth.routes.ts),
// which call auth.api.* so that the profile row, role checks and rate limits cannot be bypassed.

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PRODUCT_NAME } from '@microreach/domain/constants';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Db } from '#server/db/client.ts';
import { authAccounts, authSessions, authUsers, authVerifications } from '#server/db/schema/index.ts';
import type { PasswordHasher } from '#server/lib/password.ts';

export const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 7;
/** A session used after this much of its life is extended (and its cookie re-sent). */
export const SESSION_RENEW_AFTER_SECONDS = 60 * 60 * 24;

export interface AuthConfig {
  db: Db;
  secret: string;
  baseURL: string;
  secureCookies: boolean;
  hasher: PasswordHasher;
}

export function createAuth({ db, secret, baseURL, secureCookies, hasher }: AuthConfig) {
  return betterAuth({
    appName: PRODUCT_NAME,
    baseURL,
    secret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: authUsers, session: authSessions, account: authAccounts, verification: authVerifications },
      transaction: true,
    }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: {
        hash: (password) => hasher.hash(password),
        verify: ({ hash, password }) => hasher.verify(hash, password),
      },
    },
    session: {
      expiresIn: SESSION_MAX_AGE_SECONDS,
      updateAge: SESSION_RENEW_AFTER_SECONDS,
    },
    // Limits live in our routes, counted in the database (rate-limit.ts).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: { disabled: true },
    advanced: {
      database: { generateId: 'uuid' },
      cookiePrefix: 'microreach',
      useSecureCookies: secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: secureCookies, path: '/' },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
