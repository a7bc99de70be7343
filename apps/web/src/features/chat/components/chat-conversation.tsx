// One open conversation: who it is with (and the block menu), the thread and the composer. It is read while open
// and visible. Opened from a link, it may be with someone the user has not written to yet.
import { ActionIcon, Avatar, Box, Button, Group, Stack, Text } from '@mantine/core';
import type { ConversationSummary } from '@microreach/domain/chat';
import { IconArrowLeft, IconDots } from '@tabler/icons-react';
import { useState } from 'react';
import { initials } from '#web/components/layout/top-nav';
import { lazyDialog } from '#web/components/lazy-dialog';
import { lazyMenu } from '#web/components/lazy-menu';
import { useSession } from '#web/lib/session';
import { toast } from '#web/lib/toast';
import { threadMessages, usePartner, useSetBlocked, useThread } from '../api/chat';
import { useMarkReadWhileVisible } from '../hooks/use-mark-read-while-visible';
import { ChatComposer } from './chat-composer';
import { ChatThread } from './chat-thread';

// Loaded when first opened (issue 31: the page's first download carries neither it nor Mantine's Modal).
const ReportDialog = lazyDialog(() =>
  import('#web/components/report-dialog/report-dialog').then((m) => m.ReportDialog),
);
// Loaded when its button is first pointed at or pressed (issue 31: nor Mantine's Menu).
const ConversationOptionsMenu = lazyMenu(() => import('./chat-menus').then((m) => m.ConversationOptionsDropdown));

export function ChatConversation({
  color,
  partnerId,
  summary,
  campaignId,
  prefill,
  onBack,
}: {
  color: string;
  partnerId: string;
  /** The list's entry for this conversation, or null when there is none (yet). */
  summary: ConversationSummary | null;
  campaignId: string | undefined;
  prefill: string;
  /** On a phone: back to the list. */
  onBack?: () => void;
}) {
  const { data: me } = useSession();
  const partner = usePartner(partnerId);
  const conversationId = summary?.id ?? partner.data?.conversationId ?? null;
  const thread = useThread(conversationId);
  const messages = threadMessages(thread.data);
  useMarkReadWhileVisible({
    conversationId,
    unreadCount: summary?.unreadCount ?? 0,
    lastSeq: messages.at(-1)?.seq ?? 0,
  });

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
      <ConversationHeader
        partnerId={partnerId}
        name={summary?.partnerName ?? partner.data?.partner.name ?? ''}
        picture={summary?.partnerPicture ?? partner.data?.partner.picture}
        campaignTitle={summary?.campaignTitle ?? null}
        isBlockedByMe={summary?.blockedByMe ?? false}
        onBack={onBack}
      />
      <ChatThread
        color={color}
        myId={me?.id ?? ''}
        messages={messages}
        isLoading={conversationId !== null && thread.isPending}
        hasOlder={thread.hasNextPage}
        isLoadingOlder={thread.isFetchingNextPage}
        onLoadOlder={() => void thread.fetchNextPage()}
      />
      <ChatComposer
        color={color}
        partnerId={partnerId}
        campaignId={campaignId}
        prefill={prefill}
        disabledReason={partner.data && !partner.data.canSend ? partner.data.reason : null}
      />
    </Stack>
  );
}

function ConversationHeader({
  partnerId,
  name,
  picture,
  campaignTitle,
  isBlockedByMe,
  onBack,
}: {
  partnerId: string;
  name: string;
  picture: string | null | undefined;
  campaignTitle: string | null;
  isBlockedByMe: boolean;
  onBack?: () => void;
}) {
  const setBlocked = useSetBlocked(partnerId);
  const [isReporting, setIsReporting] = useState(false);
  const toggleBlock = async () => {
    try {
      await setBlocked.mutateAsync(!isBlockedByMe);
    } catch (err) {
      toast.error(err instanceof Error ? err.message : 'Failed to update the block.');
    }
  };
  return (
    <Group p="sm" justify="space-between" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        {onBack && (
          <ActionIcon variant="subtle" color="gray" onClick={onBack} aria-label="Back to conversations">
            <IconArrowLeft size={18} />
          </ActionIcon>
        )}
        <Avatar src={picture} radius="xl" alt="" color="initials" name={name}>
          {initials(name || '?')}
        </Avatar>
        <Box style={{ minWidth: 0 }}>
          <Text fw={600} truncate component="h2" size="md">
            {name}
          </Text>
          {campaignTitle && (
            <Text size="xs" c="dimmed" truncate>
              {campaignTitle}
            </Text>
          )}
        </Box>
      </Group>
      <ConversationOptionsMenu
        target={
          <ActionIcon variant="subtle" color="gray" aria-label="Conversation options">
            <IconDots size={18} />
          </ActionIcon>
        }
        partnerName={name}
        isBlockedByMe={isBlockedByMe}
        onToggleBlock={toggleBlock}
        onReport={() => setIsReporting(true)}
      />
      <ReportDialog
        subject={{ kind: 'profile', id: partnerId, label: `${name}’s profile` }}
        opened={isReporting}
        onClose={() => setIsReporting(false)}
      />
    </Group>
  );
}
