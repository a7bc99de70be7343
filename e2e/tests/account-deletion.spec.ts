// Download my data and Delete my account (issue 27 item 4): a new creator saves their data as a JSON file that holds
// their address, then deletes their account through the confirmation dialog, lands on the home page signed out, and can
// no longer sign in. On a desktop and on a 390 px phone.
import { readFile } from 'node:fs/promises';
import {
  expect,
  expectPath,
  expectToast,
  PASSWORD,
  sessionUser,
  signInThroughForm,
  signUpViaApi,
  test,
} from '../fixtures';

const LAYOUTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

for (const layout of LAYOUTS) {
  test.describe(`Download my data and Delete my account on a ${layout.name}`, () => {
    test.use({ viewport: layout.viewport });

    test('a creator downloads their data, deletes the account and cannot sign in again', async ({
      page,
      consoleGuard,
    }) => {
      const account = await signUpViaApi(page.request, 'influencer', 'Noor Haddad');
      await page.goto('/account-settings');
      await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();

      // Download my data: the browser saves a dated JSON file holding the person's own address.
      const downloaded = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download my data' }).click();
      const download = await downloaded;
      expect(download.suggestedFilename()).toMatch(/^microreach-data-\d{4}-\d{2}-\d{2}\.json$/);
      const data = JSON.parse(await readFile(await download.path(), 'utf8'));
      expect(data.profile).toMatchObject({ email: account.email, name: 'Noor Haddad', role: 'Influencer' });
      await expectToast(page, 'Your data is downloading');

      // Delete my account: the dialog says what happens and wants the password and DELETE typed.
      await page.getByRole('button', { name: 'Delete my account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
      await expect(dialog.getByText('This cannot be undone.')).toBeVisible();
      await dialog.getByLabel(/^Password/).fill(PASSWORD);
      await dialog.getByRole('textbox', { name: /Type DELETE to confirm/ }).fill('delete');
      await dialog.getByRole('button', { name: 'Delete my account' }).click();
      await expect(dialog.getByText('Type DELETE to confirm.')).toBeVisible();
      await dialog.getByRole('textbox', { name: /Type DELETE to confirm/ }).fill('DELETE');
      await dialog.getByRole('button', { name: 'Delete my account' }).click();

      await expectPath(page, '/');
      await expectToast(page, 'Account deleted');
      expect(await sessionUser(page)).toBeNull();

      // The notice went to the old address (the development mailbox keeps it).
      await page.goto('/dev/mailbox');
      await expect(
        page
          .getByRole('article')
          .filter({ has: page.getByRole('heading', { name: 'Your MicroReach account was deleted' }) })
          .filter({ hasText: account.email }),
      ).toHaveCount(1);

      // Signing in again fails as any wrong address and password would.
      await page.goto('/auth?role=influencer&tab=signin');
      consoleGuard.allow(401);
      await signInThroughForm(page, account.email, PASSWORD);
      await expectToast(page, 'Error', 'Sign in failed: Invalid email or password');
      expect(await sessionUser(page)).toBeNull();
    });
  });
}
