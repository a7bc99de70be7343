// B2's budget and metric cards. Every figure is the server's (the totals count only posts that earn); this formats them
// and says what the totals leave out (issue 30: the dashboard card adds up every post).
import { Alert, Title } from '@mantine/core';
import type { CampaignAnalytics } from '@microreach/domain/analytics';
import { formatBudget, formatCompact } from '@microreach/domain/formulas';
import { formatMoney, PLATFORM_FEE_PERCENT } from '@microreach/domain/ledger-rules';
import {
  IconArrowBackUp,
  IconCash,
  IconChartLine,
  IconClockHour4,
  IconCoin,
  IconEye,
  IconHeart,
  IconInfoCircle,
  IconMessageCircle,
  IconPercentage,
  IconReceipt,
  IconShare,
  IconWallet,
} from '@tabler/icons-react';
import { type StatCard, StatCards } from '#web/components/stat-cards';
import { formatCostPerView, notEarningCount, totalsNote } from './analytics-figures';

export function BudgetCards({ budget }: { budget: CampaignAnalytics['budget'] }) {
  const cards: StatCard[] = [
    { label: 'Budget', value: formatBudget(budget.budgetCents), icon: <IconWallet size={18} />, color: 'blue' },
    {
      label: 'Funded',
      value: formatMoney(budget.fundedCents),
      note: 'Moved into the campaign',
      icon: <IconCoin size={18} />,
      color: 'teal',
    },
    {
      label: 'Spent',
      value: formatMoney(budget.spentCents),
      note: 'Paid to creators',
      icon: <IconCash size={18} />,
      color: 'orange',
    },
    {
      label: 'Pending',
      value: formatMoney(budget.pendingCents),
      note:
        budget.awaitingFundingCents > 0
          ? `Set aside for posts in review or tracking; ${formatMoney(budget.awaitingFundingCents)} more waits for funding`
          : 'Set aside for posts in review or tracking',
      icon: <IconClockHour4 size={18} />,
      color: 'yellow',
    },
    {
      label: 'Remaining',
      value: formatMoney(budget.remainingCents),
      note: 'Funded and not yet owed',
      icon: <IconArrowBackUp size={18} />,
      color: 'green',
    },
    {
      label: 'Platform Fee',
      value: formatMoney(budget.platformFeeCents),
      note: `${PLATFORM_FEE_PERCENT}% of creators' earnings, paid by the creators`,
      icon: <IconReceipt size={18} />,
      color: 'gray',
    },
  ];
  return (
    <section aria-labelledby="analytics-budget-title">
      <Title id="analytics-budget-title" order={2} size="h3" mb="sm">
        Budget &amp; Spending
      </Title>
      <StatCards cards={cards} cols={{ base: 1, xs: 2, md: 3, xl: 6 }} />
    </section>
  );
}

export function MetricCards({
  totals,
  posts,
}: {
  totals: CampaignAnalytics['totals'];
  posts: CampaignAnalytics['posts'];
}) {
  const hasViews = totals.views > 0;
  const cards: StatCard[] = [
    { label: 'Views', value: formatCompact(totals.views), icon: <IconEye size={18} />, color: 'blue' },
    { label: 'Likes', value: formatCompact(totals.likes), icon: <IconHeart size={18} />, color: 'pink' },
    { label: 'Comments', value: formatCompact(totals.comments), icon: <IconMessageCircle size={18} />, color: 'grape' },
    { label: 'Shares', value: formatCompact(totals.shares), icon: <IconShare size={18} />, color: 'cyan' },
    {
      label: 'Engagement Rate',
      value: `${totals.engagementRate}%`,
      icon: <IconPercentage size={18} />,
      color: 'violet',
    },
    {
      label: 'Cost per View',
      value: hasViews ? formatCostPerView(totals.costPerViewUsd) : 'N/A',
      note: hasViews ? `${formatMoney(totals.earningsCents)} earned by creators` : 'No views yet',
      icon: <IconChartLine size={18} />,
      color: 'orange',
    },
  ];
  const note = totalsNote(totals, notEarningCount(posts));
  return (
    <section aria-labelledby="analytics-performance-title">
      <Title id="analytics-performance-title" order={2} size="h3" mb="sm">
        Performance
      </Title>
      <StatCards cards={cards} cols={{ base: 2, sm: 3, xl: 6 }} />
      {note && (
        <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />}>
          {note}
        </Alert>
      )}
    </section>
  );
}
