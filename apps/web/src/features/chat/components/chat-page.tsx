// B2 Business chat and C2 Creator chat (issue 11): the conversation list beside the open conversation, which is in
// the URL (?user= for a business, ?userId= for a creator). On a phone the list and the conversation are two views.
import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { chatMessages } from '@microreach/domain/chat-rules';
import { useSearchParams } from 'react-router';
import { PageContainer, PageHeader } from '#web/components/page-header';
import { useConversations } from '../api/chat';
import { ChatConversation } from './chat-conversation';
import { ChatConversationList } from './chat-conversation-list';

export type ChatVariant = 'business' | 'creator';

const VARIANTS = {
  business: { title: chatMessages.businessTitle, color: 'teal', partnerParam: 'user' },
  creator: { title: chatMessages.creatorTitle, color: 'pink', partnerParam: 'userId' },
} as const;

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
  const showConversation = !isPhone || partnerId !== null;
  return (
    <PageContainer>
      <PageHeader title={v.title} />
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        <Group align="stretch" gap={0} wrap="nowrap" h={isPhone ? 'calc(100dvh - 200px)' : 620}>
          {showList && (
            <ChatConversationList
              color={v.color}
              isLoading={conversations.isPending}
              hasFailed={conversations.isError}
              items={conversations.data?.items ?? []}
              selected={partnerId}
              onSelect={select}
              isFullWidth={isPhone === true}
            />
          )}
          {showConversation && (
            <Box style={{ flex: 1, minWidth: 0 }}>
              {partnerId === null ? (
                <Stack h="100%" align="center" justify="center" p="xl">
                  <Text c="dimmed">{chatMessages.selectConversation}</Text>
                </Stack>
              ) : (
                <ChatConversation
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
