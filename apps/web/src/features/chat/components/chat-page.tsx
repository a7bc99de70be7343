// B2 Business chat and C2 Creator chat (issue 11): the conversation list with search and unread counts, the thread
// (older messages as the user scrolls up), and the composer (Enter sends, Shift+Enter breaks the line). On a phone
// the list and the thread are two views. The conversation in view is read while the page is visible.
import {
  ActionIcon,
  Avatar,
  Badge,
  Box,
  Button,
  Group,
  Loader,
  Menu,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Textarea,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  CHAT_MESSAGE_MAX_LENGTH,
  type ChatMessage,
  type ConversationSummary,
  chatMessages,
  visibleLength,
} from '@microreach/domain/chat';
import { IconArrowLeft, IconDots, IconSearch, IconSend } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { initials } from '#web/components/layout/top-nav';
import { PageContainer, PageHeader } from '#web/components/page-header';
import { useSession } from '#web/features/auth/api/session';
import { client, ok } from '#web/lib/api';
import { toast } from '#web/lib/toast';
import {
  chatKeys,
  threadMessages,
  useConversations,
  useMarkRead,
  usePartner,
  useSendMessage,
  useThread,
} from '../api/chat';

export type ChatVariant = 'business' | 'creator';

const VARIANTS = {
  business: { title: chatMessages.businessTitle, color: 'teal', partnerParam: 'user' },
  creator: { title: chatMessages.creatorTitle, color: 'pink', partnerParam: 'userId' },
} as const;

function timeLabel(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const today = new Date();
  return date.toDateString() === today.toDateString()
    ? date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })
    : date.toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
}

export function ChatPage({ variant }: { variant: ChatVariant }) {
  const v = VARIANTS[variant];
  const [params, setParams] = useSearchParams();
  const partnerId = params.get(v.partnerParam);
  const campaignId = params.get('campaign') ?? undefined;
  const isPhone = useMediaQuery('(max-width: 48em)');
  const conversations = useConversations();

  const select = (id: string | null) => {
    const next = new URLSearchParams();
    if (id) next.set(v.partnerParam, id);
    setParams(next);
  };

  const showList = !isPhone || partnerId === null;
  const showThread = !isPhone || partnerId !== null;
  return (
    <PageContainer>
      <PageHeader title={v.title} />
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        <Group align="stretch" gap={0} wrap="nowrap" h={isPhone ? 'calc(100dvh - 200px)' : 620}>
          {showList && (
            <ConversationList
              color={v.color}
              loading={conversations.isPending}
              failed={conversations.isError}
              items={conversations.data?.items ?? []}
              selected={partnerId}
              onSelect={select}
              fullWidth={isPhone === true}
            />
          )}
          {showThread && (
            <Box style={{ flex: 1, minWidth: 0 }}>
              {partnerId === null ? (
                <Stack h="100%" align="center" justify="center" p="xl">
                  <Text c="dimmed">{chatMessages.selectConversation}</Text>
                </Stack>
              ) : (
                <Conversation
                  key={partnerId}
                  color={v.color}
                  partnerId={partnerId}
                  summary={conversations.data?.items.find((c) => c.partnerId === partnerId) ?? null}
                  campaignId={campaignId}
                  prefill={params.get('message') ?? ''}
                  onBack={isPhone ? () => select(null) : undefined}
                />
              )}
            </Box>
          )}
        </Group>
      </Paper>
    </PageContainer>
  );
}

function ConversationList({
  color,
  loading,
  failed,
  items,
  selected,
  onSelect,
  fullWidth,
}: {
  color: string;
  loading: boolean;
  failed: boolean;
  items: ConversationSummary[];
  selected: string | null;
  onSelect: (partnerId: string) => void;
  fullWidth: boolean;
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
      w={fullWidth ? '100%' : 320}
      style={{ borderRight: fullWidth ? undefined : '1px solid var(--mantine-color-gray-3)', flexShrink: 0 }}
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
        {loading ? (
          <Group justify="center" p="lg" role="status" aria-label="Loading conversations">
            <Loader size="sm" />
          </Group>
        ) : failed ? (
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
              <UnstyledButton
                key={c.id}
                onClick={() => onSelect(c.partnerId)}
                aria-current={c.partnerId === selected ? 'true' : undefined}
                w="100%"
                p="sm"
                bg={c.partnerId === selected ? `var(--mantine-color-${color}-0)` : undefined}
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
                        {timeLabel(c.lastMessageAt)}
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
                        <Badge size="sm" color={color} circle aria-label={`${c.unreadCount} unread`}>
                          {c.unreadCount}
                        </Badge>
                      )}
                    </Group>
                  </Box>
                </Group>
              </UnstyledButton>
            ))}
          </nav>
        )}
      </ScrollArea>
    </Stack>
  );
}

function Conversation({
  color,
  partnerId,
  summary,
  campaignId,
  prefill,
  onBack,
}: {
  color: string;
  partnerId: string;
  summary: ConversationSummary | null;
  campaignId: string | undefined;
  prefill: string;
  onBack?: () => void;
}) {
  const { data: me } = useSession();
  const partner = usePartner(partnerId);
  const conversationId = summary?.id ?? partner.data?.conversationId ?? null;
  const thread = useThread(conversationId);
  const messages = threadMessages(thread.data);
  const markRead = useMarkRead();
  const qc = useQueryClient();

  // Read while open and visible: now, on each new message, and when the tab comes back.
  const lastSeq = messages.at(-1)?.seq ?? 0;
  const unread = summary?.unreadCount ?? 0;
  const { mutate: mark } = markRead;
  useEffect(() => {
    if (!conversationId || unread === 0 || lastSeq === 0) return;
    const markIfVisible = () => {
      if (document.visibilityState === 'visible') mark({ conversationId, seq: lastSeq });
    };
    markIfVisible();
    document.addEventListener('visibilitychange', markIfVisible);
    return () => document.removeEventListener('visibilitychange', markIfVisible);
  }, [conversationId, unread, lastSeq, mark]);

  const name = summary?.partnerName ?? partner.data?.partner.name ?? '';
  const blockedByMe = summary?.blockedByMe ?? false;
  const toggleBlock = async () => {
    try {
      await ok(
        blockedByMe
          ? client.DELETE('/api/chat/blocks/{userId}', { params: { path: { userId: partnerId } } })
          : client.PUT('/api/chat/blocks/{userId}', { params: { path: { userId: partnerId } } }),
      );
      await qc.invalidateQueries({ queryKey: chatKeys.all });
    } catch (err) {
      toast.error(err instanceof Error ? err.message : 'Failed to update the block.');
    }
  };

  if (partner.isError) {
    return (
      <Stack h="100%" align="center" justify="center" p="xl">
        <Text c="dimmed">{partner.error.message}</Text>
        {onBack && (
          <Button variant="subtle" onClick={onBack} leftSection={<IconArrowLeft size={16} />}>
            Back
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <Stack h="100%" gap={0}>
      <Group p="sm" justify="space-between" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          {onBack && (
            <ActionIcon variant="subtle" color="gray" onClick={onBack} aria-label="Back to conversations">
              <IconArrowLeft size={18} />
            </ActionIcon>
          )}
          <Avatar
            src={summary?.partnerPicture ?? partner.data?.partner.picture}
            radius="xl"
            alt=""
            color="initials"
            name={name}
          >
            {initials(name || '?')}
          </Avatar>
          <Box style={{ minWidth: 0 }}>
            <Text fw={600} truncate component="h2" size="md">
              {name}
            </Text>
            {summary?.campaignTitle && (
              <Text size="xs" c="dimmed" truncate>
                {summary.campaignTitle}
              </Text>
            )}
          </Box>
        </Group>
        <Menu position="bottom-end">
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label="Conversation options">
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item color={blockedByMe ? undefined : 'red'} onClick={toggleBlock}>
              {blockedByMe ? `Unblock ${name}` : `Block ${name}`}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>

      <Thread
        color={color}
        myId={me?.id ?? ''}
        messages={messages}
        loading={conversationId !== null && thread.isPending}
        hasOlder={thread.hasNextPage}
        loadingOlder={thread.isFetchingNextPage}
        onLoadOlder={() => void thread.fetchNextPage()}
      />

      <Composer
        color={color}
        partnerId={partnerId}
        campaignId={campaignId}
        prefill={prefill}
        disabledReason={partner.data && !partner.data.canSend ? partner.data.reason : null}
      />
    </Stack>
  );
}

function Thread({
  color,
  myId,
  messages,
  loading,
  hasOlder,
  loadingOlder,
  onLoadOlder,
}: {
  color: string;
  myId: string;
  messages: ChatMessage[];
  loading: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
}) {
  const viewport = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id;
  const firstId = messages[0]?.id;
  const heightBefore = useRef<number | null>(null);

  // A new last message scrolls to the bottom; older messages loaded above keep the view where it was.
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
      if (entries.some((e) => e.isIntersecting) && !loadingOlder) {
        heightBefore.current = viewport.current?.scrollHeight ?? null;
        onLoadOlder();
      }
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasOlder, loadingOlder, onLoadOlder]);

  return (
    <ScrollArea style={{ flex: 1 }} viewportRef={viewport} p="sm">
      <div ref={top} />
      {hasOlder && (
        <Group justify="center" pb="xs">
          <Button
            size="xs"
            variant="subtle"
            color="gray"
            loading={loadingOlder}
            onClick={() => {
              heightBefore.current = viewport.current?.scrollHeight ?? null;
              onLoadOlder();
            }}
          >
            Load older messages
          </Button>
        </Group>
      )}
      {loading ? (
        <Group justify="center" p="lg" role="status" aria-label="Loading messages">
          <Loader size="sm" />
        </Group>
      ) : (
        <Stack gap={6} component="ol" aria-label="Messages" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {messages.map((m) => {
            const mine = m.senderId === myId;
            return (
              <Box component="li" key={m.id} style={{ alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: '80%' }}>
                <Paper
                  px="sm"
                  py={6}
                  radius="lg"
                  bg={mine ? `var(--mantine-color-${color}-filled)` : 'var(--mantine-color-gray-1)'}
                  c={mine ? 'white' : undefined}
                >
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {m.text}
                  </Text>
                </Paper>
                <Text size="xs" c="dimmed" ta={mine ? 'right' : 'left'}>
                  {timeLabel(m.createdAt)}
                </Text>
              </Box>
            );
          })}
        </Stack>
      )}
    </ScrollArea>
  );
}

function Composer({
  color,
  partnerId,
  campaignId,
  prefill,
  disabledReason,
}: {
  color: string;
  partnerId: string;
  campaignId: string | undefined;
  prefill: string;
  disabledReason: string | null;
}) {
  const [text, setText] = useState(prefill);
  const send = useSendMessage();
  const trimmed = text.trim();
  const length = visibleLength(trimmed);
  const tooLong = length > CHAT_MESSAGE_MAX_LENGTH;
  const canSend = trimmed.length > 0 && !tooLong && !send.isPending && disabledReason === null;

  const submit = async () => {
    if (!canSend) return;
    try {
      await send.mutateAsync({ clientId: crypto.randomUUID(), to: partnerId, text: trimmed, campaignId });
      setText('');
    } catch {
      // The text stays in the input to be sent again.
      toast.error(chatMessages.sendFailed);
    }
  };

  return (
    <Box p="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      {disabledReason && (
        <Text size="sm" c="dimmed" mb="xs">
          {disabledReason}
        </Text>
      )}
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <Textarea
          aria-label="Message"
          placeholder="Type a message..."
          autosize
          minRows={1}
          maxRows={6}
          style={{ flex: 1 }}
          value={text}
          disabled={disabledReason !== null}
          error={tooLong ? chatMessages.tooLong : undefined}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              void submit();
            }
          }}
        />
        <ActionIcon
          size="lg"
          color={color}
          variant="filled"
          aria-label="Send"
          disabled={!canSend}
          loading={send.isPending}
          onClick={() => void submit()}
        >
          <IconSend size={18} />
        </ActionIcon>
      </Group>
    </Box>
  );
}
