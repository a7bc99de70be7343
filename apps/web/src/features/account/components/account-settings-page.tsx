// Account settings (issue 27 item 4), reachable from the account menu for both roles: the password, the email address,
// the signed-in devices, a copy of one's data, and deleting the account.
import { Stack } from '@mantine/core';
import { PageContainer, PageHeader } from '#web/components/page-header';
import { ChangeEmailSection } from './change-email-section';
import { ChangePasswordSection } from './change-password-section';
import { DeleteAccountSection } from './delete-account-section';
import { DownloadDataSection } from './download-data-section';
import { SessionsSection } from './sessions-section';

export function AccountSettingsPage() {
  return (
    <PageContainer>
      <PageHeader title="Account settings" subtitle="Your sign-in details, your devices and your data." />
      <Stack gap="lg" maw={720}>
        <ChangeEmailSection />
        <ChangePasswordSection />
        <SessionsSection />
        <DownloadDataSection />
        <DeleteAccountSection />
      </Stack>
    </PageContainer>
  );
}
