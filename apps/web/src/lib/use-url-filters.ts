// A list's filters kept in the address bar's query string, so a search can be shared and reloaded: the feature says
// how its filters read from and write to the query string; this hook keeps the URL, the page number and the search
// box in step. The search box keeps its own text and reaches the URL after a pause, replacing the current history
// entry (one entry per keystroke would make Back useless).
import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

export const SEARCH_DEBOUNCE_MS = 300;

/** What every filtered list has: the typed search and the page of results. */
export interface UrlFilters {
  q: string;
  page: number;
}

export interface UrlFiltersOptions<Filters extends UrlFilters> {
  /** Reads the filters from the query string; anything unknown falls back to its default. */
  parse: (params: URLSearchParams) => Filters;
  /** The query string for the filters, defaults left out (a plain visit keeps a bare path). */
  toParams: (filters: Filters) => URLSearchParams;
  /**
   * 'push': every change but typing is a history entry of its own, so Back undoes the last change. 'replace'
   * (the default): Back leaves the page rather than undoing each change.
   */
  history?: 'push' | 'replace';
  /** How long typing pauses before the search reaches the URL. */
  debounceMs?: number;
}

export interface UrlFiltersState<Filters extends UrlFilters> {
  /** The filters the URL holds now. */
  filters: Filters;
  /**
   * Changes some filters; any change but a page turn starts again on page 1. A `q` in the change is put in the
   * search box too (Clear search).
   */
  update: (change: Partial<Filters>) => void;
  /** What is typed in the search box, ahead of the URL. */
  search: string;
  setSearch: (value: string) => void;
  /** Puts the typed search in the URL at once (Enter). */
  submitSearch: () => void;
}

export function useUrlFilters<Filters extends UrlFilters>(
  options: UrlFiltersOptions<Filters>,
): UrlFiltersState<Filters> {
  const { parse, debounceMs = SEARCH_DEBOUNCE_MS } = options;
  const [params, setParams] = useSearchParams();
  const filters = parse(params);

  // The callbacks below stay the same from render to render, and read the feature's functions and React Router's
  // setter (a new one with every location) from here: were the search effect to run again on a new location, a
  // debounced search older than Back or Clear search would be written back over it.
  const latest = useRef({ options, setParams });
  latest.current = { options, setParams };

  // React Router gives a functional update the params of the last render, not of the last call, and renders its
  // navigations in a transition. Two changes before the next render (two quick selects, a select and the debounced
  // search) would both start from the same params and the second would drop the first; so each change builds on
  // the params the one before it asked for, and a newly rendered location (ours, Back, a link) is the base again.
  const latestParams = useRef(params);
  useLayoutEffect(() => {
    latestParams.current = params;
  }, [params]);

  /** Writes a change to the URL; `typed` is a search typed in the box, which replaces the history entry. */
  const navigate = useCallback((change: Partial<Filters>, typed?: { q: string }) => {
    const { parse: read, toParams, history = 'replace' } = latest.current.options;
    const current = read(latestParams.current);
    const next = toParams({ ...current, ...change, ...typed, page: change.page ?? 1 });
    if (next.toString() === latestParams.current.toString()) return;
    latestParams.current = next;
    latest.current.setParams(next, { replace: typed !== undefined || history === 'replace' });
  }, []);

  const [search, setSearch] = useState(filters.q);
  const [debouncedSearch] = useDebouncedValue(search, debounceMs);
  /** The search last put in (or read from) the URL, to tell our own writes from Back/Forward or a link. */
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
      navigate({}, { q });
    },
    [navigate],
  );

  useEffect(() => {
    applySearch(debouncedSearch);
  }, [debouncedSearch, applySearch]);

  const update = useCallback(
    (change: Partial<Filters>) => {
      if (change.q !== undefined) {
        lastQ.current = change.q;
        setSearch(change.q);
      }
      navigate(change);
    },
    [navigate],
  );

  return { filters, update, search, setSearch, submitSearch: () => applySearch(search) };
}
