// Account settings: Delete my account (issue 27 item 4). Its dialog (delete-account-dialog.tsx) says what happens and
// asks for the password and the word DELETE; it loads when first opened (issue 31).
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { lazyDialog } from '#web/components/lazy-dialog';

const DeleteAccountDialog = lazyDialog(() => import('./delete-account-dialog').then((m) => m.DeleteAccountDialog));

export function DeleteAccountSection() {
  const [opened, setOpened] = useState(false);

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="delete-account-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="delete-account-title">
          Delete my account
        </Title>
        <Text size="sm" c="dimmed">
          Erases your personal data and signs you out everywhere. It cannot be undone. An account with money still to be
          paid or a live campaign cannot be deleted until they are settled.
        </Text>
        <Group>
          <Button color="red" variant="outline" onClick={() => setOpened(true)}>
            Delete my account
          </Button>
        </Group>
      </Stack>

      <DeleteAccountDialog opened={opened} onClose={() => setOpened(false)} />
    </Card>
  );
}
