import { formatBudget } from '@microreach/domain/formulas';
import { describe, expect, it } from 'vitest';
import { applicantCountLabel, budgetUsedPercent, daysLeftLabel, timeElapsedPercent } from './campaign-figures';

describe('campaign card figures', () => {
  it('reads an unset budget as TBD and cents as whole-dollar USD', () => {
    expect(formatBudget(null)).toBe('TBD');
    expect(formatBudget(1_250_000)).toBe('$12,500');
  });

  it('measures the budget used, both in cents', () => {
    expect(budgetUsedPercent(25_000, 100_000)).toBe(25);
    expect(budgetUsedPercent(0, 100_000)).toBe(0);
    expect(budgetUsedPercent(500, null)).toBe(0);
    expect(budgetUsedPercent(500, 0)).toBe(0);
    expect(budgetUsedPercent(300_000, 100_000)).toBe(100);
  });

  it('measures the time elapsed from the real dates', () => {
    // Ten whole days, 1st to 10th inclusive; noon on the 3rd is 2.5 days in.
    expect(timeElapsedPercent('2026-03-01', '2026-03-10', new Date('2026-03-03T12:00:00Z'))).toBe(25);
    expect(timeElapsedPercent('2026-03-01', '2026-03-10', new Date('2026-02-01T00:00:00Z'))).toBe(0);
    expect(timeElapsedPercent('2026-03-01', '2026-03-10', new Date('2026-04-01T00:00:00Z'))).toBe(100);
    expect(timeElapsedPercent(null, '2026-03-10')).toBeNull();
    expect(timeElapsedPercent('2026-03-01', null)).toBeNull();
  });

  it('counts days left as the end date minus now, rounded up (B4), says Ends today on the end date and Ended after', () => {
    expect(daysLeftLabel('2026-12-27', new Date('2026-11-22T13:00:00Z'))).toBe('35 days left');
    expect(daysLeftLabel('2026-03-10', new Date('2026-03-01T12:00:00Z'))).toBe('9 days left');
    expect(daysLeftLabel('2026-03-10', new Date('2026-03-09T23:59:59Z'))).toBe('1 day left');
    expect(daysLeftLabel('2026-03-10', new Date('2026-03-10T00:00:00Z'))).toBe('Ends today');
    expect(daysLeftLabel('2026-03-10', new Date('2026-03-10T23:59:59Z'))).toBe('Ends today');
    expect(daysLeftLabel('2026-03-10', new Date('2026-03-11T00:00:00Z'))).toBe('Ended');
  });

  it('counts applicants in words', () => {
    expect(applicantCountLabel(0)).toBe('0 applicants');
    expect(applicantCountLabel(1)).toBe('1 applicant');
    expect(applicantCountLabel(3)).toBe('3 applicants');
  });
});
