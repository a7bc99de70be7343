// The record of every `ledger:check` run (issue 28 item 6): when, whether every invariant held, and what was violated,
// so the operators' money overview shows the latest result without a shell. Append-only (migration 0028's triggers).
import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { col, oneOf } from './columns.ts';

/** One violated invariant of a run: its name and up to 20 offending rows, described. */
export interface LedgerCheckViolation {
  name: string;
  violations: string[];
}

/** Where a run came from: the daily job, or `npm run ledger:check`. */
export const LEDGER_CHECK_SOURCES = ['job', 'cli'] as const;
export type LedgerCheckSource = (typeof LEDGER_CHECK_SOURCES)[number];

export const ledgerCheckRuns = pgTable(
  'ledger_check_runs',
  {
    id: uuid().primaryKey().defaultRandom(),
    source: text().$type<LedgerCheckSource>().notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    finishedAt: timestamp({ withTimezone: true }).notNull(),
    /** Every invariant held. */
    ok: boolean().notNull(),
    /** Only the invariants violated (empty when ok). */
    violations: jsonb().$type<LedgerCheckViolation[]>().notNull().default([]),
  },
  (t) => [
    check('ledger_check_runs_source_check', oneOf(col('source'), LEDGER_CHECK_SOURCES)),
    check('ledger_check_runs_ok_means_none', sql`${col('ok')} = (jsonb_array_length(${col('violations')}) = 0)`),
    index().on(t.finishedAt.desc()),
  ],
);
export type LedgerCheckRunRow = typeof ledgerCheckRuns.$inferSelect;
