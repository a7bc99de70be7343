import { PageContainer } from '#web/components/page-header';
import { EarningsPage } from '#web/features/earnings/components/earnings-page';

export function EarningsRoute() {
  return (
    <PageContainer>
      <EarningsPage />
    </PageContainer>
  );
}
