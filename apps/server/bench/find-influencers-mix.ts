// Issue 31: the long tail of Find Influencers searches at 1,000,000 creators, as businesses type them: prefixes of the
// names, handles, bio words and hashtags the bench writes (one or two words, cut where a person might still be
// typing, in any letter case), with random niche, location, audience, engagement and verified-only filters, every
// sort, pages 1-5, and now and then page 50 of a broad search (issue 31 item 3). Seeded: every run sends the same mix.
import { INFLUENCER_SORTS } from '@microreach/domain/find-influencers';
import { INFLUENCER_NICHES, LOCATIONS } from '@microreach/domain/options';
import { mixRandom } from './mix-random.ts';

/** The vocabularies find-influencers.bench.ts writes into the creators' names, bios and hashtags. */
export const BENCH_FIRST_NAMES = [
  'Ava',
  'Liam',
  'Maya',
  'Noah',
  'Zoe',
  'Ethan',
  'Lena',
  'Omar',
  'Iris',
  'Kai',
  'Nora',
  'Leo',
  'Sara',
  'Theo',
  'Mila',
  'Jonas',
  'Aria',
  'Felix',
  'Luna',
  'Hugo',
] as const;
export const BENCH_LAST_NAMES = [
  'Stone',
  'Rivera',
  'Chen',
  'Okafor',
  'Novak',
  'Silva',
  'Kim',
  'Haddad',
  'Moreau',
  'Berg',
  'Sato',
  'Rossi',
  'Walsh',
  'Patel',
  'Costa',
  'Meyer',
  'Lopez',
  'Dubois',
  'Young',
  'Klein',
] as const;
export const BENCH_CREATOR_WORDS = [
  'coffee',
  'serum',
  'sneakers',
  'protein',
  'travel',
  'gaming',
  'budget',
  'vegan',
  'skincare',
  'running',
  'espresso',
  'camera',
  'yoga',
  'pasta',
  'hiking',
  'makeup',
  'laptop',
  'smoothie',
  'denim',
  'podcast',
] as const;
/** Words people search for that the bench's creators do not use: a search that finds no one is part of the tail. */
const ABSENT_WORDS = ['ceramics', 'surfing', 'knitting', 'wine', 'parenting'] as const;

/** The audience slider's ends people pick (the slider moves in 1K steps; its top reads "1M or more"). */
const AUDIENCE_FROM = [1_000, 2_000, 5_000, 10_000, 25_000, 50_000, 100_000] as const;
const AUDIENCE_TO = [10_000, 50_000, 100_000, 250_000, 500_000, 1_000_000] as const;
const ENGAGEMENT_FROM = [1, 1.5, 2, 3, 4, 5] as const;
const ENGAGEMENT_TO = [5, 8, 10, 12, 15] as const;

const PATH = '/api/business/influencers';

/**
 * `count` Find Influencers paths (path and query, no host). Four in five carry a search of one or two words, the
 * last cut to a prefix of at least two letters; each filter is present about a quarter to a third of the time; one
 * in fifty is page 50 of a broad search (no search, or a whole common word), in any sort.
 */
export function findInfluencersLongTailPaths(count: number, seed = 31): string[] {
  const { random, pick, typed } = mixRandom(seed);
  const word = () => {
    const r = random();
    if (r < 0.5) return pick(BENCH_CREATOR_WORDS);
    if (r < 0.7) return pick(BENCH_FIRST_NAMES);
    if (r < 0.85) return pick(BENCH_LAST_NAMES);
    if (r < 0.95) return pick(INFLUENCER_NICHES);
    return pick(ABSENT_WORDS);
  };
  const paths: string[] = [];
  for (let i = 0; i < count; i++) {
    const params = new URLSearchParams();
    if (random() < 0.02) {
      // Item 3: a deep page of a broad search.
      if (random() < 0.5) params.set('q', pick(BENCH_CREATOR_WORDS));
      params.set('sort', pick(INFLUENCER_SORTS));
      params.set('page', '50');
      paths.push(`${PATH}?${params}`);
      continue;
    }
    if (random() < 0.8) {
      // A first and last name, or a word and the start of the next; else one word as typed so far.
      const two = random() < 0.25;
      let q = two
        ? random() < 0.5
          ? `${pick(BENCH_FIRST_NAMES)} ${typed(pick(BENCH_LAST_NAMES))}`
          : `${word()} ${typed(word())}`
        : typed(word());
      const letterCase = random();
      if (letterCase < 0.6) q = q.toLowerCase();
      else if (letterCase < 0.7) q = q.toUpperCase();
      // A handle is often typed with its '@'.
      if (!two && random() < 0.05) q = `@${q.toLowerCase()}`;
      params.set('q', q);
    }
    if (random() < 0.3) {
      const niches = new Set([pick(INFLUENCER_NICHES)]);
      if (random() < 0.4) niches.add(pick(INFLUENCER_NICHES));
      params.set('niches', [...niches].join(','));
    }
    if (random() < 0.3) params.set('location', pick(LOCATIONS));
    if (random() < 0.3) {
      const from = pick(AUDIENCE_FROM);
      params.set('audienceMin', String(from));
      params.set('audienceMax', String(pick(AUDIENCE_TO.filter((to) => to >= from))));
    }
    if (random() < 0.1) params.set('verifiedOnly', 'true');
    if (random() < 0.2) {
      const from = pick(ENGAGEMENT_FROM);
      params.set('engagementMin', String(from));
      params.set('engagementMax', String(pick(ENGAGEMENT_TO.filter((to) => to >= from))));
    }
    params.set('sort', pick(INFLUENCER_SORTS));
    // Most people stay on the first page.
    const r = random();
    params.set('page', String(r < 0.5 ? 1 : r < 0.7 ? 2 : r < 0.82 ? 3 : r < 0.92 ? 4 : 5));
    paths.push(`${PATH}?${params}`);
  }
  return paths;
}

/** Only the deep pages (item 3): page 50 of broad searches, every sort, with and without a common word. */
export function findInfluencersDeepPagePaths(): string[] {
  const paths: string[] = [];
  for (const sort of INFLUENCER_SORTS) {
    paths.push(`${PATH}?${new URLSearchParams({ sort, page: '50' })}`);
    for (const q of BENCH_CREATOR_WORDS) paths.push(`${PATH}?${new URLSearchParams({ q, sort, page: '50' })}`);
  }
  return paths;
}
