import { ConnectedAccounts } from '#web/features/metrics/components/connected-accounts';
import { CreatorProfileSettingsPage } from '#web/features/profiles/components/creator-profile-settings-page';

export function InfluencerProfileSettingsRoute() {
  return <CreatorProfileSettingsPage connectedAccounts={<ConnectedAccounts />} />;
}
