// The signed-in person (or null), read by every signed-in screen, and signing out.
import type { CurrentUser } from '@microreach/domain/auth';
import { accountLinkMessages } from '@microreach/domain/messages';
import type { Suspension } from '@microreach/domain/operators';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, ok } from '#web/lib/api';

import { sessionQueryKey, suspensionQueryKey } from '#web/lib/query-keys';

/** Reads the session: the person, and (kept under its own key) whether their account is suspended. */
async function readSession(qc: QueryClient) {
  const { user, suspension } = await ok(client.GET('/api/auth/session'));
  qc.setQueryData(suspensionQueryKey, suspension);
  return { user, suspension };
}

export function useSession() {
  const qc = useQueryClient();
  return useQuery({
    queryKey: sessionQueryKey,
    queryFn: async () => (await readSession(qc)).user,
    staleTime: 60_000,
  });
}

/**
 * The signed-in account's suspension (issue 28), or null. Every read of the session fills it in; after a sign-in,
 * which answers the person alone, it reads the session once itself.
 */
export function useSuspension(enabled = true) {
  const qc = useQueryClient();
  return useQuery<Suspension | null>({
    queryKey: suspensionQueryKey,
    queryFn: async () => (await readSession(qc)).suspension,
    staleTime: 60_000,
    enabled,
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
  const qc = useQueryClient();
  // Never read here (enabled: false), but a read the cache starts on its own (an invalidation) reads the session.
  const { data: user } = useQuery<CurrentUser | null>({
    queryKey: sessionQueryKey,
    queryFn: async () => (await readSession(qc)).user,
    enabled: false,
  });
  if (user?.emailConfirmed !== false) return null;
  return action === 'addFunds' ? accountLinkMessages.notConfirmedAddFunds : accountLinkMessages.notConfirmedWithdraw;
}
