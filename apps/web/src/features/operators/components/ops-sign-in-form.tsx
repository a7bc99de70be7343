// The operators' own sign-in at /ops (issue 28 item 1): email and password, no role picker and no sign-up.
import { Alert, Button, Container, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { useSchemaForm } from '#web/lib/schema-form';
import { toast } from '#web/lib/toast';
import { useOpsSignIn } from '../api/ops-session';

/** The form's schema (and zod) load after the page shows (issue 31). */
const loadSignInSchema = () => import('@microreach/domain/operators').then((m) => m.OpsSignInInputSchema);

export function OpsSignInForm({ notice, onSignedIn }: { notice: string | null; onSignedIn: () => void }) {
  const signIn = useOpsSignIn();
  const { form, validate, ready, showServerErrors } = useSchemaForm({
    schema: loadSignInSchema,
    initialValues: { email: '', password: '' },
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (signIn.isPending || !(await ready()) || validate()) return;
    try {
      await signIn.mutateAsync(form.getValues());
      onSignedIn();
    } catch (err) {
      if (!showServerErrors(err)) toast.error(err instanceof Error ? err.message : String(err));
    }
  }

  return (
    <Container size="xs" py={{ base: 'xl', sm: 64 }} component="main">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Stack gap={2}>
            <Title order={1} fz={{ base: 22, sm: 26 }}>
              MicroReach Operations
            </Title>
            <Text size="sm" c="dimmed">
              Sign in with your operator account.
            </Text>
          </Stack>
          {notice && (
            <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />} role="status">
              {notice}
            </Alert>
          )}
          <form onSubmit={submit} noValidate aria-label="Operator sign-in">
            <Stack gap="sm">
              <TextInput
                label="Email"
                type="email"
                autoComplete="username"
                withAsterisk
                key={form.key('email')}
                {...form.getInputProps('email')}
              />
              <PasswordInput
                label="Password"
                autoComplete="current-password"
                withAsterisk
                key={form.key('password')}
                {...form.getInputProps('password')}
              />
              <Button type="submit" loading={signIn.isPending} fullWidth>
                Sign in
              </Button>
            </Stack>
          </form>
        </Stack>
      </Paper>
    </Container>
  );
}
