// View Details on a browse card: every field the creator can read, the terms in plain words (issue 29), the
// description and guidelines in full.

import { Badge, DataList, Group, List, Modal, Text, Title, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { describeTerms } from '@microreach/domain/campaign-terms';
import type { BrowseCampaign } from '@microreach/domain/creator-campaigns';
import { campaignTimingText } from '@microreach/domain/creator-campaigns-rules';
import { formatBudget, formatCalendarDay } from '@microreach/domain/formulas';
import { describePayTerms, payRulesText } from '@microreach/domain/performance-pay-rules';
import type { ReactNode } from 'react';
import { DetailItem } from '#web/components/detail-item';
import { ReportButton } from '#web/components/report-dialog/report-button';
import { TermsLines } from '#web/components/terms-lines';
import { hashtagLabel, uniqueHashtags } from './browse-figures';
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
        <DetailItem label="Company">{campaign.companyName ?? 'Not set'}</DetailItem>
        <DetailItem label="Niche">{campaign.campaignNiche ?? 'Not set'}</DetailItem>
        <DetailItem label="Visibility">
          {campaign.privatePublic === 'Public' ? 'Public: open to all creators' : 'Private: the brand approves'}
        </DetailItem>
        <DetailItem label="Start date">
          {campaign.startDate ? formatCalendarDay(campaign.startDate) : 'Not set'}
        </DetailItem>
        <DetailItem label="End date">{campaign.endDate ? formatCalendarDay(campaign.endDate) : 'Not set'}</DetailItem>
        <DetailItem label="Timing">{campaignTimingText(campaign.startDate, campaign.endDate)}</DetailItem>
        <DetailItem label="Total budget">{formatBudget(campaign.budgetCents)}</DetailItem>
        <DetailItem label="Budget per influencer">{formatBudget(campaign.influencerBudgetCents)}</DetailItem>
        <DetailItem label="Pay">{describePayTerms(campaign.payTerms)}</DetailItem>
        <DetailItem label="Pay rules">
          <List size="sm" spacing={2}>
            {payRulesText().map((rule) => (
              <List.Item key={rule}>{rule}</List.Item>
            ))}
          </List>
        </DetailItem>
        <DetailItem label="Max influencers">{campaign.maxInfluencers ?? 'Unlimited'}</DetailItem>
        <DetailItem label="Joined">{campaign.participantCount}</DetailItem>
        <DetailItem label="Content types">
          {campaign.contentTypes.length > 0 ? campaign.contentTypes.join(', ') : 'Not set'}
        </DetailItem>
        <DetailItem label="Hashtags">
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
        </DetailItem>
      </DataList>

      <Title order={3} size="h5" mt="lg" mb="xs">
        Terms
      </Title>
      <TermsLines lines={describeTerms(campaign.terms, campaign)} />

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

      <Group justify="space-between" mt="lg" gap="xs">
        <ReportButton subject={{ kind: 'campaign', id: campaign.id, label: campaign.campaignName }}>
          Report campaign
        </ReportButton>
        {footer}
      </Group>
    </Modal>
  );
}
