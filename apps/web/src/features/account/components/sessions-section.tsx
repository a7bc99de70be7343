// Account settings: Signed-in devices (issue 27 item 4). Every live session of the account (this one first), a Sign out
// for each other device, and Sign out of other devices (confirmed first). A table on wider screens, stacked on phones.
import {
  Badge,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { AccountSession } from '@microreach/domain/account';
import { accountMessages } from '@microreach/domain/account-rules';
import { formatLocalDateTime } from '@microreach/domain/formulas';
import { useState } from 'react';
import { lazyDialog } from '#web/components/lazy-dialog';
import { LoadError } from '#web/components/load-error';
import { TableRegion } from '#web/components/table-region';
import { toast } from '#web/lib/toast';
import { useAccountSessions, useEndSession, useSignOutOtherSessions } from '../api/account';

// Loaded when first opened (issue 31: the page's first download carries neither it nor Mantine's Modal).
const ConfirmDialog = lazyDialog(() => import('#web/components/confirm-dialog').then((m) => m.ConfirmDialog));

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

export function SessionsSection() {
  const sessions = useAccountSessions();
  const signOutOthers = useSignOutOtherSessions();
  const [isConfirming, setIsConfirming] = useState(false);
  const isPhone = useMediaQuery('(max-width: 48em)');
  const list = sessions.data?.sessions;
  const otherCount = list?.filter((s) => !s.current).length ?? 0;

  async function confirmSignOutOthers() {
    try {
      const { ended } = await signOutOthers.mutateAsync();
      toast.success('Signed out', accountMessages.otherDevicesSignedOut(ended));
    } catch (err) {
      toast.error(errorText(err));
    } finally {
      setIsConfirming(false);
    }
  }

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="sessions-title">
      <Stack gap="md">
        <Stack gap={2}>
          <Title id="sessions-title" order={2} size="h4">
            Signed-in devices
          </Title>
          <Text size="sm" c="dimmed">
            Where your account is signed in now. Sign out any device you do not recognise, then change your password.
          </Text>
        </Stack>
        {sessions.isPending ? (
          <Center py="md">
            <Loader size="sm" role="status" aria-label="Loading your devices" />
          </Center>
        ) : !list ? (
          <LoadError
            title="Your devices could not be loaded"
            onRetry={() => sessions.refetch()}
            isRetrying={sessions.isFetching}
          />
        ) : (
          <>
            {isPhone ? <SessionCards sessions={list} /> : <SessionTable sessions={list} />}
            <Stack gap={4} align="flex-start">
              <Button
                color="red"
                variant="light"
                disabled={otherCount === 0}
                aria-describedby={otherCount === 0 ? 'no-other-devices' : undefined}
                onClick={() => setIsConfirming(true)}
              >
                Sign out of other devices
              </Button>
              {otherCount === 0 && (
                <Text id="no-other-devices" size="sm" c="dimmed">
                  {accountMessages.noOtherDevices}
                </Text>
              )}
            </Stack>
          </>
        )}
      </Stack>
      <ConfirmDialog
        opened={isConfirming}
        title="Sign out of other devices?"
        message={`${otherCount === 1 ? 'The other device' : `The ${otherCount} other devices`} signed in to your account will be signed out. This device stays signed in.`}
        confirmLabel="Sign out other devices"
        confirmColor="red"
        isBusy={signOutOthers.isPending}
        onConfirm={confirmSignOutOthers}
        onClose={() => setIsConfirming(false)}
      />
    </Card>
  );
}

/** A session's own Sign out, or the mark of the device in use. */
function SessionAction({ session }: { session: AccountSession }) {
  const endSession = useEndSession();
  if (session.current) {
    return (
      <Badge color="teal" variant="light">
        This device
      </Badge>
    );
  }
  async function signOut() {
    try {
      await endSession.mutateAsync(session.id);
      toast.success('Signed out', accountMessages.deviceSignedOut);
    } catch (err) {
      toast.error(errorText(err));
    }
  }
  return (
    <Button
      size="xs"
      variant="default"
      loading={endSession.isPending}
      onClick={signOut}
      aria-label={`Sign out ${session.device}, last used ${formatLocalDateTime(session.lastUsedAt)}`}
    >
      Sign out
    </Button>
  );
}

function SessionTable({ sessions }: { sessions: AccountSession[] }) {
  return (
    <TableRegion label="Signed-in devices" minWidth={620} verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Device</Table.Th>
          <Table.Th>IP address</Table.Th>
          <Table.Th>Signed in</Table.Th>
          <Table.Th>Last used</Table.Th>
          <Table.Th>
            <VisuallyHidden>Action</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {sessions.map((s) => (
          <Table.Tr key={s.id}>
            <Table.Td>{s.device}</Table.Td>
            <Table.Td>{s.ipAddress ?? 'Unknown'}</Table.Td>
            <Table.Td>{formatLocalDateTime(s.createdAt)}</Table.Td>
            <Table.Td>{formatLocalDateTime(s.lastUsedAt)}</Table.Td>
            <Table.Td ta="right">
              <SessionAction session={s} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </TableRegion>
  );
}

function SessionCards({ sessions }: { sessions: AccountSession[] }) {
  return (
    <Stack gap="xs" component="ul" aria-label="Signed-in devices" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {sessions.map((s) => (
        <Paper key={s.id} withBorder radius="md" p="sm" component="li">
          <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600} size="sm">
                {s.device}
              </Text>
              <Text size="xs" c="dimmed">
                Last used {formatLocalDateTime(s.lastUsedAt)}
              </Text>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                Signed in {formatLocalDateTime(s.createdAt)}
                {s.ipAddress ? ` from ${s.ipAddress}` : ''}
              </Text>
            </Stack>
            <SessionAction session={s} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
