// Wallet & Earnings (issue 13, C2/C4/C9): the creator's earnings, withdrawals and payout account.
import { z } from 'zod';
import { formatUsd } from './formulas.ts';
import { CentsSchema as cents, centsField, PAYMENT_PROVIDERS, type PaymentProviderName } from './ledger.ts';
import type { EarnedStatus } from './performance-pay.ts';

/** C9: the minimum payout is $10, and a withdrawal below it is refused. */
export const MIN_WITHDRAWAL_CENTS = 1000;
export const MAX_WITHDRAWAL_CENTS = 1_000_000 * 100;

export const earningsMessages = {
  withdrawalTooSmall: `The minimum withdrawal is ${formatUsd(MIN_WITHDRAWAL_CENTS)}.`,
  withdrawalTooLarge: `The most you can withdraw at once is ${formatUsd(MAX_WITHDRAWAL_CENTS)}.`,
  insufficientAvailable: 'You cannot withdraw more than your available balance.',
  noPayoutAccount: 'Add a payment method before you withdraw.',
  earningsLoadFailed: 'Failed to load earnings data. Please try again.',
} as const;

export const WithdrawalInputSchema = z.object({
  amountCents: centsField(
    MIN_WITHDRAWAL_CENTS,
    MAX_WITHDRAWAL_CENTS,
    earningsMessages.withdrawalTooSmall,
    earningsMessages.withdrawalTooLarge,
  ),
});
export type WithdrawalInput = z.infer<typeof WithdrawalInputSchema>;

/**
 * A withdrawal's life: requested, approved (sent to the provider), then paid or failed (money back to available).
 * Delayed (issue 25): the provider's answer stayed unknown after every retry and asking it found nothing certain, so
 * it is never sent again blind; a person settles it (the money stays on its way meanwhile).
 */
export const PAYOUT_STATES = ['requested', 'approved', 'paid', 'failed', 'delayed'] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];
export const PAYOUT_STATE_TEXT: Record<PayoutState, string> = {
  requested: 'Requested',
  approved: 'Approved',
  paid: 'Paid',
  failed: 'Failed',
  delayed: 'Delayed',
};

/**
 * Why a payout is Delayed, as the creator reads it: we could not learn whether the provider received it, so it is not
 * sent again until a person has checked. Its money stays on its way (not back in available).
 */
export function payoutDelayReason(provider: PaymentProviderName): string {
  const name = provider === 'stripe' ? 'Stripe' : 'the test payment provider';
  return `We could not confirm this payout with ${name}, so we are not sending it again until our team has checked it. Your money is safe.`;
}

/** C4's payment labels: a post's earnings as the creator's Transactions list and its CSV export show them. */
export const PAYMENT_STATUS_TEXT = { completed: 'Completed', pending: 'Pending', review: 'Under Review' } as const;
export type PaymentDisplayStatus = keyof typeof PAYMENT_STATUS_TEXT;
/** The payment statuses: the keys of PAYMENT_STATUS_TEXT, so every status has its label. */
export const PAYMENT_STATUSES = Object.keys(PAYMENT_STATUS_TEXT) as [PaymentDisplayStatus, ...PaymentDisplayStatus[]];

/** A post's earned money as a payment: final is Completed, held is Under Review, pending is Pending. */
export function paymentStatusOf(status: EarnedStatus): PaymentDisplayStatus {
  return ({ final: 'completed', held: 'review', pending: 'pending' } as const)[status];
}

const isoDate = z.string();

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
  /** Why it is Delayed (null in every other state). */
  delayReason: z.string().nullable(),
});
export type Payout = z.infer<typeof PayoutSchema>;

/** A post's earnings as one payment of the creator's Transactions list (C4 labels, Fee 5% and Net 95%). */
export const EarningPaymentSchema = z.object({
  postId: z.uuid(),
  campaignId: z.uuid().nullable(),
  campaignName: z.string(),
  companyName: z.string().nullable(),
  at: isoDate,
  status: z.enum(PAYMENT_STATUSES),
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

/**
 * Every figure is the ledger's (issue 25, one truth; the creator dashboard's Earned and Withdrawn are the same
 * figures): earnings waiting for a campaign's funds are in no total, only in each payment's awaitingFundingCents.
 */
export const CreatorEarningsSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  testMode: z.boolean(),
  /** What the creator may withdraw: settled earnings less the fee, less withdrawals. */
  availableCents: cents,
  /** Set aside from campaigns' funds for posts under review or tracking (not on hold). */
  pendingCents: cents,
  /** Set aside for posts on hold (Under Review): counted in no total until the hold is released. */
  underReviewCents: cents,
  /** Earned: settled earnings (before the fee) plus pendingCents. The dashboard's Earned. */
  totalEarningsCents: cents,
  growthPercent: z.number(),
  /** The fees taken from settled earnings. */
  platformFeesCents: cents,
  /** Withdrawals requested, on their way or paid (failed ones came back). The dashboard's Withdrawn. */
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
