import { Button } from '@mantine/core';
import { paths } from '@microreach/domain';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ComingSoon } from '../../components/coming-soon';
import { PageContainer, PageHeader } from '../../components/page-header';

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
      <ComingSoon what="Your campaigns, their applicants and their results will appear here." />
    </PageContainer>
  );
}
