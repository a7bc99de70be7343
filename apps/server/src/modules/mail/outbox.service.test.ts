// The outbox against a real SMTP server (smtp-server on a local port), on a database of its own: in-memory PGlite, or a
// scratch PostgreSQL database where two Database handles, each with its own pool, stand for two app servers (the
// sweep acts on every row it finds, and other files share DATABASE_URL's database).
import { notificationContent } from '@microreach/domain/notification-texts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '#server/db/client.ts';
import { emailOutbox } from '#server/db/schema/index.ts';
import { createScratchDatabase, type ScratchDatabase } from '#server/db/scratch-database.ts';
import { createJobQueue, type JobQueue } from '#server/lib/jobs/queue.ts';
import { createTestApp, type TestApp, uniqueEmail } from '#server/test/harness.ts';
import {
  closedPort,
  startSilentServer,
  startTestSmtpServer,
  type TestSmtpServer,
} from '#server/test/support/smtp-test-server.ts';
import type { MailConfig, MailDeps, SmtpTimeouts } from './configure.ts';
import {
  emailConfirmationEmail,
  notificationEmail,
  passwordResetEmail,
  type RenderedEmail,
} from './email-templates.ts';
import {
  ABANDONED_ATTEMPT,
  enqueueEmail,
  MAIL_MAX_ATTEMPTS,
  MAIL_SEND_JOB,
  MAIL_SEND_WORK,
  STALE_SENDING_MS,
  sendOutboxEmail,
  sweepOutbox,
  UNKNOWN_OUTCOME,
} from './outbox.service.ts';

const engine = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const APP_URL = 'http://localhost:3000';
const FROM = 'MicroReach <no-reply@microreach.test>';
/** Short waits, so a slow server is a failed attempt within a test. */
const FAST: SmtpTimeouts = { connectionMs: 2_000, greetingMs: 300, socketMs: 600 };
/**
 * Timeouts for tests about who sends, not about timing out: PGlite runs in the test's own thread, and on a slow or busy
 * machine a query can hold it longer than FAST's greeting wait (a CI run saw 3 of 20 messages time out and wait for
 * their retry).
 */
const PATIENT: SmtpTimeouts = { connectionMs: 10_000, greetingMs: 10_000, socketMs: 10_000 };

let scratch: ScratchDatabase | null = null;
/** Two handles on one database: on PostgreSQL two pools (two app servers); PGlite is one process, so the same. */
let one: Database;
let two: Database;
const closing: Array<{ close(): Promise<unknown> }> = [];

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  if (url) {
    scratch = await createScratchDatabase(url, 'mail');
    one = await openDatabase({ engine: 'postgres', url: scratch.url, poolSize: 4 });
    two = await openDatabase({ engine: 'postgres', url: scratch.url, poolSize: 4 });
  } else {
    one = await openDatabase({ engine: 'pglite', dataDir: null });
    two = one;
  }
  await one.migrate();
}, 60_000);

afterEach(async () => {
  await Promise.all(closing.splice(0).map((c) => c.close()));
});

afterAll(async () => {
  if (two !== one) await two?.close();
  await one?.close();
  await scratch?.drop();
});

async function smtpServer(...args: Parameters<typeof startTestSmtpServer>): Promise<TestSmtpServer> {
  const server = await startTestSmtpServer(...args);
  closing.push(server);
  return server;
}

const smtp = (url: string, timeouts: SmtpTimeouts = FAST): MailDeps => ({
  from: FROM,
  delivery: { mode: 'smtp', url, timeouts },
  jobs: null,
});

const resetEmail = (name: string | null = 'Ada'): RenderedEmail =>
  passwordResetEmail({
    name,
    resetUrl: `${APP_URL}/reset-password?token=tok-${Math.random().toString(36).slice(2)}`,
    expiresInMinutes: 60,
    appUrl: APP_URL,
  });

/** Writes a message as an event would: inside a transaction of the database `db`. */
async function write(
  mail: MailDeps,
  email: RenderedEmail = resetEmail(),
  to = uniqueEmail('mail'),
  db = one,
): Promise<string> {
  const { id } = await db.db.transaction((tx) => enqueueEmail(tx, mail, { to, email }));
  return id;
}

async function rowOf(id: string) {
  const [row] = await one.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return row;
}

/** The messages the server read with this Message-ID. */
const copiesOf = (server: TestSmtpServer, messageId: string) =>
  server.received.filter((m) => m.messageId === messageId);

describe(`the outbox on ${engine}`, () => {
  it('sends each kind of message once, in plain text and HTML, from MAIL_FROM, with a stable Message-ID', async () => {
    const server = await smtpServer();
    const mail = smtp(server.url);
    const kinds: RenderedEmail[] = [
      resetEmail('Ada'),
      emailConfirmationEmail({ name: 'Grace', confirmUrl: `${APP_URL}/confirm?token=c1`, appUrl: APP_URL }),
      notificationEmail({
        name: 'Linus',
        notification: notificationContent({
          kind: 'invitation_received',
          brandName: 'Cold Brew Co',
          campaignName: 'Summer Sips',
        }),
        appUrl: APP_URL,
      }),
    ];
    for (const email of kinds) {
      const to = uniqueEmail(email.kind);
      const id = await write(mail, email, to);
      expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 0, kind: email.kind });

      expect(await sendOutboxEmail(one.db, mail, id)).toEqual({ status: 'sent', error: null, code: null });
      const row = await rowOf(id);
      expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null, sentAt: expect.any(Date) });
      expect(row.messageId).toBe(`<${id}@microreach.test>`);

      const [received] = copiesOf(server, row.messageId);
      expect(received.from?.value).toEqual([{ name: 'MicroReach', address: 'no-reply@microreach.test' }]);
      expect(received.to && !Array.isArray(received.to) ? received.to.value : null).toEqual([
        { name: '', address: to },
      ]);
      expect(received.subject).toBe(email.subject);
      expect(received.subject).toContain('MicroReach');
      expect(received.text?.trim()).toBe(email.text.trim());
      expect(received.html).toBe(email.html);
      expect(received.date?.getTime()).toBe(Math.floor(row.createdAt.getTime() / 1000) * 1000);
    }
    expect(server.received.map((m) => m.subject)).toEqual([
      'Reset your MicroReach password',
      'Confirm your email for MicroReach',
      'New invitation - MicroReach',
    ]);
  });

  it('keeps a message with its event: a rolled-back transaction leaves neither the message nor its job', async () => {
    const jobs = await createJobQueue(one, { logger: { warn: () => {}, error: () => {} } });
    await jobs.work(MAIL_SEND_JOB, {}, async () => {});
    await jobs.start();
    closing.push({ close: () => jobs.stop() });
    const mail = { ...smtp('smtp://127.0.0.1:9'), jobs };
    const to = uniqueEmail('rolled-back');
    await expect(
      one.db.transaction(async (tx) => {
        await enqueueEmail(tx, mail, { to, email: resetEmail() });
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect(await one.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to))).toEqual([]);

    // Committed: the message and one job keyed by it. The same dedupe key again is the same message.
    const first = await one.db.transaction((tx) =>
      enqueueEmail(tx, mail, { to, email: resetEmail(), dedupeKey: `reset:${to}` }),
    );
    const again = await one.db.transaction((tx) =>
      enqueueEmail(tx, mail, { to, email: resetEmail(), dedupeKey: `reset:${to}` }),
    );
    expect(again).toEqual({ id: first.id, created: false });
    const { rows } = await one.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = ${MAIL_SEND_JOB} and singleton_key = ${first.id}`,
    );
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('sends a message once when two app servers attempt it at the same moment', async () => {
    const server = await smtpServer();
    const mail = smtp(server.url);
    const ids = await Promise.all(Array.from({ length: 10 }, () => write(mail)));
    const results = await Promise.all(
      ids.flatMap((id) => [sendOutboxEmail(one.db, mail, id), sendOutboxEmail(two.db, mail, id)]),
    );
    // Per message one attempt sent it; the other found it being sent (or already sent) and left it.
    for (let i = 0; i < results.length; i += 2) {
      expect([results[i].status, results[i + 1].status]).toContain('sent');
      expect(['sent', 'sending']).toEqual(expect.arrayContaining([results[i].status, results[i + 1].status]));
    }
    for (const id of ids) {
      const row = await rowOf(id);
      expect(row).toMatchObject({ status: 'sent', attempts: 1 });
      expect(copiesOf(server, row.messageId)).toHaveLength(1);
    }
    expect(server.received).toHaveLength(ids.length);
  });

  it('mail server down: the failure and the attempt are recorded, nothing is sent; a later attempt sends it once', async () => {
    const port = await closedPort();
    const mail = smtp(`smtp://127.0.0.1:${port}`);
    const id = await write(mail);

    const failed = await sendOutboxEmail(one.db, mail, id);
    expect(failed).toMatchObject({ status: 'pending', code: 'ESOCKET' });
    expect(await rowOf(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      sentAt: null,
      lastError: expect.stringContaining('ECONNREFUSED'),
      lastAttemptAt: expect.any(Date),
    });

    // The server is back on the same address: the retry sends it, and any later attempt leaves it alone.
    const server = await smtpServer(port);
    expect((await sendOutboxEmail(one.db, mail, id)).status).toBe('sent');
    expect((await sendOutboxEmail(two.db, mail, id)).status).toBe('sent');
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(copiesOf(server, row.messageId)).toHaveLength(1);
    expect(server.received).toHaveLength(1);
  });

  it(`gives up after ${MAIL_MAX_ATTEMPTS} attempts the server never took`, async () => {
    const mail = smtp(`smtp://127.0.0.1:${await closedPort()}`);
    const id = await write(mail);
    await one.db
      .update(emailOutbox)
      .set({ attempts: MAIL_MAX_ATTEMPTS - 1 })
      .where(eq(emailOutbox.id, id));
    expect((await sendOutboxEmail(one.db, mail, id)).status).toBe('failed');
    expect(await rowOf(id)).toMatchObject({
      status: 'failed',
      attempts: MAIL_MAX_ATTEMPTS,
      lastError: expect.stringMatching(/^Gave up after 6 attempts: .*ECONNREFUSED/),
    });
  });

  it('mail server slow to greet: a failed attempt, recorded, retried later; nothing was sent', async () => {
    const silent = await startSilentServer();
    closing.push(silent);
    const mail = smtp(silent.url);
    const id = await write(mail);
    const started = Date.now();
    expect(await sendOutboxEmail(one.db, mail, id)).toMatchObject({ status: 'pending', code: 'ETIMEDOUT' });
    expect(Date.now() - started).toBeLessThan(FAST.connectionMs + 1_000);
    expect(await rowOf(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'ETIMEDOUT (GREETING_TIMEOUT): Greeting never received',
    });
    expect(silent.connections()).toBe(1);
  });

  it('mail server slow to answer a message it read in full: failed, never sent again, read once', async () => {
    const server = await smtpServer(0, { answerDelayMs: 1_500 });
    const mail = smtp(server.url);
    const id = await write(mail);
    const result = await sendOutboxEmail(one.db, mail, id);
    expect(result).toMatchObject({ status: 'failed', code: 'ETIMEDOUT' });
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1, sentAt: null });
    expect(row.lastError).toContain(UNKNOWN_OUTCOME);

    // The server now answers at once; neither another attempt nor the sweep sends the message again.
    server.behave({});
    expect((await sendOutboxEmail(one.db, mail, id)).status).toBe('failed');
    await sweepOutbox(one.db, { jobs: null }, new Date(Date.now() + 60 * 60_000));
    expect((await rowOf(id)).status).toBe('failed');
    expect(copiesOf(server, row.messageId)).toHaveLength(1);
  });

  it('a refusal for good (5xx) is recorded as failed and not retried; a 4xx is retried', async () => {
    const server = await smtpServer(0, { refuseRecipient: 550 });
    const mail = smtp(server.url);
    const refused = await write(mail);
    expect(await sendOutboxEmail(one.db, mail, refused)).toMatchObject({ status: 'failed', code: 'EENVELOPE 550' });
    expect(await rowOf(refused)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: expect.stringMatching(/^Refused by the mail server: EENVELOPE: .*550/),
    });

    server.behave({ refuseMessage: 451 });
    const later = await write(mail);
    expect(await sendOutboxEmail(one.db, mail, later)).toMatchObject({ status: 'pending', code: 'EMESSAGE 451' });
    server.behave({});
    expect((await sendOutboxEmail(one.db, mail, later)).status).toBe('sent');
    // Read twice (refused, then taken), delivered once: the refused copy was never the server's.
    const { messageId } = await rowOf(later);
    expect(copiesOf(server, messageId)).toHaveLength(2);
    expect(await rowOf(later)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('the sweep records an attempt that died with its server as failed and queues again what lost its job', async () => {
    const server = await smtpServer();
    const mail = smtp(server.url);
    const dead = await write(mail);
    const lost = await write(mail);
    // An attempt began 20 minutes ago and its server stopped; another message's job was lost.
    await one.db
      .update(emailOutbox)
      .set({ status: 'sending', attempts: 1, lastAttemptAt: new Date(Date.now() - STALE_SENDING_MS - 5 * 60_000) })
      .where(eq(emailOutbox.id, dead));
    await one.db
      .update(emailOutbox)
      .set({ createdAt: new Date(Date.now() - 20 * 60_000) })
      .where(eq(emailOutbox.id, lost));

    const sent: string[] = [];
    const jobs = await createJobQueue(one, {
      pollingIntervalSeconds: 0.5,
      logger: { warn: () => {}, error: () => {} },
    });
    await jobs.work<{ emailId: string }>(MAIL_SEND_JOB, {}, async ({ emailId }) => {
      sent.push(emailId);
      await sendOutboxEmail(one.db, mail, emailId);
    });
    await jobs.start();
    closing.push({ close: () => jobs.stop() });

    const swept = await sweepOutbox(one.db, { jobs });
    expect(swept.abandoned).toContain(dead);
    expect(swept.abandoned).not.toContain(lost);
    expect(await rowOf(dead)).toMatchObject({ status: 'failed', lastError: ABANDONED_ATTEMPT });
    await expect.poll(async () => (await rowOf(lost)).status, { timeout: 10_000 }).toBe('sent');
    expect(sent).toContain(lost);
    expect(sent).not.toContain(dead);
    expect(server.received).toHaveLength(1);
    // A second sweep finds nothing to queue: the message is sent.
    const again = await sweepOutbox(one.db, { jobs });
    expect(again.abandoned).not.toContain(lost);
    expect((await rowOf(lost)).attempts).toBe(1);
  });

  it('without SMTP a message is kept, never sent and never queued', async () => {
    const kept: MailDeps = { from: FROM, delivery: { mode: 'kept', reason: 'disabled' }, jobs: null };
    const id = await write(kept);
    expect(await rowOf(id)).toMatchObject({ status: 'kept', attempts: 0 });
    expect((await sendOutboxEmail(one.db, smtp('smtp://127.0.0.1:9'), id)).status).toBe('kept');
    expect(await rowOf(id)).toMatchObject({ status: 'kept', attempts: 0 });
  });
});

describe(`two app servers with the job queue on ${engine}`, () => {
  const servers: Array<{ database: Database; jobs: JobQueue; app: TestApp }> = [];
  let smtpOf: TestSmtpServer;

  beforeAll(async () => {
    smtpOf = await startTestSmtpServer();
    const config: MailConfig = {
      from: FROM,
      delivery: { mode: 'smtp', url: smtpOf.url, timeouts: PATIENT },
      devMailbox: false,
    };
    for (const database of [one, two]) {
      const jobs = await createJobQueue(database, { pollingIntervalSeconds: 0.5, cronIntervalSeconds: 1 });
      const app = await createTestApp({ database, closeDatabase: false, jobs, mail: config, appUrl: APP_URL });
      servers.push({ database, jobs, app });
    }
  }, 60_000);

  afterAll(async () => {
    for (const { app } of servers) await app.close();
    await smtpOf?.close();
  });

  const statuses = async (ids: string[]) => (await Promise.all(ids.map(rowOf))).map((r) => r.status);

  it('send each message once, though each is queued on both', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      const here = servers[i % 2];
      const there = servers[(i + 1) % 2];
      const id = await write(
        { ...smtp(smtpOf.url, PATIENT), jobs: here.jobs },
        resetEmail(),
        uniqueEmail('pair'),
        here.database,
      );
      // A second job for the same message on the other server (as a sweep's copy or a redelivery would be).
      await there.jobs.send(MAIL_SEND_JOB, { emailId: id }, { singletonKey: `copy:${id}` });
      ids.push(id);
    }
    await expect.poll(() => statuses(ids), { timeout: 20_000 }).toEqual(ids.map(() => 'sent'));
    for (const id of ids) {
      const row = await rowOf(id);
      expect(row.attempts).toBe(1);
      expect(copiesOf(smtpOf, row.messageId)).toHaveLength(1);
    }
    expect(smtpOf.received).toHaveLength(ids.length);
  });

  it('retry a failed attempt through the queue, with backoff, and then send it once', async () => {
    smtpOf.behave({ refuseMessage: 451 });
    const [here] = servers;
    const id = await write({ ...smtp(smtpOf.url), jobs: here.jobs });
    await expect
      .poll(async () => rowOf(id), { timeout: 10_000 })
      .toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringContaining('451') });
    const job = async () => {
      const { rows } = await one.db.execute<{ state: string; waitSeconds: number }>(
        sql`select state, extract(epoch from start_after - now())::int as "waitSeconds" from pgboss.job
            where name = ${MAIL_SEND_JOB} and singleton_key = ${id}`,
      );
      return rows;
    };
    await expect.poll(job, { timeout: 10_000 }).toEqual([{ state: 'retry', waitSeconds: expect.any(Number) }]);
    const [{ waitSeconds }] = await job();
    expect(waitSeconds).toBeGreaterThanOrEqual(MAIL_SEND_WORK.retryDelaySeconds! - 5);

    // The server takes mail again; the retry comes due (here at once, instead of in half a minute).
    smtpOf.behave({});
    await one.db.execute(
      sql`update pgboss.job set start_after = now() where name = ${MAIL_SEND_JOB} and singleton_key = ${id}`,
    );
    await expect.poll(async () => (await rowOf(id)).status, { timeout: 10_000 }).toBe('sent');
    const row = await rowOf(id);
    expect(row.attempts).toBe(2);
    // Read twice (refused with 451, then taken): delivered once.
    expect(copiesOf(smtpOf, row.messageId)).toHaveLength(2);
  });
});
