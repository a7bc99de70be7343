// Add Funds (B9): $100, $500, $1,000 or an amount of one's own, each paid on the payment provider's checkout page.
// The wallet is credited only when the provider says the checkout was paid (the page it returns to tells how it went).
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { FUND_PRESETS_USD, paymentMessages } from '@microreach/domain/business-payments-rules';
import { formatUsd } from '@microreach/domain/formulas';
import { formatMoney } from '@microreach/domain/ledger-rules';
import { IconAlertCircle, IconCreditCard } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useAmountForm } from '#web/lib/amount-form';
import { useEmailNotConfirmedReason } from '#web/lib/session';
import { toast } from '#web/lib/toast';
import { useStartCheckout } from '../api/business-payments';
import { TryAgainCheckout } from './try-again-checkout';
import type { ClosedCheckout } from './use-checkout-return';

export function AddFunds({
  testMode,
  closedCheckout = null,
  onDismissClosed,
}: {
  testMode: boolean;
  /** A checkout that came back declined or expired: said here, with Try Again for its amount. */
  closedCheckout?: ClosedCheckout | null;
  onDismissClosed?: () => void;
}) {
  const start = useStartCheckout();
  // Once the provider's page is on its way, nothing else starts.
  const [isRedirecting, setIsRedirecting] = useState(false);
  /** Which control started the checkout in flight: a preset's cents or the custom field. */
  const [source, setSource] = useState<number | 'custom' | null>(null);
  const { form, checkedCents, isChecking, showServerErrors } = useAmountForm(() =>
    import('@microreach/domain/business-payments').then((m) => m.DepositInputSchema),
  );
  const isBusy = start.isPending || isRedirecting || isChecking;
  // Adding funds needs a confirmed address (issue 27): every button is off, and says why.
  const blockedReason = useEmailNotConfirmedReason('addFunds');
  const isBlocked = blockedReason !== null;

  // Back from the provider's page with the browser's Back button, this page may be shown as it was left (bfcache).
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setIsRedirecting(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const startCheckout = async (amountCents: number, from: number | 'custom') => {
    setSource(from);
    let url: string | null;
    try {
      ({ url } = await start.mutateAsync(amountCents));
    } catch (err) {
      if (from === 'custom' && showServerErrors(err)) return;
      url = null;
    }
    if (!url) {
      toast.error(paymentMessages.paymentFailed);
      return;
    }
    setIsRedirecting(true);
    toast.success('Add Funds', 'Redirecting to payment portal...');
    window.location.assign(url);
  };

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="add-funds-title">
      <Stack gap="md">
        <Stack gap={4}>
          <Title id="add-funds-title" order={2} size="h3">
            Add Funds
          </Title>
          <Text size="sm" c="dimmed">
            {testMode
              ? 'You pay on the test checkout page; no real card is charged.'
              : 'You pay on the payment provider’s secure page, then come back here.'}
          </Text>
          {blockedReason && (
            <Text id="add-funds-blocked" size="sm" c="orange.9" fw={500}>
              {blockedReason}
            </Text>
          )}
        </Stack>
        {closedCheckout && !isBlocked && (
          <Alert
            color="red"
            icon={<IconAlertCircle size={18} />}
            title={`Your payment of ${formatMoney(closedCheckout.amountCents)} did not go through`}
            withCloseButton={onDismissClosed !== undefined}
            closeButtonLabel="Dismiss"
            onClose={onDismissClosed}
          >
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{closedCheckout.message}</Text>
              <TryAgainCheckout amountCents={closedCheckout.amountCents} />
            </Stack>
          </Alert>
        )}
        <Group gap="sm" grow>
          {FUND_PRESETS_USD.map((usd) => {
            const cents = usd * 100;
            return (
              <Button
                key={usd}
                variant="light"
                disabled={isBusy || isBlocked}
                aria-describedby={isBlocked ? 'add-funds-blocked' : undefined}
                loading={start.isPending && source === cents}
                onClick={() => void startCheckout(cents, cents)}
              >
                {formatUsd(cents)}
              </Button>
            );
          })}
        </Group>
        <form
          noValidate
          onSubmit={async (event) => {
            event.preventDefault();
            // Busy is read before the check waits: while it waits, the form shows itself busy and starts nothing else.
            if (isBusy) return;
            const amountCents = await checkedCents();
            if (amountCents !== null && !isBlocked) void startCheckout(amountCents, 'custom');
          }}
        >
          <Stack gap="sm">
            <TextInput
              label="Custom amount"
              description="In dollars, for example 250 or 250.50"
              leftSection="$"
              inputMode="decimal"
              autoComplete="off"
              key={form.key('amount')}
              {...form.getInputProps('amount')}
            />
            <Button
              type="submit"
              leftSection={<IconCreditCard size={16} />}
              disabled={isBusy || isBlocked}
              aria-describedby={isBlocked ? 'add-funds-blocked' : undefined}
              loading={(start.isPending && source === 'custom') || isChecking}
            >
              Add Funds
            </Button>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
