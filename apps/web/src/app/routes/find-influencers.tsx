import { ComingSoon } from '#web/components/coming-soon';
import { PageContainer, PageHeader } from '#web/components/page-header';

export function FindInfluencersRoute() {
  return (
    <PageContainer>
      <PageHeader title="Find Influencers" />
      <ComingSoon what="Search creators by niche, location, audience size and engagement here." />
    </PageContainer>
  );
}
