// The card menu (C2, C4): Leave Campaign, confirmed first because leaving is final.
import { ActionIcon, Menu } from '@mantine/core';
import { creatorMessages } from '@microreach/domain/creator-campaigns-rules';
import { IconDoorExit, IconDotsVertical } from '@tabler/icons-react';
import { useState } from 'react';
import { lazyDialog } from '#web/components/lazy-dialog';
import { useLeaveCampaign } from '#web/features/creator-campaigns/api/creator-campaigns';
import { toast } from '#web/lib/toast';
import { showLeaveFailure } from './creator-failures';

// Loaded when first opened (issue 31: the page's first download carries neither it nor Mantine's Modal).
const ConfirmDialog = lazyDialog(() => import('#web/components/confirm-dialog').then((m) => m.ConfirmDialog));

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
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={`Campaign options for ${campaign.campaignName}`}>
            <IconDotsVertical size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {/* Menu items write in shade 6 (3.3:1); the light variant's red reads, hovered too. */}
          <Menu.Item
            color="red"
            c="var(--mantine-color-red-light-color)"
            leftSection={<IconDoorExit size={16} />}
            onClick={() => setIsConfirming(true)}
          >
            Leave Campaign
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
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
