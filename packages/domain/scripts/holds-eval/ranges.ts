// Every number the evaluation draws from, in one place, each with where it comes from: [Sn] is a published source
// listed in README.md beside this file; "judgement" is ours, with the reason. Nothing here is read from the hold rules
// (src/metrics-holds.ts): the rules are measured against these figures, never the other way round.

import type { Platform } from '@microreach/domain/statuses';

export const TIERS = ['nano', 'micro', 'mid', 'macro'] as const;
export type Tier = (typeof TIERS)[number];

/** Follower bounds by tier, as Later x Fohr define them [S5] (macro capped at 2M: MicroReach's creators are smaller). */
export const TIER_FOLLOWERS: Record<Tier, [number, number]> = {
  nano: [1_000, 10_000],
  micro: [10_000, 100_000],
  mid: [100_000, 500_000],
  macro: [500_000, 2_000_000],
};

/**
 * How many creators of each tier. HypeAuditor counts 58% of Instagram and 49% of TikTok creators as nano [S3];
 * judgement: fewer nano and more of the larger tiers than the population, so that every tier has enough series to
 * read a per-tier figure, and MicroReach targets micro-creators.
 */
export const TIER_SHARE: Record<Tier, number> = { nano: 0.4, micro: 0.35, mid: 0.15, macro: 0.1 };

/** Judgement: MicroReach campaigns run on both; Instagram slightly more. */
export const PLATFORM_SHARE: Record<Platform, number> = { instagram: 0.55, tiktok: 0.45 };

/**
 * Median views a post reaches per follower, by tier. Instagram: Minter's median post reach rates by follower cohort
 * (37.7% under 20k, 22.9% from 20k to 1M, 19.1% over 1M) [S6] times Reels' 1.5 to 3 times the reach of images [S7].
 * TikTok: HypeAuditor's nano engagement per follower (12.6%) [S3] over engagement per view (6.7%) [S25] gives about
 * 1.5 views per follower for nano accounts; judgement for the larger tiers, falling as on Instagram.
 */
export const VIEWS_PER_FOLLOWER: Record<Platform, Record<Tier, number>> = {
  instagram: { nano: 0.75, micro: 0.46, mid: 0.41, macro: 0.33 },
  tiktok: { nano: 1.5, micro: 0.8, mid: 0.45, macro: 0.3 },
};
/** Judgement: a creator's posts differ widely in reach (a hit reaches ten times a miss); log-sd between posts. */
export const VIEWS_SIGMA_BETWEEN_POSTS = 0.8;
/** Judgement: creators of one tier differ in their usual reach; log-sd between creators. */
export const VIEWS_SIGMA_BETWEEN_CREATORS = 0.5;

/**
 * Median likes per view by tier. Instagram: engagement per follower of 2.2% to 2.8% for nano accounts and 1.85% on
 * average [S3, S4], falling with size [S5], over the views per follower above. TikTok: engagement per view of 6.7%
 * [S25], higher for smaller accounts [S3].
 */
export const LIKES_PER_VIEW: Record<Platform, Record<Tier, number>> = {
  instagram: { nano: 0.035, micro: 0.032, mid: 0.03, macro: 0.028 },
  tiktok: { nano: 0.07, micro: 0.06, mid: 0.055, macro: 0.05 },
};
/** Judgement: log-sd of a creator's usual like rate across creators, and of one post's rate around the creator's. */
export const LIKES_SIGMA_BETWEEN_CREATORS = 0.45;
export const LIKES_SIGMA_BETWEEN_POSTS = 0.25;

/**
 * Comments per like: Instagram's median post has 100 likes and 4 comments [S22]; TikTok's average post 3,492 likes and
 * 50 comments [S9]. Log-sd across creators and posts: judgement.
 */
export const COMMENTS_PER_LIKE: Record<Platform, number> = { instagram: 0.04, tiktok: 0.014 };
export const COMMENTS_SIGMA_BETWEEN_CREATORS = 0.6;
export const COMMENTS_SIGMA_BETWEEN_POSTS = 0.4;

/** Shares per like: Instagram's average post 45 shares on 335 likes, TikTok's 248 on 3,492 [S9]. Log-sd: judgement. */
export const SHARES_PER_LIKE: Record<Platform, number> = { instagram: 0.13, tiktok: 0.071 };
export const SHARES_SIGMA_BETWEEN_CREATORS = 0.7;
export const SHARES_SIGMA_BETWEEN_POSTS = 0.5;

/**
 * The first wave: a log-logistic cumulative curve, share(t) = (t/tau)^a / (1 + (t/tau)^a). Instagram posts get about
 * 80% of their engagement in 24 hours and at least 90% within 5 days [S10]: tau about 3 h and a about 0.65. TikTok
 * videos get about 72% of their views on day one and take about 35 days to reach 95% [S11]: tau about 4.5 h and a
 * about 0.56. The ranges spread those fits (tau in hours).
 */
export const FIRST_WAVE: Record<Platform, { tauHours: [number, number]; shape: [number, number] }> = {
  instagram: { tauHours: [1.5, 6], shape: [0.55, 0.85] },
  tiktok: { tauHours: [2, 10], shape: [0.48, 0.72] },
};
/** Evergreen posts (search, saved tutorials) keep being found [S12]: slower and flatter. Judgement on the range. */
export const LONG_TAIL = { tauHours: [12, 96] as [number, number], shape: [0.3, 0.5] as [number, number] };

/**
 * Followers see a post first and like it more than the strangers after them; comments come faster than likes [S10].
 * Judgement on the size: the like rate moves from 1.2 to 0.85 times the post's rate, comments from 1.3 to 0.8, over a
 * few times the curve's median time.
 */
export const EARLY_LATE = { likes: [1.2, 0.85] as [number, number], comments: [1.3, 0.8] as [number, number] };

/**
 * Counts swing beyond chance: a day's reach depends on the feed. Judgement: log-sd of reach per six-hour block 0.3,
 * and of how a block's viewers engage 0.15.
 */
export const REACH_SWING_SIGMA = 0.3;
export const ENGAGEMENT_SWING_SIGMA = 0.15;

/**
 * Late virality: TikTok's recommendation can stop a video and push it again later ("stop or re-push") [S13]; most
 * viewers of a pushed video are not followers (40% to 90% of Reels' reach) [S7], who like and comment less and share
 * more. Judgement on sizes: 1 to 30 times the first wave, from 1 to 12 days after posting, rising over 12 to 72 h.
 */
export const LATE_VIRAL = {
  startDays: [1, 12] as [number, number],
  tauHours: [12, 72] as [number, number],
  shape: [2, 4] as [number, number],
  size: [1, 30] as [number, number],
  likeFactor: [0.4, 0.9] as [number, number],
  commentFactor: [0.3, 0.8] as [number, number],
  shareFactor: [1, 2.5] as [number, number],
};

/**
 * A repost, duet or story share by a larger account: a sharp wave over hours. Judgement: 0.3 to 5 times the first
 * wave, within 6 h to 8 days, half-reached in 1 to 6 h; its viewers share more (they came through a share).
 */
export const REPOST_WAVE = {
  startHours: [6, 192] as [number, number],
  tauHours: [1, 6] as [number, number],
  shape: [1.5, 3] as [number, number],
  size: [0.3, 5] as [number, number],
  likeFactor: [0.5, 1] as [number, number],
  shareFactor: [1.5, 4] as [number, number],
};

/**
 * Giveaways: entrants like, follow and comment (often tagging friends, once per tag), for about three days [S21].
 * Judgement: 0.3 to 2 comments per like while open (2 to 7 days), likes 1.2 to 2 times the creator's rate.
 */
export const GIVEAWAY = {
  commentsPerLike: [0.3, 2] as [number, number],
  openDays: [2, 7] as [number, number],
  likeFactor: [1.2, 2] as [number, number],
};

/** A debate: many comments per like, and threads that go on after the views slow. Judgement. */
export const DEBATE = { commentsPerLike: [0.08, 0.6] as [number, number], slowerBy: [2, 6] as [number, number] };

/**
 * Share-heavy posts (memes, tips sent by direct message): TikTok's shares grew 45% in a year while likes grew 12%
 * [S9]. Judgement: 0.5 to 3 shares per like.
 */
export const SHARE_HEAVY = { sharesPerLike: [0.5, 3] as [number, number] };

/**
 * Platform clean-ups: Instagram removes inauthentic likes, follows and comments it finds [S14]; spam comments are
 * filtered and accounts deleted. Judgement (the issue saw "a few percent"): likes 0.5% to 6%, comments 1% to 10%, and
 * on a third of them views 0.2% to 3%.
 */
export const CLEANUP = {
  likes: [0.005, 0.06] as [number, number],
  comments: [0.01, 0.1] as [number, number],
  views: [0.002, 0.03] as [number, number],
  viewsChance: 0.3,
};

/**
 * Instagram's insights: "Data used to calculate metrics can be delayed up to 48 hours"; a metric without data is an
 * empty data set, not 0 [S1]. Judgement on how often: usually under an hour, sometimes hours, rarely a day; for the
 * lagging kind, anywhere up to 48 h at each reading and for each metric. TikTok's video counts [S2] are near real time
 * (judgement: up to 30 minutes).
 */
export const INSIGHTS_LAG_HOURS = {
  instagram: { usual: [0, 1], sometimes: [1, 6], rarely: [6, 24], sometimesChance: 0.25, rarelyChance: 0.05 },
  tiktokMax: 0.5,
  lagKindMax: 48,
};
/** Judgement: how often one metric comes back empty at a reading outside the empty-metric kind. */
export const EMPTY_METRIC_CHANCE: Record<Platform, number> = { instagram: 0.003, tiktok: 0.001 };
/** Judgement: which metric is missing when one is (views and shares are computed later than likes and comments). */
export const EMPTY_METRIC_WHICH = { views: 0.4, shares: 0.3, likes: 0.15, comments: 0.15 };
