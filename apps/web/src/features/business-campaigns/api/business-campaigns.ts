// Business campaign calls (issue 3). Every mutation refreshes the dashboard.
import type { CampaignAction, CampaignInput } from '@microreach/domain/campaigns';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, idempotencyHeader, ok } from '#web/lib/api';
import { useIdempotencyKey } from '#web/lib/idempotency';
import { businessDashboardKey } from '#web/lib/query-keys';

export const campaignKeys = {
  dashboard: businessDashboardKey,
  campaign: (id: string) => ['business', 'campaign', id] as const,
  applicants: (id: string) => ['business', 'campaign', id, 'applicants'] as const,
  invitations: (id: string) => ['business', 'campaign', id, 'invitations'] as const,
};

export function useBusinessDashboard() {
  return useQuery({
    queryKey: campaignKeys.dashboard,
    queryFn: () => ok(client.GET('/api/business/dashboard')),
  });
}

export function useCampaign(id: string | undefined) {
  return useQuery({
    queryKey: campaignKeys.campaign(id ?? ''),
    queryFn: () => ok(client.GET('/api/business/campaigns/{id}', { params: { path: { id: id ?? '' } } })),
    enabled: Boolean(id),
    retry: false,
  });
}

export function useCreateCampaign() {
  const qc = useQueryClient();
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: (input: CampaignInput) =>
      ok(
        client.POST('/api/business/campaigns', {
          body: input,
          headers: idempotencyHeader(idempotency.keyFor(input)),
        }),
      ),
    onSuccess: () => {
      idempotency.settled();
      return qc.invalidateQueries({ queryKey: campaignKeys.dashboard });
    },
  });
}

export function useUpdateCampaign(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CampaignInput) =>
      ok(client.PUT('/api/business/campaigns/{id}', { params: { path: { id } }, body: input })),
    onSuccess: (campaign) => {
      qc.setQueryData(campaignKeys.campaign(id), campaign);
      return qc.invalidateQueries({ queryKey: campaignKeys.dashboard });
    },
  });
}

export function useCampaignAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: CampaignAction }) =>
      ok(client.POST('/api/business/campaigns/{id}/status', { params: { path: { id } }, body: { action } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: campaignKeys.dashboard }),
  });
}

export function useDeleteCampaign() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => ok(client.DELETE('/api/business/campaigns/{id}', { params: { path: { id } } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: campaignKeys.dashboard }),
  });
}

export function useApplicants(campaignId: string, enabled = true) {
  return useQuery({
    queryKey: campaignKeys.applicants(campaignId),
    queryFn: () => ok(client.GET('/api/business/campaigns/{id}/applicants', { params: { path: { id: campaignId } } })),
    enabled,
  });
}

/** The invitations of a campaign and their answers (issue 10), for Manage Influencers. */
export function useCampaignInvitations(campaignId: string) {
  return useQuery({
    queryKey: campaignKeys.invitations(campaignId),
    queryFn: () => ok(client.GET('/api/business/campaigns/{id}/invitations', { params: { path: { id: campaignId } } })),
  });
}

export function useDecideApplicant(campaignId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ applicantId, decision }: { applicantId: string; decision: 'accept' | 'reject' }) =>
      ok(
        client.POST('/api/business/campaigns/{id}/applicants/{applicantId}/decision', {
          params: { path: { id: campaignId, applicantId } },
          body: { decision },
        }),
      ),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: campaignKeys.applicants(campaignId) }),
        qc.invalidateQueries({ queryKey: campaignKeys.dashboard }),
      ]),
  });
}
