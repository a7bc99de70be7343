// A labelled evaluation set for the hold rules (src/metrics-holds.ts): generated post metrics series, clean and with bot
// patterns injected, from a seeded PRNG so that a seed always gives the same set. The model's assumptions are written
// beside its numbers; they are judgement from public platform figures, not fitted to the rules.

import { DAY_MS, MINUTE_MS } from '../src/calendar.ts';
import {
  evaluateHolds,
  HOLD_RULES,
  type HoldRule,
  type MetricsPoint,
  type PostAvailability,
} from '../src/metrics-holds.ts';
import { createRandom } from '../src/random.ts';

export type SeriesLabel = 'clean' | 'bot';

export interface LabelledSeries {
  series: MetricsPoint[];
  availability: PostAvailability;
  label: SeriesLabel;
  kind: string;
  /** What was injected, for reading a miss: amounts, strength against what the post had, when. */
  detail: string;
}

/** Clean kinds, in equal numbers. */
export const CLEAN_KINDS = ['organic', 'organic_viral', 'organic_second_wave', 'organic_giveaway'] as const;

/** Bot kinds, in equal numbers. Each is injected into a post drawn like a clean one (of any clean kind). */
export const BOT_KINDS = [
  'views_burst',
  'views_likes_burst',
  'likes_burst',
  'comments_burst',
  'drip_views',
  'drip_likes',
  'figures_dropped',
  'post_unavailable',
] as const;

/**
 * Outside the goal, measured for information: engagement bought right after posting, before the creator submitted
 * the post, so that every snapshot carries it. Rules that see one post cannot see such a purchase unless it bends the
 * post's ratios past plausible bounds; the creator's other posts would be the evidence.
 */
export const STRESS_KINDS = ['boosted_before_tracking'] as const;

type CleanKind = (typeof CLEAN_KINDS)[number];
type BotKind = (typeof BOT_KINDS)[number] | (typeof STRESS_KINDS)[number];
type Metric = 'views' | 'likes' | 'comments' | 'shares';
type Increments = Record<Metric, number[]>;

export { createRandom };

class Sampler {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = createRandom(seed);
  }
  uniform(lo = 0, hi = 1): number {
    return lo + (hi - lo) * this.next();
  }
  logUniform(lo: number, hi: number): number {
    return Math.exp(this.uniform(Math.log(lo), Math.log(hi)));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }
  normal(): number {
    const u = 1 - this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }
  /** Log-normal with the given median and log-sd. */
  logNormal(median: number, sigma: number): number {
    return median * Math.exp(sigma * this.normal());
  }
  poisson(mean: number): number {
    if (!(mean > 0)) return 0;
    if (mean < 30) {
      const limit = Math.exp(-mean);
      let k = 0;
      let p = this.next();
      while (p > limit) {
        k++;
        p *= this.next();
      }
      return k;
    }
    return Math.max(0, Math.round(mean + Math.sqrt(mean) * this.normal()));
  }
}

/** Log-logistic cumulative share: fast early growth that decays (alpha near 1) or a smooth rise (alpha >= 2). */
function logLogistic(t: number, tau: number, alpha: number): number {
  if (t <= 0) return 0;
  const x = (t / tau) ** alpha;
  return x / (1 + x);
}

/** One audience reaching the post: its cumulative views over time and how it engages. */
interface Audience {
  views: number;
  /** Cumulative share of `views` reached by day t since posting. */
  reach: (t: number) => number;
  likesPerView: (t: number) => number;
  commentsPerLike: (t: number) => number;
  sharesPerView: (t: number) => number;
}

interface Post {
  platform: 'instagram' | 'tiktok';
  /** Days since posting of each snapshot. */
  times: number[];
  /** Organic increments; index 0 is everything before the first snapshot, index k the interval ending at snapshot k. */
  inc: Increments;
  postedAtMs: number;
  /** Longest delay, in days, of the views counter behind the likes counter at a fetch (0: none). */
  viewLagDays: number;
}

function simulatePost(rng: Sampler, kind: CleanKind): Post {
  const platform = rng.chance(0.55) ? 'instagram' : 'tiktok';

  // Fetches: tracking starts when the creator submits the post, usually within a day and a half of posting, sometimes
  // a week later; then about daily, with extra fetches (6-14 h) and failed days (1.5-3 days), for 2 to 6 weeks.
  const times: number[] = [rng.chance(0.8) ? rng.uniform(0.05, 1.5) : rng.uniform(1.5, 8)];
  const end = times[0] + rng.uniform(14, 42);
  while (times[times.length - 1] < end) {
    const r = rng.uniform();
    const gap = r < 0.65 ? rng.uniform(0.85, 1.15) : r < 0.8 ? rng.uniform(0.25, 0.6) : rng.uniform(1.5, 3);
    times.push(times[times.length - 1] + gap);
  }

  // Final organic views from 1k to 1M, log-uniform.
  const total = rng.logUniform(1_000, 1_000_000);

  // Engagement differs by platform and creator (log-normal across creators): likes per view has a median of about 4%
  // on Instagram Reels and 6% on TikTok, higher for smaller accounts; comments per like about 1.5% and 1.2%; shares
  // per view 0.25% and 0.5%. Followers see a post first and engage more than the strangers who come later, and
  // conversation happens in the first hours.
  const sizeFactor = (total / 20_000) ** -0.08;
  const likeRate = clamp(rng.logNormal(platform === 'instagram' ? 0.04 : 0.06, 0.5) * sizeFactor, 0.005, 0.25);
  const commentRate = clamp(rng.logNormal(platform === 'instagram' ? 0.015 : 0.012, 0.6), 0.001, 0.2);
  const shareRate = clamp(rng.logNormal(platform === 'instagram' ? 0.0025 : 0.005, 0.7), 0.0001, 0.05);
  const followerDays = rng.uniform(0.5, 3);
  // Instagram shows a post to followers first, who like more than the strangers after them (1.25 -> 0.75 of the
  // creator's rate). TikTok often tests a post on strangers first, and the followers come later (0.7 -> 1.0).
  const strangersFirst = platform === 'tiktok' && rng.chance(0.5);
  const earlyLikes = strangersFirst ? 0.7 : 1.25;
  const lateLikes = strangersFirst ? 1 : 0.75;
  const talkDays = rng.uniform(0.5, 2);
  const decay = (t: number, days: number) => Math.exp(-t / days);
  // "Comment to win": until the giveaway closes (2 to 7 days), entrants comment, often more than once; then the
  // comments fall back to the creator's usual rate while the views go on.
  const giveawayRate = kind === 'organic_giveaway' ? rng.logUniform(0.15, 0.8) : 0;
  const giveawayEnds = rng.uniform(2, 7);
  const commentsPerLike = (t: number) =>
    t < giveawayEnds && giveawayRate > 0 ? giveawayRate : commentRate * (0.6 + decay(t, talkDays));

  const audiences: Audience[] = [];
  // The post's own audience: followers, then the feed; most views in the first days, then a long tail.
  let baseShare = 1;
  if (kind === 'organic_viral') baseShare = 1 / (1 + rng.logUniform(2, 30));
  else if (kind === 'organic_second_wave') baseShare = 1 / (1 + rng.logUniform(0.15, 1.5));
  const tailPerDay = rng.logUniform(0.0003, 0.006);
  const tau = rng.logUniform(0.3, 3);
  const alpha = rng.uniform(0.9, 1.8);
  audiences.push({
    views: total * baseShare,
    reach: (t) => (logLogistic(t, tau, alpha) + tailPerDay * t) / (1 + tailPerDay * 30),
    likesPerView: (t) => likeRate * (earlyLikes + (lateLikes - earlyLikes) * (1 - decay(t, followerDays))),
    commentsPerLike,
    sharesPerView: (t) => shareRate * (0.8 + 0.4 * decay(t, followerDays)),
  });
  if (kind === 'organic_viral' || kind === 'organic_second_wave') {
    // A recommendation wave: growth accelerates smoothly over one to three days, then decays. Strangers like less
    // (down to a third of the creator's rate), comment less and share more. A second wave comes later and smaller;
    // half of them are a shout-out (a larger account shares the post in a story), over within hours.
    const isShoutOut = kind === 'organic_second_wave' && rng.chance(0.5);
    const start = kind === 'organic_viral' ? rng.uniform(0, times[0] + 14) : rng.uniform(3, 25);
    const waveTau = isShoutOut ? rng.uniform(0.1, 0.3) : rng.uniform(1, 3);
    const waveAlpha = rng.uniform(2, 4);
    const likeFactor = rng.uniform(0.35, 1);
    const commentFactor = rng.uniform(0.3, 1);
    const shareFactor = rng.uniform(1, 2.5);
    audiences.push({
      views: total * (1 - baseShare),
      reach: (t) => logLogistic(t - start, waveTau, waveAlpha),
      likesPerView: () => likeRate * likeFactor,
      commentsPerLike: (t) => commentsPerLike(t) * commentFactor,
      sharesPerView: () => shareRate * shareFactor,
    });
  }

  // Counts are noisy beyond Poisson: day-to-day swings in reach (views) and in how a day's viewers engage.
  const viewNoise = rng.uniform(0.1, 0.4);
  const engagementNoise = rng.uniform(0.05, 0.25);
  const inc: Increments = { views: [], likes: [], comments: [], shares: [] };
  let prev = 0;
  for (const t of times) {
    const swing = rng.logNormal(1, viewNoise);
    let views = 0;
    let likes = 0;
    let comments = 0;
    let shares = 0;
    for (const a of audiences) {
      const v = a.views * (a.reach(t) - a.reach(prev)) * swing;
      const mid = (prev + t) / 2;
      views += v;
      likes += v * a.likesPerView(mid);
      comments += v * a.likesPerView(mid) * a.commentsPerLike(mid);
      shares += v * a.sharesPerView(mid);
    }
    inc.views.push(rng.poisson(views));
    inc.likes.push(rng.poisson(likes * rng.logNormal(1, engagementNoise)));
    inc.comments.push(rng.poisson(comments * rng.logNormal(1, engagementNoise)));
    inc.shares.push(rng.poisson(shares * rng.logNormal(1, engagementNoise)));
    prev = t;
  }

  // Creators reply to their commenters in sessions; replies count as comments. At most one reply per comment, and
  // a session types at most 150.
  if (rng.chance(0.35)) {
    const fanComments = inc.comments.map((_, k) => sum(inc.comments, k));
    let replied = 0;
    for (let s = rng.int(1, 3); s > 0; s--) {
      const k = rng.int(0, times.length - 1);
      const replies = Math.min(150, Math.round(rng.uniform(0.3, 1) * Math.max(0, fanComments[k] - replied)));
      inc.comments[k] += replies;
      replied += replies;
    }
  }
  // A conversation: a few people (often the creator's friends) go back and forth under the post, 5 to 40 comments.
  if (rng.chance(0.15)) {
    for (let s = rng.int(1, 2); s > 0; s--) inc.comments[rng.int(0, times.length - 1)] += rng.int(5, 40);
  }

  const postedAtMs = Date.UTC(2025, 0, 1) + Math.floor(rng.uniform(0, 365)) * DAY_MS + rng.int(0, 1439) * MINUTE_MS;
  // On some posts the views counter runs behind the likes counter by up to 3 to 12 hours at a fetch.
  const viewLagDays = rng.chance(0.3) ? rng.uniform(3, 12) / 24 : 0;
  return { platform, times, inc, postedAtMs, viewLagDays };
}

/** Adds `amount` spread evenly over [from, from + days] to the intervals it falls in. */
function deliver(post: Post, metric: Metric, amount: number, from: number, days: number): void {
  const until = from + Math.max(days, 1e-6);
  let carried = 0;
  for (let k = 0; k < post.times.length; k++) {
    const lo = k === 0 ? 0 : post.times[k - 1];
    const hi = post.times[k];
    const overlap = Math.max(0, Math.min(hi, until) - Math.max(lo, from));
    if (overlap <= 0) continue;
    const exact = carried + (amount * overlap) / (until - from);
    const whole = Math.round(exact);
    post.inc[metric][k] += whole;
    carried = exact - whole;
  }
}

function totalAt(post: Post, metric: Metric, t: number): number {
  let total = 0;
  for (let k = 0; k < post.times.length && post.times[k] <= t; k++) total += post.inc[metric][k];
  return total;
}

/**
 * What the figures earn, in cents, at the default pay terms (performance-pay.ts): 1 cent a view (10 dollars per 1,000)
 * and 10 cents an engagement (a like, comment or share).
 */
const PAY_CENTS = { view: 1, engagement: 10 };

/** The smallest orders bot sellers take: 500 views, 50 likes, 10 comments; drip-fed, 1,000 views or 100 likes. */
const SMALLEST_ORDER = { views: 500, likes: 50, comments: 10, dripViews: 1_000, dripLikes: 100 };

/**
 * Bot patterns at a time uniform over the tracked period, sized by what they add to the post's pay: from 10% (the
 * subtle end: less is not worth a hold) to twice what the post had earned by then, log-uniform, and never below the
 * smallest order.
 */
function injectBots(rng: Sampler, post: Post, kind: BotKind): string {
  const n = post.times.length;
  const k = rng.int(1, n - 1);
  const start = rng.uniform(post.times[k - 1], post.times[k]);
  const had = (metric: Metric) => Math.max(1, totalAt(post, metric, start));
  const views = had('views');
  const likes = had('likes');
  const earned = views * PAY_CENTS.view + (likes + had('comments') + had('shares')) * PAY_CENTS.engagement;
  const payShare = rng.logUniform(0.1, 2);
  /** How many of something worth `cents` each add `payShare` to the post's pay. */
  const worth = (cents: number, smallest: number) => Math.max(smallest, (payShare * earned) / cents);
  // Sellers deliver a package over 2 to 24 hours; a drip over 3 to 10 days.
  const burstDays = rng.uniform(2, 24) / 24;
  const dripDays = rng.uniform(3, 10);
  const likeRate = likes / views;
  const when = `from day ${start.toFixed(1)} (snapshot ${k} of ${n})`;
  const added = (what: Metric, amount: number, days: number, extra = '') => {
    deliver(post, what, amount, start, days);
    return `+${Math.round(amount)} ${what} (${(amount / had(what)).toFixed(2)}x the ${Math.round(had(what))} it had${extra}; +${Math.round(payShare * 100)}% pay) over ${(days * 24).toFixed(0)} h ${when}`;
  };

  switch (kind) {
    case 'views_burst': {
      // Views alone (many sellers), or with a few cheap likes (0.2% to 1.5% of the views).
      const cheapRate = rng.chance(0.4) ? rng.logUniform(0.002, 0.015) : 0;
      const bought = worth(PAY_CENTS.view + cheapRate * PAY_CENTS.engagement, SMALLEST_ORDER.views);
      deliver(post, 'likes', bought * cheapRate, start, burstDays);
      return added('views', bought, burstDays, cheapRate ? `, with ${Math.round(bought * cheapRate)} likes` : '');
    }
    case 'views_likes_burst': {
      // A "natural-looking" package: views with likes at the post's own rate, but no comments or shares.
      const rate = likeRate * rng.uniform(0.7, 1.3);
      const bought = worth(PAY_CENTS.view + rate * PAY_CENTS.engagement, SMALLEST_ORDER.views);
      deliver(post, 'likes', bought * rate, start, burstDays);
      return added('views', bought, burstDays, `, with ${Math.round(bought * rate)} likes`);
    }
    case 'likes_burst': {
      // Likes from bot accounts; half of them also register a view.
      const viewsPerLike = rng.chance(0.5) ? rng.uniform(0.5, 1.5) : 0;
      const bought = worth(PAY_CENTS.engagement + viewsPerLike * PAY_CENTS.view, SMALLEST_ORDER.likes);
      deliver(post, 'views', bought * viewsPerLike, start, burstDays);
      return added('likes', bought, burstDays, viewsPerLike ? `, with ${Math.round(bought * viewsPerLike)} views` : '');
    }
    case 'comments_burst': {
      // Comment bots ("Nice! 🔥"), over 2 to 48 hours, half of them liking as well.
      const likesPerComment = rng.chance(0.5) ? rng.uniform(0.5, 1) : 0;
      const bought = worth(PAY_CENTS.engagement * (1 + likesPerComment), SMALLEST_ORDER.comments);
      const days = rng.uniform(2, 48) / 24;
      deliver(post, 'likes', bought * likesPerComment, start, days);
      return added(
        'comments',
        bought,
        days,
        likesPerComment ? `, with ${Math.round(bought * likesPerComment)} likes` : '',
      );
    }
    case 'drip_views': {
      // Drip-fed views, the subtler kind: spread over days so that no fetch jumps; half with a few likes.
      const cheapRate = rng.chance(0.5) ? rng.logUniform(0.002, 0.02) : 0;
      const bought = worth(PAY_CENTS.view + cheapRate * PAY_CENTS.engagement, SMALLEST_ORDER.dripViews);
      deliver(post, 'likes', bought * cheapRate, start, dripDays);
      return added('views', bought, dripDays, cheapRate ? `, with ${Math.round(bought * cheapRate)} likes` : '');
    }
    case 'drip_likes': {
      const viewsPerLike = rng.chance(0.3) ? rng.uniform(0.5, 1.5) : 0;
      const bought = worth(PAY_CENTS.engagement + viewsPerLike * PAY_CENTS.view, SMALLEST_ORDER.dripLikes);
      deliver(post, 'views', bought * viewsPerLike, start, dripDays);
      return added('likes', bought, dripDays, viewsPerLike ? `, with ${Math.round(bought * viewsPerLike)} views` : '');
    }
    case 'figures_dropped': {
      // Likes, views or both bought before tracking (10% to twice the post's own), then purged by the platform at
      // one fetch: 30% to all of it.
      const r = rng.uniform();
      const purged: string[] = [];
      for (const metric of ['likes', 'views'] as const) {
        if (metric === 'likes' ? r >= 0.75 : r < 0.6) continue;
        const organic = totalAt(post, metric, Number.POSITIVE_INFINITY);
        const bought = Math.max(SMALLEST_ORDER[metric], payShare * organic);
        const drop = Math.round(bought * rng.uniform(0.3, 1));
        deliver(post, metric, bought, rng.uniform(0, post.times[0]), 0);
        post.inc[metric][k] -= drop;
        purged.push(
          `${metric} +${Math.round(bought)} before tracking (${(bought / organic).toFixed(2)}x organic), -${drop} at snapshot ${k} of ${n}`,
        );
      }
      return purged.join('; ');
    }
    case 'boosted_before_tracking': {
      const at = rng.uniform(0, post.times[0]);
      const metric = rng.chance(0.6) ? 'views' : 'likes';
      const organic = totalAt(post, metric, Number.POSITIVE_INFINITY);
      const finalPay =
        totalAt(post, 'views', Number.POSITIVE_INFINITY) * PAY_CENTS.view +
        (totalAt(post, 'likes', Number.POSITIVE_INFINITY) +
          totalAt(post, 'comments', Number.POSITIVE_INFINITY) +
          totalAt(post, 'shares', Number.POSITIVE_INFINITY)) *
          PAY_CENTS.engagement;
      const cents = metric === 'views' ? PAY_CENTS.view : PAY_CENTS.engagement;
      const bought = Math.max(SMALLEST_ORDER[metric], (payShare * finalPay) / cents);
      deliver(post, metric, bought, at, 0);
      return `+${Math.round(bought)} ${metric} (${(bought / organic).toFixed(2)}x the post's final organic ${metric}; +${Math.round(payShare * 100)}% pay) before the first snapshot`;
    }
    case 'post_unavailable':
      return '';
  }
}

/** Routine de-duplication, applied to clean and bot series alike. */
function applyDeduplication(rng: Sampler, post: Post): void {
  const { inc, times } = post;
  // Platforms remove a few duplicate or spam likes (up to 0.4% at a time), rarely views and shares; people delete
  // comments (up to 4%).
  const likeDedup = rng.uniform(0, 0.06);
  for (let k = 1; k < times.length; k++) {
    if (rng.chance(likeDedup)) inc.likes[k] -= Math.max(1, Math.round(sum(inc.likes, k) * rng.uniform(0, 0.004)));
    if (rng.chance(0.01)) inc.views[k] -= Math.round(sum(inc.views, k) * rng.uniform(0, 0.002));
    if (rng.chance(0.01)) inc.shares[k] -= Math.round(sum(inc.shares, k) * rng.uniform(0, 0.005));
    if (rng.chance(0.03)) inc.comments[k] -= Math.max(1, Math.round(sum(inc.comments, k) * rng.uniform(0, 0.04)));
  }
}

/** The snapshots, with the views counter read behind the others where the post's counter lags. */
function toSeries(rng: Sampler, post: Post): MetricsPoint[] {
  const total: Record<Metric, number> = { views: 0, likes: 0, comments: 0, shares: 0 };
  const cumulative = post.times.map((_, k) => {
    for (const m of ['views', 'likes', 'comments', 'shares'] as const)
      total[m] = Math.max(0, total[m] + post.inc[m][k]);
    return { ...total };
  });
  // Views at a lagging fetch are the views at (fetch time - lag), read off the series between fetches.
  const viewsAt = (t: number) => {
    let k = 0;
    while (k < post.times.length && post.times[k] < t) k++;
    if (k >= post.times.length) return cumulative[cumulative.length - 1].views;
    const [t0, v0] = k === 0 ? [0, 0] : [post.times[k - 1], cumulative[k - 1].views];
    return Math.round(v0 + ((cumulative[k].views - v0) * (t - t0)) / (post.times[k] - t0));
  };
  let readAt = 0;
  return post.times.map((t, k) => {
    readAt = Math.max(readAt, t - rng.uniform(0, post.viewLagDays));
    const at = new Date(post.postedAtMs + Math.round(t * 1440) * MINUTE_MS).toISOString();
    return { ...cumulative[k], views: post.viewLagDays ? viewsAt(readAt) : cumulative[k].views, at };
  });
}

/** The evaluation set for a seed: `size.clean` clean series and `size.bot` bot series, kinds in turn. */
export function generateEvaluationSet(seed: number, size: { clean: number; bot: number }): LabelledSeries[] {
  const rng = new Sampler(seed);
  const set: LabelledSeries[] = [];
  for (let i = 0; i < size.clean; i++) {
    const kind = CLEAN_KINDS[i % CLEAN_KINDS.length];
    const post = simulatePost(rng, kind);
    applyDeduplication(rng, post);
    set.push({ series: toSeries(rng, post), availability: 'ok', label: 'clean', kind, detail: '' });
  }
  for (let i = 0; i < size.bot; i++) set.push(botSeries(rng, BOT_KINDS[i % BOT_KINDS.length]));
  return set;
}

/** `count` series of the stress kinds (outside the goal), from their own stream of the seed. */
export function generateStressSet(seed: number, count: number): LabelledSeries[] {
  const rng = new Sampler(seed ^ 0x5f3759df);
  return Array.from({ length: count }, (_, i) => botSeries(rng, STRESS_KINDS[i % STRESS_KINDS.length]));
}

function botSeries(rng: Sampler, kind: BotKind): LabelledSeries {
  const post = simulatePost(rng, CLEAN_KINDS[rng.int(0, CLEAN_KINDS.length - 1)]);
  let detail = injectBots(rng, post, kind);
  applyDeduplication(rng, post);
  let series = toSeries(rng, post);
  let availability: PostAvailability = 'ok';
  if (kind === 'post_unavailable') {
    // Deleted or made private mid-series: the fetcher stores no snapshot it could not read.
    series = series.slice(0, rng.int(2, series.length - 1));
    availability = rng.chance(0.5) ? 'deleted' : 'private';
    detail = `${availability} after snapshot ${series.length}`;
  }
  return { series, availability, label: 'bot', kind, detail };
}

export interface KindEvaluation {
  kind: string;
  label: SeriesLabel;
  count: number;
  /** Series with at least one finding. */
  held: number;
  share: number;
  /** Series with a finding of each rule. */
  byRule: Record<HoldRule, number>;
}

export interface EvaluationResult {
  /** Share of bot series with at least one finding. */
  recall: number;
  /** Share of clean series with any finding. */
  falseHoldRate: number;
  /** Recall on the bot kinds that only the metrics reveal (all but post_unavailable, which the platform reports). */
  metricsRecall: number;
  byKind: KindEvaluation[];
}

export function evaluate(set: readonly LabelledSeries[]): EvaluationResult {
  const kinds = new Map<string, KindEvaluation>();
  for (const item of set) {
    const findings = evaluateHolds(item.series, item.availability);
    let k = kinds.get(item.kind);
    if (!k) {
      const byRule = Object.fromEntries(HOLD_RULES.map((r) => [r, 0])) as Record<HoldRule, number>;
      k = { kind: item.kind, label: item.label, count: 0, held: 0, share: 0, byRule };
      kinds.set(item.kind, k);
    }
    k.count++;
    if (findings.length > 0) k.held++;
    for (const f of findings) k.byRule[f.rule]++;
  }
  const byKind = [...kinds.values()].map((k) => ({ ...k, share: k.count ? k.held / k.count : 0 }));
  const rate = (list: KindEvaluation[]) => {
    const count = list.reduce((s, k) => s + k.count, 0);
    return count ? list.reduce((s, k) => s + k.held, 0) / count : 0;
  };
  const bots = byKind.filter((k) => k.label === 'bot');
  return {
    recall: rate(bots),
    falseHoldRate: rate(byKind.filter((k) => k.label === 'clean')),
    metricsRecall: rate(bots.filter((k) => k.kind !== 'post_unavailable')),
    byKind,
  };
}

function clamp(x: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, x));
}

/** Sum of the first k + 1 increments: the total at snapshot k. */
function sum(values: number[], k: number): number {
  let s = 0;
  for (let i = 0; i <= k; i++) s += values[i];
  return s;
}
