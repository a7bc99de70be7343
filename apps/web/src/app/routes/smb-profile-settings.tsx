import { Container } from '@mantine/core';
import { PaymentSetup } from '#web/features/business-payments/components/payment-setup';
import { EmailPreferencesSection } from '#web/features/notifications/components/email-preferences-section';
import { BusinessProfileSettingsPage } from '#web/features/profiles/components/business-profile-settings-page';

export function SmbProfileSettingsRoute() {
  return (
    <>
      <BusinessProfileSettingsPage paymentSetup={<PaymentSetup />} />
      {/* Saved on its own, switch by switch: outside the profile form and its Save Changes. */}
      <Container size="md" pb={{ base: 'md', sm: 'xl' }}>
        <EmailPreferencesSection accountRole="SMB" />
      </Container>
    </>
  );
}
