// /help for a business (issue item 16): the account menu's Help opens a guide written for businesses, and its
// buttons lead to business pages instead of bouncing off creator ones.
import { expect, expectPath, signInAsNewUser, test } from '../fixtures';

test('a business opens Help from the account menu and its main button leads to Create Campaign', async ({ page }) => {
  await signInAsNewUser(page, 'smb');
  await page.goto('/smb-dashboard');
  await expect(page.getByRole('heading', { name: 'Campaign Dashboard' })).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Help' }).click();
  await expectPath(page, '/help');
  await expect(page.getByRole('heading', { name: 'Business Help Guide', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Creator Help Guide' })).toHaveCount(0);
  await expect(page.getByText(/Add Funds takes you to the payment provider's checkout page/)).toBeVisible();

  const hero = page.getByRole('region', { name: 'Business Help Guide' });
  await hero.getByRole('link', { name: 'Create Campaign' }).click();
  await expectPath(page, '/create-campaign');
  await expect(page.getByRole('heading', { name: 'Create New Campaign' })).toBeVisible();

  await page.goBack();
  await expectPath(page, '/help');
  await page.getByRole('region', { name: 'Support' }).getByRole('link', { name: 'Go to Campaign Dashboard' }).click();
  await expectPath(page, '/smb-dashboard');
  await expect(page.getByRole('heading', { name: 'Campaign Dashboard' })).toBeVisible();
});

test('a signed-out visitor to /help is still sent to sign in', async ({ page }) => {
  await page.goto('/help');
  await expectPath(page, '/auth');
  await expect(page.getByRole('heading', { name: 'Join the Marketplace' })).toBeVisible();
});
