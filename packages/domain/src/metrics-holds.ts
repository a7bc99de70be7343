// Bot safeguards for performance pay: rules that put a post's earnings on hold when its metrics series looks bought
// or broken, each with a reason a creator and a business can read. Measured against a labelled, generated evaluation
// set (scripts/metrics-holds-eval.ts; `npm run eval:holds`).
import { DAY_MS } from './calendar.ts';
import { formatCalendarDayShort, formatCount } from './formulas.ts';

/**
 * One reading of a post. A metric is null when it is unknown: the platform left it out of its answer (Instagram's
 * insights return "an empty data set instead of 0" while they have no data), never 0. No rule compares a null.
 */
export interface MetricsPoint {
  /** ISO 8601. */
  at: string;
  views: number | null;
  likes: number | null;
  comments: number | null;
  shares: number | null;
}

export type PostAvailability = 'ok' | 'private' | 'deleted';

export const HOLD_RULES = ['view_spike', 'engagement_ratio', 'figures_decreased', 'post_unavailable'] as const;
export type HoldRule = (typeof HOLD_RULES)[number];

export interface HoldFinding {
  rule: HoldRule;
  /** One plain-English sentence, with the figures. */
  reason: string;
}

type Metric = 'views' | 'likes' | 'comments' | 'shares';

/**
 * Every threshold, in one place. A rule only looks at figures large enough that chance cannot explain them (the
 * `min...` guards): a post with 40 views and 20 likes is not evidence of anything.
 */
export const HOLD_THRESHOLDS = {
  /** Changes are judged over windows of at least this many days (a views counter can run hours behind) ... */
  minWindowDays: 1,
  /** ... and at most this many. */
  maxWindowDays: 7,
  /**
   * A post's figures in its first hours say little about its rates (the views counter runs behind, followers engage
   * more than later viewers), so the figures before which a change is judged are read at least this long after the
   * first snapshot, or after a fetch interval in which views grew by at most `settledGrowthPerDay` of the total.
   */
  settleDays: 1,
  settledGrowthPerDay: 0.3,
  /** Ratios are judged once the post has this many views and likes. */
  minViews: 500,
  minLikes: 30,
  viewSpike: {
    /** Views gained per day in one fetch interval, against the post's own growth per day over the days before. */
    minGrowthMultiple: 5,
    /** The days before an interval that make up the post's usual growth, and the least history that will do. */
    baselineDays: 3,
    minBaselineDays: 0.5,
    /** Usual daily growth is never taken as less than this share of the views so far (quiet tails are not zero). */
    baselineFloorShareOfViews: 0.002,
    /** The jump must add at least this many views, and this share of the views so far. */
    minAddedViews: 1_000,
    minAddedShareOfViews: 0.1,
    /**
     * Real viewers like and share. A jump is held when its new views brought at most `maxLikesShare` of the likes the
     * post's earlier views did and at most `maxSharesShare` of the shares (bought views), or, whatever the likes, at
     * most `packageSharesShare` of the shares (views bought together with likes). Viral waves reach people who like
     * less than followers do (down to about a third) but share more.
     */
    maxLikesShare: 0.35,
    maxSharesShare: 0.6,
    packageSharesShare: 0.2,
  },
  engagementRatio: {
    /** Plausible bounds on a post's totals. */
    minLikesPerView: 0.002,
    maxLikesPerView: 0.4,
    maxEngagementPerView: 0.6,
    /** Likes gained in a window at least this multiple of what its views bring at the post's earlier rate, ... */
    likesExcessMultiple: 3,
    /** ... and the excess at least this many likes and this share of the likes before the window. */
    minExcessLikes: 25,
    minExcessShareOfLikes: 0.1,
    /**
     * Comments beyond what the window's views bring, more than the comments the post had plus that again (creators
     * reply to their commenters, at most once each) plus `minExcessComments` (a conversation or two under the post).
     */
    minExcessComments: 80,
    /** Views gained in a window (at least this share of the earlier views) with at most these shares of ... */
    minAddedShareOfViews: 0.1,
    /** ... the likes and shares they should have brought; ... */
    maxLikesShare: 0.25,
    maxSharesShare: 0.5,
    /** ... or, whatever the likes, this share of the shares. */
    packageSharesShare: 0.15,
  },
  /** A shortfall is only judged when at least this many likes or shares were expected. */
  minExpectedLikes: 30,
  minExpectedShares: 15,
  figuresDecreased: {
    /**
     * Platforms remove inauthentic and spam likes, follows and comments from every post (Instagram, "Reducing
     * inauthentic activity", 2018), accounts are deleted, and people delete comments; a drop from the highest figure
     * seen is held when it is larger than both the share and the count. A drop within the share is the platform's
     * own clean-up and not evidence by itself: engagement sellers refuse to refill a drop under 5% of an order, the
     * trade's own measure of routine removals (SMM panels' refill terms). Comments also go when people delete them,
     * so they keep a tenth. Sources: holds-eval README [S14], [S17].
     */
    maxDropShare: { views: 0.05, likes: 0.05, comments: 0.1, shares: 0.05 } satisfies Record<Metric, number>,
    maxDropCount: { views: 50, likes: 10, comments: 10, shares: 10 } satisfies Record<Metric, number>,
  },
} as const;

/** A reading with its time: metrics null when unknown. */
interface Reading extends MetricsPoint {
  ms: number;
  /** Days since the first reading. */
  t: number;
}

/** A reading with every metric known: the only kind the rules that compare metrics with each other use. */
interface Snapshot extends Reading {
  views: number;
  likes: number;
  comments: number;
  shares: number;
}

export interface EvaluateHoldsOptions {
  /**
   * When the post's link was last replaced (ISO), or null. Readings before it are of the old video: they are kept
   * but not judged with the new video's, whose series starts here.
   */
  linkReplacedAt?: string | null;
  /**
   * For each rule whose hold the business released, the time of the latest reading that hold judged (ISO). The
   * released hold covers those readings only: the rule judges the readings after it again, over windows that start
   * no earlier, so a second purchase raises a new hold while the released evidence is not held twice. A released
   * `post_unavailable` is not raised again.
   */
  judgedThrough?: Partial<Record<HoldRule, string>>;
}

/**
 * The hold findings for one post, at most one per rule. `series` is the post's snapshots oldest first (0, 1 or many
 * points, 6 h to 3 days apart). Each check uses only the figures up to the snapshot it judges, so a finding, once
 * made, stays as later snapshots arrive. A reading's unknown metric is never compared: the checks that relate
 * metrics to each other leave that reading out, and the fall check compares each metric's known values only.
 */
export function evaluateHolds(
  series: readonly MetricsPoint[],
  availability: PostAvailability,
  options: EvaluateHoldsOptions = {},
): HoldFinding[] {
  const readings = toReadings(series, options.linkReplacedAt ?? null);
  const points = readings.filter(isComplete);
  const since = (rule: HoldRule, list: readonly Reading[]) => sinceIndex(list, options.judgedThrough?.[rule]);
  const findings: HoldFinding[] = [];
  const spike = findViewSpike(points, since('view_spike', points));
  if (spike) findings.push({ rule: 'view_spike', reason: spike });
  const ratio = findEngagementRatio(points, since('engagement_ratio', points));
  if (ratio) findings.push({ rule: 'engagement_ratio', reason: ratio });
  const drop = findDecrease(readings, options.judgedThrough?.figures_decreased);
  if (drop) findings.push({ rule: 'figures_decreased', reason: drop });
  if (availability !== 'ok' && options.judgedThrough?.post_unavailable === undefined) {
    findings.push({
      rule: 'post_unavailable',
      reason:
        availability === 'deleted'
          ? 'The post was deleted, so its figures can no longer be checked.'
          : 'The post was made private, so its figures can no longer be checked.',
    });
  }
  return findings;
}

const known = (n: number | null | undefined): number | null => (typeof n === 'number' && Number.isFinite(n) ? n : null);

function toReadings(series: readonly MetricsPoint[], linkReplacedAt: string | null): Reading[] {
  const from = linkReplacedAt === null ? Number.NaN : Date.parse(linkReplacedAt);
  const timed = series
    .map((p) => ({
      at: p.at,
      ms: Date.parse(p.at),
      views: known(p.views),
      likes: known(p.likes),
      comments: known(p.comments),
      shares: known(p.shares),
    }))
    .filter((p) => Number.isFinite(p.ms) && !(p.ms < from))
    .sort((a, b) => a.ms - b.ms);
  if (timed.length === 0) return [];
  const first = timed[0].ms;
  return timed.map((p) => ({ ...p, t: (p.ms - first) / DAY_MS }));
}

function isComplete(r: Reading): r is Snapshot {
  return r.views !== null && r.likes !== null && r.comments !== null && r.shares !== null;
}

/** The index of the latest reading a released hold judged, or null when the rule was never released (or judged none of these). */
function sinceIndex(list: readonly { ms: number }[], judgedThrough: string | undefined): number | null {
  if (judgedThrough === undefined) return null;
  const until = Date.parse(judgedThrough);
  let index = -1;
  while (index + 1 < list.length && list[index + 1].ms <= until) index++;
  return index < 0 ? null : index;
}

/** What the views gained between two snapshots brought, against what the post's earlier views brought. */
interface Uptake {
  views: number;
  likes: number;
  shares: number;
  expectedLikes: number;
  expectedShares: number;
  /** Gained / expected, or null when too few were expected to judge. */
  likesShare: number | null;
  sharesShare: number | null;
}

function uptake(from: Snapshot, to: Snapshot): Uptake {
  const views = to.views - from.views;
  const likes = to.likes - from.likes;
  const shares = to.shares - from.shares;
  const expectedLikes = from.views > 0 ? (views * from.likes) / from.views : 0;
  const expectedShares = from.views > 0 ? (views * from.shares) / from.views : 0;
  return {
    views,
    likes,
    shares,
    expectedLikes,
    expectedShares,
    likesShare: expectedLikes >= HOLD_THRESHOLDS.minExpectedLikes ? likes / expectedLikes : null,
    sharesShare: expectedShares >= HOLD_THRESHOLDS.minExpectedShares ? shares / expectedShares : null,
  };
}

/** Which shortfall, if any, says the new views were not people: 'likes' (nor shares), 'shares' (likes bought too). */
function missingViewers(
  u: Uptake,
  th: { maxLikesShare: number; maxSharesShare: number; packageSharesShare: number },
): 'likes' | 'shares' | null {
  if (u.likesShare !== null && u.likesShare <= th.maxLikesShare) {
    if (u.sharesShare === null || u.sharesShare <= th.maxSharesShare) return 'likes';
  }
  if (u.sharesShare !== null && u.sharesShare <= th.packageSharesShare) return 'shares';
  return null;
}

/** Whether `points[i]` is old or quiet enough for the rates before it to be the post's own. */
function isSettled(points: Snapshot[], i: number): boolean {
  const p = points[i];
  if (p.t >= HOLD_THRESHOLDS.settleDays) return true;
  if (i === 0 || p.views <= 0) return false;
  const before = points[i - 1];
  return (p.views - before.views) / (p.t - before.t) <= HOLD_THRESHOLDS.settledGrowthPerDay * p.views;
}

/** The latest snapshot at least the minimum window before `points[j]`, or the first one. */
function windowStart(points: Snapshot[], j: number): number {
  let i = j - 1;
  while (i > 0 && points[j].t - points[i].t < HOLD_THRESHOLDS.minWindowDays) i--;
  return i;
}

function findViewSpike(points: Snapshot[], since: number | null): string | null {
  const th = HOLD_THRESHOLDS.viewSpike;
  for (let j = Math.max(2, (since ?? 0) + 1); j < points.length; j++) {
    const before = points[j - 1];
    const after = points[j];
    const dt = after.t - before.t;
    const added = after.views - before.views;
    if (dt <= 0 || added < th.minAddedViews || added < th.minAddedShareOfViews * before.views) continue;

    let k = j - 1;
    while (k > 0 && before.t - points[k - 1].t <= th.baselineDays) k--;
    const baseDays = before.t - points[k].t;
    if (baseDays < th.minBaselineDays) continue;
    const usualPerDay = Math.max(
      (before.views - points[k].views) / baseDays,
      th.baselineFloorShareOfViews * before.views,
      1,
    );
    const multiple = added / dt / usualPerDay;
    if (multiple < th.minGrowthMultiple) continue;

    const i = windowStart(points, j);
    if (since !== null && i < since) continue;
    const from = points[i];
    if (from.views < HOLD_THRESHOLDS.minViews || !isSettled(points, i)) continue;
    const u = uptake(from, after);
    const missing = missingViewers(u, th);
    if (!missing) continue;
    // Judged over at least a day (a views counter can run behind), told for the interval itself.
    const own = uptake(before, after);
    const pace = dt <= 1.25 && dt > 0.75 ? "the post's usual daily growth" : "the post's usual pace";
    const lead = `Views rose ${count(added)} ${span(dt)}, ${times(multiple)} ${pace}`;
    return missing === 'likes'
      ? `${lead}, but the new views brought ${likesText(own)} against the post's usual ${percent(from.likes / from.views)}.`
      : `${lead}, but the new views brought ${only(own.shares, 'share')} where the post's earlier views would bring about ${count(own.expectedShares)}.`;
  }
  return null;
}

function findEngagementRatio(points: Snapshot[], since: number | null): string | null {
  const th = HOLD_THRESHOLDS.engagementRatio;
  // After a release the totals were accepted as they stood; what changes after them is judged by the windows below.
  for (let i = 0; since === null && i < points.length; i++) {
    const p = points[i];
    if (p.views < HOLD_THRESHOLDS.minViews || !isSettled(points, i)) continue;
    const likesPerView = p.likes / p.views;
    if (likesPerView < th.minLikesPerView) {
      return `The post has ${count(p.views)} views but only ${count(p.likes)} likes (${percent(likesPerView)}), far below the ${percent(th.minLikesPerView)} that real audiences leave.`;
    }
    if (likesPerView > th.maxLikesPerView) {
      return `The post has ${count(p.likes)} likes on ${count(p.views)} views (${percent(likesPerView)}), more than the ${percent(th.maxLikesPerView)} that real audiences reach.`;
    }
    const engagement = (p.likes + p.comments + p.shares) / p.views;
    if (engagement > th.maxEngagementPerView) {
      return `The post has ${count(p.likes + p.comments + p.shares)} likes, comments and shares on ${count(p.views)} views (${percent(engagement)}), more than the ${percent(th.maxEngagementPerView)} that real audiences reach.`;
    }
  }

  const first = since ?? 0;
  for (let j = first + 1; j < points.length; j++) {
    const end = points[j];
    for (let i = windowStart(points, j); i >= first && end.t - points[i].t <= HOLD_THRESHOLDS.maxWindowDays; i--) {
      const start = points[i];
      if (!isSettled(points, i)) continue;
      if (start.views < HOLD_THRESHOLDS.minViews || start.likes < HOLD_THRESHOLDS.minLikes) continue;
      const when = between(start, end);
      const u = uptake(start, end);
      const likeRate = start.likes / start.views;

      const excessLikes = u.likes - Math.max(0, u.expectedLikes);
      if (
        u.likes >= th.likesExcessMultiple * u.expectedLikes &&
        excessLikes >= th.minExcessLikes &&
        excessLikes >= th.minExcessShareOfLikes * start.likes
      ) {
        return `${when} the post gained ${plural(u.likes, 'like')} on ${plural(u.views, 'new view')}, where its earlier rate of ${percent(likeRate)} would bring about ${count(Math.max(0, u.expectedLikes))}.`;
      }

      const addedComments = end.comments - start.comments;
      const expectedComments = (Math.max(0, u.views) * start.comments) / start.views;
      if (addedComments - expectedComments >= start.comments + expectedComments + th.minExcessComments) {
        return `${when} the post gained ${plural(addedComments, 'comment')}, ${times(addedComments / Math.max(1, start.comments))} the ${count(start.comments)} it had, where its new views would bring about ${count(expectedComments)}.`;
      }

      if (u.views >= th.minAddedShareOfViews * start.views) {
        const missing = missingViewers(u, th);
        if (missing === 'likes') {
          return `${when} the post gained ${plural(u.views, 'view')} but ${likesText(u)}, against its earlier ${percent(likeRate)}.`;
        }
        if (missing === 'shares') {
          return `${when} the post gained ${plural(u.views, 'view')} but ${only(u.shares, 'share')}, where its earlier views would bring about ${count(u.expectedShares)}.`;
        }
      }
    }
  }
  return null;
}

const METRIC_NAMES: Record<Metric, string> = { views: 'Views', likes: 'Likes', comments: 'Comments', shares: 'Shares' };

function findDecrease(readings: Reading[], judgedThrough: string | undefined): string | null {
  const th = HOLD_THRESHOLDS.figuresDecreased;
  let worst: { share: number; reason: string } | null = null;
  for (const metric of ['views', 'likes', 'comments', 'shares'] as const) {
    const values = readings.flatMap((r) => {
      const value = r[metric];
      return value === null ? [] : [{ at: r.at, ms: r.ms, value }];
    });
    if (values.length === 0) continue;
    // After a release, the fall is measured from the latest reading the released hold judged.
    const since = sinceIndex(values, judgedThrough) ?? 0;
    let peak = values[since];
    for (const p of values.slice(since)) {
      if (p.value >= peak.value) {
        peak = p;
        continue;
      }
      const drop = peak.value - p.value;
      const share = drop / peak.value;
      if (drop <= th.maxDropCount[metric] || share <= th.maxDropShare[metric]) continue;
      if (worst && worst.share >= share) continue;
      worst = {
        share,
        reason: `${METRIC_NAMES[metric]} fell from ${count(peak.value)} to ${count(p.value)} (${percent(share)} fewer) ${between(peak, p, false)}, more than the ${percent(th.maxDropShare[metric])} that platforms' routine clean-ups remove.`,
      };
    }
  }
  return worst?.reason ?? null;
}

function count(n: number): string {
  return formatCount(Math.round(n));
}

/** '4 likes', '1 like', 'no likes'. */
function plural(n: number, noun: string): string {
  const whole = Math.max(0, Math.round(n));
  return whole === 0 ? `no ${noun}s` : `${count(whole)} ${noun}${whole === 1 ? '' : 's'}`;
}

/** 'only 12 shares' or 'no shares'. */
function only(n: number, noun: string): string {
  return n < 0.5 ? `no ${noun}s` : `only ${plural(n, noun)}`;
}

/** 'only 12 likes (0.3% of them)' or 'no likes'. */
function likesText(u: Uptake): string {
  return u.likes < 0.5 ? 'no likes' : `${only(u.likes, 'like')} (${percent(u.likes / u.views)} of them)`;
}

function percent(share: number): string {
  const p = Math.max(0, share * 100);
  const text =
    p >= 10 || p === 0 ? String(Math.round(p)) : p >= 1 ? p.toFixed(1).replace(/\.0$/, '') : p.toPrecision(1);
  return `${text}%`;
}

function times(multiple: number): string {
  return `${multiple >= 10 ? formatCount(Math.round(multiple)) : multiple.toFixed(1)} times`;
}

function span(days: number): string {
  if (days <= 1.25) return days <= 0.75 ? `in ${Math.max(1, Math.round(days * 24))} hours` : 'in one day';
  return `in ${Math.round(days * 10) / 10} days`;
}

/** 'Between Mar 3 and Mar 9', or 'On Mar 3' when both fall on one day. */
function between(a: { at: string }, b: { at: string }, startsSentence = true): string {
  const [from, to] = [formatCalendarDayShort(a.at), formatCalendarDayShort(b.at)];
  const text = from === to ? `on ${from}` : `between ${from} and ${to}`;
  return startsSentence ? text[0].toUpperCase() + text.slice(1) : text;
}
