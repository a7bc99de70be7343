// /ops/people (issue 28 item 5): find an account by name, email or company, open it, and suspend or reinstate it
// with a reason the person is shown. The search and the open person live in the address (?q=&user=).
import { Button, Center, Group, Loader, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import type { OpsUser } from '@microreach/domain/operators';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useOpsUserSearch } from '../api/ops-people';
import { PersonSection, roleLabel, SuspendedBadge } from './person-section';
import { useOpsErrorToast } from './use-ops-error-toast';

export function PeoplePage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const userId = params.get('user');
  const [typed, setTyped] = useState(q);
  const search = useOpsUserSearch(q);
  useOpsErrorToast(search);

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = new URLSearchParams();
    if (typed.trim()) next.set('q', typed.trim());
    if (userId) next.set('user', userId);
    setParams(next);
  }

  function open(user: OpsUser) {
    const next = new URLSearchParams(params);
    next.set('user', user.id);
    setParams(next);
  }

  return (
    <Stack gap="md">
      <Title order={2}>People</Title>
      <form role="search" onSubmit={submit} aria-label="Find a person">
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label="Name, email or company"
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            maxLength={320}
            style={{ flex: 1, minWidth: 0 }}
          />
          <Button type="submit" leftSection={<IconSearch size={16} />}>
            Search
          </Button>
        </Group>
      </form>
      {q !== '' &&
        (search.isPending ? (
          <Center py="md">
            <Loader size="sm" role="status" aria-label="Searching" />
          </Center>
        ) : search.data && search.data.users.length === 0 ? (
          <Text c="dimmed">No one matches “{q}”.</Text>
        ) : search.data ? (
          <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label="People found">
            {search.data.users.map((user) => (
              <li key={user.id}>
                <UnstyledButton
                  onClick={() => open(user)}
                  aria-current={user.id === userId || undefined}
                  p="xs"
                  w="100%"
                  style={{
                    borderRadius: 'var(--mantine-radius-sm)',
                    background: user.id === userId ? 'var(--mantine-color-blue-0)' : undefined,
                  }}
                >
                  <Group gap="xs" wrap="wrap">
                    <Text size="sm" fw={500}>
                      {user.name}
                    </Text>
                    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {user.email} · {roleLabel(user)}
                    </Text>
                    {user.suspension && <SuspendedBadge />}
                  </Group>
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        ) : null)}
      {userId && <PersonSection id={userId} />}
    </Stack>
  );
}
