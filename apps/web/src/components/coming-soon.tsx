import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';

/** What a page shows until its issue fills it: its purpose, stated plainly, and no fake data. */
export function ComingSoon({ what }: { what: string }) {
  return (
    <Paper withBorder p="xl" radius="lg">
      <Stack align="center" gap="xs">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
          <IconTools size={26} />
        </ThemeIcon>
        <Text fw={600}>This page is being built</Text>
        <Text c="dimmed" ta="center" maw={480}>
          {what}
        </Text>
      </Stack>
    </Paper>
  );
}
