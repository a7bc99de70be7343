import { describe, expect, it } from 'vitest';
import { prefixTsquery, searchWords } from './search-words.ts';

describe('search words (browse and Find Influencers, issue 31)', () => {
  it('splits on anything but letters and digits, lower-cases and drops repeats', () => {
    expect(searchWords('  Coffee, coffee BEANS! #Vegan_Food 2026 ')).toEqual([
      'coffee',
      'beans',
      'vegan',
      'food',
      '2026',
    ]);
    expect(searchWords('Café crème')).toEqual(['café', 'crème']);
    expect(searchWords("o'brien h2o")).toEqual(['o', 'brien', 'h2o']);
  });

  it('leaves nothing of tsquery syntax', () => {
    expect(prefixTsquery(searchWords("a & !b | (c:*) <-> 'd' \\"))).toBe('a:* & b:* & c:* & d:*');
    expect(prefixTsquery(searchWords('%_&|'))).toBeNull();
    expect(prefixTsquery(searchWords(undefined))).toBeNull();
  });
});
