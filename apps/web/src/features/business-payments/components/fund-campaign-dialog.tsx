// Fund (B9): moves an amount from the wallet into one campaign. The server decides (balance, status, limits); its
// refusal stays in the dialog, beside the field when it is about the amount.
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type CampaignFunding, CampaignFundingInputSchema } from '@microreach/domain/business-payments';
import { paymentMessages } from '@microreach/domain/business-payments-rules';
import { formatMoney } from '@microreach/domain/ledger-rules';
import { GENERIC_ERROR } from '@microreach/domain/messages';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { centsToAmountText, useAmountForm } from '#web/lib/amount-form';
import { ApiRequestError } from '#web/lib/api';
import { toast } from '#web/lib/toast';
import { useFundCampaign } from '../api/business-payments';
import { suggestedFundingCents } from './funding-figures';

interface FundCampaignDialogProps {
  campaign: CampaignFunding;
  balanceCents: number;
  opened: boolean;
  onClose: () => void;
}

export function FundCampaignDialog({ campaign, balanceCents, opened, onClose }: FundCampaignDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={`Fund ${campaign.name}`}>
      {/* Mounted with each opening, so the suggested amount follows the latest figures. */}
      {opened && <FundCampaignForm campaign={campaign} balanceCents={balanceCents} onDone={onClose} />}
    </Modal>
  );
}

/** A refusal's words: the server's own for what the person can act on, the spec's otherwise. */
function refusalMessage(err: unknown): string {
  if (err instanceof ApiRequestError && err.status < 500 && err.message && err.message !== GENERIC_ERROR) {
    return err.message;
  }
  return paymentMessages.paymentFailed;
}

function FundCampaignForm({
  campaign,
  balanceCents,
  onDone,
}: {
  campaign: CampaignFunding;
  balanceCents: number;
  onDone: () => void;
}) {
  const fund = useFundCampaign(campaign.id);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { form, checkedCents, isChecking, showServerErrors } = useAmountForm(
    CampaignFundingInputSchema,
    centsToAmountText(suggestedFundingCents(campaign)),
  );

  const submit = async () => {
    setRefusal(null);
    const amountCents = await checkedCents();
    if (amountCents === null) return;
    try {
      await fund.mutateAsync(amountCents);
      toast.success('Campaign funded', `${formatMoney(amountCents)} moved to ${campaign.name}.`);
      onDone();
    } catch (err) {
      if (!showServerErrors(err)) setRefusal(refusalMessage(err));
    }
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
        <Text size="sm">
          Your wallet balance is <strong>{formatMoney(balanceCents)}</strong>. The amount moves from it into this
          campaign, where it pays creators for their posts.
        </Text>
        <TextInput
          label="Amount"
          description="In dollars, for example 250 or 250.50"
          leftSection="$"
          inputMode="decimal"
          autoComplete="off"
          data-autofocus
          key={form.key('amount')}
          {...form.getInputProps('amount')}
        />
        {refusal && (
          <Alert color="red" icon={<IconAlertCircle size={18} />}>
            {refusal}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={fund.isPending || isChecking}>
            Cancel
          </Button>
          <Button type="submit" loading={fund.isPending || isChecking}>
            Fund campaign
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
