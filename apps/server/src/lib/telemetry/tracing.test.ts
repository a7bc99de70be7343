// Traces and log lines (issue 32): HTTP, database and job spans in one trace, the request id and traceparent carried
// into jobs and the mail outbox, and log lines with the trace ids but no address, token or card number. Spans go to
// an in-memory exporter; tracing is registered for this file only (each test file has its own module graph).
import { Writable } from 'node:stream';
import { trace } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-node';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '#server/db/client.ts';
import { emailOutbox } from '#server/db/schema/index.ts';
import { createScratchDatabase, type ScratchDatabase } from '#server/db/scratch-database.ts';
import { createJobQueue } from '#server/lib/jobs/queue.ts';
import { createTestApp, randomIp, signUpCreator, type TestApp } from '#server/test/harness.ts';
import { currentRequestId, runWithRequestId } from './request-context.ts';
import { startTracing, TRACER_NAME } from './tracing.ts';

const exporter = new InMemorySpanExporter();
let stopTracing: () => Promise<void>;
let app: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  stopTracing = startTracing({ processor: new SimpleSpanProcessor(exporter) });
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  app = await createTestApp({ logger: { level: 'info', stream } });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await stopTracing?.();
});

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const traceparent = `00-${TRACE_ID}-00f067aa0ba902b7-01`;

describe('spans', () => {
  it('an HTTP request continues the caller’s trace, with a span per database statement inside it', async () => {
    exporter.reset();
    const res = await app.inject({ method: 'GET', url: '/api/ready', headers: { traceparent } });
    expect(res.statusCode).toBe(200);
    const spans = exporter.getFinishedSpans().filter((s) => s.spanContext().traceId === TRACE_ID);
    const server = spans.find((s) => s.attributes['http.route'] === '/api/ready');
    expect(server).toBeDefined();
    const select = spans.find((s) => s.attributes['db.query.text'] === 'select 1');
    expect(select?.attributes['db.system.name']).toBe('postgresql');
    // Outside a traced request or job, statements make no spans (the queue's polls would drown the traces).
    exporter.reset();
    await app.db.execute('select 1' as never);
    expect(exporter.getFinishedSpans()).toEqual([]);
  });

  it('keeps secrets out of spans: no token in url.path, no parameter value in a statement', async () => {
    exporter.reset();
    const creator = await signUpCreator(app);
    exporter.reset();
    await app.inject({ method: 'GET', url: '/api/email/unsubscribe?token=SECRET-TOKEN-123', headers: { traceparent } });
    await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: creator.email, password: 'wrong-password-here' },
      remoteAddress: randomIp(),
      headers: { traceparent },
    });
    const text = JSON.stringify(exporter.getFinishedSpans().map((s) => s.attributes));
    expect(text).toContain('/api/email/unsubscribe');
    expect(text).not.toContain('SECRET-TOKEN-123');
    expect(text).not.toContain(creator.email);
    expect(text).not.toContain('wrong-password-here');
  });

  it('an email written by a request keeps its request id and traceparent in the outbox row', async () => {
    const creator = await signUpCreator(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      payload: { email: creator.email },
      remoteAddress: randomIp(),
      headers: { traceparent },
    });
    expect(res.statusCode).toBe(202);
    const [row] = await app.db
      .select({ requestId: emailOutbox.requestId, traceparent: emailOutbox.traceparent })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, creator.email.toLowerCase()), eq(emailOutbox.kind, 'password_reset')));
    expect(row.requestId).toBe(res.headers['x-request-id']);
    expect(row.traceparent).toMatch(new RegExp(`^00-${TRACE_ID}-[0-9a-f]{16}-01$`));
  });
});

describe('jobs', () => {
  let scratch: ScratchDatabase | null = null;
  let database: Database;
  beforeAll(async () => {
    const url = process.env.DATABASE_URL;
    if (url) scratch = await createScratchDatabase(url, 'tracing');
    database = scratch
      ? await openDatabase({ engine: 'postgres', url: scratch.url, poolSize: 4 })
      : await openDatabase({ engine: 'pglite', dataDir: null });
    await database.migrate();
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await scratch?.drop();
  });

  it('a job continues the trace and carries the request id of the request that queued it', async () => {
    const queue = await createJobQueue(database, {
      pollingIntervalSeconds: 0.5,
      logger: { warn: () => {}, error: () => {} },
    });
    const seen: Array<{ requestId: string | undefined; traceId: string | undefined }> = [];
    await queue.work('tracing-test', {}, async () => {
      seen.push({ requestId: currentRequestId(), traceId: trace.getActiveSpan()?.spanContext().traceId });
    });
    await queue.start();
    try {
      let traceId = '';
      await runWithRequestId({ requestId: 'request-42' }, () =>
        trace.getTracer(TRACER_NAME).startActiveSpan('request', async (span) => {
          traceId = span.spanContext().traceId;
          await queue.send('tracing-test', {});
          span.end();
        }),
      );
      await expect.poll(() => seen.length, { timeout: 15_000 }).toBe(1);
      expect(seen[0]).toEqual({ requestId: 'request-42', traceId });
    } finally {
      await queue.stop();
    }
  }, 60_000);
});

describe('logs', () => {
  it('carry the trace ids and never an address, a token or a card number', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/api/email/unsubscribe?token=SECRET-TOKEN-456', headers: { traceparent } });
    app.log.info(
      {
        email: 'person@example.com',
        token: 'tok-789',
        cardNumber: '4242424242424242',
        user: { email: 'other@example.com', password: 'pw-000' },
        to: 'to@example.com',
      },
      'something happened',
    );
    const all = lines.join('\n');
    for (const secret of [
      'SECRET-TOKEN-456',
      'person@example.com',
      'tok-789',
      '4242424242424242',
      'other@example.com',
      'pw-000',
      'to@example.com',
    ]) {
      expect(all).not.toContain(secret);
    }
    expect(all).toContain('[redacted]');
    const parsed = lines.map((l) => JSON.parse(l));
    const incoming = parsed.find((l) => l.msg === 'incoming request');
    expect(incoming.req.url).toBe('/api/email/unsubscribe?token=%5Bredacted%5D');
    // Fastify writes "incoming request" before the span starts; the lines after it carry the trace.
    const completed = parsed.find((l) => l.msg === 'request completed' && l.reqId === incoming.reqId);
    expect(completed.trace_id).toBe(TRACE_ID);
    expect(completed.span_id).toMatch(/^[0-9a-f]{16}$/);
    expect(completed.reqId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
