import { ComingSoon } from '../../components/coming-soon';
import { PageContainer, PageHeader } from '../../components/page-header';

export function CreateCampaignRoute() {
  return (
    <PageContainer>
      <PageHeader title="Create New Campaign" />
      <ComingSoon what="Set up a campaign's details, requirements, budget and status here." />
    </PageContainer>
  );
}
