// What a Find Influencers search looks for (issue 31, decision 014 amended): the words typed, each the beginning of a
// word of the creator's name, handles, bio, niches or hashtags (one or two characters: a whole word). The SQL search
// (find-influencers.service.ts) and the catalogue (creator-catalogue.ts) both read it from here.
import { searchWords } from '#server/lib/search-words.ts';

/** What is searched for: the box's text without the '@' a handle is often typed with (handles are stored bare). */
export function searchTerm(q: string | undefined): string {
  return (q ?? '').trim().replace(/^@+/, '').trim();
}

/** A search word of fewer characters is matched whole: as the start of a word, one or two letters match nearly everyone. */
export const PREFIX_MIN_LENGTH = 3;

/**
 * A search as full-text queries (issue 31): `all` finds creators having a word that starts with each word typed (a word
 * of one or two characters: that word itself); `whole` those having each word typed as a whole word. Null when the
 * search has no words (nothing but punctuation).
 */
export function creatorTsqueries(q: string | undefined): { all: string; whole: string } | null {
  const words = searchWords(searchTerm(q));
  if (words.length === 0) return null;
  return {
    all: words.map((w) => ([...w].length >= PREFIX_MIN_LENGTH ? `${w}:*` : w)).join(' & '),
    whole: words.join(' & '),
  };
}
