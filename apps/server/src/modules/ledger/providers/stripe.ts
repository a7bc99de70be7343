// The Stripe adapter of PaymentProvider: Checkout for Add Funds, Connect Express accounts and Transfers for creator
// payouts, and signed webhooks for what happens afterwards. See docs/decisions/018-money.md.
//
// Assumptions about Stripe's API (the version the SDK pins, Stripe.API_VERSION); the fake in test/support/fake-stripe.ts
// answers the same way:
// - Idempotency-Key: the same key with the same parameters replays the first answer (a 500 included) for at least 24
//   hours; the same key with other parameters is a 400 idempotency_error. Rate-limited (429) requests are not kept.
//   After that a key may be forgotten, and the same request with it then makes a second transfer.
// - List endpoints (transfers by transfer_group) see every object once it is written; the search API lags up to a
//   minute and is never used to decide whether to pay.
// - A Checkout Session's `url` is set for the hosted page (the default ui_mode). Its checkout.session.* events carry
//   client_reference_id and metadata back; amount_total is in cents for USD.
// - checkout.session.completed with payment_status 'unpaid' means a delayed method (a bank debit) is still pending:
//   checkout.session.async_payment_succeeded or _failed follows.
// - A Transfer moves money from the platform balance to the connected account's Stripe balance at once; Stripe pays
//   it out to the bank on the account's own schedule. Too little platform balance is a 400 balance_insufficient.
// - A retrieved Express account lists its external_accounts (at most the first 10, the default one among them).
// - account.updated about a connected account is a Connect event: Stripe sends it to a Connect webhook endpoint, which
//   has its own signing secret (connectWebhookSecret below); checkout and transfer events go to the platform endpoint.
// - transfer.reversed fires on partial reversals too; only a full one (reversed: true) is a failed payout.
// - Disputes (issue 25): charge.dispute.created/updated/closed carry the Dispute (its payment_intent, amount, status).
//   A chargeback takes the money from the platform balance when it is opened (needs_response, under_review, and the
//   appeal_* statuses); inquiries (warning_*) and prevented disputes take nothing; won gives it back, lost does not.
// - Refunds: POST /v1/refunds with payment_intent and amount; its idempotency key replays the first refund. Since API
//   version 2024-10-28 refund.created/updated/failed are sent for every refund (metadata carries our refundId);
//   charge.refunded's Charge no longer lists its refunds (2022-11-15), so they are listed with GET /v1/refunds. A
//   refund is pending, requires_action, succeeded, failed or canceled; a failed or cancelled one returns its money.
// - Reconciliation (issue 25): GET /v1/balance_transactions lists every movement of the platform's balance, newest
//   first, paged by starting_after, filtered by created[gte]; `expand[]=data.source` gives each its object. `amount`
//   is gross (positive into the balance) and `fee` is Stripe's: a Checkout card payment is a `charge` (or `payment`)
//   whose source is the Charge (its payment_intent is what we store), a refund `refund`/`payment_refund` (a failed one
//   `refund_failure`, or an `adjustment` whose source is the Refund), a payout's Transfer `transfer` (a reversal
//   `transfer_refund` from a TransferReversal), and a dispute an `adjustment` from the Dispute (-amount when the money
//   is taken, +amount when a won dispute gives it back; its fee is in `fee`).
import Stripe from 'stripe';
import { z } from 'zod';
import {
  type CheckoutRequest,
  type PaymentProvider,
  type PayoutAccountRequest,
  type PayoutAccountState,
  type PayoutLookup,
  type PayoutRequest,
  type PayoutResult,
  type ProviderEvent,
  type ProviderRecord,
  type ProviderRefund,
  ProviderUnavailableError,
  type RefundRequest,
  type RefundResult,
} from './types.ts';

export interface StripeProviderOptions {
  /** sk_live_... or sk_test_... (a restricted rk_ key works if it may write Checkout, Accounts and Transfers). */
  secretKey: string;
  /** whsec_... of the platform's webhook endpoint. */
  webhookSecret: string;
  /** whsec_... of the Connect webhook endpoint (account.updated), when it is a separate endpoint. */
  connectWebhookSecret?: string;
  /** Where the API is, for the local fake ('http://127.0.0.1:4010'); Stripe's own host otherwise. No path. */
  apiBaseUrl?: string;
  /** How long one request may take; default 10 s. */
  timeoutMs?: number;
}

export const STRIPE_TIMEOUT_MS = 10_000;
/**
 * Stripe keeps an idempotency key at least 24 hours; an hour less, so a re-send counted from our first hand-off (taken
 * before the request left) is always inside Stripe's window.
 */
export const STRIPE_PAYOUT_REPLAY_MS = 23 * 3600_000;
export const STRIPE_PRODUCT_NAME = 'MicroReach wallet top-up';
/** Shown for an onboarding that has no bank account or card yet. */
export const STRIPE_LABEL_UNFINISHED = 'Stripe account (setup not finished)';
/** Shown when an event does not carry the account's external accounts. */
export const STRIPE_LABEL_UNKNOWN = 'Stripe account';

export const stripeMessages = {
  checkoutExpired: 'The checkout expired before it was paid. No money was taken.',
  checkoutPaymentFailed: 'The bank payment did not go through. No money was taken.',
  payoutReversed: 'The payout was reversed by Stripe.',
  payoutBalanceInsufficient:
    "The payout could not be sent because the platform's Stripe balance is too low. Please try again later.",
  payoutAccountNotReady:
    'The payout could not be sent because your Stripe account cannot receive transfers yet. Finish its setup in Stripe.',
  payoutAccountMissing:
    'The payout could not be sent because your Stripe account no longer exists or is no longer connected to MicroReach.',
  payoutAmountRefused: 'The payout could not be sent because Stripe does not accept this amount.',
  refundLostCard: 'The refund failed: the card was reported lost or stolen.',
  refundExpiredCard: 'The refund failed: the card has expired or was cancelled.',
  refundFailed: 'The refund failed: the bank could not take it.',
  refundAlreadyRefunded: 'The refund was refused: the payment was already refunded in full.',
  refundDisputed: 'The refund was refused: the payment is disputed.',
} as const;

/** A webhook that is not from Stripe, is stale, or does not say what we need: answer it 400. */
export class StripeWebhookError extends Error {
  override name = 'StripeWebhookError';
}

export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly testMode = false;
  readonly payoutReplayMs = STRIPE_PAYOUT_REPLAY_MS;
  private readonly stripe: Stripe;
  private readonly webhookSecrets: string[];

  constructor(options: StripeProviderOptions) {
    if (!options.secretKey) throw new Error('Stripe needs a secret key.');
    if (!options.webhookSecret) throw new Error('Stripe needs a webhook signing secret.');
    this.stripe = new Stripe(options.secretKey, {
      // The payout job retries with the same idempotency key; retrying here as well would only double the wait.
      maxNetworkRetries: 0,
      timeout: options.timeoutMs ?? STRIPE_TIMEOUT_MS,
      telemetry: false,
      appInfo: { name: 'MicroReach' },
      ...sdkAddress(options.apiBaseUrl),
    });
    this.webhookSecrets = [options.webhookSecret, options.connectWebhookSecret].filter((s): s is string => !!s);
  }

  async createCheckout(request: CheckoutRequest): Promise<{ url: string; providerRef: string }> {
    const session = await call('checkout', () =>
      this.stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'usd',
                unit_amount: request.amountCents,
                product_data: { name: STRIPE_PRODUCT_NAME },
              },
            },
          ],
          client_reference_id: request.checkoutId,
          metadata: { checkoutId: request.checkoutId, businessId: request.business.id },
          customer_email: request.business.email,
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        { idempotencyKey: `checkout:${request.checkoutId}` },
      ),
    );
    if (!session.url) throw new Error(`Stripe created checkout ${session.id} without a hosted page URL.`);
    return { url: session.url, providerRef: session.id };
  }

  async startPayoutOnboarding(request: PayoutAccountRequest): Promise<{ url: string; externalId: string }> {
    const externalId = request.externalId ?? (await this.createPayoutAccount(request));
    // Account Links are single-use and expire within minutes, so a new one is made every time.
    const link = await call('onboarding link', () =>
      this.stripe.accountLinks.create({
        account: externalId,
        type: 'account_onboarding',
        return_url: request.returnUrl,
        refresh_url: request.refreshUrl,
      }),
    );
    return { url: link.url, externalId };
  }

  private async createPayoutAccount(request: PayoutAccountRequest): Promise<string> {
    const account = await call('payout account', () =>
      this.stripe.accounts.create(
        {
          type: 'express',
          email: request.email,
          capabilities: { transfers: { requested: true } },
          metadata: { userId: request.userId },
        },
        { idempotencyKey: `payout-account:${request.userId}` },
      ),
    );
    return account.id;
  }

  async payoutAccountState(externalId: string): Promise<PayoutAccountState> {
    const account = await call('payout account', () => this.stripe.accounts.retrieve(externalId));
    return {
      active: canReceivePayouts(account),
      label: externalAccountLabel(account.external_accounts?.data ?? []) ?? STRIPE_LABEL_UNFINISHED,
    };
  }

  async sendPayout(request: PayoutRequest): Promise<PayoutResult> {
    try {
      const transfer = await this.stripe.transfers.create(
        {
          amount: request.amountCents,
          currency: 'usd',
          destination: request.externalAccountId,
          metadata: { payoutId: request.payoutId },
          transfer_group: payoutTransferGroup(request.payoutId),
        },
        { idempotencyKey: `payout:${request.payoutId}` },
      );
      // The money is in the creator's Stripe balance now; Stripe's own payout to the bank is not tracked.
      return { status: 'sent', providerRef: transfer.id, settled: true };
    } catch (err) {
      if (isTransient(err)) throw unavailable('payout', err);
      // Only a request Stripe refused outright (nothing was moved) may hand the money back to the creator.
      if (err instanceof Stripe.errors.StripeInvalidRequestError || err instanceof Stripe.errors.StripeCardError) {
        return { status: 'failed', message: payoutFailureMessage(err) };
      }
      throw err;
    }
  }

  /**
   * The payout's transfer, found by its transfer_group (set on every payout transfer since issue 13). Stripe's list
   * endpoints read what was written (its search does not), so an empty list means Stripe never made the transfer.
   */
  async findPayout(lookup: PayoutLookup): Promise<PayoutResult | null> {
    const transfers = await call('payout lookup', () =>
      this.stripe.transfers.list({ transfer_group: payoutTransferGroup(lookup.payoutId), limit: 10 }),
    );
    const transfer = transfers.data.find((t) => !t.reversed) ?? transfers.data[0];
    if (!transfer) return null;
    // As transfer.reversed: only a full reversal is a failed payout.
    if (transfer.reversed) return { status: 'failed', message: stripeMessages.payoutReversed };
    return { status: 'sent', providerRef: transfer.id, settled: true };
  }

  parseWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent {
    const event = this.verify(rawBody, signature);
    const object = event.data.object;
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const session = read(CheckoutSessionSchema, object, event);
        if (session.payment_status !== 'paid') return { type: 'ignored', eventId: event.id };
        if (session.amount_total === null || session.currency !== 'usd') {
          throw new StripeWebhookError(`Stripe event ${event.id}: the paid checkout has no amount in USD.`);
        }
        return {
          type: 'checkout.paid',
          eventId: event.id,
          checkoutId: checkoutIdOf(session, event),
          providerRef: session.id,
          amountCents: session.amount_total,
          paymentRef: idOf(session.payment_intent),
        };
      }
      case 'checkout.session.expired':
      case 'checkout.session.async_payment_failed': {
        const session = read(CheckoutSessionSchema, object, event);
        return {
          type: 'checkout.failed',
          eventId: event.id,
          checkoutId: checkoutIdOf(session, event),
          providerRef: session.id,
          message:
            event.type === 'checkout.session.expired'
              ? stripeMessages.checkoutExpired
              : stripeMessages.checkoutPaymentFailed,
        };
      }
      case 'account.updated': {
        const account = read(AccountSchema, object, event);
        const externals = account.external_accounts?.data;
        return {
          type: 'payout_account.updated',
          eventId: event.id,
          externalId: account.id,
          active: canReceivePayouts(account),
          label:
            externals === undefined
              ? STRIPE_LABEL_UNKNOWN
              : (externalAccountLabel(externals) ?? STRIPE_LABEL_UNFINISHED),
        };
      }
      case 'transfer.reversed': {
        const transfer = read(TransferSchema, object, event);
        // A partial reversal leaves part of the payout with the creator: it is not a failed payout.
        if (!transfer.reversed && transfer.amount_reversed < transfer.amount)
          return { type: 'ignored', eventId: event.id };
        const payoutId = transfer.metadata?.payoutId ?? /^payout:(.+)$/.exec(transfer.transfer_group ?? '')?.[1];
        if (!payoutId) throw new StripeWebhookError(`Stripe event ${event.id}: the transfer has no payoutId.`);
        return {
          type: 'payout.failed',
          eventId: event.id,
          payoutId,
          providerRef: transfer.id,
          message: stripeMessages.payoutReversed,
        };
      }
      case 'charge.dispute.created':
      case 'charge.dispute.updated':
      case 'charge.dispute.closed':
      case 'charge.dispute.funds_withdrawn':
      case 'charge.dispute.funds_reinstated': {
        const dispute = read(DisputeSchema, object, event);
        const status = disputeOutcome(dispute.status);
        const paymentRef = idOf(dispute.payment_intent);
        // An inquiry takes no money; a dispute of a payment that is not a checkout's is not ours.
        if (status === null || paymentRef === null) return { type: 'ignored', eventId: event.id };
        if (dispute.currency !== 'usd') {
          throw new StripeWebhookError(`Stripe event ${event.id}: the dispute is not in USD.`);
        }
        return {
          type: 'dispute.updated',
          eventId: event.id,
          disputeRef: dispute.id,
          paymentRef,
          amountCents: dispute.amount,
          status,
          reason: dispute.reason ?? null,
        };
      }
      case 'refund.created':
      case 'refund.updated':
      case 'refund.failed':
      case 'charge.refund.updated': {
        const refund = toProviderRefund(read(RefundSchema, object, event));
        return refund ? { type: 'refund.updated', eventId: event.id, refund } : { type: 'ignored', eventId: event.id };
      }
      case 'charge.refunded': {
        const charge = read(ChargeSchema, object, event);
        const paymentRef = idOf(charge.payment_intent);
        if (paymentRef === null) return { type: 'ignored', eventId: event.id };
        // Listed only by older API versions (or an expanded endpoint), and then maybe not all of them.
        const listed = charge.refunds && !charge.refunds.has_more ? charge.refunds.data : null;
        const refunds = listed?.map((r) => toProviderRefund(read(RefundSchema, r, event)));
        return {
          type: 'payment.refunded',
          eventId: event.id,
          paymentRef,
          refunds: refunds ? refunds.filter((r): r is ProviderRefund => r !== null) : null,
        };
      }
      default:
        return { type: 'ignored', eventId: event.id };
    }
  }

  async refundPayment(request: RefundRequest): Promise<RefundResult> {
    try {
      const refund = await this.stripe.refunds.create(
        {
          payment_intent: request.paymentRef,
          amount: request.amountCents,
          metadata: { refundId: request.refundId },
        },
        { idempotencyKey: `refund:${request.refundId}` },
      );
      const parsed = toProviderRefund(RefundSchema.parse(refund));
      if (!parsed) throw new Error(`Stripe answered refund ${refund.id} without a USD payment.`);
      if (parsed.status === 'failed')
        return { status: 'failed', message: parsed.failureMessage ?? stripeMessages.refundFailed };
      return { status: parsed.status, providerRef: parsed.providerRef };
    } catch (err) {
      if (isTransient(err)) throw unavailable('refund', err);
      // Refused outright (nothing refunded): the money goes back to the business's wallet.
      if (err instanceof Stripe.errors.StripeInvalidRequestError) {
        return { status: 'failed', message: refundRefusalMessage(err) };
      }
      throw err;
    }
  }

  async listRefunds(paymentRef: string): Promise<ProviderRefund[]> {
    const refunds = await call('refund list', () =>
      this.stripe.refunds.list({ payment_intent: paymentRef, limit: 100 }).autoPagingToArray({ limit: 10_000 }),
    );
    return refunds.flatMap((r) => {
      const parsed = toProviderRefund(RefundSchema.parse(r));
      return parsed ? [parsed] : [];
    });
  }

  /**
   * The platform balance's movements since `since` that the ledger models (see the assumptions above), oldest first.
   * Amounts are gross (`amount`, not `net`): the ledger records what a business paid and what was sent or taken
   * back; Stripe's fees are the platform's cost and not in the ledger.
   */
  async listRecords(since: Date | null): Promise<ProviderRecord[]> {
    const records: ProviderRecord[] = [];
    try {
      const list = this.stripe.balanceTransactions.list({
        limit: 100,
        expand: ['data.source'],
        ...(since ? { created: { gte: Math.floor(since.getTime() / 1000) } } : {}),
      });
      for await (const raw of list) {
        const record = toProviderRecord(BalanceTransactionSchema.parse(raw));
        if (record) records.push(record);
      }
    } catch (err) {
      if (isTransient(err)) throw unavailable('balance transactions', err);
      throw err;
    }
    return records.reverse();
  }

  /** Checks the Stripe-Signature header against each secret, then reads the event envelope. */
  private verify(rawBody: Buffer, signature: string | undefined): StripeEventEnvelope {
    if (!signature) throw new StripeWebhookError('Stripe webhook refused: the Stripe-Signature header is missing.');
    let parsed: unknown;
    let lastError: unknown;
    for (const secret of this.webhookSecrets) {
      try {
        parsed = this.stripe.webhooks.constructEvent(rawBody, signature, secret);
        break;
      } catch (err) {
        lastError = err;
        // The signature matched this secret; only its time is wrong.
        if (isStaleTimestamp(err)) {
          throw new StripeWebhookError(
            `Stripe webhook refused: its timestamp is more than ${this.stripe.webhooks.DEFAULT_TOLERANCE} seconds old.`,
            { cause: err },
          );
        }
        if (!(err instanceof Stripe.errors.StripeSignatureVerificationError)) break;
      }
    }
    if (parsed === undefined) {
      if (lastError instanceof Stripe.errors.StripeSignatureVerificationError) {
        throw new StripeWebhookError(
          'Stripe webhook refused: the signature does not match the body and our webhook secret.',
          { cause: lastError },
        );
      }
      const what = lastError instanceof SyntaxError ? 'is not JSON' : 'is not a Stripe event';
      throw new StripeWebhookError(`Stripe webhook refused: the body ${what}.`, { cause: lastError });
    }
    const envelope = StripeEventEnvelopeSchema.safeParse(parsed);
    if (!envelope.success) throw new StripeWebhookError('Stripe webhook refused: the body is not a Stripe event.');
    return envelope.data;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The SDK's address and errors.

/** apiBaseUrl as the SDK's host, port and protocol (it takes no path prefix). */
function sdkAddress(apiBaseUrl: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (apiBaseUrl === undefined) return {};
  const url = new URL(apiBaseUrl);
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || (url.pathname !== '/' && url.pathname !== '')) {
    throw new Error(`Stripe apiBaseUrl must be http(s)://host[:port] with no path, not ${apiBaseUrl}.`);
  }
  const protocol = url.protocol === 'https:' ? 'https' : 'http';
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port || (protocol === 'https' ? 443 : 80),
    protocol,
  };
}

/** Every transfer of a payout carries it: how findPayout asks Stripe for it. */
const payoutTransferGroup = (payoutId: string) => `payout:${payoutId}`;

/** The answer is unknown or may change on a retry: no connection, a timeout, a rate limit, Stripe's own failure. */
function isTransient(err: unknown): err is Stripe.errors.StripeError {
  if (!(err instanceof Stripe.errors.StripeError)) return false;
  return (
    err instanceof Stripe.errors.StripeConnectionError ||
    err instanceof Stripe.errors.StripeRateLimitError ||
    err instanceof Stripe.errors.StripeAPIError ||
    // 409: another request with the same idempotency key is still running.
    err.statusCode === 409 ||
    (err.statusCode ?? 0) >= 500
  );
}

function unavailable(what: string, err: Stripe.errors.StripeError): ProviderUnavailableError {
  const status = err.statusCode === undefined ? '' : ` (HTTP ${err.statusCode})`;
  return new ProviderUnavailableError(`Stripe did not complete the ${what} request${status}: ${err.message}`, {
    cause: err,
  });
}

/** One SDK call: a transient failure becomes ProviderUnavailableError; any other error is Stripe's own. */
async function call<T>(what: string, request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (err) {
    if (isTransient(err)) throw unavailable(what, err);
    throw err;
  }
}

function payoutFailureMessage(err: Stripe.errors.StripeError): string {
  switch (err.code) {
    case 'balance_insufficient':
      return stripeMessages.payoutBalanceInsufficient;
    case 'insufficient_capabilities_for_transfer':
    case 'transfers_not_allowed':
    case 'payouts_not_allowed':
      return stripeMessages.payoutAccountNotReady;
    case 'account_invalid':
    case 'resource_missing':
      return stripeMessages.payoutAccountMissing;
    case 'amount_too_small':
    case 'amount_too_large':
      return stripeMessages.payoutAmountRefused;
    default:
      return `The payout could not be sent: Stripe said "${err.message || err.code || 'invalid request'}".`;
  }
}

function refundRefusalMessage(err: Stripe.errors.StripeError): string {
  switch (err.code) {
    case 'charge_already_refunded':
      return stripeMessages.refundAlreadyRefunded;
    case 'charge_disputed':
      return stripeMessages.refundDisputed;
    default:
      return `The refund was refused: Stripe said "${err.message || err.code || 'invalid request'}".`;
  }
}

function isStaleTimestamp(err: unknown): boolean {
  return err instanceof Stripe.errors.StripeSignatureVerificationError && /tolerance zone/i.test(err.message);
}

// ---------------------------------------------------------------------------------------------------------------
// What we read from accounts and events. Only the fields used are checked; Stripe adds fields freely.

const MetadataSchema = z.record(z.string(), z.string()).nullish();

const ExternalAccountSchema = z.union([
  z.object({
    object: z.literal('bank_account'),
    bank_name: z.string().nullish(),
    last4: z.string(),
    default_for_currency: z.boolean().nullish(),
  }),
  z.object({
    object: z.literal('card'),
    brand: z.string(),
    last4: z.string(),
    default_for_currency: z.boolean().nullish(),
  }),
]);
type ExternalAccount = z.infer<typeof ExternalAccountSchema>;

const AccountSchema = z.object({
  object: z.literal('account'),
  id: z.string().min(1),
  payouts_enabled: z.boolean().nullish(),
  capabilities: z.object({ transfers: z.string().optional() }).nullish(),
  external_accounts: z.object({ data: z.array(z.unknown()) }).optional(),
});

/** An expandable reference: the id, or the object carrying it. */
const RefSchema = z.union([z.string().min(1), z.object({ id: z.string().min(1) })]).nullish();

function idOf(ref: z.infer<typeof RefSchema>): string | null {
  if (!ref) return null;
  return typeof ref === 'string' ? ref : ref.id;
}

const CheckoutSessionSchema = z.object({
  object: z.literal('checkout.session'),
  id: z.string().min(1),
  client_reference_id: z.string().nullish(),
  metadata: MetadataSchema,
  payment_status: z.string(),
  amount_total: z.number().int().nonnegative().nullable(),
  currency: z.string().nullable(),
  payment_intent: RefSchema,
});

const DisputeSchema = z.object({
  object: z.literal('dispute'),
  id: z.string().min(1),
  amount: z.number().int().positive(),
  currency: z.string(),
  payment_intent: RefSchema,
  reason: z.string().nullish(),
  status: z.string(),
});

/** A Stripe dispute status as a movement of money, or null when none follows (an inquiry, a prevented dispute). */
function disputeOutcome(status: string): 'open' | 'won' | 'lost' | null {
  switch (status) {
    case 'needs_response':
    case 'under_review':
    case 'appeal_needs_response':
    case 'appeal_under_review':
      return 'open';
    case 'won':
    case 'lost':
      return status;
    default:
      return null;
  }
}

const RefundSchema = z.object({
  object: z.literal('refund'),
  id: z.string().min(1),
  amount: z.number().int().positive(),
  currency: z.string(),
  payment_intent: RefSchema,
  status: z.string().nullish(),
  metadata: MetadataSchema,
  failure_reason: z.string().nullish(),
});

/** A refund of a USD payment as the provider-neutral shape; null for one that is not (nothing of ours). */
function toProviderRefund(refund: z.infer<typeof RefundSchema>): ProviderRefund | null {
  const paymentRef = idOf(refund.payment_intent);
  if (paymentRef === null || refund.currency !== 'usd') return null;
  const status =
    refund.status === 'succeeded'
      ? 'succeeded'
      : refund.status === 'failed' || refund.status === 'canceled'
        ? 'failed'
        : 'pending';
  return {
    providerRef: refund.id,
    paymentRef,
    amountCents: refund.amount,
    status,
    refundId: refund.metadata?.refundId ?? null,
    failureMessage:
      status !== 'failed'
        ? null
        : refund.failure_reason === 'lost_or_stolen_card'
          ? stripeMessages.refundLostCard
          : refund.failure_reason === 'expired_or_canceled_card'
            ? stripeMessages.refundExpiredCard
            : stripeMessages.refundFailed,
  };
}

const ChargeSchema = z.object({
  object: z.literal('charge'),
  id: z.string().min(1),
  payment_intent: RefSchema,
  refunds: z.object({ data: z.array(z.unknown()), has_more: z.boolean().optional() }).nullish(),
});
type CheckoutSession = z.infer<typeof CheckoutSessionSchema>;

const TransferSchema = z.object({
  object: z.literal('transfer'),
  id: z.string().min(1),
  amount: z.number().int(),
  amount_reversed: z.number().int(),
  reversed: z.boolean(),
  metadata: MetadataSchema,
  transfer_group: z.string().nullish(),
});

const BalanceTransactionSchema = z.object({
  object: z.literal('balance_transaction'),
  id: z.string().min(1),
  amount: z.number().int(),
  currency: z.string(),
  created: z.number().int(),
  type: z.string(),
  reporting_category: z.string().nullish(),
  source: z
    .union([z.string().min(1), z.object({ object: z.string(), id: z.string().min(1) }).passthrough()])
    .nullable(),
});
type BalanceTransaction = z.infer<typeof BalanceTransactionSchema>;

/** What a balance transaction's source says: whose movement it is. */
const SourceSchemas = {
  charge: z.object({ id: z.string(), payment_intent: RefSchema }),
  refund: z.object({ id: z.string(), metadata: MetadataSchema }),
  transfer: z.object({ id: z.string(), metadata: MetadataSchema, transfer_group: z.string().nullish() }),
  transfer_reversal: z.object({ id: z.string(), transfer: RefSchema }),
  dispute: z.object({ id: z.string() }),
};

/** A source left as an id (not expanded): its kind by Stripe's id prefix. */
const SOURCE_PREFIXES: Array<[string, keyof typeof SourceSchemas]> = [
  ['ch_', 'charge'],
  ['py_', 'charge'],
  ['re_', 'refund'],
  ['pyr_', 'refund'],
  ['trr_', 'transfer_reversal'],
  ['tr_', 'transfer'],
  ['dp_', 'dispute'],
  ['du_', 'dispute'],
];

/** The ledger's kind of movement a balance transaction is, or null for one the ledger does not model (fees, ...). */
function toProviderRecord(bt: BalanceTransaction): ProviderRecord | null {
  if (bt.source === null || bt.amount === 0 || bt.currency !== 'usd' || bt.reporting_category === 'fee') return null;
  const source = typeof bt.source === 'string' ? { id: bt.source, object: null } : bt.source;
  const kind =
    source.object === null
      ? SOURCE_PREFIXES.find(([prefix]) => source.id.startsWith(prefix))?.[1]
      : (Object.keys(SourceSchemas) as Array<keyof typeof SourceSchemas>).find((k) => k === source.object);
  if (!kind) return null;
  const base = { id: bt.id, type: bt.type, amountCents: bt.amount, createdAt: new Date(bt.created * 1000) };
  switch (kind) {
    case 'charge': {
      const charge = SourceSchemas.charge.parse(source);
      return { ...base, subject: 'deposit', objectRef: idOf(charge.payment_intent) ?? charge.id, ourRef: null };
    }
    case 'refund': {
      const refund = SourceSchemas.refund.parse(source);
      return { ...base, subject: 'refund', objectRef: refund.id, ourRef: refund.metadata?.refundId ?? null };
    }
    case 'transfer': {
      const transfer = SourceSchemas.transfer.parse(source);
      const payoutId = transfer.metadata?.payoutId ?? /^payout:(.+)$/.exec(transfer.transfer_group ?? '')?.[1] ?? null;
      return { ...base, subject: 'payout', objectRef: transfer.id, ourRef: payoutId };
    }
    case 'transfer_reversal': {
      const reversal = SourceSchemas.transfer_reversal.parse(source);
      return { ...base, subject: 'payout', objectRef: idOf(reversal.transfer) ?? reversal.id, ourRef: null };
    }
    case 'dispute':
      return { ...base, subject: 'dispute', objectRef: source.id, ourRef: null };
  }
}

const StripeEventEnvelopeSchema = z.object({
  id: z.string().min(1),
  object: z.literal('event'),
  type: z.string(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
type StripeEventEnvelope = z.infer<typeof StripeEventEnvelopeSchema>;

function read<S extends z.ZodType>(schema: S, object: unknown, event: StripeEventEnvelope): z.output<S> {
  const parsed = schema.safeParse(object);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? issue.path.join('.') : 'object';
    throw new StripeWebhookError(`Stripe event ${event.id} (${event.type}): data.${where} is missing or invalid.`);
  }
  return parsed.data;
}

function checkoutIdOf(session: CheckoutSession, event: StripeEventEnvelope): string {
  const checkoutId = session.client_reference_id || session.metadata?.checkoutId;
  if (!checkoutId) {
    throw new StripeWebhookError(`Stripe event ${event.id}: checkout ${session.id} carries no checkoutId of ours.`);
  }
  return checkoutId;
}

/** Payouts enabled, and (when Stripe says) the transfers capability active: a Transfer needs both to arrive. */
function canReceivePayouts(account: {
  payouts_enabled?: boolean | null;
  capabilities?: { transfers?: string } | null;
}): boolean {
  const transfers = account.capabilities?.transfers;
  return account.payouts_enabled === true && (transfers === undefined || transfers === 'active');
}

/** 'STRIPE TEST BANK ••••6789' or 'Visa ••••4242' for the default (else first) bank account or card; null if none. */
function externalAccountLabel(data: readonly unknown[]): string | null {
  const accounts = data.flatMap((d) => {
    const parsed = ExternalAccountSchema.safeParse(d);
    return parsed.success ? [parsed.data] : [];
  });
  const chosen: ExternalAccount | undefined = accounts.find((a) => a.default_for_currency) ?? accounts[0];
  if (!chosen) return null;
  const name = chosen.object === 'bank_account' ? chosen.bank_name || 'Bank account' : chosen.brand;
  return `${name} ••••${chosen.last4}`;
}
