// /reset-password?token=: the page a reset link opens. It asks first whether the link still works (only that), then
// takes the new password twice; the server applies the password policy and signs every device out.
import { Alert, Anchor, Button, Container, Loader, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { NewPasswordFormSchema } from '@microreach/domain/auth';
import { accountLinkMessages } from '@microreach/domain/messages';
import { authPath, paths } from '@microreach/domain/paths';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiRequestError } from '#web/lib/api';
import { useSchemaForm } from '#web/lib/schema-form';
import { toast } from '#web/lib/toast';
import { useCompletePasswordReset, useResetLinkStatus } from '../api/account-links';

function LinkInvalid() {
  return (
    <>
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
        {accountLinkMessages.linkInvalid}
      </Alert>
      <Button component={Link} to={paths.forgotPassword}>
        Request a new link
      </Button>
    </>
  );
}

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const status = useResetLinkStatus(token);
  const complete = useCompletePasswordReset();
  const { form, validate, showServerErrors } = useSchemaForm({
    schema: NewPasswordFormSchema,
    initialValues: { password: '', confirmPassword: '' },
  });
  const isLinkGone = complete.error instanceof ApiRequestError && complete.error.code === 'INVALID_ACCOUNT_LINK';

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (validate()) return;
    try {
      await complete.mutateAsync({ token, password: form.getValues().password });
    } catch (err) {
      if (err instanceof ApiRequestError && err.code === 'INVALID_ACCOUNT_LINK') return;
      if (!showServerErrors(err, { WEAK_PASSWORD: 'password' }))
        toast.error(err instanceof Error ? err.message : String(err));
    }
  }

  let body: React.ReactNode;
  if (complete.isSuccess) {
    body = (
      <>
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} role="status">
          {accountLinkMessages.passwordChanged}
        </Alert>
        <Button component={Link} to={authPath({ tab: 'signin' })}>
          Sign In
        </Button>
      </>
    );
  } else if (!token || status.data === false || isLinkGone) {
    body = <LinkInvalid />;
  } else if (status.isPending) {
    body = (
      <Stack align="center" py="md">
        <Loader size="sm" role="status" aria-label="Checking the link" />
        <Text size="sm" c="dimmed">
          Checking the link...
        </Text>
      </Stack>
    );
  } else if (status.isError) {
    body = (
      <>
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {status.error instanceof Error ? status.error.message : String(status.error)}
        </Alert>
        <Button variant="light" onClick={() => status.refetch()}>
          Try again
        </Button>
      </>
    );
  } else {
    body = (
      <form noValidate onSubmit={onSubmit}>
        <Stack>
          <Text size="sm">Choose a new password. Every device signed in to your account will be signed out.</Text>
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            description="At least 8 characters; avoid common passwords."
            required
            key={form.key('password')}
            {...form.getInputProps('password')}
            aria-invalid={Boolean(form.errors.password) || undefined}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            required
            key={form.key('confirmPassword')}
            {...form.getInputProps('confirmPassword')}
            aria-invalid={Boolean(form.errors.confirmPassword) || undefined}
          />
          <Button type="submit" loading={complete.isPending} fullWidth>
            Set new password
          </Button>
        </Stack>
      </form>
    );
  }

  return (
    <Container size="xs" py={{ base: 'xl', sm: 64 }}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            Set a new password
          </Title>
          {body}
          {!complete.isSuccess && (
            <Anchor component={Link} to={authPath({ tab: 'signin' })} size="sm">
              Back to Sign In
            </Anchor>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
