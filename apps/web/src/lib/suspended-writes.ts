// A write the server refused because the account is suspended (issue 28) says so wherever it was made, whatever the
// form around it shows, and the suspension is read again so the page's banner appears. Used by the signed-in layout
// (a suspended person is always signed in), so the marketplace's first download carries none of it.
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiRequestError } from './api';
import { suspensionQueryKey } from './query-keys';
import { toast } from './toast';

export function tellRefusedWrite(queryClient: QueryClient, err: unknown): void {
  if (!(err instanceof ApiRequestError) || err.code !== 'ACCOUNT_SUSPENDED') return;
  toast.error(err.message);
  void queryClient.invalidateQueries({ queryKey: suspensionQueryKey });
}

/** Tells every write of the app that the server refused for a suspension, while the calling component is mounted. */
export function useSuspendedWriteToasts(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'error')
          tellRefusedWrite(queryClient, event.action.error);
      }),
    [queryClient],
  );
}
