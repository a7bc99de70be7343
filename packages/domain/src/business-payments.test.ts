import { describe, expect, it } from 'vitest';
import {
  BusinessWithdrawalInputSchema,
  MAX_BUSINESS_WITHDRAWAL_CENTS,
  MIN_BUSINESS_WITHDRAWAL_CENTS,
  paymentMessages,
} from './business-payments.ts';
import { amountMessages } from './ledger.ts';

const messageOf = (amountCents: unknown) => {
  const parsed = BusinessWithdrawalInputSchema.safeParse({ amountCents });
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('Withdraw balance amounts (issue 25)', () => {
  it('takes whole cents from $1 to $10,000,000', () => {
    expect(messageOf(MIN_BUSINESS_WITHDRAWAL_CENTS)).toBeNull();
    expect(messageOf(MAX_BUSINESS_WITHDRAWAL_CENTS)).toBeNull();
    expect(messageOf(12_345)).toBeNull();
  });

  it('refuses negative, too small, fractional, huge and non-numbers with a sentence each', () => {
    expect(messageOf(-100)).toBe(paymentMessages.withdrawalTooSmall);
    expect(messageOf(0)).toBe(paymentMessages.withdrawalTooSmall);
    expect(messageOf(MIN_BUSINESS_WITHDRAWAL_CENTS - 1)).toBe(paymentMessages.withdrawalTooSmall);
    expect(messageOf(150.5)).toBe(amountMessages.amountFractionalCent);
    expect(messageOf(MAX_BUSINESS_WITHDRAWAL_CENTS + 1)).toBe(paymentMessages.withdrawalTooLarge);
    expect(messageOf('100')).toBe(amountMessages.amountNotNumber);
    expect(paymentMessages.withdrawalTooSmall).toBe('The least you can withdraw is $1.');
    expect(paymentMessages.withdrawalTooLarge).toBe('The most you can withdraw at once is $10,000,000.');
  });
});
