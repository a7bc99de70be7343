// The built-in test-mode payment provider (issue 13), the embedded default: its checkout and payout-account pages
// are our own (/test-checkout/<id>, /test-payout-setup), marked "Test mode: no real money moves". Its answers need no
// state: a checkout is our payment_checkouts row, a payout account's id carries its masked number, and a payout's
// outcome follows from the account, so every answer is the same on every app server and on every retry. What it did
// it books in its own records (issue 25: test_provider_records, through TestProviderBooks), as a provider keeps its
// own books: a card charged, a payout or refund made, a dispute opened or won. Reconciliation compares the ledger
// with them; they are written where the provider acts, never by the code that moves the ledger.
import {
  TEST_ACCOUNT_PAYOUTS_FAIL,
  TEST_CARD_DECLINED,
  TEST_CARD_DISPUTED,
  TEST_CARD_REFUND_FAILS,
} from '@microreach/domain/ledger';
import type { TestProviderRecordKind } from '#server/db/schema/index.ts';
import type {
  CheckoutRequest,
  PaymentProvider,
  PayoutAccountRequest,
  PayoutAccountState,
  PayoutLookup,
  PayoutRequest,
  PayoutResult,
  ProviderRecord,
  RefundRequest,
  RefundResult,
} from './types.ts';

/** One thing the test provider did, in its sense: money into its balance is positive. */
export interface TestProviderEntry {
  kind: TestProviderRecordKind;
  /** Its id of what it did: the payment (test_pi_...) for a charge, test_po_..., test_re_..., test_dp_.... */
  reference: string;
  /** The payment a charge, a refund or a dispute is of. */
  paymentRef: string | null;
  amountCents: number;
}

export interface BookedTestEntry extends TestProviderEntry {
  id: string;
  createdAt: Date;
}

/** The test provider's own books (kept in the database by modules/ledger/test-provider-books.ts). */
export interface TestProviderBooks {
  /** Books what it did, once per kind and reference: a repeated request books nothing more. */
  book(entry: TestProviderEntry): Promise<void>;
  find(kind: TestProviderRecordKind, reference: string): Promise<BookedTestEntry | undefined>;
  /** Every entry of one payment (its charge, refunds and disputes). */
  ofPayment(paymentRef: string): Promise<BookedTestEntry[]>;
  /** Everything booked since `since` (null: ever), oldest first. */
  list(since: Date | null): Promise<BookedTestEntry[]>;
}

const ACCOUNT_PREFIX = 'test_acct_';

/** A test payout account's id once its (test) bank account is entered: the last four digits travel in it. */
export function testAccountId(userId: string, accountNumber: string): string {
  return `${ACCOUNT_PREFIX}${userId}_${accountNumber.slice(-4)}`;
}

/** What the test checkout page's card does: Stripe's declined test number is declined; any other valid one pays. */
export function testCardOutcome(cardNumber: string): 'paid' | 'declined' {
  return cardNumber === TEST_CARD_DECLINED ? 'declined' : 'paid';
}

const PAYOUT_PREFIX = 'test_po_';
const REFUND_PREFIX = 'test_re_';

const REFUNDS_FAIL_SUFFIX = `_${TEST_CARD_REFUND_FAILS.slice(-4)}`;
const DISPUTED_SUFFIX = `_${TEST_CARD_DISPUTED.slice(-4)}`;

/**
 * A test payment's id: the card travels in it when it matters later (the provider keeps no state): refunds to one
 * fail, another's payment may be disputed.
 */
export function testPaymentRef(checkoutId: string, cardNumber: string): string {
  const suffix =
    cardNumber === TEST_CARD_REFUND_FAILS
      ? REFUNDS_FAIL_SUFFIX
      : cardNumber === TEST_CARD_DISPUTED
        ? DISPUTED_SUFFIX
        : '';
  return `test_pi_${checkoutId}${suffix}`;
}

/** The test payment was made with the disputed test card. */
export function isDisputedTestPayment(paymentRef: string | null): boolean {
  return paymentRef?.endsWith(DISPUTED_SUFFIX) ?? false;
}

/** A test dispute's id: one per checkout. */
export function testDisputeRef(checkoutId: string): string {
  return `test_dp_${checkoutId}`;
}

/** A test payout's outcome: refused for the failing test account, paid at once to any other. */
function testPayoutOutcome(payoutId: string, externalAccountId: string): PayoutResult {
  if (externalAccountId.endsWith(`_${TEST_ACCOUNT_PAYOUTS_FAIL.slice(-4)}`)) {
    return {
      status: 'failed',
      message: `The bank refused this payout (test account ${TEST_ACCOUNT_PAYOUTS_FAIL} always fails).`,
    };
  }
  return { status: 'sent', providerRef: `${PAYOUT_PREFIX}${payoutId}`, settled: true };
}

export class TestModeProvider implements PaymentProvider {
  readonly name = 'test' as const;
  readonly testMode = true;
  /** Nothing to replay: a re-send gets the same answer whenever it comes. */
  readonly payoutReplayMs = Number.POSITIVE_INFINITY;

  /**
   * `books`: where it books what it does (the app gives it the database's); without them (a unit test's provider) it
   * books nothing, finds a payout by its outcome alone, and cannot be reconciled.
   */
  constructor(
    private readonly appUrl: string,
    readonly books: TestProviderBooks | null = null,
  ) {}

  async createCheckout(request: CheckoutRequest) {
    return {
      url: `${request.appUrl ?? this.appUrl}/test-checkout/${request.checkoutId}`,
      providerRef: `test_cs_${request.checkoutId}`,
    };
  }

  async startPayoutOnboarding(request: PayoutAccountRequest) {
    return {
      url: `${request.appUrl ?? this.appUrl}/test-payout-setup`,
      externalId: request.externalId ?? `${ACCOUNT_PREFIX}${request.userId}`,
    };
  }

  async payoutAccountState(externalId: string): Promise<PayoutAccountState> {
    const last4 = /_(\d{4})$/.exec(externalId)?.[1];
    return last4
      ? { active: true, label: `Test Bank ••••${last4}` }
      : { active: false, label: 'Test bank account (setup not finished)' };
  }

  async sendPayout(request: PayoutRequest): Promise<PayoutResult> {
    const result = testPayoutOutcome(request.payoutId, request.externalAccountId);
    if (result.status === 'sent') {
      await this.books?.book({
        kind: 'payout',
        reference: result.providerRef,
        paymentRef: null,
        amountCents: -request.amountCents,
      });
    }
    return result;
  }

  /**
   * With its books, a payout is found if it made it (a refused one was never made: not found, so a re-send is refused
   * again). Without them, its record of a payout is the payout itself: the outcome follows from the payout and its
   * account alone, so a payout handed to it is found with the answer it got, on any server and at any age.
   */
  async findPayout(lookup: PayoutLookup): Promise<PayoutResult | null> {
    if (this.books) {
      const made = await this.books.find('payout', `${PAYOUT_PREFIX}${lookup.payoutId}`);
      return made ? { status: 'sent', providerRef: made.reference, settled: true } : null;
    }
    if (lookup.externalAccountId === null) return null;
    return testPayoutOutcome(lookup.payoutId, lookup.externalAccountId);
  }

  /** A refund succeeds at once, unless the payment was made with the card whose refunds fail. */
  async refundPayment(request: RefundRequest): Promise<RefundResult> {
    if (request.paymentRef.endsWith(REFUNDS_FAIL_SUFFIX)) {
      return {
        status: 'failed',
        message: `The card's bank refused the refund (test card ${TEST_CARD_REFUND_FAILS} always does).`,
      };
    }
    // Like Stripe (charge_disputed), a payment under a dispute, or lost to one, is not refunded: the bank took it.
    const entries = (await this.books?.ofPayment(request.paymentRef)) ?? [];
    const disputes = entries.filter((e) => e.kind === 'dispute').length;
    const won = entries.filter((e) => e.kind === 'dispute_won').length;
    if (disputes > won) {
      return { status: 'failed', message: 'The payment was disputed by its card holder, so it cannot be refunded.' };
    }
    const providerRef = `${REFUND_PREFIX}${request.refundId}`;
    await this.books?.book({
      kind: 'refund',
      reference: providerRef,
      paymentRef: request.paymentRef,
      amountCents: -request.amountCents,
    });
    return { status: 'succeeded', providerRef };
  }

  /** Its checkout page charged a card: the payment is booked once. */
  async chargeCard(paymentRef: string, amountCents: number): Promise<void> {
    await this.books?.book({ kind: 'charge', reference: paymentRef, paymentRef, amountCents });
  }

  /**
   * Its dispute buttons. Opening takes back what the payment still holds by its books (the charge less its refunds),
   * once; won gives that back, once; lost keeps it. Returns the amount disputed: what the dispute's events report.
   * Without books, or for a payment it has no charge of (the demo's), `heldCents` (what the caller knows it holds).
   */
  async disputePayment(
    disputeRef: string,
    paymentRef: string,
    status: 'open' | 'won' | 'lost',
    heldCents: number,
  ): Promise<number> {
    if (!this.books) return heldCents;
    const entries = await this.books.ofPayment(paymentRef);
    const opened = entries.find((e) => e.kind === 'dispute' && e.reference === disputeRef);
    if (opened) {
      if (status === 'won') {
        await this.books.book({
          kind: 'dispute_won',
          reference: disputeRef,
          paymentRef,
          amountCents: -opened.amountCents,
        });
      }
      return -opened.amountCents;
    }
    const charge = entries.find((e) => e.kind === 'charge');
    const held = charge ? entries.reduce((sum, e) => sum + e.amountCents, 0) : heldCents;
    if (status === 'open' && held > 0) {
      await this.books.book({ kind: 'dispute', reference: disputeRef, paymentRef, amountCents: -held });
    }
    return held;
  }

  /** Its books, for reconciliation. */
  async listRecords(since: Date | null): Promise<ProviderRecord[]> {
    if (!this.books) throw new Error('This test-mode provider keeps no books (it was made without them).');
    return (await this.books.list(since)).map((e) => ({
      id: e.id,
      subject:
        e.kind === 'charge' ? 'deposit' : e.kind === 'payout' ? 'payout' : e.kind === 'refund' ? 'refund' : 'dispute',
      type: e.kind,
      amountCents: e.amountCents,
      createdAt: e.createdAt,
      objectRef: e.reference,
      ourRef: e.reference.startsWith(PAYOUT_PREFIX)
        ? e.reference.slice(PAYOUT_PREFIX.length)
        : e.reference.startsWith(REFUND_PREFIX)
          ? e.reference.slice(REFUND_PREFIX.length)
          : null,
    }));
  }
}
