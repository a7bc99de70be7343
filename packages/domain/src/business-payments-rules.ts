// The zod-free part of business-payments.ts: its limits, texts, formatters and policies, for a page that validates
// nothing (it downloads no zod with them). business-payments.ts re-exports all of it; its schemas stay there.
import { formatUsd } from './formulas.ts';

/** The least and most one deposit or campaign funding can be. */
export const MIN_DEPOSIT_CENTS = 100;
export const MAX_DEPOSIT_CENTS = 100_000 * 100;
export const MIN_FUNDING_CENTS = 100;
export const MAX_FUNDING_CENTS = 10_000_000 * 100;
/** The least and most one Withdraw balance can be (issue 25). */
export const MIN_BUSINESS_WITHDRAWAL_CENTS = 100;
export const MAX_BUSINESS_WITHDRAWAL_CENTS = MAX_FUNDING_CENTS;

export const paymentMessages = {
  depositTooSmall: `The least you can add is ${formatUsd(MIN_DEPOSIT_CENTS)}.`,
  depositTooLarge: `The most you can add at once is ${formatUsd(MAX_DEPOSIT_CENTS)}.`,
  fundingTooSmall: `The least you can move to a campaign is ${formatUsd(MIN_FUNDING_CENTS)}.`,
  fundingTooLarge: `The most you can move to a campaign at once is ${formatUsd(MAX_FUNDING_CENTS)}.`,
  insufficientWallet: 'Your balance is too low for this. Add funds first.',
  campaignNotFundable: 'Only Live, Paused and Draft campaigns can be funded.',
  paymentFailed: 'Failed to process payment.',
  cardDeclined: 'Your card was declined. No money was taken.',
  // Disputes, refunds and Withdraw balance (issue 25).
  walletBelowZero:
    'Your wallet is below zero because money you added was taken back (a card dispute, or a refund made at the payment provider): add funds to cover it before funding or launching a campaign.',
  withdrawalTooSmall: `The least you can withdraw is ${formatUsd(MIN_BUSINESS_WITHDRAWAL_CENTS)}.`,
  withdrawalTooLarge: `The most you can withdraw at once is ${formatUsd(MAX_BUSINESS_WITHDRAWAL_CENTS)}.`,
  withdrawalAboveAvailable: 'This is more than you can withdraw. Enter at most the amount available to withdraw.',
  nothingToWithdraw: 'There is nothing to withdraw: your wallet holds no money that can go back to a payment.',
  withdrawalDestination:
    'The money goes back to the cards or accounts that paid your Add Funds checkouts, oldest payment first, as refunds. A refund usually reaches them within 5 to 10 business days.',
  refundFailed: 'The refund could not be made: the money is back in your wallet.',
  disputeClosed: 'This dispute is already closed.',
  noDispute: 'This payment is not disputed.',
} as const;

/** B9: the Add Funds buttons, in dollars. */
export const FUND_PRESETS_USD = [100, 500, 1000] as const;

/** The state of an Add Funds checkout at the provider. */
export const CHECKOUT_STATES = ['open', 'paid', 'declined', 'expired'] as const;
export type CheckoutState = (typeof CHECKOUT_STATES)[number];

/** A card dispute of a deposit (issue 25): open while the bank decides; won returns the money, lost keeps it away. */
export const DISPUTE_STATUSES = ['open', 'won', 'lost'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/** A refund of a deposit at the provider: pending until it says succeeded or failed (failed returns the money). */
export const REFUND_STATES = ['pending', 'succeeded', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];
