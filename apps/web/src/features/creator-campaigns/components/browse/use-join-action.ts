// Join (Public) or apply (Private) with the spec's toasts (C8); a refusal refreshes the list so the card shows why.
// The agreement to the campaign's terms goes with it (issue 29): the dialog that took it handles changed terms.
import type { AgreementInput } from '@microreach/domain/campaign-terms';
import type { BrowseCampaign } from '@microreach/domain/creator-campaigns';
import { creatorMessages } from '@microreach/domain/creator-campaigns-rules';
import { useQueryClient } from '@tanstack/react-query';
import { creatorKeys, useJoinCampaign } from '#web/features/creator-campaigns/api/creator-campaigns';
import { ApiRequestError } from '#web/lib/api';
import { toast } from '#web/lib/toast';

/** Refusals whose server message is already the sentence to show. */
const EXPLAINED_CODES = new Set(['CAMPAIGN_FULL', 'NOT_LIVE', 'ALREADY_LEFT', 'AGREEMENT_REQUIRED']);

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

  /** Resolves once joined or applied (with the spec's toast); rejects with the refusal for the dialog to handle. */
  async function submit({ message, agreement }: { message?: string; agreement: AgreementInput }) {
    const trimmed = message?.trim();
    try {
      await join.mutateAsync({ campaignId: campaign.id, message: trimmed || undefined, agreement });
    } catch (err) {
      // A 409 means the card is out of date (already applied, left, full, closed, new terms): show the server's view.
      if (err instanceof ApiRequestError && err.status === 409) {
        void queryClient.invalidateQueries({ queryKey: creatorKeys.browseAll });
      }
      throw err;
    }
    const done = isPublic ? creatorMessages.joined : creatorMessages.applied;
    toast.success(done.title, done.message);
  }

  return { submit, isPending: join.isPending };
}
