// The second factor at /ops (issue 28 item 1): at the first sign-in in production, the authenticator is set up from a
// QR code (or its secret typed in); after that, each sign-in asks for the app's current 6-digit code.
import {
  Alert,
  Button,
  Code,
  Container,
  CopyButton,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { operatorMessages } from '@microreach/domain/operators-rules';
import { IconAlertCircle } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { useSchemaForm } from '#web/lib/schema-form';
import { toast } from '#web/lib/toast';
import { useOpsSignOut, useSecondFactorSetup, useVerifySecondFactor } from '../api/ops-session';
import { AuthenticatorQrCode } from './authenticator-qr-code';

/** The form's schema (and zod) load after the page shows (issue 31). */
const loadCodeSchema = () => import('@microreach/domain/operators').then((m) => m.SecondFactorCodeSchema);

export function SecondFactorStep({ mode }: { mode: 'setup' | 'verify' }) {
  const setup = useSecondFactorSetup(mode === 'setup');
  const verify = useVerifySecondFactor();
  const signOut = useOpsSignOut();
  const { form, validate, ready, showServerErrors } = useSchemaForm({
    schema: loadCodeSchema,
    initialValues: { code: '' },
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (verify.isPending || !(await ready()) || validate()) return;
    try {
      await verify.mutateAsync(form.getValues().code.trim());
    } catch (err) {
      // A wrong code is told beside the field.
      if (err instanceof Error && !showServerErrors(err)) form.setFieldError('code', err.message);
    }
  }

  return (
    <Container size="xs" py={{ base: 'xl', sm: 64 }} component="main">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {mode === 'setup' ? 'Set up your authenticator' : 'Enter your code'}
          </Title>
          {mode === 'setup' && (
            <Stack gap="sm">
              <Text size="sm">
                Scan this code with an authenticator app (or type the secret into it), then enter the 6-digit code it
                shows.
              </Text>
              {setup.isPending ? (
                <Loader size="sm" role="status" aria-label="Preparing your authenticator" />
              ) : setup.isError ? (
                <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
                  {setup.error.message}
                </Alert>
              ) : (
                <>
                  <AuthenticatorQrCode svg={setup.data.qrSvg} />
                  <Stack gap={4}>
                    <Text size="sm" fw={500}>
                      Secret
                    </Text>
                    <Group gap="xs" wrap="nowrap">
                      <Code style={{ overflowWrap: 'anywhere' }}>{setup.data.secret}</Code>
                      <CopyButton value={setup.data.secret}>
                        {({ copied, copy }) => (
                          <Button size="xs" variant="light" onClick={copy}>
                            {copied ? 'Copied' : 'Copy secret'}
                          </Button>
                        )}
                      </CopyButton>
                    </Group>
                  </Stack>
                </>
              )}
            </Stack>
          )}
          <form onSubmit={submit} noValidate aria-label="Authenticator code">
            <Stack gap="sm">
              <TextInput
                label="6-digit code"
                description={operatorMessages.secondFactorRequired}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                withAsterisk
                key={form.key('code')}
                {...form.getInputProps('code')}
              />
              <Button type="submit" loading={verify.isPending} fullWidth>
                Verify
              </Button>
            </Stack>
          </form>
          <Button
            variant="subtle"
            size="xs"
            onClick={() => signOut.mutate(undefined, { onError: (err) => toast.error(err.message) })}
          >
            Use another account
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
