import { describe, expect, it } from 'vitest';
import { browseKey } from './creator-campaigns.service.ts';

describe('the browse cache key (issue 31)', () => {
  it('keys the browse cache by the words: letter case and punctuation share an entry, no search is not no words', () => {
    const key = (q: string | undefined) => browseKey({ q, sort: 'newest', page: 1, pageSize: 12 });
    expect(key('Coffee beans!')).toBe(key('coffee   BEANS'));
    expect(key('coffee')).not.toBe(key('coffee beans'));
    expect(key(undefined)).toBe(key(''));
    expect(key('%')).not.toBe(key(''));
  });
});
