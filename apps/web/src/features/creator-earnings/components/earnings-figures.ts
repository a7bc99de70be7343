// How the wallet's figures read: growth, amounts to type and the colours of the status words (C4).
import type { PaymentDisplayStatus, PayoutState } from '@microreach/domain/creator-earnings';

/** C9 growth as the server computed it, one decimal with its sign: '+12.5%', '-3.0%', '0.0%'. */
export function formatGrowth(percent: number): string {
  return `${percent > 0 ? '+' : ''}${percent.toFixed(1)}%`;
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
