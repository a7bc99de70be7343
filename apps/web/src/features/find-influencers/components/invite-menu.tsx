// Invite to Campaign (B2): the business's Live campaigns, or 'No active campaigns'; choosing one invites the creator.
import { Button } from '@mantine/core';
import { influencerMessages } from '@microreach/domain/find-influencers-rules';
import { IconChevronDown, IconSend } from '@tabler/icons-react';
import { lazyMenu } from '#web/components/lazy-menu';
import { toast } from '#web/lib/toast';
import { useInviteCreator } from '../api/find-influencers';

// Loaded when its button is first pointed at or pressed (issue 31: the page's first download carries no Menu).
const CampaignsMenu = lazyMenu(() => import('./invite-dropdown').then((m) => m.InviteDropdown));

export function InviteMenu({ creatorId }: { creatorId: string }) {
  const invite = useInviteCreator();

  const send = (campaignId: string) =>
    invite.mutate(
      { campaignId, creatorId },
      {
        onSuccess: (invitation) => {
          const { title, message } = influencerMessages.invitationSent(invitation.creatorName, invitation.campaignName);
          toast.success(title, message);
        },
        onError: (error) => toast.error(error.message),
      },
    );

  return (
    <CampaignsMenu
      target={
        <Button
          variant="light"
          leftSection={<IconSend size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          loading={invite.isPending}
        >
          Invite to Campaign
        </Button>
      }
      onInvite={send}
    />
  );
}
