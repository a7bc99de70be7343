// Business campaign calls (issue 3). Every mutation refreshes the dashboard.
import type { CampaignAction, CampaignInput } from '@microreach/domain/campaigns';
import type { ManualMetricsInput } from '@microreach/domain/content-review';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, idempotencyHeader, ok } from '#web/lib/api';
import { useIdempotencyKey } from '#web/lib/idempotency';

export const campaignKeys = {
  dashboard: ['business', 'dashboard'] as const,
  campaign: (id: string) => ['business', 'campaign', id] as const,
  applicants: (id: string) => ['business', 'campaign', id, 'applicants'] as const,
  invitations: (id: string) => ['business', 'campaign', id, 'invitations'] as const,
  posts: (id: string) => ['business', 'campaign', id, 'posts'] as const,
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

// ---------------------------------------------------------------------------------------------------------------
// Content review (issue 12): every call answers the post as it now stands; the list and the dashboard refresh.

/** The submitted posts of one of the business's campaigns, newest first. */
export function useCampaignPosts(campaignId: string, enabled = true) {
  return useQuery({
    queryKey: campaignKeys.posts(campaignId),
    queryFn: () => ok(client.GET('/api/business/campaigns/{id}/posts', { params: { path: { id: campaignId } } })),
    enabled,
  });
}

type ReviewCall =
  | { kind: 'approve'; postId: string }
  | { kind: 'release-payment'; postId: string }
  | { kind: 'refresh'; postId: string }
  | { kind: 'request-fix'; postId: string; note: string }
  | { kind: 'metrics'; postId: string; figures: ManualMetricsInput }
  | { kind: 'resolve-hold'; holdId: string; resolution: 'release' | 'void' };

export function useReviewPost(campaignId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (call: ReviewCall): Promise<unknown> => {
      switch (call.kind) {
        case 'approve':
          return ok(client.POST('/api/business/posts/{id}/approve', { params: { path: { id: call.postId } } }));
        case 'release-payment':
          return ok(client.POST('/api/business/posts/{id}/release-payment', { params: { path: { id: call.postId } } }));
        case 'refresh':
          return ok(client.POST('/api/business/posts/{id}/refresh', { params: { path: { id: call.postId } } }));
        case 'request-fix':
          return ok(
            client.POST('/api/business/posts/{id}/request-fix', {
              params: { path: { id: call.postId } },
              body: { note: call.note },
            }),
          );
        case 'metrics':
          return ok(
            client.POST('/api/business/posts/{id}/metrics', {
              params: { path: { id: call.postId } },
              body: call.figures,
            }),
          );
        case 'resolve-hold':
          return ok(
            client.POST('/api/business/holds/{id}/resolve', {
              params: { path: { id: call.holdId } },
              body: { resolution: call.resolution },
            }),
          );
      }
    },
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: campaignKeys.posts(campaignId) }),
        qc.invalidateQueries({ queryKey: campaignKeys.dashboard }),
      ]),
  });
}
