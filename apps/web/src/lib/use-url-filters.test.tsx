import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, type UrlFiltersOptions, useUrlFilters } from './use-url-filters';

const COLORS = ['red', 'blue'] as const;

interface ColorFilters {
  q: string;
  color: (typeof COLORS)[number] | null;
  page: number;
}

function parse(params: URLSearchParams): ColorFilters {
  const color = params.get('color');
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim(),
    color: COLORS.find((c) => c === color) ?? null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

function toParams(filters: ColorFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.color) params.set('color', filters.color);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The hook on a list at `path` (after a first page, /home, that Back can return to), with the location and navigate. */
function renderFilters(path: string, history: UrlFiltersOptions<ColorFilters>['history'] = 'replace') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/home', path]} initialIndex={1}>
      {children}
    </MemoryRouter>
  );
  const { result } = renderHook(
    () => {
      const location = useLocation();
      return {
        ...useUrlFilters({ parse, toParams, history }),
        url: `${location.pathname}${location.search}`,
        navigate: useNavigate(),
      };
    },
    { wrapper },
  );
  return result;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useUrlFilters', () => {
  it('reads the filters from the URL, unknown values as their defaults', () => {
    const result = renderFilters('/list?q=+tea+&color=green&page=3');
    expect(result.current.filters).toEqual({ q: 'tea', color: null, page: 3 });
    expect(result.current.search).toBe('tea');
  });

  it('writes a change back without the defaults and starts again on page 1', () => {
    const result = renderFilters('/list?color=red&page=3');
    act(() => result.current.update({ color: 'blue' }));
    expect(result.current.url).toBe('/list?color=blue');
    act(() => result.current.update({ page: 2 }));
    expect(result.current.url).toBe('/list?color=blue&page=2');
    act(() => result.current.update({ color: null }));
    expect(result.current.url).toBe('/list');
    expect(result.current.filters).toEqual({ q: '', color: null, page: 1 });
  });

  it('keeps both of two changes made before the next render', () => {
    const result = renderFilters('/list');
    act(() => {
      result.current.update({ color: 'red' });
      result.current.update({ page: 4 });
    });
    expect(result.current.url).toBe('/list?color=red&page=4');
  });

  it('puts the typed search in the URL after a pause, replacing the history entry', () => {
    vi.useFakeTimers();
    const result = renderFilters('/list?color=red&page=2', 'push');
    act(() => result.current.setSearch('  tea'));
    expect(result.current.search).toBe('  tea');
    expect(result.current.url).toBe('/list?color=red&page=2');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(result.current.url).toBe('/list?q=tea&color=red');
    // Typing made no entry of its own: Back leaves the list.
    act(() => result.current.navigate(-1));
    expect(result.current.url).toBe('/home');
  });

  it('puts the typed search in the URL at once on submit', () => {
    const result = renderFilters('/list');
    act(() => result.current.setSearch('tea'));
    act(() => result.current.submitSearch());
    expect(result.current.url).toBe('/list?q=tea');
  });

  it("with 'push', makes each change a history entry that Back undoes, and the search box follows", () => {
    const result = renderFilters('/list?q=tea', 'push');
    act(() => result.current.update({ color: 'red' }));
    act(() => result.current.update({ q: '' }));
    expect(result.current.url).toBe('/list?color=red');
    expect(result.current.search).toBe('');
    act(() => result.current.navigate(-1));
    expect(result.current.url).toBe('/list?q=tea&color=red');
    expect(result.current.search).toBe('tea');
    act(() => result.current.navigate(-1));
    expect(result.current.url).toBe('/list?q=tea');
  });

  it("with 'replace', makes no history entries: Back leaves the list", () => {
    const result = renderFilters('/list');
    act(() => result.current.update({ color: 'red' }));
    act(() => result.current.update({ color: 'blue' }));
    expect(result.current.url).toBe('/list?color=blue');
    act(() => result.current.navigate(-1));
    expect(result.current.url).toBe('/home');
  });
});
