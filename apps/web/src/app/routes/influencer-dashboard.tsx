import { ComingSoon } from '../../components/coming-soon';
import { PageContainer, PageHeader } from '../../components/page-header';

export function InfluencerDashboardRoute() {
  return (
    <PageContainer>
      <PageHeader title="Creator Dashboard" />
      <ComingSoon what="Your campaigns, content and earnings will appear here." />
    </PageContainer>
  );
}
