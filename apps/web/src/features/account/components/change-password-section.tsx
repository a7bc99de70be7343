// Account settings: Password (issue 27 item 4). The current password and the new one twice; the server checks the
// current one, applies the password policy and signs out every other device.
import { Button, Card, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { accountMessages } from '@microreach/domain/account-rules';
import type { FormEvent } from 'react';
import { useSchemaForm } from '#web/lib/schema-form';
import { toast } from '#web/lib/toast';
import { useChangePassword } from '../api/account';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The form's schema (and zod) load after the page shows (issue 31). */
const loadChangePasswordSchema = () => import('@microreach/domain/account').then((m) => m.ChangePasswordFormSchema);

export function ChangePasswordSection() {
  const { form, validate, ready, showServerErrors } = useSchemaForm({
    schema: loadChangePasswordSchema,
    initialValues: EMPTY,
  });
  const changePassword = useChangePassword();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (changePassword.isPending || !(await ready()) || validate()) return;
    const { currentPassword, newPassword } = form.getValues();
    try {
      await changePassword.mutateAsync({ currentPassword, newPassword });
      toast.success(accountMessages.passwordChanged.title, accountMessages.passwordChanged.message);
      form.reset();
    } catch (err) {
      const marked = showServerErrors(err, { WRONG_PASSWORD: 'currentPassword', WEAK_PASSWORD: 'newPassword' });
      if (!marked) toast.error(err instanceof Error ? err.message : String(err));
    }
  }

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="password-title">
      <Stack gap="md">
        <Stack gap={2}>
          <Title id="password-title" order={2} size="h4">
            Password
          </Title>
          <Text size="sm" c="dimmed">
            Changing it signs out every other device signed in to your account.
          </Text>
        </Stack>
        <form onSubmit={submit} noValidate aria-label="Change password">
          <Stack gap="sm">
            <PasswordInput
              label="Current password"
              autoComplete="current-password"
              withAsterisk
              key={form.key('currentPassword')}
              {...form.getInputProps('currentPassword')}
            />
            <PasswordInput
              label="New password"
              autoComplete="new-password"
              description="At least 8 characters; a phrase of a few words is strongest."
              withAsterisk
              key={form.key('newPassword')}
              {...form.getInputProps('newPassword')}
            />
            <PasswordInput
              label="Confirm new password"
              autoComplete="new-password"
              withAsterisk
              key={form.key('confirmPassword')}
              {...form.getInputProps('confirmPassword')}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={changePassword.isPending}>
                Change password
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
