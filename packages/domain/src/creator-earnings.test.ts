import { describe, expect, it } from 'vitest';
import { EarningPaymentSchema, PAYMENT_STATUS_TEXT, PAYMENT_STATUSES, paymentStatusOf } from './creator-earnings.ts';
import { EARNED_STATUSES } from './performance-pay.ts';

describe('a post’s earnings as a payment (C4)', () => {
  it('reads final as Completed, held as Under Review and pending as Pending', () => {
    expect(EARNED_STATUSES.map((s) => PAYMENT_STATUS_TEXT[paymentStatusOf(s)])).toEqual([
      'Pending',
      'Under Review',
      'Completed',
    ]);
  });
  it('has exactly the statuses that have a label, in the answer’s schema too', () => {
    expect(PAYMENT_STATUSES).toEqual(Object.keys(PAYMENT_STATUS_TEXT));
    expect(EarningPaymentSchema.shape.status.options).toEqual(PAYMENT_STATUSES);
    expect(EarningPaymentSchema.shape.status.safeParse('failed').success).toBe(false);
  });
});
