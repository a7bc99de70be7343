// Campaign Participation (C2): tabs All, Live and Completed; each campaign with its views, likes, comments, shares and
// earnings, a View Details dialog, and Upload Content (not on Completed) leading to the dashboard, where uploading lives.
import { Badge, Button, Card, EmptyState, Group, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import type { CampaignEarnings } from '@microreach/domain/creator-earnings';
import { formatMoney } from '@microreach/domain/ledger-rules';
import { paths } from '@microreach/domain/paths';
import { IconEye, IconSpeakerphone, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { lazyDialog } from '#web/components/lazy-dialog';
import { oneOf } from '#web/lib/one-of';
import classes from './earnings.module.css';
import { campaignFigures } from './earnings-figures';

// Loaded when first opened (issue 31: the page's first download carries neither it nor Mantine's Modal).
const CampaignDetailsDialog = lazyDialog(() =>
  import('./campaign-details-dialog').then((m) => m.CampaignDetailsDialog),
);

const TABS = ['all', 'live', 'completed'] as const;
type ParticipationTab = (typeof TABS)[number];

const TAB_LABELS: Record<ParticipationTab, string> = { all: 'All', live: 'Live', completed: 'Completed' };

const EMPTY_STATES: Record<ParticipationTab, { title: string; message: string }> = {
  all: { title: 'No campaigns yet', message: 'Campaigns you take part in, and what each one earns, will appear here.' },
  live: { title: 'No live campaigns', message: 'Campaigns running right now will appear here.' },
  completed: { title: 'No completed campaigns', message: 'Campaigns that have ended will appear here.' },
};

function isInTab(tab: ParticipationTab, campaign: CampaignEarnings): boolean {
  return tab === 'all' || campaign.tab === tab;
}

export function CampaignParticipation({ campaigns }: { campaigns: CampaignEarnings[] }) {
  const [tab, setTab] = useState<ParticipationTab>('all');
  return (
    <section aria-labelledby="campaign-participation-title">
      <Title id="campaign-participation-title" order={2} size="h3" mb="sm">
        Campaign Participation
      </Title>
      <Tabs value={tab} color="pink" keepMounted={false} onChange={(next) => setTab(oneOf(TABS, next) ?? 'all')}>
        <Tabs.List mb="md" className={classes.tabList} aria-label="Campaign Participation">
          {TABS.map((t) => (
            <Tabs.Tab key={t} value={t} className={classes.tab}>
              {TAB_LABELS[t]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((t) => (
          <Tabs.Panel key={t} value={t}>
            <CampaignList tab={t} campaigns={campaigns.filter((c) => isInTab(t, c))} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </section>
  );
}

function CampaignList({ tab, campaigns }: { tab: ParticipationTab; campaigns: CampaignEarnings[] }) {
  if (campaigns.length === 0) {
    const empty = EMPTY_STATES[tab];
    return (
      <EmptyState
        icon={<IconSpeakerphone size={28} />}
        withIndicatorBackground
        color="pink"
        title={empty.title}
        description={empty.message}
        py={40}
      />
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {campaigns.map((campaign) => (
        <CampaignEarningsCard key={campaign.campaignId} campaign={campaign} />
      ))}
    </SimpleGrid>
  );
}

/** The four counts, K and M from 1,000 (C9). */
function statusColor(campaign: CampaignEarnings): string {
  return campaign.tab === 'live' ? 'green' : campaign.tab === 'completed' ? 'blue' : 'gray';
}

function CampaignEarningsCard({ campaign }: { campaign: CampaignEarnings }) {
  const [isDetailsOpen, setDetailsOpen] = useState(false);
  const titleId = `earnings-campaign-${campaign.campaignId}`;
  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-labelledby={titleId}>
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={4} miw={0}>
            <Title id={titleId} order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
              {campaign.name}
            </Title>
            {campaign.companyName && (
              <Text size="sm" c="dimmed">
                by {campaign.companyName}
              </Text>
            )}
          </Stack>
          <Badge color={statusColor(campaign)} variant="light" tt="none" style={{ flexShrink: 0 }}>
            {campaign.status}
          </Badge>
        </Group>

        <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs">
          {campaignFigures(campaign).map((f) => (
            <Stack key={f.label} gap={0} role="group" aria-label={f.label}>
              <Text size="xs" c="dimmed">
                {f.label}
              </Text>
              <Text fw={600}>{f.value}</Text>
            </Stack>
          ))}
        </SimpleGrid>

        <Group
          justify="space-between"
          gap="xs"
          p="sm"
          bg="pink.0"
          style={{ borderRadius: 8 }}
          role="group"
          aria-label="Earnings"
        >
          <Text size="sm" fw={500}>
            Earnings
          </Text>
          <Text fw={700} c="pink.8">
            {formatMoney(campaign.earningsCents)}
          </Text>
        </Group>

        <div className={classes.actions} style={{ marginTop: 'auto' }}>
          <Button variant="default" leftSection={<IconEye size={16} />} onClick={() => setDetailsOpen(true)}>
            View Details
          </Button>
          {campaign.tab !== 'completed' && (
            <Button component={Link} to={paths.influencerDashboard} color="pink" leftSection={<IconUpload size={16} />}>
              Upload Content
            </Button>
          )}
        </div>
      </Stack>

      <CampaignDetailsDialog opened={isDetailsOpen} onClose={() => setDetailsOpen(false)} campaign={campaign} />
    </Card>
  );
}
