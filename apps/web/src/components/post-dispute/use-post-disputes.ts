// Disputes on posts, as their two parties call them (issue 28 item 4): the creator from a dashboard slot, the business
// from Review Content. The same routes under each side's prefix; shared because two features show them.
import type { Dispute, OpenDisputeInput } from '@microreach/domain/operators';
import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, ok } from '#web/lib/api';

export type DisputeParty = 'creator' | 'business';

export const disputeKeys = {
  list: (side: DisputeParty) => ['disputes', side] as const,
  detail: (side: DisputeParty, id: string) => ['disputes', side, id] as const,
};

/** The side's disputes, newest first: read once for a whole page, each post finds its own by id. */
export function usePartyDisputes(side: DisputeParty, enabled = true) {
  return useQuery({
    queryKey: disputeKeys.list(side),
    queryFn: () =>
      side === 'creator' ? ok(client.GET('/api/creator/disputes')) : ok(client.GET('/api/business/disputes')),
    enabled,
  });
}

export function usePartyDispute(side: DisputeParty, id: string, enabled: boolean) {
  return useQuery({
    queryKey: disputeKeys.detail(side, id),
    queryFn: () => {
      const params = { path: { id } };
      return side === 'creator'
        ? ok(client.GET('/api/creator/disputes/{id}', { params }))
        : ok(client.GET('/api/business/disputes/{id}', { params }));
    },
    enabled,
  });
}

/**
 * Opens a dispute on a post. Either way (opened, or another one already open: 409) the list is read again, and so are
 * `relatedKeys`, the page's own reads of the post (its earnings are held while the dispute is open).
 */
export function useOpenDispute(side: DisputeParty, relatedKeys: readonly QueryKey[]) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, ...body }: OpenDisputeInput & { postId: string }) => {
      const params = { path: { postId } };
      return side === 'creator'
        ? ok(client.POST('/api/creator/posts/{postId}/disputes', { params, body }))
        : ok(client.POST('/api/business/posts/{postId}/disputes', { params, body }));
    },
    onSuccess: (dispute: Dispute) => qc.setQueryData(disputeKeys.detail(side, dispute.id), dispute),
    onSettled: () =>
      Promise.all([disputeKeys.list(side), ...relatedKeys].map((queryKey) => qc.invalidateQueries({ queryKey }))),
  });
}

/** Writes in a dispute's thread; a decided one (409) is read again, so the thread shows the decision. */
export function useReplyToDispute(side: DisputeParty, id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => {
      const params = { path: { id } };
      return side === 'creator'
        ? ok(client.POST('/api/creator/disputes/{id}/messages', { params, body: { body } }))
        : ok(client.POST('/api/business/disputes/{id}/messages', { params, body: { body } }));
    },
    onSuccess: (dispute: Dispute) => qc.setQueryData(disputeKeys.detail(side, id), dispute),
    onError: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: disputeKeys.detail(side, id) }),
        qc.invalidateQueries({ queryKey: disputeKeys.list(side) }),
      ]),
  });
}
