// The frame every queue item shares: its kind badge, how long it has waited, a title, the evidence and the actions.
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatLocalDateTime } from '@microreach/domain/formulas';
import { notificationTime } from '@microreach/domain/notification-texts';
import type { QueueItemKind } from '@microreach/domain/operators';
import type { ReactNode } from 'react';

export const QUEUE_KIND_LABELS: Record<QueueItemKind, string> = {
  hold_appeal: 'Appealed hold',
  dispute: 'Dispute',
  payout: 'Payout',
  reconciliation: 'Reconciliation',
  report: 'Report',
};
const KIND_COLORS: Record<QueueItemKind, string> = {
  hold_appeal: 'orange',
  dispute: 'grape',
  payout: 'blue',
  reconciliation: 'cyan',
  report: 'red',
};

export function QueueCard({
  kind,
  since,
  title,
  actions,
  children,
}: {
  kind: QueueItemKind;
  since: string;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card withBorder padding="md" component="article" aria-label={`${QUEUE_KIND_LABELS[kind]}: ${title}`}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Badge color={KIND_COLORS[kind]} variant="light">
            {QUEUE_KIND_LABELS[kind]}
          </Badge>
          <Text size="xs" c="dimmed" title={formatLocalDateTime(since)}>
            <time dateTime={since}>{notificationTime(since)}</time>
          </Text>
        </Group>
        <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        {children}
        {actions && (
          <Group justify="flex-end" gap="sm" wrap="wrap">
            {actions}
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** A labelled piece of evidence: a note, a figure, a name. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {children}
      </Text>
    </Stack>
  );
}
