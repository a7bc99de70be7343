// Transactions (C2): tabs All, Earnings and Withdrawals. An earning is a post's earnings as one payment (C4 labels;
// Amount, Fee 5% and Net 95%, and what still waits for the brand's funding); a withdrawal is a payout request with its
// state, and why it failed or is Delayed. A table on a wide screen; on a phone one card per row with the Net in front
// (issue 30: the table scrolled sideways and left Amount and Net off the screen).
import { Badge, EmptyState, Table, Tabs, Text, Title } from '@mantine/core';
import type { CreatorEarnings, EarningPayment, Payout } from '@microreach/domain/creator-earnings';
import { PAYMENT_STATUS_TEXT, PAYOUT_STATE_TEXT } from '@microreach/domain/creator-earnings-rules';
import { formatLocalDay } from '@microreach/domain/formulas';
import { formatMoney } from '@microreach/domain/ledger-rules';
import { paths } from '@microreach/domain/paths';
import { IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { type StackedRow, StackedRows, useIsNarrowScreen } from '#web/components/stacked-rows/stacked-rows';
import { TableRegion } from '#web/components/table-region';
import { oneOf } from '#web/lib/one-of';
import classes from './earnings.module.css';
import { PAYMENT_STATUS_COLORS, PAYOUT_STATE_COLORS } from './earnings-figures';

const TABS = ['all', 'earnings', 'withdrawals'] as const;
type TransactionsTab = (typeof TABS)[number];

const TAB_LABELS: Record<TransactionsTab, string> = { all: 'All', earnings: 'Earnings', withdrawals: 'Withdrawals' };

const EMPTY_STATES: Record<TransactionsTab, { title: string; message: string }> = {
  all: { title: 'No transactions yet', message: 'Your earnings and withdrawals will appear here.' },
  earnings: { title: 'No earnings yet', message: 'Each post that earns money will appear here as a payment.' },
  withdrawals: { title: 'No withdrawals yet', message: 'Money you withdraw to your payment method will appear here.' },
};

type Row =
  | { kind: 'earning'; at: string; payment: EarningPayment }
  | { kind: 'withdrawal'; at: string; payout: Payout };

/** Newest first; the server sends each list that way, and All merges the two. */
export function transactionRows(tab: TransactionsTab, earnings: Pick<CreatorEarnings, 'payments' | 'payouts'>): Row[] {
  const payments: Row[] = earnings.payments.map((payment) => ({ kind: 'earning', at: payment.at, payment }));
  const payouts: Row[] = earnings.payouts.map((payout) => ({ kind: 'withdrawal', at: payout.requestedAt, payout }));
  if (tab === 'earnings') return payments;
  if (tab === 'withdrawals') return payouts;
  return [...payments, ...payouts].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}

export function Transactions({ earnings }: { earnings: Pick<CreatorEarnings, 'payments' | 'payouts'> }) {
  const [tab, setTab] = useState<TransactionsTab>('all');
  return (
    <section aria-labelledby="transactions-title">
      <Title id="transactions-title" order={2} size="h3" mb="sm">
        Transactions
      </Title>
      <Tabs value={tab} color="pink" keepMounted={false} onChange={(next) => setTab(oneOf(TABS, next) ?? 'all')}>
        <Tabs.List mb="md" className={classes.tabList} aria-label="Transactions">
          {TABS.map((t) => (
            <Tabs.Tab key={t} value={t} className={classes.tab}>
              {TAB_LABELS[t]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((t) => (
          <Tabs.Panel key={t} value={t}>
            <TransactionTable tab={t} rows={transactionRows(t, earnings)} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </section>
  );
}

function TransactionTable({ tab, rows }: { tab: TransactionsTab; rows: Row[] }) {
  const isNarrow = useIsNarrowScreen();
  if (rows.length === 0) {
    const empty = EMPTY_STATES[tab];
    return (
      <EmptyState
        icon={<IconReceipt size={28} />}
        withIndicatorBackground
        color="pink"
        title={empty.title}
        description={empty.message}
        py={40}
      />
    );
  }
  const showsType = tab === 'all';
  if (isNarrow) {
    return (
      <StackedRows
        label={`${TAB_LABELS[tab]} transactions`}
        rows={rows.map((row) => transactionCard(row, showsType))}
      />
    );
  }
  return (
    <TableRegion label={`${TAB_LABELS[tab]} transactions`} minWidth={720}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Date</Table.Th>
          {showsType && <Table.Th>Type</Table.Th>}
          <Table.Th>{tab === 'withdrawals' ? 'Details' : 'Campaign'}</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th ta="right">Amount</Table.Th>
          <Table.Th ta="right">Fee</Table.Th>
          <Table.Th ta="right">Net</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) =>
          row.kind === 'earning' ? (
            <EarningRow key={`earning-${row.payment.postId}`} payment={row.payment} showsType={showsType} />
          ) : (
            <WithdrawalRow key={`withdrawal-${row.payout.id}`} payout={row.payout} showsType={showsType} />
          ),
        )}
      </Table.Tbody>
    </TableRegion>
  );
}

/** A row as a phone card: the table's columns as lines, the Net in front. */
function transactionCard(row: Row, showsType: boolean): StackedRow {
  if (row.kind === 'earning') {
    const { payment } = row;
    return {
      key: `earning-${payment.postId}`,
      title: payment.campaignName,
      details: <EarningNotes payment={payment} />,
      figure: { label: 'Net', value: formatMoney(payment.netCents) },
      badges: <PaymentStatusBadge payment={payment} />,
      fields: [
        { label: 'Date', value: formatLocalDay(payment.at) },
        ...(showsType ? [{ label: 'Type', value: 'Earnings' }] : []),
        { label: 'Amount', value: formatMoney(payment.grossCents) },
        { label: 'Fee', value: formatMoney(payment.feeCents) },
      ],
    };
  }
  const { payout } = row;
  return {
    key: `withdrawal-${payout.id}`,
    title: 'Withdrawal to your payment method',
    details: <WithdrawalNotes payout={payout} />,
    figure: { label: 'Net', value: formatMoney(payout.amountCents) },
    badges: <PayoutStateBadge payout={payout} />,
    actions: <PayoutStatementLink payout={payout} />,
    fields: [
      { label: 'Date', value: formatLocalDay(payout.requestedAt) },
      ...(showsType ? [{ label: 'Type', value: 'Withdrawal' }] : []),
      { label: 'Amount', value: formatMoney(payout.amountCents) },
      { label: 'Fee', value: formatMoney(0) },
    ],
  };
}

/** The brand under a payment's campaign, and what still waits for its funding. */
function EarningNotes({ payment }: { payment: EarningPayment }) {
  return (
    <>
      {payment.companyName && (
        <Text size="xs" c="dimmed">
          {payment.companyName}
        </Text>
      )}
      {payment.awaitingFundingCents > 0 && (
        <Text size="xs" c="orange.9">
          Waiting for the brand to fund {formatMoney(payment.awaitingFundingCents)}
        </Text>
      )}
    </>
  );
}

/** Why a withdrawal failed or is Delayed. */
function WithdrawalNotes({ payout }: { payout: Payout }) {
  return (
    <>
      {payout.status === 'failed' && payout.failureMessage && (
        <Text size="xs" c="red.8">
          {payout.failureMessage}
        </Text>
      )}
      {payout.status === 'delayed' && payout.delayReason && (
        <Text size="xs" c="orange.9">
          {payout.delayReason}
        </Text>
      )}
    </>
  );
}

function PaymentStatusBadge({ payment }: { payment: EarningPayment }) {
  return (
    <Badge color={PAYMENT_STATUS_COLORS[payment.status]} variant="light" tt="none">
      {PAYMENT_STATUS_TEXT[payment.status]}
    </Badge>
  );
}

function PayoutStateBadge({ payout }: { payout: Payout }) {
  return (
    <Badge color={PAYOUT_STATE_COLORS[payout.status]} variant="light" tt="none">
      {PAYOUT_STATE_TEXT[payout.status]}
    </Badge>
  );
}

function EarningRow({ payment, showsType }: { payment: EarningPayment; showsType: boolean }) {
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatLocalDay(payment.at)}</Table.Td>
      {showsType && <Table.Td>Earnings</Table.Td>}
      <Table.Td>
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {payment.campaignName}
        </Text>
        <EarningNotes payment={payment} />
      </Table.Td>
      <Table.Td>
        <PaymentStatusBadge payment={payment} />
      </Table.Td>
      <Table.Td ta="right">{formatMoney(payment.grossCents)}</Table.Td>
      <Table.Td ta="right">{formatMoney(payment.feeCents)}</Table.Td>
      <Table.Td ta="right" fw={600}>
        {formatMoney(payment.netCents)}
      </Table.Td>
    </Table.Tr>
  );
}

function WithdrawalRow({ payout, showsType }: { payout: Payout; showsType: boolean }) {
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatLocalDay(payout.requestedAt)}</Table.Td>
      {showsType && <Table.Td>Withdrawal</Table.Td>}
      <Table.Td>
        <Text size="sm">Withdrawal to your payment method</Text>
        <WithdrawalNotes payout={payout} />
        <PayoutStatementLink payout={payout} />
      </Table.Td>
      <Table.Td>
        <PayoutStateBadge payout={payout} />
      </Table.Td>
      <Table.Td ta="right">{formatMoney(payout.amountCents)}</Table.Td>
      <Table.Td ta="right">{formatMoney(0)}</Table.Td>
      <Table.Td ta="right" fw={600}>
        {formatMoney(payout.amountCents)}
      </Table.Td>
    </Table.Tr>
  );
}

/** Issue 30: the payout's printable statement (gross, fee, net, where it went). */
function PayoutStatementLink({ payout }: { payout: Payout }) {
  return (
    <Text size="xs">
      <Link
        to={paths.payoutStatement(payout.id)}
        aria-label={`Statement of the ${formatMoney(payout.amountCents)} withdrawal`}
      >
        Statement
      </Link>
    </Text>
  );
}
