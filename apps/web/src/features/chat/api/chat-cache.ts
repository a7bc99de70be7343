// Chat's query keys and the thread cache's one write, shared by the chat calls (chat.ts) and the live socket
// (chat-socket.ts, loaded after the page).
import type { ChatMessage, ThreadPage } from '@microreach/domain/chat';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';

export const chatKeys = {
  all: ['chat'] as const,
  conversations: ['chat', 'conversations'] as const,
  /** Under `conversations`, so whatever refreshes the list refreshes the badge too. */
  unread: ['chat', 'conversations', 'unread'] as const,
  thread: (id: string) => ['chat', 'thread', id] as const,
  partner: (id: string) => ['chat', 'partner', id] as const,
};

export type ThreadData = InfiniteData<ThreadPage, number | null>;

/** Adds a message to its thread's newest page, if that thread is loaded and does not have it yet. */
export function addToThread(qc: QueryClient, message: ChatMessage) {
  qc.setQueryData<ThreadData>(chatKeys.thread(message.conversationId), (data) => {
    if (!data || data.pages.length === 0) return data;
    if (data.pages.some((p) => p.items.some((m) => m.id === message.id))) return data;
    const [newest, ...rest] = data.pages;
    return { ...data, pages: [{ ...newest, items: [...newest.items, message] }, ...rest] };
  });
}
