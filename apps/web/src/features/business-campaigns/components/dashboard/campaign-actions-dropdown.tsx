// The campaign card menu's dropdown (campaign-actions-menu.tsx), loaded when its button is first pressed (issue 31:
// Mantine's Menu is not part of the dashboard's first download).
import { Menu, Text } from '@mantine/core';
import { dashboardMessages } from '@microreach/domain/campaigns-rules';
import { paths } from '@microreach/domain/paths';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import type { LazyMenuControl } from '#web/components/lazy-menu';

export function CampaignActionsDropdown({
  opened,
  onChange,
  target,
  campaignId,
  actions,
  isDeletable,
  onDelete,
}: LazyMenuControl & {
  campaignId: string;
  /** The lifecycle steps the campaign's status allows, in order. */
  actions: Array<{ key: string; label: string; icon: ComponentType<{ size?: number }>; onClick: () => void }>;
  /** Nobody took part yet: Delete is offered; else it is shown disabled, with why. */
  isDeletable: boolean;
  onDelete: () => void;
}) {
  return (
    <Menu opened={opened} onChange={onChange} position="bottom-end" withinPortal shadow="md">
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={paths.editCampaign(campaignId)} leftSection={<IconEdit size={16} />}>
          Edit Campaign
        </Menu.Item>
        {actions.map(({ key, label, icon: Icon, onClick }) => (
          <Menu.Item key={key} leftSection={<Icon size={16} />} onClick={onClick}>
            {label}
          </Menu.Item>
        ))}
        <Menu.Divider />
        {isDeletable ? (
          // Menu items write in shade 6 (3.3:1); the light variant's red reads, hovered too.
          <Menu.Item
            color="red"
            c="var(--mantine-color-red-light-color)"
            leftSection={<IconTrash size={16} />}
            onClick={onDelete}
          >
            Delete Campaign
          </Menu.Item>
        ) : (
          <Menu.Item disabled leftSection={<IconTrash size={16} />} aria-describedby={`kept-${campaignId}`}>
            Delete Campaign
            <Text id={`kept-${campaignId}`} size="xs" c="dimmed" maw={220}>
              {dashboardMessages.keptNote}
            </Text>
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
