import { ComingSoon } from '../../components/coming-soon';
import { PageContainer, PageHeader } from '../../components/page-header';

export function ChatBusinessRoute() {
  return (
    <PageContainer>
      <PageHeader title="Business Messages" />
      <ComingSoon what="Your conversations with creators will appear here." />
    </PageContainer>
  );
}
