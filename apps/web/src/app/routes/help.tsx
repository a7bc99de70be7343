import { ComingSoon } from '../../components/coming-soon';
import { PageContainer, PageHeader } from '../../components/page-header';

export function HelpRoute() {
  return (
    <PageContainer>
      <PageHeader title="Creator Help Guide" />
      <ComingSoon what="How to upload content, how payouts work and the posting rules will appear here." />
    </PageContainer>
  );
}
