import { ComingSoon } from '../../components/coming-soon';
import { PageContainer, PageHeader } from '../../components/page-header';

export function FindInfluencersRoute() {
  return (
    <PageContainer>
      <PageHeader title="Find Influencers" />
      <ComingSoon what="Search creators by niche, location, audience size and engagement here." />
    </PageContainer>
  );
}
