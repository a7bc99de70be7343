// Menus whose code loads when their button is first pointed at or pressed (issue 31): a press made before the code
// arrives is not lost, and the menu then behaves as one loaded with the page (focus in, arrows, Escape back to the
// button, a second press closes it). The menu's chunk is held back here until after the press.
import { card, createCampaignViaApi, expect, signUpViaApi, test } from '../fixtures';

test('a campaign menu pressed from the keyboard before its code arrives opens when it does', async ({ page }) => {
  await signUpViaApi(page.request, 'smb');
  const name = `Spring Launch ${Date.now().toString(36)}`;
  await createCampaignViaApi(page.request, { campaignName: name, intent: 'launch' });
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const requested: string[] = [];
  // The chunk Vite names after campaign-actions-dropdown.tsx.
  await page.route(/\/assets\/campaign-actions-dropdown-[\w-]+\.js$/, async (route) => {
    requested.push(route.request().url());
    await held;
    await route.continue();
  });

  await page.goto('/smb-dashboard');
  const button = card(page, name).getByRole('button', { name: `Campaign actions for ${name}` });
  await expect(button).toHaveAttribute('aria-haspopup', 'menu');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => requested.length).toBe(1);
  await expect(page.getByRole('menu')).toHaveCount(0);

  release();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  // As Mantine's menu does when opened from the keyboard in Chromium: the first item takes the focus.
  await expect(menu.getByRole('menuitem', { name: 'Edit Campaign' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Pause Campaign' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('Space');
  await expect(menu).toBeVisible();
  await button.click();
  await expect(menu).toHaveCount(0);
  await button.click();
  await menu.getByRole('menuitem', { name: 'Pause Campaign' }).click();
  await expect(page.getByRole('dialog', { name: 'Pause Campaign' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog', { name: 'Pause Campaign' })).toHaveCount(0);

  // The account menu, pressed with the pointer: Escape returns to its button too.
  const account = page.getByRole('button', { name: /Account menu/ });
  await account.click();
  await expect(page.getByRole('menuitem', { name: 'Profile Settings' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: 'Profile Settings' })).toHaveCount(0);
  await expect(account).toBeFocused();
});
