// The zod-free part of creator-earnings.ts: its limits, texts, formatters and policies, for a page that validates
// nothing (it downloads no zod with them). creator-earnings.ts re-exports all of it; its schemas stay there.

import { TRACKING_WINDOW_DAYS } from './content-review-rules.ts';
import { formatUsd } from './formulas.ts';
import { formatMoney, type PaymentProviderName, PLATFORM_FEE_PERCENT } from './ledger-rules.ts';
import type { EarnedStatus } from './performance-pay-rules.ts';

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
  earnings: {
    availableCents: number;
    pendingCents: number;
    /** CreatorEarnings' pendingReleases (the fields read here). */
    pendingReleases: readonly { cents: number; availableAt: string; basis: 'tracking' | 'review' }[];
  },
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
