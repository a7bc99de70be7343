// The Browse Campaigns filters as they live in the address bar, and the server query they become (C5).
import type { BrowseQuery } from '@microreach/domain/creator-campaigns';
import {
  BROWSE_PAGE_SIZE,
  BROWSE_SEARCH_MAX_LENGTH,
  BROWSE_SORTS,
  BUDGET_BUCKETS,
  type BudgetBucket,
} from '@microreach/domain/creator-campaigns-rules';
import { CAMPAIGN_NICHES } from '@microreach/domain/options';
import { oneOf } from '#web/lib/one-of';

/** The server refuses longer searches (BrowseQuerySchema). */
export const SEARCH_MAX_LENGTH = BROWSE_SEARCH_MAX_LENGTH;

export const VISIBILITY_FILTERS = ['public', 'private'] as const;
export type VisibilityFilter = (typeof VISIBILITY_FILTERS)[number];
export type BrowseSort = (typeof BROWSE_SORTS)[number];
export type CampaignNiche = (typeof CAMPAIGN_NICHES)[number];

export interface BrowseFilters {
  q: string;
  niche: CampaignNiche | null;
  budget: BudgetBucket | null;
  visibility: VisibilityFilter | null;
  sort: BrowseSort;
  page: number;
}

export const DEFAULT_SORT: BrowseSort = 'newest';

/** Reads the filters from the query string; anything unknown falls back to its default instead of reaching the server. */
export function parseFilters(params: URLSearchParams): BrowseFilters {
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    niche: oneOf(CAMPAIGN_NICHES, params.get('niche')),
    budget: oneOf(BUDGET_BUCKETS, params.get('budget')),
    visibility: oneOf(VISIBILITY_FILTERS, params.get('visibility')),
    sort: oneOf(BROWSE_SORTS, params.get('sort')) ?? DEFAULT_SORT,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The query string for the address bar: defaults are left out so a plain visit stays /browse-campaigns. */
export function filtersToParams(filters: BrowseFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.niche) params.set('niche', filters.niche);
  if (filters.budget) params.set('budget', filters.budget);
  if (filters.visibility) params.set('visibility', filters.visibility);
  if (filters.sort !== DEFAULT_SORT) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** What GET /api/creator/campaigns is asked for; the server filters, sorts and pages. Keys keep this order in the URL. */
export function toBrowseQuery(filters: BrowseFilters): BrowseQuery {
  return {
    q: filters.q || undefined,
    niche: filters.niche ?? undefined,
    budget: filters.budget ?? undefined,
    visibility: filters.visibility ?? undefined,
    sort: filters.sort,
    page: filters.page,
    pageSize: BROWSE_PAGE_SIZE,
  };
}

/** Search, niche, budget or visibility narrow the list; the sort and the page do not. */
export function hasActiveFilters(filters: BrowseFilters): boolean {
  return Boolean(filters.q || filters.niche || filters.budget || filters.visibility);
}
