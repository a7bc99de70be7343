import { Container } from '@mantine/core';
import { ConnectedAccounts } from '#web/features/metrics/components/connected-accounts';
import { EmailPreferencesSection } from '#web/features/notifications/components/email-preferences-section';
import { CreatorProfileSettingsPage } from '#web/features/profiles/components/creator-profile-settings-page';

export function InfluencerProfileSettingsRoute() {
  return (
    <>
      <CreatorProfileSettingsPage connectedAccounts={<ConnectedAccounts />} />
      {/* Saved on its own, switch by switch: outside the profile form and its Save Changes. */}
      <Container size="md" pb={{ base: 'md', sm: 'xl' }}>
        <EmailPreferencesSection accountRole="Influencer" />
      </Container>
    </>
  );
}
