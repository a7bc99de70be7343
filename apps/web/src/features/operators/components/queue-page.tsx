// /ops: one queue of what needs a person (issue 28 item 2), oldest first, one card per item with its evidence and
// its actions.
import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import type { QueueResponse } from '@microreach/domain/operators';
import { QUEUE_ITEM_KINDS, queueMoreText } from '@microreach/domain/operators-rules';
import { useOpsQueue } from '../api/ops-queue';
import { DisputeCard } from './dispute-card';
import { HoldAppealCard } from './hold-appeal-card';
import { PayoutCard } from './payout-card';
import { ReconciliationCard } from './reconciliation-card';
import { ReportCard } from './report-card';
import { useOpsErrorToast } from './use-ops-error-toast';

export const EMPTY_QUEUE_TEXT = 'Nothing needs a person right now.';

export function QueuePage() {
  const queue = useOpsQueue();
  useOpsErrorToast(queue);
  const items = queue.data?.items ?? [];
  const more = queue.data ? moreWaiting(queue.data) : [];

  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={2}>Queue</Title>
        <Text size="sm" c="dimmed">
          Oldest first. Every decision asks for a reason, is audited and tells both sides.
        </Text>
      </Stack>
      {queue.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label="Loading the queue" />
        </Center>
      ) : queue.isError ? (
        <Text c="dimmed">The queue could not be loaded.</Text>
      ) : items.length === 0 ? (
        <Text c="dimmed" py="xl" ta="center">
          {EMPTY_QUEUE_TEXT}
        </Text>
      ) : (
        <>
          {more.map((text) => (
            <Text key={text} size="sm" role="status">
              {text}
            </Text>
          ))}
          <Stack gap="md" component="ol" aria-label="Queue" p={0} m={0} style={{ listStyle: 'none' }}>
            {items.map((item) => (
              <li key={`${item.kind}:${item.id}`}>
                {item.kind === 'hold_appeal' ? (
                  <HoldAppealCard item={item} />
                ) : item.kind === 'report' ? (
                  <ReportCard item={item} />
                ) : item.kind === 'dispute' ? (
                  <DisputeCard item={item} />
                ) : item.kind === 'payout' ? (
                  <PayoutCard item={item} />
                ) : (
                  <ReconciliationCard item={item} />
                )}
              </li>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}

/** For each kind with more waiting than the queue shows (the oldest of each, up to a limit), what to say. */
function moreWaiting({ items, totals }: QueueResponse): string[] {
  return QUEUE_ITEM_KINDS.flatMap((kind) => {
    const shown = items.filter((i) => i.kind === kind).length;
    return totals[kind] > shown ? [queueMoreText(kind, shown, totals[kind])] : [];
  });
}
