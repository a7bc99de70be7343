// Forgot password and email confirmation (issue 27 items 2 and 3), as a person does them: the mailed link is read in
// the development mailbox (/dev/mailbox: the browser tests' server has no SMTP) and followed. On a desktop and on a
// 390 px phone.
import type { Page } from '@playwright/test';
import { expect, expectPath, expectToast, PASSWORD, signInThroughForm, signUpViaApi, test } from '../fixtures';

const NEW_PASSWORD = 'copper-meadow-falcon-77';

/** Opens the mailbox and returns the link of the newest message with this subject to `to`. */
async function linkFromMailbox(page: Page, to: string, subject: string, path: string): Promise<string> {
  await page.goto('/dev/mailbox');
  const message = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: subject }) })
    .filter({ hasText: to })
    .first();
  const href = await message
    .getByRole('link', { name: new RegExp(`${path}\\?token=`) })
    .first()
    .getAttribute('href');
  expect(href).toBeTruthy();
  return href as string;
}

const LAYOUTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

for (const layout of LAYOUTS) {
  test.describe(`Account recovery on a ${layout.name}`, () => {
    test.use({ viewport: layout.viewport });

    test('forgot password: the mailed link sets a new password, and only the new one signs in', async ({
      page,
      consoleGuard,
    }) => {
      const account = await signUpViaApi(page.request, 'smb');
      await page.context().clearCookies();

      await page.goto('/auth?role=smb&tab=signin');
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await expectPath(page, '/forgot-password');
      // The page is loaded on demand: on a slow phone its form can mount again right after the first fill, so the
      // address is typed until the form sends it (a second reset request for the address is harmless).
      const sent = page.getByText(
        'If an account exists for that address, we sent a link to reset its password. It works for 1 hour.',
      );
      await expect(async () => {
        if (await sent.isVisible()) return;
        await page.getByLabel('Email').fill(account.email.toUpperCase(), { timeout: 2_000 });
        await page.getByRole('button', { name: 'Send reset link' }).click({ timeout: 2_000 });
        await expect(sent).toBeVisible({ timeout: 3_000 });
      }).toPass({ timeout: 20_000 });

      const link = await linkFromMailbox(page, account.email, 'Reset your MicroReach password', '/reset-password');
      await page.goto(link);
      await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
      await page.getByLabel(/^Confirm new password/).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Set new password' }).click();
      await expect(page.getByText('Your password was changed. Sign in with your new password.')).toBeVisible();
      await page.getByRole('link', { name: 'Sign In' }).click();
      await expectPath(page, '/auth');

      // The old password no longer works (a 401 the page shows as a toast).
      consoleGuard.allow(401);
      await signInThroughForm(page, account.email, PASSWORD);
      await expectToast(page, 'Error', 'Sign in failed: Invalid email or password');
      await signInThroughForm(page, account.email, NEW_PASSWORD);
      await expect(page.getByText('Welcome back!')).toBeVisible();

      // The link worked once.
      await page.goto(link);
      await expect(page.getByText('This link has expired or was already used.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
    });

    test('email confirmation: the banner until the mailed link is followed, then a confirmed message', async ({
      page,
    }) => {
      const account = await signUpViaApi(page.request, 'influencer', undefined, { confirmed: false });
      const bannerText = `Confirm your email address: we sent a link to ${account.email}.`;

      await page.goto('/earnings');
      const banner = page.getByRole('region', { name: 'Email confirmation' });
      await expect(banner.getByText(bannerText)).toBeVisible();
      // Withdrawing waits for the confirmation, and says so.
      await expect(page.getByRole('button', { name: 'Withdraw Funds' })).toBeDisabled();
      await expect(page.getByText('Confirm your email address before withdrawing.')).toBeVisible();
      // The banner pushes the page down instead of covering it.
      const bannerBox = await banner.boundingBox();
      const headingBox = await page.getByRole('heading', { name: 'Wallet & Earnings', level: 1 }).boundingBox();
      expect(bannerBox && headingBox && headingBox.y >= bannerBox.y + bannerBox.height).toBe(true);
      expect(bannerBox && bannerBox.x + bannerBox.width <= layout.viewport.width).toBe(true);

      await banner.getByRole('button', { name: 'Resend' }).click();
      await expectToast(page, 'Confirmation email sent', `We sent a new link to ${account.email}.`);

      const link = await linkFromMailbox(page, account.email, 'Confirm your email for MicroReach', '/confirm-email');
      await page.goto(link);
      await expectPath(page, '/');
      await expectToast(page, 'Email confirmed', 'Your email address is confirmed.');

      await page.goto('/earnings');
      await expect(page.getByRole('heading', { name: 'Wallet & Earnings', level: 1 })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Email confirmation' })).toHaveCount(0);
      await expect(page.getByText('Confirm your email address before withdrawing.')).toHaveCount(0);
    });
  });
}
