// /smb-payments body (B9 Payments & Funding): the wallet's figures, the campaigns' funding, Add Funds and the history,
// from GET /api/business/payments and its transactions.
import { Alert, Center, Loader, Stack } from '@mantine/core';
import { paymentMessages } from '@microreach/domain/business-payments-rules';
import {
  formatMoney,
  TEST_CARD_DISPUTED,
  TEST_CARD_REFUND_FAILS,
  TEST_MODE_BANNER,
} from '@microreach/domain/ledger-rules';
import { IconAlertTriangle, IconFlask } from '@tabler/icons-react';
import { LoadError } from '#web/components/load-error';
import { useBusinessPayments } from '../api/business-payments';
import { AddFunds } from './add-funds';
import { CampaignFundingOverview } from './campaign-funding-overview';
import { MonthlyStatements } from './monthly-statements';
import classes from './payments-page.module.css';
import { PaymentsSummary } from './payments-summary';
import { TransactionHistory } from './transaction-history';
import { useCheckoutReturn } from './use-checkout-return';
import { WithdrawBalance } from './withdraw-balance';

/** A test card number as printed on a card: '4000 0000 0000 0259'. */
const cardText = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

export function PaymentsPage() {
  const payments = useBusinessPayments();
  const checkoutReturn = useCheckoutReturn();

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
          declined, a payment with {cardText(TEST_CARD_DISPUTED)} can be disputed from its test checkout page, and
          refunds to {cardText(TEST_CARD_REFUND_FAILS)} fail.
        </Alert>
      )}
      {data.balanceCents < 0 && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={`Your wallet is ${formatMoney(data.balanceCents)}`}
        >
          {paymentMessages.walletBelowZero}
        </Alert>
      )}
      <PaymentsSummary payments={data} />
      <div className={classes.columns}>
        <CampaignFundingOverview campaigns={data.campaigns} balanceCents={data.balanceCents} />
        <Stack gap="lg">
          <AddFunds
            testMode={data.testMode}
            closedCheckout={checkoutReturn.closedCheckout}
            onDismissClosed={checkoutReturn.dismiss}
          />
          <WithdrawBalance balanceCents={data.balanceCents} withdrawableCents={data.withdrawableCents} />
          <MonthlyStatements months={data.statementMonths} />
        </Stack>
      </div>
      <TransactionHistory />
    </Stack>
  );
}
