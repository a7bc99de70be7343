// Account settings (issue 27 item 4): changing the password signs out the person's other browsers, changing the email
// is confirmed by the link mailed to the new address (read in the development mailbox), and Sign out of other devices
// does what it says. On a desktop and on a 390 px phone.
import type { Browser, Page } from '@playwright/test';
import {
  type AccountRole,
  expect,
  expectPath,
  expectToast,
  PASSWORD,
  sessionUser,
  signInThroughForm,
  signUpViaApi,
  test,
  uniqueEmail,
} from '../fixtures';

const NEW_PASSWORD = 'copper-meadow-falcon-77';

/** The same person signed in on another browser: a context of its own, with its own session cookie. */
async function otherBrowser(browser: Browser, baseURL: string | undefined, role: AccountRole, email: string) {
  const context = await browser.newContext({ baseURL });
  const response = await context.request.post('/api/auth/sign-in', { data: { role, email, password: PASSWORD } });
  expect(response.status(), await response.text()).toBe(200);
  const page = await context.newPage();
  await page.goto('/account-settings');
  await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();
  return { context, page };
}

/** The href of the link in the newest message of this kind to `to`, as the mailbox shows it. */
async function mailedLink(page: Page, to: string, subject: string, path: string): Promise<string> {
  await page.goto('/dev/mailbox');
  const message = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: subject }) })
    .filter({ hasText: to })
    .first();
  const link = message.locator('pre').getByRole('link', { name: new RegExp(`${path}\\?token=`) });
  const href = await link.getAttribute('href');
  expect(href).toBeTruthy();
  return href as string;
}

const LAYOUTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

for (const layout of LAYOUTS) {
  test.describe(`Account settings on a ${layout.name}`, () => {
    test.use({ viewport: layout.viewport });

    test('changing the password signs out the other browser', async ({ page, browser, baseURL }) => {
      const account = await signUpViaApi(page.request, 'influencer');
      const other = await otherBrowser(browser, baseURL, 'influencer', account.email);

      await page.goto('/account-settings');
      const form = page.getByRole('form', { name: 'Change password' });
      await form.getByLabel('Current password').fill(PASSWORD);
      await form.getByLabel(/^New password/).fill(NEW_PASSWORD);
      await form.getByLabel('Confirm new password').fill(NEW_PASSWORD);
      await form.getByRole('button', { name: 'Change password' }).click();
      await expectToast(page, 'Password changed', 'Your other devices were signed out.');

      // The other browser is signed out: reloading the page sends it to sign in. This one stays signed in.
      await other.page.reload();
      await expect(other.page).toHaveURL((url) => url.pathname === '/auth');
      expect(await sessionUser(page)).toMatchObject({ email: account.email });
      await other.context.close();
    });

    test('changing the email: the link mailed to the new address makes it the one to sign in with', async ({
      page,
    }) => {
      const account = await signUpViaApi(page.request, 'smb');
      const newEmail = uniqueEmail('moved');

      await page.goto('/account-settings');
      const form = page.getByRole('form', { name: 'Change email address' });
      await form.getByLabel('New email address').fill(newEmail.toUpperCase());
      await form.getByLabel('Current password').fill(PASSWORD);
      await form.getByRole('button', { name: 'Send confirmation link' }).click();
      await expectToast(page, 'Check your inbox', `We sent a link to ${newEmail}.`);
      await expect(
        page.getByText(`We sent a link to ${newEmail}. Your email stays ${account.email} until you confirm.`),
      ).toBeVisible();

      const link = await mailedLink(page, newEmail, 'Confirm your new email for MicroReach', '/confirm-email-change');
      // Followed on a browser that is not signed in (a phone's mail app, say).
      await page.context().clearCookies();
      await page.goto(link);
      await page.getByRole('button', { name: 'Confirm new email' }).click();
      await expect(page.getByText(`Your email address is now ${newEmail}.`)).toBeVisible();
      await page.getByRole('link', { name: 'Sign in' }).click();
      await expectPath(page, '/auth');

      await signInThroughForm(page, newEmail, PASSWORD);
      await expect(page.getByText('Welcome back!')).toBeVisible();
      expect(await sessionUser(page)).toMatchObject({ email: newEmail });
    });

    test('Sign out of other devices, after confirming, leaves only this one', async ({ page, browser, baseURL }) => {
      const account = await signUpViaApi(page.request, 'influencer');
      const other = await otherBrowser(browser, baseURL, 'influencer', account.email);

      await page.goto('/account-settings');
      const signOutOthers = page.getByRole('button', { name: 'Sign out of other devices' });
      await expect(signOutOthers).toBeEnabled();
      await expect(page.getByText('This device')).toBeVisible();
      await signOutOthers.click();
      const dialog = page.getByRole('dialog', { name: 'Sign out of other devices?' });
      await dialog.getByRole('button', { name: 'Sign out other devices' }).click();
      await expectToast(page, 'Signed out', 'One other device was signed out.');
      await expect(signOutOthers).toBeDisabled();
      await expect(page.getByText('No other devices are signed in.')).toBeVisible();

      await other.page.reload();
      await expect(other.page).toHaveURL((url) => url.pathname === '/auth');
      await other.context.close();
    });
  });
}
