import { CreateCampaignPage } from '#web/features/business-campaigns/components/campaign-form/create-campaign-page';

export function CreateCampaignRoute() {
  return <CreateCampaignPage />;
}
