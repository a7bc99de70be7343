// The account menu of the top navigation, loaded when its button is first pointed at or pressed (its menu and popover
// code is not needed to show the page); its button (account-button.tsx) is drawn by TopNav (issue 31: a signed-in
// page's initial JavaScript within its budget).
import { Menu } from '@mantine/core';
import { paths, profileSettingsPath } from '@microreach/domain/paths';
import { IconHelpCircle, IconLogout, IconSettings, IconUserShield } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import type { LazyMenuControl } from '../lazy-menu';
import type { NavUser } from './account-button';

export function AccountMenu({
  opened,
  onChange,
  target,
  user,
  onSignOut,
}: LazyMenuControl & { user: NavUser; onSignOut: () => Promise<void> }) {
  const navigate = useNavigate();
  return (
    <Menu opened={opened} onChange={onChange} position="bottom-end" withArrow shadow="md" width={200}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.name}</Menu.Label>
        <Menu.Item leftSection={<IconSettings size={16} />} component={Link} to={profileSettingsPath(user.role)}>
          Profile Settings
        </Menu.Item>
        <Menu.Item leftSection={<IconUserShield size={16} />} component={Link} to={paths.accountSettings}>
          Account Settings
        </Menu.Item>
        <Menu.Item leftSection={<IconHelpCircle size={16} />} component={Link} to={paths.help}>
          Help
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconLogout size={16} />}
          color="red"
          // Menu items write in shade 6 (3.3:1); the light variant's red reads, hovered too.
          c="var(--mantine-color-red-light-color)"
          onClick={async () => {
            try {
              await onSignOut();
            } catch {
              return; // the caller has told the user; stay where we are
            }
            navigate(paths.home);
          }}
        >
          Sign Out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
