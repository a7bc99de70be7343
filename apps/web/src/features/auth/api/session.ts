import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, ok } from '#web/lib/api';

import { sessionQueryKey } from './session-key';

export { useSignIn, useSignUp } from './sign-in';
export { sessionQueryKey };

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
