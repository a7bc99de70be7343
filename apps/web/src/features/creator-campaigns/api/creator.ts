// Creator calls (issue 4): browse, join or apply, leave, upload content, the creator dashboard.
import type {
  ApplicantStatus,
  BrowsePage,
  BrowseQuery,
  ContentRow,
  ContentUploadInput,
  CreatorDashboard,
} from '@microreach/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useIdempotencyKey } from '../../../lib/idempotency';

export const creatorKeys = {
  browse: (query: BrowseQuery) => ['creator', 'browse', query] as const,
  browseAll: ['creator', 'browse'] as const,
  dashboard: ['creator', 'dashboard'] as const,
};

function toQueryString(query: BrowseQuery): string {
  const params = Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== '' && v !== null)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`);
  return params.length ? `?${params.join('&')}` : '';
}

export function useBrowseCampaigns(query: BrowseQuery) {
  return useQuery({
    queryKey: creatorKeys.browse(query),
    queryFn: () => api.get<BrowsePage>(`/api/campaigns${toQueryString(query)}`),
    placeholderData: keepPreviousData,
  });
}

export function useJoinCampaign() {
  const qc = useQueryClient();
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: ({ campaignId, message }: { campaignId: string; message?: string }) => {
      const body = message ? { message } : {};
      return api.create<{ campaignId: string; status: ApplicantStatus }>(
        `/api/campaigns/${campaignId}/applications`,
        body,
        idempotency.keyFor({ campaignId, body }),
      );
    },
    onSuccess: (result) => {
      idempotency.settled();
      // The server's answer is the truth for this card: show it at once in every cached page, then refresh.
      qc.setQueriesData<BrowsePage>({ queryKey: creatorKeys.browseAll }, (page) =>
        page
          ? {
              ...page,
              items: page.items.map((item) =>
                item.id === result.campaignId
                  ? {
                      ...item,
                      myApplicationStatus: result.status,
                      participantCount: item.participantCount + (result.status === 'approved' ? 1 : 0),
                    }
                  : item,
              ),
            }
          : page,
      );
      return Promise.all([
        qc.invalidateQueries({ queryKey: creatorKeys.browseAll }),
        qc.invalidateQueries({ queryKey: creatorKeys.dashboard }),
      ]);
    },
  });
}

export function useLeaveCampaign() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (campaignId: string) => api.post<void>(`/api/campaigns/${campaignId}/leave`),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: creatorKeys.browseAll }),
        qc.invalidateQueries({ queryKey: creatorKeys.dashboard }),
      ]),
  });
}

export function useUploadContent() {
  const qc = useQueryClient();
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: ({ campaignId, input }: { campaignId: string; input: ContentUploadInput }) =>
      api.create<ContentRow>(`/api/campaigns/${campaignId}/content`, input, idempotency.keyFor({ campaignId, input })),
    onSuccess: () => {
      idempotency.settled();
      return qc.invalidateQueries({ queryKey: creatorKeys.dashboard });
    },
  });
}

export function useCreatorDashboard() {
  return useQuery({
    queryKey: creatorKeys.dashboard,
    queryFn: () => api.get<CreatorDashboard>('/api/creator/dashboard'),
  });
}
