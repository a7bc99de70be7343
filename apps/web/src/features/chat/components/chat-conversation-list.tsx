// The conversation list: a search over names, campaigns and last messages, each conversation with its unread count.
import {
  Avatar,
  Badge,
  Box,
  Group,
  Loader,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import type { ConversationSummary } from '@microreach/domain/chat';
import { chatMessages } from '@microreach/domain/chat-rules';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { initials } from '#web/components/layout/top-nav';
import { chatTimeLabel } from './chat-time-label';

export function ChatConversationList({
  color,
  isLoading,
  hasFailed,
  items,
  selected,
  onSelect,
  isFullWidth,
}: {
  color: string;
  isLoading: boolean;
  hasFailed: boolean;
  items: ConversationSummary[];
  /** The partner whose conversation is open. */
  selected: string | null;
  onSelect: (partnerId: string) => void;
  /** On a phone the list is a view of its own. */
  isFullWidth: boolean;
}) {
  const [search, setSearch] = useState('');
  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    if (!q) return items;
    return items.filter((c) =>
      [c.partnerName, c.campaignTitle ?? '', c.lastMessage ?? ''].some((s) => s.toLowerCase().includes(q)),
    );
  }, [items, search]);
  return (
    <Stack
      gap={0}
      w={isFullWidth ? '100%' : 320}
      style={{ borderRight: isFullWidth ? undefined : '1px solid var(--mantine-color-gray-3)', flexShrink: 0 }}
    >
      <Box p="sm">
        <TextInput
          aria-label="Search conversations"
          placeholder="Search conversations"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
      </Box>
      <ScrollArea style={{ flex: 1 }}>
        {isLoading ? (
          <Group justify="center" p="lg" role="status" aria-label="Loading conversations">
            <Loader size="sm" />
          </Group>
        ) : hasFailed ? (
          <Text c="red" p="md" size="sm">
            Failed to load conversations.
          </Text>
        ) : shown.length === 0 ? (
          <Text c="dimmed" p="md" size="sm" ta="center">
            {items.length === 0 ? chatMessages.noConversations : chatMessages.noMatches}
          </Text>
        ) : (
          <nav aria-label="Conversations">
            {shown.map((c) => (
              <ConversationButton
                key={c.id}
                conversation={c}
                color={color}
                isSelected={c.partnerId === selected}
                onSelect={onSelect}
              />
            ))}
          </nav>
        )}
      </ScrollArea>
    </Stack>
  );
}

function ConversationButton({
  conversation: c,
  color,
  isSelected,
  onSelect,
}: {
  conversation: ConversationSummary;
  color: string;
  isSelected: boolean;
  onSelect: (partnerId: string) => void;
}) {
  return (
    <UnstyledButton
      onClick={() => onSelect(c.partnerId)}
      aria-current={isSelected ? 'true' : undefined}
      w="100%"
      p="sm"
      bg={isSelected ? `var(--mantine-color-${color}-0)` : undefined}
    >
      <Group gap="sm" wrap="nowrap">
        <Avatar src={c.partnerPicture} radius="xl" alt="" color="initials" name={c.partnerName}>
          {initials(c.partnerName)}
        </Avatar>
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={c.unreadCount > 0 ? 700 : 500} size="sm" truncate>
              {c.partnerName}
            </Text>
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {chatTimeLabel(c.lastMessageAt)}
            </Text>
          </Group>
          {c.campaignTitle && (
            <Text size="xs" c={color} truncate>
              {c.campaignTitle}
            </Text>
          )}
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="xs" c="dimmed" truncate>
              {c.lastMessageFromMe ? `You: ${c.lastMessage ?? ''}` : c.lastMessage}
            </Text>
            {c.unreadCount > 0 && (
              <Badge size="sm" color={color} circle>
                <span aria-hidden>{c.unreadCount}</span>
                <VisuallyHidden>{`${c.unreadCount} unread`}</VisuallyHidden>
              </Badge>
            )}
          </Group>
        </Box>
      </Group>
    </UnstyledButton>
  );
}
