// The four cards of Payments & Funding (B9), every figure the server's.
import type { BusinessPayments } from '@microreach/domain/business-payments';
import { formatMoney } from '@microreach/domain/ledger-rules';
import { IconClockDollar, IconSpeakerphone, IconTrendingUp, IconWallet } from '@tabler/icons-react';
import { type StatCard, StatCards } from '#web/components/stat-cards';

export function PaymentsSummary({ payments }: { payments: BusinessPayments }) {
  const cards: StatCard[] = [
    {
      label: 'Current Balance',
      value: formatMoney(payments.balanceCents),
      note: 'In your wallet, not yet given to a campaign',
      icon: <IconWallet size={18} />,
      color: 'teal',
    },
    {
      label: 'Total Funded',
      value: formatMoney(payments.totalFundedCents),
      // Issue 30: money added to the wallet, not money given to campaigns (that is each campaign's Funded).
      note: 'Added to your wallet through Add Funds, not what you moved to campaigns',
      icon: <IconTrendingUp size={18} />,
      color: 'blue',
    },
    {
      label: 'Active Campaigns',
      value: String(payments.activeCampaigns),
      icon: <IconSpeakerphone size={18} />,
      color: 'green',
    },
    {
      label: 'Pending Payments',
      value: formatMoney(payments.pendingPaymentsCents),
      note: 'Owed to creators for posts in review or tracking, including what waits for funding',
      icon: <IconClockDollar size={18} />,
      color: 'orange',
    },
  ];
  return <StatCards cards={cards} cols={{ base: 1, xs: 2, lg: 4 }} />;
}
