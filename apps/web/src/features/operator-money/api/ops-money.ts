// The operators' money overview (issue 28 item 6): the platform's figures, the money search and a person's history.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { client, ok } from '#web/lib/api';

/**
 * Marks these as /api/ops queries: the console's shell sends a 401 or 403 on them back to its sign-in. Their keys
 * start with 'ops', so signing out drops them with the console's other answers.
 */
const OPS_API = { opsApi: true } as const;

export const opsMoneyKeys = {
  overview: ['ops', 'money'] as const,
  search: (q: string) => ['ops', 'money', 'search', q] as const,
  history: (id: string, page: number) => ['ops', 'money', 'people', id, page] as const,
};

export function useMoneyOverview() {
  return useQuery({
    meta: OPS_API,
    queryKey: opsMoneyKeys.overview,
    queryFn: () => ok(client.GET('/api/ops/money')),
  });
}

export function useMoneySearch(q: string) {
  return useQuery({
    meta: OPS_API,
    queryKey: opsMoneyKeys.search(q),
    queryFn: () => ok(client.GET('/api/ops/money/search', { params: { query: { q } } })),
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });
}

export function usePersonMoneyHistory(id: string | null, page: number) {
  return useQuery({
    meta: OPS_API,
    queryKey: opsMoneyKeys.history(id ?? '', page),
    queryFn: () =>
      ok(client.GET('/api/ops/money/people/{id}', { params: { path: { id: id ?? '' }, query: { page } } })),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
}
