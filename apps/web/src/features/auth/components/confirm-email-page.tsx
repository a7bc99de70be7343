// /confirm-email?token=: the page a confirmation link opens (issue 27). The link is followed by this page's POST, never
// by the GET that opened it (mail scanners open links); then it goes to the site root with a "confirmed" toast, the
// browser's session untouched. A link that no longer works says so, with Resend when signed in and still unconfirmed.
import { Alert, Anchor, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { accountLinkMessages } from '@microreach/domain/messages';
import { authPath, paths } from '@microreach/domain/paths';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiRequestError } from '#web/lib/api';
import { useSession } from '#web/lib/session';
import { toast } from '#web/lib/toast';
import { useConfirmEmail } from '../api/account-links';
import { ResendConfirmationButton } from './email-confirmation-banner';

export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const confirm = useConfirmEmail();
  const { data: user } = useSession();
  // Once per page, even when React runs the effect twice in development.
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    confirm.mutate(token, {
      onSuccess: ({ alreadyConfirmed }) => {
        toast.success(
          accountLinkMessages.emailConfirmedTitle,
          alreadyConfirmed ? accountLinkMessages.alreadyConfirmed : accountLinkMessages.emailConfirmed,
        );
        navigate(paths.home, { replace: true });
      },
    });
  }, [token, confirm, navigate]);

  const failed = !token || confirm.isError;
  return (
    <Container size="xs" py={{ base: 'xl', sm: 64 }}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            Confirm your email
          </Title>
          {failed ? (
            <>
              <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
                {!token || (confirm.error instanceof ApiRequestError && confirm.error.code === 'INVALID_ACCOUNT_LINK')
                  ? accountLinkMessages.linkInvalid
                  : confirm.error instanceof Error
                    ? confirm.error.message
                    : accountLinkMessages.linkInvalid}
              </Alert>
              {user && !user.emailConfirmed ? (
                <>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    Get a new link at {user.email}.
                  </Text>
                  <ResendConfirmationButton />
                </>
              ) : user ? (
                <Text size="sm">{accountLinkMessages.alreadyConfirmed}</Text>
              ) : (
                <Text size="sm">
                  <Anchor component={Link} to={authPath({ tab: 'signin' })}>
                    Sign in
                  </Anchor>{' '}
                  to get a new link.
                </Text>
              )}
              <Anchor component={Link} to={paths.home} size="sm">
                Go to the home page
              </Anchor>
            </>
          ) : (
            <Stack align="center" py="md">
              <Loader size="sm" role="status" aria-label="Confirming your email" />
              <Text size="sm" c="dimmed">
                Confirming your email...
              </Text>
            </Stack>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
