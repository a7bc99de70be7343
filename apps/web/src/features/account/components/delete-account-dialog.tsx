// Account settings: the Delete my account dialog (issue 27 item 4), loaded when first opened (issue 31). It says what
// happens and asks for the password and the word DELETE; the server refuses, with its reasons, while money is pending
// or a campaign is live. Once deleted, this browser is signed out and the home page says so.
import { Alert, Button, Group, List, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { DeleteAccountInputSchema } from '@microreach/domain/account-data';
import { accountDataMessages, DELETE_CONFIRM_WORD, DELETED_USER_NAME } from '@microreach/domain/account-data-rules';
import { paths } from '@microreach/domain/paths';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiRequestError } from '#web/lib/api';
import { useSchemaForm } from '#web/lib/schema-form';
import { toast } from '#web/lib/toast';
import { useDeleteAccount } from '../api/account-data';

/** What deleting does, as the dialog lists it. */
const CONSEQUENCES = [
  'Your profile, pictures, social handles and other personal details are erased.',
  'You are signed out on every device, and the account can never be signed in to again.',
  `Your messages stay in the other person's chat, shown as from “${DELETED_USER_NAME}”.`,
  'Records of payments are kept without your name, as the law requires.',
] as const;

export function DeleteAccountDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [blocked, setBlocked] = useState<{ message: string; reasons: string[] } | null>(null);
  const navigate = useNavigate();
  const deletion = useDeleteAccount();
  const { form, validate, showServerErrors } = useSchemaForm({
    schema: DeleteAccountInputSchema,
    initialValues: { password: '', confirm: '' },
  });

  function close() {
    if (deletion.isPending) return;
    onClose();
    setBlocked(null);
    form.reset();
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setBlocked(null);
    if (validate()) return;
    try {
      await deletion.mutateAsync(DeleteAccountInputSchema.parse(form.getValues()));
    } catch (err) {
      if (err instanceof ApiRequestError && err.code === 'ACCOUNT_DELETION_BLOCKED') {
        setBlocked({ message: accountDataMessages.blocked, reasons: err.reasons ?? [err.message] });
        return;
      }
      if (!showServerErrors(err, { WRONG_PASSWORD: 'password' }))
        toast.error(err instanceof Error ? err.message : String(err));
      return;
    }
    // Off the signed-in page first, so that no guard sends the now signed-out visitor to the sign-in page.
    await navigate(paths.home, { replace: true });
    deletion.forgetSession();
    toast.success(accountDataMessages.deleted);
  }

  return (
    <Modal opened={opened} onClose={close} title="Delete your account?" centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <List size="sm" spacing={4}>
            {CONSEQUENCES.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
          <Text size="sm" fw={600}>
            This cannot be undone.
          </Text>
          {blocked && (
            <Alert color="red" icon={<IconAlertTriangle size={18} />} title={blocked.message} role="alert">
              <List size="sm" spacing={2}>
                {blocked.reasons.map((reason) => (
                  <List.Item key={reason}>{reason}</List.Item>
                ))}
              </List>
            </Alert>
          )}
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            data-autofocus
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <TextInput
            label={`Type ${DELETE_CONFIRM_WORD} to confirm`}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            key={form.key('confirm')}
            {...form.getInputProps('confirm')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={deletion.isPending}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={deletion.isPending}>
              Delete my account
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
