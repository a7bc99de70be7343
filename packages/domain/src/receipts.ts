// Receipts and statements (issue 30): a business's receipt for each deposit and each refund, its monthly wallet
// statement, and a creator's statement of each payout. Every figure is the ledger's (the server reads it straight from
// ledger_entries); this module holds the platform's details printed on each, the answers' shapes and the pure sums.
import { z } from 'zod';
import { PAYOUT_STATES } from './creator-earnings.ts';
import {
  CentsSchema as cents,
  LEDGER_TRANSACTION_KINDS,
  type LedgerTransactionKind,
  PAYMENT_PROVIDERS,
} from './ledger.ts';
import {
  FIRST_STATEMENT_MONTH,
  PLATFORM_DETAILS,
  RECEIPT_KINDS,
  RECEIPT_STATUSES,
  STATEMENT_CATEGORIES,
  STATEMENT_MONTH_PATTERN,
  type StatementCategory,
  statementMessages,
} from './receipts-rules.ts';

export {
  FIRST_STATEMENT_MONTH,
  formatStatementMonth,
  MAX_STATEMENT_LINES,
  MAX_STATEMENT_MONTHS,
  monthOf,
  monthRange,
  PLATFORM_DETAILS,
  payoutStatementNumber,
  RECEIPT_KINDS,
  RECEIPT_STATUS_TEXT,
  RECEIPT_STATUSES,
  RECEIPT_TRANSACTION_KINDS,
  type ReceiptKind,
  type ReceiptStatus,
  receiptKindOf,
  receiptNumber,
  STATEMENT_CATEGORIES,
  STATEMENT_CATEGORY_TEXT,
  STATEMENT_MONTH_PATTERN,
  type StatementCategory,
  statementMessages,
} from './receipts-rules.ts';

export const PlatformDetailsSchema = z.object({
  legalName: z.string(),
  addressLines: z.array(z.string()),
  supportEmail: z.string(),
  website: z.string(),
});
export type PlatformDetails = z.infer<typeof PlatformDetailsSchema>;

/** The platform's details as an answer carries them (a copy: the constant stays read-only). */
export function platformDetails(): PlatformDetails {
  return { ...PLATFORM_DETAILS, addressLines: [...PLATFORM_DETAILS.addressLines] };
}

/** Who a receipt or statement is for, as their account has it (the address is the profile's location, if any). */
export const ReceiptPartySchema = z.object({
  name: z.string(),
  companyName: z.string().nullable(),
  email: z.string(),
  address: z.string().nullable(),
});
export type ReceiptParty = z.infer<typeof ReceiptPartySchema>;

// ---------------------------------------------------------------------------------------------------------------
// Receipt numbers: the ledger entry's id (unique and increasing over the whole ledger), with a prefix that says
// what it is for. The number is also the receipt's address: /smb-payments/receipts/<entry id>.

/** A ledger entry's id as a path parameter: digits, at most 18 (a bigint). */
export const LedgerEntryIdSchema = z
  .string()
  .max(18, 'A receipt number is a whole number.')
  .regex(/^[1-9]\d{0,17}$/, 'A receipt number is a whole number.')
  .describe('The ledger entry id of a deposit or a refund');

const isoDate = z.string();

export const ReceiptSchema = z.object({
  /** The ledger entry's id (the receipt's address). */
  id: z.string(),
  number: z.string(),
  kind: z.enum(RECEIPT_KINDS),
  /** When the money moved (the ledger's time). */
  at: isoDate,
  /** What moved, positive (a refund's money left the wallet). */
  amountCents: cents,
  currency: z.literal('USD'),
  status: z.enum(RECEIPT_STATUSES),
  description: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  testMode: z.boolean(),
  /** How it was paid: 'Card payment through Stripe'; the card's brand and last four digits when the provider said. */
  method: z.object({ label: z.string(), cardBrand: z.string().nullable(), cardLast4: z.string().nullable() }),
  /** The provider's id for the payment or the refund; null until it answered. */
  providerReference: z.string().nullable(),
  /** A failed refund: why. */
  failureMessage: z.string().nullable(),
  /** A deposit: how much of it was refunded or taken back by a dispute since. A refund: the deposit it returns. */
  deposit: z.object({
    number: z.string().nullable(),
    receiptId: z.string().nullable(),
    at: isoDate,
    amountCents: cents,
    refundedCents: cents,
    disputedCents: cents,
  }),
  platform: PlatformDetailsSchema,
  customer: ReceiptPartySchema,
});
export type Receipt = z.infer<typeof ReceiptSchema>;

export const StatementMonthSchema = z
  .string()
  .max(7, statementMessages.badMonth)
  .regex(STATEMENT_MONTH_PATTERN, statementMessages.badMonth)
  .refine((m) => m >= FIRST_STATEMENT_MONTH, statementMessages.tooEarly);

export const StatementTotalsSchema = z.object({
  openingCents: cents,
  /** Signed: money in is positive. Refunds and disputes are net of what came back. */
  depositsCents: cents,
  refundsCents: cents,
  campaignFundingCents: cents,
  escrowReturnsCents: cents,
  disputesCents: cents,
  closingCents: cents,
});
export type StatementTotals = z.infer<typeof StatementTotalsSchema>;

/**
 * The statement's totals from the opening balance and the month's wallet movements summed per kind: each category's
 * sum, and the closing balance they make. The server checks it against the ledger's own closing balance.
 */
export function statementTotals(
  openingCents: number,
  sumsByKind: Partial<Record<LedgerTransactionKind, number>>,
): StatementTotals {
  const sum = (category: StatementCategory) =>
    STATEMENT_CATEGORIES[category].reduce((total, kind: LedgerTransactionKind) => total + (sumsByKind[kind] ?? 0), 0);
  const totals = {
    openingCents,
    depositsCents: sum('deposits'),
    refundsCents: sum('refunds'),
    campaignFundingCents: sum('campaignFunding'),
    escrowReturnsCents: sum('escrowReturns'),
    disputesCents: sum('disputes'),
  };
  // A wallet movement of a kind no category names would be lost from the closing balance: counted so the check fails.
  const uncategorised = Object.entries(sumsByKind)
    .filter(
      ([kind]) => !Object.values(STATEMENT_CATEGORIES).some((kinds) => (kinds as readonly string[]).includes(kind)),
    )
    .reduce((total, [, cents]) => total + (cents ?? 0), 0);
  return {
    ...totals,
    closingCents:
      openingCents +
      totals.depositsCents +
      totals.refundsCents +
      totals.campaignFundingCents +
      totals.escrowReturnsCents +
      totals.disputesCents +
      uncategorised,
  };
}

export const StatementLineSchema = z.object({
  /** The ledger entry's id. */
  id: z.string(),
  at: isoDate,
  kind: z.enum(LEDGER_TRANSACTION_KINDS),
  description: z.string(),
  amountCents: cents,
  balanceAfterCents: cents,
  /** A deposit's or a refund's receipt number (its address is the line's id); null for other movements. */
  receiptNumber: z.string().nullable(),
});
export type StatementLine = z.infer<typeof StatementLineSchema>;

export const MonthlyStatementSchema = z.object({
  month: z.string(),
  /** [from, to), UTC. */
  from: isoDate,
  to: isoDate,
  /** False for the month still running: its closing balance is the wallet's balance now. */
  isComplete: z.boolean(),
  generatedAt: isoDate,
  totals: StatementTotalsSchema,
  /** Oldest first. */
  lines: z.array(StatementLineSchema),
  /** Movements beyond MAX_STATEMENT_LINES (counted in the totals, not listed). */
  linesOmitted: z.number().int(),
  platform: PlatformDetailsSchema,
  customer: ReceiptPartySchema,
});
export type MonthlyStatement = z.infer<typeof MonthlyStatementSchema>;

// ---------------------------------------------------------------------------------------------------------------
// A creator's statement of one payout. The 5% fee is taken from each post's earnings when they become final
// (decision 018), so a payout itself carries no fee: its fee is what the ledger took in its movements, $0.00, and its
// net is its amount. The earnings behind it (gross, fee, net up to the request) are shown beside it.

export const PayoutStatementSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  status: z.enum(PAYOUT_STATES),
  requestedAt: isoDate,
  approvedAt: isoDate.nullable(),
  /** When it was paid or failed. */
  processedAt: isoDate.nullable(),
  grossCents: cents,
  feeCents: cents,
  netCents: cents,
  currency: z.literal('USD'),
  provider: z.enum(PAYMENT_PROVIDERS).nullable(),
  testMode: z.boolean(),
  /** The payout account, masked as the provider's page set it up ('Test Bank ••••6789'); null if it is gone. */
  method: z.string().nullable(),
  providerReference: z.string().nullable(),
  failureMessage: z.string().nullable(),
  delayReason: z.string().nullable(),
  /** The creator's settled earnings up to the request (the ledger's): gross, the 5% fee taken, and net. */
  earningsToDate: z.object({ grossCents: cents, feeCents: cents, netCents: cents }),
  platform: PlatformDetailsSchema,
  creator: ReceiptPartySchema,
});
export type PayoutStatement = z.infer<typeof PayoutStatementSchema>;
