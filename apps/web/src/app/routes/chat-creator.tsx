import { ComingSoon } from '../../components/coming-soon';
import { PageContainer, PageHeader } from '../../components/page-header';

export function ChatCreatorRoute() {
  return (
    <PageContainer>
      <PageHeader title="Creator Messages" />
      <ComingSoon what="Your conversations with brands will appear here." />
    </PageContainer>
  );
}
