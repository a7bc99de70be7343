// Find Influencers (B2, issue 10): a business searches and filters creators, every control changes the list on the
// server and lands in the address bar, Back undoes a filter, and View Profile opens the creator's public profile.
import type { APIRequestContext, Page } from '@playwright/test';
import { card, expect, type NewAccount, signUpViaApi, test, uniqueWord } from '../fixtures';

async function makeCreator(
  newAccount: NewAccount,
  name: string,
  profile: Record<string, unknown>,
): Promise<APIRequestContext> {
  const creator = await newAccount('influencer', name);
  const response = await creator.request.patch('/api/me', { data: profile });
  expect(response.status(), await response.text()).toBe(200);
  return creator.request;
}

/** The names of the cards on screen, in order. */
async function cardNames(page: Page): Promise<string[]> {
  return page
    .getByRole('article')
    .evaluateAll((cards) => cards.map((c) => c.querySelector('h2')?.textContent?.trim() ?? ''));
}

const count = (page: Page) => page.getByRole('status').filter({ hasText: /Influencers? Found$/ });

test('a business searches, filters and sorts creators, each control changing the list', async ({
  page,
  newAccount,
}) => {
  const word = uniqueWord();
  const ava = `${word} Ava`;
  const ben = `${word} Ben`;
  const cleo = `${word} Cleo`;
  // One after the other, so their sign-up times (their last activity) are in this order.
  await makeCreator(newAccount, ava, {
    bio: 'Latte art and slow mornings.',
    contentNiches: ['Food', 'Art'],
    location: 'Canada',
    instagram: `${word.toLowerCase()}.ava`,
    instagramFollowers: 250_000,
  });
  await makeCreator(newAccount, ben, {
    contentNiches: ['Fitness'],
    location: 'Japan',
    tiktokFollowers: 40_000,
  });
  await makeCreator(newAccount, cleo, {
    contentNiches: ['Food'],
    location: 'Japan',
    instagramFollowers: 3_000,
  });

  await signUpViaApi(page.request, 'smb');
  await page.goto('/find-influencers');
  await expect(page.getByRole('heading', { name: 'Find Influencers', level: 1 })).toBeVisible();
  await expect(count(page)).toBeVisible();

  // Search: by name here; relevance then puts the largest audience first.
  const searchBox = page.getByRole('searchbox', { name: 'Search influencers' });
  await searchBox.fill(word.toLowerCase());
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === word.toLowerCase());
  await expect(count(page)).toHaveText('3 Influencers Found');
  expect(await cardNames(page)).toEqual([ava, ben, cleo]);
  await expect(card(page, ben).getByText('Content creator and influencer')).toBeVisible();
  await expect(card(page, ben).getByText('No posts yet')).toBeVisible();
  await expect(card(page, ava).getByText('250K', { exact: true })).toBeVisible();
  // A typed count is labelled as such (issue 26): none of these creators connected an account.
  await expect(card(page, ava).getByText('250K followers')).toBeVisible();
  await expect(card(page, ava).getByText('self-reported')).toBeVisible();

  // Sorts.
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await sort.selectOption({ label: 'Recently Active' });
  await expect(page).toHaveURL((url) => url.searchParams.get('sort') === 'recent');
  await expect.poll(() => cardNames(page)).toEqual([cleo, ben, ava]);
  await sort.selectOption({ label: 'Most Followers' });
  await expect.poll(() => cardNames(page)).toEqual([ava, ben, cleo]);

  // Niches, location, the badge and Back.
  const filters = page.getByRole('button', { name: /^Filters/ });
  await filters.click();
  // The chip's checkbox is drawn by its label, which is what a person clicks.
  await page.getByRole('group', { name: 'Content niches' }).getByText('Food', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Food' })).toBeChecked();
  await expect(page).toHaveURL((url) => url.searchParams.get('niches') === 'Food');
  await expect(count(page)).toHaveText('2 Influencers Found');
  await expect.poll(() => cardNames(page)).toEqual([ava, cleo]);
  await page.getByRole('combobox', { name: 'Location' }).selectOption('Japan');
  await expect(count(page)).toHaveText('1 Influencer Found');
  expect(await cardNames(page)).toEqual([cleo]);
  await expect(page.getByRole('button', { name: 'Filters 2 active' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL((url) => !url.searchParams.has('location') && url.searchParams.get('niches') === 'Food');
  await expect(count(page)).toHaveText('2 Influencers Found');
  await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue('');
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(count(page)).toHaveText('3 Influencers Found');
  await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();

  // Audience size, from the keyboard: PageUp twice moves the smallest audience from 10K to 210K.
  const smallest = page.getByRole('slider', { name: 'Smallest audience' });
  await smallest.focus();
  await page.keyboard.press('PageUp');
  await page.keyboard.press('PageUp');
  await expect(smallest).toHaveAttribute('aria-valuetext', '210K');
  await expect(page).toHaveURL((url) => url.searchParams.get('audienceMin') === '210000');
  await expect(count(page)).toHaveText('1 Influencer Found');
  expect(await cardNames(page)).toEqual([ava]);

  // "Verified counts only": none of these creators' counts was read from a connected account.
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(count(page)).toHaveText('3 Influencers Found');
  const verifiedOnly = page.getByRole('switch', { name: 'Verified counts only' });
  await verifiedOnly.click();
  await expect(page).toHaveURL((url) => url.searchParams.get('verifiedOnly') === 'true');
  await expect(count(page)).toHaveText('0 Influencers Found');
  await verifiedOnly.click();
  await expect(count(page)).toHaveText('3 Influencers Found');

  // Engagement rate: these creators have no posts yet, so an engagement filter leaves them all out.
  const highest = page.getByRole('slider', { name: 'Highest engagement rate' });
  await highest.focus();
  await page.keyboard.press('End');
  await expect(highest).toHaveAttribute('aria-valuetext', '15%+');
  await expect(page).toHaveURL((url) => url.searchParams.get('engagementMax') === '15');
  await expect(count(page)).toHaveText('0 Influencers Found');
  await expect(page.getByText('No influencers match your search')).toBeVisible();
});

test('engagement filter and sort over the demo creators, whose posts give them rates', async ({ page }) => {
  await signUpViaApi(page.request, 'smb');
  await page.goto('/find-influencers?sort=engagement');
  await expect(count(page)).toBeVisible();
  const before = Number((await count(page).textContent())?.match(/\d+/)?.[0]);

  // Highest Engagement: rates from the highest down.
  const rates = async () =>
    page
      .getByRole('article')
      .evaluateAll((cards) =>
        cards.map((c) => c.textContent?.match(/Engagement(\d+\.\d)%/)?.[1]).filter((r) => r !== undefined),
      );
  const shown = (await rates()).map(Number);
  expect(shown.length).toBeGreaterThanOrEqual(5);
  expect(shown).toEqual([...shown].sort((a, b) => b - a));

  // Engagement at least 5%: fewer creators, each at 5% or more.
  await page.getByRole('button', { name: /^Filters/ }).click();
  const lowest = page.getByRole('slider', { name: 'Lowest engagement rate' });
  await lowest.focus();
  for (let i = 0; i < 30; i++) await page.keyboard.press('ArrowRight');
  await expect(lowest).toHaveAttribute('aria-valuetext', '5%');
  await expect(page).toHaveURL((url) => url.searchParams.get('engagementMin') === '5');
  await expect.poll(async () => Number((await count(page).textContent())?.match(/\d+/)?.[0])).toBeLessThan(before);
  for (const rate of (await rates()).map(Number)) {
    expect(rate).toBeGreaterThanOrEqual(5);
    expect(rate).toBeLessThanOrEqual(10);
  }
  await expect(page.getByRole('article').getByText('No posts yet', { exact: true })).toHaveCount(0);
});

test('View Profile opens the creator’s public profile', async ({ page, newAccount }) => {
  const word = uniqueWord();
  const name = `${word} Dara`;
  await makeCreator(newAccount, name, {
    bio: `Street food walks ${word}.`,
    contentNiches: ['Food', 'Travel'],
    location: 'Mexico',
  });
  await signUpViaApi(page.request, 'smb');
  // A shared link: the search and the sort come from the address.
  await page.goto(`/find-influencers?q=${word}&sort=followers`);
  await expect(page.getByRole('searchbox', { name: 'Search influencers' })).toHaveValue(word);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('followers');
  await expect(count(page)).toHaveText('1 Influencer Found');

  await card(page, name).getByRole('button', { name: 'View Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Influencer Profile' });
  await expect(dialog.getByRole('heading', { name })).toBeVisible();
  await expect(dialog.getByText(`Street food walks ${word}.`)).toBeVisible();
  await expect(dialog.getByText('Travel')).toBeVisible();
});

test('on a phone the page fits the screen, filters open, and a card is usable', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpViaApi(page.request, 'smb');
  await page.goto('/find-influencers?sort=followers');
  await expect(count(page)).toBeVisible();
  await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(page.getByRole('slider', { name: 'Largest audience' })).toBeVisible();
  const overflow = await page.evaluate(() => {
    const doc = (
      globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }
    ).document.documentElement;
    return doc.scrollWidth - doc.clientWidth;
  });
  expect(overflow).toBeLessThanOrEqual(0);
  const first = page.getByRole('article').first();
  await first.getByRole('button', { name: 'View Profile' }).click();
  await expect(page.getByRole('dialog', { name: 'Influencer Profile' })).toBeVisible();
});
