// Manage Influencers (B2): every applicant of a campaign, with Accept and Reject for the pending ones, and the
// creators invited to it with their answers (issue 10).
import { Divider, Modal, Text, Title } from '@mantine/core';
import type { DashboardCampaign } from '@microreach/domain/campaigns';
import { ApplicantList } from './applicant-list';
import { InvitationList } from './invitation-list';

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
      <Divider my="lg" />
      <Title order={3} size="h5" mb="sm">
        Invitations
      </Title>
      <InvitationList campaignId={campaign.id} />
    </Modal>
  );
}
