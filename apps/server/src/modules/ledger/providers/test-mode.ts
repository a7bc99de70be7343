// The built-in test-mode payment provider (issue 13), the embedded default: its checkout and payout-account pages
// are our own (/test-checkout/<id>, /test-payout-setup), marked "Test mode: no real money moves". It keeps no state
// of its own: a checkout is our payment_checkouts row, a payout account's id carries its masked number, and a payout's
// outcome follows from the account, so every answer is the same on every app server and on every retry.
import { TEST_ACCOUNT_PAYOUTS_FAIL, TEST_CARD_DECLINED } from '@microreach/domain/ledger';
import type {
  CheckoutRequest,
  PaymentProvider,
  PayoutAccountRequest,
  PayoutAccountState,
  PayoutRequest,
  PayoutResult,
} from './types.ts';

const ACCOUNT_PREFIX = 'test_acct_';

/** A test payout account's id once its (test) bank account is entered: the last four digits travel in it. */
export function testAccountId(userId: string, accountNumber: string): string {
  return `${ACCOUNT_PREFIX}${userId}_${accountNumber.slice(-4)}`;
}

/** What the test checkout page's card does: Stripe's declined test number is declined; any other valid one pays. */
export function testCardOutcome(cardNumber: string): 'paid' | 'declined' {
  return cardNumber === TEST_CARD_DECLINED ? 'declined' : 'paid';
}

export class TestModeProvider implements PaymentProvider {
  readonly name = 'test' as const;
  readonly testMode = true;

  constructor(private readonly appUrl: string) {}

  async createCheckout(request: CheckoutRequest) {
    return { url: `${this.appUrl}/test-checkout/${request.checkoutId}`, providerRef: `test_cs_${request.checkoutId}` };
  }

  async startPayoutOnboarding(request: PayoutAccountRequest) {
    return {
      url: `${this.appUrl}/test-payout-setup`,
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
    if (request.externalAccountId.endsWith(`_${TEST_ACCOUNT_PAYOUTS_FAIL.slice(-4)}`)) {
      return {
        status: 'failed',
        message: `The bank refused this payout (test account ${TEST_ACCOUNT_PAYOUTS_FAIL} always fails).`,
      };
    }
    return { status: 'sent', providerRef: `test_po_${request.payoutId}`, settled: true };
  }
}
