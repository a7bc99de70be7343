import { Group, Paper, SimpleGrid, type SimpleGridProps, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

export interface StatCard {
  label: string;
  value: ReactNode;
  /** A short line under the value (e.g. why a figure is not measurable). */
  note?: string;
  icon: ReactNode;
  color: string;
}

/** A grid of headline figures; each card is a named group, so "the Total Views card" can be found by its label. */
export function StatCards({ cards, cols }: { cards: StatCard[]; cols: SimpleGridProps['cols'] }) {
  return (
    <SimpleGrid cols={cols} spacing="sm" mb="xl">
      {cards.map((card) => (
        <Paper key={card.label} withBorder radius="md" p="md" role="group" aria-label={card.label}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={2} miw={0}>
              <Text size="sm" c="dimmed">
                {card.label}
              </Text>
              <Text fw={700} fz={22} lh={1.2}>
                {card.value}
              </Text>
              {card.note && (
                <Text size="xs" c="dimmed">
                  {card.note}
                </Text>
              )}
            </Stack>
            <ThemeIcon variant="light" color={card.color} radius="md" aria-hidden>
              {card.icon}
            </ThemeIcon>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
