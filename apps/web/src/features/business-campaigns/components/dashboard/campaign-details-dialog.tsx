// View Details (B2): every field of a campaign, its terms as creators read them (issue 29), and its applicants. Accept
// and Reject are offered here only for a Private campaign (B4); creators joining a Public one are accepted at once.

import { Badge, DataList, Divider, Group, Modal, Text, Title, useMatches } from '@mantine/core';
import { describeTerms } from '@microreach/domain/campaign-terms';
import type { DashboardCampaign } from '@microreach/domain/campaigns';
import { formatBudget, formatCalendarDay } from '@microreach/domain/formulas';
import { DetailItem } from '#web/components/detail-item';
import { TermsLines } from '#web/components/terms-lines';
import { ApplicantList } from '../applicants/applicant-list';
import { StatusBadge, VisibilityBadge } from './campaign-badges';

export function CampaignDetailsDialog({
  campaign,
  opened,
  onClose,
  stackId,
}: {
  campaign: DashboardCampaign;
  opened: boolean;
  onClose: () => void;
  stackId?: string;
}) {
  const isPrivate = campaign.privatePublic === 'Private';
  // Labels above values on a phone, beside them from the xs breakpoint up.
  const orientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', xs: 'horizontal' });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Campaign Details: ${campaign.campaignName}`}
      size="lg"
      stackId={stackId}
    >
      <DataList orientation={orientation} labelWidth={170} gap="xs" size="sm">
        <DetailItem label="Status">
          <StatusBadge status={campaign.status} />
        </DetailItem>
        <DetailItem label="Visibility">
          <VisibilityBadge visibility={campaign.privatePublic} />
        </DetailItem>
        <DetailItem label="Niche">{campaign.campaignNiche ?? 'Not set'}</DetailItem>
        <DetailItem label="Start date">
          {campaign.startDate ? formatCalendarDay(campaign.startDate) : 'Not set'}
        </DetailItem>
        <DetailItem label="End date">{campaign.endDate ? formatCalendarDay(campaign.endDate) : 'Not set'}</DetailItem>
        <DetailItem label="Total budget">{formatBudget(campaign.budgetCents)}</DetailItem>
        <DetailItem label="Budget per influencer">{formatBudget(campaign.influencerBudgetCents)}</DetailItem>
        <DetailItem label="Max influencers">{campaign.maxInfluencers ?? 'Unlimited'}</DetailItem>
        <DetailItem label="Influencers taking part">{campaign.participantCount}</DetailItem>
        <DetailItem label="Content types">
          {campaign.contentTypes.length > 0 ? campaign.contentTypes.join(', ') : 'Not set'}
        </DetailItem>
        <DetailItem label="Hashtags">
          {campaign.campaignHashtags.length > 0 ? (
            <Group gap={4}>
              {campaign.campaignHashtags.map((tag) => (
                <Badge key={tag} variant="light" color="blue" tt="none">
                  #{tag}
                </Badge>
              ))}
            </Group>
          ) : (
            'None'
          )}
        </DetailItem>
        <DetailItem label="Created">{formatCalendarDay(campaign.createdAt.slice(0, 10))}</DetailItem>
      </DataList>

      <Title order={3} size="h5" mt="lg" mb="xs">
        Terms (version {campaign.termsVersion})
      </Title>
      <TermsLines lines={describeTerms(campaign.terms, campaign)} />

      <Title order={3} size="h5" mt="lg" mb={4}>
        Description
      </Title>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {campaign.campaignDescription || 'No description yet.'}
      </Text>

      <Title order={3} size="h5" mt="md" mb={4}>
        Content guidelines
      </Title>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {campaign.contentGuidelines || 'No guidelines yet.'}
      </Text>

      <Divider my="lg" />
      <Title order={3} size="h5" mb={4}>
        Applicants
      </Title>
      {!isPrivate && (
        <Text size="sm" c="dimmed" mb="sm">
          Creators who join a Public campaign are accepted at once.
        </Text>
      )}
      <ApplicantList
        campaign={campaign}
        canDecide={isPrivate}
        profileStackId={stackId ? `${stackId}-profile` : undefined}
      />
    </Modal>
  );
}
