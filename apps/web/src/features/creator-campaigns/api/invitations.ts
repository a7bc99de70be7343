// The creator's invitations (issue 10): the pending ones, and the answer to one. Accepting adds a campaign to the
// dashboard, so both lists are asked again.
import type { AgreementInput } from '@microreach/domain/campaign-terms';
import type { InvitationDecision } from '@microreach/domain/invitations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, ok } from '#web/lib/api';
import { creatorKeys } from './creator-campaigns';

export const invitationKeys = {
  pending: ['creator', 'invitations'] as const,
};

export function useCreatorInvitations() {
  return useQuery({
    queryKey: invitationKeys.pending,
    queryFn: () => ok(client.GET('/api/creator/invitations')),
  });
}

export function useRespondToInvitation() {
  const qc = useQueryClient();
  return useMutation({
    // Accepting carries the creator's agreement to the campaign's current terms (issue 29); declining carries none.
    mutationFn: ({
      invitationId,
      decision,
      agreement,
    }: {
      invitationId: string;
      decision: InvitationDecision;
      agreement?: AgreementInput;
    }) =>
      ok(
        client.POST('/api/creator/invitations/{id}/decision', {
          params: { path: { id: invitationId } },
          body: decision === 'accept' ? { decision, agreement } : { decision },
        }),
      ),
    // Refreshed whether it worked or not: a refusal (the campaign filled up, was paused) changes what is true too.
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: invitationKeys.pending }),
        qc.invalidateQueries({ queryKey: creatorKeys.dashboard }),
        qc.invalidateQueries({ queryKey: creatorKeys.browseAll }),
      ]),
  });
}
