// The signed-in user of a request in one query. better-auth's getSession reads the session, then its user, and the
// auth hook then read our profile row: three round trips on every signed-in request. Here the cookie's signature is
// checked in process (HMAC-SHA256, as better-auth signs it) and one prepared statement joins the session to the
// profile. Every request still reads the session row, so a sign-out or a revoked session stops working at once on
// every app server. Anything but a plain live session (a bad signature, no row, expired, due for renewal) is left to
// better-auth's own getSession, which clears, deletes or renews exactly as before.
// With a SessionCache (issue 15) a live session found here is kept in memory until a change to its user is announced
// (session-cache.ts), so most signed-in requests need no query at all; expiry and renewal are still checked on each.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import type { UserRow } from '#server/db/schema/index.ts';
import { authSessions, users } from '#server/db/schema/index.ts';
import type { Auth } from './better-auth.ts';
import { SESSION_MAX_AGE_SECONDS, SESSION_RENEW_AFTER_SECONDS } from './better-auth.ts';
import type { SessionCache } from './session-cache.ts';

export interface SessionLookup {
  /** The cookie that carries the session (its name depends on secure cookies). */
  cookieName: string;
  /** The live session's profile, or undefined when better-auth must decide (renewal, expiry, a bad cookie). */
  find(cookieHeader: string): Promise<UserRow | undefined>;
  /** The session token in a Cookie header, if its signature holds (whether or not the session still lives). */
  token(cookieHeader: string): string | null;
}

/** One cookie's value from a Cookie header (the first of that name, unquoted and URL-decoded), as better-auth reads it. */
export function cookieValue(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"')) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/** The token in a signed cookie value (`token.base64(HMAC-SHA256(secret, token))`), or null if the signature fails. */
export function verifiedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const given = Buffer.from(signature, 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/** A session is renewed (and its cookie re-sent) once it has been used for more than its update age. */
export function isDueForRenewal(expiresAt: Date, now = Date.now()): boolean {
  return expiresAt.getTime() - SESSION_MAX_AGE_SECONDS * 1000 + SESSION_RENEW_AFTER_SECONDS * 1000 <= now;
}

export async function createSessionLookup(db: Db, auth: Auth, cache?: SessionCache): Promise<SessionLookup> {
  const context = await auth.$context;
  const cookieName = context.authCookies.sessionToken.name;
  const secret = context.secret;
  const query = db
    .select({ user: users, expiresAt: authSessions.expiresAt })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(eq(authSessions.token, sql.placeholder('token')))
    .prepare('session_user');
  const tokenOf = (cookieHeader: string) => {
    const value = cookieValue(cookieHeader, cookieName);
    return value ? verifiedToken(value, secret) : null;
  };
  return {
    cookieName,
    token: tokenOf,
    async find(cookieHeader) {
      const token = tokenOf(cookieHeader);
      if (!token) return undefined;
      const live = (expiresAt: Date) => expiresAt.getTime() > Date.now() && !isDueForRenewal(expiresAt);
      const cached = cache?.session(token);
      if (cached) return live(cached.session.expiresAt) ? cached.user : undefined;
      const mark = cache?.mark() ?? 0;
      const [row] = await query.execute({ token });
      if (!row || !live(row.expiresAt)) return undefined;
      cache?.putSession(mark, token, { userId: row.user.id, expiresAt: row.expiresAt }, row.user);
      return row.user;
    },
  };
}
