// The creator's rate card (issue 30): a creator fills it in on a phone-sized screen and saves it; a business then sees
// it in Find Influencers (the lowest rate on the card, the whole card in View Profile) and in the applicants dialog.
import {
  card,
  createCampaignViaApi,
  expect,
  expectPath,
  expectToast,
  joinViaApi,
  signInThroughForm,
  signUpViaApi,
  test,
  uniqueWord,
} from '../fixtures';

test('a creator saves a rate card; a business sees it in Find Influencers and among the applicants', async ({
  page,
  newAccount,
}) => {
  const business = await newAccount('smb');
  const campaignName = `Rate Card ${uniqueWord()}`;
  const campaignId = await createCampaignViaApi(business.request, { campaignName, privatePublic: 'Private' });

  // The creator, on a 390 px phone screen.
  await page.setViewportSize({ width: 390, height: 844 });
  const creatorName = `Rina ${uniqueWord()}`;
  await signUpViaApi(page.request, 'influencer', creatorName);
  await page.goto('/influencer-profile-settings');
  const rateCard = page.getByRole('region', { name: 'Rate card' });
  await expect(rateCard.getByRole('heading', { name: 'Rate card', level: 2 })).toBeVisible();
  const post = rateCard.getByRole('textbox', { name: 'Instagram post' });
  const reel = rateCard.getByRole('textbox', { name: 'Instagram Reel' });
  const video = rateCard.getByRole('textbox', { name: 'TikTok video' });
  await expect(post).toHaveValue('');

  // Too little is said beside the input, and nothing is saved.
  await post.fill('0.50');
  await rateCard.getByRole('button', { name: 'Save rate card' }).click();
  await expect(post).toHaveAccessibleDescription(/A rate must be at least \$1\.00/);

  await post.fill('120');
  await reel.fill('250.50');
  await video.fill('300');
  const save = rateCard.getByRole('button', { name: 'Save rate card' });
  await save.scrollIntoViewIfNeeded();
  await save.click();
  await expectToast(page, 'Rate card saved');
  await expect(post).not.toHaveAttribute('aria-invalid', 'true');

  // The card is kept: read back after a reload, and on the creator's own preview.
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Rate card' }).getByRole('textbox', { name: 'Instagram Reel' }),
  ).toHaveValue('$250.50');
  await page.getByRole('button', { name: 'Preview Profile' }).click();
  const preview = page.getByRole('dialog', { name: 'Profile Preview' });
  await expect(preview.getByRole('list', { name: `${creatorName}'s rates per post` })).toBeVisible();
  await preview.getByRole('button', { name: 'Close preview' }).click();
  await expect(preview).toBeHidden();

  // The creator applies to the business's private campaign.
  expect(await joinViaApi(page.request, campaignId, 'Happy to film a Reel.')).toBe('pending');

  // The business signs in on the same browser.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.context().clearCookies();
  await page.goto('/auth?role=smb&tab=signin');
  await signInThroughForm(page, business.email, business.password);
  await expectPath(page, '/smb-dashboard');

  // Find Influencers: the lowest rate on the creator's card, the whole card in View Profile.
  await page.goto(`/find-influencers?q=${encodeURIComponent(creatorName)}`);
  const creatorCard = card(page, creatorName);
  await expect(creatorCard.getByText('From $120.00 per post')).toBeVisible();
  await creatorCard.getByRole('button', { name: 'View Profile' }).click();
  const profile = page.getByRole('dialog', { name: 'Influencer Profile' });
  const rates = profile.getByRole('list', { name: `${creatorName}'s rates per post` }).getByRole('listitem');
  await expect(rates).toHaveText(['Instagram post$120.00', 'Instagram Reel$250.50', 'TikTok video$300.00']);
  await page.keyboard.press('Escape');
  await expect(profile).toBeHidden();

  // The applicants dialog.
  await page.goto('/smb-dashboard');
  await card(page, campaignName).getByRole('button', { name: 'Manage Influencers' }).click();
  const dialog = page.getByRole('dialog', { name: `Manage Influencers: ${campaignName}` });
  const row = dialog.getByRole('listitem', { name: creatorName });
  await expect(row.getByRole('list', { name: `${creatorName}'s rates per post` }).getByRole('listitem')).toHaveText([
    'Instagram post$120.00',
    'Instagram Reel$250.50',
    'TikTok video$300.00',
  ]);
});
