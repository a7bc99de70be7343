// Background jobs kept in the database (pg-boss, schema `pgboss`), the same on embedded PGlite and on a PostgreSQL
// shared by several app servers: at-least-once delivery, retries, de-duplication by key, cron schedules.
import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { sql } from 'drizzle-orm';
import { fromDrizzle, PgBoss, type Queue } from 'pg-boss';
import type { Database, Tx } from '#server/db/client.ts';
import { announce } from '#server/lib/telemetry/events.ts';
import { currentRequestId, runWithRequestId } from '#server/lib/telemetry/request-context.ts';
import { bossDatabase } from './boss-database.ts';

export interface WorkOptions {
  /** Jobs of this queue running at once in this process (default 1). */
  concurrency?: number;
  /** Attempts after the first one fails (default 2). */
  retryLimit?: number;
  /** Seconds before a retry (default 0; with retryBackoff, 1). */
  retryDelaySeconds?: number;
  /** Exponential backoff with jitter from retryDelaySeconds (about 1-2 s, 2-4 s, 4-8 s, ... for 1). */
  retryBackoff?: boolean;
  /** A job still running after this long counts as failed (its server died) and is retried (default 15 min). */
  expireInSeconds?: number;
}

export interface SendOptions {
  /**
   * At most one job of this name and key is queued, waiting for a retry or running at a time: `send` returns null
   * while one is. Without a key jobs are not de-duplicated.
   */
  singletonKey?: string;
  /** Not before this time; a number is seconds from now. */
  startAfter?: Date | number;
  /**
   * Enqueue inside this transaction: the job exists only if the transaction commits. Required when sending from
   * inside a transaction on PGlite, where a send through the database itself would wait for the transaction's end.
   */
  tx?: Tx;
}

export interface JobContext {
  id: string;
  /** 0 on the first attempt. */
  retryCount: number;
}

export interface JobQueue {
  /**
   * Declares the queue `name` and runs its jobs in this process with `handler` (a throw fails the attempt, which is
   * retried per the options). Every queue that is sent to or scheduled must be declared first, by every server.
   */
  work<T extends object>(
    name: string,
    options: WorkOptions,
    handler: (data: T, job: JobContext) => Promise<void>,
  ): Promise<void>;
  /** Enqueues a job; returns its id, or null when `singletonKey` matched a job still queued or running. */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /**
   * Enqueues many jobs in one statement (a round's fan-out), each de-duplicated by its key as `send` does; returns
   * how many were enqueued. On PGlite a loop of `send` holds the app's one connection for the whole loop.
   */
  sendMany<T extends object>(
    name: string,
    jobs: ReadonlyArray<{ data: T; singletonKey?: string }>,
    options?: Pick<SendOptions, 'tx'>,
  ): Promise<number>;
  /**
   * Sends `data` to `name` on a cron schedule (UTC; 5 fields, or 6 with seconds first). One row per name, shared by
   * every server: calling it again replaces the schedule, and each occurrence is sent once, whichever servers run.
   * A scheduled job is skipped while the previous one of the same schedule is still queued or running; if every
   * server was down when it came due, the latest missed occurrence is sent once when one starts.
   */
  schedule(name: string, cron: string, data?: object): Promise<void>;
  unschedule(name: string): Promise<void>;
  /** Where the queue's own warnings and errors go from now on (a failed job, a failed poll): the app's logger. */
  setLogger(logger: JobLogger): void;
  /** Whether the queue is started (and not stopping): /api/ready. */
  isStarted(): boolean;
  /** Each declared queue's jobs by state (one query), for the metrics. */
  stats(): Promise<QueueStats[]>;
  /**
   * Installs or upgrades the `pgboss` schema, declares the queues and starts polling, the cron and maintenance.
   * Refuses to start without a logger (the option or setLogger): its background failures must be seen.
   */
  start(): Promise<void>;
  /**
   * Stops taking jobs and waits up to `stopTimeoutMs` for those running; jobs still running then are marked failed
   * (and so retried). Leaves the database open.
   */
  stop(): Promise<void>;
}

export interface JobQueueOptions {
  /**
   * How often an idle worker looks for due jobs in seconds (default 30). A sent job wakes the workers at once
   * (LISTEN/NOTIFY); this poll picks up delayed jobs and retries whose time has come.
   */
  pollingIntervalSeconds?: number;
  /** How often due cron occurrences are looked for and forwarded, in seconds (default 30, at most 45). */
  cronIntervalSeconds?: number;
  /** How long stop() waits for running jobs (default 8 s: the server's shutdown grace is 10 s). */
  stopTimeoutMs?: number;
  /** Where its warnings and errors go; without one, setLogger must be called before start. */
  logger?: JobLogger;
}

export interface QueueStats {
  name: string;
  /** Waiting to run now or later (deferred and retries included). */
  queued: number;
  active: number;
  /** Failed jobs still kept (pg-boss deletes them after its retention): a rolling count, not a total. */
  failed: number;
}

/**
 * The request id a job carries in its data (set by send and sendMany from the request under way), so that its log
 * lines and the emails it writes name the request it came from. pg-boss keeps the W3C trace context beside it.
 */
export const JOB_REQUEST_ID = '_requestId';

/** The subset of Fastify's (pino's) logger used here. */
export interface JobLogger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Cron occurrences are sent with this key, so a round still queued or running is not started twice. */
const SCHEDULE_KEY = 'schedule';
const SEND_DEFAULTS = { notify: true } as const;

interface Declared {
  options: WorkOptions;
  handler: (data: object, job: JobContext) => Promise<void>;
}

export async function createJobQueue(database: Database, options: JobQueueOptions = {}): Promise<JobQueue> {
  let logger: JobLogger | null = options.logger ?? null;
  const log = (): JobLogger => {
    if (!logger) throw new Error('The job queue has no logger: pass one to createJobQueue or call setLogger');
    return logger;
  };
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 30;
  const cronIntervalSeconds = options.cronIntervalSeconds ?? 30;
  const boss = new PgBoss({
    db: bossDatabase(database),
    backend: database.engine === 'pglite' ? 'pglite' : 'postgres',
    schema: 'pgboss',
    useListenNotify: true,
    cronMonitorIntervalSeconds: cronIntervalSeconds,
    cronWorkerIntervalSeconds: cronIntervalSeconds,
    // We use neither job dependencies (flows) nor the instance registry: their timers would only add idle queries.
    flowIntervalSeconds: 300,
    registerInstance: false,
    // A job's span continues the trace of the request that sent it (the W3C trace context kept on the job). Spans
    // are no-ops until tracing is started (lib/telemetry/tracing.ts).
    openTelemetry: { enabled: true, propagateContext: true, propagator: new W3CTraceContextPropagator() },
  });
  // An 'error' event with no listener would throw; these are background failures (a poll, maintenance) that pg-boss
  // retries by itself.
  boss.on('error', (err) => log().error({ err }, 'job queue error'));
  boss.on('warning', (warning) => log().warn({ warning }, 'job queue warning'));

  const declared = new Map<string, Declared>();
  const schedules = new Map<string, { cron: string; data: object | null }>();
  let state: 'new' | 'starting' | 'started' | 'stopped' = 'new';

  /** Wakes every worker of `name` in this process, so a worker that just finished a job fetches again at once. */
  const wakeWorkers = (name: string) => {
    for (const w of boss.getWipData()) if (w.name === name) boss.notifyWorker(w.id);
  };

  const startQueue = async (name: string, { options: work, handler }: Declared) => {
    const settings: Omit<Queue, 'name'> = {
      retryLimit: work.retryLimit ?? 2,
      retryDelay: work.retryDelaySeconds ?? (work.retryBackoff ? 1 : 0),
      retryBackoff: work.retryBackoff ?? false,
      expireInSeconds: work.expireInSeconds ?? 15 * 60,
    };
    // 'exclusive': one job per (name, singleton key) queued, in retry or active; we give keyless jobs a key of their
    // own. Created once by whichever server comes first; retry settings follow the code on every start.
    await boss.createQueue(name, { policy: 'exclusive', ...SEND_DEFAULTS, ...settings });
    const queue = await boss.getQueue(name);
    if (queue?.policy !== 'exclusive') throw new Error(`Queue ${name} exists with policy ${queue?.policy}`);
    await boss.updateQueue(name, { ...SEND_DEFAULTS, ...settings });
    await boss.work<object>(
      name,
      {
        localConcurrency: work.concurrency ?? 1,
        pollingIntervalSeconds,
        notifyPollingIntervalSeconds: pollingIntervalSeconds,
      },
      async ([job]) => {
        // PGlite runs in this thread and answers through promises alone: a worker working through a backlog of
        // database-only jobs would otherwise hold the event loop (HTTP, timers) until the queue is empty.
        await nextTurn();
        const started = performance.now();
        const requestId = (job.data as Record<string, unknown>)[JOB_REQUEST_ID];
        const work = { requestId: typeof requestId === 'string' ? requestId : `job:${job.id}`, jobId: job.id };
        try {
          await runWithRequestId(work, () => handler(job.data, { id: job.id, retryCount: job.retryCount }));
          announce.job({ queue: name, outcome: 'completed', seconds: (performance.now() - started) / 1000 });
        } catch (err) {
          announce.job({ queue: name, outcome: 'failed', seconds: (performance.now() - started) / 1000 });
          log().warn({ err, queue: name, jobId: job.id, retryCount: job.retryCount }, 'job failed');
          throw err;
        } finally {
          // pg-boss's worker otherwise waits a polling interval before its next fetch, even with a backlog.
          wakeWorkers(name);
        }
      },
    );
  };

  const assertCanSend = (name: string) => {
    if (!declared.has(name)) throw new Error(`Job queue ${name} is not declared: call work('${name}', ...) first`);
    if (state !== 'started') throw new Error(`Cannot send to ${name}: the job queue is ${state}`);
  };
  // Every job carries a key: the queue's policy admits one job per key, and a keyless job gets one of its own.
  const keyOf = (singletonKey: string | undefined) => singletonKey ?? `once:${randomUUID()}`;
  const withRequestId = <T extends object>(data: T): T => {
    const requestId = currentRequestId();
    return requestId === undefined || JOB_REQUEST_ID in data ? data : { ...data, [JOB_REQUEST_ID]: requestId };
  };
  const inTransaction = (tx: Tx | undefined) => (tx ? { db: fromDrizzle(tx, sql) } : {});
  const startSchedule = (name: string, cron: string, data: object | null) =>
    boss.schedule(name, cron, data, { tz: 'UTC', singletonKey: SCHEDULE_KEY, missed: 'once' });

  return {
    async work(name, workOptions, handler) {
      if (declared.has(name)) throw new Error(`Job queue ${name} is already declared`);
      const entry: Declared = { options: workOptions, handler: handler as Declared['handler'] };
      declared.set(name, entry);
      if (state === 'started') await startQueue(name, entry);
    },

    async send(name, data, sendOptions = {}) {
      assertCanSend(name);
      const { singletonKey, startAfter, tx } = sendOptions;
      return boss.send(name, withRequestId(data), {
        singletonKey: keyOf(singletonKey),
        ...(startAfter === undefined ? {} : { startAfter }),
        ...inTransaction(tx),
      });
    },

    async sendMany(name, jobs, sendOptions = {}) {
      assertCanSend(name);
      if (jobs.length === 0) return 0;
      const rows = jobs.map(({ data, singletonKey }) => ({
        data: withRequestId(data),
        singletonKey: keyOf(singletonKey),
      }));
      const ids = await boss.insert(name, rows, { returnId: true, ...inTransaction(sendOptions.tx) });
      return ids?.length ?? 0;
    },

    async schedule(name, cron, data) {
      if (!declared.has(name)) throw new Error(`Job queue ${name} is not declared: call work('${name}', ...) first`);
      schedules.set(name, { cron, data: data ?? null });
      if (state === 'started') await startSchedule(name, cron, data ?? null);
    },

    async unschedule(name) {
      schedules.delete(name);
      if (state === 'started') await boss.unschedule(name);
    },

    setLogger(next) {
      logger = next;
    },

    isStarted() {
      return state === 'started';
    },

    async stats() {
      if (state !== 'started' || declared.size === 0) return [];
      const queues = await boss.getQueues([...declared.keys()]);
      return queues.map((q) => ({ name: q.name, queued: q.queuedCount, active: q.activeCount, failed: q.failedCount }));
    },

    async start() {
      if (state !== 'new') throw new Error(`The job queue cannot start: it is ${state}`);
      log();
      state = 'starting';
      await boss.start();
      for (const [name, entry] of declared) await startQueue(name, entry);
      for (const [name, { cron, data }] of schedules) await startSchedule(name, cron, data);
      state = 'started';
    },

    async stop() {
      if (state === 'stopped') return;
      const started = state !== 'new';
      state = 'stopped';
      if (!started) return;
      await boss.stop({ graceful: true, timeout: options.stopTimeoutMs ?? 8_000, close: true });
    },
  };
}
