// The filters live in the query string (replace, so Back leaves the page rather than undoing each keystroke); the
// search box keeps its own text and reaches the URL after a pause.
import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type BrowseFilters, filtersToParams, parseFilters, SEARCH_DEBOUNCE_MS } from './browse-filters';

export function useBrowseFilters() {
  const [params, setParams] = useSearchParams();
  const filters = parseFilters(params);

  // React Router gives a functional update the params of the last render, not of the last call, and renders its
  // navigations in a transition. Two changes before the next render (two quick selects, a select and the debounced
  // search) would both start from the same params and the second would drop the first; so each change builds on
  // the params the one before it asked for, and a newly rendered location (ours, Back, a link) is the base again.
  const latestParams = useRef(params);
  useLayoutEffect(() => {
    latestParams.current = params;
  }, [params]);

  const update = useCallback(
    (change: Partial<BrowseFilters>) => {
      const current = parseFilters(latestParams.current);
      // Any change but a page turn starts again on page 1.
      const next = filtersToParams({ ...current, ...change, page: change.page ?? 1 });
      latestParams.current = next;
      setParams(next, { replace: true });
    },
    [setParams],
  );

  const [search, setSearch] = useState(filters.q);
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  /** The search last put in (or read from) the URL, to tell our own writes from Back/Forward or Clear filters. */
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
      update({ q });
    },
    [update],
  );

  useEffect(() => {
    applySearch(debouncedSearch);
  }, [debouncedSearch, applySearch]);

  const clearFilters = useCallback(() => {
    lastQ.current = '';
    setSearch('');
    update({ q: '', niche: null, budget: null, visibility: null });
  }, [update]);

  return {
    filters,
    update,
    search,
    setSearch,
    submitSearch: () => applySearch(search),
    clearFilters,
  };
}
