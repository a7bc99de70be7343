import { ComingSoon } from '#web/components/coming-soon';
import { PageContainer, PageHeader } from '#web/components/page-header';

export function InfluencerProfileSettingsRoute() {
  return (
    <PageContainer>
      <PageHeader title="Profile Settings" />
      <ComingSoon what="Edit your basic information, social platforms, niches and collaboration preferences here." />
    </PageContainer>
  );
}
