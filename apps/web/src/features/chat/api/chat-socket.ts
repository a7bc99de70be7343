// The chat socket (issue 11): loaded by useChatSocket once the page is up, with the domain's event schema, so a
// signed-in page's first download carries neither (issue 31).
import type { CurrentUser } from '@microreach/domain/auth';
import { type ChatSocketEvent, ChatSocketEventSchema } from '@microreach/domain/chat';
import { CHAT_SOCKET_SESSION_ENDED } from '@microreach/domain/chat-rules';
import type { QueryClient } from '@tanstack/react-query';
import { notificationKeys, sessionQueryKey } from '#web/lib/query-keys';
import { addToThread, chatKeys } from './chat-cache';

/**
 * A socket frame as the event it is, or null for anything else (a binary frame, text that is not JSON, JSON that is
 * not one of the domain's events): such a frame is dropped without a word.
 */
export function readChatSocketEvent(data: unknown): ChatSocketEvent | null {
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

/**
 * Whether a closed socket of `userId` should be opened again. A socket that was open and closed for another reason
 * (a restarting server, a dropped network) reconnects. One closed because its session ended (signed out in another
 * tab, a password changed elsewhere, the account deleted), or one the server refused before it opened (a session that
 * expired meanwhile), first asks who is signed in: the answer takes the page to sign-in when nobody is, and the socket
 * reconnects only while the same person still is. Reconnecting blind would be refused (401), which the browser logs
 * as an error on every try; a failed read (the server is down) keeps the person and retries with backoff.
 */
export async function shouldReconnect(
  qc: QueryClient,
  userId: string,
  close: { code: number; opened: boolean },
): Promise<boolean> {
  if (close.opened && close.code !== CHAT_SOCKET_SESSION_ENDED) return true;
  await qc.invalidateQueries({ queryKey: sessionQueryKey });
  return qc.getQueryData<CurrentUser | null>(sessionQueryKey)?.id === userId;
}

/** Opens the live socket of `userId`, reconnecting with backoff and feeding the cache; the answer closes it. */
export function openChatSocket(qc: QueryClient, userId: string): () => void {
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
    let opened = false;
    socket = new WebSocket(url);
    socket.onopen = () => {
      opened = true;
      attempt = 0;
    };
    socket.onmessage = (e) => {
      const event = readChatSocketEvent(e.data);
      if (event) onEvent(event);
    };
    socket.onclose = (e) => {
      socket = null;
      if (stopped) return;
      void shouldReconnect(qc, userId, { code: e.code, opened }).then((again) => {
        if (again && !stopped) timer = setTimeout(open, reconnectDelay(attempt++));
      });
    };
  };
  open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    socket?.close();
  };
}
