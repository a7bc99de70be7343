// /ops/audit (issue 28 item 7): every operator action, newest first, filtered by operator, action, person and dates,
// a page at a time, and the same filters as a CSV download.
import {
  Button,
  Group,
  NativeSelect,
  Pagination,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { formatLocalDateTime } from '@microreach/domain/formulas';
import { OPERATOR_ACTION_LABELS, OPERATOR_ACTIONS, type OperatorAction } from '@microreach/domain/operators-rules';
import { paths } from '@microreach/domain/paths';
import { IconDownload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { TableRegion } from '#web/components/table-region';
import { useUrlFilters } from '#web/lib/use-url-filters';
import { auditCsvHref, useOperatorAudit } from '../api/ops-audit';
import { auditFiltersToParams, parseAuditFilters, toAuditQuery } from './audit-filters';
import { useOpsErrorToast } from './use-ops-error-toast';

const ACTION_OPTIONS = [
  { value: '', label: 'All actions' },
  ...OPERATOR_ACTIONS.map((action) => ({ value: action, label: OPERATOR_ACTION_LABELS[action] })),
];

export function AuditPage() {
  const { filters, update, search, setSearch, submitSearch } = useUrlFilters({
    parse: parseAuditFilters,
    toParams: auditFiltersToParams,
    history: 'push',
  });
  const query = toAuditQuery(filters);
  const audit = useOperatorAudit(query);
  useOpsErrorToast(audit);
  const data = audit.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Title order={2}>Audit</Title>
        <Button
          component="a"
          href={auditCsvHref(query)}
          download
          variant="default"
          leftSection={<IconDownload size={16} />}
        >
          Export CSV
        </Button>
      </Group>
      <SimpleGrid
        cols={{ base: 1, xs: 2, md: 4 }}
        spacing="sm"
        component="form"
        aria-label="Audit filters"
        onSubmit={(e) => {
          e.preventDefault();
          submitSearch();
        }}
      >
        <TextInput
          label="Operator"
          placeholder="Email"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          maxLength={320}
        />
        <NativeSelect
          label="Action"
          data={ACTION_OPTIONS}
          value={filters.action}
          onChange={(e) => update({ action: e.currentTarget.value as OperatorAction | '' })}
        />
        <TextInput
          label="From"
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(e) => update({ from: e.currentTarget.value })}
        />
        <TextInput
          label="To"
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(e) => update({ to: e.currentTarget.value })}
        />
      </SimpleGrid>
      {filters.subjectUserId && (
        <Group gap="xs">
          <Text size="sm">Only actions on one person.</Text>
          <Button size="compact-sm" variant="subtle" onClick={() => update({ subjectUserId: '' })}>
            Show everyone
          </Button>
        </Group>
      )}
      {audit.isPending ? (
        <Text c="dimmed">Loading the audit…</Text>
      ) : !data ? (
        <Text c="dimmed">The audit could not be loaded.</Text>
      ) : data.entries.length === 0 ? (
        <Text c="dimmed">No operator actions match these filters.</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {data.total === 1 ? '1 action' : `${data.total} actions`}
          </Text>
          <TableRegion label="Operator actions" minWidth={760} isBusy={audit.isFetching}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>Operator</Table.Th>
                <Table.Th>Action</Table.Th>
                <Table.Th>Subject</Table.Th>
                <Table.Th>Reason</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.entries.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatLocalDateTime(entry.at)}</Table.Td>
                  <Table.Td>{entry.operatorEmail}</Table.Td>
                  <Table.Td>{OPERATOR_ACTION_LABELS[entry.action]}</Table.Td>
                  <Table.Td>
                    {entry.subjectUserId ? (
                      <Link to={`${paths.opsPeople}?user=${entry.subjectUserId}`}>
                        {entry.subjectKind} {entry.subjectId.slice(0, 8)}
                      </Link>
                    ) : (
                      `${entry.subjectKind} ${entry.subjectId.slice(0, 8)}`
                    )}
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere', minWidth: 220 }}>{entry.reason}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </TableRegion>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={data.page}
              onChange={(page) => update({ page })}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            />
          )}
        </>
      )}
    </Stack>
  );
}
