// The signed-in person (or null), read by every signed-in screen, and signing out.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, ok } from '#web/lib/api';

import { sessionQueryKey } from '#web/lib/query-keys';

export function useSession() {
  return useQuery({
    queryKey: sessionQueryKey,
    queryFn: async () => (await ok(client.GET('/api/auth/session'))).user,
    staleTime: 60_000,
  });
}

export function useSignOut() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => ok(client.POST('/api/auth/sign-out')),
    onSuccess: () => {
      qc.clear();
      qc.setQueryData(sessionQueryKey, null);
    },
  });
}
