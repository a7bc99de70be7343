// /smb-payments/statements/{YYYY-MM} (issue 30): the printable statement of the wallet for one month (UTC): opening
// balance, the totals per kind of movement, the closing balance, and every movement with its receipt.
import { Alert, Box, Divider, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatCalendarDay } from '@microreach/domain/formulas';
import { formatMoney } from '@microreach/domain/ledger-rules';
import { paths } from '@microreach/domain/paths';
import type { MonthlyStatement, StatementLine, StatementTotals } from '@microreach/domain/receipts';
import {
  formatStatementMonth,
  STATEMENT_CATEGORY_TEXT,
  type StatementCategory,
} from '@microreach/domain/receipts-rules';
import { IconInfoCircle } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import {
  DocumentQueryState,
  PrintableDocument,
  PrintablePage,
  printableClasses,
} from '#web/components/printable-document/printable-document';
import { useIsNarrowScreen } from '#web/components/stacked-rows/stacked-rows';
import { TableRegion } from '#web/components/table-region';
import { useMonthlyStatement } from '../api/business-receipts';

const BACK = { to: paths.smbPayments, label: 'Back to Payments' };

export function StatementPage({ month }: { month: string }) {
  const statement = useMonthlyStatement(month);
  return (
    <PrintablePage back={BACK}>
      {statement.data ? (
        <StatementDocument statement={statement.data} />
      ) : (
        <DocumentQueryState
          query={statement}
          loadingText="Loading statement..."
          notFoundTitle="No statement for this month"
          failedTitle="The statement could not be loaded"
        />
      )}
    </PrintablePage>
  );
}

const TOTAL_FIELDS: Record<StatementCategory, keyof StatementTotals> = {
  deposits: 'depositsCents',
  refunds: 'refundsCents',
  campaignFunding: 'campaignFundingCents',
  escrowReturns: 'escrowReturnsCents',
  disputes: 'disputesCents',
};

/** A signed amount: '+$500.00' came in, '-$120.00' went out. */
const signed = (cents: number) => (cents > 0 ? `+${formatMoney(cents)}` : formatMoney(cents));

export function StatementDocument({ statement }: { statement: MonthlyStatement }) {
  const movementsId = useId();
  const { totals } = statement;
  const monthName = formatStatementMonth(statement.month);
  const lastDay = new Date(Date.parse(statement.to) - 1).toISOString();
  return (
    <PrintableDocument
      title="Monthly statement"
      subtitle={statement.isComplete ? monthName : `${monthName} (so far)`}
      platform={statement.platform}
      party={statement.customer}
      partyLabel="Statement for"
    >
      {!statement.isComplete && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} title="This month is not over">
          The closing balance is your wallet’s balance now; movements later this month will be added.
        </Alert>
      )}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Summary">
        <Text size="sm" c="dimmed" mb="sm">
          Wallet, {formatCalendarDay(statement.from)} to {formatCalendarDay(lastDay)} (UTC)
        </Text>
        <Stack gap={6}>
          <TotalLine label="Opening balance" cents={totals.openingCents} strong />
          {(Object.keys(TOTAL_FIELDS) as StatementCategory[]).map((category) => (
            <TotalLine
              key={category}
              label={STATEMENT_CATEGORY_TEXT[category]}
              cents={totals[TOTAL_FIELDS[category]]}
              isSigned
            />
          ))}
          <Divider />
          <TotalLine label="Closing balance" cents={totals.closingCents} strong />
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={movementsId}>
        <Title order={2} id={movementsId} fz="lg" mb="sm">
          Movements
        </Title>
        {statement.lines.length === 0 ? (
          <Text size="sm" c="dimmed">
            No money moved in your wallet this month.
          </Text>
        ) : (
          <Movements lines={statement.lines} />
        )}
        {statement.linesOmitted > 0 && (
          <Text size="sm" c="dimmed" mt="sm">
            {statement.linesOmitted} more movements are counted in the totals but not listed: export the full history as
            CSV from the Payments page.
          </Text>
        )}
      </Paper>
      <Text size="sm" c="dimmed">
        Amounts in US dollars. Questions about this statement? Write to {statement.platform.supportEmail}.
      </Text>
    </PrintableDocument>
  );
}

function TotalLine({
  label,
  cents,
  strong = false,
  isSigned = false,
}: {
  label: string;
  cents: number;
  strong?: boolean;
  isSigned?: boolean;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} className={printableClasses.figures}>
        {isSigned ? signed(cents) : formatMoney(cents)}
      </Text>
    </Group>
  );
}

function ReceiptLink({ line }: { line: StatementLine }) {
  return line.receiptNumber ? (
    <Link to={paths.smbReceipt(line.id)} aria-label={`Receipt ${line.receiptNumber}`}>
      {line.receiptNumber}
    </Link>
  ) : null;
}

function Movements({ lines }: { lines: StatementLine[] }) {
  // A phone reads each movement as a stacked row: five columns would push the amounts off the screen.
  const isPhone = useIsNarrowScreen();
  if (isPhone) {
    return (
      <Box component="ul" aria-label="Every movement" p={0} m={0} style={{ listStyle: 'none' }}>
        {lines.map((line) => (
          <Box
            component="li"
            key={line.id}
            py="sm"
            style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
          >
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {line.description}
              </Text>
              <Text size="sm" fw={600} className={printableClasses.figures}>
                {signed(line.amountCents)}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              {formatCalendarDay(line.at)} · Balance after {formatMoney(line.balanceAfterCents)}
            </Text>
            {line.receiptNumber && (
              <Text size="xs">
                <ReceiptLink line={line} />
              </Text>
            )}
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <TableRegion label="Every movement" minWidth={640} verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Date (UTC)</Table.Th>
          <Table.Th>Description</Table.Th>
          <Table.Th>Receipt</Table.Th>
          <Table.Th ta="right">Amount</Table.Th>
          <Table.Th ta="right">Balance after</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((line) => (
          <Table.Tr key={line.id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <time dateTime={line.at}>{formatCalendarDay(line.at)}</time>
            </Table.Td>
            <Table.Td>{line.description}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <ReceiptLink line={line} />
            </Table.Td>
            <Table.Td ta="right" className={printableClasses.figures}>
              {signed(line.amountCents)}
            </Table.Td>
            <Table.Td ta="right" className={printableClasses.figures}>
              {formatMoney(line.balanceAfterCents)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </TableRegion>
  );
}
