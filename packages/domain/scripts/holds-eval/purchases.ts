// Purchase kinds: engagement bought from sellers (SMM panels, like farms, engagement pods), in the packages, speeds
// and timings they sell [S15-S20, S23]. Sizes are packages a buyer picks for a post of its size, never anything the
// hold rules look at.
import type { PostRates } from './creators.ts';
import type { Sampler } from './sampler.ts';
import type { Counts, Delivery, Metric, Removal } from './truth.ts';

/** Purchases that bring paid figures: each is measured in equal numbers. */
export const PURCHASE_KINDS = [
  'bundle_before_submission',
  'likes_before_submission',
  'views_before_submission',
  'auto_likes',
  'comment_pod',
  'organic_ratio_burst',
  'views_likes_burst',
  'views_burst',
  'likes_burst',
  'comments_burst',
  'share_bots',
  'drip_views',
  'drip_likes',
  'drip_bundle',
  'staged_viral',
  'last_day_bundle',
  'purge',
  'purge_refill',
] as const;
export type PurchaseKind = (typeof PURCHASE_KINDS)[number];

/** Bought audiences that bring no paid figures (the boost and the Find Influencers filter read followers). */
export const AUDIENCE_KINDS = ['follower_inflation'] as const;
export type AudienceKind = (typeof AUDIENCE_KINDS)[number];

/**
 * Package ladders as SMM panels list them ("order in multiples of 100: 100, 200, 500, 1000" [S17]); judgement on
 * the top of each ladder from the largest packages sellers list.
 */
const PACKAGES: Record<Metric, number[]> = {
  views: [500, 1_000, 2_500, 5_000, 10_000, 25_000, 50_000, 100_000, 250_000, 500_000, 1_000_000, 2_500_000],
  likes: [50, 100, 250, 500, 1_000, 2_500, 5_000, 10_000, 25_000, 50_000, 100_000],
  comments: [10, 25, 50, 100, 250, 500, 1_000, 2_500],
  shares: [100, 250, 500, 1_000, 2_500, 5_000, 10_000, 25_000, 50_000],
};

/**
 * Delivery speeds per day as panels name them ("[6H - 5K/D - R30]": start within 6 h, 5,000 a day, refill for 30 days
 * [S17]); a farm delivered 100 likes in 30 minutes [S15]. Judgement on the ranges.
 */
const SPEED_PER_DAY: Record<Metric, [number, number]> = {
  views: [20_000, 2_000_000],
  likes: [2_000, 100_000],
  comments: [200, 5_000],
  shares: [1_000, 50_000],
};
/** A panel starts an order within 0 to 6 hours [S17]. */
const START_DELAY_MIN: [number, number] = [2, 360];

const HOUR = 60;
const DAY = 24 * HOUR;

/** The package nearest (in ratio) to what the buyer wants. */
export function packageFor(metric: Metric, wanted: number): number {
  const ladder = PACKAGES[metric];
  let best = ladder[0];
  for (const size of ladder) if (Math.abs(Math.log(size / wanted)) < Math.abs(Math.log(best / wanted))) best = size;
  return best;
}

export interface PurchaseWindow {
  /** Minutes since posting: submission, and the last reading (the figures that are paid). */
  submittedMin: number;
  lastReadingMin: number;
}

export interface Purchase {
  deliveries: Delivery[];
  removals: Removal[];
  detail: string;
}

/** Organic figures the post should reach, the scale a buyer sizes a package by. */
function scale(rates: PostRates): Counts {
  const likes = rates.views * rates.likesPerView;
  return {
    views: rates.views,
    likes,
    comments: likes * rates.commentsPerLike,
    shares: likes * rates.sharesPerLike,
  };
}

/**
 * Draws the purchase of `kind` on a post with organic `rates` read in `window`. Purchases in the window start before
 * the last reading (one after it buys nothing that is paid).
 */
export function drawPurchase(rng: Sampler, kind: PurchaseKind, rates: PostRates, window: PurchaseWindow): Purchase {
  const s = scale(rates);
  const { submittedMin, lastReadingMin } = window;
  const inWindow = () => rng.uniform(submittedMin, Math.max(submittedMin, lastReadingMin - HOUR));
  const beforeSubmission = () => rng.uniform(5, Math.max(10, submittedMin * 0.8));
  const startDelay = () => rng.uniform(START_DELAY_MIN[0], START_DELAY_MIN[1]);
  /** A package of about `multiple` times the post's own figure, at least the seller's smallest. */
  const pack = (m: Metric, multiple: number) => packageFor(m, Math.max(1, s[m] * multiple));
  const burst = (counts: Partial<Counts>, orderedMin: number, shape: Delivery['shape'] = 'linear'): Delivery => {
    // The order runs at the speed of its slowest part.
    let days = 0;
    for (const [m, n] of Object.entries(counts) as [Metric, number][]) {
      days = Math.max(days, n / rng.logUniform(SPEED_PER_DAY[m][0], SPEED_PER_DAY[m][1]));
    }
    return { counts, startMin: orderedMin + startDelay(), durationMin: Math.max(10, days * DAY), shape };
  };
  const drip = (counts: Partial<Counts>, startMin: number): Delivery => {
    // Drip-feed: N runs, one every interval [S17]; judgement: 10 to 100 runs over 2 to 10 days.
    const runs = rng.int(10, 100);
    return { counts, startMin, durationMin: rng.uniform(2, 10) * DAY, shape: 'steps', runs };
  };
  const describe = (d: Delivery[], extra = '') =>
    d
      .map(
        (x) =>
          `${Object.entries(x.counts)
            .map(([m, n]) => `+${n} ${m}`)
            .join(' ')} from ${(x.startMin / 60).toFixed(1)} h over ${(x.durationMin / 60).toFixed(1)} h`,
      )
      .join('; ') + extra;
  const at = (d: Delivery[], removals: Removal[] = [], extra = ''): Purchase => ({
    deliveries: d,
    removals,
    detail: `${describe(d, extra)} (submitted at ${(submittedMin / 60).toFixed(1)} h, last reading ${(lastReadingMin / 60).toFixed(1)} h)`,
  });

  switch (kind) {
    case 'bundle_before_submission': {
      // Views with likes at about the post's rate (and comments half the time), right after posting.
      const views = pack('views', rng.logUniform(0.3, 10));
      const likes = packageFor('likes', views * rates.likesPerView * rng.uniform(0.6, 1.5));
      const counts: Partial<Counts> = { views, likes };
      if (rng.chance(0.5)) counts.comments = packageFor('comments', likes * rates.commentsPerLike * rng.uniform(1, 3));
      return at([burst(counts, beforeSubmission())]);
    }
    case 'likes_before_submission':
      return at([burst({ likes: pack('likes', rng.logUniform(0.3, 8)) }, beforeSubmission())]);
    case 'views_before_submission':
      return at([burst({ views: pack('views', rng.logUniform(0.3, 10)) }, beforeSubmission())]);
    case 'auto_likes': {
      // A subscription: every new post gets likes (between a minimum and a maximum the buyer sets) after a delay
      // [S18]; half of them with views.
      const likes = pack('likes', rng.logUniform(0.5, 3));
      const counts: Partial<Counts> = { likes };
      if (rng.chance(0.5)) counts.views = packageFor('views', likes * rng.uniform(5, 20));
      return at([{ counts, startMin: rng.uniform(0, 30), durationMin: rng.uniform(10, 120), shape: 'linear' }]);
    }
    case 'comment_pod': {
      // An engagement pod: members (up to 30 in an Instagram group chat, up to thousands on Telegram [S19]) view, like
      // and comment within the first hours of a post.
      const members = Math.round(rng.logUniform(10, 300));
      const counts: Partial<Counts> = {
        views: members,
        likes: Math.round(members * rng.uniform(0.8, 1)),
        comments: Math.round(members * rng.uniform(0.6, 1)),
      };
      return at([{ counts, startMin: rng.uniform(1, 30), durationMin: rng.uniform(60, 180), shape: 'linear' }]);
    }
    case 'organic_ratio_burst': {
      // "Real-looking" packages: every metric at the post's own ratios.
      const views = pack('views', rng.logUniform(0.3, 5));
      const k = views / s.views;
      const counts: Partial<Counts> = {
        views,
        likes: Math.round(s.likes * k * rng.logNormal(1, 0.15)),
        comments: Math.round(s.comments * k * rng.logNormal(1, 0.15)),
        shares: Math.round(s.shares * k * rng.logNormal(1, 0.15)),
      };
      return at([burst(counts, inWindow(), rng.chance(0.5) ? 'wave' : 'linear')]);
    }
    case 'views_likes_burst': {
      // Views sold with a share of likes; the issue saw +103k views with +382 likes in a day.
      const views = pack('views', rng.logUniform(0.5, 20));
      const likes = packageFor('likes', views * rng.logUniform(0.003, 0.05));
      return at([burst({ views, likes }, inWindow())]);
    }
    case 'views_burst':
      return at([burst({ views: pack('views', rng.logUniform(0.3, 20)) }, inWindow())]);
    case 'likes_burst':
      return at([burst({ likes: pack('likes', rng.logUniform(0.2, 5)) }, inWindow())]);
    case 'comments_burst':
      return at([burst({ comments: pack('comments', rng.logUniform(1, 20)) }, inWindow())]);
    case 'share_bots': {
      // Shares from bot accounts; the issue saw shares at 9 times the likes.
      return at([burst({ shares: packageFor('shares', s.likes * rng.logUniform(1, 20)) }, inWindow())]);
    }
    case 'drip_views':
      return at([drip({ views: pack('views', rng.logUniform(0.3, 5)) }, inWindow())]);
    case 'drip_likes':
      return at([drip({ likes: pack('likes', rng.logUniform(0.3, 5)) }, inWindow())]);
    case 'drip_bundle': {
      const views = pack('views', rng.logUniform(0.3, 5));
      const k = views / s.views;
      return at([
        drip(
          {
            views,
            likes: Math.round(s.likes * k * rng.logNormal(1, 0.15)),
            comments: Math.round(s.comments * k * rng.logNormal(1, 0.2)),
            shares: Math.round(s.shares * k * rng.logNormal(1, 0.2)),
          },
          inWindow(),
        ),
      ]);
    }
    case 'staged_viral': {
      // A wave bought to look like a recommendation: rising and falling over one to three days.
      const views = pack('views', rng.logUniform(3, 30));
      const k = views / s.views;
      const counts: Partial<Counts> = {
        views,
        likes: Math.round(s.likes * k * rng.uniform(0.5, 1)),
        comments: Math.round(s.comments * k * rng.uniform(0, 0.5)),
        shares: Math.round(s.shares * k * rng.uniform(0.3, 1)),
      };
      return at([{ counts, startMin: inWindow(), durationMin: rng.uniform(1, 3) * DAY, shape: 'wave' }]);
    }
    case 'last_day_bundle': {
      // Bought to land just before the figures are paid.
      const views = pack('views', rng.logUniform(0.3, 3));
      const likes = packageFor('likes', views * rates.likesPerView * rng.uniform(0.6, 1.4));
      const start = rng.uniform(
        Math.max(submittedMin, lastReadingMin - DAY),
        Math.max(submittedMin, lastReadingMin - 30),
      );
      return at([{ counts: { views, likes }, startMin: start, durationMin: rng.uniform(30, 600), shape: 'linear' }]);
    }
    case 'purge':
    case 'purge_refill': {
      // Bought (likes, views or both), then the platform removes 20% to all of it: four in five bought engagements
      // were still there after four weeks in NATO StratCom's test [S15]; clean-ups remove them all [S14].
      const r = rng.uniform();
      const counts: Partial<Counts> = {};
      if (r < 0.7) counts.likes = pack('likes', rng.logUniform(0.3, 5));
      if (r >= 0.4) counts.views = pack('views', rng.logUniform(0.3, 10));
      const ordered = rng.chance(0.5) ? beforeSubmission() : inWindow();
      const d = burst(counts, ordered);
      const purgedAt = rng.uniform(
        Math.max(d.startMin + d.durationMin, submittedMin),
        Math.max(d.startMin + d.durationMin, submittedMin, lastReadingMin - HOUR),
      );
      const share = rng.uniform(0.2, 1);
      const removal: Removal = { atMin: purgedAt, share: { likes: share, views: share }, of: 'bought' };
      const deliveries = [d];
      if (kind === 'purge_refill') {
        // Refill: the seller delivers what dropped again, 24 to 72 hours after the drop is reported [S17].
        const refill: Partial<Counts> = {};
        for (const [m, n] of Object.entries(counts) as [Metric, number][]) refill[m] = Math.round(n * share);
        deliveries.push({
          counts: refill,
          startMin: purgedAt + rng.uniform(24, 72) * HOUR,
          durationMin: rng.uniform(60, 720),
          shape: 'linear',
        });
      }
      return at(deliveries, [removal], `; ${Math.round(share * 100)}% removed at ${(purgedAt / 60).toFixed(1)} h`);
    }
  }
}

/** Judgement: the share of a buyer's other posts (history and recent media) that were bought the same way. */
export function habitOf(kind: PurchaseKind): number {
  return kind === 'auto_likes' || kind === 'comment_pod' ? 1 : 0.5;
}

/** Judgement (HypeAuditor finds fraud on about a third of accounts [S3]): bought followers, 50% to 5 times the real. */
export const FOLLOWERS_BOUGHT: [number, number] = [0.5, 5];
/** Judgement: a buyer of engagement also bought followers in this share of cases. */
export const BUYER_ALSO_BOUGHT_FOLLOWERS = 0.3;
