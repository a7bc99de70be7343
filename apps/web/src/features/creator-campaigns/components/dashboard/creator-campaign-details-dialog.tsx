// View Details (C2): every field of the campaign in full, the terms that apply to the creator (issue 29), and the
// creator's own application.

import { Badge, DataList, Divider, Group, Modal, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { describeTerms } from '@microreach/domain/campaign-terms';
import type { CreatorCampaign } from '@microreach/domain/creator-campaigns';
import { campaignTimingText, displayedStatus } from '@microreach/domain/creator-campaigns-rules';
import { formatBudget, formatCalendarDay, formatUsd } from '@microreach/domain/formulas';
import type { ReactNode } from 'react';
import { DetailItem } from '#web/components/detail-item';
import { ReportButton } from '#web/components/report-dialog/report-button';
import { TermsLines } from '#web/components/terms-lines';
import {
  applicationStatusLabel,
  brandName,
  displayedStatusColor,
  displayedStatusLabel,
  hashtagLabel,
} from './creator-figures';

export function CreatorCampaignDetailsDialog({
  item,
  opened,
  onClose,
}: {
  item: CreatorCampaign;
  opened: boolean;
  onClose: () => void;
}) {
  const { application, campaign, brand } = item;
  const shown = displayedStatus(application, campaign);
  // On a phone a label column leaves too little room for the values: labels go above them instead.
  const isNarrow = useMediaQuery('(max-width: 36em)');
  const layout = { orientation: isNarrow ? 'vertical' : 'horizontal', labelWidth: 170, gap: 'xs', size: 'sm' } as const;
  return (
    <Modal opened={opened} onClose={onClose} title={`Campaign Details: ${campaign.campaignName}`} size="lg">
      <DataList {...layout}>
        <DetailItem label="Brand">{brandName(brand)}</DetailItem>
        <DetailItem label="Status">
          <Badge color={displayedStatusColor(shown)} variant="light" tt="none">
            {displayedStatusLabel(shown)}
          </Badge>
        </DetailItem>
        <DetailItem label="Campaign status">{campaign.status}</DetailItem>
        <DetailItem label="Visibility">{campaign.privatePublic}</DetailItem>
        <DetailItem label="Niche">{campaign.campaignNiche ?? 'Not set'}</DetailItem>
        <DetailItem label="Start date">
          {campaign.startDate ? formatCalendarDay(campaign.startDate) : 'Not set'}
        </DetailItem>
        <DetailItem label="End date">{campaign.endDate ? formatCalendarDay(campaign.endDate) : 'Not set'}</DetailItem>
        <DetailItem label="Timing">{campaignTimingText(campaign.startDate, campaign.endDate)}</DetailItem>
        <DetailItem label="Budget per influencer">{formatBudget(campaign.influencerBudgetCents)}</DetailItem>
        <DetailItem label="Your earnings">{formatUsd(item.earningsCents)}</DetailItem>
        <DetailItem label="Hashtags">
          {campaign.campaignHashtags.length > 0 ? (
            <Group gap={4}>
              {campaign.campaignHashtags.map((tag) => (
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
        {item.agreement ? `Your terms (version ${item.agreement.termsVersion})` : 'Terms'}
      </Title>
      <TermsLines
        lines={describeTerms(campaign.terms, { contentTypes: [], campaignNiche: campaign.campaignNiche })}
        label="Your terms"
      />

      <Section title="Description">{campaign.campaignDescription || 'No description yet.'}</Section>
      <Section title="Content guidelines">{campaign.contentGuidelines || 'No guidelines yet.'}</Section>

      <Divider my="lg" />
      <Title order={3} size="h5" mb="xs">
        Your application
      </Title>
      <DataList {...layout}>
        <DetailItem label="Application status">{applicationStatusLabel(application.status)}</DetailItem>
        <DetailItem label="Applied on">{formatCalendarDay(application.appliedAt.slice(0, 10))}</DetailItem>
        <DetailItem label="Your message">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {application.message || 'No message sent'}
          </Text>
        </DetailItem>
      </DataList>
      <Group justify="flex-end" mt="md">
        <ReportButton subject={{ kind: 'campaign', id: campaign.id, label: campaign.campaignName }}>
          Report campaign
        </ReportButton>
      </Group>
    </Modal>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Title order={3} size="h5" mt="lg" mb={4}>
        {title}
      </Title>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </>
  );
}
