import { ComingSoon } from '#web/components/coming-soon';
import { PageContainer, PageHeader } from '#web/components/page-header';

export function ChatBusinessRoute() {
  return (
    <PageContainer>
      <PageHeader title="Business Messages" />
      <ComingSoon what="Your conversations with creators will appear here." />
    </PageContainer>
  );
}
