// The test-mode payment provider's payout-account page (/test-payout-setup): a test bank account, checked with the
// server's own schema; no real money moves. Payouts to TEST_ACCOUNT_PAYOUTS_FAIL always fail, to try that path.
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { TEST_ACCOUNT_PAYOUTS_FAIL, TEST_MODE_BANNER } from '@microreach/domain/ledger-rules';
import { paths } from '@microreach/domain/paths';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSchemaForm } from '#web/lib/schema-form';
import { toast } from '#web/lib/toast';
import { useAddTestPayoutAccount } from '../api/test-mode';

/** The account's schema (and zod) load after the page shows (issue 31). */
const loadTestBankSchema = () => import('@microreach/domain/ledger').then((m) => m.TestBankInputSchema);

export function TestPayoutSetupForm() {
  const { form, validate, ready, schema, showServerErrors } = useSchemaForm({
    schema: loadTestBankSchema,
    initialValues: { accountHolder: '', accountNumber: '' },
  });
  const addAccount = useAddTestPayoutAccount();
  const navigate = useNavigate();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (addAccount.isPending || !(await ready()) || validate()) return;
    const parsed = schema().parse(form.getValues());
    try {
      const account = await addAccount.mutateAsync(parsed);
      toast.success('Payment method added', `Withdrawals will go to ${account.label}.`);
      navigate(paths.earnings);
    } catch (err) {
      if (!showServerErrors(err)) toast.error(err instanceof Error ? err.message : String(err));
    }
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={520} mx="auto">
      <Stack gap="lg">
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />}>
          {TEST_MODE_BANNER}
        </Alert>
        <Stack gap={4}>
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            Add a test bank account
          </Title>
          <Text size="sm" c="dimmed">
            Withdrawals in test mode go to this account. Nothing is sent to a real bank.
          </Text>
        </Stack>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput
              label="Account holder"
              withAsterisk
              autoComplete="name"
              key={form.key('accountHolder')}
              {...form.getInputProps('accountHolder')}
            />
            <TextInput
              label="Account number"
              withAsterisk
              inputMode="numeric"
              autoComplete="off"
              description={`Any number of 6 to 17 digits. ${TEST_ACCOUNT_PAYOUTS_FAIL} makes payouts fail.`}
              key={form.key('accountNumber')}
              {...form.getInputProps('accountNumber')}
            />
            <Group justify="flex-end" gap="sm">
              <Button component={Link} to={paths.earnings} variant="default">
                Cancel
              </Button>
              <Button type="submit" color="pink" loading={addAccount.isPending}>
                Save bank account
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}
