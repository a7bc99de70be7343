// What whoever runs the server needs from it (issue 32): Prometheus metrics of this app in `app.prometheus` (served
// on their own port by server.ts, never by the public listener), request ids carried into jobs and emails, HTTP
// spans when tracing is on, the readiness probe GET /api/ready, and draining: `app.drain()` turns readiness to 503,
// and closing tells chat sockets to reconnect elsewhere (1012) while requests in flight finish.
import { AsyncResource } from 'node:async_hooks';
import diagnosticsChannel from 'node:diagnostics_channel';
import FastifyOtelInstrumentation from '@fastify/otel';
import { type Readiness, ReadinessSchema } from '@microreach/domain/operations';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { JobQueue } from '../lib/jobs/queue.ts';
import type { FileStorage } from '../lib/storage/index.ts';
import {
  type CacheLookupEvent,
  type DbQueryEvent,
  type EmailAttemptEvent,
  type JobEvent,
  type LedgerTransferEvent,
  type ListenEvent,
  telemetryChannels,
} from '../lib/telemetry/events.ts';
import { safeUrl } from '../lib/telemetry/log-fields.ts';
import { runWithRequestId } from '../lib/telemetry/request-context.ts';
import { isTracingStarted } from '../lib/telemetry/tracing.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's Prometheus registry (one per app: tests build many). */
    prometheus: Registry;
    /** Readiness answers 503 from now on (the first step of a shutdown; app.close() does it too). */
    drain(): void;
  }
}

/** How long one readiness check may take before it counts as failed. */
export const READY_CHECK_TIMEOUT_MS = 2_000;
/** A key no object has: reading it proves the store answers. */
const STORAGE_PROBE_KEY = 'readiness/probe.webp';

export interface OperationsOptions {
  jobs: JobQueue | null;
  storage: FileStorage;
}

const kWork = Symbol('request work context');

export const operationsPlugin = fp<OperationsOptions>(async (app: FastifyInstance, { jobs, storage }) => {
  // HTTP spans (the trace context of an incoming traceparent is continued). Only when tracing was started: its hooks
  // wrap every other hook. The span's url.path never holds a secret query value.
  if (isTracingStarted()) {
    const otel = new FastifyOtelInstrumentation({
      requestHook: (span, request) => span.setAttribute('url.path', safeUrl(request.url)),
    });
    await app.register(otel.plugin());
  }

  // The request id of the work under way (lib/telemetry/request-context.ts): jobs and emails store it. The stream
  // events that parse a body run outside the request's async context, so it is entered again before validation.
  app.decorateRequest(kWork, null);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    runWithRequestId({ requestId: request.id }, () => {
      (request as unknown as Record<symbol, AsyncResource>)[kWork] = new AsyncResource('microreach-request');
      done();
    });
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const resource = (request as unknown as Record<symbol, AsyncResource | null>)[kWork];
    if (resource) resource.runInAsyncScope(done);
    else done();
  });

  const registry = new Registry();
  app.decorate('prometheus', registry);
  registerMetrics(app, registry, jobs);

  // Readiness: each dependency checked on each call; 503 naming what failed, or while draining.
  let draining = false;
  app.decorate('drain', () => {
    draining = true;
  });
  app.get(
    '/api/ready',
    { schema: { response: { 200: ReadinessSchema, 503: ReadinessSchema } } },
    async (_request, reply) => {
      if (draining) return reply.code(503).send({ status: 'draining', checks: {} } satisfies Readiness);
      const checks: Readiness['checks'] = {};
      const run = async (name: keyof Readiness['checks'], check: () => Promise<boolean> | boolean) => {
        checks[name] = (await withTimeout(check).catch(() => false)) ? 'ok' : 'failed';
      };
      await Promise.all([
        run('database', async () => {
          await app.db.execute(sql`select 1`);
          return true;
        }),
        run('listen', () => app.hasDecorator('realtime') && app.realtime.isListening),
        ...(jobs ? [run('jobs', () => jobs.isStarted())] : []),
        run('storage', async () => {
          await storage.get(STORAGE_PROBE_KEY);
          return true;
        }),
      ]);
      const failed = Object.entries(checks).filter(([, result]) => result === 'failed');
      if (failed.length === 0) return { status: 'ready', checks } satisfies Readiness;
      app.log.warn({ failed: failed.map(([name]) => name) }, 'Not ready');
      return reply.code(503).send({ status: 'unavailable', checks } satisfies Readiness);
    },
  );

  // Draining: readiness fails first; then (app.close()) Fastify answers 503 to new requests on open connections while
  // those in flight finish, and every WebSocket is told to reconnect elsewhere. Registered before @fastify/websocket,
  // this runs before its own preClose, which would close the sockets without a code.
  app.addHook('preClose', (done) => {
    draining = true;
    if (app.hasDecorator('realtime')) app.realtime.closeForRestart();
    if (app.hasDecorator('websocketServer')) {
      for (const client of app.websocketServer.clients) client.close(1012, 'Service restart');
    }
    done();
  });
});

function withTimeout(check: () => Promise<boolean> | boolean): Promise<boolean> {
  return new Promise<boolean>((resolve, reject) => {
    const timer = setTimeout(() => resolve(false), READY_CHECK_TIMEOUT_MS);
    Promise.resolve()
      .then(check)
      .then(resolve, reject)
      .finally(() => clearTimeout(timer));
  });
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The app's metrics. Counters fed by lib/telemetry/events.ts count every app in this process (one in production);
 * gauges are read from this app when scraped.
 */
function registerMetrics(app: FastifyInstance, registry: Registry, jobs: JobQueue | null): void {
  const registers = [registry];

  const httpDuration = new Histogram({
    name: 'microreach_http_request_duration_seconds',
    help: 'HTTP requests by route pattern, method and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  app.addHook('onResponse', (request, reply, done) => {
    httpDuration.observe(
      {
        method: request.method,
        // The route's pattern (/api/campaigns/:id), never the URL: an unknown path is one series.
        route: request.routeOptions.url ?? 'unmatched',
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });

  new Gauge({
    name: 'microreach_db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting); on the embedded database, its one connection',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const driver = app.database.driver;
      if (driver.engine === 'postgres') {
        this.set({ state: 'total' }, driver.client.totalCount);
        this.set({ state: 'idle' }, driver.client.idleCount);
        this.set({ state: 'waiting' }, driver.client.waitingCount);
      } else {
        this.set({ state: 'total' }, 1);
      }
    },
  });
  const dbQueries = new Histogram({
    name: 'microreach_db_query_duration_seconds',
    help: 'Database statements (the app and the job queue) by outcome',
    labelNames: ['outcome'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });

  new Gauge({
    name: 'microreach_job_queue_jobs',
    help: 'Jobs of each queue by state (queued, active, failed and still kept)',
    labelNames: ['queue', 'state'] as const,
    registers,
    async collect() {
      this.reset();
      const stats = await jobs?.stats().catch(() => []);
      for (const { name, queued, active, failed } of stats ?? []) {
        this.set({ queue: name, state: 'queued' }, queued);
        this.set({ queue: name, state: 'active' }, active);
        this.set({ queue: name, state: 'failed' }, failed);
      }
    },
  });
  const jobRuns = new Counter({
    name: 'microreach_jobs_total',
    help: 'Job attempts worked in this process by queue and outcome (completed, failed)',
    labelNames: ['queue', 'outcome'] as const,
    registers,
  });
  const jobDuration = new Histogram({
    name: 'microreach_job_duration_seconds',
    help: 'Job attempts by queue',
    labelNames: ['queue'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300],
    registers,
  });

  new Gauge({
    name: 'microreach_websocket_connections',
    help: 'Open chat sockets on this server',
    registers,
    collect() {
      this.set(app.hasDecorator('realtime') ? app.realtime.size : 0);
    },
  });
  new Gauge({
    name: 'microreach_listen_connected',
    help: '1 while the chat NOTIFY channel is listened to, 0 while its connection is lost',
    registers,
    collect() {
      this.set(app.hasDecorator('realtime') && app.realtime.isListening ? 1 : 0);
    },
  });
  // The search catalogues in this server's memory (issue 31, decisions 034 and 035): whether each answers searches, how
  // many rows it holds, its last whole load, and how many searches it answered (the rest went to SQL).
  const catalogues = () =>
    [
      ['browse', app.hasDecorator('browseCatalogue') ? app.browseCatalogue : null],
      ['creators', app.hasDecorator('creatorCatalogue') ? app.creatorCatalogue : null],
    ] as const;
  new Gauge({
    name: 'microreach_search_catalogue_ready',
    help: '1 while a search catalogue answers searches (loaded, listening, up to date), 0 while SQL serves them',
    labelNames: ['catalogue'] as const,
    registers,
    collect() {
      for (const [name, catalogue] of catalogues())
        if (catalogue) this.set({ catalogue: name }, catalogue.ready ? 1 : 0);
    },
  });
  new Gauge({
    name: 'microreach_search_catalogue_rows',
    help: 'Rows a search catalogue holds (Live campaigns, findable creators)',
    labelNames: ['catalogue'] as const,
    registers,
    collect() {
      for (const [name, catalogue] of catalogues()) if (catalogue) this.set({ catalogue: name }, catalogue.size);
    },
  });
  new Gauge({
    name: 'microreach_search_catalogue_load_seconds',
    help: "How long a search catalogue's last whole load took (reading and building its index)",
    labelNames: ['catalogue'] as const,
    registers,
    collect() {
      for (const [name, catalogue] of catalogues()) {
        if (catalogue?.lastLoad) this.set({ catalogue: name }, catalogue.lastLoad.ms / 1000);
      }
    },
  });
  new Gauge({
    name: 'microreach_search_catalogue_answered',
    help: 'Searches a search catalogue answered since the server started (the others went to SQL)',
    labelNames: ['catalogue'] as const,
    registers,
    collect() {
      for (const [name, catalogue] of catalogues()) if (catalogue) this.set({ catalogue: name }, catalogue.answered);
    },
  });
  const listenEvents = new Counter({
    name: 'microreach_listen_events_total',
    help: 'LISTEN connections lost and re-established (PostgreSQL), by channel',
    labelNames: ['channel', 'event'] as const,
    registers,
  });
  const cacheLookups = new Counter({
    name: 'microreach_cache_lookups_total',
    help: 'Shared read cache lookups by cache and result (hit, miss, bypass while not listening)',
    labelNames: ['cache', 'result'] as const,
    registers,
  });
  const emails = new Counter({
    name: 'microreach_email_attempts_total',
    help: 'Outbox send attempts by how they ended (sent, failed for good, pending: retried later, kept)',
    labelNames: ['status'] as const,
    registers,
  });
  const transfers = new Counter({
    name: 'microreach_ledger_transfers_total',
    help: 'Ledger movements asked for, by kind and outcome (written, replayed, insufficient_funds, key_reused, error)',
    labelNames: ['kind', 'outcome'] as const,
    registers,
  });

  const subscriptions: Array<[string | symbol, (message: unknown) => void]> = [];
  const on = <T>(channel: diagnosticsChannel.Channel, fn: (event: T) => void) => {
    const listener = (message: unknown) => fn(message as T);
    diagnosticsChannel.subscribe(channel.name, listener);
    subscriptions.push([channel.name, listener]);
  };
  on<DbQueryEvent>(telemetryChannels.dbQuery, (e) =>
    dbQueries.observe({ outcome: e.failed ? 'failed' : 'ok' }, e.seconds),
  );
  on<JobEvent>(telemetryChannels.job, (e) => {
    jobRuns.inc({ queue: e.queue, outcome: e.outcome });
    jobDuration.observe({ queue: e.queue }, e.seconds);
  });
  on<ListenEvent>(telemetryChannels.listen, (e) => listenEvents.inc({ channel: e.channel, event: e.event }));
  on<CacheLookupEvent>(telemetryChannels.cacheLookup, (e) => cacheLookups.inc({ cache: e.cache, result: e.result }));
  on<EmailAttemptEvent>(telemetryChannels.emailAttempt, (e) => emails.inc({ status: e.status }));
  on<LedgerTransferEvent>(telemetryChannels.ledgerTransfer, (e) => transfers.inc({ kind: e.kind, outcome: e.outcome }));
  app.addHook('onClose', (_instance, done) => {
    for (const [name, listener] of subscriptions) diagnosticsChannel.unsubscribe(name, listener);
    done();
  });
}
