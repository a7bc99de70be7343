// Notifications by email (issue 27 item 5): a kind turned off in profile settings stays off after a reload, and the
// Unsubscribe link of a notification email (read in the development mailbox) asks first, then turns that kind off.
// On a desktop and on a 390 px phone.
import type { Page } from '@playwright/test';
import {
  createCampaignViaApi,
  expect,
  expectPath,
  expectToast,
  joinViaApi,
  signUpViaApi,
  test,
  uniqueWord,
} from '../fixtures';

/** The Unsubscribe link (path and query) in the newest message with `subject` to `to`, as the mailbox shows it. */
async function unsubscribeLink(page: Page, to: string, subject: string): Promise<string> {
  await page.goto('/dev/mailbox');
  const message = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: subject }) })
    .filter({ hasText: to })
    .first();
  const href = await message
    .locator('pre')
    .getByRole('link', { name: /\/unsubscribe\?token=/ })
    .getAttribute('href');
  expect(href).toBeTruthy();
  const url = new URL(href as string);
  return `${url.pathname}${url.search}`;
}

const LAYOUTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

for (const layout of LAYOUTS) {
  test.describe(`Email notifications on a ${layout.name}`, () => {
    test.use({ viewport: layout.viewport });

    test('a kind turned off in profile settings stays off after a reload', async ({ page }) => {
      await signUpViaApi(page.request, 'influencer');
      await page.goto('/influencer-profile-settings');
      const section = page.getByRole('region', { name: 'Email notifications' });
      const withdrawals = section.getByRole('switch', { name: /^Withdrawals/ });
      await expect(withdrawals).toBeChecked();
      await expect(section.getByText('A withdrawal is paid or fails.')).toBeVisible();
      await withdrawals.click();
      await expectToast(page, 'Email preferences saved');
      await expect(withdrawals).not.toBeChecked();

      await page.reload();
      await expect(
        page.getByRole('region', { name: 'Email notifications' }).getByRole('switch', { name: /^Withdrawals/ }),
      ).not.toBeChecked();
      await expect(page.getByRole('switch', { name: /^Invitations/ })).toBeChecked();
    });

    test("an email's Unsubscribe link asks first, then turns that kind off", async ({ page, newAccount }) => {
      const business = await signUpViaApi(page.request, 'smb');
      const campaignId = await createCampaignViaApi(page.request, {
        campaignName: `Autumn Roast ${uniqueWord()}`,
        privatePublic: 'Private',
      });
      const creator = await newAccount('influencer', 'Mia Lens');
      await joinViaApi(creator.request, campaignId);

      const link = await unsubscribeLink(page, business.email, 'New application - MicroReach');
      await page.goto(link);
      await expect(page.getByRole('heading', { name: 'Unsubscribe from new applicants?' })).toBeVisible();
      // Opening the link changed nothing.
      const before = await page.request.get('/api/notification-preferences');
      expect((await before.json()).items).toContainEqual({ kind: 'new_applicants', enabled: true });

      await page.getByRole('button', { name: 'Unsubscribe' }).click();
      await expect(page.getByText('You will no longer get these emails.')).toBeVisible();
      await page.getByRole('link', { name: 'Manage your email preferences' }).click();
      await expectPath(page, '/smb-profile-settings');
      const section = page.getByRole('region', { name: 'Email notifications' });
      await expect(section.getByRole('switch', { name: /^New applicants/ })).not.toBeChecked();
      await expect(section.getByRole('switch', { name: /^Unread messages/ })).toBeChecked();
    });
  });
}
