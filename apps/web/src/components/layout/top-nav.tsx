// The shared top navigation of business and creator pages (B2 "Shared top navigation", C2).
import { Avatar, Badge, Box, Burger, Collapse, Container, Group, Menu, Stack, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { paths, profileSettingsPath } from '@microreach/domain/paths';
import type { Role } from '@microreach/domain/statuses';
import { IconHelpCircle, IconLogout, IconSettings, IconUserShield } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { BrandLogo } from '../brand-logo';
import classes from './top-nav.module.css';

export interface NavUser {
  name: string;
  role: Role;
  profilePicture: string | null;
}

const LINKS: Record<Role, Array<{ label: string; to: string }>> = {
  SMB: [
    { label: 'Dashboard', to: paths.smbDashboard },
    { label: 'Find Influencers', to: paths.findInfluencers },
    { label: 'Messages', to: paths.chatBusiness },
    { label: 'Payments', to: paths.smbPayments },
  ],
  Influencer: [
    { label: 'Dashboard', to: paths.influencerDashboard },
    { label: 'Browse Campaigns', to: paths.browseCampaigns },
    { label: 'Messages', to: paths.chatCreator },
    { label: 'Earnings', to: paths.earnings },
  ],
};

export function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => w[0]!.toUpperCase())
      .join('') || '?'
  );
}

/** The phone menu button's name: what it does, and the unread messages inside the menu. */
export function menuButtonLabel(unreadMessages: number): string {
  if (unreadMessages <= 0) return 'Toggle navigation';
  return `Toggle navigation, ${unreadMessages} unread ${unreadMessages === 1 ? 'message' : 'messages'}`;
}

export function TopNav({
  user,
  onSignOut,
  notifications,
  unreadMessages = 0,
}: {
  user: NavUser;
  /** Unread chat messages: a badge on the Messages link. */
  unreadMessages?: number;
  onSignOut: () => Promise<void>;
  /** The bell (features/notifications), given the phone menu's close so that opening it closes that menu. */
  notifications?: (props: { onOpen: () => void }) => ReactNode;
}) {
  const [menuOpen, { toggle, close }] = useDisclosure(false);
  const navigate = useNavigate();
  const isBusiness = user.role === 'SMB';
  const color = isBusiness ? 'teal' : 'pink';
  const links = LINKS[user.role];

  const navLinks = (onClick?: () => void) =>
    links.map((link) => (
      <NavLink
        key={link.to}
        to={link.to}
        onClick={onClick}
        className={({ isActive }) => `${classes.link} ${isActive ? classes.active : ''}`}
        data-role={isBusiness ? 'smb' : 'influencer'}
      >
        {link.label}
        {link.label === 'Messages' && unreadMessages > 0 && (
          <Badge size="xs" circle color={color} ml={4} aria-label={`${unreadMessages} unread messages`}>
            {unreadMessages > 99 ? '99+' : unreadMessages}
          </Badge>
        )}
      </NavLink>
    ));

  return (
    // The attribute lifts the open phone menu above toasts, and moves the toasts out of its way (providers.module.css).
    <Box component="header" className={classes.header} mod={{ 'mobile-nav-open': menuOpen }}>
      <Container size="xl" h="100%">
        <Group justify="space-between" h="100%" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <BrandLogo gradient={isBusiness ? { from: 'teal', to: 'cyan' } : { from: 'pink', to: 'grape' }} />
            <Badge color={color} variant="light" aria-label={`Account type: ${isBusiness ? 'Business' : 'Creator'}`}>
              {isBusiness ? 'Business' : 'Creator'}
            </Badge>
          </Group>

          <Group gap={4} visibleFrom="md" component="nav" aria-label="Main">
            {navLinks()}
          </Group>

          <Group gap="xs" wrap="nowrap">
            {/* Opening the bell or the account menu closes the phone menu, which would otherwise sit above them. */}
            {notifications?.({ onOpen: close })}

            <Menu position="bottom-end" withArrow shadow="md" width={200} onOpen={close}>
              <Menu.Target>
                {/* The user's picture, or their initials; the name starts with the initials when they are what the
                    button shows, so it can be found by what is seen (WCAG 2.5.3). */}
                <UnstyledButton
                  aria-label={user.profilePicture ? 'Account menu' : `${initials(user.name)}, Account menu`}
                  className={classes.account}
                >
                  <Avatar src={user.profilePicture} name={user.name} color="initials" radius="xl" size={32} alt="">
                    {initials(user.name)}
                  </Avatar>
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>{user.name}</Menu.Label>
                <Menu.Item
                  leftSection={<IconSettings size={16} />}
                  component={Link}
                  to={profileSettingsPath(user.role)}
                >
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

            {/* Issue 30: on a phone the Messages badge is inside the collapsed menu, so its button carries a dot and
                says how many messages are unread. */}
            <Burger
              opened={menuOpen}
              onClick={toggle}
              hiddenFrom="md"
              size="sm"
              className={classes.menuButton}
              aria-label={menuButtonLabel(unreadMessages)}
              aria-expanded={menuOpen}
            >
              {unreadMessages > 0 && <span className={classes.unreadDot} data-unread-dot aria-hidden />}
            </Burger>
          </Group>
        </Group>
      </Container>
      <Collapse expanded={menuOpen} hiddenFrom="md">
        <Stack gap={2} p="sm" component="nav" aria-label="Main (mobile)" className={classes.mobileMenu}>
          {navLinks(close)}
        </Stack>
      </Collapse>
    </Box>
  );
}
