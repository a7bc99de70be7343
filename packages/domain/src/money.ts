// Money (issue 13): the ledger's account kinds, the platform fee, amounts as people type them, the limits on funding
// and withdrawals, and the status words of payouts and payments. Money is integer cents everywhere.
// See docs/decisions/018-money.md.
import { z } from 'zod';
import './validation-messages.ts';
import { formatUsd } from './formulas.ts';

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
] as const;
export type LedgerTransactionKind = (typeof LEDGER_TRANSACTION_KINDS)[number];

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

// ---------------------------------------------------------------------------------------------------------------
// Limits.

/** B9: the Add Funds buttons, in dollars. */
export const FUND_PRESETS_USD = [100, 500, 1000] as const;
/** The least and most one deposit or campaign funding can be. */
export const MIN_DEPOSIT_CENTS = 100;
export const MAX_DEPOSIT_CENTS = 100_000 * 100;
export const MIN_FUNDING_CENTS = 100;
export const MAX_FUNDING_CENTS = 10_000_000 * 100;
/** C9: the minimum payout is $10, and a withdrawal below it is refused. */
export const MIN_WITHDRAWAL_CENTS = 1000;
export const MAX_WITHDRAWAL_CENTS = 1_000_000 * 100;

export const moneyMessages = {
  amountRequired: 'Enter an amount.',
  amountNotNumber: 'Enter the amount in dollars, for example 250 or 250.50.',
  amountFractionalCent: 'The amount cannot have fractions of a cent.',
  amountNotPositive: 'The amount must be more than $0.',
  depositTooSmall: `The least you can add is ${formatUsd(MIN_DEPOSIT_CENTS)}.`,
  depositTooLarge: `The most you can add at once is ${formatUsd(MAX_DEPOSIT_CENTS)}.`,
  fundingTooSmall: `The least you can move to a campaign is ${formatUsd(MIN_FUNDING_CENTS)}.`,
  fundingTooLarge: `The most you can move to a campaign at once is ${formatUsd(MAX_FUNDING_CENTS)}.`,
  withdrawalTooSmall: `The minimum withdrawal is ${formatUsd(MIN_WITHDRAWAL_CENTS)}.`,
  withdrawalTooLarge: `The most you can withdraw at once is ${formatUsd(MAX_WITHDRAWAL_CENTS)}.`,
  insufficientWallet: 'Your balance is too low for this. Add funds first.',
  insufficientAvailable: 'You cannot withdraw more than your available balance.',
  campaignNotFundable: 'Only Live and Draft campaigns can be funded.',
  noPayoutAccount: 'Add a payment method before you withdraw.',
  paymentFailed: 'Failed to process payment.',
  cardDeclined: 'Your card was declined. No money was taken.',
  earningsLoadFailed: 'Failed to load earnings data. Please try again.',
} as const;

/**
 * An amount as a person types it ("1,250", "$99.50", "10") to integer cents, or an error message. Commas and a
 * leading $ are allowed; at most two decimals; nothing else.
 */
export function parseUsd(input: string): { cents: number } | { error: string } {
  const text = input.trim().replace(/^\$/, '').replace(/,/g, '');
  if (text === '') return { error: moneyMessages.amountRequired };
  const match = /^(\d{1,12})(?:\.(\d{1,}))?$/.exec(text);
  if (!match) return { error: moneyMessages.amountNotNumber };
  const decimals = match[2] ?? '';
  if (decimals.length > 2 && /[1-9]/.test(decimals.slice(2))) return { error: moneyMessages.amountFractionalCent };
  const cents = Number(match[1]) * 100 + Number(decimals.slice(0, 2).padEnd(2, '0'));
  if (cents <= 0) return { error: moneyMessages.amountNotPositive };
  return { cents };
}

/** Cents as an API field: a positive whole number within `[min, max]`, with the messages above. */
function centsField(min: number, max: number, tooSmall: string, tooLarge: string) {
  return z
    .number(moneyMessages.amountNotNumber)
    .int(moneyMessages.amountFractionalCent)
    .min(min, tooSmall)
    .max(max, tooLarge);
}

export const DepositInputSchema = z.object({
  amountCents: centsField(
    MIN_DEPOSIT_CENTS,
    MAX_DEPOSIT_CENTS,
    moneyMessages.depositTooSmall,
    moneyMessages.depositTooLarge,
  ),
});
export type DepositInput = z.infer<typeof DepositInputSchema>;

export const CampaignFundingInputSchema = z.object({
  amountCents: centsField(
    MIN_FUNDING_CENTS,
    MAX_FUNDING_CENTS,
    moneyMessages.fundingTooSmall,
    moneyMessages.fundingTooLarge,
  ),
});
export type CampaignFundingInput = z.infer<typeof CampaignFundingInputSchema>;

export const WithdrawalInputSchema = z.object({
  amountCents: centsField(
    MIN_WITHDRAWAL_CENTS,
    MAX_WITHDRAWAL_CENTS,
    moneyMessages.withdrawalTooSmall,
    moneyMessages.withdrawalTooLarge,
  ),
});
export type WithdrawalInput = z.infer<typeof WithdrawalInputSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Statuses and their words.

/** A withdrawal's life: requested, approved (sent to the provider), then paid or failed (money back to available). */
export const PAYOUT_STATES = ['requested', 'approved', 'paid', 'failed'] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];
export const PAYOUT_STATE_TEXT: Record<PayoutState, string> = {
  requested: 'Requested',
  approved: 'Approved',
  paid: 'Paid',
  failed: 'Failed',
};

/** C4's payment labels: a post's earnings as the creator's Transactions list shows them. */
export const PAYMENT_STATUS_TEXT = { completed: 'Completed', pending: 'Pending', review: 'Under Review' } as const;
export type PaymentDisplayStatus = keyof typeof PAYMENT_STATUS_TEXT;

/** The state of an Add Funds checkout at the provider. */
export const CHECKOUT_STATES = ['open', 'paid', 'declined', 'expired'] as const;
export type CheckoutState = (typeof CHECKOUT_STATES)[number];

/** The test-mode provider's cards (Stripe's test numbers): this one is declined, any other valid one is paid. */
export const TEST_CARD_DECLINED = '4000000000000002';
export const TEST_CARD_SUCCESS = '4242424242424242';
/** The test-mode provider's bank accounts: payouts to this one fail (Stripe's failing test account number). */
export const TEST_ACCOUNT_PAYOUTS_FAIL = '000111111116';
export const TEST_MODE_BANNER = 'Test mode: no real money moves';

// ---------------------------------------------------------------------------------------------------------------
// The API's answers.

const cents = z.number().int();
const isoDate = z.string();

/** B9 Payments & Funding: the cards and the Campaign Funding Overview. */
export const CampaignFundingSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  status: z.string(),
  budgetCents: cents.nullable(),
  /** Moved into the campaign's escrow, less what came back. */
  fundedCents: cents,
  /** Paid to creators (final earnings, before their fee). */
  spentCents: cents,
  /** Set aside for posts still in review or tracking. */
  pendingCents: cents,
  /** In escrow, owed to no one yet. */
  remainingCents: cents,
  /** Earnings the escrow does not cover: they wait for funding. */
  awaitingFundingCents: cents,
});
export type CampaignFunding = z.infer<typeof CampaignFundingSchema>;

export const BusinessPaymentsSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  testMode: z.boolean(),
  /** The business has paid through this provider at least once (B2 Payment Setup: 'Connected'). */
  paymentAccountConnected: z.boolean(),
  balanceCents: cents,
  totalFundedCents: cents,
  activeCampaigns: z.number().int(),
  pendingPaymentsCents: cents,
  campaigns: z.array(CampaignFundingSchema),
});
export type BusinessPayments = z.infer<typeof BusinessPaymentsSchema>;

/** One line of a ledger account's history as its owner reads it. */
export const MoneyTransactionSchema = z.object({
  id: z.string(),
  at: isoDate,
  kind: z.enum(LEDGER_TRANSACTION_KINDS),
  description: z.string(),
  /** Which of the owner's accounts: 'Wallet', or the campaign's name. */
  account: z.string(),
  /** Signed: positive came in. */
  amountCents: cents,
  balanceAfterCents: cents,
});
export type MoneyTransaction = z.infer<typeof MoneyTransactionSchema>;

export const MoneyTransactionPageSchema = z.object({
  items: z.array(MoneyTransactionSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MoneyTransactionPage = z.infer<typeof MoneyTransactionPageSchema>;

export const CheckoutSchema = z.object({
  id: z.uuid(),
  provider: z.enum(PAYMENT_PROVIDERS),
  testMode: z.boolean(),
  amountCents: cents,
  state: z.enum(CHECKOUT_STATES),
  /** Where to send the business to pay. */
  url: z.string().nullable(),
  failureMessage: z.string().nullable(),
});
export type Checkout = z.infer<typeof CheckoutSchema>;

export const TestCardInputSchema = z.object({
  cardNumber: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Enter a card number of 12 to 19 digits.')),
});

export const TestBankInputSchema = z.object({
  accountHolder: z.string().trim().min(1, 'Enter the account holder.').max(100),
  accountNumber: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{6,17}$/, 'Enter an account number of 6 to 17 digits.')),
});

export const PayoutAccountSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  label: z.string(),
  active: z.boolean(),
});
export type PayoutAccount = z.infer<typeof PayoutAccountSchema>;

export const PayoutSchema = z.object({
  id: z.uuid(),
  amountCents: cents,
  status: z.enum(PAYOUT_STATES),
  requestedAt: isoDate,
  processedAt: isoDate.nullable(),
  failureMessage: z.string().nullable(),
});
export type Payout = z.infer<typeof PayoutSchema>;

/** A post's earnings as one payment of the creator's Transactions list (C4 labels, Fee 5% and Net 95%). */
export const EarningPaymentSchema = z.object({
  postId: z.uuid(),
  campaignId: z.uuid().nullable(),
  campaignName: z.string(),
  companyName: z.string().nullable(),
  at: isoDate,
  status: z.enum(['completed', 'pending', 'review']),
  grossCents: cents,
  feeCents: cents,
  netCents: cents,
  /** Earned but not covered by the campaign's funds yet. */
  awaitingFundingCents: cents,
});
export type EarningPayment = z.infer<typeof EarningPaymentSchema>;

export const CampaignEarningsSchema = z.object({
  campaignId: z.uuid(),
  name: z.string(),
  companyName: z.string().nullable(),
  status: z.string(),
  /** 'live' or 'completed' (C2 tabs). */
  tab: z.enum(['live', 'completed', 'other']),
  views: z.number().int(),
  likes: z.number().int(),
  comments: z.number().int(),
  shares: z.number().int(),
  earningsCents: cents,
  posts: z.number().int(),
});
export type CampaignEarnings = z.infer<typeof CampaignEarningsSchema>;

export const VideoPerformanceSchema = z.object({
  postId: z.uuid(),
  campaignName: z.string(),
  platform: z.string(),
  videoUrl: z.string(),
  postedAt: isoDate,
  views: z.number().int(),
  likes: z.number().int(),
  comments: z.number().int(),
  shares: z.number().int(),
  engagementRate: z.number(),
  earningsCents: cents,
  stage: z.string(),
});

export const CreatorEarningsSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  testMode: z.boolean(),
  availableCents: cents,
  pendingCents: cents,
  totalEarningsCents: cents,
  growthPercent: z.number(),
  platformFeesCents: cents,
  withdrawnCents: cents,
  monthly: z.object({ thisMonthCents: cents, lastMonthCents: cents, growthPercent: z.number() }),
  campaigns: z.array(CampaignEarningsSchema),
  videos: z.array(VideoPerformanceSchema),
  payments: z.array(EarningPaymentSchema),
  payouts: z.array(PayoutSchema),
  payoutAccount: PayoutAccountSchema.nullable(),
});
export type CreatorEarnings = z.infer<typeof CreatorEarningsSchema>;

/** C9: growth = (this month - last month) / last month x 100, one decimal; 0 when last month is 0. */
export function growthPercent(thisMonth: number, lastMonth: number): number {
  if (!lastMonth) return 0;
  return Math.round(((thisMonth - lastMonth) / lastMonth) * 1000) / 10;
}

const moneyFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/**
 * Money on the payments, earnings and checkout pages: always with cents ('$1,234.56', '-$10.00'), since a fee or a
 * payout is exact to the cent (budgets elsewhere keep B9's whole dollars: formatUsd).
 */
export function formatMoney(cents: number): string {
  return moneyFormat.format(cents / 100);
}
