import { describe, expect, it } from 'vitest';
import { isOneOf, oneOf } from './one-of';

const SORTS = ['newest', 'budget'] as const;

describe('oneOf', () => {
  it('keeps a value of the list and answers null for anything else', () => {
    expect(oneOf(SORTS, 'budget')).toBe('budget');
    expect(oneOf(SORTS, 'Budget')).toBeNull();
    expect(oneOf(SORTS, '')).toBeNull();
    expect(oneOf(SORTS, null)).toBeNull();
    expect(oneOf(SORTS, 'toString')).toBeNull();
  });

  it('tells whether a value is one of the list', () => {
    expect(isOneOf(SORTS, 'newest')).toBe(true);
    expect(isOneOf(SORTS, 'oldest')).toBe(false);
    expect(isOneOf(SORTS, undefined)).toBe(false);
  });
});
