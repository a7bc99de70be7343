import { PaymentSetup } from '#web/features/business-payments/components/payment-setup';
import { BusinessProfileSettingsPage } from '#web/features/profiles/components/business-profile-settings-page';

export function SmbProfileSettingsRoute() {
  return <BusinessProfileSettingsPage paymentSetup={<PaymentSetup />} />;
}
