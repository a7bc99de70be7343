// Wallet & Earnings (issue 13, C2/C4/C9): the creator's earnings, withdrawals and payout account.
import { z } from 'zod';
import { TRACKING_WINDOW_DAYS } from './content-review.ts';
import { formatUsd } from './formulas.ts';
import {
  CentsSchema as cents,
  centsField,
  formatMoney,
  PAYMENT_PROVIDERS,
  type PaymentProviderName,
  PLATFORM_FEE_PERCENT,
} from './ledger.ts';
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
 * Issue 30: when money now pending becomes available. One per post with money set aside and not on hold: a tracked
 * post's is settled when its tracking ends; a post still under review is approved within the review window at the
 * latest (automatically), then tracked for TRACKING_WINDOW_DAYS, so its date is the latest it can be.
 */
export const PendingReleaseSchema = z.object({
  postId: z.uuid(),
  campaignName: z.string(),
  /** Set aside for it (before the fee, as Pending Payments counts it). */
  cents,
  /** When it becomes available: the end of tracking, or for a post under review the latest that can be. */
  availableAt: isoDate,
  basis: z.enum(['tracking', 'review']),
});
export type PendingRelease = z.infer<typeof PendingReleaseSchema>;

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
  /** When pendingCents becomes available, earliest first (issue 30). */
  pendingReleases: z.array(PendingReleaseSchema),
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

/**
 * Issue 30: why Withdraw Funds is off when nothing is available, and when money will be: the earliest date and how
 * much then. `formatDay` writes a moment as the reader's day ('Dec 3'); the web passes the domain's formatter.
 */
export function withdrawWaitText(
  earnings: Pick<CreatorEarnings, 'availableCents' | 'pendingCents' | 'pendingReleases'>,
  formatDay: (at: string) => string,
): string | null {
  if (earnings.availableCents > 0) return null;
  const releases = [...earnings.pendingReleases].sort((a, b) => Date.parse(a.availableAt) - Date.parse(b.availableAt));
  const first = releases[0];
  if (earnings.pendingCents <= 0 || !first) {
    return 'Nothing to withdraw yet: a post’s earnings become available when its tracking ends.';
  }
  const day = formatDay(first.availableAt);
  const sameDay = releases.filter((r) => formatDay(r.availableAt) === day && r.basis === first.basis);
  const amount = sameDay.reduce((sum, r) => sum + r.cents, 0);
  const when =
    first.basis === 'tracking'
      ? `when tracking ends on ${day}`
      : `by ${day} at the latest (the post is under review; tracking runs ${TRACKING_WINDOW_DAYS} days after approval)`;
  const part =
    amount >= earnings.pendingCents ? 'it becomes available' : `${formatMoney(amount)} of it becomes available`;
  const rest = amount >= earnings.pendingCents ? '' : ', the rest later';
  return `Nothing to withdraw yet. ${formatMoney(earnings.pendingCents)} is pending: ${part} ${when}${rest}, less the ${PLATFORM_FEE_PERCENT}% fee.`;
}
