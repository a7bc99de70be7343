// Follower counts as the API carries them (issue 26): per platform, the typed (self-reported) count beside the one read
// from the connected account, with when it was read. Profiles, Find Influencers' cards and the applicants dialog all
// read them through here.
import type { FollowerCounts } from '@microreach/domain/followers';
import { users } from '#server/db/schema/index.ts';

/** The users columns the counts come from, for a select list. */
export const followerCountColumns = {
  instagramFollowers: users.instagramFollowers,
  instagramFollowersVerified: users.instagramFollowersVerified,
  instagramFollowersVerifiedAt: users.instagramFollowersVerifiedAt,
  tiktokFollowers: users.tiktokFollowers,
  tiktokFollowersVerified: users.tiktokFollowersVerified,
  tiktokFollowersVerifiedAt: users.tiktokFollowersVerifiedAt,
};

export interface FollowerCountRow {
  instagramFollowers: number | null;
  instagramFollowersVerified: number | null;
  instagramFollowersVerifiedAt: Date | null;
  tiktokFollowers: number | null;
  tiktokFollowersVerified: number | null;
  tiktokFollowersVerifiedAt: Date | null;
}

export function toFollowerCounts(row: FollowerCountRow): FollowerCounts {
  return {
    instagram: {
      followers: row.instagramFollowers,
      verifiedFollowers: row.instagramFollowersVerified,
      verifiedAt: row.instagramFollowersVerifiedAt?.toISOString() ?? null,
    },
    tiktok: {
      followers: row.tiktokFollowers,
      verifiedFollowers: row.tiktokFollowersVerified,
      verifiedAt: row.tiktokFollowersVerifiedAt?.toISOString() ?? null,
    },
  };
}

/** Both platforms' verified counts of a users row, as the boost reads them (domain boostFollowers). */
export function verifiedFollowersOf(
  row: Pick<
    FollowerCountRow,
    | 'instagramFollowersVerified'
    | 'instagramFollowersVerifiedAt'
    | 'tiktokFollowersVerified'
    | 'tiktokFollowersVerifiedAt'
  >,
) {
  return {
    instagram: { count: row.instagramFollowersVerified, readAt: row.instagramFollowersVerifiedAt },
    tiktok: { count: row.tiktokFollowersVerified, readAt: row.tiktokFollowersVerifiedAt },
  };
}
