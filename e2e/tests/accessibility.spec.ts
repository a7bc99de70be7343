// Accessibility (issue 8 item 9): every page in its main states, checked with axe-core against WCAG 2.1 A and AA;
// a serious or critical violation fails the test (see expectAccessible in fixtures.ts). Public pages, every business
// and creator page with data made through the API, open dialogs, menus and toasts, on a desktop and, for the key
// pages, a 390 px phone. Every other spec also checks the page it ends on.
import type { APIRequestContext, Page } from '@playwright/test';
import {
  type CampaignRequest,
  card,
  createCampaignViaApi,
  expect,
  expectAccessible,
  expectPath,
  expectToast,
  isoDaysFromToday,
  joinViaApi,
  type NewAccount,
  signUpViaApi,
  test,
  uniqueWord,
} from '../fixtures';

// ---------------------------------------------------------------------------------------------------------------
// Helpers

const PHONE = { width: 390, height: 844 };

/** Creates a campaign with every optional field filled in, so the pages draw all their parts; returns its id. */
function createCampaign(request: APIRequestContext, campaign: CampaignRequest): Promise<string> {
  return createCampaignViaApi(request, {
    campaignDescription: 'Short videos about our seasonal menu, filmed in the bakery.',
    campaignHashtags: ['SeasonalMenu', 'LocalFood', 'bakery', 'FreshBread'],
    maxInfluencers: 5,
    contentTypes: ['Instagram Reel', 'TikTok Video'],
    contentGuidelines: 'Show the bread within the first three seconds.',
    ...campaign,
  });
}

async function post(request: APIRequestContext, url: string, data: object, status: number) {
  const response = await request.post(url, { data });
  expect(response.status(), await response.text()).toBe(status);
  return response.json().catch(() => null);
}

/** Accepts or rejects every applicant named `name` of a campaign, as the business signed in on `request`. */
async function decide(request: APIRequestContext, campaignId: string, name: string, decision: 'accept' | 'reject') {
  const response = await request.get(`/api/business/campaigns/${campaignId}/applicants`);
  expect(response.ok()).toBe(true);
  const applicants = (await response.json()) as Array<{ id: string; user: { name: string } }>;
  const applicant = applicants.find((a) => a.user.name === name);
  expect(applicant, `applicant ${name}`).toBeDefined();
  await post(request, `/api/business/campaigns/${campaignId}/applicants/${applicant!.id}/decision`, { decision }, 200);
}

async function expectHeading(page: Page, name: string) {
  await expect(page.getByRole('heading', { name, exact: true, level: 1 })).toBeVisible();
}

// Each check runs axe over a whole page (a second or more on a busy two-core machine), and the signed-in states make
// several accounts first: these tests get three times the usual time.
test.slow();

/**
 * A business with one campaign in each state the dashboard draws: Live Public and Live Private (with a pending, an
 * accepted and a rejected applicant), Paused, a Draft and a Draft whose dates are over. Returns the campaign names.
 */
async function businessWithCampaigns(page: Page, newAccount: NewAccount) {
  await signUpViaApi(page.request, 'smb');
  const word = uniqueWord();
  const names = {
    live: `${word} Spring Menu`,
    private: `${word} Tasting Night`,
    paused: `${word} Winter Soups`,
    draft: `${word} Summer Drinks`,
    ended: `${word} Harvest Fair`,
  };
  const liveId = await createCampaign(page.request, {
    campaignName: names.live,
    privatePublic: 'Public',
    intent: 'launch',
  });
  const privateId = await createCampaign(page.request, {
    campaignName: names.private,
    privatePublic: 'Private',
    intent: 'launch',
  });
  const pausedId = await createCampaign(page.request, {
    campaignName: names.paused,
    privatePublic: 'Public',
    intent: 'launch',
  });
  await post(page.request, `/api/business/campaigns/${pausedId}/status`, { action: 'pause' }, 200);
  await createCampaign(page.request, {
    campaignName: names.draft,
    privatePublic: 'Private',
    intent: 'draft',
    startDate: isoDaysFromToday(10),
    endDate: isoDaysFromToday(30),
  });
  await createCampaign(page.request, {
    campaignName: names.ended,
    privatePublic: 'Public',
    intent: 'draft',
    startDate: isoDaysFromToday(-20),
    endDate: isoDaysFromToday(-5),
  });

  const [pending, accepted, rejected] = await Promise.all([
    newAccount('influencer', 'Avery Pending'),
    newAccount('influencer', 'Blake Accepted'),
    newAccount('influencer', 'Casey Rejected'),
  ]);
  await joinViaApi(pending.request, privateId, 'I bake every weekend and would love to film your tasting night.');
  await joinViaApi(accepted.request, privateId, 'Food videos are my thing.');
  await joinViaApi(rejected.request, privateId, 'Count me in.');
  await joinViaApi(accepted.request, liveId);
  await decide(page.request, privateId, 'Blake Accepted', 'accept');
  await decide(page.request, privateId, 'Casey Rejected', 'reject');
  return { names, liveId, privateId };
}

/**
 * A creator with a campaign in each state the creator dashboard draws: joined Public (active, with a submitted post),
 * pending Private, declined Private; returns the campaign names and the word that finds them on Browse Campaigns.
 */
async function creatorWithCampaigns(page: Page, newAccount: NewAccount) {
  const brand = (await newAccount('smb')).request;
  const word = uniqueWord();
  const names = {
    active: `${word} Coffee Crawl`,
    pending: `${word} Gadget Review`,
    declined: `${word} Tea Tasting`,
    open: `${word} Pasta Week`,
    private: `${word} Chef Table`,
  };
  const ids = {
    active: await createCampaign(brand, { campaignName: names.active, privatePublic: 'Public', intent: 'launch' }),
    pending: await createCampaign(brand, { campaignName: names.pending, privatePublic: 'Private', intent: 'launch' }),
    declined: await createCampaign(brand, { campaignName: names.declined, privatePublic: 'Private', intent: 'launch' }),
    open: await createCampaign(brand, { campaignName: names.open, privatePublic: 'Public', intent: 'launch' }),
    private: await createCampaign(brand, { campaignName: names.private, privatePublic: 'Private', intent: 'launch' }),
  };
  await signUpViaApi(page.request, 'influencer');
  await joinViaApi(page.request, ids.active);
  await post(
    page.request,
    `/api/creator/campaigns/${ids.active}/content`,
    { platform: 'instagram', videoUrl: `https://www.instagram.com/p/${word}/` },
    201,
  );
  await joinViaApi(page.request, ids.pending, 'I review gadgets every week.');
  await joinViaApi(page.request, ids.declined, 'Tea is my favourite topic.');
  await decide(brand, ids.declined, 'Riley Moss', 'reject');
  return { names, word };
}

// ---------------------------------------------------------------------------------------------------------------
// The check itself

test('the check fails on a serious violation and names the rule, the element and why', async ({
  page,
  accessibility,
}, testInfo) => {
  accessibility.skipFinalCheck('the page breaks a rule on purpose');
  await page.setContent('<main><h1>Title</h1><p id="faint" style="color:#aaaaaa">Faint text</p></main>');
  await expect(expectAccessible(page, testInfo, 'faint text')).rejects.toThrow(
    /color-contrast \(serious\) at #faint: Element has insufficient color contrast of 2\.32/,
  );
});

// ---------------------------------------------------------------------------------------------------------------
// Public pages

const PUBLIC_PAGES = [
  { path: '/', heading: 'Where Small Businesses Meet Their Perfect Creators' },
  { path: '/smb-landing', heading: 'Run Influencer Campaigns That Actually Perform' },
  { path: '/influencer-landing', heading: 'Your Creativity. Your Paycheck.' },
  { path: '/auth?role=smb&tab=signin', heading: 'Join the Marketplace', text: 'Selected: Business Account' },
  { path: '/auth?role=smb&tab=signup', heading: 'Join the Marketplace', text: 'Selected: Business Account' },
  { path: '/auth?role=influencer&tab=signin', heading: 'Join the Marketplace', text: 'Selected: Influencer Account' },
  { path: '/auth?role=influencer&tab=signup', heading: 'Join the Marketplace', text: 'Selected: Influencer Account' },
  { path: '/no-such-page', heading: 'Oops! Page not found' },
];

for (const viewport of [null, PHONE]) {
  test.describe(viewport ? 'public pages on a phone' : 'public pages', () => {
    if (viewport) test.use({ viewport });
    // On a phone: the pages a visitor meets first.
    const pages = viewport ? PUBLIC_PAGES.filter((p) => !p.path.includes('signin')) : PUBLIC_PAGES;
    for (const { path, heading, text } of pages) {
      test(path, async ({ page, accessibility, consoleGuard }) => {
        // The 404 page comes with a real 404 (issue 32), which the browser logs.
        if (heading === 'Oops! Page not found') consoleGuard.allow(404);
        await page.goto(path);
        await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
        if (text) await expect(page.getByText(text, { exact: true })).toBeVisible();
        await accessibility.check('as loaded');
      });
    }
  });
}

test('the landing pages further down: every section scrolled into view', async ({ page, accessibility }) => {
  for (const path of ['/smb-landing', '/influencer-landing']) {
    await page.goto(path);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await accessibility.check(`${path} scrolled to the end`);
  }
});

// ---------------------------------------------------------------------------------------------------------------
// Business pages

test.describe('business pages', () => {
  test('dashboard with campaigns in every state, each tab, the menus and the dialogs', async ({
    page,
    newAccount,
    accessibility,
  }) => {
    const { names } = await businessWithCampaigns(page, newAccount);
    await page.goto('/smb-dashboard');
    await expectHeading(page, 'Campaign Dashboard');
    for (const name of Object.values(names)) await expect(card(page, name)).toBeVisible();
    await accessibility.check('all campaigns');

    for (const tab of ['Live', 'Draft', 'Completed']) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute('aria-selected', 'true');
      await accessibility.check(`${tab} tab`);
    }
    await page.getByRole('tab', { name: 'All Campaigns' }).click();

    await card(page, names.live)
      .getByRole('button', { name: `Campaign actions for ${names.live}` })
      .click();
    await expect(page.getByRole('menuitem', { name: 'Edit Campaign' })).toBeVisible();
    await accessibility.check('campaign actions menu');
    await page.getByRole('menuitem', { name: 'Pause Campaign' }).click();
    await expect(page.getByRole('dialog', { name: 'Pause Campaign' })).toBeVisible();
    await accessibility.check('pause confirmation');
    await page.getByRole('dialog', { name: 'Pause Campaign' }).getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();

    await card(page, names.private).getByRole('button', { name: 'View Details' }).click();
    const details = page.getByRole('dialog', { name: `Campaign Details: ${names.private}` });
    await expect(details).toBeVisible();
    await expect(details.getByText('Avery Pending')).toBeVisible();
    await accessibility.check('View Details dialog');
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();

    await card(page, names.private).getByRole('button', { name: 'Manage Influencers' }).click();
    const manage = page.getByRole('dialog', { name: `Manage Influencers: ${names.private}` });
    await expect(manage.getByRole('button', { name: 'Accept Avery Pending' })).toBeVisible();
    await expect(manage.getByText('Casey Rejected')).toBeVisible();
    await accessibility.check('Manage Influencers dialog');

    await manage.getByRole('button', { name: 'View Profile of Avery Pending' }).click();
    await expect(page.getByRole('dialog', { name: 'Influencer Profile' })).toBeVisible();
    await accessibility.check('Influencer Profile dialog');
  });

  test('dashboard without campaigns, and the account menu', async ({ page, accessibility }) => {
    await signUpViaApi(page.request, 'smb');
    await page.goto('/smb-dashboard');
    await expect(page.getByText('No campaigns yet', { exact: true })).toBeVisible();
    await accessibility.check('no campaigns');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Profile Settings' })).toBeVisible();
    await accessibility.check('account menu');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Notifications' }).click();
    await expect(page.getByText('No new notifications')).toBeVisible();
  });

  test('create campaign', async ({ page }) => {
    await signUpViaApi(page.request, 'smb');
    await page.goto('/create-campaign');
    await expect(page.getByRole('form', { name: 'Campaign' })).toBeVisible();
  });

  test('edit campaign', async ({ page }) => {
    await signUpViaApi(page.request, 'smb');
    const id = await createCampaign(page.request, {
      campaignName: `${uniqueWord()} Spring Menu`,
      privatePublic: 'Public',
      intent: 'launch',
    });
    await page.goto(`/edit-campaign/${id}`);
    await expect(
      page.getByRole('form', { name: 'Campaign' }).getByRole('textbox', { name: 'Campaign Name' }),
    ).toHaveValue(/Spring Menu/);
  });

  const BUSINESS_PAGES = [
    { path: '/find-influencers', heading: 'Find Influencers' },
    { path: '/chat-business', heading: 'Business Messages' },
    { path: '/smb-payments', heading: 'Payments & Funding' },
    { path: '/smb-profile-settings', heading: 'Business Profile Settings' },
    { path: '/help', heading: 'Business Help Guide' },
  ];
  for (const { path, heading } of BUSINESS_PAGES) {
    test(path, async ({ page }) => {
      await signUpViaApi(page.request, 'smb');
      await page.goto(path);
      await expectHeading(page, heading);
    });
  }

  test('/campaign-analytics', async ({ page }) => {
    await signUpViaApi(page.request, 'smb');
    const name = `${uniqueWord()} Spring Menu`;
    const id = await createCampaign(page.request, { campaignName: name, privatePublic: 'Public', intent: 'launch' });
    await page.goto(`/campaign-analytics/${id}`);
    // The page is titled 'Campaign Analytics' while it loads, then by the campaign's name: checked once loaded.
    await expectHeading(page, name);
    await expect(page.getByRole('region', { name: 'Campaign Insights' })).toBeVisible();
  });

  test('a success toast', async ({ page, newAccount }) => {
    const { names } = await businessWithCampaigns(page, newAccount);
    await page.goto('/smb-dashboard');
    await card(page, names.live)
      .getByRole('button', { name: `Campaign actions for ${names.live}` })
      .click();
    await page.getByRole('menuitem', { name: 'Pause Campaign' }).click();
    await page
      .getByRole('dialog', { name: 'Pause Campaign' })
      .getByRole('button', { name: 'Pause', exact: true })
      .click();
    await expectToast(page, 'Campaign paused', 'Your campaign has been successfully paused.');
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Creator pages

test.describe('creator pages', () => {
  test('dashboard with active, pending and declined campaigns, each tab and the dialogs', async ({
    page,
    newAccount,
    accessibility,
  }) => {
    const { names } = await creatorWithCampaigns(page, newAccount);
    await page.goto('/influencer-dashboard');
    await expectHeading(page, 'Creator Dashboard');
    for (const name of [names.active, names.pending, names.declined]) await expect(card(page, name)).toBeVisible();
    await accessibility.check('my campaigns');

    for (const tab of ['Active', 'Pending', 'Completed']) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute('aria-selected', 'true');
      await accessibility.check(`${tab} tab`);
    }
    await page.getByRole('tab', { name: 'My Campaigns' }).click();

    await card(page, names.active).getByRole('button', { name: 'View Details' }).click();
    const details = page.getByRole('dialog', { name: `Campaign Details: ${names.active}` });
    await expect(details).toBeVisible();
    await accessibility.check('View Details dialog');
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();

    await card(page, names.active).getByRole('button', { name: 'Upload Content' }).click();
    await expect(page.getByRole('dialog', { name: 'Upload Content' })).toBeVisible();
    await accessibility.check('Upload Content dialog');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await card(page, names.active)
      .getByRole('button', { name: `Campaign options for ${names.active}` })
      .click();
    await page.getByRole('menuitem', { name: 'Leave Campaign' }).click();
    await expect(page.getByRole('dialog', { name: 'Leave Campaign' })).toBeVisible();
  });

  test('dashboard without campaigns', async ({ page }) => {
    await signUpViaApi(page.request, 'influencer');
    await page.goto('/influencer-dashboard');
    await expectHeading(page, 'Creator Dashboard');
    await expect(page.getByRole('link', { name: /browse/i }).first()).toBeVisible();
  });

  test('browse campaigns with cards, the details and apply dialogs', async ({ page, newAccount, accessibility }) => {
    const { names, word } = await creatorWithCampaigns(page, newAccount);
    await page.goto('/browse-campaigns');
    await expectHeading(page, 'Browse Campaigns');
    await expect(page.getByRole('article').first()).toBeVisible();
    await accessibility.check('every live campaign');

    await page.goto(`/browse-campaigns?q=${word}`);
    await expect(card(page, names.pending).getByRole('button', { name: 'Applied' })).toBeDisabled();
    await expect(card(page, names.open).getByRole('button', { name: 'Join Campaign' })).toBeVisible();
    await accessibility.check('searched: applied, joined and open campaigns');

    await card(page, names.open).getByRole('button', { name: 'View Details' }).click();
    await expect(page.getByRole('dialog', { name: names.open })).toBeVisible();
    await accessibility.check('campaign details dialog');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await card(page, names.private).getByRole('button', { name: 'Apply' }).click();
    const apply = page.getByRole('dialog', { name: `Apply to ${names.private}` });
    await expect(apply.getByRole('heading', { name: 'Campaign terms (version 1)' })).toBeVisible();
    await accessibility.check('apply dialog with the terms to agree to');
    await page.keyboard.press('Escape');
    await expect(apply).toBeHidden();

    await card(page, names.open).getByRole('button', { name: 'Join Campaign' }).click();
    const join = page.getByRole('dialog', { name: `Join ${names.open}` });
    await expect(join.getByRole('heading', { name: 'Campaign terms (version 1)' })).toBeVisible();
    await join.getByRole('checkbox', { name: 'I agree to these terms' }).check();
    await accessibility.check('join dialog, terms agreed');
  });

  const CREATOR_PAGES = [
    { path: '/earnings', heading: 'Wallet & Earnings' },
    { path: '/chat-creator', heading: 'Creator Messages' },
    { path: '/influencer-profile-settings', heading: 'Profile Settings' },
    { path: '/help', heading: 'Creator Help Guide' },
  ];
  for (const { path, heading } of CREATOR_PAGES) {
    test(path, async ({ page }) => {
      await signUpViaApi(page.request, 'influencer');
      await page.goto(path);
      await expectHeading(page, heading);
    });
  }

  test('an error toast', async ({ page }) => {
    await signUpViaApi(page.request, 'influencer');
    // A creator sent away from the business chat is told why (B6).
    await page.goto('/chat-business');
    await expectPath(page, '/chat-creator');
    await expectToast(page, 'Access Denied', 'This page is only accessible to business users.');
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Key signed-in pages on a phone

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('business dashboard, with the navigation menu open', async ({ page, newAccount, accessibility }) => {
    const { names } = await businessWithCampaigns(page, newAccount);
    await page.goto('/smb-dashboard');
    await expect(card(page, names.live)).toBeVisible();
    await accessibility.check('dashboard');
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await expect(page.getByRole('navigation', { name: 'Main (mobile)' })).toBeVisible();
  });

  test('creator dashboard', async ({ page, newAccount }) => {
    const { names } = await creatorWithCampaigns(page, newAccount);
    await page.goto('/influencer-dashboard');
    await expect(card(page, names.active)).toBeVisible();
  });

  test('browse campaigns', async ({ page, newAccount }) => {
    const { names, word } = await creatorWithCampaigns(page, newAccount);
    await page.goto(`/browse-campaigns?q=${word}`);
    await expect(card(page, names.open)).toBeVisible();
  });

  test('create campaign', async ({ page }) => {
    await signUpViaApi(page.request, 'smb');
    await page.goto('/create-campaign');
    await expect(page.getByRole('form', { name: 'Campaign' })).toBeVisible();
  });

  test('an error toast with the navigation menu open', async ({ page }) => {
    await signUpViaApi(page.request, 'influencer');
    await page.goto('/chat-business');
    await expectPath(page, '/chat-creator');
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await expectToast(page, 'Access Denied', 'This page is only accessible to business users.');
  });
});
