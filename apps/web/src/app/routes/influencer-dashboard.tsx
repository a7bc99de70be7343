import { PageContainer, PageHeader } from '#web/components/page-header';
import { CreatorDashboard } from '#web/features/creator-campaigns/components/dashboard/creator-dashboard';

export function InfluencerDashboardRoute() {
  return (
    <PageContainer>
      <PageHeader title="Creator Dashboard" subtitle="Your campaigns, content and earnings in one place" />
      <CreatorDashboard />
    </PageContainer>
  );
}
