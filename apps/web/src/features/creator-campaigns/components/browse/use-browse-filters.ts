// The Browse Campaigns filters in the query string (lib/use-url-filters); every change replaces the history entry,
// so Back leaves the page rather than undoing each select.
import { useCallback } from 'react';
import { useUrlFilters } from '#web/lib/use-url-filters';
import { filtersToParams, parseFilters } from './browse-filters';

export function useBrowseFilters() {
  const { update, ...rest } = useUrlFilters({ parse: parseFilters, toParams: filtersToParams });

  /** Clear filters: the search too; the sort stays. */
  const clearFilters = useCallback(() => update({ q: '', niche: null, budget: null, visibility: null }), [update]);

  return { ...rest, update, clearFilters };
}
