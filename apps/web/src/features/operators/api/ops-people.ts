// People in the console (issue 28 item 5): finding an account, and suspending or reinstating it with a reason.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, ok } from '#web/lib/api';
import { OPS_API, opsKeys } from './ops-session';

export function useOpsUserSearch(q: string) {
  return useQuery({
    meta: OPS_API,
    queryKey: opsKeys.users(q),
    queryFn: () => ok(client.GET('/api/ops/users', { params: { query: { q } } })),
    enabled: q !== '',
    placeholderData: (previous) => previous,
  });
}

export function useOpsUser(id: string | null) {
  return useQuery({
    meta: OPS_API,
    queryKey: opsKeys.user(id ?? ''),
    queryFn: () => ok(client.GET('/api/ops/users/{id}', { params: { path: { id: id ?? '' } } })),
    enabled: id !== null,
  });
}

export type SuspensionChange = 'suspend' | 'reinstate';

export function useChangeSuspension() {
  const qc = useQueryClient();
  return useMutation({
    meta: OPS_API,
    mutationFn: ({ id, change, reason }: { id: string; change: SuspensionChange; reason: string }) =>
      change === 'suspend'
        ? ok(client.POST('/api/ops/users/{id}/suspend', { params: { path: { id } }, body: { reason } }))
        : ok(client.POST('/api/ops/users/{id}/reinstate', { params: { path: { id } }, body: { reason } })),
    // The person, the search results showing them and the queue's report cards (their suspended flag).
    onSettled: () => qc.invalidateQueries({ queryKey: opsKeys.all }),
  });
}
