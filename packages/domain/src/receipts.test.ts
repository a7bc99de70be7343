import { describe, expect, it } from 'vitest';
import { LEDGER_TRANSACTION_KINDS } from './ledger.ts';
import {
  formatStatementMonth,
  LedgerEntryIdSchema,
  monthOf,
  monthRange,
  PLATFORM_DETAILS,
  payoutStatementNumber,
  platformDetails,
  receiptKindOf,
  receiptNumber,
  STATEMENT_CATEGORIES,
  StatementMonthSchema,
  statementMessages,
  statementTotals,
} from './receipts.ts';

describe('statementTotals', () => {
  it('sums each category and closes at the opening plus every movement', () => {
    const totals = statementTotals(10_000, {
      deposit: 50_000,
      campaign_funding: -30_000,
      escrow_return: 2_500,
      deposit_refund: -8_000,
      deposit_refund_failed: 3_000,
      dispute_debit: -5_000,
      dispute_reinstatement: 5_000,
    });
    expect(totals).toEqual({
      openingCents: 10_000,
      depositsCents: 50_000,
      refundsCents: -5_000,
      campaignFundingCents: -30_000,
      escrowReturnsCents: 2_500,
      disputesCents: 0,
      closingCents: 27_500,
    });
  });

  it('closes at the opening balance when nothing moved', () => {
    expect(statementTotals(-4_000, {})).toMatchObject({ openingCents: -4_000, closingCents: -4_000, depositsCents: 0 });
  });

  it('keeps a movement of a kind no category names in the closing balance', () => {
    // An earnings movement never touches a wallet; if one did, the closing balance must still add up to the ledger's.
    expect(statementTotals(0, { deposit: 100, earnings_reserve: 7 }).closingCents).toBe(107);
  });

  it('names every kind that can move a business wallet in exactly one category', () => {
    const walletKinds = [
      'deposit',
      'campaign_funding',
      'escrow_return',
      'dispute_debit',
      'dispute_reinstatement',
      'deposit_refund',
      'deposit_refund_failed',
    ];
    const named = Object.values(STATEMENT_CATEGORIES).flat();
    expect([...named].sort()).toEqual([...walletKinds].sort());
    for (const kind of named) expect(LEDGER_TRANSACTION_KINDS).toContain(kind);
  });
});

describe('months', () => {
  it('accepts YYYY-MM from the first statement month on, and says what is wrong otherwise', () => {
    expect(StatementMonthSchema.safeParse('2026-11').success).toBe(true);
    for (const bad of ['2026-13', '2026-00', '2026-1', '26-11', '2026-11-01', '', 'November']) {
      const parsed = StatementMonthSchema.safeParse(bad);
      expect(parsed.success, bad).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(statementMessages.badMonth);
    }
    expect(StatementMonthSchema.safeParse('1999-12').error?.issues[0]?.message).toBe(statementMessages.tooEarly);
  });

  it('spans a UTC calendar month, across a year end', () => {
    expect(monthRange('2026-12')).toEqual({ from: '2026-12-01T00:00:00.000Z', to: '2027-01-01T00:00:00.000Z' });
    expect(monthRange('2024-02')).toEqual({ from: '2024-02-01T00:00:00.000Z', to: '2024-03-01T00:00:00.000Z' });
    expect(() => monthRange('2024-2')).toThrow();
  });

  it('reads the month of a moment on the UTC calendar and names it', () => {
    expect(monthOf('2026-11-30T23:59:59.999Z')).toBe('2026-11');
    expect(monthOf(new Date('2026-12-01T00:00:00.000Z'))).toBe('2026-12');
    expect(formatStatementMonth('2026-11')).toBe('November 2026');
  });
});

describe('receipt numbers', () => {
  it('says what the receipt is for and pads the entry id', () => {
    expect(receiptNumber('deposit', '42')).toBe('MR-D-00000042');
    expect(receiptNumber('refund', 123_456_789)).toBe('MR-R-123456789');
    expect(payoutStatementNumber('0a1b2c3d-4e5f-4a7b-8c9d-0e1f2a3b4c5d')).toBe('MR-P-0A1B2C3D');
  });

  it('gives receipts for deposits and refunds only', () => {
    expect(receiptKindOf('deposit')).toBe('deposit');
    expect(receiptKindOf('deposit_refund')).toBe('refund');
    expect(receiptKindOf('deposit_refund_failed')).toBeNull();
    expect(receiptKindOf('campaign_funding')).toBeNull();
  });

  it('takes a ledger entry id of digits only', () => {
    expect(LedgerEntryIdSchema.safeParse('17').success).toBe(true);
    for (const bad of ['0', '-1', '1.5', 'abc', '1'.repeat(19), '']) {
      expect(LedgerEntryIdSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe('platform details', () => {
  it('hands out a copy, so an answer cannot change the constant', () => {
    const copy = platformDetails();
    copy.addressLines.push('changed');
    expect(PLATFORM_DETAILS.addressLines).not.toContain('changed');
    expect(copy.legalName).toBe('MicroReach, Inc.');
  });
});
