import { ComingSoon } from '#web/components/coming-soon';
import { PageContainer, PageHeader } from '#web/components/page-header';

export function EarningsRoute() {
  return (
    <PageContainer>
      <PageHeader title="Wallet & Earnings" />
      <ComingSoon what="Your balance, earnings per campaign and payouts will appear here." />
    </PageContainer>
  );
}
