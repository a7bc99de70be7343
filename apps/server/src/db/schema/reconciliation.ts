// Reconciliation (issue 25): every comparison of the ledger's provider accounts with the provider's own records, and
// every difference one found; and the test-mode provider's own books, which are what test mode is compared with.
// See docs/decisions/018-money.md, "Reconciliation".
import { PAYMENT_PROVIDERS, type PaymentProviderName } from '@microreach/domain/ledger';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { col, createdAt, money, oneOf } from './columns.ts';
import { ledgerTransactions } from './ledger.ts';

/** A run found nothing, found differences, or could not compare (the provider did not answer). */
export const RECONCILIATION_STATUSES = ['ok', 'differences', 'failed'] as const;
export type ReconciliationStatus = (typeof RECONCILIATION_STATUSES)[number];

export const DIFFERENCE_KINDS = ['missing_in_ledger', 'missing_at_provider', 'amount_mismatch'] as const;
export type DifferenceKind = (typeof DIFFERENCE_KINDS)[number];

/** What a compared movement is about; 'other' is a ledger movement through a provider account that is none of these. */
export const RECONCILED_SUBJECTS = ['deposit', 'payout', 'refund', 'dispute', 'other'] as const;
export type ReconciledSubject = (typeof RECONCILED_SUBJECTS)[number];

/**
 * What the test-mode provider books when it acts: a card charged on its checkout page, a payout or a refund it made,
 * a dispute it opened (money out) and one it gave back (won).
 */
export const TEST_PROVIDER_RECORD_KINDS = ['charge', 'payout', 'refund', 'dispute', 'dispute_won'] as const;
export type TestProviderRecordKind = (typeof TEST_PROVIDER_RECORD_KINDS)[number];

/** One reconciliation of one provider: the period compared, what each side adds up to, and how it ended. */
export const reconciliationRuns = pgTable(
  'reconciliation_runs',
  {
    id: uuid().primaryKey().defaultRandom(),
    provider: text().$type<PaymentProviderName>().notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    finishedAt: timestamp({ withTimezone: true }).notNull(),
    /** The period whose records were compared: from (null: from the first one) until. */
    periodFrom: timestamp({ withTimezone: true }),
    periodTo: timestamp({ withTimezone: true }).notNull(),
    /**
     * What the compared movements add up to on each side, in the provider's sense (money into its balance is
     * positive); null when the run failed.
     */
    ledgerTotalCents: money(),
    providerTotalCents: money(),
    differenceCount: integer().notNull().default(0),
    status: text().$type<ReconciliationStatus>().notNull(),
    error: text(),
  },
  (t) => [
    check('reconciliation_runs_provider_check', oneOf(col('provider'), PAYMENT_PROVIDERS)),
    check('reconciliation_runs_status_check', oneOf(col('status'), RECONCILIATION_STATUSES)),
    check('reconciliation_runs_error_when_failed', sql`(${col('status')} = 'failed') = (${col('error')} is not null)`),
    index().on(t.provider, t.startedAt.desc()),
  ],
);

/** One difference a run found between the ledger and the provider's records. */
export const reconciliationDifferences = pgTable(
  'reconciliation_differences',
  {
    id: uuid().primaryKey().defaultRandom(),
    runId: uuid()
      .notNull()
      .references(() => reconciliationRuns.id, { onDelete: 'cascade' }),
    kind: text().$type<DifferenceKind>().notNull(),
    subject: text().$type<ReconciledSubject>().notNull(),
    /** The payment, payout, refund or dispute it is about (the provider's id, or ours when the provider has none). */
    reference: text().notNull(),
    /** What each side moved for it, in the provider's sense; null where that side has nothing. */
    ledgerCents: money(),
    providerCents: money(),
    /** The ledger's (first) movement for it, if any. */
    ledgerTransactionId: uuid().references(() => ledgerTransactions.id),
    /** A sentence for a person: what each side holds, with the ids to look up. */
    detail: text().notNull(),
  },
  (t) => [
    check('reconciliation_differences_kind_check', oneOf(col('kind'), DIFFERENCE_KINDS)),
    check('reconciliation_differences_subject_check', oneOf(col('subject'), RECONCILED_SUBJECTS)),
    index().on(t.runId),
  ],
);

/**
 * The test-mode provider's own books: one row per thing it did, written by the provider when it acts (its checkout
 * page charging a card, its payouts and refunds, its dispute buttons), never by the code that moves the ledger.
 * Append-only (migration 0018). Amounts in the provider's sense: money into its balance is positive.
 */
export const testProviderRecords = pgTable(
  'test_provider_records',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text().$type<TestProviderRecordKind>().notNull(),
    /** The provider's id of what it did: test_pi_... (a charge's payment), test_po_..., test_re_..., test_dp_.... */
    reference: text().notNull(),
    /** The payment a refund or a dispute is of. */
    paymentRef: text(),
    amountCents: money().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('test_provider_records_kind_check', oneOf(col('kind'), TEST_PROVIDER_RECORD_KINDS)),
    check(
      'test_provider_records_amount_sign',
      sql`(${col('amount_cents')} > 0) = (${col('kind')} in ('charge', 'dispute_won')) and ${col('amount_cents')} <> 0`,
    ),
    // It does each thing once: a repeated request (a retried payout, a replayed page) books nothing more.
    unique('test_provider_records_kind_reference_unique').on(t.kind, t.reference),
    index().on(t.createdAt),
    index().on(t.paymentRef),
  ],
);
