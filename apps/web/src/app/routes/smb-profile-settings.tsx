import { ComingSoon } from '#web/components/coming-soon';
import { PageContainer, PageHeader } from '#web/components/page-header';

export function SmbProfileSettingsRoute() {
  return (
    <PageContainer>
      <PageHeader title="Business Profile Settings" />
      <ComingSoon what="Edit your business information, contact details, campaign preferences and payment setup here." />
    </PageContainer>
  );
}
