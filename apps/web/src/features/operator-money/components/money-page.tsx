// /ops/money (issue 28 item 6): the platform's money at a glance, the money search, and the open person's history.
// The search, the open person and the history's page live in the address (?q=&person=&page=).
import { Center, Divider, Loader, Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { LoadError } from '#web/components/load-error';
import { useMoneyOverview } from '../api/ops-money';
import { MoneyOverview } from './money-overview';
import { MoneySearch } from './money-search';
import { PersonHistory } from './person-history';

export function MoneyPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const person = params.get('person');
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const overview = useMoneyOverview();

  function change(next: { q?: string; person?: string | null; page?: number }) {
    const values = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value === null || value === '' || value === undefined || (key === 'page' && value === 1)) values.delete(key);
      else values.set(key, String(value));
    }
    setParams(values);
  }

  return (
    <Stack gap="lg">
      <Title order={2}>Money</Title>
      {overview.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label="Loading the money overview" />
        </Center>
      ) : overview.isError ? (
        <LoadError
          title="The money overview could not be loaded."
          onRetry={() => overview.refetch()}
          isRetrying={overview.isFetching}
        />
      ) : (
        <MoneyOverview overview={overview.data} />
      )}
      <Divider />
      <Title order={3} size="h4">
        Find money
      </Title>
      <MoneySearch
        q={q}
        onSearch={(next) => change({ q: next })}
        onOpenPerson={(id) => change({ person: id, page: 1 })}
      />
      {person && <PersonHistory id={person} page={page} onPage={(next) => change({ page: next })} />}
    </Stack>
  );
}
