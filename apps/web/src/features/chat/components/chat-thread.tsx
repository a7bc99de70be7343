// A conversation's messages, oldest first: the user's own on the right. A new last message scrolls to the bottom;
// older messages load as the user scrolls up (or asks), and keep the view where it was.
import { ActionIcon, Box, Button, Group, Loader, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import type { ChatMessage } from '@microreach/domain/chat';
import { IconDots } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { lazyDialog } from '#web/components/lazy-dialog';
import { lazyMenu } from '#web/components/lazy-menu';
import { chatTimeLabel } from './chat-time-label';

// Loaded when first opened (issue 31: the page's first download carries neither it nor Mantine's Modal).
const ReportDialog = lazyDialog(() =>
  import('#web/components/report-dialog/report-dialog').then((m) => m.ReportDialog),
);
// Loaded when its button is first pointed at or pressed (issue 31: nor Mantine's Menu).
const MessageOptionsMenu = lazyMenu(() => import('./chat-menus').then((m) => m.MessageOptionsDropdown));

export function ChatThread({
  color,
  myId,
  messages,
  isLoading,
  hasOlder,
  isLoadingOlder,
  onLoadOlder,
}: {
  color: string;
  myId: string;
  messages: ChatMessage[];
  isLoading: boolean;
  hasOlder: boolean;
  isLoadingOlder: boolean;
  onLoadOlder: () => void;
}) {
  const viewport = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id;
  const firstId = messages[0]?.id;
  const heightBefore = useRef<number | null>(null);
  // The other person's message being reported (issue 28); kept while the dialog closes.
  const [reported, setReported] = useState<{ id: string; isOpen: boolean } | null>(null);

  useEffect(() => {
    const el = viewport.current;
    if (el && lastId) el.scrollTop = el.scrollHeight;
  }, [lastId]);
  useEffect(() => {
    const el = viewport.current;
    if (el && heightBefore.current !== null && firstId) {
      el.scrollTop = el.scrollHeight - heightBefore.current;
      heightBefore.current = null;
    }
  }, [firstId]);
  useEffect(() => {
    const sentinel = top.current;
    if (!sentinel || !hasOlder || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isLoadingOlder) {
        heightBefore.current = viewport.current?.scrollHeight ?? null;
        onLoadOlder();
      }
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasOlder, isLoadingOlder, onLoadOlder]);

  return (
    <ScrollArea style={{ flex: 1 }} viewportRef={viewport} p="sm">
      <div ref={top} />
      {hasOlder && (
        <Group justify="center" pb="xs">
          <Button
            size="xs"
            variant="subtle"
            color="gray"
            loading={isLoadingOlder}
            onClick={() => {
              heightBefore.current = viewport.current?.scrollHeight ?? null;
              onLoadOlder();
            }}
          >
            Load older messages
          </Button>
        </Group>
      )}
      {isLoading ? (
        <Group justify="center" p="lg" role="status" aria-label="Loading messages">
          <Loader size="sm" />
        </Group>
      ) : (
        <Stack gap={6} component="ol" aria-label="Messages" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {messages.map((m) => (
            <MessageBubble
              key={m.id}
              message={m}
              color={color}
              isMine={m.senderId === myId}
              onReport={() => setReported({ id: m.id, isOpen: true })}
            />
          ))}
        </Stack>
      )}
      {reported && (
        <ReportDialog
          subject={{ kind: 'message', id: reported.id, label: 'this message' }}
          opened={reported.isOpen}
          onClose={() => setReported({ ...reported, isOpen: false })}
        />
      )}
    </ScrollArea>
  );
}

function MessageBubble({
  message,
  color,
  isMine,
  onReport,
}: {
  message: ChatMessage;
  color: string;
  isMine: boolean;
  onReport: () => void;
}) {
  return (
    <Box component="li" style={{ alignSelf: isMine ? 'flex-end' : 'flex-start', maxWidth: '80%' }}>
      <Paper
        px="sm"
        py={6}
        radius="lg"
        bg={isMine ? `var(--mantine-color-${color}-filled)` : 'var(--mantine-color-gray-1)'}
        c={isMine ? 'white' : undefined}
      >
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.text}
        </Text>
      </Paper>
      {isMine ? (
        <Text size="xs" c="dimmed" ta="right">
          {chatTimeLabel(message.createdAt)}
        </Text>
      ) : (
        <Group gap={4} wrap="nowrap">
          <Text size="xs" c="dimmed">
            {chatTimeLabel(message.createdAt)}
          </Text>
          {/* The other person's messages can be reported (issue 28); the menu keeps the action out of the way. */}
          <MessageOptionsMenu
            target={
              <ActionIcon variant="subtle" color="gray" size="xs" aria-label="Message options">
                <IconDots size={14} />
              </ActionIcon>
            }
            onReport={onReport}
          />
        </Group>
      )}
    </Box>
  );
}
