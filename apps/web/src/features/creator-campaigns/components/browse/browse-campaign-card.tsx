// One Live campaign on Browse Campaigns (C2): the short description, up to 3 hashtags, the terms in a few words
// (issue 29), timing, budget, places and the join or apply action.
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { BROWSE_DESCRIPTION_MAX, MAX_HASHTAGS_SHOWN } from '@microreach/domain/constants';
import type { BrowseCampaign } from '@microreach/domain/creator-campaigns';
import { campaignTimingText, truncate, visibleHashtags } from '@microreach/domain/creator-campaigns-rules';
import { formatBudget, formatUsd } from '@microreach/domain/formulas';
import { describePayTerms } from '@microreach/domain/performance-pay-rules';
import { IconCalendarTime, IconCash, IconCoin, IconEye, IconShieldCheck, IconUsers } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { lazyDialog } from '#web/components/lazy-dialog';
import { TermsSummary } from '../terms/terms-summary';
import { cardAction, hashtagLabel, seatsText, uniqueHashtags } from './browse-figures';
import { ApplicationBadge, CampaignActionButton } from './campaign-action';
import { NicheBadge, VisibilityBadge } from './campaign-badges';
import { JoinDialog } from './join-dialog';
import { showJoinError, useJoinAction } from './use-join-action';

// Loaded when first opened (issue 31: the page's first download carries neither it nor Mantine's Modal).
const CampaignDetailsDialog = lazyDialog(() =>
  import('./campaign-details-dialog').then((m) => m.CampaignDetailsDialog),
);

type Dialog = 'details' | 'join' | null;

export function BrowseCampaignCard({ campaign }: { campaign: BrowseCampaign }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const { submit, isPending } = useJoinAction(campaign);
  const action = cardAction(campaign);
  const titleId = `browse-campaign-${campaign.id}-name`;
  const { shown, more } = visibleHashtags(uniqueHashtags(campaign.campaignHashtags), MAX_HASHTAGS_SHOWN);
  const description = campaign.campaignDescription.trim();

  const actionProps = {
    action,
    isPending,
    onJoin: () => setDialog('join'),
    onApply: () => setDialog('join'),
  };

  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-labelledby={titleId}>
      <Stack gap="sm" h="100%">
        <Stack gap={4}>
          <Title id={titleId} order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {campaign.campaignName}
          </Title>
          {campaign.companyName && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {campaign.companyName}
            </Text>
          )}
        </Stack>

        <Group gap={6}>
          <NicheBadge niche={campaign.campaignNiche} />
          <VisibilityBadge visibility={campaign.privatePublic} />
          <ApplicationBadge action={action} />
        </Group>

        <Text size="sm" c={description ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
          {description ? truncate(description, BROWSE_DESCRIPTION_MAX) : 'No description provided.'}
        </Text>

        {shown.length > 0 && (
          <Group gap={6} aria-label="Hashtags" role="group">
            {shown.map((tag) => (
              <Badge key={tag} variant="light" color="blue" tt="none" style={{ maxWidth: '100%' }}>
                {hashtagLabel(tag)}
              </Badge>
            ))}
            {more > 0 && (
              <Text size="xs" c="dimmed">
                +{more} more
              </Text>
            )}
          </Group>
        )}

        <TermsSummary terms={campaign.terms} />

        <Stack gap={6} mt="auto" pt="xs">
          <Fact icon={<IconCalendarTime size={16} />} label="Timing">
            {campaignTimingText(campaign.startDate, campaign.endDate)}
          </Fact>
          <Fact icon={<IconCoin size={16} />} label="Per influencer">
            {formatBudget(campaign.influencerBudgetCents)}
          </Fact>
          <Fact icon={<IconCash size={16} />} label="Pay">
            {describePayTerms(campaign.payTerms)}
          </Fact>
          <Fact icon={<IconShieldCheck size={16} />} label="Funding">
            {fundingText(campaign.escrowCents)}
          </Fact>
          <Fact icon={<IconUsers size={16} />} label="Max Influencers">
            {seatsText(campaign)}
          </Fact>
        </Stack>

        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" pt="xs">
          <Button variant="default" leftSection={<IconEye size={16} />} onClick={() => setDialog('details')}>
            View Details
          </Button>
          <CampaignActionButton {...actionProps} />
        </SimpleGrid>
      </Stack>

      <CampaignDetailsDialog
        campaign={campaign}
        opened={dialog === 'details'}
        onClose={() => setDialog(null)}
        footer={<CampaignActionButton {...actionProps} />}
      />
      <JoinDialog
        campaign={campaign}
        opened={dialog === 'join'}
        onClose={() => setDialog(null)}
        onSubmit={submit}
        onError={showJoinError}
      />
    </Card>
  );
}

/** One labelled figure: the label is read with the value, the icon is decoration. */
function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap={8} wrap="nowrap" align="flex-start">
      <Text c="dimmed" component="span" lh={0} mt={2} aria-hidden>
        {icon}
      </Text>
      <Text size="sm" component="span">
        <Text component="span" size="sm" c="dimmed">
          {label}:
        </Text>{' '}
        <Text component="span" size="sm" fw={600}>
          {children}
        </Text>
      </Text>
    </Group>
  );
}

/** Whether the brand has put money behind the campaign (issue 13): what its escrow holds for new earnings. */
export function fundingText(escrowCents: number): string {
  return escrowCents > 0 ? `Funded: ${formatUsd(escrowCents)} in escrow` : 'Not funded yet';
}
