import { PageContainer, PageHeader } from '#web/components/page-header';
import { PaymentsPage } from '#web/features/business-payments/components/payments-page';

export function SmbPaymentsRoute() {
  return (
    <PageContainer>
      <PageHeader title="Payments & Funding" subtitle="Add funds, fund your campaigns and see every transaction" />
      <PaymentsPage />
    </PageContainer>
  );
}
