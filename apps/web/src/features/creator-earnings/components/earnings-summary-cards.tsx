// The four headline cards of Wallet & Earnings (C2). Every figure is the server's; this only formats them.

import type { CreatorEarnings } from '@microreach/domain/creator-earnings';
import { formatMoney, PLATFORM_FEE_PERCENT } from '@microreach/domain/ledger-rules';
import { IconClockHour4, IconPercentage, IconTrendingUp, IconWallet } from '@tabler/icons-react';
import { type StatCard, StatCards } from '#web/components/stat-cards';
import { growthNote } from './earnings-figures';

export function EarningsSummaryCards({ earnings }: { earnings: CreatorEarnings }) {
  const cards: StatCard[] = [
    {
      label: 'Available Balance',
      value: formatMoney(earnings.availableCents),
      icon: <IconWallet size={18} />,
      color: 'green',
    },
    {
      label: 'Pending Payments',
      value: formatMoney(earnings.pendingCents),
      // Money set aside for a post on hold is in no total until the hold is released; the creator still sees it.
      note: earnings.underReviewCents > 0 ? `Plus ${formatMoney(earnings.underReviewCents)} under review` : undefined,
      icon: <IconClockHour4 size={18} />,
      color: 'yellow',
    },
    {
      label: 'Total Earnings',
      value: formatMoney(earnings.totalEarningsCents),
      note: growthNote({ ...earnings.monthly, growthPercent: earnings.growthPercent }),
      icon: <IconTrendingUp size={18} />,
      color: 'pink',
    },
    {
      label: 'Platform Fees',
      value: formatMoney(earnings.platformFeesCents),
      note: `${PLATFORM_FEE_PERCENT}% service fee`,
      icon: <IconPercentage size={18} />,
      color: 'gray',
    },
  ];
  return <StatCards cards={cards} cols={{ base: 1, xs: 2, md: 4 }} />;
}
