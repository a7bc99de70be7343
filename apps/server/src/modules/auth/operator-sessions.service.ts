// Operators' sessions (issue 28, decision 028): a better-auth session plus an operator_sessions row that says when it
// was last used (it ends after OPERATOR_IDLE_MINUTES without a request) and when its second factor was passed.
import { OPERATOR_IDLE_MINUTES, type OpsSession } from '@microreach/domain/operators';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { authSessions, operatorSecondFactors, operatorSessions, type UserRow } from '#server/db/schema/index.ts';
import { endSession } from './sessions.service.ts';

/** How stale last_seen_at may get before a request writes it again (idleness is judged in minutes). */
export const OPERATOR_SEEN_GRANULARITY_SECONDS = 60;

export interface LiveOperatorSession {
  sessionId: string;
  secondFactorAt: Date | null;
}

/** Starts tracking a session better-auth just created for an operator. */
export async function trackOperatorSession(db: Db, token: string, operatorId: string): Promise<void> {
  const [session] = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(and(eq(authSessions.token, token), eq(authSessions.userId, operatorId)));
  if (!session) throw new Error('The new session is gone');
  await db.insert(operatorSessions).values({ sessionId: session.id, userId: operatorId });
}

/**
 * The operator's session of this token when it is tracked and has been used within OPERATOR_IDLE_MINUTES; a session
 * that is not (idle, or never started at /ops) is ended here and null returned. A live one is marked seen.
 */
export async function liveOperatorSession(
  db: Db,
  token: string | null,
  operatorId: string,
): Promise<LiveOperatorSession | null> {
  if (!token) return null;
  const [row] = await db
    .select({
      sessionId: authSessions.id,
      tracked: operatorSessions.sessionId,
      secondFactorAt: operatorSessions.secondFactorAt,
      idle: sql<boolean>`${operatorSessions.lastSeenAt} < now() - make_interval(mins => ${OPERATOR_IDLE_MINUTES})`,
      stale: sql<boolean>`${operatorSessions.lastSeenAt} < now() - make_interval(secs => ${OPERATOR_SEEN_GRANULARITY_SECONDS})`,
    })
    .from(authSessions)
    .leftJoin(operatorSessions, eq(operatorSessions.sessionId, authSessions.id))
    .where(and(eq(authSessions.token, token), eq(authSessions.userId, operatorId)));
  if (!row) return null;
  if (!row.tracked || row.idle) {
    await endSession(db, token, 'Session ended');
    return null;
  }
  if (row.stale) {
    await db
      .update(operatorSessions)
      .set({ lastSeenAt: sql`now()` })
      .where(
        and(
          eq(operatorSessions.sessionId, row.sessionId),
          lt(operatorSessions.lastSeenAt, sql`now() - make_interval(secs => ${OPERATOR_SEEN_GRANULARITY_SECONDS})`),
        ),
      );
  }
  return { sessionId: row.sessionId, secondFactorAt: row.secondFactorAt };
}

/** What the console shows for a live operator session: who, and what the second factor still needs. */
export async function opsSessionOf(
  db: Db,
  operator: Pick<UserRow, 'id' | 'email' | 'name'>,
  session: Pick<LiveOperatorSession, 'secondFactorAt'>,
  secondFactorRequired: boolean,
): Promise<OpsSession> {
  const who = { id: operator.id, email: operator.email, name: operator.name };
  if (!secondFactorRequired) return { operator: who, secondFactor: 'not_required' };
  if (session.secondFactorAt) return { operator: who, secondFactor: 'passed' };
  const [factor] = await db
    .select({ enabledAt: operatorSecondFactors.enabledAt })
    .from(operatorSecondFactors)
    .where(eq(operatorSecondFactors.userId, operator.id));
  return { operator: who, secondFactor: factor?.enabledAt ? 'verify' : 'setup' };
}

export const SIGNED_OUT_OPS_SESSION: OpsSession = { operator: null, secondFactor: null };
