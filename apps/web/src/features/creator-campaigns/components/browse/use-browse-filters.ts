// The filters live in the query string (replace, so Back leaves the page rather than undoing each keystroke); the
// search box keeps its own text and reaches the URL after a pause.
import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type BrowseFilters, filtersToParams, parseFilters, SEARCH_DEBOUNCE_MS } from './browse-filters';

export function useBrowseFilters() {
  const [params, setParams] = useSearchParams();
  const filters = parseFilters(params);

  const update = useCallback(
    (change: Partial<BrowseFilters>) =>
      setParams(
        (prev) => {
          const current = parseFilters(prev);
          // Any change but a page turn starts again on page 1.
          const page = change.page ?? 1;
          return filtersToParams({ ...current, ...change, page });
        },
        { replace: true },
      ),
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
