// A job queue for tests whose jobs run only when the test says (lib/jobs/queue.ts's interface): the app's plugins
// declare their queues on it as on pg-boss, a send is kept (de-duplicated by singletonKey while one is queued or
// running), and the test
// runs the queued jobs, with pg-boss's retries, or loses them, as a server that died before working them would.
import { randomUUID } from 'node:crypto';
import type { JobContext, JobLogger, JobQueue, QueueStats, SendOptions, WorkOptions } from '#server/lib/jobs/queue.ts';

export interface QueuedJob {
  id: string;
  name: string;
  data: object;
  singletonKey: string | null;
  retryCount: number;
}

export class ManualJobQueue implements JobQueue {
  readonly queued: QueuedJob[] = [];
  /** Jobs being worked now. */
  private readonly running: QueuedJob[] = [];
  /** Jobs that failed every attempt (pg-boss keeps them failed; a sweep takes their work again). */
  readonly failed: Array<QueuedJob & { error: unknown }> = [];
  private readonly declared = new Map<
    string,
    { options: WorkOptions; handler: (data: object, job: JobContext) => Promise<void> }
  >();

  async work<T extends object>(
    name: string,
    options: WorkOptions,
    handler: (data: T, job: JobContext) => Promise<void>,
  ): Promise<void> {
    this.declared.set(name, { options, handler: handler as (data: object, job: JobContext) => Promise<void> });
  }

  async send<T extends object>(name: string, data: T, options: SendOptions = {}): Promise<string | null> {
    if (!this.declared.has(name)) throw new Error(`Queue ${name} was not declared`);
    const singletonKey = options.singletonKey ?? null;
    const twin = (j: QueuedJob) => j.name === name && j.singletonKey === singletonKey;
    if (singletonKey !== null && (this.queued.some(twin) || this.running.some(twin))) return null;
    const job = { id: randomUUID(), name, data, singletonKey, retryCount: 0 };
    this.queued.push(job);
    return job.id;
  }

  async sendMany<T extends object>(
    name: string,
    jobs: ReadonlyArray<{ data: T; singletonKey?: string }>,
  ): Promise<number> {
    let sent = 0;
    for (const job of jobs) if ((await this.send(name, job.data, { singletonKey: job.singletonKey })) !== null) sent++;
    return sent;
  }

  async schedule(): Promise<void> {}
  async unschedule(): Promise<void> {}
  setLogger(_logger: JobLogger): void {}
  async start(): Promise<void> {
    this.started = true;
  }
  async stop(): Promise<void> {
    this.started = false;
  }
  private started = false;
  isStarted(): boolean {
    return this.started;
  }
  async stats(): Promise<QueueStats[]> {
    return [...this.declared.keys()].map((name) => ({
      name,
      queued: this.queued.filter((j) => j.name === name).length,
      active: this.running.filter((j) => j.name === name).length,
      failed: this.failed.filter((j) => j.name === name).length,
    }));
  }

  /**
   * Runs the first `limit` queued jobs once each, in order. A job that throws is queued again for its retry, or, past
   * its queue's retryLimit, kept among the failed. Returns the errors thrown.
   */
  async runQueued(limit = Number.POSITIVE_INFINITY): Promise<unknown[]> {
    const errors: unknown[] = [];
    const batch = this.queued.splice(0, Math.min(limit, this.queued.length));
    for (const job of batch) {
      const declared = this.declared.get(job.name);
      if (!declared) throw new Error(`Queue ${job.name} was not declared`);
      this.running.push(job);
      try {
        await declared.handler(job.data, { id: job.id, retryCount: job.retryCount });
      } catch (error) {
        errors.push(error);
        const retry = { ...job, retryCount: job.retryCount + 1 };
        if (retry.retryCount <= (declared.options.retryLimit ?? 2)) this.queued.push(retry);
        else this.failed.push({ ...retry, error });
      } finally {
        this.running.splice(this.running.indexOf(job), 1);
      }
    }
    return errors;
  }

  /** The server died: every job it had not sent on yet is lost. Returns how many. */
  loseQueued(): number {
    return this.queued.splice(0).length;
  }
}
