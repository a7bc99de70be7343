// Sessions ending everywhere they live (issue 27): a session's row is deleted and, in the same transaction, its end is
// published on the realtime channel, so every app server closes the chat sockets opened with it (lib/realtime/hub.ts).
// Also the two reads the hub makes of sessions, always from the database.
import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.ts';
import { authSessions } from '#server/db/schema/index.ts';
import { publish, type SessionEndReason } from '#server/lib/realtime/events.ts';
import type { SocketSessions } from '#server/lib/realtime/hub.ts';

/** Session ids per event: 150 uuids keep a payload near 6 kB, under NOTIFY's 8,000 bytes. */
const SESSION_IDS_PER_EVENT = 150;
/** Ids per query when checking sessions (a bound parameter each). */
const IDS_PER_QUERY = 5_000;

/** Ends the session of a cookie's token (signing out): its row and its sockets on every server. */
export async function endSession(db: Db, token: string, reason: SessionEndReason = 'Signed out'): Promise<void> {
  await db.transaction(async (tx) => {
    const ended = await tx
      .delete(authSessions)
      .where(eq(authSessions.token, token))
      .returning({ id: authSessions.id, userId: authSessions.userId });
    for (const { id, userId } of ended) await announce(tx, userId, [id], reason);
  });
}

/**
 * Ends every session of a user but `exceptSessionId` (the one making the change, when it stays signed in): their rows
 * and their chat sockets on every server. What a password reset or change, an email change, deleting the account and
 * a suspension call, inside their own transaction when they have one (the announcement goes out at its commit).
 * Returns how many sessions ended.
 */
export async function endUserSessions(
  db: Db,
  userId: string,
  options: { exceptSessionId?: string; reason?: SessionEndReason } = {},
): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .delete(authSessions)
      .where(
        and(
          eq(authSessions.userId, userId),
          options.exceptSessionId ? ne(authSessions.id, options.exceptSessionId) : undefined,
        ),
      )
      .returning({ id: authSessions.id });
    await announce(
      tx,
      userId,
      ended.map((s) => s.id),
      options.reason ?? 'Session ended',
    );
    return ended.length;
  });
}

/**
 * Ends one session of a user by its id (account settings' per-device Sign out): its row and its sockets on every
 * server. False when the user has no such session.
 */
export async function endUserSession(
  db: Db,
  userId: string,
  sessionId: string,
  reason: SessionEndReason = 'Signed out elsewhere',
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .delete(authSessions)
      .where(and(eq(authSessions.userId, userId), eq(authSessions.id, sessionId)))
      .returning({ id: authSessions.id });
    await announce(
      tx,
      userId,
      ended.map((s) => s.id),
      reason,
    );
    return ended.length > 0;
  });
}

/** The live session of a cookie's token (the current one, e.g. to keep it with `exceptSessionId`). */
export async function liveSessionByToken(
  db: Db,
  token: string,
): Promise<{ id: string; userId: string; expiresAt: Date } | undefined> {
  const [row] = await db
    .select({ id: authSessions.id, userId: authSessions.userId, expiresAt: authSessions.expiresAt })
    .from(authSessions)
    .where(and(eq(authSessions.token, token), gt(authSessions.expiresAt, sql`now()`)));
  return row;
}

/** Of these sessions, the live ones and when each expires. */
export async function liveSessions(db: Db, ids: string[]): Promise<Map<string, Date>> {
  const live = new Map<string, Date>();
  for (let i = 0; i < ids.length; i += IDS_PER_QUERY) {
    const rows = await db
      .select({ id: authSessions.id, expiresAt: authSessions.expiresAt })
      .from(authSessions)
      .where(and(inArray(authSessions.id, ids.slice(i, i + IDS_PER_QUERY)), gt(authSessions.expiresAt, sql`now()`)));
    for (const row of rows) live.set(row.id, row.expiresAt);
  }
  return live;
}

/** The chat hub's port onto sessions. */
export const socketSessions: SocketSessions = { byToken: liveSessionByToken, live: liveSessions };

async function announce(tx: Tx, userId: string, sessionIds: string[], reason: SessionEndReason): Promise<void> {
  for (let i = 0; i < sessionIds.length; i += SESSION_IDS_PER_EVENT) {
    await publish(tx, {
      type: 'sessions-ended',
      userId,
      sessionIds: sessionIds.slice(i, i + SESSION_IDS_PER_EVENT),
      reason,
    });
  }
}
