// Puts request.user on every request from the session cookie; refuses anonymous /api calls outside the allow-list.
import type { Role } from '@microreach/domain/statuses';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type UserRow, users } from '../db/schema/index.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';
import { isMarketplaceUser, type MarketplaceUserRow } from '../lib/marketplace-user.ts';
import type { Auth } from '../modules/auth/better-auth.ts';
import { SessionCache } from '../modules/auth/session-cache.ts';
import { createSessionLookup } from '../modules/auth/session-lookup.ts';
import { API_DOCS_ROUTES } from './openapi.ts';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /** Signed-in users of sessions, kept until a change is announced (modules/auth/session-cache.ts). */
    sessionCache: SessionCache;
    requireRole: (role: Role) => (request: FastifyRequest) => Promise<void>;
    /** The request's session token from its signed cookie, or null (to end that session, or tie a socket to it). */
    sessionToken: (request: FastifyRequest) => string | null;
  }
  interface FastifyRequest {
    /** The signed-in marketplace user's profile row, or null (an operator is never one: decision 028). */
    user: MarketplaceUserRow | null;
    /** The signed-in operator, on the operators' own routes only (`isOperatorRoute`); null everywhere else. */
    operator: UserRow | null;
  }
}

/** Routes a signed-out caller may use. Everything else under /api answers 401 without a session. */
export const PUBLIC_API_ROUTES = new Set([
  ...API_DOCS_ROUTES,
  'GET /api/health',
  'GET /api/ready',
  'GET /api/auth/session',
  'POST /api/auth/sign-up',
  'POST /api/auth/sign-in',
  'POST /api/auth/sign-out',
  // The operators' sign-in at /ops and the one-time link that sets a new operator's password (issue 28).
  'POST /api/auth/ops/sign-in',
  'GET /api/auth/ops/session',
  'POST /api/auth/ops/set-password/check',
  'POST /api/auth/ops/set-password',
  // Following a change-of-email link, signed in or out: the link's token is the authentication (issue 27).
  'POST /api/account/email/confirm',
  // Forgot password and following a confirmation link: the mailed token is the proof (issue 27).
  'POST /api/auth/password-reset/request',
  'POST /api/auth/password-reset/check',
  'POST /api/auth/password-reset/complete',
  'POST /api/auth/confirm-email',
  // A payment provider's webhook: its signature is the authentication (modules/ledger/ledger.routes.ts).
  'POST /api/ledger/webhooks/:provider',
  // An email's one-click unsubscribe: its signed token is the authentication (modules/notifications/unsubscribe.routes.ts).
  'GET /api/email/unsubscribe',
  'GET /api/email/unsubscribe/details',
  'POST /api/email/unsubscribe',
]);

/**
 * Whether a request is for the API, judged as the router judged it: the matched route, or for an unmatched one the
 * decoded path ('/%61pi/...' routes to '/api/...', so the raw URL alone would let it past the API's hooks).
 */
export function isApiRequest(request: { url: string; routeOptions: { url?: string } }): boolean {
  const route = request.routeOptions.url;
  if (route?.startsWith('/api/')) return true;
  let path = request.url.split('?')[0];
  try {
    path = decodeURIComponent(path);
  } catch {
    // a malformed escape is not a path anything routes to
  }
  return path.startsWith('/api/');
}

/** The API path of a request, as the router matched it (or, unmatched, its decoded path). */
function apiPathOf(request: { url: string; routeOptions: { url?: string } }): string {
  const route = request.routeOptions.url;
  if (route) return route;
  let path = request.url.split('?')[0];
  try {
    path = decodeURIComponent(path);
  } catch {
    // left as it is
  }
  return path;
}

/**
 * Where an operator's session counts as signed in: the console's API and the operators' own auth routes, and signing
 * out. Everywhere else an operator is a signed-out visitor, so no marketplace route ever sees one.
 */
export function isOperatorRoute(request: { method: string; url: string; routeOptions: { url?: string } }): boolean {
  const path = apiPathOf(request);
  if (request.method === 'POST' && path === '/api/auth/sign-out') return true;
  return ['/api/ops', '/api/auth/ops'].some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

export function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
  }
  return headers;
}

export const authPlugin = fp<{ auth: Auth }>(async (app: FastifyInstance, { auth }) => {
  app.decorate('auth', auth);
  app.decorateRequest('user', null);
  app.decorateRequest('operator', null);
  const cache = new SessionCache();
  await cache.start(app.database);
  app.decorate('sessionCache', cache);
  app.addHook('onClose', () => cache.close());
  const sessions = await createSessionLookup(app.db, auth, cache);
  app.decorate('sessionToken', (request: FastifyRequest) =>
    request.headers.cookie ? sessions.token(request.headers.cookie) : null,
  );
  // Read-your-writes on this server: a request that may have changed its user's rows drops them before it answers.
  app.addHook('onSend', async (request) => {
    const signedIn = request.user ?? request.operator;
    if (signedIn && request.method !== 'GET' && request.method !== 'HEAD') cache.forget(signedIn.id);
  });

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isApiRequest(request)) return;
    const routeKey = `${request.method} ${request.routeOptions.url ?? ''}`;
    const isPublic = PUBLIC_API_ROUTES.has(routeKey);

    const cookie = request.headers.cookie;
    let profile: UserRow | undefined;
    if (cookie?.includes(sessions.cookieName)) {
      // A live session in one query; anything else (renewal, expiry, a bad cookie) the way better-auth decides.
      profile = await sessions.find(cookie);
    }
    if (!profile && cookie?.includes('microreach.session_token')) {
      // getSession also renews a session past its update age and re-sends the cookie.
      const result = await auth.api.getSession({ headers: toHeaders(request), returnHeaders: true });
      const setCookies = result.headers.getSetCookie();
      if (setCookies.length > 0) reply.header('set-cookie', setCookies);
      if (result.response) {
        [profile] = await app.db.select().from(users).where(eq(users.id, result.response.user.id));
      }
    }
    if (profile) {
      if (isMarketplaceUser(profile)) request.user = await markActive(app, profile);
      else if (isOperatorRoute(request)) request.operator = profile;
    }
    if (!request.user && !request.operator && !isPublic) throw unauthorized();
  });

  app.decorate('requireRole', (role: Role) => async (request: FastifyRequest) => {
    if (!request.user) throw unauthorized();
    if (request.user.role !== role) {
      throw forbidden(`This is only available to ${role === 'SMB' ? 'business' : 'creator'} accounts.`, 'WRONG_ROLE');
    }
  });
});

/** How stale users.last_active_at may get before a request writes it again ("recently active" needs no finer grain). */
export const LAST_ACTIVE_GRANULARITY_SECONDS = 60 * 60;

/**
 * Notes that the user is using the app (Find Influencers' "Recently Active"): one UPDATE when the loaded value is
 * missing or over an hour old, so at most one write an hour per user; the same condition in the WHERE lets only one
 * of several parallel requests write.
 */
async function markActive(app: FastifyInstance, profile: MarketplaceUserRow): Promise<MarketplaceUserRow> {
  const last = profile.lastActiveAt;
  if (last && Date.now() - last.getTime() < LAST_ACTIVE_GRANULARITY_SECONDS * 1000) return profile;
  const [updated] = await app.db
    .update(users)
    .set({ lastActiveAt: sql`now()` })
    .where(
      and(
        eq(users.id, profile.id),
        or(
          isNull(users.lastActiveAt),
          lt(users.lastActiveAt, sql`now() - make_interval(secs => ${LAST_ACTIVE_GRANULARITY_SECONDS})`),
        ),
      ),
    )
    .returning({ lastActiveAt: users.lastActiveAt });
  return updated ? { ...profile, lastActiveAt: updated.lastActiveAt } : profile;
}

/** The signed-in user, for handlers behind the auth hook (which has already refused anonymous callers). */
export function actor(request: FastifyRequest): MarketplaceUserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}
