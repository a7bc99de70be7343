// Issue 30: what "Unverified" means and who can change it, beside every Unverified mark (Review Content, Campaign
// Analytics, the creator's content slots) and beside the connect buttons of a server without a platform's app keys.
import { ActionIcon } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { lazyPopover } from '../lazy-menu';

// Loaded when its button is first pointed at or pressed (issue 31: the page's first download carries no Popover).
const HelpPopover = lazyPopover(() => import('./unverified-help-popover').then((m) => m.UnverifiedHelpPopover));

export const unverifiedHelp = {
  business:
    'Unverified figures were entered by you, not read from the platform, because the creator has not connected the account the post is on (or this server cannot connect to the platform). They count as entered. Only the creator can change this, by connecting their Instagram or TikTok account in Profile Settings; then we read the figures ourselves and mark them verified.',
  creator:
    'Unverified figures were entered by the brand from what it sees on your post, because we could not read them from the platform: your account is not connected, or connecting is not available on this server. They still count toward your earnings. Connecting the account you post from in Profile Settings, where it is offered, makes them verified.',
} as const;

/** Beside the connect buttons: the platforms this server cannot connect to, and what that means for the posts. */
export function notAvailableHelp(platforms: readonly string[]): string {
  const names = platforms.join(' and ');
  return `Connecting ${names} is not available on this server (it has no app keys for ${platforms.length > 1 ? 'them' : 'it'}), so the figures of your ${names} posts read Unverified: the brand enters them from what it sees on the post, and they still count toward your earnings. There is nothing you need to do.`;
}

/** A small (i) button opening the explanation; keyboard reachable, named for screen readers. */
export function UnverifiedHelp({ audience }: { audience: keyof typeof unverifiedHelp }) {
  return (
    <HelpPopover
      target={
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label="What does unverified mean?">
          <IconInfoCircle size={16} aria-hidden />
        </ActionIcon>
      }
      text={unverifiedHelp[audience]}
    />
  );
}
