import { useParams } from 'react-router';
import { PageContainer } from '#web/components/page-header';
import { CampaignAnalyticsPage } from '#web/features/analytics/components/campaign-analytics-page';

export function CampaignAnalyticsRoute() {
  const { campaignId = '' } = useParams();
  return (
    <PageContainer>
      {/* A new campaign id is a new page: nothing of the last campaign's (the videos' sort) carries over. */}
      <CampaignAnalyticsPage key={campaignId} campaignId={campaignId} />
    </PageContainer>
  );
}
