// /earnings (C2 Wallet & Earnings, made real by issue 13): the creator's balances from the ledger, campaigns, videos,
// monthly earnings, transactions and payout account, with Export and Withdraw Funds. Also where the payment provider
// sends the creator back after setting up a payout account (?payout-setup=done, or =retry when its link expired).
// Tax details (issue 29) have their own section, which the Withdraw dialog opens when a withdrawal waits for them.
import { Alert, Button, Center, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { earningsMessages, withdrawWaitText } from '@microreach/domain/creator-earnings-rules';
import { formatLocalDayShort } from '@microreach/domain/formulas';
import { TEST_MODE_BANNER } from '@microreach/domain/ledger-rules';
import { IconAlertTriangle, IconCash, IconDownload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { lazyDialog } from '#web/components/lazy-dialog';
import { LoadError } from '#web/components/load-error';
import { PageHeader } from '#web/components/page-header';
import {
  EARNINGS_CSV_URL,
  useCreatorEarnings,
  useRefreshPayoutAccount,
  useTaxStatus,
} from '#web/features/creator-earnings/api/creator-earnings';
import { useEmailNotConfirmedReason } from '#web/lib/session';
import { toast } from '#web/lib/toast';
import { useErrorToast } from '#web/lib/use-error-toast';
import { CampaignParticipation } from './campaign-participation';
import { EarningsSummaryCards } from './earnings-summary-cards';
import { MonthlyEarnings } from './monthly-earnings';
import { PaymentMethodsCard } from './payment-methods-card';
import { TaxDetailsSection } from './tax-details-section';
import { Transactions } from './transactions';
import { usePayoutSetup } from './use-payout-setup';
import { VideoPerformance } from './video-performance';

// Loaded when first opened (issue 31: the page's first download carries neither it nor Mantine's Modal).
const WithdrawDialog = lazyDialog(() => import('./withdraw-dialog').then((m) => m.WithdrawDialog));

export const PAYOUT_SETUP_PARAM = 'payout-setup';

export function EarningsPage() {
  const earnings = useCreatorEarnings();
  const [isWithdrawOpen, setWithdrawOpen] = useState(false);
  const tax = useTaxStatus();
  const [isTaxFormOpen, setTaxFormOpen] = useState(false);
  const taxSection = useRef<HTMLElement>(null);
  /** From the Withdraw dialog's refusal: the dialog closes, and the tax details form opens in view. */
  function openTaxDetails() {
    setWithdrawOpen(false);
    setTaxFormOpen(true);
    requestAnimationFrame(() => {
      taxSection.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
      taxSection.current?.focus({ preventScroll: true });
    });
  }
  useErrorToast(earnings, earningsMessages.earningsLoadFailed);
  usePayoutSetupReturn();

  const data = earnings.data;
  // Withdrawing needs a confirmed address (issue 27): the button is off and says why.
  const blockedReason = useEmailNotConfirmedReason('withdraw');
  const canWithdraw = data !== undefined && data.availableCents > 0 && blockedReason === null;
  // Issue 30: nothing available yet says why, and when (and how much) pending money becomes available.
  const waitReason = data ? withdrawWaitText(data, formatLocalDayShort) : null;
  const describedBy = [blockedReason ? 'withdraw-blocked' : null, waitReason ? 'withdraw-wait' : null]
    .filter(Boolean)
    .join(' ');

  return (
    <>
      <PageHeader
        title="Wallet & Earnings"
        subtitle="Your balance, earnings per campaign and withdrawals"
        actions={
          <Group gap="sm">
            <Button
              component="a"
              href={EARNINGS_CSV_URL}
              download="microreach-earnings.csv"
              variant="default"
              leftSection={<IconDownload size={16} />}
            >
              Export
            </Button>
            <Button
              color="pink"
              leftSection={<IconCash size={16} />}
              disabled={!canWithdraw}
              aria-describedby={describedBy || undefined}
              onClick={() => setWithdrawOpen(true)}
            >
              Withdraw Funds
            </Button>
          </Group>
        }
      />
      {earnings.isPending ? (
        <Center py={80}>
          <Stack align="center" gap="xs">
            <Loader color="pink" role="status" aria-label="Loading earnings" />
            <Text c="dimmed">Loading your earnings...</Text>
          </Stack>
        </Center>
      ) : earnings.isError ? (
        <LoadError
          title="Your earnings could not be loaded"
          onRetry={() => earnings.refetch()}
          isRetrying={earnings.isFetching}
        />
      ) : (
        <Stack gap="xl">
          {blockedReason && (
            <Text id="withdraw-blocked" size="sm" c="orange.9" fw={500}>
              {blockedReason}
            </Text>
          )}
          {waitReason && (
            <Text id="withdraw-wait" size="sm" c="dimmed">
              {waitReason}
            </Text>
          )}
          {earnings.data.testMode && (
            <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />}>
              {TEST_MODE_BANNER}
            </Alert>
          )}
          <EarningsSummaryCards earnings={earnings.data} />
          <CampaignParticipation campaigns={earnings.data.campaigns} />
          <VideoPerformance videos={earnings.data.videos} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <MonthlyEarnings monthly={earnings.data.monthly} />
            <PaymentMethodsCard payoutAccount={earnings.data.payoutAccount} />
          </SimpleGrid>
          <TaxDetailsSection ref={taxSection} isFormOpen={isTaxFormOpen} onFormOpenChange={setTaxFormOpen} />
          <Transactions earnings={earnings.data} />
          <WithdrawDialog
            opened={isWithdrawOpen}
            onClose={() => setWithdrawOpen(false)}
            availableCents={earnings.data.availableCents}
            payoutAccount={earnings.data.payoutAccount}
            tax={tax.data}
            onAddTaxDetails={openTaxDetails}
          />
        </Stack>
      )}
    </>
  );
}

/**
 * Back from the provider's payout-account page: `done` reads the account's state again; `retry` (the provider's
 * link expired or was used) asks for a new link and goes back, as Stripe's onboarding expects. The parameter is
 * removed either way, so a reload does neither twice.
 */
function usePayoutSetupReturn() {
  const [params, setParams] = useSearchParams();
  const refresh = useRefreshPayoutAccount();
  const payoutSetup = usePayoutSetup();
  const step = params.get(PAYOUT_SETUP_PARAM);
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!step || handled.current === step) return;
    handled.current = step;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(PAYOUT_SETUP_PARAM);
        return next;
      },
      { replace: true },
    );
    if (step === 'retry') {
      void payoutSetup.start();
      return;
    }
    refresh.mutate(undefined, {
      onSuccess: (account) => {
        if (account?.active) toast.success('Payment method added', `Withdrawals will go to ${account.label}.`);
      },
      onError: (err) => toast.error(err.message),
    });
  }, [step, setParams, refresh, payoutSetup]);
}
