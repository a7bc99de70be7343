import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api';

export function createQueryClient() {
  return new QueryClient({
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
}
