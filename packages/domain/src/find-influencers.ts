// Find Influencers (B2, B9, issue 10): the search's limits and option lists, what a business sends and reads, and the
// figures and texts the page shows. See docs/decisions/014-find-influencers.md.
import { z } from 'zod';
// Installs the sentence-worded messages for every schema, whichever subpath of the package is imported first.
import './validation-messages.ts';
import {
  AUDIENCE_MAX,
  AUDIENCE_MIN,
  DEFAULT_INFLUENCER_SORT,
  ENGAGEMENT_MAX,
  ENGAGEMENT_MIN,
  formatAudience,
  INFLUENCER_MAX_PAGE,
  INFLUENCER_SEARCH_MAX_LENGTH,
  INFLUENCER_SORTS,
} from './find-influencers-rules.ts';
import { FollowerCountsSchema } from './followers.ts';
import { INFLUENCER_NICHES, LOCATIONS } from './options.ts';
import { RateCardEntrySchema } from './rate-card.ts';

export {
  AUDIENCE_DEFAULT,
  AUDIENCE_MAX,
  AUDIENCE_MIN,
  AUDIENCE_STEP,
  audienceSliderLabel,
  countActiveFilters,
  DEFAULT_INFLUENCER_SORT,
  ENGAGEMENT_DEFAULT,
  ENGAGEMENT_MAX,
  ENGAGEMENT_MIN,
  ENGAGEMENT_STEP,
  engagementSliderLabel,
  formatAudience,
  formatEngagement,
  INFLUENCER_COUNT_CAP,
  INFLUENCER_MAX_PAGE,
  INFLUENCER_PAGE_SIZE,
  INFLUENCER_SEARCH_MAX_LENGTH,
  INFLUENCER_SORT_LABELS,
  INFLUENCER_SORTS,
  type InfluencerFilterPanel,
  type InfluencerLocation,
  type InfluencerNiche,
  type InfluencerSort,
  influencerMessages,
  influencersFoundText,
  isSameRange,
  NO_POSTS_TEXT,
  type Range,
} from './find-influencers-rules.ts';

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
