// /influencer-dashboard body (C2 "Creator Dashboard"): beta notice, the invitations to answer (issue 10), headline
// figures, tabs and campaign cards, from GET /api/creator/dashboard and GET /api/creator/invitations.
import { Alert, Button, Center, EmptyState, Loader, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import type { CreatorCampaign } from '@microreach/domain/creator-campaigns';
import {
  CREATOR_TABS,
  type CreatorTab,
  creatorMessages,
  isInCreatorTab,
} from '@microreach/domain/creator-campaigns-rules';
import { paths } from '@microreach/domain/paths';
import { IconInfoCircle, IconSearch, IconSpeakerphone } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '#web/components/load-error';
import { useCreatorDashboard } from '#web/features/creator-campaigns/api/creator-campaigns';
import { oneOf } from '#web/lib/one-of';
import { useErrorToast } from '#web/lib/use-error-toast';
import { CreatorCampaignCard } from './creator-campaign-card';
import classes from './creator-dashboard.module.css';
import { CreatorSummaryCards } from './creator-summary-cards';
import { InvitationsSection } from './invitations-section';

const TAB_LABELS: Record<CreatorTab, string> = {
  all: 'My Campaigns',
  active: 'Active',
  pending: 'Pending',
  completed: 'Completed',
};

const EMPTY_STATES: Record<CreatorTab, { title: string; message: string }> = {
  all: { title: 'No campaigns yet', message: 'Join a campaign to start creating content and earning.' },
  active: { title: 'No active campaigns', message: 'Campaigns you are taking part in right now will appear here.' },
  pending: {
    title: 'No pending applications',
    message: 'Applications to private campaigns waiting for the brand, and declined ones, will appear here.',
  },
  completed: { title: 'No completed campaigns', message: 'Campaigns that have ended will appear here.' },
};

function parseTab(value: string | null): CreatorTab {
  return oneOf(CREATOR_TABS, value) ?? 'all';
}

export function CreatorDashboard() {
  const dashboard = useCreatorDashboard();
  const [params, setParams] = useSearchParams();
  const tab = parseTab(params.get('tab'));
  useErrorToast(dashboard, creatorMessages.loadCampaignsFailed);

  return (
    <>
      <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} mb="lg">
        {creatorMessages.betaNotice}
      </Alert>
      <InvitationsSection />
      {dashboard.isPending ? (
        <Center py={80}>
          <Stack align="center" gap="xs">
            <Loader color="pink" />
            <Text c="dimmed">Loading your campaigns...</Text>
          </Stack>
        </Center>
      ) : dashboard.isError ? (
        <LoadError
          title="Your campaigns could not be loaded"
          onRetry={() => dashboard.refetch()}
          isRetrying={dashboard.isFetching}
        />
      ) : (
        <>
          <CreatorSummaryCards summary={dashboard.data.summary} />
          <Tabs
            value={tab}
            color="pink"
            onChange={(next) => setParams(next && next !== 'all' ? { tab: next } : {}, { replace: true })}
            keepMounted={false}
          >
            <Tabs.List mb="lg" className={classes.tabList}>
              {CREATOR_TABS.map((t) => (
                <Tabs.Tab key={t} value={t} className={classes.tab}>
                  {TAB_LABELS[t]}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {CREATOR_TABS.map((t) => (
              <Tabs.Panel key={t} value={t}>
                <CampaignGrid
                  tab={t}
                  items={dashboard.data.campaigns.filter((c) => isInCreatorTab(t, c.application, c.campaign))}
                />
              </Tabs.Panel>
            ))}
          </Tabs>
        </>
      )}
    </>
  );
}

function CampaignGrid({ tab, items }: { tab: CreatorTab; items: CreatorCampaign[] }) {
  if (items.length === 0) {
    const empty = EMPTY_STATES[tab];
    return (
      <EmptyState
        icon={<IconSpeakerphone size={28} />}
        withIndicatorBackground
        color="pink"
        title={empty.title}
        description={empty.message}
        py={48}
      >
        <EmptyState.Actions>
          <Button component={Link} to={paths.browseCampaigns} color="pink" leftSection={<IconSearch size={16} />}>
            Browse Campaigns
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      {items.map((item) => (
        <CreatorCampaignCard key={item.application.id} item={item} />
      ))}
    </SimpleGrid>
  );
}
