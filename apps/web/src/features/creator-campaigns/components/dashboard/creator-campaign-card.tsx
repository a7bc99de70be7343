// One of the creator's campaigns (C2): status, brand, timing, budget, short description, hashtags, earnings, the
// three content slots, and the actions the application allows.
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { CONTENT_SLOTS_PER_CAMPAIGN, DASHBOARD_DESCRIPTION_MAX } from '@microreach/domain/constants';
import {
  type CreatorCampaign,
  campaignTimingText,
  canLeave,
  canUploadContent,
  creatorMessages,
  displayedStatus,
  truncate,
  visibleHashtags,
} from '@microreach/domain/creator-campaigns';
import { formatBudget, formatUsd } from '@microreach/domain/formulas';
import {
  IconCalendar,
  IconCurrencyDollar,
  IconEye,
  IconInfoCircle,
  IconMessage,
  IconUpload,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ContentSlots } from './content-slots';
import { CreatorCampaignDetailsDialog } from './creator-campaign-details-dialog';
import classes from './creator-dashboard.module.css';
import {
  brandName,
  chatWithBrandPath,
  displayedStatusColor,
  displayedStatusLabel,
  hashtagLabel,
} from './creator-figures';
import { LeaveCampaignMenu } from './leave-campaign-menu';
import { UploadContentDialog } from './upload-content-dialog';

type Dialog = 'details' | 'upload' | null;

export function CreatorCampaignCard({ item }: { item: CreatorCampaign }) {
  const { application, campaign, brand, content } = item;
  const [dialog, setDialog] = useState<Dialog>(null);
  const closeDialog = () => setDialog(null);
  const shown = displayedStatus(application, campaign);
  const isDeclined = application.status === 'rejected';
  const brandLabel = brandName(brand);
  const hashtags = visibleHashtags(campaign.campaignHashtags);
  const hasFreeSlot = content.length < CONTENT_SLOTS_PER_CAMPAIGN;
  const showsUpload = canUploadContent(application, campaign) && hasFreeSlot;
  const titleId = `creator-campaign-${application.id}-name`;

  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-labelledby={titleId}>
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={6} miw={0}>
            <Title id={titleId} order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
              {campaign.campaignName}
            </Title>
            <Text size="sm" c="dimmed">
              by {brandLabel}
            </Text>
            <Group gap={6}>
              <Badge color={displayedStatusColor(shown)} variant="light" tt="none">
                {displayedStatusLabel(shown)}
              </Badge>
              {campaign.campaignNiche && (
                <Badge variant="outline" color="gray" tt="none">
                  {campaign.campaignNiche}
                </Badge>
              )}
            </Group>
          </Stack>
          {canLeave(application, campaign) && <LeaveCampaignMenu campaign={campaign} />}
        </Group>

        {isDeclined && (
          <Alert color="red" variant="light" icon={<IconInfoCircle size={18} />} title="Application Declined">
            {creatorMessages.declined}
          </Alert>
        )}

        <Group gap="md" c="dimmed">
          <Group gap={4} wrap="nowrap">
            <IconCalendar size={16} aria-hidden />
            <Text size="sm">{campaignTimingText(campaign.startDate, campaign.endDate)}</Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <IconCurrencyDollar size={16} aria-hidden />
            <Text size="sm">{formatBudget(campaign.influencerBudgetCents)} per influencer</Text>
          </Group>
        </Group>

        <Text size="sm" style={{ overflowWrap: 'anywhere' }} c={campaign.campaignDescription ? undefined : 'dimmed'}>
          {campaign.campaignDescription
            ? truncate(campaign.campaignDescription, DASHBOARD_DESCRIPTION_MAX)
            : 'No description yet.'}
        </Text>

        {hashtags.shown.length > 0 && (
          <Group gap={6} aria-label="Hashtags">
            {hashtags.shown.map((tag) => (
              <Badge key={tag} variant="light" color="blue" tt="none">
                {hashtagLabel(tag)}
              </Badge>
            ))}
            {hashtags.more > 0 && (
              <Text size="xs" c="dimmed">
                +{hashtags.more} more
              </Text>
            )}
          </Group>
        )}

        <Group justify="space-between" gap="xs" p="sm" bg="pink.0" style={{ borderRadius: 8 }}>
          <Text size="sm" fw={500}>
            Your earnings
          </Text>
          <Text fw={700} c="pink.8">
            {formatUsd(item.earningsCents)}
          </Text>
        </Group>

        <ContentSlots campaignName={campaign.campaignName} content={content} />

        <div className={classes.actions} style={{ marginTop: 'auto' }}>
          <Button variant="default" leftSection={<IconEye size={16} />} onClick={() => setDialog('details')}>
            View Details
          </Button>
          <Button
            component={Link}
            to={chatWithBrandPath(brand.id)}
            variant="light"
            color="pink"
            leftSection={<IconMessage size={16} />}
            className={classes.wrappingButton}
          >
            Message {brandLabel}
          </Button>
          {showsUpload && (
            <Button color="pink" leftSection={<IconUpload size={16} />} onClick={() => setDialog('upload')}>
              Upload Content
            </Button>
          )}
        </div>
      </Stack>

      <CreatorCampaignDetailsDialog item={item} opened={dialog === 'details'} onClose={closeDialog} />
      {showsUpload && <UploadContentDialog campaign={campaign} opened={dialog === 'upload'} onClose={closeDialog} />}
    </Card>
  );
}
