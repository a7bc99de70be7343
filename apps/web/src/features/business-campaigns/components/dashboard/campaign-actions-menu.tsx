// The card menu (B2, B4): Edit, the lifecycle actions the status allows, and Delete, each risky one confirmed first.
// Once anyone took part, End Campaign takes Delete's place (issue 25): their work and payments stay on record.
import { ActionIcon } from '@mantine/core';
import {
  CAMPAIGN_ACTIONS,
  type CampaignAction,
  canDeleteCampaign,
  canTransition,
  dashboardMessages,
} from '@microreach/domain/campaigns-rules';
import type { CampaignStatus } from '@microreach/domain/statuses';
import { IconDotsVertical, IconFlagCheck, IconPlayerPause, IconPlayerPlay, IconRocket } from '@tabler/icons-react';
import { useState } from 'react';
import { lazyDialog } from '#web/components/lazy-dialog';
import { lazyMenu } from '#web/components/lazy-menu';
import { useCampaignAction, useDeleteCampaign } from '#web/features/business-campaigns/api/business-campaigns';
import { toast } from '#web/lib/toast';
import { showFailure } from './show-failure';

// Loaded when first opened (issue 31: the page's first download carries neither it nor Mantine's Modal).
const ConfirmDialog = lazyDialog(() => import('#web/components/confirm-dialog').then((m) => m.ConfirmDialog));
// Loaded when its button is first pointed at or pressed (issue 31: nor Mantine's Menu).
const ActionsMenu = lazyMenu(() => import('./campaign-actions-dropdown').then((m) => m.CampaignActionsDropdown));

const LIFECYCLE: Record<
  CampaignAction,
  {
    label: string;
    confirmLabel: string;
    message: (name: string) => string;
    icon: typeof IconRocket;
    done: { title: string; message: string };
    failed: string;
  }
> = {
  pause: {
    label: 'Pause Campaign',
    confirmLabel: 'Pause',
    message: (name) => `Pause "${name}"? Influencers cannot join it while it is paused. You can resume it at any time.`,
    icon: IconPlayerPause,
    done: dashboardMessages.paused,
    failed: dashboardMessages.pauseFailed,
  },
  resume: {
    label: 'Resume Campaign',
    confirmLabel: 'Resume',
    message: (name) => `Resume "${name}"? It goes live again and influencers can join it.`,
    icon: IconPlayerPlay,
    done: dashboardMessages.resumed,
    failed: dashboardMessages.resumeFailed,
  },
  publish: {
    label: 'Publish Campaign',
    confirmLabel: 'Publish',
    message: (name) => `Publish "${name}"? It goes live and becomes visible to influencers.`,
    icon: IconRocket,
    done: dashboardMessages.published,
    failed: dashboardMessages.publishFailed,
  },
  end: {
    label: 'End Campaign',
    confirmLabel: 'End Campaign',
    message: (name) =>
      `End "${name}"? From now on no one can join, apply, be invited or post. Posts already submitted finish their review and tracking and are paid from the campaign's funds as usual; then the unspent funds return to your wallet. The campaign moves to Completed.`,
    icon: IconFlagCheck,
    done: dashboardMessages.ended,
    failed: dashboardMessages.endFailed,
  },
};

type Confirmable = CampaignAction | 'delete';

export function CampaignActionsMenu({
  campaign,
}: {
  campaign: { id: string; campaignName: string; status: CampaignStatus; hasParticipants: boolean };
}) {
  // The last question asked stays set while its dialog closes, so the dialog's text does not vanish mid-transition.
  const [confirm, setConfirm] = useState<{ kind: Confirmable; opened: boolean }>({ kind: 'delete', opened: false });
  const ask = (kind: Confirmable) => setConfirm({ kind, opened: true });
  const close = () => setConfirm((c) => ({ ...c, opened: false }));
  const statusAction = useCampaignAction();
  const deleteCampaign = useDeleteCampaign();
  const deletable = canDeleteCampaign(campaign);
  // A campaign nobody took part in is deleted, not ended (B4); one someone took part in is ended, never deleted.
  const actions = CAMPAIGN_ACTIONS.filter((a) => canTransition(campaign.status, a) && (a !== 'end' || !deletable));
  const isBusy = statusAction.isPending || deleteCampaign.isPending;

  async function onConfirm() {
    const { kind } = confirm;
    if (kind === 'delete') {
      try {
        await deleteCampaign.mutateAsync(campaign.id);
        toast.success(dashboardMessages.deleted.title, dashboardMessages.deleted.message);
      } catch (err) {
        showFailure(dashboardMessages.deleteFailed, err);
      }
    } else {
      const step = LIFECYCLE[kind];
      try {
        await statusAction.mutateAsync({ id: campaign.id, action: kind });
        toast.success(step.done.title, step.done.message);
      } catch (err) {
        showFailure(step.failed, err);
      }
    }
    close();
  }

  const dialog =
    confirm.kind === 'delete'
      ? {
          title: 'Delete Campaign',
          message: `Delete "${campaign.campaignName}"? This cannot be undone.`,
          confirmLabel: 'Delete',
          confirmColor: 'red',
        }
      : {
          title: LIFECYCLE[confirm.kind].label,
          message: LIFECYCLE[confirm.kind].message(campaign.campaignName),
          confirmLabel: LIFECYCLE[confirm.kind].confirmLabel,
          confirmColor: confirm.kind === 'pause' || confirm.kind === 'end' ? 'orange' : undefined,
        };

  return (
    <>
      <ActionsMenu
        target={
          <ActionIcon variant="subtle" color="gray" aria-label={`Campaign actions for ${campaign.campaignName}`}>
            <IconDotsVertical size={18} />
          </ActionIcon>
        }
        campaignId={campaign.id}
        actions={actions.map((action) => ({
          key: action,
          label: LIFECYCLE[action].label,
          icon: LIFECYCLE[action].icon,
          onClick: () => ask(action),
        }))}
        isDeletable={deletable}
        onDelete={() => ask('delete')}
      />
      <ConfirmDialog opened={confirm.opened} {...dialog} isBusy={isBusy} onConfirm={onConfirm} onClose={close} />
    </>
  );
}
