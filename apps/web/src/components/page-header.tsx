import { Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The heading block every signed-in page starts with. */
export function PageHeader({ title, subtitle, actions }: { title: string; subtitle?: string; actions?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
      <Stack gap={2}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {title}
        </Title>
        {subtitle && <Text c="dimmed">{subtitle}</Text>}
      </Stack>
      {actions}
    </Group>
  );
}

export function PageContainer({ children }: { children: ReactNode }) {
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      {children}
    </Container>
  );
}
