// Creating requests are safe to retry: with an Idempotency-Key header, the first request's answer is stored in the
// same transaction as what it created, and a retry with the same key gets that answer again instead of a second
// campaign, application or post. See docs/decisions/006-idempotent-creation.md.
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { AppError, unauthorized } from './errors.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long a key is remembered: a client retries within minutes; a day covers a laptop closed mid-request. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

/** The route schema's `headers` for creating routes (other headers pass through untouched). */
export const IdempotencyHeadersSchema = z.looseObject({
  [IDEMPOTENCY_HEADER]: z
    .string()
    .max(255, 'The Idempotency-Key header must be 8 to 255 visible ASCII characters.')
    .regex(/^[\x21-\x7e]{8,255}$/, 'The Idempotency-Key header must be 8 to 255 visible ASCII characters.')
    .optional()
    .describe('A client-chosen unique key (a UUID); a retry with the same key and body gets the first answer again.'),
});

function fingerprintOf(request: FastifyRequest): string {
  const shape = [request.method, request.routeOptions.url, request.params ?? null, request.body ?? null];
  return createHash('sha256').update(JSON.stringify(shape)).digest('hex');
}

/**
 * Runs `create`, sets the reply's status to `status` and returns what `create` returned, for the handler to answer. With an Idempotency-Key, the key row is inserted first
 * in one transaction with the work: a concurrent twin waits on the key's unique index and then replays the committed
 * answer; a failure rolls back both, so a failed request may be retried with the same key.
 */
export async function createIdempotently<T>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  create: (tx: Db) => Promise<T>,
): Promise<T> {
  const key = request.headers[IDEMPOTENCY_HEADER];
  if (typeof key !== 'string') {
    const body = await create(db);
    reply.status(status);
    return body;
  }

  if (!request.user) throw unauthorized();
  const userId = request.user.id;
  const fingerprint = fingerprintOf(request);
  const answer = await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ userId, key, fingerprint, statusCode: status })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [prior] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      if (prior.fingerprint !== fingerprint) {
        throw new AppError(
          409,
          'This Idempotency-Key was already used for a different request.',
          'IDEMPOTENCY_KEY_REUSED',
        );
      }
      return { replayed: true, status: prior.statusCode, body: prior.responseBody as T };
    }
    const body = await create(tx);
    await tx
      .update(idempotencyKeys)
      .set({ responseBody: sql`${JSON.stringify(body ?? null)}::jsonb` })
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    return { replayed: false, status, body };
  });
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  reply.status(answer.status);
  return answer.body;
}

/** Keys older than their time to live are forgotten (the server's periodic clean-up). */
export async function sweepIdempotencyKeys(db: Db): Promise<void> {
  await db.execute(
    sql`delete from idempotency_keys where created_at < now() - ${`${IDEMPOTENCY_KEY_TTL_HOURS} hours`}::interval`,
  );
}
