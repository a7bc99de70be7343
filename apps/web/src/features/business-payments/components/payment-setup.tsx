import { Anchor, Badge, Button, Group, Loader, Text } from '@mantine/core';
import { TEST_MODE_BANNER } from '@microreach/domain/ledger-rules';
import { paths } from '@microreach/domain/paths';
import { Link } from 'react-router';
import { useBusinessPayments } from '../api/business-payments';

/**
 * B2 Payment Setup, made real (issue 13): which payment provider moves the money, and whether this business's payment
 * account is connected (it has paid through that provider). 'Connected' and its message only when it is.
 */
export function PaymentSetup() {
  const payments = useBusinessPayments();
  if (payments.isPending) return <Loader size="sm" role="status" aria-label="Loading payment setup" />;
  if (payments.isError) {
    return (
      <Text size="sm" c="dimmed">
        The payment setup could not be loaded.{' '}
        <Anchor component="button" type="button" onClick={() => payments.refetch()}>
          Retry
        </Anchor>
      </Text>
    );
  }
  const { testMode, paymentAccountConnected } = payments.data;
  return (
    <>
      <Group gap="xs">
        <Text fw={500}>Payment account</Text>
        <Badge color={paymentAccountConnected ? 'teal' : 'gray'} variant="light">
          {paymentAccountConnected ? 'Connected' : 'Not connected'}
        </Badge>
        {testMode && (
          <Badge color="yellow" variant="light">
            Test mode
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {paymentAccountConnected
          ? 'Your payment account has been connected successfully.'
          : 'Your payment account connects with your first payment: add funds to your balance to fund campaigns.'}{' '}
        {testMode ? `${TEST_MODE_BANNER}.` : 'Payments are processed by Stripe.'}
      </Text>
      <div>
        <Button component={Link} to={paths.smbPayments} variant="default">
          {paymentAccountConnected ? 'Go to Payments' : 'Add Funds'}
        </Button>
      </div>
    </>
  );
}
