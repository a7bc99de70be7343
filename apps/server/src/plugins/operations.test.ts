// The operations plugin (issue 32): the Prometheus registry of each app, the readiness probe and draining.
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CHAT_SOCKET_SERVICE_RESTART } from '@microreach/domain/chat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SharedReadCache } from '#server/lib/cache/shared-read-cache.ts';
import { announce } from '#server/lib/telemetry/events.ts';
import { startPrometheusServer } from '#server/lib/telemetry/prometheus-server.ts';
import { DEFAULT_MAIL_FROM, KEPT_MAIL, SMTP_TIMEOUTS } from '#server/modules/mail/configure.ts';
import { enqueueEmail, MAIL_SEND_JOB, sendOutboxEmail } from '#server/modules/mail/outbox.service.ts';
import { createTestApp, signUpBusiness, signUpCreator, type TestApp } from '#server/test/harness.ts';
import { addFunds } from '#server/test/ledger.ts';
import { ManualJobQueue } from '#server/test/support/manual-job-queue.ts';

/** The sum of the values matched by `pattern`'s first group. */
function sum(text: string, pattern: RegExp): number {
  return [...text.matchAll(pattern)].reduce((total, m) => total + Number(m[1]), 0);
}

/** The value of one sample line of the exposition (`name{labels} value`), or undefined. */
async function sample(app: TestApp, series: string): Promise<number | undefined> {
  const text = await app.prometheus.metrics();
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('metrics', () => {
  let app: TestApp;
  let jobs: ManualJobQueue;
  beforeAll(async () => {
    jobs = new ManualJobQueue();
    app = await createTestApp({ jobs });
  }, 60_000);
  afterAll(() => app.close());

  it('keeps a registry per app: two apps in one process register the same metrics without a clash', async () => {
    const other = await createTestApp();
    try {
      await other.inject({ method: 'GET', url: '/api/health' });
      expect(
        await sample(
          other,
          'microreach_http_request_duration_seconds_count{method="GET",route="/api/health",status_class="2xx"}',
        ),
      ).toBe(1);
      expect(app.prometheus).not.toBe(other.prometheus);
    } finally {
      await other.close();
    }
  });

  it('tells whether each search catalogue answers, its rows, its last load and the searches it answered', async () => {
    const other = await createTestApp({ database: app.database, closeDatabase: false, creatorCatalogue: true });
    try {
      const catalogue = other.creatorCatalogue!;
      await catalogue.sync();
      expect(await sample(other, 'microreach_search_catalogue_ready{catalogue="creators"}')).toBe(1);
      expect(await sample(other, 'microreach_search_catalogue_rows{catalogue="creators"}')).toBe(catalogue.size);
      expect(
        await sample(other, 'microreach_search_catalogue_load_seconds{catalogue="creators"}'),
      ).toBeGreaterThanOrEqual(0);
      const business = await signUpBusiness(other);
      const before = (await sample(other, 'microreach_search_catalogue_answered{catalogue="creators"}')) ?? 0;
      const res = await other.inject({
        method: 'GET',
        url: '/api/business/influencers?q=anyone',
        headers: { cookie: business.cookie },
      });
      expect(res.statusCode).toBe(200);
      expect(await sample(other, 'microreach_search_catalogue_answered{catalogue="creators"}')).toBe(before + 1);
      // Browse's is off in this app: it reports nothing.
      expect(await sample(other, 'microreach_search_catalogue_ready{catalogue="browse"}')).toBeUndefined();
    } finally {
      await other.close();
    }
  });

  it('times requests by route pattern, method and status class, never by raw URL', async () => {
    const id = randomUUID();
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: `/api/profiles/${id}` });
    await app.inject({ method: 'GET', url: `/api/no-such-route/${id}` });
    const text = await app.prometheus.metrics();
    expect(text).toContain(
      'microreach_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/health",status_class="2xx"}',
    );
    expect(text).toMatch(/route="\/api\/profiles\/:id",status_class="4xx"/);
    expect(text).toContain('route="unmatched",status_class="4xx"');
    expect(text).not.toContain(id);
  });

  it('reports the database pool, the job queues by state and the chat sockets', async () => {
    const total = await sample(app, 'microreach_db_pool_connections{state="total"}');
    expect(total).toBeGreaterThanOrEqual(1);
    if (app.database.engine === 'postgres') {
      expect(await sample(app, 'microreach_db_pool_connections{state="waiting"}')).toBe(0);
    }
    await jobs.send(MAIL_SEND_JOB, { emailId: randomUUID() }, {});
    expect(await sample(app, `microreach_job_queue_jobs{queue="${MAIL_SEND_JOB}",state="queued"}`)).toBe(1);
    jobs.queued.splice(0);
    expect(await sample(app, 'microreach_websocket_connections')).toBe(app.realtime.size);
    expect(await sample(app, 'microreach_listen_connected')).toBe(1);
  });

  it('counts ledger transfers, email attempts, cache lookups, jobs and LISTEN reconnects', async () => {
    const business = await signUpBusiness(app);
    const written = async () =>
      sum(
        await app.prometheus.metrics(),
        /^microreach_ledger_transfers_total\{kind="\w+",outcome="written"\} (\d+)$/gm,
      );
    const before = await written();
    await addFunds(app, business, 5_00);
    expect(await written()).toBeGreaterThan(before);

    // An outbox row written while SMTP was configured, attempted without it: the attempt ends "kept".
    const keptBefore = (await sample(app, 'microreach_email_attempts_total{status="kept"}')) ?? 0;
    const { id } = await app.db.transaction((tx) =>
      enqueueEmail(
        tx,
        {
          from: DEFAULT_MAIL_FROM,
          delivery: { mode: 'smtp', url: 'smtp://127.0.0.1:1', timeouts: SMTP_TIMEOUTS },
          jobs: null,
        },
        { to: 'someone@example.com', email: { kind: 'notification', subject: 's', text: 't', html: '<p>t</p>' } },
      ),
    );
    await sendOutboxEmail(app.db, { delivery: KEPT_MAIL.delivery }, id);
    expect(await sample(app, 'microreach_email_attempts_total{status="kept"}')).toBe(keptBefore + 1);

    const cache = new SharedReadCache<number>({ channel: `ops_cache_${Date.now()}`, ttlMs: 60_000, maxEntries: 10 });
    await cache.start(app.database);
    try {
      await cache.get('k', async () => 1);
      await cache.get('k', async () => 2);
    } finally {
      await cache.close();
    }
    const cacheText = await app.prometheus.metrics();
    expect(cacheText).toMatch(/microreach_cache_lookups_total\{cache="ops_cache_\d+",result="miss"\} 1/);
    expect(cacheText).toMatch(/microreach_cache_lookups_total\{cache="ops_cache_\d+",result="hit"\} 1/);

    // Announced by lib/jobs/queue.ts and db/client.ts (their own tests show when); counted here.
    announce.job({ queue: 'ops-test', outcome: 'failed', seconds: 0.2 });
    announce.listen({ channel: 'ops_test', event: 'reconnect' });
    expect(await sample(app, 'microreach_jobs_total{queue="ops-test",outcome="failed"}')).toBe(1);
    expect(await sample(app, 'microreach_listen_events_total{channel="ops_test",event="reconnect"}')).toBe(1);
  });

  it('serves the registry on a listener of its own, with nothing else there', async () => {
    const server = await startPrometheusServer(app.prometheus, { port: 0, host: '127.0.0.1' });
    try {
      const metrics = await fetch(`http://127.0.0.1:${server.port}/metrics`);
      expect(metrics.status).toBe(200);
      expect(metrics.headers.get('content-type')).toContain('text/plain');
      expect(await metrics.text()).toContain('# TYPE microreach_http_request_duration_seconds histogram');
      expect((await fetch(`http://127.0.0.1:${server.port}/api/health`)).status).toBe(404);
    } finally {
      await server.close();
    }
    // The app's own (public) listener has no metrics route.
    expect((await app.inject({ method: 'GET', url: '/metrics' })).body).not.toContain('microreach_');
  });
});

describe('readiness', () => {
  it('answers 200 when the database, the LISTEN connection, the queue and storage answer, signed out', async () => {
    const app = await createTestApp({ jobs: new ManualJobQueue() });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: 'ready',
        checks: { database: 'ok', listen: 'ok', jobs: 'ok', storage: 'ok' },
      });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await app.close();
    }
  });

  it('answers 503 naming the check that failed: storage unreachable, the queue stopped', async () => {
    const jobs = new ManualJobQueue();
    const app = await createTestApp({ jobs });
    try {
      app.storage.get = async () => {
        throw new Error('the bucket is unreachable');
      };
      await jobs.stop();
      const res = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'unavailable',
        checks: { database: 'ok', listen: 'ok', jobs: 'failed', storage: 'failed' },
      });
    } finally {
      await app.close();
    }
  });

  it('answers 503 draining once the server drains, while /api/health still answers', async () => {
    const app = await createTestApp();
    try {
      app.drain();
      const res = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'draining', checks: {} });
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('draining', () => {
  it('on close: the request in flight finishes, chat sockets get 1012, new connections are refused', async () => {
    const app = await createTestApp();
    const creator = await signUpCreator(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;

    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/chat/socket`, {
      headers: { cookie: creator.cookie, origin: `http://127.0.0.1:${port}` },
    });
    await new Promise<void>((resolve, reject) => {
      socket.on('message', () => resolve());
      socket.on('error', reject);
    });
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));

    // A sign-in whose body is still on its way when the server starts closing.
    const body = JSON.stringify({ email: creator.email, password: 'not-the-password' });
    const slow = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const answered = new Promise<number>((resolve, reject) => {
      slow.on('response', (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      slow.on('error', reject);
    });
    // Fastify has the request (its headers) before the close begins.
    const received = new Promise<void>((resolve) => app.server.once('request', () => resolve()));
    slow.write(body.slice(0, 10));
    await received;

    const closing = app.close();
    expect(await closed).toBe(CHAT_SOCKET_SERVICE_RESTART);
    slow.end(body.slice(10));
    // Answered by the route (a refusal of the sign-in), not cut off or refused with 503 by the shutdown.
    const status = await answered;
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    await closing;
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  }, 30_000);
});
