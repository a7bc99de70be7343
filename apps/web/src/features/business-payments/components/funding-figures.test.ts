import { describe, expect, it } from 'vitest';
import { fundedPercent, suggestedFundingCents } from './funding-figures';

describe('fundedPercent', () => {
  it('is the share of the budget in the campaign, whole, at most 100', () => {
    expect(fundedPercent({ budgetCents: 400_000, fundedCents: 100_000 })).toBe(25);
    expect(fundedPercent({ budgetCents: 300_000, fundedCents: 100_000 })).toBe(33);
    expect(fundedPercent({ budgetCents: 100_000, fundedCents: 250_000 })).toBe(100);
    expect(fundedPercent({ budgetCents: 100_000, fundedCents: 0 })).toBe(0);
  });

  it('is null without a budget', () => {
    expect(fundedPercent({ budgetCents: null, fundedCents: 5_000 })).toBeNull();
    expect(fundedPercent({ budgetCents: 0, fundedCents: 5_000 })).toBeNull();
  });
});

describe('suggestedFundingCents', () => {
  it('fills the budget', () => {
    expect(suggestedFundingCents({ budgetCents: 500_000, fundedCents: 120_000, awaitingFundingCents: 0 })).toBe(
      380_000,
    );
  });

  it('covers what waits for funding when that is more', () => {
    expect(suggestedFundingCents({ budgetCents: 500_000, fundedCents: 500_000, awaitingFundingCents: 12_550 })).toBe(
      12_550,
    );
    expect(suggestedFundingCents({ budgetCents: null, fundedCents: 0, awaitingFundingCents: 4_000 })).toBe(4_000);
  });

  it('is never below $1', () => {
    expect(suggestedFundingCents({ budgetCents: 100_000, fundedCents: 150_000, awaitingFundingCents: 0 })).toBe(100);
    expect(suggestedFundingCents({ budgetCents: null, fundedCents: 0, awaitingFundingCents: 0 })).toBe(100);
  });
});
