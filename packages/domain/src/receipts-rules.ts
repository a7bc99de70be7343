// The zod-free part of receipts.ts: its limits, texts, formatters and policies, for a page that validates nothing (it
// downloads no zod with them). receipts.ts re-exports all of it; its schemas stay there.
import type { LedgerTransactionKind } from './ledger-rules.ts';

// ---------------------------------------------------------------------------------------------------------------
// The platform's details. Configured here, once: no document of the project names the company, so these are the
// placeholder a deployment replaces (docs/spec-deviations.md, issue 30).

export const PLATFORM_DETAILS = {
  legalName: 'MicroReach, Inc.',
  addressLines: ['1 Harbor Way, Suite 200', 'San Francisco, CA 94107', 'United States'],
  supportEmail: 'support@microreach.app',
  website: 'https://microreach.app',
} as const;

export const RECEIPT_KINDS = ['deposit', 'refund'] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];

/** The ledger movements a business gets a receipt for, and what each receipt is. */
export const RECEIPT_TRANSACTION_KINDS = {
  deposit: 'deposit',
  deposit_refund: 'refund',
} as const satisfies Partial<Record<LedgerTransactionKind, ReceiptKind>>;

export function receiptKindOf(kind: LedgerTransactionKind): ReceiptKind | null {
  return (RECEIPT_TRANSACTION_KINDS as Partial<Record<LedgerTransactionKind, ReceiptKind>>)[kind] ?? null;
}

const PREFIX: Record<ReceiptKind, string> = { deposit: 'MR-D', refund: 'MR-R' };

/** 'MR-D-00000042': a deposit's receipt; 'MR-R-…' a refund's. */
export function receiptNumber(kind: ReceiptKind, entryId: string | number): string {
  return `${PREFIX[kind]}-${String(entryId).padStart(8, '0')}`;
}

/** 'MR-P-…': a payout statement's number, from the payout's id (its first 8 characters, upper-case). */
export function payoutStatementNumber(payoutId: string): string {
  return `MR-P-${payoutId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

// ---------------------------------------------------------------------------------------------------------------
// A receipt for one deposit or one refund.

/** Where a receipt's money stands: a deposit is paid; a refund pending, refunded or failed (its money came back). */
export const RECEIPT_STATUSES = ['paid', 'pending', 'refunded', 'failed'] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];
export const RECEIPT_STATUS_TEXT: Record<ReceiptStatus, string> = {
  paid: 'Paid',
  pending: 'Refund pending',
  refunded: 'Refunded',
  failed: 'Refund failed: the money is back in your wallet',
};

// ---------------------------------------------------------------------------------------------------------------
// The monthly statement of a business's wallet. Months are UTC calendar months (the ledger's clock).

export const STATEMENT_MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;
/** The earliest month a statement can be asked for (nothing moved before it). */
export const FIRST_STATEMENT_MONTH = '2020-01';
/** At most this many movements are listed; the totals always cover every one. */
export const MAX_STATEMENT_LINES = 2000;
/** At most this many months are offered in the Payments page's picker (twenty years). */
export const MAX_STATEMENT_MONTHS = 240;

export const statementMessages = {
  badMonth: 'Choose a month as YYYY-MM, for example 2026-11.',
  tooEarly: `Statements start in ${FIRST_STATEMENT_MONTH}.`,
  notStarted: 'This month has not started yet, so it has no statement.',
  receiptNotFound: 'Receipt not found',
  payoutNotFound: 'Payout not found',
} as const;

/** 'YYYY-MM' of a moment, on the UTC calendar. */
export function monthOf(at: Date | string): string {
  return new Date(at).toISOString().slice(0, 7);
}

/** The month's first moment and the next month's (UTC), as ISO strings: [from, to). */
export function monthRange(month: string): { from: string; to: string } {
  const match = STATEMENT_MONTH_PATTERN.exec(month);
  if (!match) throw new Error(`Not a month: ${month}`);
  const year = Number(match[1]);
  const index = Number(match[2]) - 1;
  return {
    from: new Date(Date.UTC(year, index, 1)).toISOString(),
    to: new Date(Date.UTC(year, index + 1, 1)).toISOString(),
  };
}

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2026-11' -> 'November 2026'. */
export function formatStatementMonth(month: string): string {
  return monthFormat.format(new Date(monthRange(month).from));
}

/** The totals' lines, in the order a statement shows them, and the wallet movements each adds up. */
export const STATEMENT_CATEGORIES = {
  deposits: ['deposit'],
  refunds: ['deposit_refund', 'deposit_refund_failed'],
  campaignFunding: ['campaign_funding'],
  escrowReturns: ['escrow_return'],
  disputes: ['dispute_debit', 'dispute_reinstatement'],
} as const satisfies Record<string, readonly LedgerTransactionKind[]>;
export type StatementCategory = keyof typeof STATEMENT_CATEGORIES;

export const STATEMENT_CATEGORY_TEXT: Record<StatementCategory, string> = {
  deposits: 'Funds added',
  refunds: 'Refunds to your payments',
  campaignFunding: 'Moved to campaigns',
  escrowReturns: 'Returned from campaigns',
  disputes: 'Card disputes',
};
