// The eight headline cards (C2). Every figure is the server's; this only formats them.

import type { CreatorDashboard } from '@microreach/domain/creator-campaigns';
import { formatCompact, formatUsd } from '@microreach/domain/formulas';
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
import { type StatCard, StatCards } from '#web/components/stat-cards';

export function CreatorSummaryCards({ summary }: { summary: CreatorDashboard['summary'] }) {
  const cards: StatCard[] = [
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

  return <StatCards cards={cards} cols={{ base: 2, sm: 4 }} />;
}
