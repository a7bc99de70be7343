import { describe, expect, it } from 'vitest';
import { prefixTsquery, searchWords } from './browse-search.ts';
import { browseKey } from './creator-campaigns.service.ts';

describe('browse search words (issue 31)', () => {
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

  it('keys the browse cache by the words: letter case and punctuation share an entry, no search is not no words', () => {
    const key = (q: string | undefined) => browseKey({ q, sort: 'newest', page: 1, pageSize: 12 });
    expect(key('Coffee beans!')).toBe(key('coffee   BEANS'));
    expect(key('coffee')).not.toBe(key('coffee beans'));
    expect(key(undefined)).toBe(key(''));
    expect(key('%')).not.toBe(key(''));
  });
});
