// /smb-payments body (B9 Payments & Funding): the wallet's figures, the campaigns' funding, Add Funds and the history,
// from GET /api/business/payments and its transactions.
import { Alert, Center, Grid, Loader, Stack } from '@mantine/core';
import { TEST_MODE_BANNER } from '@microreach/domain/ledger';
import { IconFlask } from '@tabler/icons-react';
import { LoadError } from '#web/components/load-error';
import { useBusinessPayments } from '../api/business-payments';
import { AddFunds } from './add-funds';
import { CampaignFundingOverview } from './campaign-funding-overview';
import { PaymentsSummary } from './payments-summary';
import { TransactionHistory } from './transaction-history';
import { useCheckoutReturn } from './use-checkout-return';

export function PaymentsPage() {
  const payments = useBusinessPayments();
  useCheckoutReturn();

  if (payments.isPending) {
    return (
      <Center py={80}>
        <Loader role="status" aria-label="Loading payments" />
      </Center>
    );
  }
  if (payments.isError) {
    return (
      <LoadError
        title="Your payments could not be loaded"
        onRetry={() => payments.refetch()}
        isRetrying={payments.isFetching}
      />
    );
  }

  const data = payments.data;
  return (
    <Stack gap="lg">
      {data.testMode && (
        <Alert color="yellow" variant="light" icon={<IconFlask size={18} />} title={TEST_MODE_BANNER}>
          Payments go through the built-in test provider: card 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is
          declined.
        </Alert>
      )}
      <PaymentsSummary payments={data} />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <CampaignFundingOverview campaigns={data.campaigns} balanceCents={data.balanceCents} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <AddFunds testMode={data.testMode} />
        </Grid.Col>
      </Grid>
      <TransactionHistory />
    </Stack>
  );
}
