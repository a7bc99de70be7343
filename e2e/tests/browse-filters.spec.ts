// Browse Campaigns filters (C2, C8) made in quick succession: each change builds on the one before it, so none is
// dropped from the address bar or from the results.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test as base, expect, signUpViaApi } from '../fixtures';

/** yyyy-mm-dd, `days` after today on the UTC calendar (the server's). */
function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A unique word of letters, to find this test's campaigns with the search box. */
function uniqueWord(): string {
  return `Z${randomUUID()
    .replace(/-/g, '')
    .slice(0, 9)
    .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)])}`;
}

/** Launches a campaign as the business signed in on `request`. */
async function launchCampaign(
  request: APIRequestContext,
  campaign: { campaignName: string; campaignNiche: string; privatePublic: 'Public' | 'Private' },
): Promise<void> {
  const response = await request.post('/api/business/campaigns', {
    data: {
      campaignDescription: 'Short videos for our new season.',
      campaignHashtags: [],
      maxInfluencers: null,
      startDate: dayFromToday(0),
      endDate: dayFromToday(14),
      contentTypes: ['TikTok Video'],
      contentGuidelines: '',
      budgetCents: 200_000,
      influencerBudgetCents: 20_000,
      intent: 'launch',
      ...campaign,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

function card(page: Page, name: string): Locator {
  return page.getByRole('article', { name, exact: true });
}

/** A business with its own cookie jar, so the page stays the creator's; disposed after the test. */
const test = base.extend<{ businessRequest: APIRequestContext }>({
  businessRequest: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL });
    await signUpViaApi(request, 'smb');
    await use(request);
    await request.dispose();
  },
});

test('two filters chosen back to back both stay in the address bar and both narrow the results', async ({
  page,
  businessRequest,
}) => {
  const word = uniqueWord();
  const gamingPublic = `${word} Speedrun Night`;
  const gamingPrivate = `${word} Closed Beta`;
  const foodPublic = `${word} Street Food`;
  await launchCampaign(businessRequest, {
    campaignName: gamingPublic,
    campaignNiche: 'Gaming',
    privatePublic: 'Public',
  });
  await launchCampaign(businessRequest, {
    campaignName: gamingPrivate,
    campaignNiche: 'Gaming',
    privatePublic: 'Private',
  });
  await launchCampaign(businessRequest, {
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
