// /help adapts to the signed-in role: creators get the creator guide (C2), businesses a guide written for them.
import { PageContainer } from '../../components/page-header';
import { useSession } from '../../features/auth/api/session';
import { BusinessHelpGuide } from '../../features/campaigns/components/help/business-help-guide';
import { HelpGuide } from '../../features/creator-campaigns/components/help/help-guide';

export function HelpRoute() {
  const { data: user } = useSession();
  return <PageContainer>{user?.role === 'SMB' ? <BusinessHelpGuide /> : <HelpGuide />}</PageContainer>;
}
