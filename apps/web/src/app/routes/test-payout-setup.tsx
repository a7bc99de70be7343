import { PageContainer } from '#web/components/page-header';
import { TestPayoutSetupForm } from '#web/features/ledger/components/test-payout-setup-form';

export function TestPayoutSetupRoute() {
  return (
    <PageContainer>
      <TestPayoutSetupForm />
    </PageContainer>
  );
}
