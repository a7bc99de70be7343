import { BusinessProfileSettingsPage } from '#web/features/profiles/components/business-profile-settings-page';

export function SmbProfileSettingsRoute() {
  return <BusinessProfileSettingsPage />;
}
