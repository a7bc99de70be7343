// A payout that needs a person (issue 28): the provider's answer never came, so the operator checks at the provider
// and settles it: paid (the money arrived) or failed back to the creator's wallet (it never left).
import { Anchor, Button, SimpleGrid } from '@mantine/core';
import { formatMoney } from '@microreach/domain/ledger-rules';
import type { PayoutDecision, QueueItem } from '@microreach/domain/operators';
import { paths } from '@microreach/domain/paths';
import { useState } from 'react';
import { Link } from 'react-router';
import { lazyDialog } from '#web/components/lazy-dialog';
import { useDecidePayout } from '../api/ops-queue';
import { Fact, QueueCard } from './queue-card';
import { runDecision } from './run-decision';

// Loaded when first opened (issue 31: the page's first download carries neither it nor Mantine's Modal).
const ReasonDialog = lazyDialog(() => import('./reason-dialog').then((m) => m.ReasonDialog));

type PayoutItem = Extract<QueueItem, { kind: 'payout' }>;

export function PayoutCard({ item }: { item: PayoutItem }) {
  const [decision, setDecision] = useState<PayoutDecision['decision'] | null>(null);
  const decide = useDecidePayout();
  const money = formatMoney(item.amountCents);
  const creator = item.creator.name;

  return (
    <QueueCard
      kind="payout"
      since={item.since}
      title={`${money} to ${creator}`}
      actions={
        <>
          <Button color="teal" onClick={() => setDecision('paid')}>
            Mark paid
          </Button>
          <Button color="red" variant="light" onClick={() => setDecision('failed')}>
            Fail back to wallet
          </Button>
        </>
      }
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="xs">
        <Fact label="Amount">{money}</Fact>
        <Fact label="Creator">
          {item.creator.id ? (
            <Anchor component={Link} to={`${paths.opsPeople}?user=${item.creator.id}`} size="sm">
              {creator}
            </Anchor>
          ) : (
            creator
          )}
        </Fact>
        <Fact label="Provider">{item.provider ?? 'None yet'}</Fact>
        <Fact label="Attempts">{item.attempts}</Fact>
      </SimpleGrid>
      <Fact label="Why it needs a person">{item.reason}</Fact>
      <ReasonDialog
        opened={decision !== null}
        title={decision === 'paid' ? 'Mark the payout paid' : 'Fail the payout back'}
        message={
          decision === 'paid'
            ? `The payout is recorded as paid: ${money} leaves ${creator}’s payouts in flight. Do this only once the provider shows the money arrived. ${creator} is told it was paid.`
            : `${money} returns to ${creator}’s available balance. Do this only once the provider shows the money never left. ${creator} is told, with your reason.`
        }
        confirmLabel={decision === 'paid' ? 'Mark paid' : 'Fail back to wallet'}
        confirmColor={decision === 'paid' ? 'teal' : 'red'}
        isBusy={decide.isPending}
        onClose={() => setDecision(null)}
        onConfirm={(reason, showProblem) =>
          runDecision(
            () => decide.mutateAsync({ id: item.id, decision: decision ?? 'paid', reason }),
            decision === 'paid'
              ? { title: 'Payout marked paid', message: `${creator} was told.` }
              : { title: 'Payout failed back', message: `${money} is back in ${creator}’s available balance.` },
            showProblem,
          )
        }
      />
    </QueueCard>
  );
}
