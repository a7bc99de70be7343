// Find Influencers calls (issue 10): the search and the business's Live campaigns for the
// invite menu, and the invitation itself.
import type { InfluencerSearchResult } from '@microreach/domain/find-influencers';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { client, idempotencyHeader, ok } from '#web/lib/api';
import type { paths } from '#web/lib/api-types';
import { useIdempotencyKey } from '#web/lib/idempotency';

/** GET /api/business/influencers's query string, as the API document types it (niches as one comma list). */
export type InfluencerSearchParams = NonNullable<paths['/api/business/influencers']['get']['parameters']['query']>;

export const influencerKeys = {
  search: (query: InfluencerSearchParams) => ['influencers', 'search', query] as const,
  // The dashboard's answer, shared with the dashboard page's cache.
  dashboard: ['business', 'dashboard'] as const,
};

export function useInfluencerSearch(query: InfluencerSearchParams) {
  return useQuery<InfluencerSearchResult>({
    queryKey: influencerKeys.search(query),
    queryFn: () => ok(client.GET('/api/business/influencers', { params: { query } })),
    placeholderData: keepPreviousData,
  });
}

/** The business's Live campaigns, newest first, for the Invite to Campaign menu; fetched once the menu opens. */
export function useLiveCampaigns(enabled: boolean) {
  return useQuery({
    queryKey: influencerKeys.dashboard,
    queryFn: () => ok(client.GET('/api/business/dashboard')),
    select: (dashboard) =>
      dashboard.campaigns.filter((c) => c.status === 'Live').map((c) => ({ id: c.id, campaignName: c.campaignName })),
    enabled,
  });
}

export function useInviteCreator() {
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: ({ campaignId, creatorId }: { campaignId: string; creatorId: string }) =>
      ok(
        client.POST('/api/business/campaigns/{id}/invitations', {
          params: { path: { id: campaignId } },
          body: { creatorId },
          headers: idempotencyHeader(idempotency.keyFor({ campaignId, creatorId })),
        }),
      ),
    onSuccess: () => idempotency.settled(),
  });
}
