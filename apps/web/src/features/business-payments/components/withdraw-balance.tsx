// Withdraw balance (issue 25): unspent wallet money goes back to the payments it came from, as refunds, oldest payment
// first. The button says why it is off when nothing can be withdrawn; the dialog takes an amount (the domain's schema,
// at most what is available), says where the money goes, and the server decides.
import { Alert, Button, Group, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { type BusinessWithdrawal, BusinessWithdrawalInputSchema } from '@microreach/domain/business-payments';
import { MIN_BUSINESS_WITHDRAWAL_CENTS, paymentMessages } from '@microreach/domain/business-payments-rules';
import { formatMoney } from '@microreach/domain/ledger-rules';
import { GENERIC_ERROR } from '@microreach/domain/messages';
import { IconAlertCircle, IconArrowBackUp } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { centsToAmountText, useAmountForm } from '#web/lib/amount-form';
import { ApiRequestError } from '#web/lib/api';
import { useEmailNotConfirmedReason } from '#web/lib/session';
import { toast } from '#web/lib/toast';
import { useWithdrawBalance } from '../api/business-payments';

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

/** The server's input rules, and at most what is available, in the words the server would answer with. */
export function withdrawalSchema(withdrawableCents: number) {
  return BusinessWithdrawalInputSchema.refine((input) => input.amountCents <= withdrawableCents, {
    message: `${paymentMessages.withdrawalAboveAvailable} Available to withdraw: ${formatMoney(withdrawableCents)}.`,
    path: ['amountCents'],
  });
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

interface WithdrawBalanceDialogProps {
  opened: boolean;
  withdrawableCents: number;
  onClose: () => void;
}

export function WithdrawBalanceDialog({ opened, withdrawableCents, onClose }: WithdrawBalanceDialogProps) {
  const withdrawal = useWithdrawBalance();
  const close = () => {
    if (!withdrawal.isPending) onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="Withdraw balance" centered>
      {/* Mounted with each opening, so the amount starts from the latest figure. */}
      {opened && (
        <WithdrawBalanceForm
          withdrawableCents={withdrawableCents}
          withdrawal={withdrawal}
          onCancel={close}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}

/** What the person is told once the server has answered. */
function announce(amountCents: number, result: BusinessWithdrawal) {
  const failedCents = result.refunds.filter((r) => r.state === 'failed').reduce((sum, r) => sum + r.amountCents, 0);
  if (failedCents === 0) {
    toast.success('Withdrawal started', `${formatMoney(amountCents)} is on its way back to your original payments.`);
  } else {
    toast.error(
      `${formatMoney(failedCents)} could not be refunded and is back in your wallet. ${formatMoney(amountCents - failedCents)} is on its way back to your original payments.`,
      'Withdrawal partly refused',
    );
  }
}

function WithdrawBalanceForm({
  withdrawableCents,
  withdrawal,
  onCancel,
  onDone,
}: {
  withdrawableCents: number;
  withdrawal: ReturnType<typeof useWithdrawBalance>;
  onCancel: () => void;
  onDone: () => void;
}) {
  const schema = useMemo(() => withdrawalSchema(withdrawableCents), [withdrawableCents]);
  const { form, checkedCents, showServerErrors } = useAmountForm(schema, centsToAmountText(withdrawableCents));
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async () => {
    if (withdrawal.isPending) return;
    setRefusal(null);
    const amountCents = checkedCents();
    if (amountCents === null) return;
    let result: BusinessWithdrawal;
    try {
      result = await withdrawal.mutateAsync(amountCents);
    } catch (err) {
      if (showServerErrors(err, { INSUFFICIENT_FUNDS: 'amount' })) return;
      const isOwnWords = err instanceof ApiRequestError && err.status < 500 && err.message !== GENERIC_ERROR;
      setRefusal(isOwnWords ? err.message : GENERIC_ERROR);
      return;
    }
    announce(amountCents, result);
    onDone();
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <TextInput
          label="Amount"
          withAsterisk
          description={`In dollars. Available to withdraw: ${formatMoney(withdrawableCents)}.`}
          leftSection="$"
          inputMode="decimal"
          autoComplete="off"
          data-autofocus
          key={form.key('amount')}
          {...form.getInputProps('amount')}
        />
        <Text size="sm">{paymentMessages.withdrawalDestination}</Text>
        {refusal && (
          <Alert color="red" icon={<IconAlertCircle size={18} />}>
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={withdrawal.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={withdrawal.isPending}>
            Withdraw
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
