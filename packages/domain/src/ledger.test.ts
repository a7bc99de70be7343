import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountMessages, formatMoney, PLATFORM_FEE_PERCENT, parseUsd, platformFeeCents, splitFee } from './ledger.ts';

/** The most parseUsd reads: 12 digits of dollars and two of cents. */
const MAX_TYPED_CENTS = 999_999_999_999_99;

describe('parseUsd reads an amount as a person types it', () => {
  it('reads whole dollars and dollars with cents', () => {
    expect(parseUsd('10')).toEqual({ cents: 1_000 });
    expect(parseUsd('10.5')).toEqual({ cents: 1_050 });
    expect(parseUsd('10.05')).toEqual({ cents: 1_005 });
    expect(parseUsd('10.50')).toEqual({ cents: 1_050 });
    expect(parseUsd('0.01')).toEqual({ cents: 1 });
    expect(parseUsd('0.5')).toEqual({ cents: 50 });
  });

  it('allows thousands commas and a leading $, and spaces around the amount', () => {
    expect(parseUsd('1,250')).toEqual({ cents: 125_000 });
    expect(parseUsd('1,250.50')).toEqual({ cents: 125_050 });
    expect(parseUsd('1,000,000')).toEqual({ cents: 100_000_000 });
    expect(parseUsd('$99.50')).toEqual({ cents: 9_950 });
    expect(parseUsd('$1,234.56')).toEqual({ cents: 123_456 });
    expect(parseUsd('  $25 ')).toEqual({ cents: 2_500 });
  });

  it('allows zeros past the cents, and refuses fractions of a cent', () => {
    expect(parseUsd('10.500')).toEqual({ cents: 1_050 });
    expect(parseUsd('10.0000')).toEqual({ cents: 1_000 });
    for (const input of ['10.005', '0.001', '10.0001', '$1,000.999']) {
      expect(parseUsd(input), input).toEqual({ error: amountMessages.amountFractionalCent });
    }
  });

  it('asks for an amount when there is none', () => {
    for (const input of ['', '   ', '$', ',']) {
      expect(parseUsd(input), JSON.stringify(input)).toEqual({ error: amountMessages.amountRequired });
    }
  });

  it('refuses zero, however it is written', () => {
    for (const input of ['0', '0.00', '$0', '0.000', '0,000']) {
      expect(parseUsd(input), input).toEqual({ error: amountMessages.amountNotPositive });
    }
  });

  it('refuses negative amounts and anything that is not an amount', () => {
    for (const input of [
      '-5',
      '-$5',
      '$-5',
      '+5',
      'abc',
      '5 dollars',
      '5$',
      '$$5',
      '$ 5',
      '1 000',
      '1e3',
      '0x10',
      'Infinity',
      'NaN',
      '.5',
      '10.',
      '10.5.5',
      '1٫5',
      '١٠',
    ]) {
      expect(parseUsd(input), input).toEqual({ error: amountMessages.amountNotNumber });
    }
  });

  it('reads at most 12 digits of dollars', () => {
    expect(parseUsd('999999999999')).toEqual({ cents: 99_999_999_999_900 });
    expect(parseUsd('$999,999,999,999.99')).toEqual({ cents: MAX_TYPED_CENTS });
    expect(parseUsd('000000000010')).toEqual({ cents: 1_000 });
    for (const input of ['1000000000000', '1,000,000,000,000', '0000000000010', '9999999999999.99']) {
      expect(parseUsd(input), input).toEqual({ error: amountMessages.amountNotNumber });
    }
  });

  it('reads back every amount the app shows, exactly to the cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_TYPED_CENTS }), (cents) => {
        expect(parseUsd(formatMoney(cents))).toEqual({ cents });
        const plain = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
        expect(parseUsd(plain)).toEqual({ cents });
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('the platform fee', () => {
  /** 5% rounded half up, worked out in whole cents apart from the implementation: 1 cent of fee per 20 of gross. */
  const expectedFee = (gross: number) => Math.floor(gross / 20) + (gross % 20 >= 10 ? 1 : 0);

  it('is 5%, rounded half up to the cent', () => {
    expect(PLATFORM_FEE_PERCENT).toBe(5);
    expect(platformFeeCents(100)).toBe(5);
    expect(platformFeeCents(1)).toBe(0); // 0.05 cents
    expect(platformFeeCents(9)).toBe(0); // 0.45
    expect(platformFeeCents(10)).toBe(1); // 0.5: half goes up
    expect(platformFeeCents(29)).toBe(1); // 1.45
    expect(platformFeeCents(30)).toBe(2); // 1.5
    expect(platformFeeCents(49)).toBe(2); // 2.45
    expect(platformFeeCents(50)).toBe(3); // 2.5
    expect(platformFeeCents(12_345)).toBe(617); // 617.25
    expect(platformFeeCents(12_350)).toBe(618); // 617.5
    expect(platformFeeCents(123_456)).toBe(6_173); // 6,172.8
    expect(platformFeeCents(1_000_000_000)).toBe(50_000_000);
  });

  it('splits every amount up to $1,000 into fee and net that add up to it', () => {
    const wrong: Array<{ gross: number; feeCents: number; netCents: number }> = [];
    for (let gross = 0; gross <= 100_000; gross++) {
      const { feeCents, netCents } = splitFee(gross);
      const fee = expectedFee(gross);
      if (feeCents !== fee || netCents !== gross - fee || platformFeeCents(gross) !== fee) {
        wrong.push({ gross, feeCents, netCents });
      }
    }
    expect(wrong).toEqual([]);
  });

  it('splits any amount a person can type the same way, within half a cent of 5%', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_TYPED_CENTS }), (gross) => {
        const { feeCents, netCents } = splitFee(gross);
        expect(feeCents).toBe(expectedFee(gross));
        expect(feeCents + netCents).toBe(gross);
        expect(Number.isSafeInteger(feeCents) && Number.isSafeInteger(netCents)).toBe(true);
        expect(Math.abs(feeCents - gross * 0.05)).toBeLessThanOrEqual(0.5);
      }),
      { numRuns: 5_000 },
    );
  });

  it('takes no fee from nothing, a negative amount or a fraction of a cent', () => {
    for (const gross of [0, -1, -10, -12_345, Number.NEGATIVE_INFINITY]) {
      expect(platformFeeCents(gross), String(gross)).toBe(0);
      expect(splitFee(gross), String(gross)).toEqual({ feeCents: 0, netCents: 0 });
    }
    for (const gross of [0.5, 10.5, 199.99, 1_000.000_1]) {
      expect(platformFeeCents(gross), String(gross)).toBe(0);
      const { feeCents, netCents } = splitFee(gross);
      expect(feeCents, String(gross)).toBe(0);
      expect(feeCents + netCents, String(gross)).toBe(gross);
    }
    for (const gross of [Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1]) {
      expect(platformFeeCents(gross), String(gross)).toBe(0);
    }
  });
});
