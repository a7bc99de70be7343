// A span for each database statement run while a request or a job is traced (never a root span: pg-boss's polls
// would drown the traces), and every statement's duration for the metrics. Wraps the driver's client itself, under
// Drizzle and pg-boss alike. The span holds the SQL text with its placeholders, never the parameters' values.
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { context, type Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type pg from 'pg';
import { announce } from './events.ts';
import { TRACER_NAME } from './tracing.ts';

const MAX_QUERY_TEXT = 2_000;
const traced = new WeakSet<object>();

/** Starts a span for `text` if a traced request or job is under way. */
function startQuerySpan(text: string): Span | undefined {
  if (!trace.getSpan(context.active())) return undefined;
  const operation = /^\s*(\w+)/.exec(text)?.[1]?.toLowerCase() ?? 'query';
  return trace.getTracer(TRACER_NAME).startSpan(operation, {
    kind: SpanKind.CLIENT,
    attributes: {
      'db.system.name': 'postgresql',
      'db.operation.name': operation,
      'db.query.text': text.length > MAX_QUERY_TEXT ? `${text.slice(0, MAX_QUERY_TEXT)}…` : text,
    },
  });
}

function finish(span: Span | undefined, started: number, err: unknown): void {
  announce.dbQuery({ seconds: (performance.now() - started) / 1000, failed: err !== undefined });
  if (!span) return;
  if (err !== undefined) {
    // The error's kind and SQLSTATE only: a database message may quote a value.
    const code = (err as { code?: unknown }).code;
    span.setStatus({ code: SpanStatusCode.ERROR, message: typeof code === 'string' ? code : 'query failed' });
  }
  span.end();
}

async function timed<T>(text: string, run: () => Promise<T>): Promise<T> {
  const span = startQuerySpan(text);
  const started = performance.now();
  try {
    const result = await run();
    finish(span, started, undefined);
    return result;
  } catch (err) {
    finish(span, started, err ?? new Error('query failed'));
    throw err;
  }
}

type QueryFn = (...args: unknown[]) => unknown;

/**
 * node-postgres: each client the pool opens (pool.query goes through one too), promise and callback forms alike.
 * Queries given to one client while another is running (`Promise.all` over a transaction's reads) are sent one after
 * the other from here: pg 8 queues them itself but warns that pg 9 will refuse them, and each span then times its own
 * query, not its wait.
 */
export function traceNodePostgres(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    if (traced.has(client)) return;
    traced.add(client);
    const original = client.query.bind(client) as QueryFn;
    /** The last promise-form query given to this client, settled or not: the next one starts after it. */
    let previous: Promise<unknown> = Promise.resolve();
    (client as { query: QueryFn }).query = (...args: unknown[]) => {
      const first = args[0];
      const text = typeof first === 'string' ? first : ((first as { text?: string } | undefined)?.text ?? '');
      const last = args.at(-1);
      if (typeof last === 'function') {
        const span = startQuerySpan(text);
        const started = performance.now();
        const callback = last as (err: unknown, result: unknown) => void;
        return original(...args.slice(0, -1), (err: unknown, result: unknown) => {
          finish(span, started, err ?? undefined);
          callback(err, result);
        });
      }
      if (typeof (first as { submit?: unknown } | undefined)?.submit === 'function') return original(...args);
      const run = () => timed(text, () => original(...args) as Promise<unknown>);
      const result = previous.then(run, run);
      previous = result.catch(() => undefined);
      return result;
    };
  });
}

/** PGlite: its query and exec, and those of each transaction it opens. */
export function tracePglite(client: PGlite): void {
  if (traced.has(client)) return;
  traced.add(client);
  wrapQueries(client);
  const transaction = client.transaction.bind(client);
  (client as { transaction: PGlite['transaction'] }).transaction = <T>(fn: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      wrapQueries(tx);
      return fn(tx);
    });
}

function wrapQueries(target: Pick<PGlite, 'query' | 'exec'>): void {
  const query = target.query.bind(target) as QueryFn;
  const exec = target.exec.bind(target) as QueryFn;
  (target as { query: QueryFn }).query = (...args: unknown[]) =>
    timed(String(args[0]), () => query(...args) as Promise<unknown>);
  (target as { exec: QueryFn }).exec = (...args: unknown[]) =>
    timed(String(args[0]), () => exec(...args) as Promise<unknown>);
}
