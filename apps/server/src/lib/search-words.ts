// What a search looks for (issue 31), in browse and Find Influencers: every word typed, each as the start of a word of
// the searched text, in any letter case. The words go to PostgreSQL's full-text search as prefixes
// (`to_tsquery('simple', 'cof:* & bea:*')`) over a stored `search_vector` the same parser filled (campaigns: migration
// 0033; creators: 0035); only letters, digits and combining marks make a word, so nothing the user types is tsquery
// syntax.

const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** The words of a search, lower case, in order, without repeats ('Coffee, coffee BEANS!' -> ['coffee', 'beans']). */
export function searchWords(q: string | undefined): string[] {
  return [...new Set((q ?? '').toLowerCase().match(WORD) ?? [])];
}

/** A tsquery text matching rows that have a word starting with each of `words`; null for no words. */
export function prefixTsquery(words: readonly string[]): string | null {
  return words.length === 0 ? null : words.map((w) => `${w}:*`).join(' & ');
}
