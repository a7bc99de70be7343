// The zod-free part of followers.ts: its limits, texts, formatters and policies, for a page that validates nothing (it
// downloads no zod with them). followers.ts re-exports all of it; its schemas stay there.
import { DAY_MS } from './calendar.ts';
import { formatCompact, formatLocalDay } from './formulas.ts';
import type { Platform } from './statuses.ts';

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

/** 'Verified Mar 3, 2026' or 'self-reported' beside a shown count. */
export function followersLabel(shown: ShownFollowers): string {
  return shown.verifiedAt === null ? SELF_REPORTED_TEXT : verifiedText(shown.verifiedAt);
}

/** '12.4K followers'. */
export function formatFollowers(count: number): string {
  return `${formatCompact(count, { trimZero: true })} followers`;
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

/** The count a platform shows: the verified one when one was read, else the typed one; null when neither. */
export function shownFollowers(p: {
  followers: number | null;
  verifiedFollowers: number | null;
  verifiedAt: string | null;
}): ShownFollowers | null {
  if (p.verifiedFollowers !== null && p.verifiedAt !== null)
    return { count: p.verifiedFollowers, verifiedAt: p.verifiedAt };
  if (p.followers !== null) return { count: p.followers, verifiedAt: null };
  return null;
}
