// One titled section of the campaign form (a region named by its heading).
import { Paper, Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} id={headingId} fz="lg" mb="md">
        {title}
      </Title>
      <Stack gap="md">{children}</Stack>
    </Paper>
  );
}
