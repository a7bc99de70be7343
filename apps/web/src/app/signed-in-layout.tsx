// Signed-in pages: the top navigation (with the notification bell) over the page.
import { Box } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { useSession, useSignOut, useSuspension } from '#web/lib/session';
import { useSuspendedWriteToasts } from '#web/lib/suspended-writes';
import { TopNav } from '../components/layout/top-nav';
import { EmailConfirmationBanner } from '../features/auth/components/email-confirmation-banner';
import { useChatSocket, useUnreadTotal } from '../features/chat/api/chat';
import { toast } from '../lib/toast';

// What a visit rarely opens or sees loads after the page (issue 31: a signed-in page's initial JavaScript within its
// budget): the bell with its popover, and the banner of a suspended account.
const NotificationBell = lazy(() =>
  import('../features/notifications/components/notification-bell').then((m) => ({ default: m.NotificationBell })),
);
const SuspensionBanner = lazy(() =>
  import('../features/auth/components/suspension-banner').then((m) => ({ default: m.SuspensionBanner })),
);
/** The bell's room while it loads (an ActionIcon of size lg), so the account button does not move. */
const BELL_SIZE = 34;

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
          notifications={({ onOpen }) => (
            <Suspense fallback={<Box w={BELL_SIZE} h={BELL_SIZE} />}>
              <NotificationBell onOpen={onOpen} />
            </Suspense>
          )}
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
      {user && suspension.data && (
        <Suspense>
          <SuspensionBanner suspension={suspension.data} />
        </Suspense>
      )}
      {user && <EmailConfirmationBanner user={user} />}
      <Box component="main">{children}</Box>
    </Box>
  );
}
