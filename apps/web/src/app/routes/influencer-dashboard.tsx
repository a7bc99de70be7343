import { PageContainer, PageHeader } from '../../components/page-header';
import { CreatorDashboard } from '../../features/creator-campaigns/components/dashboard/creator-dashboard';

export function InfluencerDashboardRoute() {
  return (
    <PageContainer>
      <PageHeader title="Creator Dashboard" subtitle="Your campaigns, content and earnings in one place" />
      <CreatorDashboard />
    </PageContainer>
  );
}
