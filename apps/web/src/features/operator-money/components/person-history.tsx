// A person's full money history (issue 28 item 6): their accounts' balances now, then every ledger transaction that
// touched them, newest first, 100 a page: what it was, what it did to each of their accounts, and what it concerns.
import { Badge, Center, Group, Loader, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { PAYOUT_STATE_TEXT } from '@microreach/domain/creator-earnings-rules';
import { formatLocalDateTime } from '@microreach/domain/formulas';
import { formatMoney } from '@microreach/domain/ledger-rules';
import type { OpsMoneyHistory } from '@microreach/domain/operators';
import { LEDGER_ACCOUNT_KIND_LABELS, LEDGER_TRANSACTION_KIND_LABELS } from '@microreach/domain/operators-rules';
import { LoadError } from '#web/components/load-error';
import { TableRegion } from '#web/components/table-region';
import { usePersonMoneyHistory } from '../api/ops-money';

const signed = (cents: number) => (cents > 0 ? `+${formatMoney(cents)}` : formatMoney(cents));

export function PersonHistory({ id, page, onPage }: { id: string; page: number; onPage: (page: number) => void }) {
  const history = usePersonMoneyHistory(id, page);
  if (history.isPending) {
    return (
      <Center py="md">
        <Loader size="sm" role="status" aria-label="Loading the money history" />
      </Center>
    );
  }
  if (history.isError) {
    return (
      <LoadError
        title="The money history could not be loaded."
        onRetry={() => history.refetch()}
        isRetrying={history.isFetching}
      />
    );
  }
  const data = history.data;
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <Stack gap="sm" component="section" aria-label={`Money history of ${data.person.name}`}>
      <Title order={3} size="h4">
        Money history of {data.person.name}
      </Title>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {data.person.email} · {data.person.role === 'SMB' ? (data.person.companyName ?? 'Business') : 'Creator'} ·{' '}
        {data.total} movement{data.total === 1 ? '' : 's'}
      </Text>
      {data.accounts.length > 0 && (
        <Group gap="xs" wrap="wrap" aria-label="Balances now" role="list">
          {data.accounts.map((a) => (
            <Badge key={a.id} variant="light" color={a.balanceCents < 0 ? 'red' : 'blue'} role="listitem" tt="none">
              {LEDGER_ACCOUNT_KIND_LABELS[a.kind]}: {formatMoney(a.balanceCents)}
            </Badge>
          ))}
        </Group>
      )}
      {data.transactions.length === 0 ? (
        <Text c="dimmed">
          {data.total === 0 ? 'No money has moved for this person yet.' : 'No movements on this page.'}
        </Text>
      ) : (
        <TableRegion label="Money movements" minWidth={860} isBusy={history.isPlaceholderData}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When</Table.Th>
              <Table.Th>What</Table.Th>
              <Table.Th ta="right">Change</Table.Th>
              <Table.Th>Their accounts after</Table.Th>
              <Table.Th>Concerns</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.transactions.map((t) => (
              <Movement key={t.id} t={t} />
            ))}
          </Table.Tbody>
        </TableRegion>
      )}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={onPage}
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
        />
      )}
    </Stack>
  );
}

function Movement({ t }: { t: OpsMoneyHistory['transactions'][number] }) {
  const own = t.legs.filter((l) => l.isOwn);
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatLocalDateTime(t.at)}</Table.Td>
      <Table.Td>
        <Text size="sm" fw={500}>
          {LEDGER_TRANSACTION_KIND_LABELS[t.kind]}
        </Text>
        <Text size="xs" c="dimmed">
          {t.description}
        </Text>
      </Table.Td>
      <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        <Text size="sm" c={t.ownCents < 0 ? 'red' : t.ownCents > 0 ? 'teal' : undefined}>
          {signed(t.ownCents)}
        </Text>
      </Table.Td>
      <Table.Td>
        {own.map((l) => (
          <Text key={l.accountId} size="xs">
            {LEDGER_ACCOUNT_KIND_LABELS[l.accountKind]} {signed(l.amountCents)} → {formatMoney(l.balanceAfterCents)}
          </Text>
        ))}
      </Table.Td>
      <Table.Td>
        <Stack gap={0}>
          {t.campaign && <Text size="xs">Campaign: {t.campaign.name}</Text>}
          {t.post && (
            <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
              Post: {t.post.videoUrl ?? t.post.id}
            </Text>
          )}
          {t.payout && (
            <Text size="xs">
              Payout {t.payout.id.slice(0, 8)}
              {t.payout.status && ` · ${PAYOUT_STATE_TEXT[t.payout.status]}`}
            </Text>
          )}
          {t.checkoutId && <Text size="xs">Checkout {t.checkoutId.slice(0, 8)}</Text>}
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}
