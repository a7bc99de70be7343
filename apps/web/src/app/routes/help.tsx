// /help adapts to the signed-in role: creators get the creator guide (C2), businesses a guide written for them.
import { PageContainer } from '#web/components/page-header';
import { BusinessHelpGuide } from '#web/features/business-campaigns/components/help/business-help-guide';
import { HelpGuide } from '#web/features/creator-campaigns/components/help/help-guide';
import { useSession } from '#web/lib/session';

export function HelpRoute() {
  const { data: user } = useSession();
  return <PageContainer>{user?.role === 'SMB' ? <BusinessHelpGuide /> : <HelpGuide />}</PageContainer>;
}
