// The Invite to Campaign menu's dropdown (invite-menu.tsx), loaded when its button is first pressed (issue 31:
// Mantine's Menu is not part of Find Influencers' first download). The Live campaigns are asked for while it is open.
import { Menu } from '@mantine/core';
import { influencerMessages } from '@microreach/domain/find-influencers-rules';
import type { LazyMenuControl } from '#web/components/lazy-menu';
import { useLiveCampaigns } from '../api/find-influencers';

export function InviteDropdown({
  opened,
  onChange,
  target,
  onInvite,
}: LazyMenuControl & { onInvite: (campaignId: string) => void }) {
  const campaigns = useLiveCampaigns(opened);
  return (
    <Menu opened={opened} onChange={onChange} position="bottom-end" withinPortal>
      <Menu.Target>{target}</Menu.Target>
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
              <Menu.Item key={campaign.id} onClick={() => onInvite(campaign.id)}>
                {campaign.campaignName}
              </Menu.Item>
            ))}
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
