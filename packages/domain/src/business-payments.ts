// Payments & Funding (issue 13, B9): the business's deposits, campaign funding and the history of its money.
import { z } from 'zod';
import {
  CentsSchema as cents,
  centsField,
  LEDGER_TRANSACTION_KINDS,
  MAX_DEPOSIT_CENTS,
  MAX_FUNDING_CENTS,
  MIN_DEPOSIT_CENTS,
  MIN_FUNDING_CENTS,
  moneyMessages,
  PAYMENT_PROVIDERS,
} from './ledger.ts';

/** B9: the Add Funds buttons, in dollars. */
export const FUND_PRESETS_USD = [100, 500, 1000] as const;

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

/** The state of an Add Funds checkout at the provider. */
export const CHECKOUT_STATES = ['open', 'paid', 'declined', 'expired'] as const;
export type CheckoutState = (typeof CHECKOUT_STATES)[number];

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
