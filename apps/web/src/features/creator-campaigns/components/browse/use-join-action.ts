// Join (Public) or apply (Private) with the spec's toasts (C8); a refusal refreshes the list so the card shows why.
import { type BrowseCampaign, creatorMessages } from '@microreach/domain/creator-campaigns';
import { useQueryClient } from '@tanstack/react-query';
import { creatorKeys, useJoinCampaign } from '#web/features/creator-campaigns/api/creator-campaigns';
import { ApiRequestError } from '#web/lib/api';
import { toast } from '#web/lib/toast';

/** Refusals whose server message is already the sentence to show. */
const EXPLAINED_CODES = new Set(['CAMPAIGN_FULL', 'NOT_LIVE', 'ALREADY_LEFT']);

export function showJoinError(err: unknown) {
  if (!(err instanceof ApiRequestError)) {
    toast.error(creatorMessages.applyFailed);
  } else if (err.status === 401) {
    toast.error(creatorMessages.signInToApply.message, creatorMessages.signInToApply.title);
  } else if (err.code === 'ALREADY_APPLIED') {
    toast.error(creatorMessages.alreadyApplied.message, creatorMessages.alreadyApplied.title);
  } else if (err.code && EXPLAINED_CODES.has(err.code)) {
    toast.error(err.message, err.title);
  } else {
    toast.error(creatorMessages.applyFailed);
  }
}

export function useJoinAction(campaign: BrowseCampaign) {
  const join = useJoinCampaign();
  const queryClient = useQueryClient();
  const isPublic = campaign.privatePublic === 'Public';

  function submit(message?: string, onSuccess?: () => void) {
    const trimmed = message?.trim();
    join.mutate(
      { campaignId: campaign.id, message: trimmed || undefined },
      {
        onSuccess: () => {
          const done = isPublic ? creatorMessages.joined : creatorMessages.applied;
          toast.success(done.title, done.message);
          onSuccess?.();
        },
        onError: (err) => {
          showJoinError(err);
          // A 409 means the card is out of date (already applied, left, full, closed): show the server's view.
          if (err instanceof ApiRequestError && err.status === 409) {
            void queryClient.invalidateQueries({ queryKey: creatorKeys.browseAll });
          }
        },
      },
    );
  }

  return { submit, isPending: join.isPending };
}
