// Withdraw balance (issue 25): unspent wallet money goes back to the payments it came from, as refunds, oldest payment
// first. The button says why it is off when nothing can be withdrawn; the dialog (withdraw-balance-dialog.tsx) takes an
// amount, says where the money goes, and the server decides.
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { MIN_BUSINESS_WITHDRAWAL_CENTS, paymentMessages } from '@microreach/domain/business-payments-rules';
import { formatMoney } from '@microreach/domain/ledger-rules';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useState } from 'react';
import { lazyDialog } from '#web/components/lazy-dialog';
import { useEmailNotConfirmedReason } from '#web/lib/session';

// Loaded when first opened (issue 31: the page's first download carries neither it, its schema nor Mantine's Modal).
const WithdrawBalanceDialog = lazyDialog(() =>
  import('./withdraw-balance-dialog').then((m) => m.WithdrawBalanceDialog),
);

interface WithdrawBalanceProps {
  balanceCents: number;
  withdrawableCents: number;
}

/** Why nothing can be withdrawn now, or null when something can. */
export function withdrawBlockedReason({ balanceCents, withdrawableCents }: WithdrawBalanceProps): string | null {
  if (withdrawableCents >= MIN_BUSINESS_WITHDRAWAL_CENTS) return null;
  if (balanceCents < 0) return paymentMessages.walletBelowZero;
  return withdrawableCents > 0 ? paymentMessages.withdrawalTooSmall : paymentMessages.nothingToWithdraw;
}

export function WithdrawBalance(props: WithdrawBalanceProps) {
  const [opened, setOpened] = useState(false);
  // Withdrawing needs a confirmed address (issue 27), before any other reason.
  const reason = useEmailNotConfirmedReason('withdraw') ?? withdrawBlockedReason(props);
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="withdraw-balance-title">
      <Stack gap="sm" align="flex-start">
        <Title id="withdraw-balance-title" order={2} size="h3">
          Unspent money
        </Title>
        <Text size="sm">
          Available to withdraw: <strong>{formatMoney(props.withdrawableCents)}</strong>
        </Text>
        <Button
          variant="default"
          leftSection={<IconArrowBackUp size={16} />}
          disabled={reason !== null}
          aria-describedby={reason ? 'withdraw-balance-reason' : undefined}
          onClick={() => setOpened(true)}
        >
          Withdraw balance
        </Button>
        {reason && (
          <Text id="withdraw-balance-reason" size="sm" c="dimmed">
            {reason}
          </Text>
        )}
      </Stack>
      <WithdrawBalanceDialog
        opened={opened}
        withdrawableCents={props.withdrawableCents}
        onClose={() => setOpened(false)}
      />
    </Paper>
  );
}
