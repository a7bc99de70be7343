// /forgot-password: one email field; the answer is the same whether or not the address has an account (issue 27).
import { Alert, Anchor, Button, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { PasswordResetRequestInputSchema } from '@microreach/domain/auth';
import { parseAuthRole } from '@microreach/domain/auth-roles';
import { authPath } from '@microreach/domain/paths';
import { IconMailCheck } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSchemaForm } from '#web/lib/schema-form';
import { toast } from '#web/lib/toast';
import { useRequestPasswordReset } from '../api/account-links';

export function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const role = params.get('role') ? parseAuthRole(params.get('role')) : undefined;
  const signInPath = authPath({ role, tab: 'signin' });
  const request = useRequestPasswordReset();
  const { form, validate, showServerErrors } = useSchemaForm({
    schema: PasswordResetRequestInputSchema,
    initialValues: { email: '' },
  });

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (validate()) return;
    try {
      // As the server reads it: trimmed and lower-cased.
      await request.mutateAsync(PasswordResetRequestInputSchema.parse(form.getValues()).email);
    } catch (err) {
      if (!showServerErrors(err)) toast.error(err instanceof Error ? err.message : String(err));
    }
  }

  return (
    <Container size="xs" py={{ base: 'xl', sm: 64 }}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            Reset your password
          </Title>
          {request.isSuccess ? (
            <Alert color="teal" variant="light" icon={<IconMailCheck size={18} />} role="status">
              <Text size="sm">{request.data.message}</Text>
            </Alert>
          ) : (
            <form noValidate onSubmit={onSubmit}>
              <Stack>
                <Text size="sm">
                  Enter the email address of your account and we will send you a link to choose a new password.
                </Text>
                <TextInput
                  label="Email"
                  type="email"
                  autoComplete="email"
                  required
                  key={form.key('email')}
                  {...form.getInputProps('email')}
                />
                <Button type="submit" loading={request.isPending} fullWidth>
                  Send reset link
                </Button>
              </Stack>
            </form>
          )}
          {request.isSuccess && (
            <Text size="sm" c="dimmed">
              {/* The answer never says whether the address has an account; this line neither. */}
              Did not get it? Check the spam folder, or{' '}
              <Anchor component="button" type="button" size="sm" onClick={() => request.reset()}>
                try another address
              </Anchor>
              .
            </Text>
          )}
          <Anchor component={Link} to={signInPath} size="sm">
            Back to Sign In
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}
