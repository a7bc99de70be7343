// Tax details (issue 29 item 5): on a 390 px phone, a creator reads why they are asked for and how much can still be
// withdrawn without them, fills the W-9 form (a wrong id refused first), and sees the details with the id masked, also
// after a reload; the page does not scroll sideways.
import type { Page } from '@playwright/test';
import { expect, expectToast, signUpViaApi, test } from '../fixtures';

const CERTIFY = 'Under penalties of perjury, I certify that the information above is correct.';

async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const doc = (
      globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }
    ).document.documentElement;
    return doc.scrollWidth - doc.clientWidth;
  });
}

test.describe('Tax details on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a creator fills the W-9 form and sees the tax id masked', async ({ page }) => {
    await signUpViaApi(page.request, 'influencer', 'Mia Lens');
    await page.goto('/earnings');
    const section = page.getByRole('region', { name: 'Tax details' });
    await expect(section.getByText(/need your tax details first: form W-9 data if you are a US person/)).toBeVisible();
    await expect(section.getByText(/You can withdraw up to \$600\.00 more this year without them\./)).toBeVisible();

    await section.getByRole('button', { name: 'Add tax details' }).click();
    const form = section.getByRole('form', { name: 'Tax details form' });
    await form.getByRole('textbox', { name: 'Legal name' }).fill('Mia Lens');
    await form.getByRole('combobox', { name: 'Country of residence' }).selectOption({ label: 'United States' });
    await expect(form.getByText('Form W-9 (US person).')).toBeVisible();
    await form.getByRole('textbox', { name: 'Tax id' }).fill('000-12-3456');
    await form.getByRole('textbox', { name: 'Address', exact: true }).fill('1 Main St');
    await form.getByRole('textbox', { name: 'City' }).fill('Austin');
    await form.getByRole('textbox', { name: 'State, province or region (optional)' }).fill('TX');
    await form.getByRole('textbox', { name: 'Postal code (optional)' }).fill('78701');
    await form.getByRole('checkbox', { name: CERTIFY }).check();
    await form.getByRole('button', { name: 'Save tax details' }).click();
    await expect(form.getByText('Enter a valid SSN or ITIN (9 digits, as 123-45-6789).')).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    await form.getByRole('textbox', { name: 'Tax id' }).fill('123-45-6789');
    await form.getByRole('button', { name: 'Save tax details' }).click();
    await expectToast(page, 'Tax details saved', 'Withdrawals past $600 a year can go ahead.');
    const onFile = section.getByRole('group', { name: 'Tax details on file' });
    await expect(onFile.getByText('•••-••-6789')).toBeVisible();
    await expect(onFile.getByText('United States')).toBeVisible();
    await expect(section.getByText('123-45-6789')).toHaveCount(0);
    await expect(section.getByRole('button', { name: 'Edit' })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    // Kept by the server: the same after a reload, and the id itself is in no answer.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Tax details' }).getByText('•••-••-6789')).toBeVisible();
    const status = await page.request.get('/api/creator/earnings/tax');
    expect(await status.text()).not.toContain('123-45-6789');
    expect(await status.text()).not.toContain('123456789');
  });
});
