// Each run of the ledger's invariant checks, recorded (issue 28 item 6): `npm run ledger:check` and the daily job both
// write a `ledger_check_runs` row, so the operators' money overview shows the latest result without a shell.
import { desc } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { type LedgerCheckRunRow, type LedgerCheckSource, ledgerCheckRuns } from '#server/db/schema/index.ts';
import { checkLedger, type LedgerCheck } from './ledger-check.service.ts';

/** The daily job (plugins/jobs.ts): at 03:45 UTC, after the night's reconciliation (03:15). */
export const LEDGER_CHECK_JOB = 'ledger-check';
export const LEDGER_CHECK_CRON = '45 3 * * *';

export interface LedgerCheckRun {
  id: string;
  ok: boolean;
  /** Every check, with its violations (empty when it held); the row keeps only the violated ones. */
  results: LedgerCheck[];
}

/** Runs every check on `db` and records the run; returns what each check found. */
export async function runAndRecordLedgerCheck(
  db: Db,
  source: LedgerCheckSource,
  clock: () => Date = () => new Date(),
): Promise<LedgerCheckRun> {
  const startedAt = clock();
  const results = await checkLedger(db);
  return { ...(await recordLedgerCheck(db, source, startedAt, clock(), results)), results };
}

/** Records a finished run of the checks: only the violated ones are kept. */
export async function recordLedgerCheck(
  db: Db,
  source: LedgerCheckSource,
  startedAt: Date,
  finishedAt: Date,
  results: readonly LedgerCheck[],
): Promise<{ id: string; ok: boolean }> {
  const violated = results.filter((r) => r.violations.length > 0);
  const ok = violated.length === 0;
  const [row] = await db
    .insert(ledgerCheckRuns)
    .values({ source, startedAt, finishedAt, ok, violations: violated })
    .returning({ id: ledgerCheckRuns.id });
  return { id: row.id, ok };
}

/** The latest recorded run, or null when none was ever recorded. */
export async function latestLedgerCheckRun(db: Db): Promise<LedgerCheckRunRow | null> {
  const [row] = await db.select().from(ledgerCheckRuns).orderBy(desc(ledgerCheckRuns.finishedAt)).limit(1);
  return row ?? null;
}
