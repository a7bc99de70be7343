import { CreateCampaignPage } from '../../features/campaigns/components/campaign-form/create-campaign-page';

export function CreateCampaignRoute() {
  return <CreateCampaignPage />;
}
