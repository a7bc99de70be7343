// /ops/set-password?token= (issue 28 item 1): the one-time link `npm run operator -- add EMAIL` prints. It checks the
// link, shows the address it is for, takes the password twice under the sign-up's policy, then leads to /ops.
import { Alert, Button, Container, Loader, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { paths } from '@microreach/domain/paths';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import type { FormEvent, ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiRequestError } from '#web/lib/api';
import { useSchemaForm } from '#web/lib/schema-form';
import { toast } from '#web/lib/toast';
import { useSetPassword, useSetPasswordLink } from '../api/ops-session';

const LINK_INVALID = 'This link has expired or was already used. Ask another operator for a new one.';

/** The link itself was refused (unknown, used or expired: a 400 that names no field), not the password. */
function isLinkRefused(err: unknown): boolean {
  return err instanceof ApiRequestError && err.status === 400 && err.code !== 'WEAK_PASSWORD' && !err.issues?.length;
}

/** The form's schema (and zod) load after the page shows (issue 31). */
const loadNewPasswordSchema = () => import('@microreach/domain/auth').then((m) => m.NewPasswordFormSchema);

export function SetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useSetPasswordLink(token);
  const setPassword = useSetPassword();
  const { form, validate, ready, showServerErrors } = useSchemaForm({
    schema: loadNewPasswordSchema,
    initialValues: { password: '', confirmPassword: '' },
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (setPassword.isPending || !(await ready()) || validate()) return;
    try {
      await setPassword.mutateAsync({ token, password: form.getValues().password });
    } catch (err) {
      if (showServerErrors(err, { WEAK_PASSWORD: 'password' }) || isLinkRefused(err)) return;
      toast.error(err instanceof Error ? err.message : String(err));
    }
  }

  let body: ReactNode;
  const setRefused = isLinkRefused(setPassword.error);
  if (setPassword.isSuccess) {
    body = (
      <>
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} role="status">
          Your password is set. Sign in to the console with it.
        </Alert>
        <Button component={Link} to={paths.ops}>
          Go to sign in
        </Button>
      </>
    );
  } else if (!token || isLinkRefused(link.error) || setRefused) {
    body = (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
        {(setRefused ? setPassword.error?.message : link.error?.message) ?? LINK_INVALID}
      </Alert>
    );
  } else if (link.isPending) {
    body = (
      <Stack align="center" py="md">
        <Loader size="sm" role="status" aria-label="Checking the link" />
      </Stack>
    );
  } else if (link.isError) {
    body = (
      <>
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {link.error.message}
        </Alert>
        <Button variant="light" onClick={() => link.refetch()}>
          Try again
        </Button>
      </>
    );
  } else {
    body = (
      <form noValidate onSubmit={submit} aria-label="Set your password">
        <Stack gap="sm">
          <Text size="sm">
            For <strong>{link.data.email}</strong>
          </Text>
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            description="At least 8 characters; avoid common passwords."
            withAsterisk
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Confirm password"
            autoComplete="new-password"
            withAsterisk
            key={form.key('confirmPassword')}
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" loading={setPassword.isPending} fullWidth>
            Set password
          </Button>
        </Stack>
      </form>
    );
  }

  return (
    <Container size="xs" py={{ base: 'xl', sm: 64 }} component="main">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            Set your operator password
          </Title>
          {body}
        </Stack>
      </Paper>
    </Container>
  );
}
