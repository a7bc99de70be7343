// A post's true engagement over time, at minute resolution: organic audiences arriving along curves (counts drawn as a
// doubly stochastic Poisson process), bought deliveries as the seller runs them, and removals by the platform. The
// product never sees this: it sees only readings at its snapshot moments (observe.ts).
import { ENGAGEMENT_SWING_SIGMA, REACH_SWING_SIGMA } from './ranges.ts';
import type { Sampler } from './sampler.ts';

export const METRICS = ['views', 'likes', 'comments', 'shares'] as const;
export type Metric = (typeof METRICS)[number];
export type Counts = Record<Metric, number>;

export const zero = (): Counts => ({ views: 0, likes: 0, comments: 0, shares: 0 });

/** One audience reaching the post: its views along a curve, and how it engages (rates may change with age). */
export interface Audience {
  /** Views at the curve's end. */
  views: number;
  /** Cumulative share of `views` reached by an age in minutes since posting, 0 to 1. */
  reach: (ageMin: number) => number;
  likesPerView: (ageMin: number) => number;
  commentsPerLike: (ageMin: number) => number;
  sharesPerLike: (ageMin: number) => number;
}

/** Interactions of one metric not brought by new views (a debate's threads go on after the views slow). */
export interface Stream {
  metric: Metric;
  amount: number;
  reach: (ageMin: number) => number;
}

/** Bought interactions as the seller delivers them. */
export interface Delivery {
  counts: Partial<Counts>;
  startMin: number;
  durationMin: number;
  /** linear: at a steady speed; wave: slow, fast, slow (sellers' "natural" delivery); steps: drip-feed runs. */
  shape: 'linear' | 'wave' | 'steps';
  /** Drip-feed: the number of runs. */
  runs?: number;
}

/** The platform removing a share of what a post has of some metrics at one moment. */
export interface Removal {
  atMin: number;
  share: Partial<Counts>;
  /** Bought (a purge of inauthentic activity) or organic (a clean-up of spam accounts among real ones). */
  of: 'bought' | 'organic';
}

export interface TruePostSpec {
  audiences: Audience[];
  streams: Stream[];
  deliveries: Delivery[];
  removals: Removal[];
}

export interface TrueCounts {
  /** What the platform counts: organic + bought - removed. */
  total: Counts;
  /** The bought part still counted. */
  bought: Counts;
}

function deliveredShare(d: Delivery, ageMin: number): number {
  const f = (ageMin - d.startMin) / Math.max(1, d.durationMin);
  if (f <= 0) return 0;
  if (f >= 1) return 1;
  if (d.shape === 'wave') return f * f * (3 - 2 * f);
  if (d.shape === 'steps') {
    const runs = Math.max(1, d.runs ?? 1);
    return Math.min(1, Math.floor(f * runs + 1) / runs);
  }
  return f;
}

/**
 * The post's true counts at each age (minutes since posting), drawn once: the ages are read together, because the
 * organic counts are one random path and a second call would draw another.
 */
export function drawTrueCounts(rng: Sampler, spec: TruePostSpec, ages: readonly number[]): TrueCounts[] {
  const removalAges = spec.removals.map((r) => r.atMin);
  const all = [...new Set([...ages, ...removalAges].map((a) => Math.max(0, a)))].sort((a, b) => a - b);
  const organic = new Map<number, Counts>();
  const running = zero();
  let prev = 0;
  for (const age of all) {
    const dt = age - prev;
    if (dt > 0) {
      // Swings shrink when an interval spans many six-hour blocks (they average out).
      const blocks = 1 + dt / 360;
      for (const a of spec.audiences) {
        const expected = a.views * Math.max(0, a.reach(age) - a.reach(prev));
        if (expected <= 0) continue;
        const views = rng.poisson(expected * rng.logNormal(1, REACH_SWING_SIGMA / Math.sqrt(blocks)));
        const mid = (prev + age) / 2;
        const engage = rng.logNormal(1, ENGAGEMENT_SWING_SIGMA / Math.sqrt(blocks));
        const likes = views * a.likesPerView(mid) * engage;
        running.views += views;
        running.likes += rng.poisson(likes);
        running.comments += rng.poisson(likes * a.commentsPerLike(mid));
        running.shares += rng.poisson(likes * a.sharesPerLike(mid));
      }
      for (const s of spec.streams) {
        running[s.metric] += rng.poisson(s.amount * Math.max(0, s.reach(age) - s.reach(prev)));
      }
    }
    organic.set(age, { ...running });
    prev = age;
  }

  const boughtAt = (age: number): Counts => {
    const c = zero();
    for (const d of spec.deliveries) {
      const share = deliveredShare(d, age);
      if (share <= 0) continue;
      for (const m of METRICS) c[m] += Math.floor((d.counts[m] ?? 0) * share);
    }
    return c;
  };
  const organicAt = (age: number) => organic.get(Math.max(0, age)) ?? zero();

  return ages.map((age) => {
    const bought = boughtAt(age);
    const removedOrganic = zero();
    for (const r of spec.removals) {
      if (r.atMin > age) continue;
      const base = r.of === 'bought' ? boughtAt(r.atMin) : organicAt(r.atMin);
      for (const m of METRICS) {
        const gone = Math.round((r.share[m] ?? 0) * base[m]);
        if (r.of === 'bought') bought[m] = Math.max(0, bought[m] - gone);
        else removedOrganic[m] += gone;
      }
    }
    const own = organicAt(age);
    const total = zero();
    for (const m of METRICS) total[m] = Math.max(0, own[m] - removedOrganic[m]) + bought[m];
    return { total, bought };
  });
}

/** Log-logistic cumulative share: fast early growth that decays (shape below 1) or a smooth rise (shape 2 or more). */
export function logLogistic(ageMin: number, tauMin: number, shape: number): number {
  if (ageMin <= 0) return 0;
  const x = (ageMin / tauMin) ** shape;
  return x / (1 + x);
}
