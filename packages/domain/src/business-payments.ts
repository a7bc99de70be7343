// Payments & Funding (issue 13, B9): the business's deposits, campaign funding and the history of its money.
import { z } from 'zod';
import {
  CHECKOUT_STATES,
  DISPUTE_STATUSES,
  MAX_BUSINESS_WITHDRAWAL_CENTS,
  MAX_DEPOSIT_CENTS,
  MAX_FUNDING_CENTS,
  MIN_BUSINESS_WITHDRAWAL_CENTS,
  MIN_DEPOSIT_CENTS,
  MIN_FUNDING_CENTS,
  paymentMessages,
  REFUND_STATES,
} from './business-payments-rules.ts';
import { CentsSchema as cents, centsField, LEDGER_TRANSACTION_KINDS, PAYMENT_PROVIDERS } from './ledger.ts';

export {
  CHECKOUT_STATES,
  type CheckoutState,
  DISPUTE_STATUSES,
  type DisputeStatus,
  FUND_PRESETS_USD,
  MAX_BUSINESS_WITHDRAWAL_CENTS,
  MAX_DEPOSIT_CENTS,
  MAX_FUNDING_CENTS,
  MIN_BUSINESS_WITHDRAWAL_CENTS,
  MIN_DEPOSIT_CENTS,
  MIN_FUNDING_CENTS,
  paymentMessages,
  REFUND_STATES,
  type RefundState,
} from './business-payments-rules.ts';

export const DepositInputSchema = z.object({
  amountCents: centsField(
    MIN_DEPOSIT_CENTS,
    MAX_DEPOSIT_CENTS,
    paymentMessages.depositTooSmall,
    paymentMessages.depositTooLarge,
  ),
});
export type DepositInput = z.infer<typeof DepositInputSchema>;

export const CampaignFundingInputSchema = z.object({
  amountCents: centsField(
    MIN_FUNDING_CENTS,
    MAX_FUNDING_CENTS,
    paymentMessages.fundingTooSmall,
    paymentMessages.fundingTooLarge,
  ),
});
export type CampaignFundingInput = z.infer<typeof CampaignFundingInputSchema>;

/** Withdraw balance (issue 25): available wallet money returned to the payments it came from. */
export const BusinessWithdrawalInputSchema = z.object({
  amountCents: centsField(
    MIN_BUSINESS_WITHDRAWAL_CENTS,
    MAX_BUSINESS_WITHDRAWAL_CENTS,
    paymentMessages.withdrawalTooSmall,
    paymentMessages.withdrawalTooLarge,
  ),
});
export type BusinessWithdrawalInput = z.infer<typeof BusinessWithdrawalInputSchema>;

const isoDate = z.string();

/** One refund of a deposit, part of a Withdraw balance. */
export const DepositRefundSchema = z.object({
  id: z.uuid(),
  amountCents: cents,
  state: z.enum(REFUND_STATES),
  failureMessage: z.string().nullable(),
});
export type DepositRefund = z.infer<typeof DepositRefundSchema>;

/** A Withdraw balance: its amount, as one refund per payment it goes back to, oldest payment first. */
export const BusinessWithdrawalSchema = z.object({
  id: z.uuid(),
  amountCents: cents,
  createdAt: isoDate,
  refunds: z.array(DepositRefundSchema),
});
export type BusinessWithdrawal = z.infer<typeof BusinessWithdrawalSchema>;

/**
 * Test mode: a payment made with the disputed test card is disputed when the tester says (so its money can be spent
 * first, as in life), and its dispute closed won or lost as the card's bank would.
 */
export const TestDisputeInputSchema = z.object({ status: z.enum(DISPUTE_STATUSES) });
export type TestDisputeInput = z.infer<typeof TestDisputeInputSchema>;

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
  /** Below zero only after a dispute or a refund made at the provider (then funding and launching wait: walletBelowZero). */
  balanceCents: cents,
  /** What Withdraw balance may return: the wallet's money that came from payments through this provider still refundable. */
  withdrawableCents: cents,
  totalFundedCents: cents,
  activeCampaigns: z.number().int(),
  pendingPaymentsCents: cents,
  campaigns: z.array(CampaignFundingSchema),
  /** Issue 30: the months ('YYYY-MM', UTC) the wallet moved in, newest first: each has a monthly statement. */
  statementMonths: z.array(z.string()),
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
  /**
   * Issue 30: the ledger transaction this line belongs to. Funding a campaign is one move shown as two lines (the
   * wallet's minus, the campaign's plus) with the same moveId.
   */
  moveId: z.string(),
  /** Within a move between two of the owner's own accounts, the other one ('Wallet' or a campaign's name); else null. */
  counterpart: z.string().nullable(),
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
  /** A card dispute of this payment (issue 25), the latest one. */
  dispute: z.object({ status: z.enum(DISPUTE_STATUSES), amountCents: cents }).nullable(),
});
export type Checkout = z.infer<typeof CheckoutSchema>;
