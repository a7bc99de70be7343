// Content review calls (issue 12): every call answers the post as it now stands; the list and the business's
// dashboard refresh.
import type { ManualMetricsInput } from '@microreach/domain/content-review';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, ok } from '#web/lib/api';
import { businessDashboardKey } from '#web/lib/query-keys';

export const contentReviewKeys = {
  posts: (campaignId: string) => ['business', 'campaign', campaignId, 'posts'] as const,
};

/** The submitted posts of one of the business's campaigns, newest first. */
export function useCampaignPosts(campaignId: string, enabled = true) {
  return useQuery({
    queryKey: contentReviewKeys.posts(campaignId),
    queryFn: () => ok(client.GET('/api/business/campaigns/{id}/posts', { params: { path: { id: campaignId } } })),
    enabled,
  });
}

type ReviewCall =
  /** `disclosureSeen`: the business ticked "I saw the disclosure" (a post whose caption was never read, issue 29). */
  | { kind: 'approve'; postId: string; disclosureSeen?: boolean }
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
          return ok(
            client.POST('/api/business/posts/{id}/approve', {
              params: { path: { id: call.postId } },
              body: call.disclosureSeen ? { disclosureSeen: true } : {},
            }),
          );
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
        qc.invalidateQueries({ queryKey: contentReviewKeys.posts(campaignId) }),
        qc.invalidateQueries({ queryKey: businessDashboardKey }),
      ]),
  });
}
