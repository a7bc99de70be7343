import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api';
import { suspensionQueryKey } from './query-keys';

/**
 * A write the server refused because the account is suspended (issue 28) says so wherever it was made, whatever the
 * form around it shows, and the suspension is read again so the page's banner appears. The toast module loads
 * only then: the landing page's first download stays as it was.
 */
function onWriteRefused(queryClient: QueryClient, err: unknown) {
  if (!(err instanceof ApiRequestError) || err.code !== 'ACCOUNT_SUSPENDED') return;
  const message = err.message;
  void import('./toast').then(({ toast }) => toast.error(message));
  void queryClient.invalidateQueries({ queryKey: suspensionQueryKey });
}

export function createQueryClient() {
  const queryClient: QueryClient = new QueryClient({
    mutationCache: new MutationCache({ onError: (err) => onWriteRefused(queryClient, err) }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // 4xx answers will not change on retry; gateway errors (502-504) and network errors may.
        retry: (count, err) =>
          count < 2 && (!(err instanceof ApiRequestError) || err.status === 0 || err.status >= 502),
      },
    },
  });
  return queryClient;
}
