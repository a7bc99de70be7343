// A payout that needs a person or a reconciliation difference: the evidence only (their actions come later).
import { SimpleGrid, Text } from '@mantine/core';
import { formatMoney } from '@microreach/domain/ledger';
import type { QueueItem } from '@microreach/domain/operators';
import { Fact, QueueCard } from './queue-card';

type EvidenceOnlyItem = Extract<QueueItem, { kind: 'payout' | 'reconciliation' }>;

const NO_ACTIONS_TEXT = 'Evidence only: its actions are not in the console yet.';

export function EvidenceOnlyCard({ item }: { item: EvidenceOnlyItem }) {
  if (item.kind === 'payout') {
    return (
      <QueueCard kind="payout" since={item.since} title={`${formatMoney(item.amountCents)} to ${item.creator.name}`}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="xs">
          <Fact label="Amount">{formatMoney(item.amountCents)}</Fact>
          <Fact label="Creator">{item.creator.name}</Fact>
          <Fact label="Provider">{item.provider ?? 'None yet'}</Fact>
          <Fact label="Attempts">{item.attempts}</Fact>
        </SimpleGrid>
        <Fact label="Why it needs a person">{item.reason}</Fact>
        <Text size="xs" c="dimmed">
          {NO_ACTIONS_TEXT}
        </Text>
      </QueueCard>
    );
  }
  const cents = (value: number | null) => (value === null ? 'None' : formatMoney(value));
  return (
    <QueueCard kind="reconciliation" since={item.since} title={`${item.provider}: ${item.differenceKind}`}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="xs">
        <Fact label="Subject">{item.subject}</Fact>
        <Fact label="Reference">{item.reference}</Fact>
        <Fact label="In the ledger">{cents(item.ledgerCents)}</Fact>
        <Fact label="At the provider">{cents(item.providerCents)}</Fact>
      </SimpleGrid>
      <Fact label="Detail">{item.detail}</Fact>
      <Text size="xs" c="dimmed">
        {NO_ACTIONS_TEXT}
      </Text>
    </QueueCard>
  );
}
