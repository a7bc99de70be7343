// Creator calls (issue 4): browse, join or apply, leave, upload content, the creator dashboard; a campaign's terms
// and the creator's agreement to them (issue 29).
import type { AgreementInput } from '@microreach/domain/campaign-terms';
import type { BrowsePage, BrowseQuery, ContentUploadInput } from '@microreach/domain/creator-campaigns';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, idempotencyHeader, ok } from '#web/lib/api';
import { useIdempotencyKey } from '#web/lib/idempotency';
import { ownProfileKey } from '#web/lib/query-keys';

export const creatorKeys = {
  browse: (query: BrowseQuery) => ['creator', 'browse', query] as const,
  browseAll: ['creator', 'browse'] as const,
  dashboard: ['creator', 'dashboard'] as const,
  terms: (campaignId: string) => ['creator', 'terms', campaignId] as const,
};

export function useBrowseCampaigns(query: BrowseQuery) {
  return useQuery({
    queryKey: creatorKeys.browse(query),
    queryFn: () => ok(client.GET('/api/creator/campaigns', { params: { query } })),
    placeholderData: keepPreviousData,
  });
}

export function useJoinCampaign() {
  const qc = useQueryClient();
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: ({
      campaignId,
      message,
      agreement,
    }: {
      campaignId: string;
      message?: string;
      agreement: AgreementInput;
    }) => {
      const body = message ? { message, agreement } : { agreement };
      return ok(
        client.POST('/api/creator/campaigns/{id}/applications', {
          params: { path: { id: campaignId } },
          body,
          headers: idempotencyHeader(idempotency.keyFor({ campaignId, body })),
        }),
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
    mutationFn: (campaignId: string) =>
      ok(client.POST('/api/creator/campaigns/{id}/leave', { params: { path: { id: campaignId } } })),
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
      ok(
        client.POST('/api/creator/campaigns/{id}/content', {
          params: { path: { id: campaignId } },
          body: input,
          headers: idempotencyHeader(idempotency.keyFor({ campaignId, input })),
        }),
      ),
    onSuccess: () => {
      idempotency.settled();
      return qc.invalidateQueries({ queryKey: creatorKeys.dashboard });
    },
  });
}

export function useCreatorDashboard() {
  return useQuery({
    queryKey: creatorKeys.dashboard,
    queryFn: () => ok(client.GET('/api/creator/dashboard')),
  });
}

/** Replace the link of a post that needs a fix (issue 12): within 48 hours of the request. */
export function useReplacePostLink() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, videoUrl }: { postId: string; videoUrl: string }) =>
      ok(client.PUT('/api/creator/posts/{id}/link', { params: { path: { id: postId } }, body: { videoUrl } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: creatorKeys.dashboard }),
  });
}

/** Appeal the brand's void of a hold (issue 28): within HOLD_APPEAL_WINDOW_HOURS, with a note; an operator decides. */
export function useAppealHold() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ holdId, note }: { holdId: string; note: string }) =>
      ok(client.POST('/api/creator/holds/{id}/appeal', { params: { path: { id: holdId } }, body: { note } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: creatorKeys.dashboard }),
  });
}

/**
 * The campaign's current terms, as the join, apply, accept and new-terms dialogs show them before "I agree" (issue 29).
 * Asked for when a dialog opens and each time it opens again, so the creator agrees to the text they just read.
 */
export function useCampaignTerms(campaignId: string, enabled: boolean) {
  return useQuery({
    queryKey: creatorKeys.terms(campaignId),
    queryFn: () => ok(client.GET('/api/creator/campaigns/{id}/terms', { params: { path: { id: campaignId } } })),
    enabled,
    staleTime: 0,
  });
}

/** A creator taking part agrees to a later version of the campaign's terms (issue 29). */
export function useAgreeToTerms() {
  const qc = useQueryClient();
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: ({ campaignId, agreement }: { campaignId: string; agreement: AgreementInput }) =>
      ok(
        client.POST('/api/creator/campaigns/{id}/agreements', {
          params: { path: { id: campaignId } },
          body: agreement,
          headers: idempotencyHeader(idempotency.keyFor({ campaignId, agreement })),
        }),
      ),
    onSuccess: () => idempotency.settled(),
    // Refreshed whether it worked or not: a refusal (agreed already, no longer taking part) changes what is true too.
    onSettled: () => qc.invalidateQueries({ queryKey: creatorKeys.dashboard }),
  });
}

/**
 * The creator's own profile (the same query Profile Settings reads): the upload dialog checks the post's platform
 * against the handles on it (issue 30).
 */
export function useOwnProfileHandles(enabled = true) {
  return useQuery({
    queryKey: ownProfileKey,
    queryFn: () => ok(client.GET('/api/me')),
    retry: false,
    enabled,
    select: (profile) => ({ instagram: profile.instagram, tiktok: profile.tiktok }),
  });
}
