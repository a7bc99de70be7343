// The app's background work (plugins/jobs.ts) wired as the server wires it: buildApp given a real job queue, on a
// database of its own (in-memory PGlite, or a scratch PostgreSQL database: the sweeps act on every row they find, and
// other test files share DATABASE_URL's database). Time is driven through the queue: a sweep's job is sent as its
// schedule sends it, and the test waits for what it does.
import { desc, eq, gte, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '#server/db/client.ts';
import {
  campaignAnalytics,
  ledgerCheckRuns,
  payoutRequests,
  reconciliationDifferences,
  reconciliationRuns,
  users,
} from '#server/db/schema/index.ts';
import { createScratchDatabase, type ScratchDatabase } from '#server/db/scratch-database.ts';
import { createJobQueue, type JobQueue } from '#server/lib/jobs/queue.ts';
import { UNREAD_MESSAGE_EMAILS_JOB } from '#server/modules/chat/unread-message-emails.service.ts';
import { requestWithdrawal } from '#server/modules/creator-earnings/creator-earnings.service.ts';
import { account, transfer } from '#server/modules/ledger/ledger.service.ts';
import { checkLedger } from '#server/modules/ledger/ledger-check.service.ts';
import { LEDGER_CHECK_CRON, LEDGER_CHECK_JOB } from '#server/modules/ledger/ledger-check-runs.service.ts';
import { TestModeProvider } from '#server/modules/ledger/providers/test-mode.ts';
import { RECONCILE_CRON, RECONCILE_JOB } from '#server/modules/ledger/reconciliation.service.ts';
import { MAIL_SWEEP_JOB } from '#server/modules/mail/outbox.service.ts';
import { METRICS_ROUND_CRON, METRICS_ROUND_JOB } from '#server/modules/metrics/metrics.service.ts';
import {
  callAs,
  createTestApp,
  joinAs,
  launchableCampaign,
  signUpBusiness,
  signUpCreator,
  type TestApp,
} from '#server/test/harness.ts';
import { SWEEP_CRON, SWEEPS } from './jobs.ts';

const engine = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const APP_URL = 'http://localhost:3000';

let scratch: ScratchDatabase | null = null;
let app: TestApp;
let jobs: JobQueue;
/** What the app logged (warnings and worse), as pino writes it. */
const logged: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  if (url) scratch = await createScratchDatabase(url, 'jobs');
  const database = scratch
    ? await openDatabase({ engine: 'postgres', url: scratch.url, poolSize: 4 })
    : await openDatabase({ engine: 'pglite', dataDir: null });
  // Fast polls, so a sent job is taken within a test; no logger: the app gives it its own.
  jobs = await createJobQueue(database, { pollingIntervalSeconds: 0.5, cronIntervalSeconds: 1, stopTimeoutMs: 5_000 });
  app = await createTestApp({
    database,
    jobs,
    appUrl: APP_URL,
    logger: { level: 'warn', stream: { write: (line: string) => logged.push(JSON.parse(line)) } },
  });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await scratch?.drop();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe(`the app's background jobs on ${engine}`, () => {
  it('schedules every sweep every 10 minutes, the metrics round and reconciliation daily, once for all servers', async () => {
    const { rows } = await app.db.execute<{ name: string; cron: string; timezone: string }>(
      sql`select name, cron, timezone from pgboss.schedule order by name`,
    );
    expect(rows).toEqual(
      [
        ...SWEEPS.map(({ name }) => ({ name, cron: SWEEP_CRON, timezone: 'UTC' })),
        { name: METRICS_ROUND_JOB, cron: METRICS_ROUND_CRON, timezone: 'UTC' },
        { name: RECONCILE_JOB, cron: RECONCILE_CRON, timezone: 'UTC' },
        { name: LEDGER_CHECK_JOB, cron: LEDGER_CHECK_CRON, timezone: 'UTC' },
        { name: MAIL_SWEEP_JOB, cron: SWEEP_CRON, timezone: 'UTC' },
        { name: UNREAD_MESSAGE_EMAILS_JOB, cron: '* * * * *', timezone: 'UTC' },
      ].sort((a, b) => a.name.localeCompare(b.name)),
    );
    expect(SWEEPS.map((s) => s.name).sort()).toEqual([
      'advance-content-clocks',
      'complete-expired-campaigns',
      'finalise-expired-voids',
      'resend-stale-payouts',
      'resend-stale-refunds',
      'sweep-expired-sessions',
      'sweep-idempotency-keys',
    ]);
    expect(RECONCILE_CRON).toBe('15 3 * * *');
  });

  it('reconciles the provider daily: every difference recorded and logged as an error', async () => {
    // Two hours ago the ledger took money from the test provider that the provider never booked (past the hour the
    // daily run leaves for what is still on its way).
    const creator = await signUpCreator(app);
    const { id: txId } = await transfer(app.db, {
      kind: 'earnings_settlement',
      description: 'money from nowhere',
      creatorId: creator.user.id,
      createdAt: new Date(Date.now() - 2 * 3600_000),
      legs: [
        { account: account.provider('test'), amountCents: -1_234 },
        { account: account.available(creator.user.id), amountCents: 1_234 },
      ],
    });

    await jobs.send(RECONCILE_JOB, {});

    const differenceFound = async () => {
      const [row] = await app.db
        .select({ status: reconciliationRuns.status, kind: reconciliationDifferences.kind })
        .from(reconciliationDifferences)
        .innerJoin(reconciliationRuns, eq(reconciliationRuns.id, reconciliationDifferences.runId))
        .where(eq(reconciliationDifferences.ledgerTransactionId, txId));
      return row ?? null;
    };
    await expect.poll(differenceFound, { timeout: 15_000 }).toEqual({
      status: 'differences',
      kind: 'missing_at_provider',
    });
    expect(logged.find((line) => line.reference === txId)).toMatchObject({
      level: 50,
      provider: 'test',
      kind: 'missing_at_provider',
      ledgerCents: 1_234,
      providerCents: null,
    });
  }, 30_000);

  it('checks the ledger daily and records the run, as ledger:check reports it', async () => {
    const before = new Date();
    await jobs.send(LEDGER_CHECK_JOB, {});
    const recorded = async () => {
      const [row] = await app.db
        .select()
        .from(ledgerCheckRuns)
        .where(gte(ledgerCheckRuns.startedAt, before))
        .orderBy(desc(ledgerCheckRuns.finishedAt))
        .limit(1);
      return row ?? null;
    };
    await expect.poll(recorded, { timeout: 15_000 }).not.toBeNull();
    const run = await recorded();
    // What the checks find on this database now (nothing moved since): the record says the same.
    const violated = (await checkLedger(app.db)).filter((c) => c.violations.length > 0);
    expect(run).toMatchObject({ source: 'job', ok: violated.length === 0, violations: violated });
    expect(run?.finishedAt.getTime()).toBeGreaterThanOrEqual(run?.startedAt.getTime() ?? Number.NaN);
    // Append-only: a run's record is never changed.
    await expect(
      app.db
        .update(ledgerCheckRuns)
        .set({ ok: true })
        .where(eq(ledgerCheckRuns.id, run?.id ?? '')),
    ).rejects.toThrow();
  }, 30_000);

  it('sends a payout again when its job was lost, once the sweep runs', async () => {
    const creator = await signUpCreator(app);
    expect((await callAs(app, creator, 'POST', '/api/creator/earnings/payout-account')).statusCode).toBe(200);
    const setUp = await callAs(app, creator, 'POST', '/api/ledger/test-mode/payout-account', {
      accountHolder: 'Mia Lens',
      accountNumber: '000123456789',
    });
    expect(setUp.statusCode, setUp.body).toBe(200);
    await transfer(app.db, {
      kind: 'earnings_settlement',
      description: 'test earnings',
      creatorId: creator.user.id,
      legs: [
        { account: account.provider('test'), amountCents: -5_000 },
        { account: account.available(creator.user.id), amountCents: 5_000 },
      ],
    });
    // Recorded, but its server stopped before sending it: nothing queued it.
    const [actor] = await app.db.select().from(users).where(eq(users.id, creator.user.id));
    const payout = await requestWithdrawal(app.db, new TestModeProvider(APP_URL), actor, 5_000);
    const statusSeen = async () =>
      (await callAs(app, creator, 'GET', '/api/creator/earnings'))
        .json()
        .payouts.map((p: { status: string }) => p.status);
    expect(await statusSeen()).toEqual(['requested']);
    // Eleven minutes later it is stale (checked before: no sweep may take it until now).
    await app.db
      .update(payoutRequests)
      .set({ requestedAt: sql`now() - interval '11 minutes'` })
      .where(eq(payoutRequests.id, payout.id));

    await jobs.send('resend-stale-payouts', {});

    await expect.poll(statusSeen, { timeout: 15_000 }).toEqual(['paid']);
  }, 30_000);

  it('approves a post whose 72-hour review window has passed, once the sweep runs', async () => {
    const [business, creator] = await Promise.all([signUpBusiness(app), signUpCreator(app)]);
    const created = await callAs(app, business, 'POST', '/api/business/campaigns', launchableCampaign());
    expect(created.statusCode, created.body).toBe(201);
    const campaignId = created.json().id as string;
    const joined = await joinAs(app, creator, campaignId);
    expect(joined.statusCode, joined.body).toBe(201);
    const submitted = await callAs(app, creator, 'POST', `/api/creator/campaigns/${campaignId}/content`, {
      platform: 'instagram',
      videoUrl: `https://www.instagram.com/p/Sweep${crypto.randomUUID().slice(0, 8)}/`,
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const postId = submitted.json().id as string;
    const postSeen = async () => {
      const res = await callAs(app, business, 'GET', `/api/business/campaigns/${campaignId}/posts`);
      const [post] = res.json() as Array<{ id: string; stage: string; autoApproved: boolean }>;
      return { id: post.id, stage: post.stage, autoApproved: post.autoApproved };
    };
    expect(await postSeen()).toEqual({ id: postId, stage: 'under_review', autoApproved: false });
    // 72 hours later its review window has passed (checked before: no sweep may move it until now).
    await app.db
      .update(campaignAnalytics)
      .set({ reviewDueAt: sql`now() - interval '1 minute'` })
      .where(eq(campaignAnalytics.id, postId));

    await jobs.send('advance-content-clocks', {});

    await expect.poll(postSeen, { timeout: 15_000 }).toEqual({ id: postId, stage: 'tracking', autoApproved: true });
  }, 30_000);

  it("logs a failing job through the app's logger, not the console", async () => {
    const consoleCalls = [vi.spyOn(console, 'log'), vi.spyOn(console, 'warn'), vi.spyOn(console, 'error')];
    await jobs.work('test-failing', { retryLimit: 0 }, async () => {
      throw new Error('the platform answered 503');
    });
    const id = await jobs.send('test-failing', {});

    await expect
      .poll(() => logged.find((line) => line.msg === 'job failed' && line.jobId === id), { timeout: 15_000 })
      .toMatchObject({ level: 40, queue: 'test-failing', err: { message: 'the platform answered 503' } });
    for (const spy of consoleCalls) expect(spy).not.toHaveBeenCalled();
  }, 30_000);
});
