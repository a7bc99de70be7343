// /unsubscribe?token=: the page an email's Unsubscribe link opens, signed in or out (issue 27, RFC 8058). Opening it
// changes nothing (mail scanners open links): it asks "Unsubscribe from fix requests?" and the button does it.
import { Alert, Anchor, Button, Center, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import {
  EMAIL_PREFERENCES_SECTION_ID,
  notificationPreferenceMessages,
} from '@microreach/domain/notification-preferences-rules';
import { authPath } from '@microreach/domain/paths';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { ApiRequestError } from '#web/lib/api';
import { useUnsubscribe, useUnsubscribeDetails } from '../api/notification-preferences';

const errorText = (err: unknown, fallback: string) => (err instanceof ApiRequestError ? err.message : fallback);

/** `preferencesPath`: where the person's email preferences are (their role's profile settings), or null when unknown. */
export function UnsubscribePage({ preferencesPath }: { preferencesPath: string | null }) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const details = useUnsubscribeDetails(token);
  const unsubscribe = useUnsubscribe(token);
  const done = unsubscribe.data;
  const preferences = preferencesPath
    ? `${preferencesPath}#${EMAIL_PREFERENCES_SECTION_ID}`
    : authPath({ tab: 'signin' });
  const preferencesLink = (
    <Anchor component={Link} to={preferences}>
      {preferencesPath ? 'Manage your email preferences' : 'Sign in to manage your email preferences'}
    </Anchor>
  );

  return (
    <Container size="xs" py={{ base: 'xl', sm: 64 }}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          {!token || details.isError ? (
            <>
              <Title order={1} fz={{ base: 22, sm: 26 }}>
                Unsubscribe
              </Title>
              <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
                {errorText(details.error, notificationPreferenceMessages.badToken)}
              </Alert>
              {preferencesLink}
            </>
          ) : details.isPending ? (
            <Center py="md">
              <Loader size="sm" role="status" aria-label="Loading" />
            </Center>
          ) : done ? (
            <>
              <Title order={1} fz={{ base: 22, sm: 26 }}>
                Unsubscribed
              </Title>
              <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} role="status">
                {notificationPreferenceMessages.unsubscribed}
              </Alert>
              {preferencesLink}
            </>
          ) : (
            <>
              <Title order={1} fz={{ base: 22, sm: 26 }}>
                {notificationPreferenceMessages.confirm(details.data.label)}
              </Title>
              <Text size="sm">
                You get these emails when: {details.data.description.charAt(0).toLowerCase()}
                {details.data.description.slice(1)}
              </Text>
              {!details.data.enabled && (
                <Text size="sm" c="dimmed">
                  These emails are already off.
                </Text>
              )}
              {unsubscribe.isError && (
                <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
                  {errorText(unsubscribe.error, notificationPreferenceMessages.unsubscribeFailed)}
                </Alert>
              )}
              <Button onClick={() => unsubscribe.mutate()} loading={unsubscribe.isPending}>
                Unsubscribe
              </Button>
              {preferencesLink}
            </>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
