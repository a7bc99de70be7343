// Transaction History (B9): the wallet's and the campaigns' ledger entries, newest first, 20 a page, with a CSV export.
import { Box, Button, Center, EmptyState, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { MoneyTransaction } from '@microreach/domain/business-payments';
import { formatLocalDateTime } from '@microreach/domain/formulas';
import { formatMoney } from '@microreach/domain/ledger-rules';
import { paths } from '@microreach/domain/paths';
import { receiptKindOf, receiptNumber } from '@microreach/domain/receipts-rules';
import { IconFileDownload, IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '#web/components/load-error';
import { Pager } from '#web/components/pager/pager';
import { TableRegion } from '#web/components/table-region';
import { TRANSACTIONS_CSV_URL, TRANSACTIONS_PAGE_SIZE, useTransactions } from '../api/business-payments';
import { TransactionMove } from './transaction-move';

/** A signed amount: '+$500.00' came in, '-$120.00' went out. */
export function formatSignedMoney(cents: number): string {
  return cents > 0 ? `+${formatMoney(cents)}` : formatMoney(cents);
}

export function TransactionHistory() {
  const [page, setPage] = useState(1);
  const transactions = useTransactions(page);
  const data = transactions.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / TRANSACTIONS_PAGE_SIZE)) : 1;
  // A phone gets each entry as a stacked row: five columns would leave the amounts off the screen.
  const isPhone = useMediaQuery('(max-width: 36em)');

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="transaction-history-title">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title id="transaction-history-title" order={2} size="h3">
            Transaction History
          </Title>
          <Button
            component="a"
            href={TRANSACTIONS_CSV_URL}
            download
            variant="default"
            size="sm"
            leftSection={<IconFileDownload size={16} />}
          >
            Export CSV
          </Button>
        </Group>

        {transactions.isPending ? (
          <Center py="xl">
            <Loader role="status" aria-label="Loading transactions" />
          </Center>
        ) : transactions.isError && !data ? (
          <LoadError
            title="Your transactions could not be loaded"
            onRetry={() => transactions.refetch()}
            isRetrying={transactions.isFetching}
          />
        ) : !data || data.total === 0 ? (
          <EmptyState
            icon={<IconReceipt size={28} />}
            withIndicatorBackground
            title="No transactions yet"
            description="Money you add, and money you move to campaigns, will be listed here."
            py={32}
          />
        ) : (
          <>
            {isPhone ? (
              <TransactionList items={data.items} isUpdating={transactions.isPlaceholderData} />
            ) : (
              <TransactionTable items={data.items} isUpdating={transactions.isPlaceholderData} />
            )}
            {data.total > TRANSACTIONS_PAGE_SIZE && (
              <Pager
                label="Transaction pages"
                total={pageCount}
                value={page}
                onChange={setPage}
                disabled={transactions.isPlaceholderData}
              />
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

function TransactionTable({ items, isUpdating }: { items: MoneyTransaction[]; isUpdating: boolean }) {
  return (
    <TableRegion
      label="Transactions"
      minWidth={680}
      verticalSpacing="xs"
      isBusy={isUpdating}
      style={{ opacity: isUpdating ? 0.6 : 1, transition: 'opacity 150ms' }}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Date</Table.Th>
          <Table.Th>Account</Table.Th>
          <Table.Th>Description</Table.Th>
          <Table.Th ta="right">Amount</Table.Th>
          <Table.Th ta="right">Balance after</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((t) => (
          <Table.Tr key={t.id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <time dateTime={t.at}>{formatLocalDateTime(t.at)}</time>
            </Table.Td>
            <Table.Td>{t.account}</Table.Td>
            <Table.Td>
              {t.description}
              <TransactionMove transaction={t} />
              <ReceiptLink transaction={t} />
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              <Text span size="sm" fw={500} c={t.amountCents > 0 ? 'teal.9' : t.amountCents < 0 ? 'red.9' : undefined}>
                {formatSignedMoney(t.amountCents)}
              </Text>
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(t.balanceAfterCents)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </TableRegion>
  );
}

function TransactionList({ items, isUpdating }: { items: MoneyTransaction[]; isUpdating: boolean }) {
  return (
    <Box
      component="ul"
      aria-label="Transactions"
      aria-busy={isUpdating}
      p={0}
      m={0}
      style={{ listStyle: 'none', opacity: isUpdating ? 0.6 : 1, transition: 'opacity 150ms' }}
    >
      {items.map((t) => (
        <Box
          component="li"
          key={t.id}
          py="sm"
          style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
        >
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {t.description}
            </Text>
            <Box style={{ whiteSpace: 'nowrap' }}>
              <SignedAmount cents={t.amountCents} />
            </Box>
          </Group>
          <Text size="xs" c="dimmed">
            {t.account} · <time dateTime={t.at}>{formatLocalDateTime(t.at)}</time>
          </Text>
          <Text size="xs" c="dimmed">
            Balance after {formatMoney(t.balanceAfterCents)}
          </Text>
          <TransactionMove transaction={t} />
          <ReceiptLink transaction={t} />
        </Box>
      ))}
    </Box>
  );
}

/** Money in green, money out in red; the sign says it too. */
function SignedAmount({ cents }: { cents: number }) {
  return (
    <Text span size="sm" fw={500} c={cents > 0 ? 'teal.9' : cents < 0 ? 'red.9' : undefined}>
      {formatSignedMoney(cents)}
    </Text>
  );
}

/** Issue 30: a deposit's or a refund's printable receipt (its address is the ledger entry's id). */
function ReceiptLink({ transaction }: { transaction: MoneyTransaction }) {
  const kind = receiptKindOf(transaction.kind);
  if (!kind) return null;
  return (
    <Text size="xs">
      <Link to={paths.smbReceipt(transaction.id)} aria-label={`Receipt ${receiptNumber(kind, transaction.id)}`}>
        Receipt
      </Link>
    </Text>
  );
}
