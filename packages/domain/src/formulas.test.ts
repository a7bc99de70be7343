import { describe, expect, it } from 'vitest';
import { daysLeft, engagementRate, formatCompact, formatUsd } from './formulas.ts';
import { optionLabel } from './options.ts';

describe('engagementRate (C9)', () => {
  it('is (likes + comments + shares) / views x 100 with one decimal', () => {
    expect(engagementRate({ views: 1000, likes: 50, comments: 10, shares: 5 })).toBe(6.5);
    expect(engagementRate({ views: 3, likes: 1, comments: 0, shares: 0 })).toBe(33.3);
  });
  it('is 0 when there are no views', () => {
    expect(engagementRate({ views: 0, likes: 5, comments: 1, shares: 1 })).toBe(0);
  });
});

describe('daysLeft (B4)', () => {
  it('is the end date (at 00:00 UTC) minus now, rounded up to whole days', () => {
    // ceil((Dec 27 00:00Z - Nov 22 13:00Z) / 1 day) = ceil(34.46) = 35.
    expect(daysLeft('2026-12-27', new Date('2026-11-22T13:00:00Z'))).toBe(35);
    expect(daysLeft('2026-12-27', new Date('2026-11-22T00:00:00Z'))).toBe(35);
    expect(daysLeft('2026-12-27', new Date('2026-11-22T23:59:59.999Z'))).toBe(35);
    expect(daysLeft('2026-11-23', new Date('2026-11-22T13:00:00Z'))).toBe(1);
  });
  it('is 0 on the end date, the last running day, and stays 0 after it', () => {
    expect(daysLeft('2026-11-22', new Date('2026-11-22T00:00:00Z'))).toBe(0);
    expect(daysLeft('2026-11-22', new Date('2026-11-22T23:59:59.999Z'))).toBe(0);
    expect(daysLeft('2026-11-21', new Date('2026-11-22T13:00:00Z'))).toBe(0);
    expect(daysLeft('2026-10-01', new Date('2026-11-22T13:00:00Z'))).toBe(0);
  });
});

describe('formatCompact', () => {
  it.each([
    [999, '999'],
    [1000, '1.0K'],
    [1234, '1.2K'],
    [15_500, '15.5K'],
    [1_000_000, '1.0M'],
    [2_340_000, '2.3M'],
  ])('%d -> %s', (n, s) => {
    expect(formatCompact(n)).toBe(s);
  });
  it('drops a .0 for round labels when asked', () => {
    expect(formatCompact(50_000, { trimZero: true })).toBe('50K');
    expect(formatCompact(2500, { trimZero: true })).toBe('2.5K');
  });
});

describe('formatUsd', () => {
  it('shows whole dollars from cents (USD, no decimals)', () => {
    expect(formatUsd(0)).toBe('$0');
    expect(formatUsd(123_456)).toBe('$1,235');
    expect(formatUsd(500_000_00)).toBe('$500,000');
  });
});

describe('optionLabel', () => {
  it('turns stored option values into labels', () => {
    expect(optionLabel('product-reviews')).toBe('Product Reviews');
    expect(optionLabel('reels-short-videos')).toBe('Reels / Short Videos');
    expect(optionLabel('food-beverage')).toBe('Food & Beverage');
    expect(optionLabel('real-estate')).toBe('Real Estate');
  });
});
