// /edit-campaign/{id} (B2 "Edit Campaign"): loads the owner's campaign, then Save Draft or Update & Launch.
import { Badge, Container, Group, Loader, Text } from '@mantine/core';
import type { CampaignInput } from '@microreach/domain/campaigns';
import { campaignFormMessages } from '@microreach/domain/campaigns-rules';
import { paths } from '@microreach/domain/paths';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '#web/components/page-header';
import { useCampaign, useUpdateCampaign } from '#web/features/business-campaigns/api/business-campaigns';
import { toast } from '#web/lib/toast';
import { STATUS_COLORS } from '../dashboard/campaign-badges';
import { CampaignForm, type SaveResult } from './campaign-form';
import { campaignToFormValues } from './campaign-form-values';
import { toastSaveError } from './save-error';

export function EditCampaignPage({ id }: { id: string | undefined }) {
  const navigate = useNavigate();
  const campaign = useCampaign(id);
  const update = useUpdateCampaign(id ?? '');

  // A missing campaign, another business's (404) or any other failure: say so once and go back to the dashboard.
  const hasFailed = !id || (campaign.isError && !campaign.data);
  const hasLeft = useRef(false);
  useEffect(() => {
    if (!hasFailed || hasLeft.current) return;
    hasLeft.current = true;
    toast.error(campaignFormMessages.loadFailed);
    navigate(paths.smbDashboard, { replace: true });
  }, [hasFailed, navigate]);

  async function onSave(input: CampaignInput): Promise<SaveResult> {
    try {
      await update.mutateAsync(input);
      const done = input.intent === 'launch' ? campaignFormMessages.updatedAndLaunched : campaignFormMessages.updated;
      toast.success(done.title, done.message);
      navigate(paths.smbDashboard);
      return { isSaved: true };
    } catch (error) {
      toastSaveError(error, 'edit');
      return { isSaved: false, error };
    }
  }

  const data = campaign.data;
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <PageHeader
        title="Edit Campaign"
        subtitle={data?.campaignName}
        actions={
          data && (
            <Badge color={STATUS_COLORS[data.status]} variant="light" size="lg">
              {data.status}
            </Badge>
          )
        }
      />
      {data ? (
        <CampaignForm
          key={data.id}
          initialValues={campaignToFormValues(data)}
          launchLabel="Update & Launch"
          cancelTo={paths.smbDashboard}
          onSave={onSave}
        />
      ) : (
        !hasFailed && (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text>Loading campaign...</Text>
          </Group>
        )
      )}
    </Container>
  );
}
