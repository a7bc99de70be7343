// Withdraw Funds (C2, made real): an amount (the available balance to start with, at least $10), the payout account
// it goes to, and the server's answer: a toast on success, its refusal in the form otherwise. Without tax details it
// says how much more may go out this year, and a refusal for them leads to the Tax details section (issue 29).
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type PayoutAccount, WithdrawalInputSchema } from '@microreach/domain/creator-earnings';
import { earningsMessages, MIN_WITHDRAWAL_CENTS } from '@microreach/domain/creator-earnings-rules';
import { formatMoney } from '@microreach/domain/ledger-rules';
import type { TaxStatus } from '@microreach/domain/tax';
import { taxMessages } from '@microreach/domain/tax-rules';
import { IconAlertCircle, IconBuildingBank, IconCreditCard, IconFileCertificate } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useRequestWithdrawal } from '#web/features/creator-earnings/api/creator-earnings';
import { useAmountForm } from '#web/lib/amount-form';
import { ApiRequestError } from '#web/lib/api';
import { toast } from '#web/lib/toast';
import { centsToInput } from './earnings-figures';
import { usePayoutSetup } from './use-payout-setup';

interface WithdrawDialogProps {
  opened: boolean;
  onClose: () => void;
  availableCents: number;
  payoutAccount: PayoutAccount | null;
  /** This year's tax status (undefined while it loads): the allowance without tax details. */
  tax: TaxStatus | undefined;
  /** Closes the dialog and opens the Tax details section. */
  onAddTaxDetails: () => void;
}

export function WithdrawDialog({
  opened,
  onClose,
  availableCents,
  payoutAccount,
  tax,
  onAddTaxDetails,
}: WithdrawDialogProps) {
  const withdrawal = useRequestWithdrawal();
  const close = () => {
    if (!withdrawal.isPending) onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="Withdraw Funds" centered>
      {payoutAccount?.active ? (
        <WithdrawForm
          availableCents={availableCents}
          payoutAccount={payoutAccount}
          onCancel={close}
          onDone={onClose}
          withdrawal={withdrawal}
          tax={tax}
          onAddTaxDetails={onAddTaxDetails}
        />
      ) : (
        <NoPayoutAccount payoutAccount={payoutAccount} onCancel={close} />
      )}
    </Modal>
  );
}

/** The server's withdrawal input (C9: at least $10), and at most what is available, as the server would refuse it. */
export function withdrawalSchema(availableCents: number) {
  return WithdrawalInputSchema.refine((input) => input.amountCents <= availableCents, {
    message: earningsMessages.insufficientAvailable,
    path: ['amountCents'],
  });
}

function WithdrawForm({
  availableCents,
  payoutAccount,
  onCancel,
  onDone,
  withdrawal,
  tax,
  onAddTaxDetails,
}: {
  availableCents: number;
  payoutAccount: PayoutAccount;
  onCancel: () => void;
  onDone: () => void;
  withdrawal: ReturnType<typeof useRequestWithdrawal>;
  tax: TaxStatus | undefined;
  onAddTaxDetails: () => void;
}) {
  // Mounted each time the dialog opens (Mantine unmounts a closed Modal's content): it starts from today's balance.
  const schema = useMemo(() => withdrawalSchema(availableCents), [availableCents]);
  const { form, checkedCents, isChecking } = useAmountForm(schema, centsToInput(availableCents));
  const [refusal, setRefusal] = useState<{
    message: string;
    title?: string;
    needsAccount: boolean;
    needsTaxDetails: boolean;
  } | null>(null);
  const allowanceCents = tax?.withdrawableWithoutDetailsCents ?? null;
  const payoutSetup = usePayoutSetup();

  async function submit() {
    if (withdrawal.isPending) return;
    const amountCents = await checkedCents();
    if (amountCents === null) return;
    setRefusal(null);
    try {
      await withdrawal.mutateAsync(amountCents);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      // The amount's own problems show beside it; anything else (no account any more, a server fault) above the buttons.
      if (err instanceof ApiRequestError && (err.status === 400 || err.code === 'INSUFFICIENT_FUNDS')) {
        form.setFieldError('amount', message);
      } else {
        const code = err instanceof ApiRequestError ? err.code : undefined;
        setRefusal({
          message,
          title: code === 'TAX_DETAILS_REQUIRED' ? taxMessages.requiredTitle : undefined,
          needsAccount: code === 'NO_PAYOUT_ACCOUNT',
          needsTaxDetails: code === 'TAX_DETAILS_REQUIRED',
        });
      }
      return;
    }
    toast.success('Withdrawal requested', `${formatMoney(amountCents)} is on its way to ${payoutAccount.label}.`);
    onDone();
  }

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
          inputMode="decimal"
          autoComplete="off"
          leftSection="$"
          description={`Minimum ${formatMoney(MIN_WITHDRAWAL_CENTS)}. Available: ${formatMoney(availableCents)}.`}
          key={form.key('amount')}
          {...form.getInputProps('amount')}
        />
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconBuildingBank size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm">
            Paid to <strong>{payoutAccount.label}</strong>
          </Text>
        </Group>
        {allowanceCents !== null && !refusal?.needsTaxDetails && (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconFileCertificate size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="sm">
              Without tax details you can withdraw up to <strong>{formatMoney(allowanceCents)}</strong> more this year.
            </Text>
          </Group>
        )}
        {refusal && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={refusal.title}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{refusal.message}</Text>
              {refusal.needsTaxDetails && (
                <Button
                  size="xs"
                  color="pink"
                  leftSection={<IconFileCertificate size={14} />}
                  onClick={onAddTaxDetails}
                >
                  Add tax details
                </Button>
              )}
              {refusal.needsAccount && (
                <Button
                  size="xs"
                  color="pink"
                  leftSection={<IconCreditCard size={14} />}
                  loading={payoutSetup.isPending}
                  onClick={payoutSetup.start}
                >
                  Add Payment Method
                </Button>
              )}
            </Stack>
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={withdrawal.isPending || isChecking}>
            Cancel
          </Button>
          <Button type="submit" color="pink" loading={withdrawal.isPending || isChecking}>
            Request Withdrawal
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function NoPayoutAccount({ payoutAccount, onCancel }: { payoutAccount: PayoutAccount | null; onCancel: () => void }) {
  const payoutSetup = usePayoutSetup();
  return (
    <Stack gap="md">
      <Alert
        color="yellow"
        variant="light"
        icon={<IconCreditCard size={18} />}
        title={payoutAccount ? 'Payment method setup not finished' : 'No payment method yet'}
      >
        {earningsMessages.noPayoutAccount}
      </Alert>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button
          color="pink"
          leftSection={<IconCreditCard size={16} />}
          loading={payoutSetup.isPending}
          onClick={payoutSetup.start}
        >
          Add Payment Method
        </Button>
      </Group>
    </Stack>
  );
}
