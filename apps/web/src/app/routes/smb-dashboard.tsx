import { Button } from '@mantine/core';
import { paths } from '@microreach/domain/paths';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { lazyDialog } from '#web/components/lazy-dialog';
import { PageContainer, PageHeader } from '#web/components/page-header';
import { CampaignDashboard } from '#web/features/business-campaigns/components/dashboard/campaign-dashboard';

// Loaded when a card first opens it (issue 31: the dashboard's first download).
const ReviewContentDialog = lazyDialog(() =>
  import('#web/features/content-review/components/review-content-dialog').then((m) => m.ReviewContentDialog),
);

export function SmbDashboardRoute() {
  return (
    <PageContainer>
      <PageHeader
        title="Campaign Dashboard"
        subtitle="Manage your influencer campaigns"
        actions={
          <Button component={Link} to={paths.createCampaign} leftSection={<IconPlus size={16} />}>
            Create Campaign
          </Button>
        }
      />
      <CampaignDashboard reviewContent={(props) => <ReviewContentDialog {...props} />} />
    </PageContainer>
  );
}
