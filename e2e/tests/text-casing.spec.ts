// Texts the spec quotes keep the spec's casing as rendered (issue item 19): Mantine's Badge upper-cases by default.
// innerText applies CSS text-transform in Chromium, so these compare what a person reads.
import { expect, signInAsNewUser, test } from '../fixtures';

test('the role badge on /auth reads as the spec writes it', async ({ page }) => {
  await page.goto('/auth');
  const badge = page.getByText('Selected: Business Account');
  await expect(badge).toHaveText('Selected: Business Account', { useInnerText: true });

  await page.getByRole('button', { name: /Influencer Join campaigns/ }).click();
  await expect(page.getByText('Selected: Influencer Account')).toHaveText('Selected: Influencer Account', {
    useInnerText: true,
  });
});

test("the navigation's account badge reads Business or Creator, not in capitals", async ({ page, browser }) => {
  await signInAsNewUser(page, 'smb');
  await page.goto('/smb-dashboard');
  await expect(page.getByRole('banner').getByText('Business', { exact: true })).toHaveText('Business', {
    useInnerText: true,
  });

  const creator = await browser.newPage();
  try {
    await signInAsNewUser(creator, 'influencer');
    await creator.goto('/influencer-dashboard');
    await expect(creator.getByRole('banner').getByText('Creator', { exact: true })).toHaveText('Creator', {
      useInnerText: true,
    });
  } finally {
    await creator.close();
  }
});
