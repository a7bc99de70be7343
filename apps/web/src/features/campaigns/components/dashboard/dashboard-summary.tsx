// The six summary cards (B2). Every figure is the server's; Avg ROI stays empty until there is revenue data.
import { Group, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { type DashboardSummary, formatCompact, formatUsd } from '@microreach/domain';
import { IconBolt, IconChartLine, IconCurrencyDollar, IconEye, IconHeart, IconSpeakerphone } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export function DashboardSummaryCards({ summary }: { summary: DashboardSummary }) {
  const cards: Array<{ label: string; value: string; note?: string; icon: ReactNode; color: string }> = [
    { label: 'Campaigns', value: String(summary.campaigns), icon: <IconSpeakerphone size={18} />, color: 'teal' },
    { label: 'Active', value: String(summary.active), icon: <IconBolt size={18} />, color: 'green' },
    {
      label: 'Total Spent',
      value: formatUsd(summary.totalSpentCents),
      icon: <IconCurrencyDollar size={18} />,
      color: 'blue',
    },
    { label: 'Total Views', value: formatCompact(summary.totalViews), icon: <IconEye size={18} />, color: 'violet' },
    { label: 'Engagement', value: `${summary.engagementRate}%`, icon: <IconHeart size={18} />, color: 'pink' },
    {
      label: 'Avg ROI',
      // We hold no sales figures, so a return on investment cannot be measured; we do not invent one.
      value: summary.avgRoi === null ? '—' : `${summary.avgRoi}x`,
      note: summary.avgRoi === null ? 'Needs sales data' : undefined,
      icon: <IconChartLine size={18} />,
      color: 'orange',
    },
  ];

  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm" mb="xl">
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
