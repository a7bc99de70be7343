import { PageContainer, PageHeader } from '#web/components/page-header';
import { FindInfluencersPage } from '#web/features/find-influencers/components/find-influencers-page';

export function FindInfluencersRoute() {
  return (
    <PageContainer>
      <PageHeader
        title="Find Influencers"
        subtitle="Search creators by name, niche, location, audience size and engagement, then invite them."
      />
      <FindInfluencersPage />
    </PageContainer>
  );
}
