// Follower counts per platform (issue 26, decision 013): what the creator typed (self-reported) and what was read from
// their connected account (verified, with when it was read); how each reads on a page; the audience sizes Find
// Influencers filters on; and which count the boost may use.
import { z } from 'zod';
import { DAY_MS } from './calendar.ts';
// Installs the sentence-worded messages for every schema, whichever subpath of the package is imported first.
import './validation-messages.ts';
import { formatCompact, formatLocalDay } from './formulas.ts';
import type { Platform } from './statuses.ts';

export const PlatformFollowersSchema = z.object({
  /** What the creator typed in their profile settings: self-reported; null when not given. */
  followers: z.int().nullable(),
  /** Read from the creator's connected account; null when none was read (or the account was disconnected). */
  verifiedFollowers: z.int().nullable(),
  /** When `verifiedFollowers` was read (ISO 8601); null with it. */
  verifiedAt: z.string().nullable(),
});
export type PlatformFollowers = z.infer<typeof PlatformFollowersSchema>;

/** Both platforms' counts, as profiles, Find Influencers' cards and the applicants dialog carry them. */
export const FollowerCountsSchema = z.object({ instagram: PlatformFollowersSchema, tiktok: PlatformFollowersSchema });
export type FollowerCounts = z.infer<typeof FollowerCountsSchema>;

/** The label of a typed count, wherever one is shown (issue 26 quotes it). */
export const SELF_REPORTED_TEXT = 'self-reported';

/** The label of a count read from the connected account: 'Verified Mar 3, 2026' (the day it was read). */
export function verifiedText(verifiedAt: string): string {
  return `Verified ${formatLocalDay(verifiedAt)}`;
}

export interface ShownFollowers {
  count: number;
  /** When the count was read from the connected account; null for a typed (self-reported) count. */
  verifiedAt: string | null;
}

/** The count a platform shows: the verified one when one was read, else the typed one; null when neither. */
export function shownFollowers(p: PlatformFollowers): ShownFollowers | null {
  if (p.verifiedFollowers !== null && p.verifiedAt !== null)
    return { count: p.verifiedFollowers, verifiedAt: p.verifiedAt };
  if (p.followers !== null) return { count: p.followers, verifiedAt: null };
  return null;
}

/** 'Verified Mar 3, 2026' or 'self-reported' beside a shown count. */
export function followersLabel(shown: ShownFollowers): string {
  return shown.verifiedAt === null ? SELF_REPORTED_TEXT : verifiedText(shown.verifiedAt);
}

/** '12.4K followers'. */
export function formatFollowers(count: number): string {
  return `${formatCompact(count, { trimZero: true })} followers`;
}

/** Audience size (Find Influencers' default filter and sort): each platform's shown count, added up. */
export function audienceSize(counts: FollowerCounts): number {
  return (shownFollowers(counts.instagram)?.count ?? 0) + (shownFollowers(counts.tiktok)?.count ?? 0);
}

/** Verified followers only ("Verified counts only"); null when no platform has a verified count. */
export function verifiedAudienceSize(counts: FollowerCounts): number | null {
  const { instagram, tiktok } = counts;
  if (instagram.verifiedFollowers === null && tiktok.verifiedFollowers === null) return null;
  return (instagram.verifiedFollowers ?? 0) + (tiktok.verifiedFollowers ?? 0);
}

// ---------------------------------------------------------------------------------------------------------------
// The boost (performance-pay.ts) pays on the posting account's followers: only a verified count may set it.

/**
 * How old a verified count may be and still stand for the account's size now: the daily round reads it every day, so
 * a count older than this comes from an account that stopped answering (access revoked, reconnect needed).
 */
export const VERIFIED_FOLLOWERS_MAX_AGE_DAYS = 7;

/**
 * The followers a post on `platform` is paid the boost on: the creator's verified count for that platform, if it was
 * read within VERIFIED_FOLLOWERS_MAX_AGE_DAYS of `at`; otherwise null (no boost). A typed count never counts.
 */
export function boostFollowers(
  verified: Record<Platform, { count: number | null; readAt: Date | null }>,
  platform: Platform,
  at: Date,
): number | null {
  const { count, readAt } = verified[platform];
  if (count === null || readAt === null) return null;
  const age = at.getTime() - readAt.getTime();
  return age <= VERIFIED_FOLLOWERS_MAX_AGE_DAYS * DAY_MS ? count : null;
}
