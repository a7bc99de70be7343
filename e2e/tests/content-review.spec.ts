// Content review (issue 12): a business approves one post and asks for a fix on another from Review Content on its
// campaign card; the creator sees both stages on the dashboard and replaces the link of the one that needs a fix,
// which goes back under review. Two browser contexts; the campaign and the posts are made through the API.
import { randomUUID } from 'node:crypto';
import {
  card,
  collectPageErrors,
  createCampaignViaApi,
  expect,
  expectToast,
  joinViaApi,
  signUpViaApi,
  test,
  uniqueWord,
} from '../fixtures';

const postUrl = (word: string) => `https://www.instagram.com/p/${word}${randomUUID().slice(0, 8)}/`;

test('a business approves a post and asks for a fix on another; the creator replaces that link', async ({
  page,
  browser,
  baseURL,
}) => {
  const word = uniqueWord();
  const name = `${word} Granola Mornings`;
  const businessErrors = collectPageErrors(page);
  await signUpViaApi(page.request, 'smb');
  const campaignId = await createCampaignViaApi(page.request, { campaignName: name, privatePublic: 'Public' });

  const creatorContext = await browser.newContext({ baseURL });
  const creatorPage = await creatorContext.newPage();
  const creatorErrors = collectPageErrors(creatorPage);
  const creatorName = `Ivy ${word}`;
  await signUpViaApi(creatorPage.request, 'influencer', creatorName);
  expect(await joinViaApi(creatorPage.request, campaignId)).toBe('approved');
  const [first, second] = [postUrl('A'), postUrl('B')];
  for (const videoUrl of [first, second]) {
    const res = await creatorPage.request.post(`/api/creator/campaigns/${campaignId}/content`, {
      data: { platform: 'instagram', videoUrl },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  // The business opens Review Content: both posts are under review.
  await page.goto('/smb-dashboard');
  await card(page, name).getByRole('button', { name: 'Review Content' }).click();
  const dialog = page.getByRole('dialog', { name: `Review Content: ${name}` });
  const posts = dialog.getByRole('article', { name: `Instagram post by ${creatorName}` });
  await expect(posts).toHaveCount(2);
  const firstPost = posts.filter({ has: page.getByRole('link', { name: first }) });
  const secondPost = posts.filter({ has: page.getByRole('link', { name: second }) });
  await expect(firstPost.getByText('Under Review', { exact: true })).toBeVisible();

  // Figures for the first post (no account is connected), then approval.
  await firstPost.getByRole('button', { name: 'Record metrics' }).click();
  await firstPost.getByRole('textbox', { name: 'Views' }).fill('24000');
  await firstPost.getByRole('textbox', { name: 'Likes' }).fill('1500');
  await firstPost.getByRole('button', { name: 'Save figures' }).click();
  await expectToast(page, 'Metrics recorded', 'The figures are saved and marked as unverified.');
  await expect(firstPost.getByText('Unverified: entered by you')).toBeVisible();
  await firstPost.getByRole('button', { name: 'Approve' }).click();
  await expectToast(page, 'Post approved', 'The post is approved and its metrics are now tracked.');
  await expect(firstPost.getByText('Tracking', { exact: true })).toBeVisible();
  await expect(firstPost.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // A fix for the second: the note is required.
  await secondPost.getByRole('button', { name: 'Ask for a fix' }).click();
  await secondPost.getByRole('button', { name: 'Send fix request' }).click();
  await expect(secondPost.getByText('Say what needs fixing.')).toBeVisible();
  await secondPost.getByRole('textbox', { name: /What needs fixing/ }).fill('Please show the granola jar label.');
  await secondPost.getByRole('button', { name: 'Send fix request' }).click();
  await expectToast(page, 'Fix requested', 'The creator has 48 hours to replace the link.');
  await expect(secondPost.getByText('Needs Fix', { exact: true })).toBeVisible();

  // The creator sees both stages on the dashboard, and the note.
  await creatorPage.goto('/influencer-dashboard');
  const slots = card(creatorPage, name)
    .getByRole('list', { name: `Content for ${name}` })
    .getByRole('listitem');
  await expect(slots.nth(0).getByText('Tracking', { exact: true })).toBeVisible();
  await expect(slots.nth(1).getByText('Needs Fix', { exact: true })).toBeVisible();
  await expect(slots.nth(1).getByText(/Please show the granola jar label\./)).toBeVisible();

  // A wrong link is refused with the C5 message; a right one goes back under review.
  const newLink = slots.nth(1).getByRole('textbox', { name: 'New Instagram link' });
  await newLink.fill('https://example.com/not-a-post');
  await slots.nth(1).getByRole('button', { name: 'Replace link' }).click();
  await expect(slots.nth(1).getByText('Please enter a valid Instagram post URL')).toBeVisible();
  const replacement = postUrl('C');
  await newLink.fill(replacement);
  await slots.nth(1).getByRole('button', { name: 'Replace link' }).click();
  await expectToast(creatorPage, 'Link replaced', 'Your new link was submitted for review.');
  await expect(slots.nth(1).getByText('Under Review', { exact: true })).toBeVisible();

  // The business sees the new link under review.
  await page.reload();
  await card(page, name).getByRole('button', { name: 'Review Content' }).click();
  const replaced = dialog.getByRole('article').filter({ has: page.getByRole('link', { name: replacement }) });
  await expect(replaced.getByText('Under Review', { exact: true })).toBeVisible();
  await expect(replaced.getByRole('button', { name: 'Approve' })).toBeVisible();

  expect(businessErrors).toEqual([]);
  expect(creatorErrors).toEqual([]);
  await creatorContext.close();
});

// The demo accounts' sign-in, as apps/server/src/db/seed/demo-data.ts sets it (the browser tests' server seeds the demo).
const DEMO_PASSWORD = 'MicroReach-demo-2026';
const emailOf = (key: string) => `${key}@demo.microreach.app`;

// Issue 26, item 6: the demo seeds posts the safeguards hold (a jump in likes on Diego's Pour-Over TikTok); both
// sides see the hold's reason and, once per post, its chart against what the creator's other posts predict.
test('a held post shows its chart of figures against the creator’s history to the business and the creator', async ({
  page,
  browser,
  baseURL,
}) => {
  const campaign = 'Slow Mornings Pour-Over Challenge';
  const chartName = /^This post’s figures over time against what the creator’s other posts predict\. Views: first/;
  const signIn = async (request: typeof page.request, key: string, role: 'smb' | 'influencer') => {
    const res = await request.post('/api/auth/sign-in', {
      data: { email: emailOf(key), password: DEMO_PASSWORD, role },
    });
    expect(res.status(), await res.text()).toBe(200);
  };

  await signIn(page.request, 'brew', 'smb');
  await page.goto('/smb-dashboard');
  await card(page, campaign).getByRole('button', { name: 'Review Content' }).click();
  const dialog = page.getByRole('dialog', { name: `Review Content: ${campaign}` });
  const held = dialog.getByRole('article', { name: 'TikTok post by Diego Hernández' });
  await expect(held.getByText('Earnings on hold')).toBeVisible();
  await expect(held.getByRole('img', { name: chartName })).toHaveCount(1);
  await expect(held.getByRole('img', { name: chartName })).toBeVisible();
  await expect(held.getByText(/^Expected from the creator’s (\d+ )?earlier MicroReach post/)).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  const chart = held.getByRole('img', { name: chartName });
  await chart.scrollIntoViewIfNeeded();
  await expect(chart).toBeVisible();
  expect((await chart.boundingBox())?.width).toBeLessThanOrEqual(390);

  const creatorContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const creatorPage = await creatorContext.newPage();
  const creatorErrors = collectPageErrors(creatorPage);
  await signIn(creatorPage.request, 'diego', 'influencer');
  await creatorPage.goto('/influencer-dashboard');
  const slots = card(creatorPage, campaign).getByRole('list', { name: `Content for ${campaign}` });
  const slot = slots.getByRole('listitem').filter({ hasText: 'Earnings on hold:' });
  const creatorChart = slot.getByRole('img', { name: chartName });
  await creatorChart.scrollIntoViewIfNeeded();
  await expect(creatorChart).toBeVisible();
  expect((await creatorChart.boundingBox())?.width).toBeLessThanOrEqual(390);
  expect(creatorErrors).toEqual([]);
  await creatorContext.close();
});
