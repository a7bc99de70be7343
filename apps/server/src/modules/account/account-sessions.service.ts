// Account settings' signed-in devices (issue 27 item 4): the account's live sessions, and signing out one other device
// or all of them. Every query is limited to the actor's own sessions: another account's session id is a 404.
import { type AccountSession, accountMessages } from '@microreach/domain/account';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { authSessions } from '#server/db/schema/index.ts';
import { AppError, notFound } from '#server/lib/errors.ts';
import { endUserSession, endUserSessions } from '#server/modules/auth/sessions.service.ts';
import { deviceLabel } from './device-label.ts';

/** More live sessions than anyone uses; the list stops here. */
const MAX_SESSIONS_LISTED = 200;
/** The longest IP address shown (an IPv6 address with a zone fits). */
const MAX_IP_LENGTH = 64;

/** The actor's live sessions: the current one first, then the most recently used. */
export async function listSessions(db: Db, userId: string, currentSessionId: string | undefined) {
  const rows = await db
    .select({
      id: authSessions.id,
      createdAt: authSessions.createdAt,
      updatedAt: authSessions.updatedAt,
      userAgent: authSessions.userAgent,
      ipAddress: authSessions.ipAddress,
    })
    .from(authSessions)
    .where(and(eq(authSessions.userId, userId), gt(authSessions.expiresAt, sql`now()`)))
    .orderBy(desc(authSessions.updatedAt), desc(authSessions.createdAt))
    .limit(MAX_SESSIONS_LISTED);
  const sessions: AccountSession[] = rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.updatedAt.toISOString(),
    device: deviceLabel(row.userAgent),
    ipAddress: row.ipAddress ? row.ipAddress.slice(0, MAX_IP_LENGTH) : null,
    current: row.id === currentSessionId,
  }));
  sessions.sort((a, b) => Number(b.current) - Number(a.current));
  return { sessions };
}

/** Signs out one other device of the actor's. The current session is ended with Sign Out instead. */
export async function endOtherSession(
  db: Db,
  userId: string,
  sessionId: string,
  currentSessionId: string | undefined,
): Promise<void> {
  if (sessionId === currentSessionId) throw new AppError(400, accountMessages.currentSession, 'CURRENT_SESSION');
  if (!(await endUserSession(db, userId, sessionId, 'Signed out elsewhere'))) throw notFound('Session not found');
}

/** Signs out every device of the actor's but this one. Returns how many were signed out. */
export async function signOutOtherSessions(db: Db, userId: string, currentSessionId: string | undefined) {
  const ended = await endUserSessions(db, userId, {
    exceptSessionId: currentSessionId,
    reason: 'Signed out elsewhere',
  });
  return { ended };
}
