import { ComingSoon } from '../../components/coming-soon';
import { PageContainer, PageHeader } from '../../components/page-header';

export function BrowseCampaignsRoute() {
  return (
    <PageContainer>
      <PageHeader title="Browse Campaigns" />
      <ComingSoon what="Live campaigns you can join or apply to will appear here." />
    </PageContainer>
  );
}
