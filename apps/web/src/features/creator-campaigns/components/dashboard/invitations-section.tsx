// The creator dashboard's Invitations (issue 10): shown only while there is an invitation to answer. The list, its
// cards and their answers load then (invitation-list.tsx; issue 31: most visits to the dashboard have none).
import { invitationMessages } from '@microreach/domain/invitations-rules';
import { lazy, Suspense } from 'react';
import { useCreatorInvitations } from '#web/features/creator-campaigns/api/invitations';
import { importOrReload } from '#web/lib/chunk-reload';
import { useErrorToast } from '#web/lib/use-error-toast';

const InvitationList = lazy(() =>
  importOrReload(() => import('./invitation-list')).then((m) => ({ default: m.InvitationList })),
);

export function InvitationsSection() {
  const invitations = useCreatorInvitations();
  useErrorToast(invitations, invitationMessages.loadFailed);
  if (!invitations.data || invitations.data.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <InvitationList invitations={invitations.data} />
    </Suspense>
  );
}
