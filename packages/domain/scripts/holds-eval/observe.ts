// What the product reads at each snapshot moment, as the platforms' APIs answer: Instagram's insights lag (up to 48 h)
// and may leave a metric out (an empty data set) [S1]; TikTok's video counts are near real time [S2]; typed figures
// come from a screenshot the creator shared, hours old and often rounded ("12.3K"). Then what the server stores today.
import type { Platform } from '@microreach/domain/statuses';
import { EMPTY_METRIC_CHANCE, EMPTY_METRIC_WHICH, INSIGHTS_LAG_HOURS } from './ranges.ts';
import type { Sampler } from './sampler.ts';
import type { Fetch } from './schedule.ts';
import { type Counts, drawTrueCounts, METRICS, type Metric, type TruePostSpec, zero } from './truth.ts';

const MIN = 60_000;

/** One reading as the platform gave it: a metric it left out is null. */
export interface Reading {
  /** ISO 8601, whole minutes. */
  at: string;
  source: Platform | 'manual';
  views: number | null;
  likes: number | null;
  comments: number | null;
  shares: number | null;
}

/** A snapshot as the server stores it today (src/metrics-holds.ts's MetricsPoint has the same shape). */
export interface StoredPoint {
  at: string;
  views: number;
  likes: number;
  comments: number;
  shares: number;
}

/**
 * Today the adapters read a metric the platform left out as 0 (apps/server/src/modules/metrics/providers/instagram.ts
 * and tiktok.ts). Issue 26's item 2 makes it unknown; then the evaluation passes the readings instead.
 */
export function storedToday(r: Reading): StoredPoint {
  return { at: r.at, views: r.views ?? 0, likes: r.likes ?? 0, comments: r.comments ?? 0, shares: r.shares ?? 0 };
}

export interface ReadOptions {
  platform: Platform;
  /** Insights lag anywhere up to 48 h at each reading (the insights-lag kind). */
  longLag?: boolean;
  /** Readings (by index) at which one metric comes back empty (the empty-metric kind); others by chance. */
  emptyAt?: ReadonlySet<number>;
}

export interface Observed {
  readings: Reading[];
  /** The bought part of each reading (what the readings counted that was bought). */
  bought: Counts[];
}

function drawLagHours(rng: Sampler, opts: ReadOptions): number {
  if (opts.platform === 'tiktok') return rng.uniform(0, INSIGHTS_LAG_HOURS.tiktokMax);
  if (opts.longLag) return rng.uniform(0, INSIGHTS_LAG_HOURS.lagKindMax);
  const l = INSIGHTS_LAG_HOURS.instagram;
  const r = rng.uniform();
  const [lo, hi] = r < l.rarelyChance ? l.rarely : r < l.rarelyChance + l.sometimesChance ? l.sometimes : l.usual;
  return rng.uniform(lo, hi);
}

/** Figures a person typed from a screenshot: three significant figures above 10,000, half the time ("12.3K"). */
function asTyped(n: number, rounded: boolean): number {
  if (!rounded || n < 10_000) return n;
  const unit = 10 ** (Math.floor(Math.log10(n)) - 2);
  return Math.round(n / unit) * unit;
}

/** Reads a post of true engagement `spec` posted at `postedAtMs` at each fetch. */
export function readPost(
  rng: Sampler,
  spec: TruePostSpec,
  postedAtMs: number,
  fetches: readonly Fetch[],
  opts: ReadOptions,
): Observed {
  // The moment whose counts each metric of each reading shows. Platforms never count backwards in time: a reading
  // shows no earlier a moment than the reading before it did.
  const shown: Record<Metric, number>[] = [];
  const last: Record<Metric, number> = { views: 0, likes: 0, comments: 0, shares: 0 };
  const typed: boolean[] = [];
  for (const f of fetches) {
    const age = (f.atMs - postedAtMs) / MIN;
    const moment = {} as Record<Metric, number>;
    if (f.via === 'typed') {
      const screenshot = age - rng.uniform(0, 24 * 60);
      for (const m of METRICS) moment[m] = Math.max(0, screenshot);
      typed.push(rng.chance(0.5));
    } else {
      for (const m of METRICS) moment[m] = Math.max(last[m], age - drawLagHours(rng, opts) * 60);
      for (const m of METRICS) last[m] = moment[m];
      typed.push(false);
    }
    shown.push(moment);
  }
  const ages = shown.flatMap((s) => METRICS.map((m) => s[m]));
  const truth = drawTrueCounts(rng, spec, ages);
  const readings: Reading[] = [];
  const bought: Counts[] = [];
  fetches.forEach((f, k) => {
    const total = zero();
    const part = zero();
    METRICS.forEach((m, j) => {
      const t = truth[k * METRICS.length + j];
      total[m] = t.total[m];
      part[m] = t.bought[m];
    });
    const reading: Reading = {
      at: new Date(f.atMs).toISOString(),
      source: f.via === 'typed' ? 'manual' : opts.platform,
      views: asTyped(total.views, typed[k]),
      likes: asTyped(total.likes, typed[k]),
      comments: asTyped(total.comments, typed[k]),
      shares: asTyped(total.shares, typed[k]),
    };
    const empty = f.via !== 'typed' && (opts.emptyAt?.has(k) || rng.chance(EMPTY_METRIC_CHANCE[opts.platform]));
    if (empty) {
      const m = rng.weighted(EMPTY_METRIC_WHICH);
      reading[m] = null;
      part[m] = 0;
    }
    readings.push(reading);
    bought.push(part);
  });
  return { readings, bought };
}

/** One reading of a post at `readAtMs` (the account's recent media, read at submission). */
export function readOnce(rng: Sampler, spec: TruePostSpec, postedAtMs: number, readAtMs: number, platform: Platform) {
  const fetch: Fetch = { atMs: Math.round(readAtMs / MIN) * MIN, via: 'round' };
  return readPost(rng, spec, postedAtMs, [fetch], { platform }).readings[0];
}
