// Manage Influencers (B2): every applicant of a campaign, with Accept and Reject for the pending ones.
import { Modal, Text } from '@mantine/core';
import type { DashboardCampaign } from '@microreach/domain/campaigns';
import { ApplicantList } from './applicant-list';

export function ManageInfluencersDialog({
  campaign,
  opened,
  onClose,
  stackId,
}: {
  campaign: Pick<DashboardCampaign, 'id' | 'campaignName' | 'participantCount' | 'maxInfluencers'>;
  opened: boolean;
  onClose: () => void;
  stackId?: string;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Manage Influencers: ${campaign.campaignName}`}
      size="lg"
      stackId={stackId}
    >
      <Text size="sm" c="dimmed" mb="md">
        Influencers taking part: {campaign.participantCount} of {campaign.maxInfluencers ?? 'Unlimited'}
      </Text>
      <ApplicantList campaign={campaign} canDecide profileStackId={stackId ? `${stackId}-profile` : undefined} />
    </Modal>
  );
}
