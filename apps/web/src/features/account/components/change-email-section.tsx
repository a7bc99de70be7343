// Account settings: Email address (issue 27 item 4). The current address, a change waiting for its link (with Cancel),
// and the form for a new address: the link goes to the new address and nothing changes until it is followed.
import {
  Alert,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { accountMessages } from '@microreach/domain/account-rules';
import { IconMailForward } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { LoadError } from '#web/components/load-error';
import { useSchemaForm } from '#web/lib/schema-form';
import { toast } from '#web/lib/toast';
import { useCancelEmailChange, useChangeEmail, useEmailSettings } from '../api/account';

export function ChangeEmailSection() {
  const settings = useEmailSettings();
  const data = settings.data;

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="email-title">
      <Stack gap="md">
        <Title id="email-title" order={2} size="h4">
          Email address
        </Title>
        {settings.isPending ? (
          <Center py="md">
            <Loader size="sm" role="status" aria-label="Loading your email address" />
          </Center>
        ) : !data ? (
          <LoadError
            title="Your email address could not be loaded"
            onRetry={() => settings.refetch()}
            isRetrying={settings.isFetching}
          />
        ) : (
          <>
            <Group gap="xs" wrap="wrap">
              <Text size="sm">
                Your email address is{' '}
                <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {data.email}
                </Text>
              </Text>
              <Badge color={data.emailConfirmed ? 'teal' : 'yellow'} variant="light">
                {data.emailConfirmed ? 'Confirmed' : 'Not confirmed'}
              </Badge>
            </Group>
            {data.pendingEmail && <PendingChange pendingEmail={data.pendingEmail} currentEmail={data.email} />}
            <ChangeEmailForm />
          </>
        )}
      </Stack>
    </Card>
  );
}

function PendingChange({ pendingEmail, currentEmail }: { pendingEmail: string; currentEmail: string }) {
  const cancel = useCancelEmailChange();
  async function cancelChange() {
    try {
      await cancel.mutateAsync();
      toast.success(accountMessages.pendingCancelled);
    } catch (err) {
      toast.error(err instanceof Error ? err.message : String(err));
    }
  }
  return (
    <Alert color="blue" variant="light" icon={<IconMailForward size={18} />} title="Waiting for confirmation">
      <Stack gap="xs" align="flex-start">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {accountMessages.pendingEmail(pendingEmail, currentEmail)}
        </Text>
        <Button size="xs" variant="default" onClick={cancelChange} loading={cancel.isPending}>
          Cancel change
        </Button>
      </Stack>
    </Alert>
  );
}

/** The form's schema (and zod) load after the page shows (issue 31). */
const loadChangeEmailSchema = () => import('@microreach/domain/account').then((m) => m.ChangeEmailInputSchema);

function ChangeEmailForm() {
  const { form, validate, ready, schema, showServerErrors } = useSchemaForm({
    schema: loadChangeEmailSchema,
    initialValues: { newEmail: '', currentPassword: '' },
  });
  const changeEmail = useChangeEmail();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (changeEmail.isPending || !(await ready()) || validate()) return;
    try {
      const { sentTo } = await changeEmail.mutateAsync(schema().parse(form.getValues()));
      const sent = accountMessages.emailChangeSent(sentTo);
      toast.success(sent.title, sent.message);
      form.reset();
    } catch (err) {
      const marked = showServerErrors(err, { WRONG_PASSWORD: 'currentPassword', SAME_EMAIL: 'newEmail' });
      if (!marked) toast.error(err instanceof Error ? err.message : String(err));
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Change email address">
      <Stack gap="sm">
        <TextInput
          label="New email address"
          type="email"
          autoComplete="email"
          withAsterisk
          description="We send a link to it; your address changes when you follow the link."
          key={form.key('newEmail')}
          {...form.getInputProps('newEmail')}
        />
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          withAsterisk
          key={form.key('currentPassword')}
          {...form.getInputProps('currentPassword')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={changeEmail.isPending}>
            Send confirmation link
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
