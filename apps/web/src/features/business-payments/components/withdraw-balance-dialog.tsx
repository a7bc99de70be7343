// The Withdraw balance dialog (issue 25): an amount (the domain's schema, at most what is available), where the money
// goes, and the server's answer.
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type BusinessWithdrawal, BusinessWithdrawalInputSchema } from '@microreach/domain/business-payments';
import { paymentMessages } from '@microreach/domain/business-payments-rules';
import { formatMoney } from '@microreach/domain/ledger-rules';
import { GENERIC_ERROR } from '@microreach/domain/messages';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { centsToAmountText, useAmountForm } from '#web/lib/amount-form';
import { ApiRequestError } from '#web/lib/api';
import { toast } from '#web/lib/toast';
import { useWithdrawBalance } from '../api/business-payments';

/** The server's input rules, and at most what is available, in the words the server would answer with. */
export function withdrawalSchema(withdrawableCents: number) {
  return BusinessWithdrawalInputSchema.refine((input) => input.amountCents <= withdrawableCents, {
    message: `${paymentMessages.withdrawalAboveAvailable} Available to withdraw: ${formatMoney(withdrawableCents)}.`,
    path: ['amountCents'],
  });
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
  const { form, checkedCents, isChecking, showServerErrors } = useAmountForm(
    schema,
    centsToAmountText(withdrawableCents),
  );
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async () => {
    if (withdrawal.isPending) return;
    setRefusal(null);
    const amountCents = await checkedCents();
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
          <Button variant="default" onClick={onCancel} disabled={withdrawal.isPending || isChecking}>
            Cancel
          </Button>
          <Button type="submit" loading={withdrawal.isPending || isChecking}>
            Withdraw
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
