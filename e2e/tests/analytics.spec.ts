// Campaign analytics (issue 14) as a business uses it: from a campaign card's View Analytics to the page with its
// cards, a chart, the top 3, the videos sorted another way, and a CSV export. The campaign, the creators' joins, their
// posts and the figures are made through the API (their screens have tests of their own).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  card,
  createCampaignViaApi,
  expect,
  joinViaApi,
  signUpViaApi,
  summaryCard,
  test,
  uniqueWord,
} from '../fixtures';

test('a business opens analytics from a campaign card, reads the figures, sorts the videos and exports the posts', async ({
  page,
  newAccount,
}) => {
  const word = uniqueWord();
  const name = `${word} Matcha Week`;
  await signUpViaApi(page.request, 'smb');
  const campaignId = await createCampaignViaApi(page.request, { campaignName: name, influencerBudgetCents: 100_000 });

  // $500 added through the test-mode checkout and moved into the campaign (the money pages have their own test).
  const checkout = await page.request.post('/api/business/payments/checkouts', {
    data: { amountCents: 50_000 },
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(checkout.status(), await checkout.text()).toBe(201);
  const checkoutId = ((await checkout.json()) as { id: string }).id;
  const paid = await page.request.post(`/api/ledger/test-mode/checkouts/${checkoutId}/pay`, {
    data: { cardNumber: '4242424242424242' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const funded = await page.request.post(`/api/business/payments/campaigns/${campaignId}/funding`, {
    data: { amountCents: 50_000 },
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(funded.status(), await funded.text()).toBe(201);

  // Three creators post; the business records each post's figures (the creators share their insights).
  const figures = [
    { creator: `Ava ${word}`, views: 5_000, likes: 400, comments: 40, shares: 10 },
    { creator: `Ben ${word}`, views: 20_000, likes: 300, comments: 20, shares: 5 },
    { creator: `Cleo ${word}`, views: 8_000, likes: 900, comments: 80, shares: 30 },
  ];
  for (const f of figures) {
    const creator = await newAccount('influencer', f.creator);
    expect(await joinViaApi(creator.request, campaignId)).toBe('approved');
    const submitted = await creator.request.post(`/api/creator/campaigns/${campaignId}/content`, {
      data: { platform: 'instagram', videoUrl: `https://www.instagram.com/p/Mt${randomUUID().slice(0, 10)}/` },
    });
    expect(submitted.status(), await submitted.text()).toBe(201);
    const postId = ((await submitted.json()) as { id: string }).id;
    const recorded = await page.request.post(`/api/business/posts/${postId}/metrics`, {
      data: { views: f.views, likes: f.likes, comments: f.comments, shares: f.shares },
    });
    expect(recorded.status(), await recorded.text()).toBe(200);
  }

  await page.goto('/smb-dashboard');
  await card(page, name).getByRole('link', { name: 'View Analytics' }).click();
  await expect(page).toHaveURL(`/campaign-analytics/${campaignId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // The cards: 33,000 views; 1,785 likes, comments and shares (5.4%).
  await expect(summaryCard(page, 'Views')).toContainText('33.0K');
  await expect(summaryCard(page, 'Engagement Rate')).toContainText('5.4%');
  await expect(summaryCard(page, 'Funded')).toContainText('$500.00');
  await expect(page.getByRole('img', { name: 'Views and Engagement chart' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Spend vs Budget chart' })).toBeVisible();

  // Top 3 by engagement: Cleo (1,010), Ava (450), Ben (325).
  const top = page.getByRole('region', { name: 'Top Performing Content' });
  await expect(top.getByRole('heading', { level: 3 })).toHaveText([`Cleo ${word}`, `Ava ${word}`, `Ben ${word}`]);

  // Campaign insight: 5.4% reads 'well'.
  await expect(
    page.getByText(/Your campaign is performing well with an average engagement rate of 5\.4%\./),
  ).toBeVisible();

  // The videos, sorted by views, then by engagement.
  const videos = page.getByRole('region', { name: 'Campaign Videos' });
  const sortBy = page.getByRole('combobox', { name: 'Sort by' });
  await sortBy.selectOption({ label: 'Most views' });
  await expect(videos.getByRole('heading', { level: 3 })).toHaveText([`Ben ${word}`, `Cleo ${word}`, `Ava ${word}`]);
  await sortBy.selectOption({ label: 'Most engagement' });
  await expect(videos.getByRole('heading', { level: 3 })).toHaveText([`Cleo ${word}`, `Ava ${word}`, `Ben ${word}`]);

  // Export the posts: a CSV with a line per post.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export posts (CSV)' }).click();
  const file = await (await download).path();
  const lines = readFileSync(file, 'utf8').trim().split('\r\n');
  expect(lines[0]).toMatch(/^Creator,Platform,Link,Posted,Stage,Views/);
  expect(lines).toHaveLength(1 + 3);
  expect(lines.filter((l) => l.startsWith(`Cleo ${word},instagram,`))).toHaveLength(1);
});
