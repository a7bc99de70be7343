// A campaign's View Details dialog on Wallet & Earnings (C2): its brand, status, posts, figures and earnings.
import { DataList, Modal } from '@mantine/core';
import type { CampaignEarnings } from '@microreach/domain/creator-earnings';
import { formatMoney } from '@microreach/domain/ledger-rules';
import { DetailItem } from '#web/components/detail-item';
import { campaignFigures } from './earnings-figures';

export function CampaignDetailsDialog({
  opened,
  onClose,
  campaign,
}: {
  opened: boolean;
  onClose: () => void;
  campaign: CampaignEarnings;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={`Campaign Details: ${campaign.name}`} centered>
      <DataList orientation="horizontal" labelWidth={130} gap="xs" size="sm">
        <DetailItem label="Brand">{campaign.companyName ?? 'Unknown'}</DetailItem>
        <DetailItem label="Status">{campaign.status}</DetailItem>
        <DetailItem label="Posts">{String(campaign.posts)}</DetailItem>
        {campaignFigures(campaign).map((f) => (
          <DetailItem key={f.label} label={f.label}>
            {f.value}
          </DetailItem>
        ))}
        <DetailItem label="Earnings">{formatMoney(campaign.earningsCents)}</DetailItem>
      </DataList>
    </Modal>
  );
}
