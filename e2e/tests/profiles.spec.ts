// Profiles (issue 9; B2 Business Profile Settings, C2 Profile Settings, B8/C8 toasts): a business and a creator fill
// in their profiles, upload a logo or picture through the file chooser, see it in the preview and the top bar, reload
// and find everything saved. A file that is not an image is refused with the server's reason.
import type { Page } from '@playwright/test';
import { expect, expectToast, signUpViaApi, test } from '../fixtures';

/** Two small PNGs drawn for these tests (96x96: a disc on a square), different so each upload is a new image. */
const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAABgCAMAAADVRocKAAABGlBMVEXywU7mvU7BsVHjvE4whVvWuFDJtFEef1ztv07uwE7sv0/DslKzrVIzhlsxhVsnglsmglskgVuhqFNTj1lSj1mlqVTEslG+sVHAslJllVe9sFK7sFIyhVqEnlVZklhXkVhXkFikqVMoglwjgVzxwE7vwE7uv07CslG9sVGZpVTnvU/lvU/kvE/hvE+1rlK0rVKyrVKBnlXZuVBVkFgpg1uCnlYlgVt9nFZ6nFZUkFl5m1ZRj1kqg1ycplPLtVHEs1Gdp1SaplSZplS/sVGXpVSYpFRolldmlVdjlVdilFe5sFK5r1K4r1I1hlpolliDn1U3h1uoqlI2hlt+nVVakVgrg1sog1uqq1OoqlPMtVDKtVB8nVajqFPIs1DbCYJ4AAAACXBIWXMAAAsTAAALEwEAmpwYAAACCUlEQVRoge3YZ1IbQRAF4Kew9CqhnCOYJIRBViY7gHMCBxzvfw2Xf8q10nT3SlVyMe8A76vq2Z3dGdCSAwuYYkdkjB2RMXZExtgRGXOPRpT8XN8oOAeue+AUfn1oJBcLJMbBHUxlp/SztjDg+HAbHtk+yi4EaO1iZoJ930Aij7mJf/QHPN+f3w8Eyj6A0TkYeZrWAptvOP3A3pkOCP/g9QNrYQ0wWOP2A9+/yIHRHr8fqKbFwGNJP9CWAi9k/cB7GfDO+Pz/m0BCBNxBnBsJ0JL3A1kBENQAMT5wrOkHcmzgUAfEucB6RAdE1pnAJ10/MGECqiX+myIPSLpQxk2ygIa2H2iygLoeeMQCNvRAhgUU9ECMBfT0gMMCQnrgIQtQP6VAdDWA0LJH1Fv2Il/qgd3VeNHqy94qGnqgxQJS+u06xQKopAUqxAPGWuBkVT76dKQDusQFsjrglA3olrlCfKCv6N/KSX7fv8mBPEmAREDa36nJjlBlKfBSegh8Iuu/IimQrkr6Xz8QA/RVcBC/OFNdJbCF36qrBKLNt7z+6kB7nZNuc/qvZ87fCBCVje9D55W/K7Vafmtuf/zW96Vg9tns+qL3/iMDiHJxzy9QpOu5PysAovCkGJ1uj1ZO5jybYoCIUs1hJuaEXDfkxDLDpsf/g09AGwsYY0dkjB2RMXZExtgRGfP/j+gPde3HnZFuYekAAAAASUVORK5CYII=',
  'base64',
);
const PICTURE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAABgCAMAAADVRocKAAABEVBMVEVNq/emRoK/KWCkR4NdmeK4MWlnjdXCJVxQqPNPqfRwg8i9K2JWoux6eLy3MWpQp/O9KmNTo+23MmtojNN4er+LZKVric+KZaZmjtajSYW3MmpqitFpitF+c7ajSYahS4d5er5pjNObUo9OqvaLZKS8LWZnjNS/KGC+KWFxgsiPX5+lSIRWoeukR4RcmuRvhMlridCQX6BvhMqNYKFVou1Uou29K2RUpO5kkNlOqfW7LGWmRYFjkdq1NG1sh81hlNtik9t8drmbU5B2fMC1NG5sh86aU5F/crSAcbSOYaB1fcKZVJN0fcNlkNidUI14eb28LGSNYqJpi9J9dLecUY67LmW1M2xthsxkktp8dbihS4iPYR1YAAAACXBIWXMAAAsTAAALEwEAmpwYAAACBElEQVRoge3Y91LCQBAG8AVCNoTeexEFwQ52xd57r+//II5/6gRudwMzON73AN9vZnO55A5wxAENqKJHpIwekTJ6RMroESnzj0YU+8zWcsaKZa0Yubt0NTZcILGcDMCPBCYuCkMDZrub4JDNRd9QgHwT+iY57xpIpGBg7GN3wOn64H6AeN0F0PoAQspeKbC2S+kHWGrIAP87rR+g55cAWxvUfoC9Fz7QWqL3A2S8bOCA0w9Q5gKHvH6AKx7wqlz/vxNPsIBrYOeIA+T5/QA+BpCUACYdmJX0A3jIQFcG2FQg8uvrRU0gQgQeQJgOERA94u+UaEDMAmGsGAmoSvsBKiQgKwemSEBNDoRJQE4OmCRgQQ4YJCAkB+ZIgHiVAkTHAwiNekQLo37IphxojseLlh31VlGVA3kSEJRv10ESgBNSoIg0YFkKzIzLRx8XZUAbqYBPBmyTAdljLiIdmBf0T3o4v++XfCCFHCAR5/avFnhHqDoXeOYeAp94/efIBbwZTv/JNBvAe8ZBfL8hukroUftvRFcJiGtvtP7MlvQ6x1um9J/1nb8SQKwr34fVW3dXaoXU5MB+e8f1paDvsX99yXn/4QGIHtvxCxRoO+7PAgDR3ylFf7ZHizMD1iYbQMRgJR02jZBlhQwznK44/D+4BKTRgDJ6RMroESmjR6SMHpEyf39EX8RFxq9KcAndAAAAAElFTkSuQmCC',
  'base64',
);

/** Chooses `file` in the file chooser that the button named `button` opens, the way a person picks a file. */
async function chooseFile(page: Page, button: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button, exact: true }).click();
  await (await chooser).setFiles(file);
}

/** The published image an image field or preview shows (a <picture> whose <img> is named by `alt`). */
function imageNamed(page: Page, alt: string) {
  return page.getByRole('img', { name: alt, exact: true });
}

/** The picture in the top bar's account menu button. */
function accountMenuPicture(page: Page) {
  return page
    .getByRole('banner')
    .getByRole('button', { name: /Account menu/ })
    .locator('img');
}

const chips = (page: Page, group: string) => page.getByRole('group', { name: group, exact: true });

/** Clicks a chip the way a person does: on its label (the checkbox inside is visually hidden). */
async function pickChip(page: Page, group: string, name: string) {
  await chips(page, group).getByText(name, { exact: true }).click();
  await expect(chips(page, group).getByRole('checkbox', { name, exact: true })).toBeChecked();
}

test('a business fills its profile, uploads a logo, previews it and finds it all after a reload', async ({ page }) => {
  await signUpViaApi(page.request, 'smb', 'Dana Brooks');
  await page.goto('/smb-profile-settings');
  await expect(page.getByRole('heading', { name: 'Business Profile Settings', level: 1 })).toBeVisible();
  for (const section of ['Business Information', 'Contact Information', 'Campaign Preferences', 'Payment Setup'])
    await expect(page.getByRole('heading', { name: section, level: 2 })).toBeVisible();
  await expect(page.getByLabel('Business Email')).not.toBeEditable();
  // No fake "Connected": payments are honestly not connected yet.
  await expect(page.getByText('Not connected', { exact: true })).toBeVisible();

  // Before any upload the top bar shows initials.
  await expect(accountMenuPicture(page)).toHaveCount(0);
  await chooseFile(page, 'Upload logo', { name: 'logo.png', mimeType: 'image/png', buffer: LOGO_PNG });
  await expectToast(page, 'Logo uploaded successfully!');
  await expect(page.getByRole('button', { name: 'Change logo', exact: true })).toBeVisible();
  await expect(accountMenuPicture(page)).toHaveAttribute('src', /^\/files\/images\/.+\/logo-[0-9a-f]{16}-400\.webp$/);

  await page.getByLabel('Business Bio').fill('Sourdough and pastries baked daily in Leeds.');
  await page.getByLabel('Preferred Industry').selectOption({ label: 'Real Estate' });
  await page.getByLabel('Phone Number').fill('+44 113 496 0000');
  await page.getByLabel('Location').fill('United Kingdom');
  await page.getByLabel('Website').fill('https://brooksbakery.example.com');
  await page.getByLabel('Instagram').fill('@brooksbakery');
  await page.getByLabel('Campaign Budget').selectOption({ label: '$1K - $5K' });
  await page.getByLabel('Target Audience').selectOption('Parents');
  await pickChip(page, 'Content Niches', 'Food');
  await pickChip(page, 'Preferred Content Types', 'Reels/Short Videos');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Profile Updated', 'Your business profile has been saved successfully.');

  await page.getByRole('button', { name: 'Preview Public Profile' }).click();
  const preview = page.getByRole('dialog');
  await expect(preview.getByText('Sourdough and pastries baked daily in Leeds.')).toBeVisible();
  await expect(preview.getByText('Brooks Bakery')).toBeVisible();
  await expect(preview.getByRole('link', { name: '@brooksbakery' })).toHaveAttribute(
    'href',
    'https://www.instagram.com/brooksbakery/',
  );
  // Only public fields: never the phone number or the email.
  await expect(preview.getByText('+44 113 496 0000')).toHaveCount(0);
  await expect(preview.getByRole('img', { name: 'Brooks Bakery logo' })).toHaveAttribute('src', /logo-[0-9a-f]{16}/);
  await preview.getByRole('button', { name: 'Close preview' }).click();

  await page.reload();
  await expect(page.getByLabel('Business Bio')).toHaveValue('Sourdough and pastries baked daily in Leeds.');
  await expect(page.getByLabel('Preferred Industry')).toHaveValue('real-estate');
  await expect(page.getByLabel('Instagram')).toHaveValue('brooksbakery');
  await expect(page.getByLabel('Campaign Budget')).toHaveValue('1k-5k');
  await expect(chips(page, 'Content Niches').getByRole('checkbox', { name: 'Food', exact: true })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Change logo', exact: true })).toBeVisible();
  await expect(accountMenuPicture(page)).toBeVisible();

  // Removing the logo brings the initials back.
  await page.getByRole('button', { name: 'Remove logo' }).click();
  await expectToast(page, 'Logo deleted successfully!');
  await expect(page.getByRole('button', { name: 'Upload logo', exact: true })).toBeVisible();
  await expect(accountMenuPicture(page)).toHaveCount(0);
});

test('a creator fills its profile, uploads a picture, previews it and finds it all after a reload', async ({
  page,
}) => {
  await signUpViaApi(page.request, 'influencer', 'Riley Moss');
  await page.goto('/influencer-profile-settings');
  await expect(page.getByRole('heading', { name: 'Profile Settings', level: 1 })).toBeVisible();
  for (const section of [
    'Basic Information',
    'Social Media + Platforms',
    'Niche & Categories',
    'Collaboration Preferences',
  ])
    await expect(page.getByRole('heading', { name: section, level: 2 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).not.toBeEditable();

  await chooseFile(page, 'Upload profile picture', { name: 'me.png', mimeType: 'image/png', buffer: PICTURE_PNG });
  await expectToast(page, 'Success', 'Profile picture uploaded.');
  await expect(accountMenuPicture(page)).toHaveAttribute(
    'src',
    /^\/files\/images\/.+\/profile-picture-[0-9a-f]{16}-400\.webp$/,
  );
  await chooseFile(page, 'Add image', { name: 'work.png', mimeType: 'image/png', buffer: LOGO_PNG });
  await expectToast(page, 'Success', 'Portfolio image added.');
  await expect(page.getByText('1 of 5 images')).toBeVisible();

  await page.getByRole('textbox', { name: 'Date of Birth' }).fill('1997-05-14');
  await page.getByLabel('Bio').fill('Weekend hikes and trail food.');
  await page.getByLabel('Instagram', { exact: true }).fill('@riley.outdoors');
  await page.getByLabel('Instagram Followers').fill('12500');
  await page.getByLabel('TikTok', { exact: true }).fill('rileymoss');
  await pickChip(page, 'Content Niches', 'Travel');
  const tags = page.getByRole('textbox', { name: 'Hashtags & Keywords' });
  await tags.fill('trail running');
  await tags.press('Enter');
  await pickChip(page, 'Preferred Industries', 'Travel & Tourism');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Profile Updated');

  await page.getByRole('button', { name: 'Preview Profile' }).click();
  const preview = page.getByRole('dialog');
  await expect(preview.getByText('Riley Moss')).toBeVisible();
  await expect(preview.getByText('Weekend hikes and trail food.')).toBeVisible();
  await expect(preview.getByText('12.5K followers')).toBeVisible();
  await expect(preview.getByRole('link', { name: '@rileymoss' })).toHaveAttribute(
    'href',
    'https://www.tiktok.com/@rileymoss',
  );
  await expect(preview.getByText('Travel', { exact: true })).toBeVisible();
  await expect(preview.getByText('1997-05-14')).toHaveCount(0);
  await expect(preview.getByRole('img', { name: "Riley Moss's profile picture" })).toBeVisible();
  await expect(preview.getByRole('img', { name: 'Portfolio image 1 of 1' })).toBeVisible();
  await preview.getByRole('button', { name: 'Close preview' }).click();

  await page.reload();
  await expect(page.getByLabel('Bio')).toHaveValue('Weekend hikes and trail food.');
  await expect(page.getByRole('textbox', { name: 'Date of Birth' })).toHaveValue('1997-05-14');
  await expect(page.getByLabel('Instagram', { exact: true })).toHaveValue('riley.outdoors');
  await expect(page.getByLabel('Instagram Followers')).toHaveValue('12,500');
  await expect(chips(page, 'Content Niches').getByRole('checkbox', { name: 'Travel', exact: true })).toBeChecked();
  await expect(page.getByText('1 of 5 images')).toBeVisible();
  await expect(imageNamed(page, 'Portfolio image 1')).toBeVisible();
  await expect(accountMenuPicture(page)).toBeVisible();
});

test('a file that is not an image is refused with the reason, and nothing is shown', async ({ page, consoleGuard }) => {
  consoleGuard.allow(415);
  await signUpViaApi(page.request, 'smb');
  await page.goto('/smb-profile-settings');
  await chooseFile(page, 'Upload logo', {
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('this is a text file renamed to .png\n'),
  });
  await expectToast(
    page,
    'Upload Error',
    'Failed to upload logo image: This file is not an image we accept. Please choose a JPEG, PNG, WebP, AVIF or GIF image.',
  );
  await expect(page.getByRole('button', { name: 'Upload logo', exact: true })).toBeVisible();
  await expect(accountMenuPicture(page)).toHaveCount(0);
});
