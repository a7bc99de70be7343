// Follower counts per platform (issue 26, decision 013): what the creator typed (self-reported) and what was read from
// their connected account (verified, with when it was read); how each reads on a page; the audience sizes Find
// Influencers filters on; and which count the boost may use.
import { z } from 'zod';

// Installs the sentence-worded messages for every schema, whichever subpath of the package is imported first.
import './validation-messages.ts';

import { shownFollowers } from './followers-rules.ts';

export {
  boostFollowers,
  followersLabel,
  formatFollowers,
  SELF_REPORTED_TEXT,
  type ShownFollowers,
  shownFollowers,
  VERIFIED_FOLLOWERS_MAX_AGE_DAYS,
  verifiedText,
} from './followers-rules.ts';

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
