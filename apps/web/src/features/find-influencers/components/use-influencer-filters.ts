// The Find Influencers search in the query string (lib/use-url-filters): every filter, sort or page change is a
// history entry of its own, so Back undoes the last change; typing in the search box replaces the current entry.
import { useCallback } from 'react';
import { useUrlFilters } from '#web/lib/use-url-filters';
import { DEFAULT_FILTERS, filtersToParams, parseFilters } from './influencer-filters';

export function useInfluencerFilters() {
  const { update, ...rest } = useUrlFilters({ parse: parseFilters, toParams: filtersToParams, history: 'push' });

  /** Clear Filters: the panel's filters back to their defaults; the search and the sort stay. */
  const clearFilters = useCallback(() => {
    const { niches, location, audience, verifiedOnly, engagement } = DEFAULT_FILTERS;
    update({ niches, location, audience, verifiedOnly, engagement });
  }, [update]);

  const clearSearch = useCallback(() => update({ q: '' }), [update]);

  return { ...rest, update, clearFilters, clearSearch };
}
