import { PageContainer } from '../../components/page-header';
import { HelpGuide } from '../../features/creator-campaigns/components/help/help-guide';

export function HelpRoute() {
  return (
    <PageContainer>
      <HelpGuide />
    </PageContainer>
  );
}
