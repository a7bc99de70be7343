// A difference the latest reconciliation found between the ledger and the provider's records (issue 28): the operator
// looks into it and acknowledges it with what they found or did. No money moves.
import { Button, SimpleGrid } from '@mantine/core';
import { formatMoney } from '@microreach/domain/ledger-rules';
import type { QueueItem } from '@microreach/domain/operators';
import { useState } from 'react';
import { lazyDialog } from '#web/components/lazy-dialog';
import { useAcknowledgeDifference } from '../api/ops-queue';
import { Fact, QueueCard } from './queue-card';
import { runDecision } from './run-decision';

// Loaded when first opened (issue 31: the page's first download carries neither it nor Mantine's Modal).
const ReasonDialog = lazyDialog(() => import('./reason-dialog').then((m) => m.ReasonDialog));

type ReconciliationItem = Extract<QueueItem, { kind: 'reconciliation' }>;

const cents = (value: number | null) => (value === null ? 'None' : formatMoney(value));

export function ReconciliationCard({ item }: { item: ReconciliationItem }) {
  const [isOpen, setIsOpen] = useState(false);
  const acknowledge = useAcknowledgeDifference();

  return (
    <QueueCard
      kind="reconciliation"
      since={item.since}
      title={`${item.provider}: ${item.differenceKind}`}
      actions={<Button onClick={() => setIsOpen(true)}>Acknowledge</Button>}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="xs">
        <Fact label="Subject">{item.subject}</Fact>
        <Fact label="Reference">{item.reference}</Fact>
        <Fact label="In the ledger">{cents(item.ledgerCents)}</Fact>
        <Fact label="At the provider">{cents(item.providerCents)}</Fact>
      </SimpleGrid>
      <Fact label="Detail">{item.detail}</Fact>
      <ReasonDialog
        opened={isOpen}
        title="Acknowledge the difference"
        message="No money moves. Say what you found or did (for example, a refund made by hand at the provider): the audit keeps it. The difference leaves the queue, also when later reconciliations find it again; if its amounts change, it comes back."
        confirmLabel="Acknowledge"
        reasonDescription="The operators’ audit keeps it."
        isBusy={acknowledge.isPending}
        onClose={() => setIsOpen(false)}
        onConfirm={(reason, showProblem) =>
          runDecision(
            () => acknowledge.mutateAsync({ id: item.id, reason }),
            { title: 'Difference acknowledged' },
            showProblem,
          )
        }
      />
    </QueueCard>
  );
}
