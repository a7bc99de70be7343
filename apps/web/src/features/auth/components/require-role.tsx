// Route guard: a signed-out visitor goes to /auth, a user of the other role to their own dashboard.
// The server enforces the same rules; this only spares people pages they cannot use.
import { Center, Loader } from '@mantine/core';
import { toAuthRole } from '@microreach/domain/auth-roles';
import { authPath, dashboardPath } from '@microreach/domain/paths';
import type { Role } from '@microreach/domain/statuses';
import { type ReactNode, useEffect, useRef } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '#web/lib/session';
import { toast } from '#web/lib/toast';

export interface GuardMessages {
  /** Toast for a signed-out visitor (the spec words one for some pages). */
  signedOut?: { title: string; message: string };
  /** Where the other role goes instead of its dashboard, with a toast (B6: the business chat). */
  otherRole?: { to: (role: Role) => string; title: string; message: string };
}

export function RequireRole({
  allow: role,
  messages,
  children,
}: {
  /** The role the page is for, or 'any' signed-in user. */
  allow: Role | 'any';
  messages?: GuardMessages;
  children: ReactNode;
}) {
  const { data: user, isPending, isError } = useSession();
  const toasted = useRef(false);

  const outcome = isPending
    ? 'loading'
    : !user || isError
      ? 'signed-out'
      : role !== 'any' && user.role !== role
        ? 'other-role'
        : 'ok';

  useEffect(() => {
    if (toasted.current) return;
    if (outcome === 'signed-out' && messages?.signedOut) {
      toasted.current = true;
      toast.error(messages.signedOut.message, messages.signedOut.title);
    }
    if (outcome === 'other-role' && messages?.otherRole) {
      toasted.current = true;
      toast.error(messages.otherRole.message, messages.otherRole.title);
    }
  }, [outcome, messages]);

  if (outcome === 'loading') {
    return (
      <Center h="60vh" aria-busy="true">
        <Loader role="status" aria-label="Loading" />
      </Center>
    );
  }
  if (outcome === 'signed-out') {
    return <Navigate to={authPath(role === 'any' ? {} : { role: toAuthRole(role) })} replace />;
  }
  if (outcome === 'other-role' && user) {
    return <Navigate to={messages?.otherRole ? messages.otherRole.to(user.role) : dashboardPath(user.role)} replace />;
  }
  return <>{children}</>;
}
