// The labelled evaluation set: for each kind, creators of every tier, each with a post whose true engagement is drawn
// at minute resolution (organic kinds, purchases), read only at the product's snapshot moments (schedule, observe),
// with the context the rules will be given (issue 26, item 1): platform, times, verified followers, the creator's
// history on MicroReach and the account's recent media.
import type { Platform } from '@microreach/domain/statuses';
import { type Creator, drawCreator, drawHistorySize, RECENT_MEDIA } from './creators.ts';
import { type Reading, readOnce, readPost, type StoredPoint, storedToday } from './observe.ts';
import { CLEAN_KINDS, type CleanKind, drawOrganicPost, GROWTH_KINDS, GROWTH_MIX, type GrowthKind } from './organic.ts';
import {
  AUDIENCE_KINDS,
  BUYER_ALSO_BOUGHT_FOLLOWERS,
  drawPurchase,
  FOLLOWERS_BOUGHT,
  habitOf,
  PURCHASE_KINDS,
  type PurchaseKind,
} from './purchases.ts';
import type { Tier } from './ranges.ts';
import { Sampler } from './sampler.ts';
import {
  drawFixAndReplace,
  drawPostedAtMs,
  drawSubmissionDelayMs,
  drawWindow,
  type ScheduleOptions,
  type Window,
} from './schedule.ts';
import { type Counts, METRICS, zero } from './truth.ts';

const MIN = 60_000;
const DAY = 24 * 60 * MIN;

export type Label = 'clean' | 'bot' | 'audience';
export const KINDS: Record<Label, readonly string[]> = {
  clean: CLEAN_KINDS,
  bot: PURCHASE_KINDS,
  audience: AUDIENCE_KINDS,
};

/** One of the creator's earlier MicroReach posts: its series as the product stored it. */
export interface HistoryPost {
  postedAt: string;
  submittedAt: string;
  series: Omit<Reading, 'source'>[];
}

/** One of the account's recent posts as the platform's API lists it (read once, when the post is submitted). */
export interface RecentMedia extends Omit<Reading, 'source'> {
  postedAt: string;
}

/**
 * What the rules will know besides the post's own series (issue 26, item 1), so that they can be called as
 * `evaluateHolds(series, availability, context)`. See README.md for each field.
 */
export interface HoldContext {
  platform: Platform;
  /** When the post went up (Instagram's media timestamp, TikTok's create_time). */
  postedAt: string;
  /** When the creator submitted its link (after a replaced link: when the new link was submitted). */
  submittedAt: string;
  /** The connected account's follower count at submission; null without a connected account (never a typed count). */
  verifiedFollowers: number | null;
  /** The creator's other MicroReach posts, oldest first, as stored (empty for a creator new to MicroReach). */
  history: HistoryPost[];
  /** The account's recent posts as its platform lists them, newest first; null without a connected account. */
  recentMedia: RecentMedia[] | null;
  /** When the link was replaced after Needs Fix: readings before it are of the old video. Null otherwise. */
  linkReplacedAt: string | null;
}

export interface Sample {
  index: number;
  label: Label;
  kind: string;
  tier: Tier;
  platform: Platform;
  /** The series as the server stores it today (empty metrics read as 0): what `evaluateHolds` is given. */
  series: StoredPoint[];
  availability: 'ok';
  /** The same readings as the platform gave them (an empty metric is null), with their source. */
  readings: Reading[];
  context: HoldContext;
  /** At the yardstick rates, on the last reading (the figures that are paid): all of it, and its bought part. */
  money: { paidCents: number; boughtCents: number };
  /** The windows the readings fell in (two when a link was replaced), for checking the schedule. */
  windows: Window[];
  /** What was drawn, for reading a miss. */
  detail: string;
}

/** The yardstick (issue 26): $5 per 1,000 views and $0.05 per engagement, in cents. */
export const YARDSTICK_CENTS = { view: 0.5, engagement: 5 };

export function yardstickCents(c: Counts): number {
  return c.views * YARDSTICK_CENTS.view + (c.likes + c.comments + c.shares) * YARDSTICK_CENTS.engagement;
}

export interface GenerateOptions {
  /** Series per kind. */
  perKind: number;
  /** Issue 26, item 1: a snapshot when the post is submitted (not taken today). */
  snapshotAtSubmission?: boolean;
}

/** The evaluation set for a seed: `perKind` series of every kind, in the order of KINDS. */
export function generateEvaluationSet(seed: number, options: GenerateOptions): Sample[] {
  const rng = new Sampler(seed);
  const samples: Sample[] = [];
  for (const label of ['clean', 'bot', 'audience'] as const) {
    for (const kind of KINDS[label]) {
      for (let i = 0; i < options.perKind; i++) {
        samples.push(drawSample(rng, label, kind, samples.length, options));
      }
    }
  }
  return samples;
}

interface DrawnPost {
  window: Window;
  readings: Reading[];
  bought: Counts[];
  detail: string;
}

interface PostPlan {
  creator: Creator;
  growth: GrowthKind | 'platform_cleanup';
  postedAtMs: number;
  submittedAtMs: number;
  schedule: ScheduleOptions;
  purchase: PurchaseKind | null;
  longLag?: boolean;
  emptyReadings?: number;
}

/** A post read through the product's window: organic engagement, the purchase if any, the readings. */
function drawPost(rng: Sampler, plan: PostPlan): DrawnPost {
  const window = drawWindow(rng, plan.submittedAtMs, plan.schedule);
  const ageMin = (ms: number) => (ms - plan.postedAtMs) / MIN;
  const submittedMin = ageMin(plan.submittedAtMs);
  const lastMs = window.fetches.length ? window.fetches[window.fetches.length - 1].atMs : window.endsAtMs;
  const organic = drawOrganicPost(rng, plan.creator, plan.growth, [submittedMin, ageMin(lastMs)]);
  const purchase = plan.purchase
    ? drawPurchase(rng, plan.purchase, organic.rates, { submittedMin, lastReadingMin: ageMin(lastMs) })
    : null;
  const emptyAt = new Set<number>();
  for (let i = 0; i < (plan.emptyReadings ?? 0) && window.fetches.length; i++) {
    // Insights are most often missing in a post's first readings, before they are computed.
    emptyAt.add(Math.min(window.fetches.length - 1, Math.floor(rng.uniform() ** 2 * window.fetches.length)));
  }
  const { readings, bought } = readPost(
    rng,
    {
      audiences: organic.audiences,
      streams: organic.streams,
      deliveries: purchase?.deliveries ?? [],
      removals: [...organic.removals, ...(purchase?.removals ?? [])],
    },
    plan.postedAtMs,
    window.fetches,
    { platform: plan.creator.platform, longLag: plan.longLag, emptyAt },
  );
  return { window, readings, bought, detail: [organic.detail, purchase?.detail].filter(Boolean).join(' | ') };
}

const iso = (ms: number) => new Date(ms).toISOString();

function drawSample(rng: Sampler, label: Label, kind: string, index: number, options: GenerateOptions): Sample {
  const clean = label === 'clean' ? (kind as CleanKind) : null;
  const purchase = label === 'bot' ? (kind as PurchaseKind) : null;
  const creator = drawCreator(rng);
  if (clean === 'insights_lag') creator.platform = 'instagram';
  if (clean === 'empty_metric' && rng.chance(0.8)) creator.platform = 'instagram';
  if (clean === 'typed_figures') creator.connected = false;
  const businessUtcOffsetHours = rng.int(-8, 9);
  const schedule: ScheduleOptions = {
    connected: creator.connected,
    businessUtcOffsetHours,
    snapshotAtSubmission: options.snapshotAtSubmission,
  };
  const growthOf = (): GrowthKind => rng.weighted(GROWTH_MIX);
  const growth: PostPlan['growth'] =
    clean && (GROWTH_KINDS as readonly string[]).includes(clean)
      ? (clean as GrowthKind)
      : clean === 'platform_cleanup'
        ? 'platform_cleanup'
        : growthOf();

  const dayMs = Date.UTC(2026, 0, 1) + rng.int(0, 364) * DAY;
  let postedAtMs = drawPostedAtMs(rng, creator.utcOffsetHours, dayMs);
  let submittedAtMs = postedAtMs + drawSubmissionDelayMs(rng);

  // A replaced link: the old video's readings until the fix request, then the new video's.
  const windows: Window[] = [];
  const oldReadings: Reading[] = [];
  let linkReplacedAt: string | null = null;
  if (clean === 'link_replaced') {
    const fix = drawFixAndReplace(rng, submittedAtMs, businessUtcOffsetHours);
    const old = drawPost(rng, {
      creator,
      growth: growthOf(),
      postedAtMs,
      submittedAtMs,
      schedule: { ...schedule, fixRequestedAtMs: fix.fixRequestedAtMs },
      purchase: null,
    });
    windows.push(old.window);
    oldReadings.push(...old.readings);
    postedAtMs = fix.newPostedAtMs;
    submittedAtMs = fix.replacedAtMs;
    linkReplacedAt = iso(fix.replacedAtMs);
  }

  const post = drawPost(rng, {
    creator,
    growth,
    postedAtMs,
    submittedAtMs,
    schedule,
    purchase,
    longLag: clean === 'insights_lag',
    emptyReadings: clean === 'empty_metric' ? rng.int(1, 3) : 0,
  });
  windows.push(post.window);
  const readings = [...oldReadings, ...post.readings];

  // The creator's other posts: earlier MicroReach posts (complete series) and the account's recent media. A buyer
  // bought on some of them too.
  const habit = purchase ? habitOf(purchase) : 0;
  const history: HistoryPost[] = [];
  const historySize = drawHistorySize(rng);
  const offsets = Array.from({ length: historySize }, () => rng.uniform(14, 300)).sort((a, b) => b - a);
  for (const daysBefore of offsets) {
    const hPosted = drawPostedAtMs(rng, creator.utcOffsetHours, Math.floor(postedAtMs / DAY - daysBefore) * DAY);
    const hSubmitted = hPosted + drawSubmissionDelayMs(rng);
    const h = drawPost(rng, {
      creator,
      growth: growthOf(),
      postedAtMs: hPosted,
      submittedAtMs: hSubmitted,
      schedule: { connected: creator.connected, businessUtcOffsetHours: rng.int(-8, 9) },
      purchase: purchase && rng.chance(habit) ? purchase : null,
    });
    // As the server stores them: an empty metric is null.
    const series = h.readings.map(({ source: _source, ...r }) => r);
    history.push({ postedAt: iso(hPosted), submittedAt: iso(hSubmitted), series });
  }
  let recentMedia: RecentMedia[] | null = null;
  if (creator.connected) {
    recentMedia = [];
    let mPosted = postedAtMs;
    for (let i = 0; i < RECENT_MEDIA; i++) {
      mPosted -= rng.uniform(1, 6) * DAY;
      const organic = drawOrganicPost(rng, creator, growthOf());
      const age = (submittedAtMs - mPosted) / MIN;
      const bought =
        purchase && rng.chance(habit)
          ? drawPurchase(rng, purchase, organic.rates, { submittedMin: rng.uniform(10, 2880), lastReadingMin: age })
          : null;
      const { source: _source, ...reading } = readOnce(
        rng,
        {
          audiences: organic.audiences,
          streams: organic.streams,
          deliveries: bought?.deliveries ?? [],
          removals: bought?.removals ?? [],
        },
        mPosted,
        submittedAtMs,
        creator.platform,
      );
      recentMedia.push({ postedAt: iso(mPosted), ...reading });
    }
  }

  let followers = creator.followers;
  let followersDetail = '';
  if (label === 'audience' || (purchase && rng.chance(BUYER_ALSO_BOUGHT_FOLLOWERS))) {
    const boughtShare = rng.uniform(FOLLOWERS_BOUGHT[0], FOLLOWERS_BOUGHT[1]);
    followers = Math.round(followers * (1 + boughtShare));
    followersDetail = ` | followers ${creator.followers} real + ${followers - creator.followers} bought`;
  }

  const last = post.readings.length - 1;
  const paid = last >= 0 ? storedToday(post.readings[last]) : null;
  const paidCounts = zero();
  if (paid) for (const m of METRICS) paidCounts[m] = paid[m];
  return {
    index,
    label,
    kind,
    tier: creator.tier,
    platform: creator.platform,
    series: readings.map(storedToday),
    availability: 'ok',
    readings,
    context: {
      platform: creator.platform,
      postedAt: iso(postedAtMs),
      submittedAt: iso(submittedAtMs),
      verifiedFollowers: creator.connected ? followers : null,
      history,
      recentMedia,
      linkReplacedAt,
    },
    money: {
      paidCents: yardstickCents(paidCounts),
      boughtCents: last >= 0 ? yardstickCents(post.bought[last]) : 0,
    },
    windows,
    detail: `${creator.tier} ${creator.platform}, ${creator.followers} followers, ${history.length} earlier posts | ${post.detail}${followersDetail}`,
  };
}
