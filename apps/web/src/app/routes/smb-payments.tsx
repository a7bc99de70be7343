import { ComingSoon } from '#web/components/coming-soon';
import { PageContainer, PageHeader } from '#web/components/page-header';

export function SmbPaymentsRoute() {
  return (
    <PageContainer>
      <PageHeader title="Payments & Funding" />
      <ComingSoon what="Fund your campaigns and see every transaction here." />
    </PageContainer>
  );
}
