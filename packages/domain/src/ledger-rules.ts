// The zod-free part of ledger.ts: its limits, texts, formatters and policies, for a page that validates nothing (it
// downloads no zod with them). ledger.ts re-exports all of it; its schemas stay there.

// ---------------------------------------------------------------------------------------------------------------
// The ledger.

/**
 * What each ledger account holds. Every account but `provider` (the outside world, one per payment provider: money
 * that came in through it shows as a negative balance there) can never go below zero.
 */
export const LEDGER_ACCOUNT_KINDS = [
  /** A business's money not yet given to a campaign. */
  'business_wallet',
  /** A campaign's money, owed to no one yet. */
  'campaign_escrow',
  /** Earnings set aside from escrow for a creator's posts still under review, tracking or held. */
  'creator_pending',
  /** A creator's final earnings after the fee: what they may withdraw. */
  'creator_available',
  /** Withdrawals on their way to a creator's payout account through a provider. */
  'creator_payouts',
  /** The platform's 5% service fee. */
  'platform_fees',
  /** The outside world through one payment provider (deposits come from it, payouts go to it). */
  'provider',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

/** Why money moved. */
export const LEDGER_TRANSACTION_KINDS = [
  /** Add Funds: provider -> business wallet. */
  'deposit',
  /** Fund a campaign: business wallet -> campaign escrow. */
  'campaign_funding',
  /** A post's earnings set aside: campaign escrow -> creator pending (or back, when they fall or are voided). */
  'earnings_reserve',
  'earnings_release',
  /** A post's earnings become final: creator pending -> creator available + platform fees. */
  'earnings_settlement',
  /** A finished or deleted campaign's unspent escrow: campaign escrow -> business wallet. */
  'escrow_return',
  /** A withdrawal: creator available -> creator payouts; then creator payouts -> provider (paid) or back (failed). */
  'payout_request',
  'payout_paid',
  'payout_failed',
  /**
   * A deposit the card's holder disputed (issue 25): business wallet -> provider when the dispute opens, the one
   * movement that may take a wallet below zero; back when the business wins it.
   */
  'dispute_debit',
  'dispute_reinstatement',
  /**
   * A deposit refunded: business wallet -> provider, either the business's Withdraw balance (never more than is
   * available) or a refund made at the provider (which, like a dispute, may take the wallet below zero); back if the
   * refund fails.
   */
  'deposit_refund',
  'deposit_refund_failed',
] as const;
export type LedgerTransactionKind = (typeof LEDGER_TRANSACTION_KINDS)[number];

/** The movements that may take a business wallet below zero: money the provider took back without asking us. */
export const WALLET_OVERDRAW_KINDS = [
  'dispute_debit',
  'deposit_refund',
] as const satisfies readonly LedgerTransactionKind[];

export const PAYMENT_PROVIDERS = ['test', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

// ---------------------------------------------------------------------------------------------------------------
// The fee. Decision 018: the creator pays it, out of each post's final earnings (C9: "per payment, Fee 5% and Net
// 95%"); a business's budget is exactly what it spends.

export const PLATFORM_FEE_PERCENT = 5;

/** The fee on `grossCents` of earnings: 5%, rounded half up to the cent. */
export function platformFeeCents(grossCents: number): number {
  if (!Number.isSafeInteger(grossCents) || grossCents <= 0) return 0;
  return Math.floor((grossCents * PLATFORM_FEE_PERCENT + 50) / 100);
}

/** Fee and net of `grossCents`; the two always add up to it. */
export function splitFee(grossCents: number): { feeCents: number; netCents: number } {
  const feeCents = platformFeeCents(grossCents);
  return { feeCents, netCents: Math.max(0, grossCents) - feeCents };
}

export const amountMessages = {
  amountRequired: 'Enter an amount.',
  amountNotNumber: 'Enter the amount in dollars, for example 250 or 250.50.',
  amountFractionalCent: 'The amount cannot have fractions of a cent.',
  amountNotPositive: 'The amount must be more than $0.',
} as const;

/**
 * An amount as a person types it ("1,250", "$99.50", "10") to integer cents, or an error message. Commas and a
 * leading $ are allowed; at most two decimals; nothing else.
 */
export function parseUsd(input: string): { cents: number } | { error: string } {
  const text = input.trim().replace(/^\$/, '').replace(/,/g, '');
  if (text === '') return { error: amountMessages.amountRequired };
  const match = /^(\d{1,12})(?:\.(\d{1,}))?$/.exec(text);
  if (!match) return { error: amountMessages.amountNotNumber };
  const decimals = match[2] ?? '';
  if (decimals.length > 2 && /[1-9]/.test(decimals.slice(2))) return { error: amountMessages.amountFractionalCent };
  const cents = Number(match[1]) * 100 + Number(decimals.slice(0, 2).padEnd(2, '0'));
  if (cents <= 0) return { error: amountMessages.amountNotPositive };
  return { cents };
}

/** The test-mode provider's cards (Stripe's test numbers): this one is declined, any other valid one is paid. */
export const TEST_CARD_DECLINED = '4000000000000002';
export const TEST_CARD_SUCCESS = '4242424242424242';
/** Paid, then disputed as fraudulent (issue 25): its test checkout page opens the dispute and closes it won or lost. */
export const TEST_CARD_DISPUTED = '4000000000000259';
/** Paid, but every refund to it fails (the money comes back to the wallet). */
export const TEST_CARD_REFUND_FAILS = '4000000000005126';
/** The test-mode provider's bank accounts: payouts to this one fail (Stripe's failing test account number). */
export const TEST_ACCOUNT_PAYOUTS_FAIL = '000111111116';
export const TEST_MODE_BANNER = 'Test mode: no real money moves';

const moneyFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/**
 * Money on the payments, earnings and checkout pages: always with cents ('$1,234.56', '-$10.00'), since a fee or a
 * payout is exact to the cent (budgets elsewhere keep B9's whole dollars: formatUsd).
 */
export function formatMoney(cents: number): string {
  return moneyFormat.format(cents / 100);
}
