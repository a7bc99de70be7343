// Issue 31: the long tail of browse searches, as people type them: word prefixes of the campaigns' vocabulary (one or
// two words, cut where a person might still be typing), with random niche, budget and visibility filters, sorts and
// pages 1-5, and one request in twenty page 50 of a broad search (item 3). Seeded, so every run sends the same mix;
// thousands of distinct requests, never one URL repeated.
import { BROWSE_SORTS, BUDGET_BUCKETS } from '@microreach/domain/creator-campaigns';
import { CAMPAIGN_NICHES } from '@microreach/domain/options';
import { mixRandom } from './mix-random.ts';

/** The words browse.bench.ts writes into the campaigns' names, descriptions and hashtags. */
export const BENCH_WORDS = [
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

/**
 * `count` browse paths (path and query, no host). Each has a search of one or two words, the last cut to a prefix of
 * at least two letters (as typed), in any letter case; each filter is present about a third of the time. One in twenty
 * is page 50 of a broad search instead (`browseDeepPagePaths`).
 */
export function browseLongTailPaths(count: number, seed = 31): string[] {
  const { random, pick, typed } = mixRandom(seed);
  const paths: string[] = [];
  for (let i = 0; i < count; i++) {
    if (random() < 0.05) {
      paths.push(deepPagePath(random, pick));
      continue;
    }
    const words = random() < 0.3 ? [pick(BENCH_WORDS), typed(pick(BENCH_WORDS))] : [typed(pick(BENCH_WORDS))];
    // Mostly lower case, sometimes capitalised or in capitals: a search ignores case.
    const letterCase = random();
    let q = words.join(' ');
    if (letterCase < 0.15) q = q.toUpperCase();
    else if (letterCase < 0.35) q = q[0]!.toUpperCase() + q.slice(1);
    const params = new URLSearchParams({ q });
    if (random() < 0.33) params.set('niche', pick(CAMPAIGN_NICHES));
    if (random() < 0.33) params.set('budget', pick(BUDGET_BUCKETS));
    if (random() < 0.33) params.set('visibility', pick(['public', 'private'] as const));
    params.set('sort', pick(BROWSE_SORTS));
    params.set('page', String(1 + Math.floor(random() * 5)));
    paths.push(`/api/creator/campaigns?${params}`);
  }
  return paths;
}

/** Page 50 of a broad search: the first two or three letters of a word, no filter, any sort. */
function deepPagePath(random: () => number, pick: <T>(list: readonly T[]) => T): string {
  const params = new URLSearchParams({ q: pick(BENCH_WORDS).slice(0, 2 + Math.floor(random() * 2)) });
  params.set('sort', pick(BROWSE_SORTS));
  params.set('page', '50');
  return `/api/creator/campaigns?${params}`;
}

/** `count` requests for page 50 of a broad search (issue 31 item 3: deep pages within the long tail's p99). */
export function browseDeepPagePaths(count: number, seed = 50): string[] {
  const { random, pick } = mixRandom(seed);
  return Array.from({ length: count }, () => deepPagePath(random, pick));
}
