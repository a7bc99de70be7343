// Business campaign calls (issue 3). Every mutation refreshes the dashboard.
import type {
  Applicant,
  BusinessDashboard,
  Campaign,
  CampaignAction,
  CampaignInput,
  PublicProfile,
} from '@microreach/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useIdempotencyKey } from '../../../lib/idempotency';

export const campaignKeys = {
  dashboard: ['business', 'dashboard'] as const,
  campaign: (id: string) => ['business', 'campaign', id] as const,
  applicants: (id: string) => ['business', 'campaign', id, 'applicants'] as const,
  profile: (userId: string) => ['users', userId] as const,
};

export function useBusinessDashboard() {
  return useQuery({
    queryKey: campaignKeys.dashboard,
    queryFn: () => api.get<BusinessDashboard>('/api/business/dashboard'),
  });
}

export function useCampaign(id: string | undefined) {
  return useQuery({
    queryKey: campaignKeys.campaign(id ?? ''),
    queryFn: () => api.get<Campaign>(`/api/business/campaigns/${id}`),
    enabled: Boolean(id),
    retry: false,
  });
}

export function useCreateCampaign() {
  const qc = useQueryClient();
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: (input: CampaignInput) =>
      api.create<Campaign>('/api/business/campaigns', input, idempotency.keyFor(input)),
    onSuccess: () => {
      idempotency.settled();
      return qc.invalidateQueries({ queryKey: campaignKeys.dashboard });
    },
  });
}

export function useUpdateCampaign(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CampaignInput) => api.put<Campaign>(`/api/business/campaigns/${id}`, input),
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
      api.post<Campaign>(`/api/business/campaigns/${id}/status`, { action }),
    onSuccess: () => qc.invalidateQueries({ queryKey: campaignKeys.dashboard }),
  });
}

export function useDeleteCampaign() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/business/campaigns/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: campaignKeys.dashboard }),
  });
}

export function useApplicants(campaignId: string, enabled = true) {
  return useQuery({
    queryKey: campaignKeys.applicants(campaignId),
    queryFn: () => api.get<Applicant[]>(`/api/business/campaigns/${campaignId}/applicants`),
    enabled,
  });
}

export function useDecideApplicant(campaignId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ applicantId, decision }: { applicantId: string; decision: 'accept' | 'reject' }) =>
      api.post<Applicant>(`/api/business/campaigns/${campaignId}/applicants/${applicantId}/decision`, { decision }),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: campaignKeys.applicants(campaignId) }),
        qc.invalidateQueries({ queryKey: campaignKeys.dashboard }),
      ]),
  });
}

export function usePublicProfile(userId: string | null) {
  return useQuery({
    queryKey: campaignKeys.profile(userId ?? ''),
    queryFn: () => api.get<PublicProfile>(`/api/users/${userId}`),
    enabled: Boolean(userId),
    retry: false,
  });
}
