// The outbox (issue 27): a message is written in the transaction of the event that causes it, with its send job; the
// job sends it once. An attempt first moves the row from pending to sending (one statement: of two servers, one
// wins), so no two attempts ever overlap; a failure the server certainly did not take goes back to pending and the
// queue retries with backoff; one refused for good, one tried too often, and one handed over without an answer are
// recorded as failed and never sent again. See docs/decisions/025-mail-outbox.md.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '#server/db/client.ts';
import { type EmailStatus, emailOutbox } from '#server/db/schema/index.ts';
import type { WorkOptions } from '#server/lib/jobs/queue.ts';
import { announce } from '#server/lib/telemetry/events.ts';
import { currentRequestId } from '#server/lib/telemetry/request-context.ts';
import { currentTraceparent } from '#server/lib/telemetry/tracing.ts';
import type { MailDeps } from './configure.ts';
import type { RenderedEmail } from './email-templates.ts';
import { sendSmtp } from './smtp-sender.ts';

export const MAIL_SEND_JOB = 'mail-send';
export const MAIL_SWEEP_JOB = 'mail-sweep';
/** Attempts before a message the server never took is given up: about half an hour with the backoff below. */
export const MAIL_MAX_ATTEMPTS = 6;
/** The send job's retries: 30-60 s, 1-2 min, 2-4 min, 4-8 min, 8-16 min after each failed attempt. */
export const MAIL_SEND_WORK: WorkOptions = {
  concurrency: 2,
  retryLimit: MAIL_MAX_ATTEMPTS - 1,
  retryDelaySeconds: 30,
  retryBackoff: true,
};
/** A pending message untouched this long lost its job (it is queued again; a job still waiting for it refuses that). */
export const STALE_PENDING_MS = 5 * 60_000;
/**
 * An attempt still sending this long after it began died with its server (every SMTP wait is far shorter): whether
 * the message got through cannot be known, so it is recorded as failed and not sent again.
 */
export const STALE_SENDING_MS = 15 * 60_000;
/** How many pending messages one sweep queues again. */
const SWEEP_BATCH = 500;

export const UNKNOWN_OUTCOME =
  'Handed to the mail server in full without an answer: it may have been delivered, so it is not sent again.';
export const ABANDONED_ATTEMPT =
  'The attempt never finished (its server stopped): it may have been delivered, so it is not sent again.';

const AddressSchema = z.email();

export interface EmailToSend {
  to: string;
  email: RenderedEmail;
  /** The same key twice is one message (e.g. `password_reset:<token id>`): a retried event does not mail twice. */
  dedupeKey?: string;
}

/**
 * Writes a message to the outbox inside the caller's transaction and, when mail is sent over SMTP and the app has a
 * job queue, its send job in the same transaction: both or neither. Without SMTP the message is kept (never sent).
 * Returns the message's id; `created` is false when its dedupe key was already written.
 */
export async function enqueueEmail(
  tx: Tx,
  mail: MailDeps,
  { to, email, dedupeKey }: EmailToSend,
): Promise<{ id: string; created: boolean }> {
  const address = AddressSchema.parse(to);
  const id = randomUUID();
  const status: EmailStatus = mail.delivery.mode === 'smtp' ? 'pending' : 'kept';
  const [row] = await tx
    .insert(emailOutbox)
    .values({
      id,
      toAddress: address,
      fromAddress: mail.from,
      kind: email.kind,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html,
      headers: email.headers ?? {},
      status,
      messageId: messageIdFor(id, mail.from),
      dedupeKey: dedupeKey ?? null,
      requestId: currentRequestId() ?? null,
      traceparent: currentTraceparent() ?? null,
    })
    .onConflictDoNothing({ target: emailOutbox.dedupeKey })
    .returning({ id: emailOutbox.id });
  if (!row) {
    const [existing] = await tx
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, dedupeKey ?? ''));
    return { id: existing.id, created: false };
  }
  if (status === 'pending' && mail.jobs) await mail.jobs.send(MAIL_SEND_JOB, { emailId: id }, { singletonKey: id, tx });
  return { id, created: true };
}

/** `<id@domain of the sender>`: the same on every attempt, unique per message. */
export function messageIdFor(id: string, from: string): string {
  const address = /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from;
  const domain = address.split('@').pop()?.trim() || 'localhost';
  return `<${id}@${domain}>`;
}

export interface SendResult {
  status: EmailStatus;
  /** Why the last attempt failed (as recorded in the row), or null. */
  error: string | null;
  /** nodemailer's code of the failure, safe to log, or null. */
  code: string | null;
}

/**
 * One attempt at a pending message (the send job's work). A message that is not pending (sent, failed, kept, or being
 * sent by another attempt right now) is left alone. Answers 'pending' when the attempt failed and may be retried: the
 * job then throws, and the queue retries with backoff.
 */
export async function sendOutboxEmail(
  db: Db,
  mail: Pick<MailDeps, 'delivery'>,
  emailId: string,
  now: Date = new Date(),
): Promise<SendResult> {
  const [row] = await db
    .update(emailOutbox)
    .set({ status: 'sending', attempts: sql`${emailOutbox.attempts} + 1`, lastAttemptAt: now })
    .where(and(eq(emailOutbox.id, emailId), eq(emailOutbox.status, 'pending')))
    .returning();
  if (!row) {
    const [current] = await db
      .select({ status: emailOutbox.status, error: emailOutbox.lastError })
      .from(emailOutbox)
      .where(eq(emailOutbox.id, emailId));
    return { status: current?.status ?? 'failed', error: current?.error ?? null, code: null };
  }
  // Written while SMTP was configured, attempted by a server without it: kept, as that server keeps what it writes.
  if (mail.delivery.mode !== 'smtp') return settle(db, emailId, 'kept', null, null);

  const outcome = await sendSmtp(mail.delivery.url, mail.delivery.timeouts, {
    from: row.fromAddress,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    headers: row.headers,
    messageId: row.messageId,
    date: row.createdAt,
  });
  switch (outcome.status) {
    case 'sent':
      return settle(db, emailId, 'sent', null, null, new Date());
    case 'rejected':
      return settle(db, emailId, 'failed', `Refused by the mail server: ${outcome.error}`, outcome.code);
    case 'unknown':
      return settle(db, emailId, 'failed', `${UNKNOWN_OUTCOME} ${outcome.error}`, outcome.code);
    case 'retry':
      return row.attempts >= MAIL_MAX_ATTEMPTS
        ? settle(db, emailId, 'failed', `Gave up after ${row.attempts} attempts: ${outcome.error}`, outcome.code)
        : settle(db, emailId, 'pending', outcome.error, outcome.code);
  }
}

/** Records how the attempt that holds the message ended. */
async function settle(
  db: Db,
  emailId: string,
  status: EmailStatus,
  error: string | null,
  code: string | null,
  sentAt: Date | null = null,
): Promise<SendResult> {
  if (status === 'sent' || status === 'failed' || status === 'pending' || status === 'kept') {
    announce.emailAttempt({ status });
  }
  await db
    .update(emailOutbox)
    .set({ status, lastError: error, sentAt })
    .where(and(eq(emailOutbox.id, emailId), eq(emailOutbox.status, 'sending')));
  return { status, error, code };
}

/**
 * The sweep: attempts that died with their server are recorded as failed (their outcome cannot be known), and pending
 * messages that lost their job are queued again (a job still waiting for one refuses the copy: the key is the id).
 */
export async function sweepOutbox(
  db: Db,
  mail: Pick<MailDeps, 'jobs'>,
  now: Date = new Date(),
): Promise<{ abandoned: string[]; requeued: number }> {
  const abandoned = await db
    .update(emailOutbox)
    .set({ status: 'failed', lastError: ABANDONED_ATTEMPT })
    .where(
      and(eq(emailOutbox.status, 'sending'), lt(emailOutbox.lastAttemptAt, new Date(now.getTime() - STALE_SENDING_MS))),
    )
    .returning({ id: emailOutbox.id });
  if (!mail.jobs) return { abandoned: abandoned.map((r) => r.id), requeued: 0 };
  const stale = new Date(now.getTime() - STALE_PENDING_MS);
  const pending = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.status, 'pending'),
        sql`coalesce(${emailOutbox.lastAttemptAt}, ${emailOutbox.createdAt}) < ${stale.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(emailOutbox.createdAt))
    .limit(SWEEP_BATCH);
  const requeued = await mail.jobs.sendMany(
    MAIL_SEND_JOB,
    pending.map(({ id }) => ({ data: { emailId: id }, singletonKey: id })),
  );
  return { abandoned: abandoned.map((r) => r.id), requeued };
}
