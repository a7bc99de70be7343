// Payment providers behind one interface (issue 13): the built-in test mode (the embedded default; no real money
// moves) and Stripe (Checkout for deposits, Connect for creator payouts) when its keys are set.
// See docs/decisions/018-money.md.
import type { PaymentProviderName } from '@microreach/domain/ledger';

/** What a provider tells us happened, from a verified webhook (Stripe) or its own page (test mode). */
export type ProviderEvent =
  /** An Add Funds checkout was paid: deposit `amountCents` into the business's wallet once. */
  | { type: 'checkout.paid'; eventId: string; checkoutId: string; providerRef: string; amountCents: number }
  /** A checkout ended without payment (declined, expired or abandoned). */
  | { type: 'checkout.failed'; eventId: string; checkoutId: string; providerRef: string; message: string }
  /** A creator's payout account finished or lost its onboarding. */
  | { type: 'payout_account.updated'; eventId: string; externalId: string; active: boolean; label: string }
  /** A payout reached the creator, or failed after it was sent (the money comes back to available). */
  | { type: 'payout.paid'; eventId: string; payoutId: string; providerRef: string }
  | { type: 'payout.failed'; eventId: string; payoutId: string; providerRef: string; message: string }
  /** Anything else the provider sends: acknowledged and ignored. */
  | { type: 'ignored'; eventId: string };

export interface CheckoutRequest {
  /** Our checkout id: the provider hands it back in its events (Stripe: client_reference_id and metadata). */
  checkoutId: string;
  amountCents: number;
  business: { id: string; email: string; name: string };
  /** Where the provider sends the business back after paying or cancelling. */
  successUrl: string;
  cancelUrl: string;
}

export interface PayoutAccountRequest {
  userId: string;
  email: string;
  /** The creator's account at the provider, when onboarding was started before. */
  externalId: string | null;
  /** Where the provider sends the creator back when onboarding ends, or when its link has expired. */
  returnUrl: string;
  refreshUrl: string;
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
   * Verifies and reads a webhook (the raw body and its signature header); throws on a bad signature or a body that
   * is not the provider's. Providers without webhooks (test mode) do not have it.
   */
  parseWebhook?(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}
