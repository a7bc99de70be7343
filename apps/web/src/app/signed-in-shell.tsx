// Everything around a signed-in page: the role guard, the top navigation (menus, the notification bell, the chat
// socket) and the page's own loading state. Loaded with the first signed-in page, so the landing and sign-in pages
// never download it (issue 15: initial JavaScript for / and /auth).
import type { Role } from '@microreach/domain/statuses';
import { type ReactNode, Suspense } from 'react';
import './all-styles';
import { PageLoader } from '../components/page-loader';
import { type GuardMessages, RequireRole } from '../features/auth/components/require-role';
import { SignedInLayout } from './signed-in-layout';

export function SignedInShell({
  allow,
  messages,
  children,
}: {
  allow: Role | 'any';
  messages?: GuardMessages;
  children: ReactNode;
}) {
  return (
    <RequireRole allow={allow} messages={messages}>
      <SignedInLayout>
        <Suspense fallback={<PageLoader />}>{children}</Suspense>
      </SignedInLayout>
    </RequireRole>
  );
}
