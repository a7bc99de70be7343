// /confirm-email-change?token=: the page a change-of-email link opens, signed in or out (issue 27 item 4). Following
// the link is a button press, not the page load, so a mail scanner that opens links changes nothing.
import { Alert, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { accountMessages } from '@microreach/domain/account-rules';
import { authPath, paths } from '@microreach/domain/paths';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useConfirmEmailChange } from '../api/account';

export function ConfirmEmailChangePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmEmailChange();
  const done = confirm.data;

  return (
    <Container size="xs" py={{ base: 'xl', sm: 64 }}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {done ? 'Email address changed' : 'Confirm your new email'}
          </Title>
          {done ? (
            <>
              <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />}>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {accountMessages.emailChanged(done.email)}
                </Text>
              </Alert>
              {done.signedIn ? (
                <Button component={Link} to={paths.accountSettings}>
                  Go to account settings
                </Button>
              ) : (
                <>
                  <Text size="sm">Every device was signed out. Sign in with your new address.</Text>
                  <Button component={Link} to={authPath({ role: done.role, tab: 'signin' })}>
                    Sign in
                  </Button>
                </>
              )}
            </>
          ) : !token ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
              {accountMessages.linkExpired} Ask for a new one in your account settings.
            </Alert>
          ) : (
            <>
              <Text size="sm">
                Confirm to make the address this link was sent to the email address of your account. Every other device
                signed in to your account will be signed out.
              </Text>
              {confirm.isError && (
                <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
                  {confirm.error instanceof Error ? confirm.error.message : String(confirm.error)}
                </Alert>
              )}
              <Button onClick={() => confirm.mutate(token)} loading={confirm.isPending}>
                Confirm new email
              </Button>
            </>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
