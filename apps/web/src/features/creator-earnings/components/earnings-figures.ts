// How the wallet's figures read: growth, amounts to type and the colours of the status words (C4).
import type { CampaignEarnings, PaymentDisplayStatus, PayoutState } from '@microreach/domain/creator-earnings';
import { formatCompact } from '@microreach/domain/formulas';

/** C9 growth as the server computed it, one decimal with its sign: '+12.5%', '-3.0%', '0.0%'. */
export function formatGrowth(percent: number): string {
  return `${percent > 0 ? '+' : ''}${percent.toFixed(1)}%`;
}

/**
 * Issue 30: the growth note of Total Earnings. C9 gives 0 when last month is 0, which would read as no growth when all
 * of it came this month: that reads 'New this month', and a month with nothing settled either side says so.
 */
export function growthNote(monthly: { thisMonthCents: number; lastMonthCents: number; growthPercent: number }): string {
  if (monthly.lastMonthCents <= 0) {
    return monthly.thisMonthCents > 0 ? 'New this month' : 'Nothing settled this month yet';
  }
  return `${formatGrowth(monthly.growthPercent)} this month`;
}

/** Monthly Earnings' Growth figure: as C9 computes it, or 'New this month' when last month had nothing. */
export function growthFigure(monthly: {
  thisMonthCents: number;
  lastMonthCents: number;
  growthPercent: number;
}): string {
  if (monthly.lastMonthCents <= 0 && monthly.thisMonthCents > 0) return 'New this month';
  return formatGrowth(monthly.growthPercent);
}

/** Cents as a person types dollars, for prefilling an amount field: 19760 -> '197.60'. */
export function centsToInput(cents: number): string {
  return (Math.max(0, cents) / 100).toFixed(2);
}

/** C4: Completed is green; the others are told apart by their words too, never by colour alone. */
export const PAYMENT_STATUS_COLORS: Record<PaymentDisplayStatus, string> = {
  completed: 'green',
  pending: 'yellow',
  review: 'orange',
};

export const PAYOUT_STATE_COLORS: Record<PayoutState, string> = {
  requested: 'gray',
  approved: 'blue',
  paid: 'green',
  failed: 'red',
  delayed: 'orange',
};

/** A campaign's engagement figures as its card and its details dialog list them. */
export function campaignFigures(campaign: CampaignEarnings) {
  return [
    { label: 'Views', value: formatCompact(campaign.views) },
    { label: 'Likes', value: formatCompact(campaign.likes) },
    { label: 'Comments', value: formatCompact(campaign.comments) },
    { label: 'Shares', value: formatCompact(campaign.shares) },
  ];
}
