// The eight headline cards (C2). Every figure is the server's; this only formats them.
import { Group, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { type CreatorDashboard, formatCompact, formatUsd } from '@microreach/domain';
import {
  IconBolt,
  IconBriefcase,
  IconCash,
  IconEye,
  IconHeart,
  IconMessageCircle,
  IconTrendingUp,
  IconWallet,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';

export function CreatorSummaryCards({ summary }: { summary: CreatorDashboard['summary'] }) {
  const cards: Array<{ label: string; value: string; icon: ReactNode; color: string }> = [
    { label: 'Earned', value: formatUsd(summary.earnedCents), icon: <IconCash size={18} />, color: 'green' },
    { label: 'Withdrawn', value: formatUsd(summary.withdrawnCents), icon: <IconWallet size={18} />, color: 'teal' },
    {
      label: 'Active Campaigns',
      value: String(summary.activeCampaigns),
      icon: <IconBolt size={18} />,
      color: 'pink',
    },
    {
      label: 'Total Campaigns',
      value: String(summary.totalCampaigns),
      icon: <IconBriefcase size={18} />,
      color: 'grape',
    },
    { label: 'Total Views', value: formatCompact(summary.totalViews), icon: <IconEye size={18} />, color: 'violet' },
    { label: 'Total Likes', value: formatCompact(summary.totalLikes), icon: <IconHeart size={18} />, color: 'red' },
    {
      label: 'Total Comments',
      value: formatCompact(summary.totalComments),
      icon: <IconMessageCircle size={18} />,
      color: 'blue',
    },
    {
      label: 'Engagement',
      value: `${summary.engagementRate}%`,
      icon: <IconTrendingUp size={18} />,
      color: 'orange',
    },
  ];

  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" mb="xl">
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
