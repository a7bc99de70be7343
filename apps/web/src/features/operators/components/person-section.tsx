// One person's page in the console: who they are, their open reports, and their suspension with Suspend or Reinstate.
import { Alert, Badge, Button, Card, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatLocalDateTime } from '@microreach/domain/formulas';
import type { OpsUser } from '@microreach/domain/operators';
import { useState } from 'react';
import { lazyDialog } from '#web/components/lazy-dialog';
import { type SuspensionChange, useChangeSuspension, useOpsUser } from '../api/ops-people';
import { Fact } from './queue-card';
import { runDecision } from './run-decision';
import { useOpsErrorToast } from './use-ops-error-toast';

// Loaded when first opened (issue 31: the page's first download carries neither it nor Mantine's Modal).
const ReasonDialog = lazyDialog(() => import('./reason-dialog').then((m) => m.ReasonDialog));

export function roleLabel(user: Pick<OpsUser, 'role' | 'companyName'>): string {
  return user.role === 'SMB' ? `Business${user.companyName ? ` (${user.companyName})` : ''}` : 'Creator';
}

export function SuspendedBadge() {
  return (
    <Badge color="red" variant="light" size="sm">
      Suspended
    </Badge>
  );
}

export function PersonSection({ id }: { id: string }) {
  const person = useOpsUser(id);
  const change = useChangeSuspension();
  const [pending, setPending] = useState<SuspensionChange | null>(null);
  useOpsErrorToast(person);

  if (person.isPending) {
    return (
      <Center py="md">
        <Loader size="sm" role="status" aria-label="Loading the person" />
      </Center>
    );
  }
  if (person.isError) return <Text c="dimmed">This person could not be loaded.</Text>;
  const user = person.data;

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="person-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title id="person-title" order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {user.name}
          </Title>
          {user.suspension ? (
            <Button color="teal" onClick={() => setPending('reinstate')}>
              Reinstate
            </Button>
          ) : (
            <Button color="red" variant="light" onClick={() => setPending('suspend')}>
              Suspend
            </Button>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="xs">
          <Fact label="Email">{user.email}</Fact>
          <Fact label="Account">{roleLabel(user)}</Fact>
          <Fact label="Joined">{formatLocalDateTime(user.createdAt)}</Fact>
          <Fact label="Open reports">{user.openReports}</Fact>
        </SimpleGrid>
        {user.suspension ? (
          <Alert color="red" variant="light" title={`Suspended ${formatLocalDateTime(user.suspension.at)}`}>
            {user.suspension.reason}
          </Alert>
        ) : (
          <Text size="sm" c="dimmed">
            Not suspended.
          </Text>
        )}
      </Stack>
      <ReasonDialog
        opened={pending !== null}
        title={pending === 'suspend' ? `Suspend ${user.name}` : `Reinstate ${user.name}`}
        message={
          pending === 'suspend'
            ? 'They can still sign in, read their data and withdraw available money, but cannot join, apply, post, launch, invite or message. Their other sessions end now. They are shown your reason.'
            : 'They can use MicroReach fully again. They are shown your reason.'
        }
        confirmLabel={pending === 'suspend' ? 'Suspend account' : 'Reinstate account'}
        confirmColor={pending === 'suspend' ? 'red' : 'teal'}
        isBusy={change.isPending}
        onClose={() => setPending(null)}
        onConfirm={(reason, showProblem) =>
          runDecision(
            () => change.mutateAsync({ id: user.id, change: pending ?? 'suspend', reason }),
            { title: pending === 'suspend' ? 'Account suspended' : 'Account reinstated' },
            showProblem,
          )
        }
      />
    </Card>
  );
}
