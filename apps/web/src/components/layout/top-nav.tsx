// The shared top navigation of business and creator pages (B2 "Shared top navigation", C2).
import { Badge, Box, Burger, Collapse, Container, Group, Stack, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { paths } from '@microreach/domain/paths';
import type { Role } from '@microreach/domain/statuses';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { BrandLogo } from '../brand-logo';
import { lazyMenu } from '../lazy-menu';
import { AccountButton, type NavUser } from './account-button';
import classes from './top-nav.module.css';

export type { NavUser } from './account-button';

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

export { initials } from './account-button';

// The menu's code (Mantine's Menu and Popover) loads when its button is first pointed at or pressed; the button is
// drawn at once (issue 31).
const AccountMenu = lazyMenu(() => import('./account-menu').then((m) => m.AccountMenu));

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
          // A badge has no role, so an aria-label on it is never read (issue 32): the words are hidden text instead.
          <Badge size="xs" circle color={color} ml={4}>
            <span aria-hidden>{unreadMessages > 99 ? '99+' : unreadMessages}</span>
            <VisuallyHidden>{` ${unreadMessages} unread messages`}</VisuallyHidden>
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
            <Badge color={color} variant="light">
              <VisuallyHidden>Account type: </VisuallyHidden>
              <span>{isBusiness ? 'Business' : 'Creator'}</span>
            </Badge>
          </Group>

          <Group gap={4} visibleFrom="md" component="nav" aria-label="Main">
            {navLinks()}
          </Group>

          <Group gap="xs" wrap="nowrap">
            {/* Opening the bell or the account menu closes the phone menu, which would otherwise sit above them. */}
            {notifications?.({ onOpen: close })}

            <AccountMenu target={<AccountButton user={user} onClick={close} />} user={user} onSignOut={onSignOut} />

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
