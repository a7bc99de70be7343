import { ComingSoon } from '#web/components/coming-soon';
import { PageContainer, PageHeader } from '#web/components/page-header';

export function CampaignAnalyticsRoute() {
  return (
    <PageContainer>
      <PageHeader title="Campaign Analytics" />
      <ComingSoon what="Budget, reach, engagement and every creator's posts for this campaign will appear here." />
    </PageContainer>
  );
}
