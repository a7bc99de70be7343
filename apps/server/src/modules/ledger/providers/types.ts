// Payment providers behind one interface (issue 13): the built-in test mode (the embedded default; no real money
// moves) and Stripe (Checkout for deposits, Connect for creator payouts) when its keys are set.
// See docs/decisions/018-money.md.
import type { PaymentProviderName } from '@microreach/domain/ledger';

/** What a provider tells us happened, from a verified webhook (Stripe) or its own page (test mode). */
export type ProviderEvent =
  /**
   * An Add Funds checkout was paid: deposit `amountCents` into the business's wallet once. `paymentRef` is the payment
   * it made (Stripe: the PaymentIntent), what its refunds and disputes name later.
   */
  | {
      type: 'checkout.paid';
      eventId: string;
      checkoutId: string;
      providerRef: string;
      amountCents: number;
      paymentRef: string | null;
    }
  /** A checkout ended without payment (declined, expired or abandoned). */
  | { type: 'checkout.failed'; eventId: string; checkoutId: string; providerRef: string; message: string }
  /** A creator's payout account finished or lost its onboarding. */
  | { type: 'payout_account.updated'; eventId: string; externalId: string; active: boolean; label: string }
  /** A payout reached the creator, or failed after it was sent (the money comes back to available). */
  | { type: 'payout.paid'; eventId: string; payoutId: string; providerRef: string }
  | { type: 'payout.failed'; eventId: string; payoutId: string; providerRef: string; message: string }
  /**
   * A card dispute of a deposit (issue 25), as it stands now: created, updated or closed. 'open' means the provider
   * has taken the money back; inquiries (nothing taken yet) are not reported.
   */
  | {
      type: 'dispute.updated';
      eventId: string;
      disputeRef: string;
      paymentRef: string;
      amountCents: number;
      status: DisputeOutcome;
      reason: string | null;
    }
  /** A refund of a deposit, as it stands now: ours (refundId set) or one made at the provider. */
  | { type: 'refund.updated'; eventId: string; refund: ProviderRefund }
  /**
   * A deposit's payment was refunded (Stripe: charge.refunded). `refunds` lists them when the event carries them;
   * null: ask the provider (listRefunds).
   */
  | { type: 'payment.refunded'; eventId: string; paymentRef: string; refunds: ProviderRefund[] | null }
  /** Anything else the provider sends: acknowledged and ignored. */
  | { type: 'ignored'; eventId: string };

/** Where a dispute stands: the money is taken back while open; won returns it, lost keeps it away. */
export type DisputeOutcome = 'open' | 'won' | 'lost';

/** A refund as the provider reports it. */
export interface ProviderRefund {
  /** The provider's id (Stripe: re_...). */
  providerRef: string;
  paymentRef: string;
  amountCents: number;
  /** Pending until the bank takes it; failed or cancelled refunds return their money. */
  status: 'pending' | 'succeeded' | 'failed';
  /** Our deposit_refunds id when we asked for it (Stripe: metadata.refundId); null for one made at the provider. */
  refundId: string | null;
  failureMessage: string | null;
}

export interface RefundRequest {
  /** Our deposit_refunds id, sent as the provider's idempotency key: a retry never refunds twice. */
  refundId: string;
  /** The payment to refund (Stripe: the PaymentIntent). */
  paymentRef: string;
  amountCents: number;
}

export type RefundResult =
  /** Accepted; `succeeded` when done already, else a later event tells. */
  | { status: 'succeeded' | 'pending'; providerRef: string }
  /** Refused for good (no retry helps): the money returns to the business's wallet. */
  | { status: 'failed'; message: string };

export interface CheckoutRequest {
  /** Our checkout id: the provider hands it back in its events (Stripe: client_reference_id and metadata). */
  checkoutId: string;
  amountCents: number;
  business: { id: string; email: string; name: string };
  /** Where the provider sends the business back after paying or cancelling. */
  successUrl: string;
  cancelUrl: string;
  /** The app's address for this person (lib/app-url.ts), where test mode serves its own page; default: its own. */
  appUrl?: string;
}

export interface PayoutAccountRequest {
  userId: string;
  email: string;
  /** The creator's account at the provider, when onboarding was started before. */
  externalId: string | null;
  /** Where the provider sends the creator back when onboarding ends, or when its link has expired. */
  returnUrl: string;
  refreshUrl: string;
  /** The app's address for this person (lib/app-url.ts), where test mode serves its own page; default: its own. */
  appUrl?: string;
}

export interface PayoutAccountState {
  /** Payouts can be sent to it. */
  active: boolean;
  /** How the account is shown, never more than a masked number: 'Test Bank ••••6789', 'STRIPE TEST BANK ••••6789'. */
  label: string;
}

export interface PayoutRequest {
  /** Our payout id, sent as the provider's idempotency key: a retry after a timeout never pays twice. */
  payoutId: string;
  amountCents: number;
  externalAccountId: string;
}

export type PayoutResult =
  /** Sent; `settled` says the money has reached the creator's account (else a later event tells). */
  | { status: 'sent'; providerRef: string; settled: boolean }
  /** Refused for good (no retry helps): the money returns to the creator's available balance. */
  | { status: 'failed'; message: string };

/** What findPayout needs: our payout id, and the account it was sent to (null when that account is gone). */
export interface PayoutLookup {
  payoutId: string;
  externalAccountId: string | null;
}

/**
 * One movement of money in the provider's own records (issue 25, reconciliation): Stripe's balance transactions, the
 * test mode's books. Only movements the ledger models are listed: a payment taken, a payout, a refund, a dispute, and
 * each of those undone; the provider's fees and its own payouts to the platform's bank are not the ledger's.
 */
export interface ProviderRecord {
  /** The provider's id of the record (Stripe: the balance transaction, txn_...). */
  id: string;
  subject: 'deposit' | 'payout' | 'refund' | 'dispute';
  /** The provider's own name for it ('charge', 'transfer', 'refund_failure', 'adjustment', ...), shown to a person. */
  type: string;
  /** Gross, before the provider's fees: money into the platform's balance at the provider is positive. */
  amountCents: number;
  createdAt: Date;
  /** The provider's object it belongs to: the payment (pi_...), the transfer (tr_...), the refund (re_...), the dispute. */
  objectRef: string;
  /** Our id the provider carries back with it (a payout's or a refund's id, from its metadata), or null. */
  ourRef: string | null;
}

/** A failure that may pass (timeout, rate limit, the provider down): the job retries with the same payout id. */
export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError';
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** True for the built-in test mode: every page that moves money says so. */
  readonly testMode: boolean;
  /** Starts an Add Funds checkout; the business is sent to `url`. */
  createCheckout(request: CheckoutRequest): Promise<{ url: string; providerRef: string }>;
  /** Starts (or resumes) a creator's payout-account onboarding; the creator is sent to `url`. */
  startPayoutOnboarding(request: PayoutAccountRequest): Promise<{ url: string; externalId: string }>;
  /** Reads a payout account's state (after onboarding returns, and when an event says it changed). */
  payoutAccountState(externalId: string): Promise<PayoutAccountState>;
  /** Sends a payout; idempotent by `payoutId`. Throws ProviderUnavailableError when the answer is unknown. */
  sendPayout(request: PayoutRequest): Promise<PayoutResult>;
  /**
   * Asks the provider what became of a payout that may have reached it (issue 25): its outcome, or null when the
   * provider certainly never received it (an authoritative answer: a re-send then cannot pay twice). Throws when it
   * cannot tell (ProviderUnavailableError for an outage).
   */
  findPayout(lookup: PayoutLookup): Promise<PayoutResult | null>;
  /**
   * How long after a payout was first sent a re-send with the same payout id surely replays the first one instead of
   * paying again (Stripe keeps idempotency keys for 24 hours). Past it, a payout whose fate is unknown is not re-sent.
   */
  readonly payoutReplayMs: number;
  /**
   * Refunds part of a deposit's payment (Withdraw balance); idempotent by `refundId`. Throws ProviderUnavailableError
   * when the answer is unknown.
   */
  refundPayment(request: RefundRequest): Promise<RefundResult>;
  /** Every refund of a payment, for an event that does not list them (Stripe's charge.refunded). */
  listRefunds?(paymentRef: string): Promise<ProviderRefund[]>;
  /**
   * The provider's own records of money moved since `since` (null: all of them), oldest first, for reconciliation
   * (issue 25). Throws ProviderUnavailableError when the provider does not answer.
   */
  listRecords(since: Date | null): Promise<ProviderRecord[]>;
  /**
   * Verifies and reads a webhook (the raw body and its signature header); throws on a bad signature or a body that
   * is not the provider's. Providers without webhooks (test mode) do not have it.
   */
  parseWebhook?(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}
