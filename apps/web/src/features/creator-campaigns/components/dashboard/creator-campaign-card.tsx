// One of the creator's campaigns (C2): status, brand, timing, budget, short description, hashtags, earnings, the
// three content slots, and the actions the application allows; the agreement to the campaign's terms, and newer terms
// to review (issue 29).
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { termsMessages } from '@microreach/domain/campaign-terms-rules';
import { CONTENT_SLOTS_PER_CAMPAIGN, DASHBOARD_DESCRIPTION_MAX } from '@microreach/domain/constants';
import type { CreatorCampaign } from '@microreach/domain/creator-campaigns';
import {
  campaignTimingText,
  canLeave,
  canUploadContent,
  creatorMessages,
  displayedStatus,
  truncate,
  visibleHashtags,
} from '@microreach/domain/creator-campaigns-rules';
import { formatBudget, formatUsd } from '@microreach/domain/formulas';
import { paths } from '@microreach/domain/paths';
import {
  IconCalendar,
  IconCurrencyDollar,
  IconEye,
  IconFileText,
  IconInfoCircle,
  IconMessage,
  IconUpload,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { lazyDialog } from '#web/components/lazy-dialog';
import { useAgreeToTerms } from '#web/features/creator-campaigns/api/creator-campaigns';
import { ApiRequestError } from '#web/lib/api';
import { toast } from '#web/lib/toast';
import { ContentSlots } from './content-slots';
import classes from './creator-dashboard.module.css';
import {
  brandName,
  chatWithBrandPath,
  displayedStatusColor,
  displayedStatusLabel,
  hashtagLabel,
} from './creator-figures';
import { LeaveCampaignMenu } from './leave-campaign-menu';

// Loaded when first opened (issue 31: the page's first download carries neither it nor Mantine's Modal).
const AgreeToTermsDialog = lazyDialog(() => import('../terms/agree-to-terms-dialog').then((m) => m.AgreeToTermsDialog));
const CreatorCampaignDetailsDialog = lazyDialog(() =>
  import('./creator-campaign-details-dialog').then((m) => m.CreatorCampaignDetailsDialog),
);
const UploadContentDialog = lazyDialog(() => import('./upload-content-dialog').then((m) => m.UploadContentDialog));

type Dialog = 'details' | 'upload' | 'terms' | null;

/** A refusal of the newer terms: the server's sentence when it gave one (already agreed, no longer taking part). */
function showAgreeFailure(err: unknown) {
  if (err instanceof ApiRequestError && err.status >= 400 && err.status < 500) toast.error(err.message, err.title);
  else toast.error('Your agreement could not be saved. Please try again.');
}

export function CreatorCampaignCard({ item }: { item: CreatorCampaign }) {
  const { application, campaign, brand, content, agreement } = item;
  const [dialog, setDialog] = useState<Dialog>(null);
  const agree = useAgreeToTerms();
  const closeDialog = () => setDialog(null);
  const shown = displayedStatus(application, campaign);
  const isDeclined = application.status === 'rejected';
  const brandLabel = brandName(brand);
  const hashtags = visibleHashtags(campaign.campaignHashtags);
  // The agreed terms' posts per creator (issue 29); three for a participation from before agreements were recorded.
  const slotCount = agreement?.postsPerCreator ?? CONTENT_SLOTS_PER_CAMPAIGN;
  const hasFreeSlot = content.length < slotCount;
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

        {agreement?.newerVersion && (
          <Alert color="yellow" variant="light" icon={<IconFileText size={18} />} title="New terms">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{termsMessages.newTermsNotice}</Text>
              <Button size="xs" color="pink" variant="white" onClick={() => setDialog('terms')}>
                Review new terms
              </Button>
            </Stack>
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
          <Group gap={6} role="group" aria-label="Hashtags">
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

        <ContentSlots campaignName={campaign.campaignName} content={content} slotCount={slotCount} />

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
          {agreement && (
            <Button
              component={Link}
              to={paths.agreement(agreement.id)}
              variant="subtle"
              color="gray"
              leftSection={<IconFileText size={16} />}
            >
              View agreement
            </Button>
          )}
          {showsUpload && (
            <Button color="pink" leftSection={<IconUpload size={16} />} onClick={() => setDialog('upload')}>
              Upload Content
            </Button>
          )}
        </div>
      </Stack>

      <CreatorCampaignDetailsDialog item={item} opened={dialog === 'details'} onClose={closeDialog} />
      {showsUpload && <UploadContentDialog campaign={campaign} opened={dialog === 'upload'} onClose={closeDialog} />}
      {agreement?.newerVersion && (
        <AgreeToTermsDialog
          campaignId={campaign.id}
          title={`New terms: ${campaign.campaignName}`}
          opened={dialog === 'terms'}
          onClose={closeDialog}
          submitLabel="Agree to New Terms"
          intro={
            <Text size="sm" c="dimmed">
              You agreed to version {agreement.termsVersion}. Until you agree to these, version {agreement.termsVersion}{' '}
              applies to you.
            </Text>
          }
          onSubmit={async (input) => {
            await agree.mutateAsync({ campaignId: campaign.id, agreement: input });
            toast.success('New terms agreed', 'The campaign’s new terms now apply to you.');
          }}
          onError={showAgreeFailure}
          color="pink"
        />
      )}
    </Card>
  );
}
