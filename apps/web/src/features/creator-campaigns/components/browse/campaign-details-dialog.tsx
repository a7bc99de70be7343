// View Details on a browse card: every field the creator can read, the description and guidelines in full.
import { Badge, DataList, Group, Modal, Text, Title, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type BrowseCampaign, campaignTimingText } from '@microreach/domain';
import type { ReactNode } from 'react';
import { formatBudget, formatDay, hashtagLabel, uniqueHashtags } from './browse-figures';
import { NicheBadge, VisibilityBadge } from './campaign-badges';

export function CampaignDetailsDialog({
  campaign,
  opened,
  onClose,
  footer,
}: {
  campaign: BrowseCampaign;
  opened: boolean;
  onClose: () => void;
  /** The card's action, so a creator can join or apply after reading. */
  footer?: ReactNode;
}) {
  const hashtags = uniqueHashtags(campaign.campaignHashtags);
  const theme = useMantineTheme();
  // On a phone, labels sit above their values so long values (hashtags, content types) keep the full width.
  const isPhone = useMediaQuery(`(max-width: ${theme.breakpoints.xs})`);
  return (
    <Modal opened={opened} onClose={onClose} title={campaign.campaignName} size="lg">
      <Group gap={6} mb="md">
        <NicheBadge niche={campaign.campaignNiche} />
        <VisibilityBadge visibility={campaign.privatePublic} />
      </Group>
      <DataList orientation={isPhone ? 'vertical' : 'horizontal'} labelWidth={170} gap="xs" size="sm">
        <Item label="Company">{campaign.companyName ?? 'Not set'}</Item>
        <Item label="Niche">{campaign.campaignNiche ?? 'Not set'}</Item>
        <Item label="Visibility">
          {campaign.privatePublic === 'Public' ? 'Public: open to all creators' : 'Private: the brand approves'}
        </Item>
        <Item label="Start date">{formatDay(campaign.startDate)}</Item>
        <Item label="End date">{formatDay(campaign.endDate)}</Item>
        <Item label="Timing">{campaignTimingText(campaign.startDate, campaign.endDate)}</Item>
        <Item label="Total budget">{formatBudget(campaign.budget)}</Item>
        <Item label="Budget per influencer">{formatBudget(campaign.influencerBudget)}</Item>
        <Item label="Max influencers">{campaign.maxInfluencers ?? 'Unlimited'}</Item>
        <Item label="Joined">{campaign.participantCount}</Item>
        <Item label="Content types">
          {campaign.contentTypes.length > 0 ? campaign.contentTypes.join(', ') : 'Not set'}
        </Item>
        <Item label="Hashtags">
          {hashtags.length > 0 ? (
            <Group gap={4}>
              {hashtags.map((tag) => (
                <Badge key={tag} variant="light" color="blue" tt="none">
                  {hashtagLabel(tag)}
                </Badge>
              ))}
            </Group>
          ) : (
            'None'
          )}
        </Item>
      </DataList>

      <Title order={3} size="h5" mt="lg" mb={4}>
        Description
      </Title>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {campaign.campaignDescription.trim() || 'No description provided.'}
      </Text>

      <Title order={3} size="h5" mt="md" mb={4}>
        Content guidelines
      </Title>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {campaign.contentGuidelines.trim() || 'No guidelines provided.'}
      </Text>

      {footer && (
        <Group justify="flex-end" mt="lg">
          {footer}
        </Group>
      )}
    </Modal>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}
