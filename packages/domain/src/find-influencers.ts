// Find Influencers (B2, B9, issue 10): the search's limits and option lists, what a business sends and reads, and the
// figures and texts the page shows. See docs/decisions/014-find-influencers.md.
import { z } from 'zod';
// Installs the sentence-worded messages for every schema, whichever subpath of the package is imported first.
import './validation-messages.ts';
import { FollowerCountsSchema } from './followers.ts';
import { formatCompact, formatCount } from './formulas.ts';
import { INFLUENCER_NICHES, LOCATIONS } from './options.ts';
import { RateCardEntrySchema } from './rate-card.ts';

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
// What a business sends: GET /api/business/influencers?q=&niches=Food,Travel&location=&audienceMin=&audienceMax=
// &verifiedOnly=true&engagementMin=&engagementMax=&sort=&page=

/** 'Food,Travel' -> ['Food', 'Travel'] in the spec's order, each niche once. */
const NicheListSchema = z
  .string()
  .max(INFLUENCER_NICHES.join(',').length * 2)
  .transform((value) =>
    value
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(INFLUENCER_NICHES, 'Niches must be chosen from the list of influencer niches.')))
  .transform((values) => INFLUENCER_NICHES.filter((n) => (values as readonly string[]).includes(n)));

const audienceBound = z.coerce
  .number()
  .int()
  .min(
    AUDIENCE_MIN,
    `Audience size must be between ${formatAudience(AUDIENCE_MIN)} and ${formatAudience(AUDIENCE_MAX)}.`,
  )
  .max(
    AUDIENCE_MAX,
    `Audience size must be between ${formatAudience(AUDIENCE_MIN)} and ${formatAudience(AUDIENCE_MAX)}.`,
  );
const engagementBound = z.coerce
  .number()
  .min(ENGAGEMENT_MIN, `Engagement rate must be between ${ENGAGEMENT_MIN}% and ${ENGAGEMENT_MAX}%.`)
  .max(ENGAGEMENT_MAX, `Engagement rate must be between ${ENGAGEMENT_MIN}% and ${ENGAGEMENT_MAX}%.`);

export const InfluencerSearchQuerySchema = z
  .object({
    q: z.string().trim().max(INFLUENCER_SEARCH_MAX_LENGTH).optional(),
    niches: NicheListSchema.optional(),
    location: z.enum(LOCATIONS, 'Location must be one of the listed countries.').optional(),
    audienceMin: audienceBound.optional(),
    audienceMax: audienceBound.optional(),
    /** "Verified counts only" (issue 26): creators with a count read from a connected account, the audience filter
     * and the followers sort on verified counts alone. */
    verifiedOnly: z
      .string()
      .max(8, 'verifiedOnly must be true or false.')
      .pipe(z.stringbool({ error: 'verifiedOnly must be true or false.' }))
      .optional(),
    engagementMin: engagementBound.optional(),
    engagementMax: engagementBound.optional(),
    sort: z.enum(INFLUENCER_SORTS).default(DEFAULT_INFLUENCER_SORT),
    page: z.coerce.number().int().min(1).max(INFLUENCER_MAX_PAGE).default(1),
  })
  .superRefine((q, ctx) => {
    if (q.audienceMin !== undefined && q.audienceMax !== undefined && q.audienceMin > q.audienceMax) {
      ctx.addIssue({
        code: 'custom',
        path: ['audienceMax'],
        message: 'The largest audience size cannot be below the smallest.',
      });
    }
    if (q.engagementMin !== undefined && q.engagementMax !== undefined && q.engagementMin > q.engagementMax) {
      ctx.addIssue({
        code: 'custom',
        path: ['engagementMax'],
        message: 'The highest engagement rate cannot be below the lowest.',
      });
    }
  });
/** A search once validated (defaults filled in, niches as a list). */
export type InfluencerSearchQuery = z.output<typeof InfluencerSearchQuerySchema>;

// ---------------------------------------------------------------------------------------------------------------
// What a business reads.

export const InfluencerCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** users.profile_picture: the picture's URL, or null (the card shows initials). */
  profilePicture: z.string().nullable(),
  instagram: z.string().nullable(),
  tiktok: z.string().nullable(),
  bio: z.string().nullable(),
  niches: z.array(z.string()),
  location: z.string().nullable(),
  /** Instagram plus TikTok followers, each platform's verified count where one was read, else the typed one. */
  audienceSize: z.int(),
  /** Verified followers only; null when no platform's count was read from a connected account (issue 26). */
  verifiedAudienceSize: z.int().nullable(),
  /** Per platform, the typed (self-reported) count and the verified one with when it was read. */
  followerCounts: FollowerCountsSchema,
  /** C9 over all of the creator's submitted posts, one decimal; null before any post has views. */
  engagementRate: z.number().nullable(),
  lastActiveAt: z.string().nullable(),
  /** The creator's rate card in display order (issue 30); empty when none is given. */
  rates: z.array(RateCardEntrySchema),
});
export type InfluencerCard = z.infer<typeof InfluencerCardSchema>;

export const InfluencerSearchResultSchema = z.object({
  /** Matching creators, counted up to INFLUENCER_COUNT_CAP. */
  total: z.int(),
  /** True when more than INFLUENCER_COUNT_CAP creators match. */
  totalIsCapped: z.boolean(),
  page: z.int(),
  pageSize: z.int(),
  items: z.array(InfluencerCardSchema),
});
export type InfluencerSearchResult = z.infer<typeof InfluencerSearchResultSchema>;

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
