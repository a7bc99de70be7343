// Day counts (B4 "Days Left", B5's 31 days, C2 timing text): a count is the end (or start) date minus now, rounded
// up to whole days, with the date read at 00:00 UTC; a duration is the end date minus the start date. The browser's
// clock is fixed at 13:00 UTC today, so a count that rounds the part day the wrong way reads one day more.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test as base, expect, signUpViaApi } from '../fixtures';

const DAY_MS = 86_400_000;

/** yyyy-mm-dd, `days` after today on the UTC calendar (the server's). */
function dayFromToday(days: number): string {
  return new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
}

/** 13:00 UTC on today's UTC date. */
function oneInTheAfternoonToday(): Date {
  return new Date(`${dayFromToday(0)}T13:00:00Z`);
}

/** A unique word of letters, to find this test's campaigns with the search box. */
function uniqueWord(): string {
  return `Z${randomUUID()
    .replace(/-/g, '')
    .slice(0, 9)
    .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)])}`;
}

interface CampaignDates {
  campaignName: string;
  startDate: string;
  endDate: string;
  intent: 'draft' | 'launch';
}

/** Creates a campaign as the business signed in on `request`. */
async function createCampaign(request: APIRequestContext, campaign: CampaignDates): Promise<void> {
  const response = await request.post('/api/business/campaigns', {
    data: {
      campaignDescription: 'Short videos about our seasonal menu.',
      campaignNiche: 'Food & Beverage',
      campaignHashtags: [],
      maxInfluencers: null,
      contentTypes: ['Instagram Reel'],
      contentGuidelines: '',
      budgetCents: 200_000,
      influencerBudgetCents: 20_000,
      privatePublic: 'Public',
      ...campaign,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** A campaign card on the business dashboard or Browse Campaigns (an article named by the campaign). */
function card(page: Page, name: string): Locator {
  return page.getByRole('article', { name, exact: true });
}

/** A business with its own cookie jar, so the page can stay the creator's; disposed after the test. */
const test = base.extend<{ businessRequest: APIRequestContext }>({
  businessRequest: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL });
    await signUpViaApi(request, 'smb');
    await use(request);
    await request.dispose();
  },
});

test('the business dashboard counts Days Left as the end date minus today', async ({ page }) => {
  await signUpViaApi(page.request, 'smb');
  const word = uniqueWord();
  const endsIn20 = `${word} Twenty Days`;
  const endsIn1 = `${word} Tomorrow`;
  const endsToday = `${word} Last Day`;
  const endedYesterday = `${word} Over`;
  // Days Left shows on Draft cards; a draft may keep any dates.
  for (const [campaignName, endsIn] of [
    [endsIn20, 20],
    [endsIn1, 1],
    [endsToday, 0],
    [endedYesterday, -1],
  ] as const) {
    await createCampaign(page.request, {
      campaignName,
      startDate: dayFromToday(-5),
      endDate: dayFromToday(endsIn),
      intent: 'draft',
    });
  }

  await page.clock.setFixedTime(oneInTheAfternoonToday());
  await page.goto('/smb-dashboard');
  await expect(page.getByRole('heading', { name: 'Campaign Dashboard' })).toBeVisible();

  await expect(card(page, endsIn20).getByText('Days Left', { exact: true })).toBeVisible();
  await expect(card(page, endsIn20).getByText('20 days left', { exact: true })).toBeVisible();
  await expect(card(page, endsIn1).getByText('1 day left', { exact: true })).toBeVisible();
  // The end date is the campaign's last running day.
  await expect(card(page, endsToday).getByText('Ends today', { exact: true })).toBeVisible();
  await expect(card(page, endedYesterday).getByText('Ended', { exact: true })).toBeVisible();
});

test('Browse Campaigns counts days remaining and a 31-day campaign lasts 31 days', async ({
  page,
  businessRequest,
}) => {
  const word = uniqueWord();
  const running = `${word} Running`;
  const lastDay = `${word} Last Day`;
  const upcoming = `${word} Upcoming Month`;
  await createCampaign(businessRequest, {
    campaignName: running,
    startDate: dayFromToday(0),
    endDate: dayFromToday(20),
    intent: 'launch',
  });
  await createCampaign(businessRequest, {
    campaignName: lastDay,
    startDate: dayFromToday(0),
    endDate: dayFromToday(0),
    intent: 'launch',
  });
  // The longest campaign B5 allows: the end date is the start date plus 31 days.
  await createCampaign(businessRequest, {
    campaignName: upcoming,
    startDate: dayFromToday(10),
    endDate: dayFromToday(41),
    intent: 'launch',
  });

  await signUpViaApi(page.request, 'influencer');
  await page.clock.setFixedTime(oneInTheAfternoonToday());
  await page.goto('/browse-campaigns');
  await expect(page.getByRole('heading', { name: 'Browse Campaigns', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search campaigns' }).fill(word);
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === word);

  await expect(card(page, running).getByText('20 days remaining', { exact: true })).toBeVisible();
  await expect(card(page, lastDay).getByText('Ends today', { exact: true })).toBeVisible();
  await expect(card(page, upcoming).getByText('Starts in 10 days (Duration: 31 days)', { exact: true })).toBeVisible();
});
