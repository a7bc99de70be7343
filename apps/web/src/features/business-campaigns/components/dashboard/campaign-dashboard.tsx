// /smb-dashboard body (B2 "Campaign Dashboard"): summary, tabs and campaign cards, all from GET /api/business/dashboard.
import { Button, Center, EmptyState, Loader, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import type { DashboardCampaign } from '@microreach/domain/campaigns';
import {
  DASHBOARD_EMPTY_STATES,
  DASHBOARD_TABS,
  type DashboardTab,
  dashboardMessages,
  isInDashboardTab,
} from '@microreach/domain/campaigns-rules';
import { paths } from '@microreach/domain/paths';
import { IconPlus, IconSpeakerphone } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '#web/components/load-error';
import { useBusinessDashboard } from '#web/features/business-campaigns/api/business-campaigns';
import { oneOf } from '#web/lib/one-of';
import { useErrorToast } from '#web/lib/use-error-toast';
import { CampaignCard, type ReviewContentSlot } from './campaign-card';
import { DashboardSummaryCards } from './dashboard-summary';

const TAB_LABELS: Record<DashboardTab, string> = {
  all: 'All Campaigns',
  live: 'Live',
  draft: 'Draft',
  completed: 'Completed',
};

function parseTab(value: string | null): DashboardTab {
  return oneOf(DASHBOARD_TABS, value) ?? 'all';
}

/** `reviewContent`: the Review Content dialog each card opens (the content-review feature; the route passes it). */
export function CampaignDashboard({ reviewContent }: { reviewContent: ReviewContentSlot }) {
  const dashboard = useBusinessDashboard();
  const [params, setParams] = useSearchParams();
  const tab = parseTab(params.get('tab'));
  useErrorToast(dashboard, dashboardMessages.loadFailed);

  if (dashboard.isPending) {
    return (
      <Center py={80}>
        <Stack align="center" gap="xs">
          <Loader />
          <Text c="dimmed">Loading campaigns...</Text>
        </Stack>
      </Center>
    );
  }
  if (dashboard.isError) {
    return (
      <LoadError
        title="Your campaigns could not be loaded"
        onRetry={() => dashboard.refetch()}
        isRetrying={dashboard.isFetching}
      />
    );
  }

  const { summary, campaigns } = dashboard.data;
  return (
    <>
      <DashboardSummaryCards summary={summary} />
      <Tabs
        value={tab}
        onChange={(next) => setParams(next && next !== 'all' ? { tab: next } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          {DASHBOARD_TABS.map((t) => (
            <Tabs.Tab key={t} value={t} px={{ base: 'xs', sm: 'md' }}>
              {TAB_LABELS[t]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {DASHBOARD_TABS.map((t) => (
          <Tabs.Panel key={t} value={t}>
            <CampaignGrid
              tab={t}
              campaigns={campaigns.filter((c) => isInDashboardTab(c.status, t))}
              reviewContent={reviewContent}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}

function CampaignGrid({
  tab,
  campaigns,
  reviewContent,
}: {
  tab: DashboardTab;
  campaigns: DashboardCampaign[];
  reviewContent: ReviewContentSlot;
}) {
  if (campaigns.length === 0) {
    const empty = DASHBOARD_EMPTY_STATES[tab];
    return (
      <EmptyState
        icon={<IconSpeakerphone size={28} />}
        withIndicatorBackground
        title={empty.title}
        description={empty.message}
        py={48}
      >
        {tab === 'all' && (
          <EmptyState.Actions>
            <Button component={Link} to={paths.createCampaign} leftSection={<IconPlus size={16} />}>
              Create Campaign
            </Button>
          </EmptyState.Actions>
        )}
      </EmptyState>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="lg">
      {campaigns.map((campaign) => (
        <CampaignCard key={campaign.id} campaign={campaign} reviewContent={reviewContent} />
      ))}
    </SimpleGrid>
  );
}
