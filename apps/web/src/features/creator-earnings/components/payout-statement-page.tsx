// /earnings/payouts/{id}/statement (issue 30): the printable statement of one payout: gross, fee and net, where it was
// paid (masked), its state and dates, and the settled earnings behind it.
import { Alert, DataList, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { PAYOUT_STATE_TEXT } from '@microreach/domain/creator-earnings-rules';
import { formatLocalDateTime } from '@microreach/domain/formulas';
import { formatMoney, PLATFORM_FEE_PERCENT, TEST_MODE_BANNER } from '@microreach/domain/ledger-rules';
import { paths } from '@microreach/domain/paths';
import type { PayoutStatement } from '@microreach/domain/receipts';
import { IconFlask } from '@tabler/icons-react';
import { useId } from 'react';
import { DetailItem } from '#web/components/detail-item';
import {
  DocumentQueryState,
  PrintableDocument,
  PrintablePage,
  printableClasses,
} from '#web/components/printable-document/printable-document';
import { useIsNarrowScreen } from '#web/components/stacked-rows/stacked-rows';
import { usePayoutStatement } from '../api/payout-statements';

const BACK = { to: paths.earnings, label: 'Back to Earnings' };

export function PayoutStatementPage({ id }: { id: string }) {
  const statement = usePayoutStatement(id);
  return (
    <PrintablePage back={BACK}>
      {statement.data ? (
        <PayoutStatementDocument statement={statement.data} />
      ) : (
        <DocumentQueryState
          query={statement}
          loadingText="Loading payout statement..."
          notFoundTitle="Payout not found"
          failedTitle="The payout statement could not be loaded"
        />
      )}
    </PrintablePage>
  );
}

function Moment({ at }: { at: string | null }) {
  if (!at) {
    return (
      <Text component="span" size="sm" c="dimmed">
        Not yet
      </Text>
    );
  }
  return (
    <>
      <time dateTime={at}>{formatLocalDateTime(at)}</time>{' '}
      <Text component="span" size="xs" c="dimmed">
        ({at.slice(0, 16).replace('T', ' ')} UTC)
      </Text>
    </>
  );
}

function FigureLine({ label, cents, strong = false }: { label: string; cents: number; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 500} className={printableClasses.figures}>
        {formatMoney(cents)}
      </Text>
    </Group>
  );
}

export function PayoutStatementDocument({ statement }: { statement: PayoutStatement }) {
  // A phone stacks each label over its value: side by side, a long reference would wrap a few letters a line.
  const isNarrow = useIsNarrowScreen();
  const earningsId = useId();
  const settledLabel = statement.status === 'failed' ? 'Failed on' : 'Paid on';
  const earned = statement.earningsToDate;
  return (
    <PrintableDocument
      title="Payout statement"
      subtitle={statement.number}
      platform={statement.platform}
      party={statement.creator}
      partyLabel="Paid to"
    >
      {statement.testMode && (
        <Alert color="yellow" variant="light" icon={<IconFlask size={18} />} title={TEST_MODE_BANNER}>
          This payout went through the built-in test provider.
        </Alert>
      )}
      {statement.failureMessage && (
        <Alert color="red" variant="light" title="This payout failed: the money is back in your available balance">
          {statement.failureMessage}
        </Alert>
      )}
      {statement.delayReason && (
        <Alert color="orange" variant="light" title="Delayed">
          {statement.delayReason}
        </Alert>
      )}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <DataList orientation={isNarrow ? 'vertical' : 'horizontal'} labelWidth={170} gap="xs" size="sm">
          <DetailItem label="Statement number">{statement.number}</DetailItem>
          <DetailItem label="Status">{PAYOUT_STATE_TEXT[statement.status]}</DetailItem>
          <DetailItem label="Requested">
            <Moment at={statement.requestedAt} />
          </DetailItem>
          <DetailItem label="Sent to the provider">
            <Moment at={statement.approvedAt} />
          </DetailItem>
          <DetailItem label={settledLabel}>
            <Moment at={statement.processedAt} />
          </DetailItem>
          <DetailItem label="Payment method">{statement.method ?? 'The payout account was removed'}</DetailItem>
          <DetailItem label="Provider reference">
            {statement.providerReference ? (
              <span className={printableClasses.reference}>{statement.providerReference}</span>
            ) : (
              <Text component="span" size="sm" c="dimmed">
                Not given by the provider yet
              </Text>
            )}
          </DetailItem>
        </DataList>
      </Paper>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Payout amount">
        <Stack gap={6}>
          <FigureLine label="Amount withdrawn" cents={statement.grossCents} />
          <FigureLine label="Fee on this payout" cents={statement.feeCents} />
          <Divider />
          <FigureLine label="Net paid to you" cents={statement.netCents} strong />
        </Stack>
        <Text size="xs" c="dimmed" mt="sm">
          The {PLATFORM_FEE_PERCENT}% platform service fee is taken from each post’s earnings when they become final, so
          a payout carries no further fee.
        </Text>
      </Paper>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={earningsId}>
        <Title order={2} id={earningsId} fz="md" mb="sm">
          Your earnings up to this payout
        </Title>
        <Stack gap={6}>
          <FigureLine label="Earnings (gross)" cents={earned.grossCents} />
          <FigureLine label={`Platform fee (${PLATFORM_FEE_PERCENT}%)`} cents={earned.feeCents} />
          <Divider />
          <FigureLine label="Net earnings" cents={earned.netCents} strong />
        </Stack>
      </Paper>
      <Text size="sm" c="dimmed">
        Amounts in US dollars. Questions about this payout? Write to {statement.platform.supportEmail} and quote{' '}
        {statement.number}.
      </Text>
    </PrintableDocument>
  );
}
