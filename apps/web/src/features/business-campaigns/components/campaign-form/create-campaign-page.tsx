// /create-campaign (B2 "Create New Campaign"). Save Draft stays on the page; later saves update the same campaign.
import { Button, Container } from '@mantine/core';
import type { CampaignInput } from '@microreach/domain/campaigns';
import { campaignFormMessages } from '@microreach/domain/campaigns-rules';
import { paths } from '@microreach/domain/paths';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '#web/components/page-header';
import { useCreateCampaign, useUpdateCampaign } from '#web/features/business-campaigns/api/business-campaigns';
import { toast } from '#web/lib/toast';
import { CampaignForm, type SaveResult } from './campaign-form';
import { emptyCampaignFormValues } from './campaign-form-values';
import { toastSaveError } from './save-error';

export function CreateCampaignPage() {
  const navigate = useNavigate();
  // Set by the first save, so that the next Save Draft or Launch updates that campaign instead of adding another.
  const [savedId, setSavedId] = useState<string | null>(null);
  const create = useCreateCampaign();
  const update = useUpdateCampaign(savedId ?? '');
  const [initialValues] = useState(emptyCampaignFormValues);

  async function onSave(input: CampaignInput): Promise<SaveResult> {
    try {
      const campaign = savedId ? await update.mutateAsync(input) : await create.mutateAsync(input);
      setSavedId(campaign.id);
      if (input.intent === 'launch') {
        toast.success(campaignFormMessages.launched.title, campaignFormMessages.launched.message);
        navigate(paths.smbDashboard);
      } else {
        toast.success(campaignFormMessages.saved.title, campaignFormMessages.saved.message);
      }
      return { isSaved: true };
    } catch (error) {
      toastSaveError(error, 'create');
      return { isSaved: false, error };
    }
  }

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Button
        component={Link}
        to={paths.smbDashboard}
        variant="subtle"
        color="gray"
        size="compact-sm"
        leftSection={<IconArrowLeft size={16} aria-hidden />}
        mb="sm"
      >
        Back
      </Button>
      <PageHeader
        title="Create New Campaign"
        subtitle="Describe your campaign, then save it as a draft or launch it."
      />
      <CampaignForm initialValues={initialValues} launchLabel="Launch" onSave={onSave} />
    </Container>
  );
}
