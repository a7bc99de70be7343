import { ComingSoon } from '../../components/coming-soon';
import { PageContainer, PageHeader } from '../../components/page-header';

export function EditCampaignRoute() {
  return (
    <PageContainer>
      <PageHeader title="Edit Campaign" />
      <ComingSoon what="Change a campaign's details, save it as a draft or launch it here." />
    </PageContainer>
  );
}
