// /help adapts to the signed-in role: creators get the creator guide (C2), businesses a guide written for them.
import { PageContainer } from '#web/components/page-header';
import { useSession } from '#web/features/auth/api/session';
import { BusinessHelpGuide } from '#web/features/business-campaigns/components/help/business-help-guide';
import { HelpGuide } from '#web/features/creator-campaigns/components/help/help-guide';

export function HelpRoute() {
  const { data: user } = useSession();
  return <PageContainer>{user?.role === 'SMB' ? <BusinessHelpGuide /> : <HelpGuide />}</PageContainer>;
}
