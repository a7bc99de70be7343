// The one action a browse card offers (C2): Join Campaign, Apply, or a disabled button saying why not.
import { Badge, Button, type ButtonProps } from '@mantine/core';
import { IconCheck, IconDoorExit, IconLock, IconSend, IconUserPlus, IconUsers } from '@tabler/icons-react';
import type { CardAction } from './browse-figures';

export function CampaignActionButton({
  action,
  isPending,
  onJoin,
  onApply,
  ...buttonProps
}: {
  action: CardAction;
  isPending: boolean;
  onJoin: () => void;
  onApply: () => void;
} & Pick<ButtonProps, 'fullWidth'>) {
  switch (action) {
    case 'join':
      return (
        <Button {...buttonProps} onClick={onJoin} loading={isPending} leftSection={<IconUserPlus size={16} />}>
          Join Campaign
        </Button>
      );
    case 'apply':
      return (
        <Button {...buttonProps} onClick={onApply} disabled={isPending} leftSection={<IconSend size={16} />}>
          Apply
        </Button>
      );
    case 'applied':
      return (
        <Button {...buttonProps} disabled leftSection={<IconCheck size={16} />}>
          Applied
        </Button>
      );
    case 'left':
      return (
        <Button {...buttonProps} disabled leftSection={<IconLock size={16} />}>
          Cannot Rejoin
        </Button>
      );
    case 'full':
      return (
        <Button {...buttonProps} disabled leftSection={<IconUsers size={16} />}>
          Campaign Full
        </Button>
      );
  }
}

/** 'Applied' or 'Left Campaign' beside the card's other badges; nothing before the creator has applied. */
export function ApplicationBadge({ action }: { action: CardAction }) {
  if (action === 'applied') {
    return (
      <Badge color="teal" variant="light" tt="none" leftSection={<IconCheck size={12} aria-hidden />}>
        Applied
      </Badge>
    );
  }
  if (action === 'left') {
    return (
      <Badge color="gray" variant="filled" tt="none" leftSection={<IconDoorExit size={12} aria-hidden />}>
        Left Campaign
      </Badge>
    );
  }
  return null;
}
