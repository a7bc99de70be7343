// A conversation open on screen is read: now, on each new message, and when the tab comes back into view.
import { useEffect } from 'react';
import { useMarkRead } from '../api/chat';

export function useMarkReadWhileVisible({
  conversationId,
  unreadCount,
  lastSeq,
}: {
  conversationId: string | null;
  unreadCount: number;
  lastSeq: number;
}) {
  const { mutate: mark } = useMarkRead();
  useEffect(() => {
    if (!conversationId || unreadCount === 0 || lastSeq === 0) return;
    const markIfVisible = () => {
      if (document.visibilityState === 'visible') mark({ conversationId, seq: lastSeq });
    };
    markIfVisible();
    document.addEventListener('visibilitychange', markIfVisible);
    return () => document.removeEventListener('visibilitychange', markIfVisible);
  }, [conversationId, unreadCount, lastSeq, mark]);
}
