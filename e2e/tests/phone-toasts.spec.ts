// On a phone an open navigation menu is never covered by a toast, and the toast stays in view (issue item 20); nor is
// an open dialog's title or close button (issue 30: Review Content, Profile Preview).
import { randomUUID } from 'node:crypto';
import type { Locator } from '@playwright/test';
import {
  card,
  createCampaignViaApi,
  expect,
  expectPath,
  joinViaApi,
  signInAsNewUser,
  test,
  toast,
  uniqueWord,
} from '../fixtures';

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

/** Fails when the two boxes share any area. */
async function expectApart(toastBox: Locator, other: Locator, what: string): Promise<void> {
  const [a, b] = [await toastBox.boundingBox(), await other.boundingBox()];
  expect(a, 'the toast has a box').not.toBeNull();
  expect(b, `${what} has a box`).not.toBeNull();
  if (!a || !b) return;
  const overlaps = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlaps, `the toast (${JSON.stringify(a)}) covers ${what} (${JSON.stringify(b)})`).toBe(false);
}

test('a toast raised in Review Content covers neither the dialog’s title nor its close button', async ({
  page,
  newAccount,
}) => {
  const word = uniqueWord();
  const name = `${word} Rye Loaf Week`;
  await signInAsNewUser(page, 'smb');
  const campaignId = await createCampaignViaApi(page.request, { campaignName: name });
  const creator = await newAccount('influencer', `Ivy ${word}`);
  expect(await joinViaApi(creator.request, campaignId)).toBe('approved');
  const posted = await creator.request.post(`/api/creator/campaigns/${campaignId}/content`, {
    data: { platform: 'instagram', videoUrl: `https://www.instagram.com/p/Rye${randomUUID().slice(0, 8)}/` },
  });
  expect(posted.status(), await posted.text()).toBe(201);

  await page.goto('/smb-dashboard');
  await card(page, name).getByRole('button', { name: 'Review Content' }).click();
  const dialog = page.getByRole('dialog', { name: `Review Content: ${name}` });
  const post = dialog.getByRole('article', { name: `Instagram post by Ivy ${word}` });
  await post.getByRole('button', { name: 'Record metrics' }).click();
  await post.getByRole('textbox', { name: 'Views' }).fill('2400');
  await post.getByRole('button', { name: 'Save figures' }).click();
  const recorded = toast(page, 'Metrics recorded', 'The figures are saved and marked as unverified.');
  await expect(recorded).toBeVisible();
  await expect(recorded).toBeInViewport();

  const title = dialog.getByRole('heading', { name: `Review Content: ${name}` });
  const close = dialog.getByRole('button', { name: 'Close dialog' });
  await expectApart(recorded, title, 'the dialog’s title');
  await expectApart(recorded, close, 'the close button');
  // While the toast is still up, the close button takes the click.
  await close.click({ timeout: 1_500 });
  await expect(dialog).toBeHidden();
  await expect(recorded).toBeVisible();
});

test('a toast raised before Profile Preview opens covers neither its title nor its close button', async ({ page }) => {
  await signInAsNewUser(page, 'influencer');
  await page.goto('/influencer-profile-settings');
  await page.getByLabel('Bio').fill('Weekend hikes and trail food.');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const saved = toast(page, 'Profile Updated');
  await expect(saved).toBeVisible();

  await page.getByRole('button', { name: 'Preview Profile' }).click();
  const preview = page.getByRole('dialog', { name: 'Profile Preview' });
  await expect(preview.getByText('Weekend hikes and trail food.')).toBeVisible();
  await expect(saved).toBeVisible();
  await expect(saved).toBeInViewport();
  await expectApart(saved, preview.getByRole('heading', { name: 'Profile Preview' }), 'the dialog’s title');
  const close = preview.getByRole('button', { name: 'Close preview' });
  await expectApart(saved, close, 'the close button');
  await close.click({ timeout: 1_500 });
  await expect(preview).toBeHidden();
});
