// What a creator's other posts say about the next one (issue 26, item 1): the rates their audiences engage at and the
// views their posts reach at each age, from their earlier MicroReach posts and the recent posts their platform lists.
// The hold rules (metrics-holds.ts) judge a post against it; the chart beside a hold draws it.
import { DAY_MS } from './calendar.ts';

/** A reading of one of the creator's other posts, with the post's age (days since it went up). */
interface RefReading {
  ageDays: number;
  views: number | null;
  likes: number | null;
  comments: number | null;
  shares: number | null;
}

/** One of the creator's other posts, its readings oldest first. */
interface RefPost {
  source: 'history' | 'recent';
  readings: RefReading[];
}

/** A rate as the creator's posts spread around it: the median, and the spread of its logarithm (robust sd). */
export interface RateNorm {
  median: number;
  /** 1.4826 x the median absolute deviation of the log rates: a standard deviation that outliers cannot inflate. */
  logSpread: number;
  /**
   * The same read from one side only, for a creator who bought on some earlier posts too (a buyer's habit raises the
   * rates of the posts it bought likes on, or lowers them with views): `below` is the median and spread of the posts at
   * or under the median, mirrored (the creator's unbought posts, when purchases raised the others), `above` the other
   * way round.
   */
  below: { median: number; logSpread: number };
  above: { median: number; logSpread: number };
  /** How many posts it was read from. */
  posts: number;
}

export interface CreatorNorm {
  historyPosts: number;
  recentPosts: number;
  likesPerView: RateNorm | null;
  commentsPerLike: RateNorm | null;
  sharesPerLike: RateNorm | null;
  /** The median views the creator's other posts had at this age, and their spread; null without any. */
  viewsAt(ageDays: number): RateNorm | null;
}

/** A rate is read from a post only when its counts are large enough for chance not to decide it. */
export const NORM_MIN_COUNTS = { views: 200, likes: 20 } as const;

export interface NormInput {
  history?: readonly {
    postedAt: string;
    series: readonly {
      at: string;
      views: number | null;
      likes: number | null;
      comments: number | null;
      shares: number | null;
    }[];
  }[];
  recentMedia?:
    | readonly {
        postedAt: string;
        at: string;
        views: number | null;
        likes: number | null;
        comments: number | null;
        shares: number | null;
      }[]
    | null;
}

const num = (n: number | null | undefined): number | null =>
  typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : null;

function toRefPosts(input: NormInput): RefPost[] {
  const posts: RefPost[] = [];
  const reading = (
    postedMs: number,
    p: { at: string; views: number | null; likes: number | null; comments: number | null; shares: number | null },
  ): RefReading | null => {
    const ms = Date.parse(p.at);
    if (!Number.isFinite(ms) || ms < postedMs) return null;
    return {
      ageDays: (ms - postedMs) / DAY_MS,
      views: num(p.views),
      likes: num(p.likes),
      comments: num(p.comments),
      shares: num(p.shares),
    };
  };
  for (const h of input.history ?? []) {
    const postedMs = Date.parse(h.postedAt);
    if (!Number.isFinite(postedMs)) continue;
    const readings = h.series.flatMap((p) => reading(postedMs, p) ?? []).sort((a, b) => a.ageDays - b.ageDays);
    if (readings.length > 0) posts.push({ source: 'history', readings });
  }
  for (const m of input.recentMedia ?? []) {
    const postedMs = Date.parse(m.postedAt);
    if (!Number.isFinite(postedMs)) continue;
    const r = reading(postedMs, m);
    if (r) posts.push({ source: 'recent', readings: [r] });
  }
  return posts;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The median of positive values and the robust spread of their logs; null without any. */
export function rateNorm(values: readonly number[]): RateNorm | null {
  const logs = values.filter((v) => v > 0 && Number.isFinite(v)).map(Math.log);
  if (logs.length === 0) return null;
  const m = median(logs);
  const mad = logs.length > 1 ? median(logs.map((l) => Math.abs(l - m))) : 0;
  const side = (inSide: (l: number) => boolean, sign: 1 | -1) => {
    const half = logs.filter(inSide);
    if (half.length < 3) return { median: Math.exp(m), logSpread: 1.4826 * mad };
    // A half of a normal spread: its own median sits 0.674 sd from the whole's centre, and its values lie within
    // 0.399 sd of that median half the time. Read from its own values, a side is not moved by the other side.
    const center = median(half);
    const spread = median(half.map((l) => Math.abs(l - center))) / 0.399;
    return { median: Math.exp(center + sign * 0.674 * spread), logSpread: spread };
  };
  return {
    median: Math.exp(m),
    logSpread: 1.4826 * mad,
    posts: logs.length,
    below: side((l) => l <= m, 1),
    above: side((l) => l >= m, -1),
  };
}

/** A post's latest reading with every metric of a rate known and large enough. */
function latestRate(post: RefPost, rate: (r: RefReading) => number | null): number | null {
  for (let i = post.readings.length - 1; i >= 0; i--) {
    const value = rate(post.readings[i]);
    if (value !== null) return value;
  }
  return null;
}

const likesPerView = (r: RefReading) =>
  r.views !== null && r.likes !== null && r.views >= NORM_MIN_COUNTS.views ? r.likes / r.views : null;
const perLike = (m: 'comments' | 'shares') => (r: RefReading) =>
  r.likes !== null && r[m] !== null && r.likes >= NORM_MIN_COUNTS.likes ? (r[m] as number) / r.likes : null;

/** The views one post had at an age: read at that age, or at the nearest age it was read (log scale). */
function viewsNear(post: RefPost, ageDays: number): number | null {
  let best: { d: number; views: number } | null = null;
  for (const r of post.readings) {
    if (r.views === null) continue;
    const d = Math.abs(Math.log(Math.max(r.ageDays, 1 / 24) / Math.max(ageDays, 1 / 24)));
    if (!best || d < best.d) best = { d, views: r.views };
  }
  return best?.views ?? null;
}

export function creatorNorm(input: NormInput): CreatorNorm {
  const posts = toRefPosts(input);
  const rates = (rate: (r: RefReading) => number | null) => rateNorm(posts.flatMap((p) => latestRate(p, rate) ?? []));
  return {
    historyPosts: posts.filter((p) => p.source === 'history').length,
    recentPosts: posts.filter((p) => p.source === 'recent').length,
    likesPerView: rates(likesPerView),
    commentsPerLike: rates(perLike('comments')),
    sharesPerLike: rates(perLike('shares')),
    viewsAt: (ageDays) => rateNorm(posts.flatMap((p) => viewsNear(p, ageDays) ?? [])),
  };
}

/** "the creator's 4 earlier MicroReach posts and 12 recent posts on the account", or null without any. */
export function normBasis(norm: CreatorNorm): string | null {
  const parts: string[] = [];
  if (norm.historyPosts > 0) {
    parts.push(
      norm.historyPosts === 1
        ? 'the creator’s earlier MicroReach post'
        : `the creator’s ${norm.historyPosts} earlier MicroReach posts`,
    );
  }
  if (norm.recentPosts > 0) {
    parts.push(`${norm.recentPosts} recent post${norm.recentPosts === 1 ? '' : 's'} on the account`);
  }
  return parts.length === 0 ? null : parts.join(' and ');
}
