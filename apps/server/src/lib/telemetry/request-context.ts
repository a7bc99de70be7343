// The request id of the work under way: set for each HTTP request (plugins/operations.ts) and for each job from the
// id its request stored on it (lib/jobs/queue.ts), so jobs, emails and log lines can name the request they came from.
import { AsyncLocalStorage } from 'node:async_hooks';

interface WorkContext {
  requestId: string;
  /** Set inside a job: its log lines carry the request id themselves (a request's lines have Fastify's reqId). */
  jobId?: string;
}

const storage = new AsyncLocalStorage<WorkContext>();

/** The request id of the HTTP request (or of the request that queued the job) under way, if any. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

export function currentWork(): WorkContext | undefined {
  return storage.getStore();
}

export function runWithRequestId<T>(context: WorkContext, fn: () => T): T {
  return storage.run(context, fn);
}
