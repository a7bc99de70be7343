import { describe, expect, it } from 'vitest';
import { creatorTsqueries, searchTerm } from './creator-search.ts';

describe('a Find Influencers search as full-text queries (issue 31)', () => {
  it('looks each word of three characters or more up by its beginning, a shorter one whole', () => {
    expect(creatorTsqueries('Mila SIL tv')).toEqual({ all: 'mila:* & sil:* & tv', whole: 'mila & sil & tv' });
    expect(creatorTsqueries('tv')).toEqual({ all: 'tv', whole: 'tv' });
  });

  it('drops a leading @ and every punctuation mark, leaving nothing of query syntax', () => {
    expect(searchTerm('  @@mila.silva ')).toBe('mila.silva');
    expect(creatorTsqueries('@mila.silva')).toEqual({ all: 'mila:* & silva:*', whole: 'mila & silva' });
    expect(creatorTsqueries("a & !b | (c:*) <-> 'dee' \\")).toEqual({
      all: 'a & b & c & dee:*',
      whole: 'a & b & c & dee',
    });
    expect(creatorTsqueries('%_&|')).toBeNull();
    expect(creatorTsqueries(undefined)).toBeNull();
  });
});
