// On a phone (390 x 844): the notification bell's list (loaded after the page since issue 31) opens within the screen,
// and an address with no page shows the 404 page whole, with its way home (issue 32).
import type { Locator, Page } from '@playwright/test';
import { expect, expectPath, signInAsNewUser, test } from '../fixtures';

test.use({ viewport: { width: 390, height: 844 } });

const PHONE_WIDTH = 390;

/** `element` lies within the screen's width. */
async function expectWithinScreen(element: Locator, what: string): Promise<void> {
  await expect(element, what).toBeVisible();
  const box = await element.boundingBox();
  expect(box, `${what} has a box`).not.toBeNull();
  if (!box) return;
  expect(box.x, `${what} starts at ${box.x}px`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what} ends at ${box.x + box.width}px`).toBeLessThanOrEqual(PHONE_WIDTH);
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const [scroll, client] = await page.locator('html').evaluate((html) => [html.scrollWidth, html.clientWidth]);
  expect(scroll, `the page is ${scroll}px wide on a ${client}px screen`).toBeLessThanOrEqual(client);
}

test('the notifications list opens within a phone’s screen, and closes with Escape', async ({ page }) => {
  await signInAsNewUser(page, 'influencer');
  await page.goto('/influencer-dashboard');
  const bell = page.getByRole('button', { name: 'Notifications' });
  await bell.click();
  const list = page.getByRole('dialog');
  await expectWithinScreen(list, 'the notifications list');
  await expectWithinScreen(list.getByText('No new notifications'), 'its empty state');
  await expectNoSidewaysScroll(page);
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(bell).toBeVisible();
});

test('an address with no page shows the whole 404 page on a phone, and its button leads home', async ({
  page,
  consoleGuard,
}) => {
  // The browser logs the address's own 404 answer.
  consoleGuard.allow(404);
  await page.goto('/no-such-page-here');
  const heading = page.getByRole('heading', { name: 'Oops! Page not found' });
  await expectWithinScreen(heading, 'the 404 heading');
  const home = page.getByRole('link', { name: 'Return to Home' });
  await expectWithinScreen(home, 'the way home');
  await expectNoSidewaysScroll(page);
  await home.click();
  await expectPath(page, '/');
});
