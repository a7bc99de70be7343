// The banner of signed-in pages while the account's address is unconfirmed (issue 27), and its Resend button. It sits
// in the page's flow under the navigation, so it pushes content down instead of covering it on narrow screens.
import { Alert, Box, Button, Group, Text } from '@mantine/core';
import type { CurrentUser } from '@microreach/domain/auth';
import { accountLinkMessages, authMessages } from '@microreach/domain/messages';
import { IconMail } from '@tabler/icons-react';
import { ApiRequestError } from '#web/lib/api';
import { toast } from '#web/lib/toast';
import { useResendConfirmation } from '../api/account-links';

export function ResendConfirmationButton({ email }: { email?: string }) {
  const resend = useResendConfirmation();
  const isLimited = resend.error instanceof ApiRequestError && resend.error.status === 429;
  return (
    <Group gap="xs" wrap="wrap">
      <Button
        size="xs"
        variant="light"
        loading={resend.isPending}
        disabled={isLimited}
        aria-describedby={isLimited ? 'resend-limited' : undefined}
        onClick={() =>
          resend.mutate(undefined, {
            onSuccess: () =>
              toast.success(
                accountLinkMessages.confirmationSent,
                email ? accountLinkMessages.confirmationSentBody(email) : undefined,
              ),
            onError: (err) => toast.error(err instanceof Error ? err.message : String(err)),
          })
        }
      >
        Resend
      </Button>
      {isLimited && (
        <Text id="resend-limited" size="xs" c="dimmed">
          {authMessages.tooManyAttempts}
        </Text>
      )}
    </Group>
  );
}

export function EmailConfirmationBanner({ user }: { user: CurrentUser }) {
  if (user.emailConfirmed) return null;
  return (
    <Box px={{ base: 'xs', sm: 'md' }} pt="xs">
      <Alert
        color="yellow"
        variant="light"
        icon={<IconMail size={18} />}
        role="region"
        aria-label="Email confirmation"
        styles={{ message: { overflowWrap: 'anywhere' } }}
      >
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm">{accountLinkMessages.confirmBanner(user.email)}</Text>
          <ResendConfirmationButton email={user.email} />
        </Group>
      </Alert>
    </Box>
  );
}
