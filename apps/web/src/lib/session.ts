// The signed-in person (or null), read by every signed-in screen, and signing out.
import type { CurrentUser } from '@microreach/domain/auth';
import { accountLinkMessages } from '@microreach/domain/messages';
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

/**
 * Why money cannot move yet (issue 27: adding funds and withdrawing need a confirmed address), or null. It reads the
 * signed-in person the page's guard already loaded, without asking the server again; when nothing is known it says
 * nothing, and the server still decides.
 */
export function useEmailNotConfirmedReason(action: 'addFunds' | 'withdraw'): string | null {
  const { data: user } = useQuery<CurrentUser | null>({ queryKey: sessionQueryKey, enabled: false });
  if (user?.emailConfirmed !== false) return null;
  return action === 'addFunds' ? accountLinkMessages.notConfirmedAddFunds : accountLinkMessages.notConfirmedWithdraw;
}
