// The chat's two menus' dropdowns, loaded when one of their buttons is first pressed (issue 31: Mantine's Menu is not
// part of the chat's first download): a conversation's options (chat-conversation.tsx) and a message's
// (chat-thread.tsx).
import { Menu } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import type { LazyMenuControl } from '#web/components/lazy-menu';

export function ConversationOptionsDropdown({
  opened,
  onChange,
  target,
  partnerName,
  isBlockedByMe,
  onToggleBlock,
  onReport,
}: LazyMenuControl & {
  partnerName: string;
  isBlockedByMe: boolean;
  onToggleBlock: () => void;
  onReport: () => void;
}) {
  return (
    <Menu opened={opened} onChange={onChange} position="bottom-end">
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Item color={isBlockedByMe ? undefined : 'red'} onClick={onToggleBlock}>
          {isBlockedByMe ? `Unblock ${partnerName}` : `Block ${partnerName}`}
        </Menu.Item>
        <Menu.Item onClick={onReport}>Report {partnerName}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

export function MessageOptionsDropdown({
  opened,
  onChange,
  target,
  onReport,
}: LazyMenuControl & { onReport: () => void }) {
  return (
    <Menu opened={opened} onChange={onChange} position="bottom-start" withinPortal>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconFlag size={14} />} onClick={onReport}>
          Report message
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
