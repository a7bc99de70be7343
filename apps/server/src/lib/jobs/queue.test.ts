// The job queue on a database of its own: a fresh in-memory PGlite, or (DATABASE_URL set) a scratch PostgreSQL
// database where two Database handles, each with its own pool and LISTEN connection, stand for two app servers.
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '#server/db/client.ts';
import { createScratchDatabase, type ScratchDatabase } from '#server/db/scratch-database.ts';
import { createJobQueue, type JobQueue, type JobQueueOptions } from './queue.ts';

const engine = process.env.DATABASE_URL ? 'postgres' : 'pglite';

let scratch: ScratchDatabase | null = null;
/** Two handles on one database: on PostgreSQL two pools (two app servers); PGlite is one process, so the same. */
let one: Database;
let two: Database;

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  if (url) {
    scratch = await createScratchDatabase(url, 'jobs');
    one = await openDatabase({ engine: 'postgres', url: scratch.url, poolSize: 4 });
    two = await openDatabase({ engine: 'postgres', url: scratch.url, poolSize: 4 });
  } else {
    one = await openDatabase({ engine: 'pglite', dataDir: null });
    two = one;
  }
  await one.migrate();
}, 60_000);

afterAll(async () => {
  if (two !== one) await two?.close();
  await one?.close();
  await scratch?.drop();
});

const running: JobQueue[] = [];
let errors: unknown[] = [];

afterEach(async () => {
  await Promise.all(running.splice(0).map((q) => q.stop()));
  // A background failure of the queue itself (a poll, maintenance) would show here.
  expect(errors).toEqual([]);
  errors = [];
});

/** A queue with fast polls and cron passes, so retries and schedules come due within a test. */
async function queueOn(database: Database, options: JobQueueOptions = {}): Promise<JobQueue> {
  const queue = await createJobQueue(database, {
    pollingIntervalSeconds: 0.5,
    cronIntervalSeconds: 1,
    stopTimeoutMs: 5_000,
    logger: { warn: () => {}, error: (obj) => errors.push(obj) },
    ...options,
  });
  running.push(queue);
  return queue;
}

let queueCount = 0;
const queueName = (what: string) => `test-${what}-${++queueCount}-${Date.now().toString(36)}`;

async function waitFor(condition: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms`);
    await sleep(20);
  }
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A promise the test resolves when it chooses. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

async function jobStates(database: Database, name: string): Promise<string[]> {
  const result = await database.db.execute(sql`select state from pgboss.job where name = ${name} order by created_on`);
  return (result as unknown as { rows: Array<{ state: string }> }).rows.map((r) => r.state);
}

/** Waits until the jobs of `name` are in these states (sorted); a completed or failed job is never fetched again. */
async function settled(name: string, states: string[]): Promise<void> {
  await expect
    .poll(async () => (await jobStates(one, name)).sort(), { timeout: 15_000, interval: 20 })
    .toEqual([...states].sort());
}

/** `count` jobs in `state`, for settled(). */
const times = (count: number, state: string) => Array.from({ length: count }, () => state);

/** When the last cron pass ran: each pass stamps it, whichever server runs the pass. */
async function lastCronPass(): Promise<string | null> {
  const result = await one.db.execute(sql`select cron_on::text as at from pgboss.version`);
  return (result as unknown as { rows: Array<{ at: string | null }> }).rows[0].at;
}

describe(`job queue on ${engine}`, () => {
  it('installs its own pgboss schema beside ours, and our migrations still run', async () => {
    const queue = await queueOn(one);
    await queue.start();
    await one.migrate();
    const result = await one.db.execute(
      sql`select table_schema, count(*)::int as tables from information_schema.tables
          where table_schema in ('public', 'pgboss') and table_name in ('job', 'queue', 'schedule')
          group by table_schema order by table_schema`,
    );
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([{ table_schema: 'pgboss', tables: 3 }]);
  });

  it('runs a sent job once, with its data', async () => {
    const name = queueName('once');
    const queue = await queueOn(one);
    const seen: Array<{ data: unknown; retryCount: number }> = [];
    await queue.work<{ postId: string }>(name, {}, async (data, job) => {
      seen.push({ data, retryCount: job.retryCount });
    });
    await queue.start();
    const id = await queue.send(name, { postId: 'post-1' });
    expect(id).toEqual(expect.any(String));
    await waitFor(() => seen.length > 0);
    await settled(name, ['completed']); // and so nothing runs it again
    expect(seen).toEqual([{ data: { postId: 'post-1' }, retryCount: 0 }]);
  });

  it('retries a failing job with backoff, then it succeeds', async () => {
    const name = queueName('retry');
    const queue = await queueOn(one);
    const attempts: Array<{ at: number; retryCount: number }> = [];
    await queue.work(name, { retryLimit: 3, retryBackoff: true, retryDelaySeconds: 1 }, async (_data, job) => {
      attempts.push({ at: Date.now(), retryCount: job.retryCount });
      if (attempts.length <= 2) throw new Error('the platform answered 503');
    });
    await queue.start();
    await queue.send(name, {});
    await waitFor(() => attempts.length === 3, 25_000);
    expect(attempts.map((a) => a.retryCount)).toEqual([0, 1, 2]);
    // Backoff from 1 s: the first retry waits 1-2 s, the second 2-4 s.
    expect(attempts[1].at - attempts[0].at).toBeGreaterThanOrEqual(900);
    expect(attempts[2].at - attempts[1].at).toBeGreaterThanOrEqual(1_900);
    await settled(name, ['completed']);
  });

  it('gives up after retryLimit retries', async () => {
    const name = queueName('give-up');
    const queue = await queueOn(one);
    let attempts = 0;
    await queue.work(name, { retryLimit: 1 }, async () => {
      attempts++;
      throw new Error('always failing');
    });
    await queue.start();
    await queue.send(name, {});
    await waitFor(() => attempts === 2);
    await settled(name, ['failed']); // and so no third attempt comes
    expect(attempts).toBe(2);
  });

  it('does not enqueue a key twice while a job of that key is queued or running', async () => {
    const name = queueName('singleton');
    const queue = await queueOn(one);
    const release = gate();
    const started: string[] = [];
    await queue.work<{ postId: string }>(name, { concurrency: 1 }, async ({ postId }) => {
      started.push(postId);
      await release.opened;
    });
    await queue.start();

    expect(await queue.send(name, { postId: 'a' }, { singletonKey: 'post-a' })).toEqual(expect.any(String));
    await waitFor(() => started.length === 1);
    // Running: refused.
    expect(await queue.send(name, { postId: 'a' }, { singletonKey: 'post-a' })).toBeNull();
    // Queued behind it (one at a time): accepted once, then refused.
    expect(await queue.send(name, { postId: 'b' }, { singletonKey: 'post-b' })).toEqual(expect.any(String));
    expect(await queue.send(name, { postId: 'b' }, { singletonKey: 'post-b' })).toBeNull();
    // Without a key nothing is de-duplicated.
    expect(await queue.send(name, { postId: 'c' })).toEqual(expect.any(String));
    expect(await queue.send(name, { postId: 'c' })).toEqual(expect.any(String));

    release.open();
    await waitFor(() => started.length === 4);
    await settled(name, times(4, 'completed'));
    expect(started.sort()).toEqual(['a', 'b', 'c', 'c']);
    // Once done, the key is free again.
    expect(await queue.send(name, { postId: 'a' }, { singletonKey: 'post-a' })).toEqual(expect.any(String));
    await waitFor(() => started.length === 5);
  });

  it('works through a backlog at once, not one job per polling interval', async () => {
    const name = queueName('backlog');
    // The production poll: only the wake-up after each job keeps the workers fetching.
    const queue = await queueOn(one, { pollingIntervalSeconds: 30 });
    const release = gate();
    let done = 0;
    await queue.work(name, { concurrency: 2 }, async () => {
      await release.opened;
      done++;
    });
    await queue.start();
    for (let i = 0; i < 40; i++) await queue.send(name, { i });
    // The sends' wake-ups are spent: two jobs are running, 38 wait.
    await settled(name, [...times(2, 'active'), ...times(38, 'created')]);
    release.open();
    await waitFor(() => done === 40, 10_000);
  });

  it('sends a round in one statement, skipping keys still queued or running', async () => {
    const name = queueName('round');
    const queue = await queueOn(one);
    const release = gate();
    const ran: string[] = [];
    await queue.work<{ postId: string }>(name, { concurrency: 1 }, async ({ postId }) => {
      await release.opened;
      ran.push(postId);
    });
    await queue.start();
    expect(await queue.send(name, { postId: 'post-0' }, { singletonKey: 'post-0' })).toEqual(expect.any(String));
    const round = Array.from({ length: 50 }, (_, i) => ({ data: { postId: `post-${i}` }, singletonKey: `post-${i}` }));
    expect(await queue.sendMany(name, round)).toBe(49);
    release.open();
    await waitFor(() => ran.length === 50);
    await settled(name, times(50, 'completed'));
    expect(new Set(ran).size).toBe(50);
    expect(ran).toHaveLength(50);
  });

  it('lets the event loop turn while it works through database-only jobs', async () => {
    const name = queueName('turns');
    const queue = await queueOn(one);
    const release = gate();
    let done = 0;
    await queue.work(name, { concurrency: 4 }, async () => {
      await release.opened;
      await one.db.execute(sql`select count(*) from pgboss.job`);
      done++;
    });
    await queue.start();
    expect(
      await queue.sendMany(
        name,
        Array.from({ length: 600 }, (_, i) => ({ data: { i } })),
      ),
    ).toBe(600);
    // The longest stretch without a timer firing: on PGlite, queries alone never give timers (or HTTP) a turn.
    let last = performance.now();
    let longestGap = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 10);
    release.open();
    try {
      await waitFor(() => done === 600, 30_000);
    } finally {
      clearInterval(ticker);
    }
    longestGap = Math.max(longestGap, performance.now() - last);
    expect(longestGap).toBeLessThan(300);
  }, 60_000);

  it('runs each of 200 jobs exactly once across two app servers, and both take a share', async () => {
    const name = queueName('spread');
    const runs = new Map<string, string[]>();
    const servers = [
      { label: 'one', queue: await queueOn(one) },
      { label: 'two', queue: await queueOn(two) },
    ];
    for (const { label, queue } of servers) {
      await queue.work<{ postId: string }>(name, { concurrency: 2 }, async ({ postId }) => {
        runs.set(postId, [...(runs.get(postId) ?? []), label]);
        await sleep(5); // a fetch from a platform
      });
      await queue.start();
    }
    const ids = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        servers[i % 2].queue.send(name, { postId: `post-${i}` }, { singletonKey: `post-${i}` }),
      ),
    );
    expect(ids.every((id) => typeof id === 'string')).toBe(true);

    // The app's own queries and transactions go on meanwhile (on PGlite they share the one connection).
    const appWork = await one.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await sleep(20);
      const result = await tx.execute(sql`select count(*)::int as n from pgboss.queue where name = ${name}`);
      return (result as unknown as { rows: Array<{ n: number }> }).rows[0].n;
    });
    expect(appWork).toBe(1);

    await waitFor(() => runs.size === 200, 30_000);
    await settled(name, times(200, 'completed'));
    const all = [...runs.values()];
    expect(all.filter((servedBy) => servedBy.length !== 1)).toEqual([]);
    const byServer = (label: string) => all.filter(([servedBy]) => servedBy === label).length;
    expect(byServer('one') + byServer('two')).toBe(200);
    expect(byServer('one')).toBeGreaterThan(0);
    expect(byServer('two')).toBeGreaterThan(0);
  }, 60_000);

  it('enqueues inside a transaction only when it commits', async () => {
    const name = queueName('tx');
    const queue = await queueOn(one);
    const seen: string[] = [];
    await queue.work<{ postId: string }>(name, {}, async ({ postId }) => {
      seen.push(postId);
    });
    await queue.start();
    await expect(
      one.db.transaction(async (tx) => {
        await queue.send(name, { postId: 'rolled-back' }, { tx });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await one.db.transaction(async (tx) => {
      await queue.send(name, { postId: 'committed' }, { tx });
    });
    await waitFor(() => seen.length > 0);
    await settled(name, ['completed']); // the one job there is: the rolled-back send left none
    expect(seen).toEqual(['committed']);
  });

  it('fires a schedule once per occurrence, however many servers declare it', async () => {
    const name = queueName('cron');
    // An occurrence is due for the minute after it. One a day, at this second: it is due at once, and it is the only
    // one that can come due during the test, whatever the time.
    const now = new Date();
    const cron = `${now.getUTCSeconds()} ${now.getUTCMinutes()} ${now.getUTCHours()} * * *`;
    const fired: Array<{ server: string; data: unknown }> = [];
    for (const [server, database] of [
      ['one', one],
      ['two', two],
    ] as const) {
      const queue = await queueOn(database);
      await queue.work(name, {}, async (data) => {
        fired.push({ server, data });
      });
      await queue.schedule(name, cron, { round: 'daily' });
      await queue.start();
    }
    await waitFor(() => fired.length > 0);
    // Three more cron passes, whichever server runs each, find the occurrence still due and send it no more.
    const passes = new Set([await lastCronPass()]);
    await expect
      .poll(async () => passes.add(await lastCronPass()).size, { timeout: 15_000, interval: 50 })
      .toBeGreaterThanOrEqual(4);
    expect(fired).toHaveLength(1);
    expect(fired[0].data).toEqual({ round: 'daily' });
    const result = await one.db.execute(sql`select cron from pgboss.schedule where name = ${name}`);
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([{ cron }]);
  }, 60_000);

  it('refuses to start without a logger, and logs a failed job through the one it is given', async () => {
    const name = queueName('logger');
    const queue = await createJobQueue(one, { pollingIntervalSeconds: 0.5, cronIntervalSeconds: 1 });
    running.push(queue);
    await queue.work(name, { retryLimit: 0 }, async () => {
      throw new Error('always failing');
    });
    await expect(queue.start()).rejects.toThrow('The job queue has no logger');
    const warnings: Array<{ msg: string; obj: Record<string, unknown> }> = [];
    queue.setLogger({
      warn: (obj, msg) => warnings.push({ msg, obj: obj as Record<string, unknown> }),
      error: () => {},
    });
    await queue.start();
    const id = await queue.send(name, {});
    const failed = () => warnings.filter((w) => w.msg === 'job failed');
    await waitFor(() => failed().length > 0);
    expect(failed()).toEqual([
      { msg: 'job failed', obj: expect.objectContaining({ queue: name, jobId: id, err: expect.any(Error) }) },
    ]);
  });

  it('stop() waits for the jobs that are running', async () => {
    const name = queueName('stop');
    const queue = await queueOn(one);
    let finished = false;
    let started = false;
    await queue.work(name, {}, async () => {
      started = true;
      await sleep(1_000);
      finished = true;
    });
    await queue.start();
    await queue.send(name, {});
    await waitFor(() => started);
    await queue.stop();
    expect(finished).toBe(true);
    expect(await jobStates(one, name)).toEqual(['completed']);
  });

  it('hands a job that outlives stop() to another server (at-least-once)', async () => {
    const name = queueName('handover');
    const stuck = gate();
    const first = await queueOn(one, { stopTimeoutMs: 1_000 });
    const runs: Array<{ server: string; retryCount: number }> = [];
    await first.work(name, { retryLimit: 2 }, async (_data, job) => {
      runs.push({ server: 'one', retryCount: job.retryCount });
      await stuck.opened;
    });
    await first.start();
    await first.send(name, {});
    await waitFor(() => runs.length === 1);
    await first.stop();

    const second = await queueOn(two);
    await second.work(name, { retryLimit: 2 }, async (_data, job) => {
      runs.push({ server: 'two', retryCount: job.retryCount });
    });
    await second.start();
    await waitFor(() => runs.length === 2);
    stuck.open();
    expect(runs).toEqual([
      { server: 'one', retryCount: 0 },
      { server: 'two', retryCount: 1 },
    ]);
  });

  it('refuses to send to or schedule a queue nobody declared', async () => {
    const queue = await queueOn(one);
    await queue.start();
    await expect(queue.send('test-undeclared', {})).rejects.toThrow('not declared');
    await expect(queue.schedule('test-undeclared', '0 3 * * *')).rejects.toThrow('not declared');
  });
});
