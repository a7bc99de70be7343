// Wallet & Earnings (issue 13, C2/C4/C9): the creator's earnings, withdrawals and payout account.
import { z } from 'zod';
import {
  earningsMessages,
  MAX_WITHDRAWAL_CENTS,
  MIN_WITHDRAWAL_CENTS,
  PAYMENT_STATUSES,
  PAYOUT_STATES,
} from './creator-earnings-rules.ts';
import { CentsSchema as cents, centsField, PAYMENT_PROVIDERS } from './ledger.ts';

export {
  earningsMessages,
  growthPercent,
  MAX_WITHDRAWAL_CENTS,
  MIN_WITHDRAWAL_CENTS,
  PAYMENT_STATUS_TEXT,
  PAYMENT_STATUSES,
  PAYOUT_STATE_TEXT,
  PAYOUT_STATES,
  type PaymentDisplayStatus,
  type PayoutState,
  paymentStatusOf,
  payoutDelayReason,
  withdrawWaitText,
} from './creator-earnings-rules.ts';

export const WithdrawalInputSchema = z.object({
  amountCents: centsField(
    MIN_WITHDRAWAL_CENTS,
    MAX_WITHDRAWAL_CENTS,
    earningsMessages.withdrawalTooSmall,
    earningsMessages.withdrawalTooLarge,
  ),
});
export type WithdrawalInput = z.infer<typeof WithdrawalInputSchema>;

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
