// One campaign on the dashboard (B2): status, dates, budget used, full description, hashtags, metrics and actions.
import { Badge, Button, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { analyticsMessages } from '@microreach/domain/analytics-rules';
import type { DashboardCampaign } from '@microreach/domain/campaigns';
import { formatBudget, formatCalendarDay, formatCompact, formatLocalDay, formatUsd } from '@microreach/domain/formulas';
import { paths } from '@microreach/domain/paths';
import { IconCalendar, IconChartBar, IconChecklist, IconEye, IconMessage, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { lazyDialog } from '#web/components/lazy-dialog';
import { CampaignActionsMenu } from './campaign-actions-menu';
import { StatusBadge, VisibilityBadge } from './campaign-badges';
import type { CampaignCardDialog, ReviewContentSlot } from './campaign-card-dialogs';
import { applicantCountLabel, budgetUsedPercent, daysLeftLabel, timeElapsedPercent } from './campaign-figures';

const METRICS = [
  { key: 'views', label: 'Views' },
  { key: 'likes', label: 'Likes' },
  { key: 'comments', label: 'Comments' },
  { key: 'shares', label: 'Shares' },
] as const;

export type { ReviewContentSlot } from './campaign-card-dialogs';

const CampaignCardDialogs = lazyDialog(() => import('./campaign-card-dialogs').then((m) => m.CampaignCardDialogs));

export function CampaignCard({
  campaign,
  reviewContent,
}: {
  campaign: DashboardCampaign;
  reviewContent: ReviewContentSlot;
}) {
  const [dialog, setDialog] = useState<CampaignCardDialog>(null);
  const closeDialog = () => setDialog(null);
  const showsTiming = campaign.status === 'Draft' || campaign.status === 'Completed' || campaign.status === 'Ended';
  const titleId = `campaign-${campaign.id}-name`;

  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-labelledby={titleId}>
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={6} miw={0}>
            <Title id={titleId} order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
              {campaign.campaignName}
            </Title>
            <Group gap={6}>
              <StatusBadge status={campaign.status} />
              <VisibilityBadge visibility={campaign.privatePublic} />
              {campaign.campaignNiche && (
                <Badge variant="light" color="gray" tt="none">
                  {campaign.campaignNiche}
                </Badge>
              )}
            </Group>
          </Stack>
          <CampaignActionsMenu campaign={campaign} />
        </Group>

        <Group gap="md" c="dimmed">
          {campaign.endedAt ? (
            <Group gap={4} wrap="nowrap">
              <IconCalendar size={16} aria-hidden />
              <Text size="sm">Ended early {formatLocalDay(campaign.endedAt)}</Text>
            </Group>
          ) : (
            campaign.endDate && (
              <Group gap={4} wrap="nowrap">
                <IconCalendar size={16} aria-hidden />
                <Text size="sm">Ends {formatCalendarDay(campaign.endDate)}</Text>
              </Group>
            )
          )}
          <Group gap={4} wrap="nowrap">
            <IconUsers size={16} aria-hidden />
            <Text size="sm">{applicantCountLabel(campaign.applicantCount)}</Text>
          </Group>
        </Group>

        <Stack gap={4}>
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={500}>
              Budget used
            </Text>
            <Text size="sm" c="dimmed">
              {formatUsd(campaign.spentCents)} of {formatBudget(campaign.budgetCents)}
            </Text>
          </Group>
          <Progress
            value={budgetUsedPercent(campaign.spentCents, campaign.budgetCents)}
            aria-label={`Budget used for ${campaign.campaignName}`}
            size="sm"
          />
        </Stack>

        {showsTiming && <CampaignTiming campaign={campaign} />}

        <Text
          size="sm"
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          c={campaign.campaignDescription ? undefined : 'dimmed'}
        >
          {campaign.campaignDescription || 'No description yet.'}
        </Text>

        {campaign.campaignHashtags.length > 0 && (
          <Group gap={6} role="group" aria-label="Hashtags">
            {campaign.campaignHashtags.map((tag) => (
              <Badge key={tag} variant="light" color="blue" tt="none">
                #{tag}
              </Badge>
            ))}
          </Group>
        )}

        <SimpleGrid cols={4} spacing="xs" mt="auto">
          {METRICS.map((m) => (
            <Stack key={m.key} gap={0} align="center" p="xs" bg="gray.0" style={{ borderRadius: 8 }}>
              <Text fw={700}>{formatCompact(campaign.metrics[m.key])}</Text>
              <Text size="xs" c="dimmed">
                {m.label}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        {/* Issue 30: these add up every post; analytics counts only posts that earn, so the two can differ. */}
        {METRICS.some((m) => campaign.metrics[m.key] > 0) && (
          <Text size="xs" c="dimmed" ta="center" mt={-6}>
            {analyticsMessages.cardMetricsNote}
          </Text>
        )}

        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <Button
            component={Link}
            to={paths.campaignAnalytics(campaign.id)}
            variant="light"
            leftSection={<IconChartBar size={16} />}
          >
            View Analytics
          </Button>
          <Button variant="default" leftSection={<IconEye size={16} />} onClick={() => setDialog('details')}>
            View Details
          </Button>
          <Button variant="default" leftSection={<IconUsers size={16} />} onClick={() => setDialog('applicants')}>
            Manage Influencers
          </Button>
          <Button component={Link} to={paths.chatBusiness} variant="default" leftSection={<IconMessage size={16} />}>
            Messages
          </Button>
          <Button
            variant="default"
            leftSection={<IconChecklist size={16} />}
            onClick={() => setDialog('content')}
            style={{ gridColumn: '1 / -1' }}
          >
            Review Content
          </Button>
        </SimpleGrid>
      </Stack>

      <CampaignCardDialogs
        campaign={campaign}
        opened={dialog !== null}
        dialog={dialog}
        onClose={closeDialog}
        reviewContent={reviewContent}
      />
    </Card>
  );
}

/** Days Left and the share of the run already elapsed, from the real dates (Draft and Completed cards, B2). */
function CampaignTiming({ campaign }: { campaign: DashboardCampaign }) {
  // Ended by its business (issue 25): its run is over, whatever its end date says.
  const elapsed = campaign.endedAt ? 100 : timeElapsedPercent(campaign.startDate, campaign.endDate);
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500}>
          Days Left
        </Text>
        <Text size="sm" c="dimmed">
          {campaign.endedAt ? 'Ended' : campaign.endDate ? daysLeftLabel(campaign.endDate) : 'No end date set'}
        </Text>
      </Group>
      {elapsed !== null && (
        <>
          <Progress value={elapsed} color="gray" size="sm" aria-label={`Time elapsed for ${campaign.campaignName}`} />
          <Text size="xs" c="dimmed">
            {elapsed}% of the campaign period elapsed
          </Text>
        </>
      )}
    </Stack>
  );
}
