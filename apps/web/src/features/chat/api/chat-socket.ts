// The chat socket (issue 11): loaded by useChatSocket once the page is up, with the domain's event schema, so a
// signed-in page's first download carries neither (issue 31).
import type { CurrentUser } from '@microreach/domain/auth';
import { type ChatSocketEvent, ChatSocketEventSchema } from '@microreach/domain/chat';
import { CHAT_SOCKET_SESSION_ENDED } from '@microreach/domain/chat-rules';
import type { QueryClient } from '@tanstack/react-query';
import { client, ok } from '#web/lib/api';
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
 * expired meanwhile, or a server that is down), first asks who is signed in. Reconnecting blind would be refused (401),
 * which the browser logs as an error on every try. When nobody or someone else is, the page is told (it goes to
 * sign-in, or to the other person) and this socket stops; a read that fails (the server is down, a gateway error)
 * changes nothing and the socket keeps trying with backoff. The session is read directly, not through the page's
 * session query: a failed read there would put the query in error, which the pages' guards take for signed out.
 */
export async function shouldReconnect(
  qc: QueryClient,
  userId: string,
  close: { code: number; opened: boolean },
): Promise<boolean> {
  if (close.opened && close.code !== CHAT_SOCKET_SESSION_ENDED) return true;
  let user: CurrentUser | null;
  try {
    ({ user } = await ok(client.GET('/api/auth/session')));
  } catch {
    return true;
  }
  if (user?.id === userId) return true;
  qc.setQueryData(sessionQueryKey, user);
  return false;
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
