// The six summary cards (B2). Every figure is the server's; Avg ROI stays empty until there is revenue data.

import type { DashboardSummary } from '@microreach/domain/campaigns';
import { formatCompact, formatUsd } from '@microreach/domain/formulas';
import { IconBolt, IconChartLine, IconCurrencyDollar, IconEye, IconHeart, IconSpeakerphone } from '@tabler/icons-react';
import { type StatCard, StatCards } from '#web/components/stat-cards';

export function DashboardSummaryCards({ summary }: { summary: DashboardSummary }) {
  const cards: StatCard[] = [
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

  return <StatCards cards={cards} cols={{ base: 2, sm: 3, lg: 6 }} />;
}
