// The platform's money at a glance (issue 28 item 6): escrow, wallets, creator balances and providers; fee revenue by
// month; payouts by state; and whether the latest ledger check and each provider's reconciliation found problems.
import { Badge, Group, Paper, Progress, SimpleGrid, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { PAYOUT_STATE_TEXT } from '@microreach/domain/creator-earnings-rules';
import { formatLocalDateTime } from '@microreach/domain/formulas';
import { formatMoney } from '@microreach/domain/ledger-rules';
import type { OpsMoneyOverview } from '@microreach/domain/operators';
import { formatMonth } from '@microreach/domain/operators-rules';
import { IconBuildingBank, IconLock, IconUsers, IconWallet } from '@tabler/icons-react';
import { StatCards } from '#web/components/stat-cards';
import { TableRegion } from '#web/components/table-region';

const PROVIDER_NAMES = { test: 'Test mode', stripe: 'Stripe' } as const;

export function MoneyOverview({ overview }: { overview: OpsMoneyOverview }) {
  const { escrow, wallets, creatorBalances, providers } = overview;
  return (
    <Stack gap="lg">
      <Health overview={overview} />
      <StatCards
        cols={{ base: 1, xs: 2, md: 4 }}
        cards={[
          {
            label: 'Escrow held',
            value: formatMoney(escrow.heldCents),
            note: `${escrow.campaigns} campaign${escrow.campaigns === 1 ? '' : 's'} holding money`,
            icon: <IconLock size={18} />,
            color: 'blue',
          },
          {
            label: 'Business wallets',
            value: formatMoney(wallets.totalCents),
            note:
              wallets.belowZeroCount > 0
                ? `${wallets.count} wallets; ${wallets.belowZeroCount} below zero (${formatMoney(wallets.belowZeroCents)})`
                : `${wallets.count} wallets; none below zero`,
            icon: <IconWallet size={18} />,
            color: wallets.belowZeroCount > 0 ? 'red' : 'teal',
          },
          {
            label: 'Creator balances',
            value: formatMoney(creatorBalances.pendingCents + creatorBalances.availableCents),
            note: `Pending ${formatMoney(creatorBalances.pendingCents)} · Available ${formatMoney(creatorBalances.availableCents)} · In flight ${formatMoney(creatorBalances.inFlightCents)}`,
            icon: <IconUsers size={18} />,
            color: 'grape',
          },
          {
            label: 'Providers',
            value: providers.length === 0 ? 'None yet' : formatMoney(providers.reduce((s, p) => s + p.balanceCents, 0)),
            note:
              providers.length === 0
                ? 'No money has moved through a provider.'
                : providers.map((p) => `${PROVIDER_NAMES[p.provider]} ${formatMoney(p.balanceCents)}`).join(' · '),
            icon: <IconBuildingBank size={18} />,
            color: 'gray',
          },
        ]}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <FeeRevenue overview={overview} />
        <PayoutsByState overview={overview} />
      </SimpleGrid>
    </Stack>
  );
}

function FeeRevenue({ overview }: { overview: OpsMoneyOverview }) {
  const months = overview.feeRevenueByMonth;
  const top = Math.max(1, ...months.map((m) => m.cents));
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        Platform fee revenue
      </Title>
      <Text size="sm" c="dimmed">
        Last 12 months (UTC). All time: {formatMoney(overview.feesTotalCents)}.
      </Text>
      <TableRegion label="Platform fee revenue by month" minWidth={300} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Month</Table.Th>
            <Table.Th ta="right">Fees</Table.Th>
            <Table.Th w="40%">
              <VisuallyHidden>Share of the best month</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {[...months].reverse().map((m) => (
            <Table.Tr key={m.month}>
              <Table.Td>{formatMonth(m.month)}</Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatMoney(m.cents)}
              </Table.Td>
              <Table.Td>
                <Progress value={(m.cents / top) * 100} size="sm" aria-hidden />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </TableRegion>
    </Stack>
  );
}

function PayoutsByState({ overview }: { overview: OpsMoneyOverview }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        Payouts by state
      </Title>
      <TableRegion label="Payouts by state" minWidth={300} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>State</Table.Th>
            <Table.Th ta="right">Payouts</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {overview.payoutsByState.map((p) => (
            <Table.Tr key={p.state}>
              <Table.Td>
                {p.state === 'delayed' && p.count > 0 ? (
                  <Badge color="orange" variant="light">
                    {PAYOUT_STATE_TEXT[p.state]}
                  </Badge>
                ) : (
                  PAYOUT_STATE_TEXT[p.state]
                )}
              </Table.Td>
              <Table.Td ta="right">{p.count}</Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatMoney(p.cents)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </TableRegion>
    </Stack>
  );
}

function StatusBadge({ isOk, label }: { isOk: boolean; label: string }) {
  return (
    <Badge color={isOk ? 'teal' : 'red'} variant="filled">
      {label}
    </Badge>
  );
}

/** The latest ledger check and reconciliations: OK or problems, when, and what. */
function Health({ overview }: { overview: OpsMoneyOverview }) {
  const check = overview.ledgerCheck;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
      <Paper withBorder radius="md" p="md" role="group" aria-label="Ledger check">
        <Stack gap={6}>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text fw={600}>Ledger check</Text>
            {check ? (
              <StatusBadge isOk={check.ok} label={check.ok ? 'OK' : 'Problems'} />
            ) : (
              <Badge color="gray">Never run</Badge>
            )}
          </Group>
          {check ? (
            <>
              <Text size="sm" c="dimmed">
                {formatLocalDateTime(check.at)} · {check.source === 'job' ? 'daily job' : 'npm run ledger:check'}
              </Text>
              {check.violations.map((v) => (
                <Stack key={v.name} gap={2}>
                  <Text size="sm" fw={500}>
                    {v.name}
                  </Text>
                  {v.violations.map((line) => (
                    <Text key={line} size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                      {line}
                    </Text>
                  ))}
                </Stack>
              ))}
            </>
          ) : (
            <Text size="sm" c="dimmed">
              No check recorded yet: the daily job runs at 03:45 UTC.
            </Text>
          )}
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md" role="group" aria-label="Reconciliation">
        <Stack gap={6}>
          <Text fw={600}>Reconciliation</Text>
          {overview.reconciliations.length === 0 ? (
            <Text size="sm" c="dimmed">
              No reconciliation recorded yet: the daily job runs at 03:15 UTC.
            </Text>
          ) : (
            overview.reconciliations.map((r) => (
              <Group key={r.id} justify="space-between" wrap="wrap" gap="xs">
                <Text size="sm">
                  {PROVIDER_NAMES[r.provider]} · {formatLocalDateTime(r.at)}
                  {r.status === 'differences' &&
                    ` · ${r.differenceCount} difference${r.differenceCount === 1 ? '' : 's'}`}
                  {r.error && ` · ${r.error}`}
                </Text>
                <StatusBadge
                  isOk={r.status === 'ok'}
                  label={r.status === 'ok' ? 'OK' : r.status === 'failed' ? 'Failed' : 'Problems'}
                />
              </Group>
            ))
          )}
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}
