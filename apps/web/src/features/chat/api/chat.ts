// Chat calls (issue 11) and the live socket. The REST answers are the truth; the socket only says what changed, and
// after any reconnect everything chat shows is fetched again, so a dropped connection never leaves a gap.
import {
  CHAT_SOCKET_SESSION_ENDED,
  type ChatMessage,
  type ChatSocketEvent,
  ChatSocketEventSchema,
  type ThreadPage,
} from '@microreach/domain/chat';
import { type InfiniteData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { client, ok } from '#web/lib/api';
import { notificationKeys, sessionQueryKey } from '#web/lib/query-keys';

export const chatKeys = {
  all: ['chat'] as const,
  conversations: ['chat', 'conversations'] as const,
  /** Under `conversations`, so whatever refreshes the list refreshes the badge too. */
  unread: ['chat', 'conversations', 'unread'] as const,
  thread: (id: string) => ['chat', 'thread', id] as const,
  partner: (id: string) => ['chat', 'partner', id] as const,
};

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

type ThreadData = InfiniteData<ThreadPage, number | null>;

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
function addToThread(qc: ReturnType<typeof useQueryClient>, message: ChatMessage) {
  qc.setQueryData<ThreadData>(chatKeys.thread(message.conversationId), (data) => {
    if (!data || data.pages.length === 0) return data;
    if (data.pages.some((p) => p.items.some((m) => m.id === message.id))) return data;
    const [newest, ...rest] = data.pages;
    return { ...data, pages: [{ ...newest, items: [...newest.items, message] }, ...rest] };
  });
}

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

/**
 * A socket frame as the event it is, or null for anything else (a binary frame, text that is not JSON, JSON that is
 * not one of the domain's events): such a frame is dropped without a word.
 */
function readChatSocketEvent(data: unknown): ChatSocketEvent | null {
  if (typeof data !== 'string') return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = ChatSocketEventSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** Reconnect delays: 0.5 s doubling to 30 s, with jitter so a restarted server is not met by every tab at once. */
export function reconnectDelay(attempt: number): number {
  const base = Math.min(30_000, 500 * 2 ** attempt);
  return base / 2 + Math.random() * (base / 2);
}

/** The live socket of the signed-in user (none while `userId` is null), reconnecting with backoff, feeding the cache. */
export function useChatSocket(userId: string | null) {
  const qc = useQueryClient();
  useEffect(() => {
    if (userId === null || typeof WebSocket === 'undefined') return;
    let socket: WebSocket | null = null;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const url = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/api/chat/socket`;

    const onEvent = (event: ChatSocketEvent) => {
      switch (event.type) {
        case 'ready':
          // A first connection or a reconnection: whatever happened meanwhile is fetched again.
          void qc.invalidateQueries({ queryKey: chatKeys.all });
          void qc.invalidateQueries({ queryKey: notificationKeys.all });
          break;
        case 'message':
          addToThread(qc, event.message);
          void qc.invalidateQueries({ queryKey: chatKeys.conversations });
          // A message to this user also refreshed their bell's "New message from ..." notification.
          if (event.message.receiverId === userId) void qc.invalidateQueries({ queryKey: notificationKeys.all });
          break;
        case 'read':
          void qc.invalidateQueries({ queryKey: chatKeys.conversations });
          break;
        case 'notification':
          void qc.invalidateQueries({ queryKey: notificationKeys.all });
          break;
      }
    };

    const open = () => {
      if (stopped) return;
      socket = new WebSocket(url);
      socket.onopen = () => {
        attempt = 0;
      };
      socket.onmessage = (e) => {
        const event = readChatSocketEvent(e.data);
        if (event) onEvent(event);
      };
      socket.onclose = (e) => {
        socket = null;
        if (stopped) return;
        // The session ended (signed out in another tab, a password changed elsewhere): asking who is signed in takes
        // the page to sign-in, which stops this socket; if this tab's session still lives, it reconnects as usual.
        if (e.code === CHAT_SOCKET_SESSION_ENDED) void qc.invalidateQueries({ queryKey: sessionQueryKey });
        timer = setTimeout(open, reconnectDelay(attempt++));
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close();
    };
  }, [userId, qc]);
}
