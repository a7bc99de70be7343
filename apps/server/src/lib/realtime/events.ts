// Real-time events between app servers (issue 11): a transaction publishes with pg_notify, which PostgreSQL delivers
// at commit to every server LISTENing on the channel (PGlite delivers in process). Nothing is kept in one server's
// memory but its own open sockets: an event names what changed, and each server reads it from the database.
import { ChatMessageSchema } from '@microreach/domain/chat';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '#server/db/client.ts';

export const REALTIME_CHANNEL = 'microreach_events';
/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more. */
export const NOTIFY_PAYLOAD_MAX_BYTES = 7_999;

/**
 * Why sessions ended, as the chat socket's close reason says it (WebSocket close code CHAT_SOCKET_SESSION_ENDED).
 * 'Session ended' is also what a socket is told when its session is found gone or expired by a check.
 */
export const SESSION_END_REASONS = [
  'Signed out',
  'Session ended',
  'Password changed',
  'Email changed',
  'Account deleted',
  'Account suspended',
  /** Account settings: one device, or every other device, signed out from another (issue 27). */
  'Signed out elsewhere',
] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

/** What one server tells the others (NOTIFY payloads stop at 8,000 bytes). */
export const RealtimeEventSchema = z.discriminatedUnion('type', [
  /**
   * A chat message was stored: its id, who is to see it, and the message itself unless it would not fit in a
   * payload (then each server reads it by id).
   */
  z.object({
    type: z.literal('message'),
    id: z.string(),
    userIds: z.array(z.string()),
    message: ChatMessageSchema.optional(),
  }),
  /** A user read a conversation up to seq. */
  z.object({
    type: z.literal('read'),
    conversationId: z.string(),
    readerId: z.string(),
    seq: z.number(),
    userIds: z.array(z.string()),
  }),
  /** A user has a new notification (the bell refreshes). */
  z.object({ type: z.literal('notification'), userIds: z.array(z.string()) }),
  /**
   * These sessions of a user ended (modules/auth/sessions.service.ts): every server closes their sockets. Published in
   * the transaction that deletes them, on this same channel, so any message committed after it reaches a server after
   * it (a listening connection receives notifications in commit order).
   */
  z.object({
    type: z.literal('sessions-ended'),
    userId: z.string(),
    sessionIds: z.array(z.string()),
    reason: z.enum(SESSION_END_REASONS),
  }),
]);
export type RealtimeEvent = z.infer<typeof RealtimeEventSchema>;

/** Publishes at commit of the transaction it runs in (nothing if it rolls back). */
export async function publish(tx: Tx, event: RealtimeEvent): Promise<void> {
  await tx.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify(event)})`);
}
