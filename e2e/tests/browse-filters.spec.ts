// Browse Campaigns filters (C2, C8) made in quick succession: each change builds on the one before it, so none is
// dropped from the address bar or from the results.
import { card, createCampaignViaApi, expect, signUpViaApi, test, uniqueWord } from '../fixtures';

test('two filters chosen back to back both stay in the address bar and both narrow the results', async ({
  page,
  newAccount,
}) => {
  const business = await newAccount('smb');
  const word = uniqueWord();
  const gamingPublic = `${word} Speedrun Night`;
  const gamingPrivate = `${word} Closed Beta`;
  const foodPublic = `${word} Street Food`;
  await createCampaignViaApi(business.request, {
    campaignName: gamingPublic,
    campaignNiche: 'Gaming',
    privatePublic: 'Public',
  });
  await createCampaignViaApi(business.request, {
    campaignName: gamingPrivate,
    campaignNiche: 'Gaming',
    privatePublic: 'Private',
  });
  await createCampaignViaApi(business.request, {
    campaignName: foodPublic,
    campaignNiche: 'Food & Beverage',
    privatePublic: 'Public',
  });

  await signUpViaApi(page.request, 'influencer');
  await page.goto('/browse-campaigns');
  const bar = page.getByRole('search', { name: 'Filter campaigns' });
  await bar.getByRole('searchbox', { name: 'Search campaigns' }).fill(word);
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === word);
  await expect(page.getByText('3 campaigns', { exact: true })).toBeVisible();

  // Two choices back to back on a slow phone: the second comes before the page has rendered the first. (Without
  // the slowdown the first render usually wins the race and the test would pass on the faulty code as well.)
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await Promise.all([
    bar.getByRole('combobox', { name: 'Niche' }).selectOption('Gaming'),
    bar.getByRole('combobox', { name: 'Visibility' }).selectOption('Public'),
  ]);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

  await expect(page).toHaveURL(
    (url) =>
      url.searchParams.get('q') === word &&
      url.searchParams.get('niche') === 'Gaming' &&
      url.searchParams.get('visibility') === 'public',
  );
  await expect(bar.getByRole('combobox', { name: 'Niche' })).toHaveValue('Gaming');
  await expect(bar.getByRole('combobox', { name: 'Visibility' })).toHaveValue('public');
  await expect(page.getByText('1 campaign', { exact: true })).toBeVisible();
  await expect(card(page, gamingPublic)).toBeVisible();
  await expect(card(page, gamingPrivate)).toBeHidden();
  await expect(card(page, foodPublic)).toBeHidden();
});
