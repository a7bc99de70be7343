// The money search (issue 28 item 6): people, campaigns, posts and payouts, each group at most 10; each result opens
// the money history of the person it concerns (a campaign's business, a post's or a payout's creator).
import { Button, Group, Loader, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { PAYOUT_STATE_TEXT } from '@microreach/domain/creator-earnings-rules';
import { formatLocalDateTime } from '@microreach/domain/formulas';
import { formatMoney } from '@microreach/domain/ledger-rules';
import type { OpsMoneySearch } from '@microreach/domain/operators';
import { OPS_MONEY_SEARCH_MAX } from '@microreach/domain/operators-rules';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useMoneySearch } from '../api/ops-money';

export function MoneySearch({
  q,
  onSearch,
  onOpenPerson,
}: {
  q: string;
  onSearch: (q: string) => void;
  onOpenPerson: (id: string) => void;
}) {
  const [typed, setTyped] = useState(q);
  const search = useMoneySearch(q);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(typed.trim());
  }

  return (
    <Stack gap="sm">
      <form role="search" aria-label="Search money" onSubmit={submit}>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label="Person, campaign, post or payout"
            description="An email or a name, a campaign's name, a video URL, or any id"
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            maxLength={OPS_MONEY_SEARCH_MAX}
            style={{ flex: 1, minWidth: 0 }}
          />
          <Button type="submit" leftSection={<IconSearch size={16} />}>
            Search
          </Button>
        </Group>
      </form>
      {q !== '' &&
        (search.isPending ? (
          <Loader size="sm" role="status" aria-label="Searching" />
        ) : search.isError ? (
          <Text c="red" size="sm">
            The search failed. Try again.
          </Text>
        ) : search.data ? (
          <Results q={q} results={search.data} onOpenPerson={onOpenPerson} />
        ) : null)}
    </Stack>
  );
}

function Results({
  q,
  results,
  onOpenPerson,
}: {
  q: string;
  results: OpsMoneySearch;
  onOpenPerson: (id: string) => void;
}) {
  const { people, campaigns, posts, payouts } = results;
  if (people.length + campaigns.length + posts.length + payouts.length === 0) {
    return <Text c="dimmed">Nothing matches “{q}”.</Text>;
  }
  const open = (id: string, children: ReactNode, label: string) => (
    <UnstyledButton onClick={() => onOpenPerson(id)} aria-label={label} p={4} style={{ borderRadius: 4 }}>
      {children}
    </UnstyledButton>
  );
  return (
    <Stack gap="sm">
      <ResultGroup title="People" count={people.length}>
        {people.map((p) => (
          <li key={p.id}>
            {open(
              p.id,
              <Text size="sm">
                <b>{p.name}</b> · {p.email} · {p.role === 'SMB' ? (p.companyName ?? 'Business') : 'Creator'}
              </Text>,
              `Money history of ${p.name}`,
            )}
          </li>
        ))}
      </ResultGroup>
      <ResultGroup title="Campaigns" count={campaigns.length}>
        {campaigns.map((c) => (
          <li key={c.id}>
            {open(
              c.business.id,
              <Text size="sm">
                <b>{c.name}</b> · {c.status} · {c.business.name}
              </Text>,
              `Money history of ${c.business.name}, whose campaign ${c.name} is`,
            )}
          </li>
        ))}
      </ResultGroup>
      <ResultGroup title="Posts" count={posts.length}>
        {posts.map((p) => (
          <li key={p.id}>
            {open(
              p.creator.id,
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                <b>{p.creator.name}</b> · {p.campaign.name} · {p.videoUrl}
              </Text>,
              `Money history of ${p.creator.name}, who posted ${p.videoUrl}`,
            )}
          </li>
        ))}
      </ResultGroup>
      <ResultGroup title="Payouts" count={payouts.length}>
        {payouts.map((p) => (
          <li key={p.id}>
            {open(
              p.creator.id,
              <Text size="sm">
                <b>{formatMoney(p.amountCents)}</b> · {PAYOUT_STATE_TEXT[p.status]} · {p.creator.name} ·{' '}
                {formatLocalDateTime(p.requestedAt)}
              </Text>,
              `Money history of ${p.creator.name}, paid out ${formatMoney(p.amountCents)}`,
            )}
          </li>
        ))}
      </ResultGroup>
    </Stack>
  );
}

/** One group of results, left out when empty. */
function ResultGroup({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  if (count === 0) return null;
  return (
    <section aria-label={title}>
      <Title order={4} size="h6" mb={2}>
        {title} ({count})
      </Title>
      <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
        {children}
      </Stack>
    </section>
  );
}
