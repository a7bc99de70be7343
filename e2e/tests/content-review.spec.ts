// Content review (issue 12): a business approves one post and asks for a fix on another from Review Content on its
// campaign card; the creator sees both stages on the dashboard and replaces the link of the one that needs a fix,
// which goes back under review. Issue 29: a post whose caption was never read is approved once the business ticks
// that it saw the disclosure, and a post past its fix requests can only be approved or disputed. Two browser
// contexts; the campaign and the posts are made through the API.
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
  // No account is connected: the caption was never read, so Approve waits for the business's confirmation.
  await expect(firstPost.getByText('Not checked: the caption could not be read')).toBeVisible();
  const approve = firstPost.getByRole('button', { name: 'Approve' });
  await expect(approve).toBeDisabled();
  await firstPost.getByRole('checkbox', { name: /^I saw the disclosure/ }).check();
  await approve.click();
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
  await expect(secondPost.getByText('Fix requests: 1 of 2 used')).toBeVisible();

  // The creator sees both stages on the dashboard, and the note.
  await creatorPage.goto('/influencer-dashboard');
  const slots = card(creatorPage, name)
    .getByRole('list', { name: `Content for ${name}` })
    .getByRole('listitem');
  await expect(slots.nth(0).getByText('Tracking', { exact: true })).toBeVisible();
  await expect(slots.nth(1).getByText('Needs Fix', { exact: true })).toBeVisible();
  await expect(slots.nth(1).getByText(/Please show the granola jar label\./)).toBeVisible();
  await expect(slots.nth(1).getByText('1 of 2 fix requests left')).toBeVisible();

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

// Issue 29 item 4: a post that has had the campaign's two fix requests (the default limit, sent through the API) can
// only be approved or disputed; the business sees why Ask for a fix is off, and the creator, on a phone, that none
// are left.
test('a business cannot ask for a third fix and sees why; the creator sees that no fix requests are left', async ({
  page,
  browser,
  baseURL,
}) => {
  const word = uniqueWord();
  const name = `${word} Oat Latte Week`;
  const businessErrors = collectPageErrors(page);
  await signUpViaApi(page.request, 'smb');
  const campaignId = await createCampaignViaApi(page.request, { campaignName: name, privatePublic: 'Public' });

  const creatorContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const creatorPage = await creatorContext.newPage();
  const creatorErrors = collectPageErrors(creatorPage);
  const creatorName = `Noa ${word}`;
  await signUpViaApi(creatorPage.request, 'influencer', creatorName);
  expect(await joinViaApi(creatorPage.request, campaignId)).toBe('approved');
  const submitted = await creatorPage.request.post(`/api/creator/campaigns/${campaignId}/content`, {
    data: { platform: 'instagram', videoUrl: postUrl('L') },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  const postId = ((await submitted.json()) as { id: string }).id;
  // Two rounds: the business asks for a fix, the creator replaces the link.
  for (const round of ['D', 'E']) {
    const fix = await page.request.post(`/api/business/posts/${postId}/request-fix`, {
      data: { note: 'Show the oat milk carton.' },
    });
    expect(fix.status(), await fix.text()).toBe(200);
    const replaced = await creatorPage.request.put(`/api/creator/posts/${postId}/link`, {
      data: { videoUrl: postUrl(round) },
    });
    expect(replaced.status(), await replaced.text()).toBe(204);
  }

  await page.goto('/smb-dashboard');
  await card(page, name).getByRole('button', { name: 'Review Content' }).click();
  const dialog = page.getByRole('dialog', { name: `Review Content: ${name}` });
  const post = dialog.getByRole('article', { name: `Instagram post by ${creatorName}` });
  await expect(post.getByText('Under Review', { exact: true })).toBeVisible();
  await expect(post.getByText('Fix requests: 2 of 2 used')).toBeVisible();
  const reason =
    'This post has had 2 fix requests, the campaign’s limit. Approve it, or open a dispute if it does not meet the brief.';
  const ask = post.getByRole('button', { name: 'Ask for a fix' });
  await expect(ask).toBeDisabled();
  await expect(ask).toHaveAccessibleDescription(reason);
  await expect(post.getByText(reason)).toBeVisible();
  await expect(post.getByRole('button', { name: `Open a dispute on Instagram post by ${creatorName}` })).toBeVisible();
  // The server refuses a third one too.
  const third = await page.request.post(`/api/business/posts/${postId}/request-fix`, { data: { note: 'Again.' } });
  expect(third.status()).toBe(409);
  expect(((await third.json()) as { code: string }).code).toBe('REVISION_LIMIT_REACHED');

  await creatorPage.goto('/influencer-dashboard');
  const slot = card(creatorPage, name)
    .getByRole('list', { name: `Content for ${name}` })
    .getByRole('listitem')
    .first();
  const left = slot.getByText('0 of 2 fix requests left');
  await left.scrollIntoViewIfNeeded();
  await expect(left).toBeVisible();
  expect((await slot.boundingBox())?.width).toBeLessThanOrEqual(390);

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
