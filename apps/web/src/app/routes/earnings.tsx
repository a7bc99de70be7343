import { PageContainer } from '#web/components/page-header';
import { EarningsPage } from '#web/features/creator-earnings/components/earnings-page';

export function EarningsRoute() {
  return (
    <PageContainer>
      <EarningsPage />
    </PageContainer>
  );
}
