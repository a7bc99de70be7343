// The test-mode provider with a memory and faults, for property tests of the money (issue 25): it remembers every
// payout and refund request that reached it, keyed by our id as a real provider's idempotency key would (a re-send
// replays the first answer), so a test can compare what our rows say left the platform with what the provider did
// (give it books, and its lookups and reconciliation read what it booked). Faults are queued per method: the call
// fails before reaching the provider, or the provider acts and its answer is lost on the way back.

import { TestModeProvider } from '#server/modules/ledger/providers/test-mode.ts';
import type {
  PayoutLookup,
  PayoutRequest,
  PayoutResult,
  RefundRequest,
  RefundResult,
} from '#server/modules/ledger/providers/types.ts';
import { ProviderUnavailableError } from '#server/modules/ledger/providers/types.ts';

/** never-received: the call fails before the provider gets it; answer-lost: the provider acts, the answer is lost. */
export type ProviderFault = 'never-received' | 'answer-lost';
export type FaultyMethod = 'sendPayout' | 'findPayout' | 'refundPayment';

export interface ProviderPayout {
  amountCents: number;
  externalAccountId: string;
  result: PayoutResult;
  /** How many requests for it reached the provider (replays included). */
  requests: number;
}

export interface ProviderRefund {
  paymentRef: string;
  amountCents: number;
  result: RefundResult;
  requests: number;
}

export class RecordingTestProvider extends TestModeProvider {
  readonly payouts = new Map<string, ProviderPayout>();
  readonly refunds = new Map<string, ProviderRefund>();
  /**
   * Requests that reused our id with another amount (or refund of another payment), or came twice at the same time,
   * by that id: none may happen. (A payout re-sent to another account is not one: a test-mode creator may enter
   * another test bank account for the same payout account, while a Stripe account keeps its id.)
   */
  readonly mismatches = new Map<string, string>();
  private readonly faults: Record<FaultyMethod, ProviderFault[]> = {
    sendPayout: [],
    findPayout: [],
    refundPayment: [],
  };

  /** The next `times` calls of `method` meet `fault` (findPayout: every fault is an unknown answer). */
  injectFault(method: FaultyMethod, fault: ProviderFault, times = 1): void {
    for (let i = 0; i < times; i++) this.faults[method].push(fault);
  }

  clearFaults(): void {
    for (const list of Object.values(this.faults)) list.length = 0;
  }

  private nextFault(method: FaultyMethod): ProviderFault | undefined {
    return this.faults[method].shift();
  }

  /** Our ids whose request is at the provider now: a second one at the same time is a send twice (two workers). */
  private readonly inFlight = new Set<string>();

  private async once<T>(id: string, what: string, call: () => Promise<T>): Promise<T> {
    if (this.inFlight.has(id)) this.mismatches.set(id, `${what} ${id} sent twice at the same time`);
    this.inFlight.add(id);
    try {
      return await call();
    } finally {
      this.inFlight.delete(id);
    }
  }

  override sendPayout(request: PayoutRequest): Promise<PayoutResult> {
    return this.once(request.payoutId, 'payout', () => this.recordPayout(request));
  }

  private async recordPayout(request: PayoutRequest): Promise<PayoutResult> {
    const fault = this.nextFault('sendPayout');
    if (fault === 'never-received') throw new ProviderUnavailableError('The provider did not answer (never received).');
    let known = this.payouts.get(request.payoutId);
    if (known) {
      known.requests++;
      if (known.amountCents !== request.amountCents) {
        this.mismatches.set(request.payoutId, `payout ${request.payoutId} sent again for another amount`);
      }
    } else {
      known = { ...request, result: await super.sendPayout(request), requests: 1 };
      this.payouts.set(request.payoutId, known);
    }
    if (fault === 'answer-lost') throw new ProviderUnavailableError('The payout was made; its answer was lost.');
    return known.result;
  }

  override async findPayout(lookup: PayoutLookup): Promise<PayoutResult | null> {
    if (this.nextFault('findPayout')) throw new ProviderUnavailableError('The provider could not be asked.');
    return super.findPayout(lookup);
  }

  override refundPayment(request: RefundRequest): Promise<RefundResult> {
    return this.once(request.refundId, 'refund', () => this.recordRefund(request));
  }

  private async recordRefund(request: RefundRequest): Promise<RefundResult> {
    const fault = this.nextFault('refundPayment');
    if (fault === 'never-received') throw new ProviderUnavailableError('The provider did not answer (never received).');
    let known = this.refunds.get(request.refundId);
    if (known) {
      known.requests++;
      if (known.amountCents !== request.amountCents || known.paymentRef !== request.paymentRef) {
        this.mismatches.set(request.refundId, `refund ${request.refundId} asked again with other details`);
      }
    } else {
      known = { ...request, result: await super.refundPayment(request), requests: 1 };
      this.refunds.set(request.refundId, known);
    }
    if (fault === 'answer-lost') throw new ProviderUnavailableError('The refund was made; its answer was lost.');
    return known.result;
  }

  /** What left the platform through this provider: payouts it paid and refunds it made. */
  paidOutCents(): { payouts: number; refunds: number } {
    let payouts = 0;
    let refunds = 0;
    for (const p of this.payouts.values()) if (p.result.status === 'sent') payouts += p.amountCents;
    for (const r of this.refunds.values()) if (r.result.status !== 'failed') refunds += r.amountCents;
    return { payouts, refunds };
  }
}
