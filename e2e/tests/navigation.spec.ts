// The route table, the home page's role chooser and the signed-in top navigation (B2).
import { expect, expectPath, signInAsNewUser, test } from '../fixtures';

test('an unknown path answers 404 and shows the 404 page with a way home', async ({ page, consoleGuard }) => {
  // The server knows the web app's pages (issue 32): another address is a real 404, drawn by the app.
  consoleGuard.allow(404);
  const response = await page.goto('/this-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expectPath(page, '/');
  await expect(page.getByRole('heading', { name: 'Where Small Businesses Meet Their Perfect Creators' })).toBeVisible();
});

test("an address with a malformed escape shows the 404 page, not the server's JSON", async ({ page, consoleGuard }) => {
  consoleGuard.allow(404);
  const response = await page.goto('/campaign-analytics/%E0%A4%A');
  expect(response?.status()).toBe(404);
  expect(response?.headers()['content-type']).toContain('text/html');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expect(page.getByText('"statusCode"')).toHaveCount(0);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expectPath(page, '/');
});

test('/deals takes a signed-in business to Find Influencers', async ({ page }) => {
  await signInAsNewUser(page, 'smb');
  await page.goto('/deals');
  await expectPath(page, '/find-influencers');
});

test.describe('home page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { name: 'Where Small Businesses Meet Their Perfect Creators' }),
    ).toBeVisible();
  });

  test('Login opens the Sign In tab of /auth and Sign Up its Sign Up tab', async ({ page }) => {
    const account = page.getByRole('navigation', { name: 'Account' });
    await account.getByRole('link', { name: 'Login' }).click();
    await expectPath(page, '/auth');
    await expect(page.getByRole('heading', { name: 'Join the Marketplace' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');

    await page.goBack();
    await account.getByRole('link', { name: 'Sign Up' }).click();
    await expectPath(page, '/auth');
    await expect(page.getByRole('heading', { name: 'Join the Marketplace' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    await expect(
      page.getByRole('tabpanel', { name: 'Sign Up' }).getByRole('button', { name: 'Create Account' }),
    ).toBeVisible();
  });

  test("I'm a Business leads to the business landing page", async ({ page }) => {
    await page.getByRole('link', { name: "I'm a Business" }).click();
    await expectPath(page, '/smb-landing');
    await expect(page.getByRole('heading', { name: 'Run Influencer Campaigns That Actually Perform' })).toBeVisible();
  });

  test('Get Started as a Business opens business sign-up', async ({ page }) => {
    await page.getByRole('link', { name: 'Get Started as a Business' }).click();
    await expect(page).toHaveURL('/auth?role=smb&tab=signup');
    await expect(page.getByText('Selected: Business Account')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Sign Up' }).getByLabel('Company Name')).toBeVisible();
  });

  test("I'm an Influencer leads to the creator landing page", async ({ page }) => {
    await page.getByRole('link', { name: "I'm an Influencer" }).click();
    await expectPath(page, '/influencer-landing');
    await expect(page.getByRole('heading', { name: 'Your Creativity. Your Paycheck.' })).toBeVisible();
  });

  test('Get Started as a Creator opens creator sign-up', async ({ page }) => {
    await page.getByRole('link', { name: 'Get Started as a Creator' }).click();
    await expect(page).toHaveURL('/auth?role=influencer&tab=signup');
    await expect(page.getByText('Selected: Influencer Account')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Sign Up' }).getByLabel('Date of Birth')).toBeVisible();
  });
});

test('the active top-navigation link is marked as the current page', async ({ page }) => {
  await signInAsNewUser(page, 'smb');
  await page.goto('/smb-dashboard');
  const nav = page.getByRole('navigation', { name: 'Main', exact: true });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Find Influencers' })).not.toHaveAttribute('aria-current', 'page');

  await nav.getByRole('link', { name: 'Find Influencers' }).click();
  await expectPath(page, '/find-influencers');
  await expect(nav.getByRole('link', { name: 'Find Influencers' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the navigation links sit behind the Toggle navigation button', async ({ page }) => {
    await signInAsNewUser(page, 'smb');
    await page.goto('/smb-dashboard');
    await expect(page.getByRole('heading', { name: 'Campaign Dashboard' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Find Influencers' })).toBeHidden();

    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await expect(page.getByRole('link', { name: 'Find Influencers' })).toBeVisible();
    await page.getByRole('link', { name: 'Find Influencers' }).click();
    await expectPath(page, '/find-influencers');
  });
});
