import { PageContainer, PageHeader } from '#web/components/page-header';
import { BrowseCampaignsPage } from '#web/features/creator-campaigns/components/browse/browse-campaigns-page';

export function BrowseCampaignsRoute() {
  return (
    <PageContainer>
      <PageHeader title="Browse Campaigns" subtitle="Find live campaigns that fit you, then join or apply." />
      <BrowseCampaignsPage />
    </PageContainer>
  );
}
