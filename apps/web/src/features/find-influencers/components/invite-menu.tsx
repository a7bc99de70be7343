// Invite to Campaign (B2): the business's Live campaigns, or 'No active campaigns'; choosing one invites the creator.
import { Button, Menu } from '@mantine/core';
import { influencerMessages } from '@microreach/domain/find-influencers-rules';
import { IconChevronDown, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { toast } from '#web/lib/toast';
import { useInviteCreator, useLiveCampaigns } from '../api/find-influencers';

export function InviteMenu({ creatorId }: { creatorId: string }) {
  const [opened, setOpened] = useState(false);
  const campaigns = useLiveCampaigns(opened);
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
    <Menu opened={opened} onChange={setOpened} position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="light"
          leftSection={<IconSend size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          loading={invite.isPending}
        >
          Invite to Campaign
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {campaigns.isPending ? (
          <Menu.Item disabled>Loading campaigns...</Menu.Item>
        ) : campaigns.isError ? (
          <Menu.Item disabled>Failed to load campaigns</Menu.Item>
        ) : campaigns.data.length === 0 ? (
          <Menu.Item disabled>{influencerMessages.noActiveCampaigns}</Menu.Item>
        ) : (
          <>
            <Menu.Label>Live campaigns</Menu.Label>
            {campaigns.data.map((campaign) => (
              <Menu.Item key={campaign.id} onClick={() => send(campaign.id)}>
                {campaign.campaignName}
              </Menu.Item>
            ))}
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
