import { ComingSoon } from '#web/components/coming-soon';
import { PageContainer, PageHeader } from '#web/components/page-header';

export function ChatCreatorRoute() {
  return (
    <PageContainer>
      <PageHeader title="Creator Messages" />
      <ComingSoon what="Your conversations with brands will appear here." />
    </PageContainer>
  );
}
