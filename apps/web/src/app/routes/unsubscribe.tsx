// /unsubscribe?token=: the page an email's Unsubscribe link opens, signed in or out (issue 27).
import '../all-styles';
import { profileSettingsPath } from '@microreach/domain/paths';
import { UnsubscribePage } from '#web/features/notifications/components/unsubscribe-page';
import { useSession } from '#web/lib/session';

export function UnsubscribeRoute() {
  const session = useSession();
  return <UnsubscribePage preferencesPath={session.data ? profileSettingsPath(session.data.role) : null} />;
}
