// The creator's campaign card menu's dropdown (leave-campaign-menu.tsx), loaded when its button is first pressed
// (issue 31: Mantine's Menu is not part of the dashboard's first download).
import { Menu } from '@mantine/core';
import { IconDoorExit } from '@tabler/icons-react';
import type { LazyMenuControl } from '#web/components/lazy-menu';

export function LeaveCampaignDropdown({
  opened,
  onChange,
  target,
  onLeave,
}: LazyMenuControl & { onLeave: () => void }) {
  return (
    <Menu opened={opened} onChange={onChange} position="bottom-end" withinPortal shadow="md">
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        {/* Menu items write in shade 6 (3.3:1); the light variant's red reads, hovered too. */}
        <Menu.Item
          color="red"
          c="var(--mantine-color-red-light-color)"
          leftSection={<IconDoorExit size={16} />}
          onClick={onLeave}
        >
          Leave Campaign
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
