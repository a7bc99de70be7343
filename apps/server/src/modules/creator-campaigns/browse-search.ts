// What a browse search looks for (issue 31): every word typed, each as the start of a word of the campaign's name,
// description, niche or hashtags, in any letter case. The words go to PostgreSQL's full-text search as prefixes
// (`to_tsquery('simple', 'cof:* & bea:*')`) over `campaigns.search_vector`, which the same parser filled (migration
// 0033); only letters, digits and combining marks make a word, so nothing the user types is tsquery syntax.

const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** The words of a search, lower case, in order, without repeats ('Coffee, coffee BEANS!' -> ['coffee', 'beans']). */
export function searchWords(q: string | undefined): string[] {
  return [...new Set((q ?? '').toLowerCase().match(WORD) ?? [])];
}

/** A tsquery text matching campaigns that have a word starting with each of `words`; null for no words. */
export function prefixTsquery(words: readonly string[]): string | null {
  return words.length === 0 ? null : words.map((w) => `${w}:*`).join(' & ');
}
