// The Find Influencers search as it lives in the address bar, and the server query it becomes (B2). The address bar
// uses the API's own parameter names, so a shared link reads like the request it makes.
import {
  AUDIENCE_DEFAULT,
  AUDIENCE_MAX,
  AUDIENCE_MIN,
  AUDIENCE_STEP,
  countActiveFilters,
  DEFAULT_INFLUENCER_SORT,
  ENGAGEMENT_DEFAULT,
  ENGAGEMENT_MAX,
  ENGAGEMENT_MIN,
  ENGAGEMENT_STEP,
  INFLUENCER_MAX_PAGE,
  INFLUENCER_SEARCH_MAX_LENGTH,
  INFLUENCER_SORTS,
  type InfluencerLocation,
  type InfluencerNiche,
  type InfluencerSort,
  isSameRange,
  type Range,
} from '@microreach/domain/find-influencers-rules';
import { INFLUENCER_NICHES, LOCATIONS } from '@microreach/domain/options';
import { oneOf } from '#web/lib/one-of';
import type { InfluencerSearchParams } from '../api/find-influencers';

export interface InfluencerFilters {
  q: string;
  niches: InfluencerNiche[];
  location: InfluencerLocation | null;
  audience: Range;
  /** "Verified counts only" (issue 26). */
  verifiedOnly: boolean;
  engagement: Range;
  sort: InfluencerSort;
  page: number;
}

export const DEFAULT_FILTERS: InfluencerFilters = {
  q: '',
  niches: [],
  location: null,
  audience: AUDIENCE_DEFAULT,
  verifiedOnly: false,
  engagement: ENGAGEMENT_DEFAULT,
  sort: DEFAULT_INFLUENCER_SORT,
  page: 1,
};

interface SliderSpec {
  min: number;
  max: number;
  step: number;
  fallback: Range;
}
const AUDIENCE: SliderSpec = { min: AUDIENCE_MIN, max: AUDIENCE_MAX, step: AUDIENCE_STEP, fallback: AUDIENCE_DEFAULT };
const ENGAGEMENT: SliderSpec = {
  min: ENGAGEMENT_MIN,
  max: ENGAGEMENT_MAX,
  step: ENGAGEMENT_STEP,
  fallback: ENGAGEMENT_DEFAULT,
};

/** A value from the address bar on the slider's scale (within bounds, on a step), or null when it is not a number. */
function sliderValue(raw: string | null, spec: SliderSpec): number | null {
  if (raw === null || raw.trim() === '') return null;
  const n = Number(raw);
  if (!Number.isFinite(n)) return null;
  const stepped = Math.round(n / spec.step) * spec.step;
  return Number(Math.min(spec.max, Math.max(spec.min, stepped)).toFixed(1));
}

/** A slider's range from the address bar: a missing end keeps its default, a reversed pair is put in order. */
function sliderRange(params: URLSearchParams, minKey: string, maxKey: string, spec: SliderSpec): Range {
  const from = sliderValue(params.get(minKey), spec) ?? spec.fallback[0];
  const to = sliderValue(params.get(maxKey), spec) ?? spec.fallback[1];
  return from <= to ? [from, to] : [to, from];
}

/** Reads the search from the query string; anything unknown falls back to its default instead of reaching the server. */
export function parseFilters(params: URLSearchParams): InfluencerFilters {
  const page = Number(params.get('page'));
  const niches = (params.get('niches') ?? '').split(',').map((n) => n.trim());
  return {
    q: (params.get('q') ?? '').trim().slice(0, INFLUENCER_SEARCH_MAX_LENGTH),
    niches: INFLUENCER_NICHES.filter((n) => niches.includes(n)),
    location: oneOf(LOCATIONS, params.get('location')),
    audience: sliderRange(params, 'audienceMin', 'audienceMax', AUDIENCE),
    verifiedOnly: params.get('verifiedOnly') === 'true',
    engagement: sliderRange(params, 'engagementMin', 'engagementMax', ENGAGEMENT),
    sort: oneOf(INFLUENCER_SORTS, params.get('sort')) ?? DEFAULT_INFLUENCER_SORT,
    page: Number.isInteger(page) && page >= 1 && page <= INFLUENCER_MAX_PAGE ? page : 1,
  };
}

/** The parameters both the address bar and the request carry; defaults are left out (a slider at its default does
 * not filter). */
function filterParams(filters: InfluencerFilters): [string, string][] {
  const entries: [string, string][] = [];
  if (filters.q) entries.push(['q', filters.q]);
  if (filters.niches.length > 0) entries.push(['niches', filters.niches.join(',')]);
  if (filters.location) entries.push(['location', filters.location]);
  if (!isSameRange(filters.audience, AUDIENCE_DEFAULT)) {
    entries.push(['audienceMin', String(filters.audience[0])], ['audienceMax', String(filters.audience[1])]);
  }
  if (filters.verifiedOnly) entries.push(['verifiedOnly', 'true']);
  if (!isSameRange(filters.engagement, ENGAGEMENT_DEFAULT)) {
    entries.push(['engagementMin', String(filters.engagement[0])], ['engagementMax', String(filters.engagement[1])]);
  }
  return entries;
}

/** The query string for the address bar: a plain visit stays /find-influencers. */
export function filtersToParams(filters: InfluencerFilters): URLSearchParams {
  const params = new URLSearchParams(filterParams(filters));
  if (filters.sort !== DEFAULT_INFLUENCER_SORT) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** What GET /api/business/influencers is asked for; the server searches, filters, sorts and pages. */
export function toSearchParams(filters: InfluencerFilters): InfluencerSearchParams {
  const query: InfluencerSearchParams = {};
  for (const [key, value] of filterParams(filters)) {
    switch (key) {
      case 'q':
      case 'niches':
      case 'verifiedOnly':
        query[key] = value;
        break;
      case 'location': {
        const location = oneOf(LOCATIONS, value);
        if (location) query.location = location;
        break;
      }
      case 'audienceMin':
      case 'audienceMax':
      case 'engagementMin':
      case 'engagementMax':
        query[key] = Number(value);
        break;
    }
  }
  query.sort = filters.sort;
  query.page = filters.page;
  return query;
}

/** The badge's number: the panel's filters that narrow the list (search and sort are not counted). */
export function activeFilterCount(filters: InfluencerFilters): number {
  return countActiveFilters(filters);
}

/** Whether the results are narrowed at all (the empty state then offers a way back). */
export function isNarrowed(filters: InfluencerFilters): boolean {
  return filters.q !== '' || activeFilterCount(filters) > 0;
}
