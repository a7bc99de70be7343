// Chat calls (issue 11) and the live socket. The REST answers are the truth; the socket only says what changed, and
// after any reconnect everything chat shows is fetched again, so a dropped connection never leaves a gap.
import type { ChatMessage, ThreadPage } from '@microreach/domain/chat';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { client, ok } from '#web/lib/api';
import { notificationKeys } from '#web/lib/query-keys';
import { addToThread, chatKeys } from './chat-cache';

export { addToThread, chatKeys } from './chat-cache';

export function useConversations(enabled = true) {
  return useQuery({
    queryKey: chatKeys.conversations,
    queryFn: () => ok(client.GET('/api/chat/conversations')),
    enabled,
    staleTime: 30_000,
  });
}

/** The unread total for the Messages link's badge, on every signed-in page. */
export function useUnreadTotal(enabled = true) {
  return useQuery({
    queryKey: chatKeys.unread,
    queryFn: () => ok(client.GET('/api/chat/unread')),
    enabled,
    staleTime: 30_000,
  });
}

export function usePartner(userId: string | null) {
  return useQuery({
    queryKey: chatKeys.partner(userId ?? ''),
    queryFn: () => ok(client.GET('/api/chat/partners/{userId}', { params: { path: { userId: userId! } } })),
    enabled: userId !== null,
    retry: false,
  });
}

/** A thread, newest page first in `pages`; each page oldest first. Older pages load as the user scrolls up. */
export function useThread(conversationId: string | null) {
  return useInfiniteQuery({
    queryKey: chatKeys.thread(conversationId ?? ''),
    queryFn: ({ pageParam }: { pageParam: number | null }) =>
      ok(
        client.GET('/api/chat/conversations/{id}/messages', {
          params: { path: { id: conversationId! }, query: pageParam === null ? {} : { before: pageParam } },
        }),
      ),
    initialPageParam: null,
    getNextPageParam: (page) => (page.hasOlder && page.items.length > 0 ? page.items[0].seq : undefined),
    enabled: conversationId !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The thread's messages oldest first, each once (a message can arrive by the socket and by a send's answer). */
export function threadMessages(data: { pages: ThreadPage[] } | undefined): ChatMessage[] {
  if (!data) return [];
  const byId = new Map<string, ChatMessage>();
  for (const page of [...data.pages].reverse()) for (const m of page.items) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
}

/** Adds a message to its thread in the cache, if that thread is loaded. */

export function useSendMessage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { clientId: string; to: string; text: string; campaignId?: string }) =>
      ok(client.POST('/api/chat/messages', { body })),
    onSuccess: (message) => {
      addToThread(qc, message);
      void qc.invalidateQueries({ queryKey: chatKeys.conversations });
    },
  });
}

export function useMarkRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ conversationId, seq }: { conversationId: string; seq: number }) =>
      ok(client.POST('/api/chat/conversations/{id}/read', { params: { path: { id: conversationId } }, body: { seq } })),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: chatKeys.conversations });
      void qc.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}

/** Blocks (true) or unblocks (false) the person: a block stops messages both ways until it is lifted. */
export function useSetBlocked(partnerId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (blocked: boolean) => {
      const params = { params: { path: { userId: partnerId } } };
      return blocked
        ? ok(client.PUT('/api/chat/blocks/{userId}', params))
        : ok(client.DELETE('/api/chat/blocks/{userId}', params));
    },
    // Awaited by the caller: the list and the thread's menu say what is now true before the toggle settles.
    onSuccess: () => qc.invalidateQueries({ queryKey: chatKeys.all }),
  });
}

/** The live socket of the signed-in user (none while `userId` is null), reconnecting with backoff, feeding the cache. */
export function useChatSocket(userId: string | null) {
  const qc = useQueryClient();
  useEffect(() => {
    if (userId === null || typeof WebSocket === 'undefined') return;
    let close: (() => void) | undefined;
    let stopped = false;
    void import('./chat-socket').then(({ openChatSocket }) => {
      if (!stopped) close = openChatSocket(qc, userId);
    });
    return () => {
      stopped = true;
      close?.();
    };
  }, [userId, qc]);
}
