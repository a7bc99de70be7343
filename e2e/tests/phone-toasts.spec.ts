// On a phone an open navigation menu is never covered by a toast, and the toast stays in view (issue item 20).
import { expect, expectPath, signInAsNewUser, test, toast } from '../fixtures';

test.use({ viewport: { width: 390, height: 844 } });

test('with a toast showing, every link of the open phone menu can be clicked', async ({ page }) => {
  await signInAsNewUser(page, 'influencer');
  // A creator sent away from the business chat gets a toast (B6) on a signed-in page with the navigation.
  await page.goto('/chat-business');
  await expectPath(page, '/chat-creator');
  const accessDenied = toast(page, 'Access Denied', 'This page is only accessible to business users.');
  await expect(accessDenied).toBeVisible();

  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  const menu = page.getByRole('navigation', { name: 'Main (mobile)' });
  const links = menu.getByRole('link');
  await expect(links).toHaveText(['Dashboard', 'Browse Campaigns', 'Messages', 'Earnings']);
  for (const link of await links.all()) {
    // A trial click checks that the link itself would receive the click; it times out when something covers it.
    await link.click({ trial: true, timeout: 1_500 });
  }

  await expect(accessDenied).toBeVisible();
  await expect(accessDenied).toBeInViewport();
});

test('opening the account menu on a phone closes the navigation menu, so the account menu is not hidden', async ({
  page,
}) => {
  await signInAsNewUser(page, 'smb');
  await page.goto('/smb-dashboard');
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  await expect(page.getByRole('navigation', { name: 'Main (mobile)' })).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main (mobile)' })).toBeHidden();
  for (const item of ['Profile Settings', 'Help', 'Sign Out']) {
    await page.getByRole('menuitem', { name: item }).click({ trial: true, timeout: 1_500 });
  }
});
