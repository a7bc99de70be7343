// Creators: a tier, a platform, an audience and their usual rates, from which every one of their posts is drawn (the
// post in the evaluation, their earlier MicroReach posts and the recent media their account shows).
import type { Platform } from '@microreach/domain/statuses';
import {
  COMMENTS_PER_LIKE,
  COMMENTS_SIGMA_BETWEEN_CREATORS,
  COMMENTS_SIGMA_BETWEEN_POSTS,
  LIKES_PER_VIEW,
  LIKES_SIGMA_BETWEEN_CREATORS,
  LIKES_SIGMA_BETWEEN_POSTS,
  PLATFORM_SHARE,
  SHARES_PER_LIKE,
  SHARES_SIGMA_BETWEEN_CREATORS,
  SHARES_SIGMA_BETWEEN_POSTS,
  TIER_FOLLOWERS,
  TIER_SHARE,
  type Tier,
  VIEWS_PER_FOLLOWER,
  VIEWS_SIGMA_BETWEEN_CREATORS,
  VIEWS_SIGMA_BETWEEN_POSTS,
} from './ranges.ts';
import type { Sampler } from './sampler.ts';

export interface Creator {
  tier: Tier;
  platform: Platform;
  /** Real followers. */
  followers: number;
  /** Usual views per post, likes per view, comments and shares per like. */
  viewsPerPost: number;
  likesPerView: number;
  commentsPerLike: number;
  sharesPerLike: number;
  /** Hours from UTC of the creator's day (posting hours) and of the business they work with (its refreshes). */
  utcOffsetHours: number;
  /** Whether the creator connected the platform's account (without one, figures are typed by the business). */
  connected: boolean;
}

/** One post's own draw around its creator's usual figures. */
export interface PostRates {
  views: number;
  likesPerView: number;
  commentsPerLike: number;
  sharesPerLike: number;
}

export function drawCreator(rng: Sampler, tier: Tier = rng.weighted(TIER_SHARE)): Creator {
  const platform = rng.weighted(PLATFORM_SHARE);
  const [lo, hi] = TIER_FOLLOWERS[tier];
  const followers = Math.round(rng.logUniform(lo, hi));
  return {
    tier,
    platform,
    followers,
    viewsPerPost: followers * rng.logNormal(VIEWS_PER_FOLLOWER[platform][tier], VIEWS_SIGMA_BETWEEN_CREATORS),
    likesPerView: Math.min(0.3, rng.logNormal(LIKES_PER_VIEW[platform][tier], LIKES_SIGMA_BETWEEN_CREATORS)),
    commentsPerLike: Math.min(0.5, rng.logNormal(COMMENTS_PER_LIKE[platform], COMMENTS_SIGMA_BETWEEN_CREATORS)),
    sharesPerLike: Math.min(1.5, rng.logNormal(SHARES_PER_LIKE[platform], SHARES_SIGMA_BETWEEN_CREATORS)),
    utcOffsetHours: rng.int(-8, 9),
    connected: true,
  };
}

export function drawPostRates(rng: Sampler, c: Creator): PostRates {
  return {
    views: Math.max(30, c.viewsPerPost * rng.logNormal(1, VIEWS_SIGMA_BETWEEN_POSTS)),
    likesPerView: Math.min(0.35, c.likesPerView * rng.logNormal(1, LIKES_SIGMA_BETWEEN_POSTS)),
    commentsPerLike: c.commentsPerLike * rng.logNormal(1, COMMENTS_SIGMA_BETWEEN_POSTS),
    sharesPerLike: c.sharesPerLike * rng.logNormal(1, SHARES_SIGMA_BETWEEN_POSTS),
  };
}

/**
 * How many earlier MicroReach posts a creator has (each a complete series). Judgement: a third are new to MicroReach;
 * the others have done one to a few campaigns (at most 3 posts each).
 */
export function drawHistorySize(rng: Sampler): number {
  if (rng.chance(0.35)) return 0;
  return rng.int(1, rng.chance(0.6) ? 3 : 9);
}

/** Judgement: how many recent posts the platform's API lists for the account when the post is submitted. */
export const RECENT_MEDIA = 12;
