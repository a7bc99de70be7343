// Campaign Funding Overview (B9): each Live, Paused or Draft campaign's money (budget, funded, spent, pending,
// remaining), earnings that wait for funding, and a Fund button that moves money from the wallet into it.
import {
  Alert,
  Badge,
  Button,
  Card,
  DataList,
  EmptyState,
  Group,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { CampaignFunding } from '@microreach/domain/business-payments';
import { formatBudget } from '@microreach/domain/formulas';
import { formatMoney } from '@microreach/domain/ledger-rules';
import { paths } from '@microreach/domain/paths';
import { IconAlertTriangle, IconPlus, IconSpeakerphone } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DetailItem } from '#web/components/detail-item';
import { lazyDialog } from '#web/components/lazy-dialog';
import { fundedPercent } from './funding-figures';

// Loaded when first opened (issue 31: the page's first download carries neither it nor Mantine's Modal).
const FundCampaignDialog = lazyDialog(() => import('./fund-campaign-dialog').then((m) => m.FundCampaignDialog));

/** B4's badge colours for the statuses listed here (Draft amber: Mantine's yellow). */
const STATUS_COLORS: Record<string, string> = { Live: 'green', Paused: 'red', Draft: 'yellow' };

export function CampaignFundingOverview({
  campaigns,
  balanceCents,
}: {
  campaigns: CampaignFunding[];
  balanceCents: number;
}) {
  return (
    <Stack gap="md" component="section" aria-labelledby="funding-overview-title">
      <Title id="funding-overview-title" order={2} size="h3">
        Campaign Funding Overview
      </Title>
      {campaigns.length === 0 ? (
        <EmptyState
          icon={<IconSpeakerphone size={28} />}
          withIndicatorBackground
          title="No Live, Paused or Draft campaigns to fund"
          description="Create a campaign, then move money into it from your balance."
          py={40}
        >
          <EmptyState.Actions>
            <Button component={Link} to={paths.createCampaign} leftSection={<IconPlus size={16} />}>
              Create Campaign
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {campaigns.map((campaign) => (
            <CampaignFundingCard key={campaign.id} campaign={campaign} balanceCents={balanceCents} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function CampaignFundingCard({ campaign, balanceCents }: { campaign: CampaignFunding; balanceCents: number }) {
  const [isFunding, setIsFunding] = useState(false);
  const percent = fundedPercent(campaign);

  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-label={campaign.name}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {campaign.name}
          </Title>
          <Badge
            color={STATUS_COLORS[campaign.status] ?? 'gray'}
            variant="filled"
            tt="none"
            autoContrast
            style={{ flexShrink: 0 }}
          >
            {campaign.status}
          </Badge>
        </Group>

        <DataList orientation="horizontal" labelWidth={110} gap={4} size="sm">
          <DetailItem label="Budget">{formatBudget(campaign.budgetCents)}</DetailItem>
          <DetailItem label="Funded">{formatMoney(campaign.fundedCents)}</DetailItem>
          <DetailItem label="Spent">{formatMoney(campaign.spentCents)}</DetailItem>
          <DetailItem label="Pending">{formatMoney(campaign.pendingCents)}</DetailItem>
          <DetailItem label="Remaining">{formatMoney(campaign.remainingCents)}</DetailItem>
        </DataList>

        <Stack gap={4}>
          <Progress value={percent ?? 0} aria-label={`Funded for ${campaign.name}`} size="sm" color="teal" />
          <Text size="xs" c="dimmed">
            {percent === null
              ? 'No budget set'
              : `${formatMoney(campaign.fundedCents)} of ${formatBudget(campaign.budgetCents)} budget funded (${percent}%)`}
          </Text>
        </Stack>

        {campaign.awaitingFundingCents > 0 && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} p="xs">
            <Text size="sm" fw={500}>
              {formatMoney(campaign.awaitingFundingCents)} of earnings wait for funding
            </Text>
            <Text size="xs">Creators are paid once the campaign holds enough money.</Text>
          </Alert>
        )}

        <Group mt="auto" justify="flex-end">
          <Button onClick={() => setIsFunding(true)}>Fund</Button>
        </Group>
      </Stack>

      <FundCampaignDialog
        campaign={campaign}
        balanceCents={balanceCents}
        opened={isFunding}
        onClose={() => setIsFunding(false)}
      />
    </Card>
  );
}
