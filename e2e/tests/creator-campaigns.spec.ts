// The creator campaign workflow (C2 "Browse Campaigns", "Creator Dashboard", "Help guide"; C4; C5; C8; C9):
// search and filter, join a Public campaign, apply to a Private one, the business's acceptance, content upload,
// leaving for good, and the help guide's links. Every business and campaign is made by the test itself through the
// API, with a unique word in its name the creator searches for, so the tests also run on a shared PostgreSQL
// database without demo data.
import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from '@playwright/test';
import {
  type AccountSession,
  agreeToTermsAndSubmit,
  card,
  collectPageErrors,
  createCampaignViaApi,
  expect,
  expectPath,
  expectToast,
  isoDaysFromToday,
  joinViaApi,
  openTab,
  signInThroughForm,
  signUpViaApi,
  summaryCard,
  test,
  uniqueWord,
} from '../fixtures';

// ---------------------------------------------------------------------------------------------------------------
// Helpers

/**
 * A start date later than any other campaign's, so these campaigns head the browse list's default sort (Newest, by
 * start date) without a search. Each browser-test run has a database of its own (seed data starts within weeks of
 * today, other specs within two months), and campaign dates may lie at most a year ahead: 300 days does it.
 */
function startDateAheadOfEveryone(): string {
  return isoDaysFromToday(300);
}

/** Text on a card that is not a button's label (a badge reading 'Applied' beside the disabled 'Applied' button). */
function badge(scope: Locator, text: string): Locator {
  return scope.getByText(text, { exact: true }).locator('xpath=self::*[not(ancestor::button)]');
}

function filterBar(page: Page) {
  const bar = page.getByRole('search', { name: 'Filter campaigns' });
  return {
    search: bar.getByRole('searchbox', { name: 'Search campaigns' }),
    niche: bar.getByRole('combobox', { name: 'Niche' }),
    visibility: bar.getByRole('combobox', { name: 'Visibility' }),
  };
}

async function openBrowse(page: Page) {
  await page.goto('/browse-campaigns');
  await expect(page.getByRole('heading', { name: 'Browse Campaigns', level: 1 })).toBeVisible();
}

/** Types into the search box and waits until the search is in the URL (it is applied after a pause). */
async function searchFor(page: Page, text: string) {
  await filterBar(page).search.fill(text);
  await expect(page).toHaveURL((url) => url.pathname === '/browse-campaigns' && url.searchParams.get('q') === text);
}

async function openDashboard(page: Page) {
  await page.goto('/influencer-dashboard');
  await expect(page.getByRole('heading', { name: 'Creator Dashboard' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'My Campaigns' })).toBeVisible();
}

/**
 * A signed-in page for the business in its own browser context, signed in through the Sign In form, with the
 * same console-error check the fixture applies to `page`. Call `close()` at the end: it fails on logged errors.
 */
async function businessPage(browser: Browser, baseURL: string, business: AccountSession) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const errors = collectPageErrors(page);

  await page.goto('/auth?role=smb');
  await expect(page.getByText('Selected: Business Account')).toBeVisible();
  await signInThroughForm(page, business.email, business.password);
  await expectPath(page, '/smb-dashboard');
  await expect(page.getByRole('heading', { name: 'Campaign Dashboard' })).toBeVisible();

  return {
    page,
    async close() {
      await context.close();
      expect(errors, "the business's page logged errors").toEqual([]);
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// 1. Search and filters

test('a creator searches and filters the live campaigns, then clears the filters', async ({ page, newAccount }) => {
  const brand = await newAccount('smb');
  const word = uniqueWord();
  const otherWord = uniqueWord();
  const start = startDateAheadOfEveryone();
  const tasting = `${word} Tasting Tour`;
  const gadget = `${word} Gadget Review`;
  const unboxing = `${otherWord} Gadget Unboxing`;
  await createCampaignViaApi(brand.request, { campaignName: tasting, privatePublic: 'Public', startDate: start });
  await createCampaignViaApi(brand.request, {
    campaignName: gadget,
    campaignNiche: 'Technology',
    campaignDescription: 'Review our new kitchen gadget in a short video.',
    privatePublic: 'Private',
    startDate: start,
  });
  await createCampaignViaApi(brand.request, {
    campaignName: unboxing,
    campaignNiche: 'Technology',
    campaignDescription: 'Unbox our new kitchen gadget in a short video.',
    privatePublic: 'Public',
    startDate: start,
  });

  await signUpViaApi(page.request, 'influencer');
  await openBrowse(page);
  const filters = filterBar(page);

  // The search: only the two campaigns with the word, and the word in the URL.
  await searchFor(page, word);
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(card(page, tasting)).toBeVisible();
  await expect(card(page, gadget)).toBeVisible();
  await expect(card(page, unboxing)).toHaveCount(0);
  await expect(page.getByText('2 campaigns', { exact: true })).toBeVisible();

  // A niche narrows it to the Technology one.
  await filters.niche.selectOption('Technology');
  await expect(page).toHaveURL((url) => url.searchParams.get('niche') === 'Technology');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card(page, gadget)).toBeVisible();
  await expect(card(page, gadget).getByText('Private', { exact: true })).toBeVisible();
  await expect(page.getByText('1 campaign', { exact: true })).toBeVisible();

  // Visibility instead of niche: the Public one.
  await filters.niche.selectOption({ label: 'All niches' });
  await filters.visibility.selectOption({ label: 'Public' });
  await expect(page).toHaveURL(
    (url) => url.searchParams.get('visibility') === 'public' && !url.searchParams.has('niche'),
  );
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card(page, tasting)).toBeVisible();
  await expect(card(page, tasting).getByText('Public', { exact: true })).toBeVisible();

  // Both together match nothing (the Technology one is Private).
  await filters.niche.selectOption('Technology');
  await expect(page.getByText('No campaigns match your filters')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);

  // Clear filters empties the search and every filter, and the campaigns are back (with the third one too: these
  // start later than any other campaign, so they head the unfiltered list).
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/browse-campaigns' && url.search === '');
  await expect(filters.search).toHaveValue('');
  await expect(filters.niche).toHaveValue('');
  await expect(filters.visibility).toHaveValue('');
  await expect(card(page, tasting)).toBeVisible();
  await expect(card(page, gadget)).toBeVisible();
  await expect(card(page, unboxing)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear filters' })).toHaveCount(0);
});

// ---------------------------------------------------------------------------------------------------------------
// 2. Join a Public campaign

test('a creator joins a public campaign and finds it active on the dashboard', async ({ page, newAccount }) => {
  const brand = await newAccount('smb');
  const word = uniqueWord();
  const name = `${word} Brunch Reels`;
  await createCampaignViaApi(brand.request, { campaignName: name, privatePublic: 'Public' });

  await signUpViaApi(page.request, 'influencer');
  await openBrowse(page);
  await searchFor(page, word);
  const browseCard = card(page, name);
  await expect(browseCard.getByText(brand.companyName!, { exact: true })).toBeVisible();
  await browseCard.getByRole('button', { name: 'Join Campaign' }).click();
  const joinDialog = page.getByRole('dialog', { name: `Join ${name}` });
  await agreeToTermsAndSubmit(joinDialog, 'Join Campaign');

  await expectToast(page, 'Campaign Joined!', "You've joined this campaign. You can start creating content.");
  await expect(joinDialog).toBeHidden();
  await expect(badge(browseCard, 'Applied')).toBeVisible();
  await expect(browseCard.getByRole('button', { name: 'Applied' })).toBeDisabled();
  await expect(browseCard.getByRole('button', { name: 'Join Campaign' })).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Dashboard' }).click();
  await expectPath(page, '/influencer-dashboard');
  const dashboardCard = card(page, name);
  await expect(dashboardCard.getByText('Active', { exact: true })).toBeVisible();
  await expect(dashboardCard.getByText(`by ${brand.companyName}`, { exact: true })).toBeVisible();
  await expect(summaryCard(page, 'Active Campaigns')).toContainText('1');
  await expect(summaryCard(page, 'Total Campaigns')).toContainText('1');

  await openTab(page, 'Active');
  await expect(card(page, name).getByText('Active', { exact: true })).toBeVisible();
  await openTab(page, 'Pending');
  await expect(card(page, name)).toHaveCount(0);
  await expect(page.getByText('No pending applications')).toBeVisible();
});

// ---------------------------------------------------------------------------------------------------------------
// 3. Apply to a Private campaign

test('a creator applies to a private campaign with a message and waits for approval', async ({ page, newAccount }) => {
  const brand = await newAccount('smb');
  const word = uniqueWord();
  const name = `${word} Chef Table`;
  const message = `I film weekly food reels in Portland (${word}).`;
  await createCampaignViaApi(brand.request, { campaignName: name, privatePublic: 'Private' });

  await signUpViaApi(page.request, 'influencer');
  await openBrowse(page);
  await searchFor(page, word);
  const browseCard = card(page, name);
  await expect(browseCard.getByText('Private', { exact: true })).toBeVisible();
  await browseCard.getByRole('button', { name: 'Apply' }).click();

  const dialog = page.getByRole('dialog', { name: `Apply to ${name}` });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByText(`This campaign is private: ${brand.companyName} reviews each application.`),
  ).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Application message' }).fill(message);
  await agreeToTermsAndSubmit(dialog, 'Submit Application');

  await expectToast(page, 'Application Submitted!', 'The brand will review your application.');
  await expect(dialog).toBeHidden();
  await expect(badge(browseCard, 'Applied')).toBeVisible();
  await expect(browseCard.getByRole('button', { name: 'Applied' })).toBeDisabled();

  await openDashboard(page);
  await expect(card(page, name).getByText('Pending Approval', { exact: true })).toBeVisible();
  // No Upload Content before the brand approves.
  await expect(card(page, name).getByRole('button', { name: 'Upload Content' })).toHaveCount(0);
  await openTab(page, 'Pending');
  await expect(card(page, name).getByText('Pending Approval', { exact: true })).toBeVisible();
  await openTab(page, 'Active');
  await expect(card(page, name)).toHaveCount(0);

  // View Details shows the message that was sent.
  await openTab(page, 'My Campaigns');
  await card(page, name).getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: `Campaign Details: ${name}` });
  await expect(details.getByText(message, { exact: true })).toBeVisible();
});

// ---------------------------------------------------------------------------------------------------------------
// 4. The business accepts the application

test('the business accepts a pending application and the creator then sees the campaign active', async ({
  page,
  newAccount,
  browser,
  baseURL,
}) => {
  const brand = await newAccount('smb');
  const word = uniqueWord();
  const name = `${word} Bakery Morning`;
  const message = `Pick me, I post daily bakery stories (${word}).`;
  const campaignId = await createCampaignViaApi(brand.request, { campaignName: name, privatePublic: 'Private' });

  const creator = await signUpViaApi(page.request, 'influencer');
  expect(await joinViaApi(page.request, campaignId, message)).toBe('pending');
  await openDashboard(page);
  await expect(card(page, name).getByText('Pending Approval', { exact: true })).toBeVisible();

  const smb = await businessPage(browser, baseURL ?? '', brand);
  await card(smb.page, name).getByRole('button', { name: 'Manage Influencers' }).click();
  const dialog = smb.page.getByRole('dialog', { name: `Manage Influencers: ${name}` });
  await expect(dialog).toBeVisible();
  const applicant = dialog.getByRole('listitem', { name: creator.name });
  await expect(applicant.getByText('Pending', { exact: true })).toBeVisible();
  await expect(applicant.getByText(`“${message}”`)).toBeVisible();
  await applicant.getByRole('button', { name: `Accept ${creator.name}` }).click();
  await expectToast(smb.page, 'Applicant accepted', 'The influencer has been accepted for your campaign.');
  await expect(applicant.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(applicant.getByRole('button', { name: `Accept ${creator.name}` })).toHaveCount(0);
  await smb.close();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Creator Dashboard' })).toBeVisible();
  await expect(card(page, name).getByText('Active', { exact: true })).toBeVisible();
  await expect(card(page, name).getByText('Pending Approval', { exact: true })).toHaveCount(0);
  await expect(card(page, name).getByRole('button', { name: 'Upload Content' })).toBeVisible();
  await openTab(page, 'Active');
  await expect(card(page, name)).toBeVisible();
  await openTab(page, 'Pending');
  await expect(card(page, name)).toHaveCount(0);
});

// ---------------------------------------------------------------------------------------------------------------
// 5. Upload content

test('a creator uploads a post link to an approved live campaign; a wrong link is refused', async ({
  page,
  newAccount,
}) => {
  const brand = await newAccount('smb');
  const word = uniqueWord();
  const name = `${word} Taco Week`;
  const postUrl = `https://www.instagram.com/p/${word}${randomUUID().slice(0, 6)}/`;
  const campaignId = await createCampaignViaApi(brand.request, { campaignName: name, privatePublic: 'Public' });

  await signUpViaApi(page.request, 'influencer');
  expect(await joinViaApi(page.request, campaignId)).toBe('approved');
  // The uploads the page sends, in the order the browser made them.
  const contentPosts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/content')) contentPosts.push(r.url());
  });

  await openDashboard(page);
  const campaignCard = card(page, name);
  const slots = campaignCard.getByRole('list', { name: `Content for ${name}` });
  await expect(campaignCard.getByText('0 of 3 slots used')).toBeVisible();
  await expect(slots.getByText('Empty slot')).toHaveCount(3);

  await campaignCard.getByRole('button', { name: 'Upload Content' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Content' });
  await expect(dialog).toBeVisible();
  const instagram = dialog.getByRole('radio', { name: 'Instagram' });
  const url = dialog.getByRole('textbox', { name: 'Post URL' });
  const submit = dialog.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await instagram.check();
  await expect(submit).toBeDisabled();

  // A profile link, not a post: refused next to the field, nothing sent.
  await url.fill('https://www.instagram.com/someone/');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(dialog.getByText('Please enter a valid Instagram post URL', { exact: true })).toBeVisible();
  await expect(url).toHaveAttribute('aria-invalid', 'true');
  expect(contentPosts).toEqual([]);
  await expect(dialog).toBeVisible();
  await expect(campaignCard.getByText('0 of 3 slots used')).toBeVisible();

  // A post link: submitted, the dialog closes and the post fills the first slot.
  await url.fill(postUrl);
  await expect(dialog.getByText('Please enter a valid Instagram post URL')).toHaveCount(0);
  await submit.click();
  await expectToast(page, 'Content uploaded', 'You can track metrics and earnings here.');
  await expect(dialog).toBeHidden();
  // One upload in all: the refused profile link was never sent, not even late (its request would have come first).
  expect(contentPosts).toHaveLength(1);
  await expect(campaignCard.getByText('1 of 3 slots used')).toBeVisible();
  const post = slots.getByRole('link', { name: 'View Instagram post 1 (opens in a new tab)' });
  await expect(post).toHaveAttribute('href', postUrl);
  await expect(slots.getByRole('listitem').first().getByText('Instagram', { exact: true })).toBeVisible();
  await expect(slots.getByText('Empty slot')).toHaveCount(2);

  // It opens empty again.
  await campaignCard.getByRole('button', { name: 'Upload Content' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Instagram' })).not.toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'TikTok' })).not.toBeChecked();
  await expect(url).toHaveValue('');
  await expect(submit).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // The post stays after a reload (it was stored, not just shown).
  await page.reload();
  await expect(card(page, name).getByText('1 of 3 slots used')).toBeVisible();
  await expect(post).toHaveAttribute('href', postUrl);
});

// ---------------------------------------------------------------------------------------------------------------
// 6. Leave a campaign

test('a creator leaves a campaign after confirming and cannot rejoin it', async ({ page, newAccount }) => {
  const brand = await newAccount('smb');
  const word = uniqueWord();
  const name = `${word} Coffee Stories`;
  const campaignId = await createCampaignViaApi(brand.request, { campaignName: name, privatePublic: 'Public' });

  await signUpViaApi(page.request, 'influencer');
  expect(await joinViaApi(page.request, campaignId)).toBe('approved');
  await openDashboard(page);
  const campaignCard = card(page, name);
  await expect(campaignCard.getByText('Active', { exact: true })).toBeVisible();

  // Cancel keeps the campaign.
  await campaignCard.getByRole('button', { name: `Campaign options for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Leave Campaign' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave Campaign' });
  await expect(
    dialog.getByText('Once you leave, you may not rejoin this campaign. This cannot be undone.', { exact: true }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(campaignCard).toBeVisible();

  // Confirming leaves it.
  await campaignCard.getByRole('button', { name: `Campaign options for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Leave Campaign' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Leave Campaign' }).click();
  await expectToast(page, 'Left campaign', 'You have successfully left the campaign.');
  await expect(dialog).toBeHidden();
  await expect(campaignCard).toHaveCount(0);
  await expect(page.getByText('No campaigns yet')).toBeVisible();
  await expect(summaryCard(page, 'Total Campaigns')).toContainText('0');

  // Still gone after a reload; the empty state leads to Browse Campaigns, where the card says why it cannot be joined.
  await page.reload();
  await expect(page.getByText('No campaigns yet')).toBeVisible();
  await expect(campaignCard).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'Browse Campaigns' }).click();
  await expectPath(page, '/browse-campaigns');
  await searchFor(page, word);
  const browseCard = card(page, name);
  await expect(browseCard.getByText('Left Campaign', { exact: true })).toBeVisible();
  await expect(browseCard.getByRole('button', { name: 'Cannot Rejoin' })).toBeDisabled();
  await expect(browseCard.getByRole('button', { name: 'Join Campaign' })).toHaveCount(0);
  await expect(badge(browseCard, 'Applied')).toHaveCount(0);
});

// ---------------------------------------------------------------------------------------------------------------
// 7. Help guide

test('the help guide opens from the account menu and links to Browse Campaigns and the dashboard', async ({ page }) => {
  await signUpViaApi(page.request, 'influencer');
  await openDashboard(page);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Help' }).click();
  await expectPath(page, '/help');
  await expect(page.getByRole('heading', { name: 'Creator Help Guide', level: 1 })).toBeVisible();

  const hero = page.getByRole('region', { name: 'Creator Help Guide' });
  await hero.getByRole('link', { name: 'Browse Campaigns' }).click();
  await expectPath(page, '/browse-campaigns');
  await expect(page.getByRole('heading', { name: 'Browse Campaigns', level: 1 })).toBeVisible();

  await page.goBack();
  await expectPath(page, '/help');
  await hero.getByRole('link', { name: 'Go to Creator Dashboard' }).click();
  await expectPath(page, '/influencer-dashboard');
  await expect(page.getByRole('heading', { name: 'Creator Dashboard' })).toBeVisible();

  // The same two links close the guide, in Support.
  await page.goto('/help');
  const support = page.getByRole('region', { name: 'Support' });
  await support.getByRole('link', { name: 'Browse Campaigns' }).click();
  await expectPath(page, '/browse-campaigns');
  await page.goBack();
  await support.getByRole('link', { name: 'Go to Creator Dashboard' }).click();
  await expectPath(page, '/influencer-dashboard');
});
