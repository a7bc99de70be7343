// /campaign-analytics/:campaignId body (B2 Campaign Analytics): one campaign's money, figures, trends, creators, videos,
// top content and insight, from GET /api/business/campaigns/{id}/analytics. A campaign that is missing or another
// business's reads as Campaign Not Found (B2), any other failure as B8's toast and a Retry.
import { Box, Button, Center, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { analyticsMessages } from '@microreach/domain/analytics-rules';
import { paths } from '@microreach/domain/paths';
import { IconArrowLeft, IconChartBarOff } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { regexes } from 'zod/v4/core';
import { LoadError } from '#web/components/load-error';
import { PageHeader } from '#web/components/page-header';
import { ApiRequestError } from '#web/lib/api';
import { useErrorToast } from '#web/lib/use-error-toast';
import { useCampaignAnalytics } from '../api/analytics';
import { BudgetCards, MetricCards } from './analytics-cards';
import { AnalyticsHeader, BackToDashboard } from './analytics-header';
import { CampaignInsights } from './campaign-insights';
import { CampaignVideos } from './campaign-videos';
import { ParticipationTable } from './participation-table';
import { TopContent } from './top-content';

// The charts (recharts, through @mantine/charts) load after the rest of the page: they are most of its code, and the
// figures above them come first (issue 31: a page's initial JavaScript within its budget).
const AnalyticsCharts = lazy(() => import('./analytics-charts').then((m) => ({ default: m.AnalyticsCharts })));
/** The room the two charts take while they load, so the page below them does not move when they arrive. */
const CHARTS_MIN_HEIGHT = 420;

/**
 * The API takes campaign ids as UUIDs (z.uuid()); anything else in the address names no campaign. zod's own pattern,
 * without zod's schemas: the page validates nothing else.
 */
const CAMPAIGN_ID_PATTERN = regexes.uuid();

export function CampaignAnalyticsPage({ campaignId }: { campaignId: string }) {
  const isValidId = CAMPAIGN_ID_PATTERN.test(campaignId);
  const analytics = useCampaignAnalytics(campaignId, { enabled: isValidId });
  const isNotFound = !isValidId || (analytics.error instanceof ApiRequestError && analytics.error.status === 404);
  useErrorToast(
    { isError: analytics.isError && !isNotFound, error: analytics.error, errorUpdatedAt: analytics.errorUpdatedAt },
    analyticsMessages.loadFailed,
  );

  if (isNotFound) return <CampaignNotFound />;
  if (analytics.isPending) {
    return (
      <>
        <BackToDashboard />
        <PageHeader title="Campaign Analytics" />
        <Center py={80}>
          <Loader role="status" aria-label="Loading campaign analytics" />
        </Center>
      </>
    );
  }
  if (analytics.isError) {
    return (
      <>
        <BackToDashboard />
        <PageHeader title="Campaign Analytics" />
        <LoadError
          title="The campaign's analytics could not be loaded"
          onRetry={() => analytics.refetch()}
          isRetrying={analytics.isFetching}
        />
      </>
    );
  }

  const data = analytics.data;
  return (
    <>
      <AnalyticsHeader campaign={data.campaign} />
      <Stack gap="xl">
        <BudgetCards budget={data.budget} />
        <MetricCards totals={data.totals} posts={data.posts} />
        <Suspense fallback={<Box mih={CHARTS_MIN_HEIGHT} aria-busy="true" />}>
          <AnalyticsCharts data={data} />
        </Suspense>
        <ParticipationTable participants={data.participants} />
        <CampaignVideos posts={data.posts} />
        <TopContent posts={data.posts} />
        <CampaignInsights insight={data.insight} hasFigures={data.totals.countedPosts > 0 && data.totals.views > 0} />
      </Stack>
    </>
  );
}

function CampaignNotFound() {
  return (
    <Center py={80}>
      <Stack align="center" gap="sm" maw={420}>
        <ThemeIcon variant="light" color="gray" size={56} radius="xl" aria-hidden>
          <IconChartBarOff size={30} />
        </ThemeIcon>
        <Title order={1} ta="center" fz={{ base: 24, sm: 30 }}>
          {analyticsMessages.notFound}
        </Title>
        <Text c="dimmed" ta="center">
          This campaign does not exist, or it belongs to another business.
        </Text>
        <Button component={Link} to={paths.smbPayments} variant="light" leftSection={<IconArrowLeft size={16} />}>
          Back to Payments
        </Button>
      </Stack>
    </Center>
  );
}
