// Bot safeguards for performance pay: rules that put a post's earnings on hold when its metrics series looks bought
// or broken, each with a reason a creator and a business can read. The post is judged on its own series and, through
// the context (HoldContext below), against its platform's lag and its creator's other posts (creator-norm.ts).
// Measured on an evaluation that models the product's window, schedule and inputs (scripts/holds-eval/, README.md
// there; `npm run eval:holds`), whose floor CI keeps (holds-eval.test.ts); evaluations call `evaluateHolds` with the
// documented context and nothing else.
import { DAY_MS } from './calendar.ts';
import { type CreatorNorm, creatorNorm, normBasis } from './creator-norm.ts';
import { formatCalendarDayShort, formatCount } from './formulas.ts';

/**
 * One reading of a post. A metric is null when it is unknown: the platform left it out of its answer (Instagram's
 * insights return "an empty data set instead of 0" while they have no data), never 0. No rule compares a null.
 */
export interface MetricsPoint {
  /** ISO 8601. */
  at: string;
  /**
   * Where the reading came from: the platform's API (which may lag), or 'manual' for figures a business typed (read
   * from a screenshot: never behind the platform's own counter by its API's lag). Unknown is read as the platform's.
   */
  source?: 'instagram' | 'tiktok' | 'manual' | null;
  views: number | null;
  likes: number | null;
  comments: number | null;
  shares: number | null;
}

export type PostAvailability = 'ok' | 'private' | 'deleted';

export const HOLD_RULES = [
  'view_spike',
  'engagement_ratio',
  'unlike_creator',
  'figures_decreased',
  'post_unavailable',
] as const;
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
   * post went up (after the first snapshot when that is not known), or after a fetch interval in which views grew by
   * at most `settledGrowthPerDay` of the total.
   */
  settleDays: 1,
  settledGrowthPerDay: 0.3,
  /** Ratios are judged once the post has this many views and likes. */
  minViews: 300,
  minLikes: 20,
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
    minExcessComments: 20,
    /** Views gained in a window (at least this share of the earlier views) with at most these shares of ... */
    minAddedShareOfViews: 0.1,
    /** ... the likes and shares they should have brought; ... */
    maxLikesShare: 0.25,
    maxSharesShare: 0.5,
    /** ... or, whatever the likes, this share of the shares. */
    packageSharesShare: 0.15,
    /**
     * From a post not yet settled (at least `minAgeDays` old): its followers' early rate is higher than later
     * viewers' (about 1.2 against 0.85 of the post's rate, and strangers brought by a wave like down to about a third
     * as much), so views are held only when they brought under `maxLikesShare` of the likes the early rate gives.
     */
    early: { minAgeDays: 2 / 24, maxLikesShare: 0.15, maxSharesShare: 0.6, packageSharesShare: 0 },
  },
  /** A shortfall is only judged when at least this many likes or shares were expected. */
  minExpectedLikes: 30,
  minExpectedShares: 10,
  /**
   * How far behind a platform's counts may run. Instagram: "Data used to calculate metrics can be delayed up to 48
   * hours" (Insights API); each metric of a reading may show an earlier moment than the others, so a window's change
   * is judged only beyond what the metric gained in the lag before the window's readings. TikTok's video counts are
   * near real time.
   */
  lagDays: { instagram: 2, tiktok: 0 },
  /**
   * The post against its creator's other posts (their history on MicroReach and the account's recent media): a like
   * rate further from the creator's usual rate than `spreads` of the creator's own spread between posts (never taken
   * as less than `minLogSpread`), beyond what chance in the counts explains, once `minPosts` posts give the norm.
   * Likes bought before submission are in the first reading; views bought without likes lower the rate, but so do the
   * strangers a recommendation brings (who like less), so a low rate is judged only in the post's first `lowRateDays`.
   */
  creatorNorm: {
    minPosts: 3,
    spreads: 2.5,
    minLogSpread: 0.3,
    minExcessLikes: 25,
    minExcessViews: 500,
    lowRateDays: 3,
  },
  /**
   * Shares gained in a window against the likes gained: at most `sharesPerLikeMultiple` times the post's earlier
   * shares per like (recommended and reposted audiences share more per like than followers, a few times more at most:
   * Instagram's "sends per reach" and TikTok's shares grow with non-follower reach), by at least `minExcessShares` and
   * the shares the post had.
   */
  sharesBurst: { sharesPerLikeMultiple: 10, minExcessShares: 50 },
  figuresDecreased: {
    /**
     * Platforms remove inauthentic and spam likes, follows and comments from every post (Instagram, "Reducing
     * inauthentic activity", 2018), accounts are deleted, and people delete comments; a drop from the highest figure
     * seen is held when it is larger than both the share and the count. A drop within the share is the platform's
     * own clean-up and not evidence by itself: engagement sellers refuse to refill a drop under 5% of an order, the
     * trade's own measure of routine removals (SMM panels' refill terms). Comments also go when people delete them,
     * so they keep a tenth. Sources: holds-eval README [S14], [S17].
     */
    maxDropShare: { views: 0.05, likes: 0.1, comments: 0.15, shares: 0.1 } satisfies Record<Metric, number>,
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
  /** Days since the post went up (or since the first reading when that is unknown). */
  age: number;
  /** How much of each metric the platform's lag may still be hiding at this reading (0 where counts are live). */
  slack: Record<Metric, number>;
}

/** One of the creator's other MicroReach posts, with its series as stored (oldest first). */
export interface HistoryPost {
  /** When it went up on the platform (ISO). */
  postedAt: string;
  /** When its link was submitted (ISO); null when unknown. */
  submittedAt?: string | null;
  series: readonly MetricsPoint[];
}

/**
 * One of the account's recent posts as its platform's API lists them (Instagram `GET /me/media` with `like_count`,
 * `comments_count` and the media's insights; TikTok `POST /v2/video/list/` with `view_count`, `like_count`,
 * `comment_count`, `share_count`), read once when the post was submitted: `at` is when it was read.
 */
export interface RecentMedia extends MetricsPoint {
  postedAt: string;
}

/**
 * What the rules know beyond the post's own series (issue 26, item 1). Every field may be missing: a creator new to
 * MicroReach has no history, a creator without a connected account has no verified followers and no recent media, and
 * each rule judges on what is known and says so; a missing figure never raises a hold.
 *
 * - `platform`: where the post is ('instagram' | 'tiktok'); Instagram's insights run up to 48 h behind.
 * - `postedAt`: when the post went up (Instagram's media `timestamp`, TikTok's `create_time`), ISO.
 * - `submittedAt`: when the creator submitted its link (after a replaced link, when the new one was submitted), ISO.
 * - `verifiedFollowers`: the connected account's follower count read from the platform, or null (never a typed count).
 * - `history`: the creator's other MicroReach posts, each with its stored series (any order).
 * - `recentMedia`: the account's recent posts as the platform listed them at submission, or null without an account.
 * - `linkReplacedAt`: when the post's link was last replaced after Needs Fix, or null.
 * - `judgedThrough`: for each rule whose hold the business released, the latest reading that hold judged.
 */
export interface HoldContext extends EvaluateHoldsOptions {
  platform?: 'instagram' | 'tiktok' | null;
  postedAt?: string | null;
  submittedAt?: string | null;
  verifiedFollowers?: number | null;
  history?: readonly HistoryPost[];
  recentMedia?: readonly RecentMedia[] | null;
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
  context: HoldContext = {},
): HoldFinding[] {
  const options = context;
  const readings = toReadings(series, options.linkReplacedAt ?? null);
  const points = toSnapshots(readings, context);
  const since = (rule: HoldRule, list: readonly Reading[]) => sinceIndex(list, options.judgedThrough?.[rule]);
  const findings: HoldFinding[] = [];
  const spike = findViewSpike(points, since('view_spike', points));
  if (spike) findings.push({ rule: 'view_spike', reason: spike });
  const ratio = findEngagementRatio(points, since('engagement_ratio', points));
  if (ratio) findings.push({ rule: 'engagement_ratio', reason: ratio });
  // After a release the post's rate was accepted against the creator's; later purchases are the windows' to find.
  if (options.judgedThrough?.unlike_creator === undefined) {
    const unlike = findUnlikeCreator(points, creatorNorm(context));
    if (unlike) findings.push({ rule: 'unlike_creator', reason: unlike });
  }
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
      source: p.source ?? null,
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

type CompleteReading = Reading & Record<Metric, number>;

function isComplete(r: Reading): r is CompleteReading {
  return r.views !== null && r.likes !== null && r.comments !== null && r.shares !== null;
}

/**
 * The complete readings with their age and lag slack. At a reading, a lagging metric may show any moment of the lag
 * before it, and never counts backwards, so its true value then is at most what the first reading a lag later shows:
 * the slack is at most the difference. The growth over the lag two lags back bounds it too while growth slows with age
 * (and does not swallow a jump that comes after the reading); the smaller is taken. Without either, the reading
 * cannot be told from a lagging one and is not compared (Infinity).
 */
function toSnapshots(readings: Reading[], context: HoldContext): Snapshot[] {
  const complete = readings.filter(isComplete);
  const postedMs = context.postedAt ? Date.parse(context.postedAt) : Number.NaN;
  const lagMs = (context.platform ? HOLD_THRESHOLDS.lagDays[context.platform] : 0) * DAY_MS;
  return complete.map((r, i) => {
    const slack = { views: 0, likes: 0, comments: 0, shares: 0 };
    if (lagMs > 0 && r.source !== 'manual') {
      let later = i + 1;
      while (later < complete.length && complete[later].ms < r.ms + lagMs) later++;
      let earlier = i - 1;
      while (earlier >= 0 && complete[earlier].ms > r.ms - 2 * lagMs) earlier--;
      for (const m of METRICS) {
        const forward = later < complete.length ? Math.max(0, complete[later][m] - r[m]) : Number.POSITIVE_INFINITY;
        const backward = earlier >= 0 ? Math.max(0, r[m] - complete[earlier][m]) : Number.POSITIVE_INFINITY;
        slack[m] = Math.min(forward, backward);
      }
    }
    const age = Number.isFinite(postedMs) && r.ms >= postedMs ? (r.ms - postedMs) / DAY_MS : r.t;
    return { ...r, age, slack };
  });
}

const METRICS = ['views', 'likes', 'comments', 'shares'] as const;

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

/**
 * `shortfall` and `excess` read the lag slack in the rule's favour of the creator: a shortfall of likes and shares
 * counts only the views the lag cannot explain and every like it may hide, an excess the other way round; `told` is
 * the change as the readings show it (for the sentence).
 */
function uptake(from: Snapshot, to: Snapshot, mode: 'shortfall' | 'excess' | 'told' = 'told'): Uptake {
  let views = to.views - from.views;
  let likes = to.likes - from.likes;
  let shares = to.shares - from.shares;
  let rateViews = from.views;
  let rateLikes = from.likes;
  let rateShares = from.shares;
  if (mode === 'shortfall') {
    views -= from.slack.views;
    likes += to.slack.likes;
    shares += to.slack.shares;
    rateViews += from.slack.views;
  } else if (mode === 'excess') {
    views += to.slack.views;
    likes -= from.slack.likes;
    rateLikes += from.slack.likes;
    rateShares += from.slack.shares;
  }
  const expectedLikes = rateViews > 0 ? (Math.max(0, views) * rateLikes) / rateViews : 0;
  const expectedShares = rateViews > 0 ? (Math.max(0, views) * rateShares) / rateViews : 0;
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
  // Its age since it went up when the platform told it, else since the first reading.
  if (p.age >= HOLD_THRESHOLDS.settleDays) return true;
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
  for (let j = Math.max(1, (since ?? 0) + 1); j < points.length; j++) {
    const before = points[j - 1];
    const after = points[j];
    const dt = after.t - before.t;
    const added = after.views - before.views;
    // What a lagging counter may have held back before the jump is not part of it.
    const unexplained = added - before.slack.views;
    if (dt <= 0 || unexplained < th.minAddedViews || unexplained < th.minAddedShareOfViews * before.views) continue;

    let k = j - 1;
    while (k > 0 && before.t - points[k - 1].t <= th.baselineDays) k--;
    let baseDays = before.t - points[k].t;
    let baseViews = before.views - points[k].views;
    if (baseDays < th.minBaselineDays) {
      // Too few readings before the jump: the post's average pace since it went up stands in (higher than its pace
      // now, since growth slows), when the platform told when that was.
      if (before.age - before.t < th.minBaselineDays) continue;
      baseDays = before.age;
      baseViews = before.views;
    }
    const usualPerDay = Math.max(baseViews / baseDays, th.baselineFloorShareOfViews * before.views, 1);
    const multiple = added / dt / usualPerDay;
    if (unexplained / dt / usualPerDay < th.minGrowthMultiple) continue;

    const i = windowStart(points, j);
    if (since !== null && i < since) continue;
    const from = points[i];
    if (from.views < HOLD_THRESHOLDS.minViews || !isSettled(points, i)) continue;
    const missing = missingViewers(uptake(from, after, 'shortfall'), th);
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
    // Read with the lag in the creator's favour: views it may hide for the highs, likes for the lows.
    if ((p.likes + p.slack.likes) / p.views < th.minLikesPerView) {
      return `The post has ${count(p.views)} views but only ${count(p.likes)} likes (${percent(likesPerView)}), far below the ${percent(th.minLikesPerView)} that real audiences leave.`;
    }
    if (p.likes / (p.views + p.slack.views) > th.maxLikesPerView) {
      return `The post has ${count(p.likes)} likes on ${count(p.views)} views (${percent(likesPerView)}), more than the ${percent(th.maxLikesPerView)} that real audiences reach.`;
    }
    const engagement = (p.likes + p.comments + p.shares) / p.views;
    if ((p.likes + p.comments + p.shares) / (p.views + p.slack.views) > th.maxEngagementPerView) {
      return `The post has ${count(p.likes + p.comments + p.shares)} likes, comments and shares on ${count(p.views)} views (${percent(engagement)}), more than the ${percent(th.maxEngagementPerView)} that real audiences reach.`;
    }
  }

  const first = since ?? 0;
  for (let j = first + 1; j < points.length; j++) {
    const end = points[j];
    for (let i = windowStart(points, j); i >= first && end.t - points[i].t <= HOLD_THRESHOLDS.maxWindowDays; i--) {
      const start = points[i];
      const settled = isSettled(points, i);
      if (!settled && start.age < th.early.minAgeDays) continue;
      if (start.views < HOLD_THRESHOLDS.minViews || start.likes < HOLD_THRESHOLDS.minLikes) continue;
      const when = between(start, end);
      const u = uptake(start, end);
      const excess = uptake(start, end, 'excess');
      const short = uptake(start, end, 'shortfall');
      const likeRate = start.likes / start.views;

      const excessLikes = excess.likes - Math.max(0, excess.expectedLikes);
      if (
        settled &&
        excess.likes >= th.likesExcessMultiple * excess.expectedLikes &&
        excessLikes >= th.minExcessLikes &&
        excessLikes >= th.minExcessShareOfLikes * start.likes
      ) {
        return `${when} the post gained ${plural(u.likes, 'like')} on ${plural(u.views, 'new view')}, where its earlier rate of ${percent(likeRate)} would bring about ${count(Math.max(0, u.expectedLikes))}.`;
      }

      const addedComments = end.comments - start.comments;
      const expectedComments = (Math.max(0, u.views) * start.comments) / start.views;
      const unexplainedComments = addedComments - start.slack.comments;
      const expectedAtMost = (Math.max(0, excess.views) * (start.comments + start.slack.comments)) / start.views;
      if (settled && unexplainedComments - expectedAtMost >= start.comments + expectedAtMost + th.minExcessComments) {
        return `${when} the post gained ${plural(addedComments, 'comment')}, ${times(addedComments / Math.max(1, start.comments))} the ${count(start.comments)} it had, where its new views would bring about ${count(expectedComments)}.`;
      }

      const sb = HOLD_THRESHOLDS.sharesBurst;
      const addedShares = end.shares - start.shares - start.slack.shares;
      const likesGained = Math.max(0, end.likes - start.likes + end.slack.likes);
      const sharesPerLike = (start.shares + start.slack.shares + 1) / Math.max(1, start.likes);
      const sharesExpected = likesGained * sharesPerLike;
      if (
        settled &&
        addedShares >= sb.sharesPerLikeMultiple * sharesExpected &&
        addedShares - sharesExpected >= Math.max(sb.minExcessShares, start.shares)
      ) {
        return `${when} the post gained ${plural(end.shares - start.shares, 'share')} with ${plural(end.likes - start.likes, 'new like')}, where its earlier ${percent(start.shares / Math.max(1, start.likes))} shares per like would bring about ${count(sharesExpected)}.`;
      }

      if (short.views >= th.minAddedShareOfViews * start.views) {
        const missing = missingViewers(short, settled ? th : th.early);
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

function findUnlikeCreator(points: Snapshot[], norm: CreatorNorm): string | null {
  const th = HOLD_THRESHOLDS.creatorNorm;
  const usual = norm.likesPerView;
  if (!usual || usual.posts < th.minPosts) return null;
  const basis = normBasis(norm);
  // Each side is read from the creator's posts on the other side of the median: purchases on earlier posts move their
  // rates one way and do not widen the other side.
  const margin = (side: { logSpread: number }, likes: number) => {
    const spread = Math.max(side.logSpread, th.minLogSpread);
    // The creator's spread between posts, the norm's own uncertainty, and chance in this post's likes.
    return th.spreads * Math.sqrt(spread ** 2 * (1 + 2 / usual.posts) + 1 / Math.max(1, likes));
  };
  for (const p of points) {
    if (p.views < HOLD_THRESHOLDS.minViews) continue;
    const rate = p.likes / p.views;
    const high = usual.below.median * Math.exp(margin(usual.below, p.likes));
    // An audience that likes more than the creator's usually does comments more too (a giveaway, a post that landed);
    // likes that came without their comments did not come from people reading the post.
    const commentsPerLike = (p.comments + p.slack.comments) / Math.max(1, p.likes);
    const withoutComments = norm.commentsPerLike !== null && commentsPerLike <= norm.commentsPerLike.median;
    if (withoutComments && p.likes - high * (p.views + p.slack.views) >= th.minExcessLikes) {
      return `The post has ${count(p.likes)} likes on ${count(p.views)} views (${percent(rate)}), ${times(rate / usual.median)} the ${percent(usual.median)} the creator's posts usually get, without the comments that come with them (from ${basis}).`;
    }
    const low = usual.above.median * Math.exp(-margin(usual.above, p.likes));
    const likesAtMost = p.likes + p.slack.likes;
    if (p.age <= th.lowRateDays && likesAtMost < low * p.views && p.views - likesAtMost / low >= th.minExcessViews) {
      return `In its first day the post has ${count(p.views)} views but only ${count(p.likes)} likes (${percent(rate)}), ${fraction(rate / usual.median)} the ${percent(usual.median)} the creator's posts usually get (from ${basis}).`;
    }
  }
  return null;
}

/** 'a third of', 'a fifth of', '1/12 of'. */
function fraction(share: number): string {
  const n = Math.max(2, Math.round(1 / Math.max(share, 1e-6)));
  const words: Record<number, string> = { 2: 'half', 3: 'a third of', 4: 'a quarter of', 5: 'a fifth of' };
  return words[n] ?? `1/${formatCount(n)} of`;
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

/** A held post's series beside what the creator's other posts had at the same ages (the chart beside a hold). */
export interface HoldEvidencePoint {
  at: string;
  views: number | null;
  likes: number | null;
  expectedViews: number | null;
  expectedLikes: number | null;
}

/**
 * The post's readings (from its latest link) with, at each, the median views the creator's other posts had at the same
 * age and the likes those views bring at the creator's usual rate; `basis` says which posts, or is null without any.
 */
export function holdEvidence(
  series: readonly MetricsPoint[],
  context: HoldContext = {},
): { points: HoldEvidencePoint[]; basis: string | null } {
  const readings = toReadings(series, context.linkReplacedAt ?? null);
  const norm = creatorNorm(context);
  const postedMs = context.postedAt ? Date.parse(context.postedAt) : Number.NaN;
  const points = readings.map((r) => {
    const ageDays = Number.isFinite(postedMs) ? Math.max(0, (r.ms - postedMs) / DAY_MS) : r.t;
    const views = norm.viewsAt(ageDays);
    const expectedViews = views === null ? null : Math.round(views.median);
    const expectedLikes =
      expectedViews === null || norm.likesPerView === null
        ? null
        : Math.round(expectedViews * norm.likesPerView.median);
    return { at: r.at, views: r.views, likes: r.likes, expectedViews, expectedLikes };
  });
  return { points, basis: normBasis(norm) };
}
