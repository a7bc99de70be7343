// Signed-in pages: the top navigation (with the notification bell) over the page.
import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSession, useSignOut, useSuspension } from '#web/lib/session';
import { useSuspendedWriteToasts } from '#web/lib/suspended-writes';
import { TopNav } from '../components/layout/top-nav';
import { EmailConfirmationBanner } from '../features/auth/components/email-confirmation-banner';
import { SuspensionBanner } from '../features/auth/components/suspension-banner';
import { useChatSocket, useUnreadTotal } from '../features/chat/api/chat';
import { NotificationBell } from '../features/notifications/components/notification-bell';
import { toast } from '../lib/toast';

export function SignedInLayout({ children }: { children: ReactNode }) {
  const { data: user } = useSession();
  const signOut = useSignOut();
  // One live socket per tab while signed in: chat messages, read marks and the bell arrive without reloading.
  useChatSocket(user?.id ?? null);
  const unread = useUnreadTotal(Boolean(user));
  const suspension = useSuspension(Boolean(user));
  useSuspendedWriteToasts();
  return (
    <Box mih="100vh" bg="gray.0">
      {user && (
        <TopNav
          user={user}
          unreadMessages={unread.data?.unreadTotal ?? 0}
          notifications={({ onOpen }) => <NotificationBell onOpen={onOpen} />}
          onSignOut={async () => {
            try {
              await signOut.mutateAsync();
            } catch (err) {
              toast.error(err instanceof Error ? err.message : 'Sign out failed');
              throw err;
            }
          }}
        />
      )}
      {user && <SuspensionBanner suspension={suspension.data} />}
      {user && <EmailConfirmationBanner user={user} />}
      <Box component="main">{children}</Box>
    </Box>
  );
}
