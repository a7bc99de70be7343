// The card menu (C2, C4): Leave Campaign, confirmed first because leaving is final.
import { ActionIcon } from '@mantine/core';
import { creatorMessages } from '@microreach/domain/creator-campaigns-rules';
import { IconDotsVertical } from '@tabler/icons-react';
import { useState } from 'react';
import { lazyDialog } from '#web/components/lazy-dialog';
import { lazyMenu } from '#web/components/lazy-menu';
import { useLeaveCampaign } from '#web/features/creator-campaigns/api/creator-campaigns';
import { toast } from '#web/lib/toast';
import { showLeaveFailure } from './creator-failures';

// Loaded when first opened (issue 31: the page's first download carries neither it nor Mantine's Modal).
const ConfirmDialog = lazyDialog(() => import('#web/components/confirm-dialog').then((m) => m.ConfirmDialog));
// Loaded when its button is first pointed at or pressed (issue 31: nor Mantine's Menu).
const LeaveMenu = lazyMenu(() => import('./leave-campaign-dropdown').then((m) => m.LeaveCampaignDropdown));

export function LeaveCampaignMenu({ campaign }: { campaign: { id: string; campaignName: string } }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const leave = useLeaveCampaign();

  async function onConfirm() {
    try {
      await leave.mutateAsync(campaign.id);
      toast.success(creatorMessages.left.title, creatorMessages.left.message);
    } catch (err) {
      showLeaveFailure(err);
    }
    setIsConfirming(false);
  }

  return (
    <>
      <LeaveMenu
        target={
          <ActionIcon variant="subtle" color="gray" aria-label={`Campaign options for ${campaign.campaignName}`}>
            <IconDotsVertical size={18} />
          </ActionIcon>
        }
        onLeave={() => setIsConfirming(true)}
      />
      <ConfirmDialog
        opened={isConfirming}
        title="Leave Campaign"
        message={creatorMessages.leaveConfirm}
        confirmLabel="Leave Campaign"
        confirmColor="red"
        isBusy={leave.isPending}
        onConfirm={onConfirm}
        onClose={() => setIsConfirming(false)}
      />
    </>
  );
}
