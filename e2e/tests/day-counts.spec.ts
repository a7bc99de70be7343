// Day counts (B4 "Days Left", B5's 31 days, C2 timing text): a count is the end (or start) date minus now, rounded
// up to whole days, with the date read at 00:00 UTC; a duration is the end date minus the start date. The browser's
// clock is fixed at 13:00 UTC today, so a count that rounds the part day the wrong way reads one day more.
import { card, createCampaignViaApi, expect, isoDaysFromToday, signUpViaApi, test, uniqueWord } from '../fixtures';

/** 13:00 UTC on today's UTC date. */
function oneInTheAfternoonToday(): Date {
  return new Date(`${isoDaysFromToday(0)}T13:00:00Z`);
}

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
    await createCampaignViaApi(page.request, {
      campaignName,
      startDate: isoDaysFromToday(-5),
      endDate: isoDaysFromToday(endsIn),
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

test('Browse Campaigns counts days remaining and a 31-day campaign lasts 31 days', async ({ page, newAccount }) => {
  const business = await newAccount('smb');
  const word = uniqueWord();
  const running = `${word} Running`;
  const lastDay = `${word} Last Day`;
  const upcoming = `${word} Upcoming Month`;
  await createCampaignViaApi(business.request, {
    campaignName: running,
    startDate: isoDaysFromToday(0),
    endDate: isoDaysFromToday(20),
    intent: 'launch',
  });
  await createCampaignViaApi(business.request, {
    campaignName: lastDay,
    startDate: isoDaysFromToday(0),
    endDate: isoDaysFromToday(0),
    intent: 'launch',
  });
  // The longest campaign B5 allows: the end date is the start date plus 31 days.
  await createCampaignViaApi(business.request, {
    campaignName: upcoming,
    startDate: isoDaysFromToday(10),
    endDate: isoDaysFromToday(41),
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
