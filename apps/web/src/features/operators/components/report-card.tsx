// A report in the queue (issue 28 item 5): what was reported and by whom, why, and the person reported; the operator
// dismisses it or acts on it (suspending the person is on their page under People).
import { Anchor, Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatLocalDateTime } from '@microreach/domain/formulas';
import type { QueueItem, ReportedSubject } from '@microreach/domain/operators';
import { paths } from '@microreach/domain/paths';
import { useState } from 'react';
import { Link } from 'react-router';
import { lazyDialog } from '#web/components/lazy-dialog';
import { useDecideReport } from '../api/ops-queue';
import { Fact, QueueCard } from './queue-card';
import { runDecision } from './run-decision';

// Loaded when first opened (issue 31: the page's first download carries neither it nor Mantine's Modal).
const ReasonDialog = lazyDialog(() => import('./reason-dialog').then((m) => m.ReasonDialog));

type ReportItem = Extract<QueueItem, { kind: 'report' }>;

function subjectTitle(subject: ReportedSubject | null): string {
  if (!subject) return 'Something that is gone';
  if (subject.kind === 'message') return `A message from ${subject.sender.name}`;
  if (subject.kind === 'profile') return `${subject.name}’s profile`;
  return `The campaign “${subject.name}”`;
}

function SubjectEvidence({ subject }: { subject: ReportedSubject | null }) {
  if (!subject) return <Fact label="Reported">It was deleted.</Fact>;
  if (subject.kind === 'message') {
    return (
      <Fact
        label={`Message sent ${formatLocalDateTime(subject.sentAt)}, in ${subject.conversation.names.join(' and ')}’s conversation`}
      >
        “{subject.text}”
      </Fact>
    );
  }
  if (subject.kind === 'profile') {
    return <Fact label="Profile">{`${subject.name} (${subject.role === 'SMB' ? 'business' : 'creator'})`}</Fact>;
  }
  return <Fact label="Campaign">{`${subject.name}, by ${subject.businessName}`}</Fact>;
}

export function ReportCard({ item }: { item: ReportItem }) {
  const [decision, setDecision] = useState<'dismiss' | 'action' | null>(null);
  const decide = useDecideReport();

  return (
    <QueueCard
      kind="report"
      since={item.since}
      title={`${subjectTitle(item.subject)}: ${item.reasonLabel}`}
      actions={
        <>
          <Button variant="default" onClick={() => setDecision('dismiss')}>
            Dismiss
          </Button>
          <Button color="red" variant="light" onClick={() => setDecision('action')}>
            Act on it
          </Button>
        </>
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
        <Fact label="Reported by">{item.reporter.name}</Fact>
        <Fact label="Reason">{item.reasonLabel}</Fact>
      </SimpleGrid>
      <SubjectEvidence subject={item.subject} />
      <Fact label="The reporter’s note">{item.note ?? 'No note.'}</Fact>
      {item.subjectUser && (
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            Person reported
          </Text>
          <Group gap="xs">
            <Anchor component={Link} to={`${paths.opsPeople}?user=${item.subjectUser.id}`} size="sm">
              {item.subjectUser.name}
            </Anchor>
            {item.subjectUser.isSuspended && (
              <Badge color="red" variant="light" size="sm">
                Suspended
              </Badge>
            )}
          </Group>
        </Stack>
      )}
      <ReasonDialog
        opened={decision !== null}
        title={decision === 'dismiss' ? 'Dismiss the report' : 'Act on the report'}
        message={
          decision === 'dismiss'
            ? 'The report is closed with nothing done. The reporter is told, with your reason.'
            : 'The report is closed as acted on. The reporter and the person reported are told, with your reason. To suspend the person, open their page under People.'
        }
        confirmLabel={decision === 'dismiss' ? 'Dismiss report' : 'Mark acted on'}
        confirmColor={decision === 'dismiss' ? undefined : 'red'}
        isBusy={decide.isPending}
        onClose={() => setDecision(null)}
        onConfirm={(reason, showProblem) =>
          runDecision(
            () => decide.mutateAsync({ id: item.id, decision: decision ?? 'dismiss', reason }),
            { title: decision === 'dismiss' ? 'Report dismissed' : 'Report acted on' },
            showProblem,
          )
        }
      />
    </QueueCard>
  );
}
