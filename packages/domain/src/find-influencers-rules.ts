// The zod-free part of find-influencers.ts: its limits, texts, formatters and policies, for a page that validates
// nothing (it downloads no zod with them). find-influencers.ts re-exports all of it; its schemas stay there.
import { formatCompact, formatCount } from './formulas.ts';
import type { INFLUENCER_NICHES, LOCATIONS } from './options.ts';

export type InfluencerNiche = (typeof INFLUENCER_NICHES)[number];
export type InfluencerLocation = (typeof LOCATIONS)[number];

// ---------------------------------------------------------------------------------------------------------------
// B9 sliders. The top of each slider is open-ended: 1M means "1M or more", 15 means "15% or more".

export const AUDIENCE_MIN = 1_000;
export const AUDIENCE_MAX = 1_000_000;
export const AUDIENCE_STEP = 1_000;
export const AUDIENCE_DEFAULT: Range = [10_000, 1_000_000];

export const ENGAGEMENT_MIN = 1;
export const ENGAGEMENT_MAX = 15;
export const ENGAGEMENT_STEP = 0.1;
export const ENGAGEMENT_DEFAULT: Range = [2, 10];

/** A slider's [from, to]. */
export type Range = readonly [number, number];

export function isSameRange(a: Range, b: Range): boolean {
  return a[0] === b[0] && a[1] === b[1];
}

// ---------------------------------------------------------------------------------------------------------------
// Sorts, paging, counting.

export const INFLUENCER_SORTS = ['relevance', 'followers', 'engagement', 'recent'] as const;
export type InfluencerSort = (typeof INFLUENCER_SORTS)[number];
export const INFLUENCER_SORT_LABELS: Record<InfluencerSort, string> = {
  relevance: 'Relevance',
  followers: 'Most Followers',
  engagement: 'Highest Engagement',
  recent: 'Recently Active',
};
export const DEFAULT_INFLUENCER_SORT: InfluencerSort = 'relevance';

export const INFLUENCER_PAGE_SIZE = 24;
/**
 * Counting stops here: past it the header reads '1,000+ Influencers Found'. An exact count would read every match; a
 * count to 10,000 (issue 10) still read ten thousand rows per search, which a million creators under load cannot
 * afford (issue 31).
 */
export const INFLUENCER_COUNT_CAP = 1_000;
/** The deepest page (1,200 creators): a search past the count's cap offers all of them; deeper offsets are refused. */
export const INFLUENCER_MAX_PAGE = 50;
export const INFLUENCER_SEARCH_MAX_LENGTH = 100;

// ---------------------------------------------------------------------------------------------------------------
// The filter panel: what counts as an active filter (the badge) and how the sliders read.

export interface InfluencerFilterPanel {
  niches: readonly string[];
  location: string | null;
  audience: Range;
  /** "Verified counts only". */
  verifiedOnly: boolean;
  engagement: Range;
}

/**
 * The badge: each selected niche, a location, each slider moved off its default and "Verified counts only". A slider
 * at its default does not filter, so it does not count; the search box and the sort are not filters.
 */
export function countActiveFilters(panel: InfluencerFilterPanel): number {
  return (
    panel.niches.length +
    (panel.location ? 1 : 0) +
    (isSameRange(panel.audience, AUDIENCE_DEFAULT) ? 0 : 1) +
    (panel.verifiedOnly ? 1 : 0) +
    (isSameRange(panel.engagement, ENGAGEMENT_DEFAULT) ? 0 : 1)
  );
}

/** Audience figures with K and M (B9): 1000 -> '1K', 12_400 -> '12.4K', 1_000_000 -> '1M'. */
export function formatAudience(n: number): string {
  return formatCompact(n, { trimZero: true });
}

/** A slider's value as its thumb reads it; the top is open-ended ('1M+', '15%+'). */
export function audienceSliderLabel(n: number): string {
  return n >= AUDIENCE_MAX ? `${formatAudience(n)}+` : formatAudience(n);
}
export function engagementSliderLabel(rate: number): string {
  const text = `${Number(rate.toFixed(1))}%`;
  return rate >= ENGAGEMENT_MAX ? `${text}+` : text;
}

/** What a creator without posts shows instead of an engagement rate. */
export const NO_POSTS_TEXT = 'No posts yet';

/** A card's engagement: '4.2%', or 'No posts yet' before any post has views. */
export function formatEngagement(rate: number | null): string {
  return rate === null ? NO_POSTS_TEXT : `${rate.toFixed(1)}%`;
}

/** The header: '{n} Influencers Found', '1 Influencer Found', '1,000+ Influencers Found' past the count's cap. */
export function influencersFoundText(total: number, isCapped: boolean): string {
  if (isCapped) return `${formatCount(INFLUENCER_COUNT_CAP)}+ Influencers Found`;
  return `${formatCount(total)} ${total === 1 ? 'Influencer' : 'Influencers'} Found`;
}

export const influencerMessages = {
  loadFailed: 'Failed to load influencers.',
  noActiveCampaigns: 'No active campaigns',
  invitationSent: (creatorName: string, campaignName: string) => ({
    title: 'Invitation Sent',
    message: `${creatorName} has been invited to ${campaignName}.`,
  }),
  verifiedOnlyLabel: 'Verified counts only',
  verifiedOnlyDescription:
    'Only creators whose followers were read from their connected Instagram or TikTok account; the audience size then counts those followers alone, never a self-reported count.',
  engagementBasis:
    "Engagement rate is likes, comments and shares per view across the creator's submitted posts. Creators with no posts yet show 'No posts yet' and are left out while this filter is on.",
} as const;
