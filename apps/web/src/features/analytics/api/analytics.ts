// Campaign Analytics calls (issue 14, B2 Campaign Analytics): one campaign's figures for its business, and the two CSV
// exports, which are plain same-origin downloads (the session cookie goes with them).
import { useQuery } from '@tanstack/react-query';
import { client, ok } from '#web/lib/api';

export const analyticsKeys = {
  campaign: (id: string) => ['business', 'campaigns', id, 'analytics'] as const,
};

export type AnalyticsExport = 'participants' | 'posts';

export function analyticsCsvUrl(campaignId: string, what: AnalyticsExport): string {
  return `/api/business/campaigns/${encodeURIComponent(campaignId)}/analytics/${what}.csv`;
}

/** The page's data; `enabled` is false for an id that cannot name a campaign (the page shows Not Found at once). */
export function useCampaignAnalytics(campaignId: string, { enabled = true } = {}) {
  return useQuery({
    queryKey: analyticsKeys.campaign(campaignId),
    queryFn: () => ok(client.GET('/api/business/campaigns/{id}/analytics', { params: { path: { id: campaignId } } })),
    enabled,
  });
}
