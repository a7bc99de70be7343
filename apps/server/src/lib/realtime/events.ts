// Real-time events between app servers (issue 11): a transaction publishes with pg_notify, which PostgreSQL delivers
// at commit to every server LISTENing on the channel (PGlite delivers in process). Nothing is kept in one server's
// memory but its own open sockets: an event names what changed, and each server reads it from the database.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '#server/db/client.ts';

export const REALTIME_CHANNEL = 'microreach_events';

/** What one server tells the others. Small on purpose: NOTIFY payloads stop at 8,000 bytes. */
export const RealtimeEventSchema = z.discriminatedUnion('type', [
  /** A chat message was stored: its id, and who is to see it. */
  z.object({ type: z.literal('message'), id: z.string(), userIds: z.array(z.string()) }),
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
]);
export type RealtimeEvent = z.infer<typeof RealtimeEventSchema>;

/** Publishes at commit of the transaction it runs in (nothing if it rolls back). */
export async function publish(tx: Db | Tx, event: RealtimeEvent): Promise<void> {
  await tx.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify(event)})`);
}
