import { useParams } from 'react-router';
import { EditCampaignPage } from '#web/features/business-campaigns/components/campaign-form/edit-campaign-page';

export function EditCampaignRoute() {
  const { id } = useParams();
  // A new id is a new campaign: start the page afresh rather than keep the previous one's form.
  return <EditCampaignPage key={id} id={id} />;
}
