// The search lives in the query string, so a search can be shared and Back undoes the last change: every filter, sort
// or page change is a history entry of its own; typing in the search box replaces the current entry (one entry per
// keystroke would make Back useless). The search box keeps its own text and reaches the URL after a pause.
import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  DEFAULT_FILTERS,
  filtersToParams,
  type InfluencerFilters,
  parseFilters,
  SEARCH_DEBOUNCE_MS,
} from './influencer-filters';

export function useInfluencerFilters() {
  const [params, setParams] = useSearchParams();
  const filters = parseFilters(params);

  // React Router gives a functional update the params of the last render, not of the last call: two changes before
  // the next render (a chip and the debounced search) would both start from the same params and the second would
  // drop the first. So each change builds on the params the one before it asked for, and a newly rendered location
  // (ours, Back, a link) is the base again.
  const latestParams = useRef(params);
  useLayoutEffect(() => {
    latestParams.current = params;
  }, [params]);

  const navigate = useCallback(
    (change: Partial<InfluencerFilters>, replace: boolean) => {
      const current = parseFilters(latestParams.current);
      // Any change but a page turn starts again on page 1.
      const next = filtersToParams({ ...current, ...change, page: change.page ?? 1 });
      if (next.toString() === latestParams.current.toString()) return;
      latestParams.current = next;
      setParams(next, { replace });
    },
    [setParams],
  );
  const update = useCallback((change: Partial<InfluencerFilters>) => navigate(change, false), [navigate]);

  const [search, setSearch] = useState(filters.q);
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  /** The search last put in (or read from) the URL, to tell our own writes from Back/Forward. */
  const lastQ = useRef(filters.q);

  useEffect(() => {
    if (filters.q !== lastQ.current) {
      lastQ.current = filters.q;
      setSearch(filters.q);
    }
  }, [filters.q]);

  const applySearch = useCallback(
    (value: string) => {
      const q = value.trim();
      if (q === lastQ.current) return;
      lastQ.current = q;
      navigate({ q }, true);
    },
    [navigate],
  );

  useEffect(() => {
    applySearch(debouncedSearch);
  }, [debouncedSearch, applySearch]);

  /** Clear Filters: the panel's filters back to their defaults; the search and the sort stay. */
  const clearFilters = useCallback(() => {
    const { niches, location, audience, engagement } = DEFAULT_FILTERS;
    update({ niches, location, audience, engagement });
  }, [update]);

  const clearSearch = useCallback(() => {
    lastQ.current = '';
    setSearch('');
    update({ q: '' });
  }, [update]);

  return {
    filters,
    update,
    search,
    setSearch,
    submitSearch: () => applySearch(search),
    clearFilters,
    clearSearch,
  };
}
