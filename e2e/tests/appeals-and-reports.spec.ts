// Appeals and reports (issue 28, the marketplace's side): a creator reports a campaign from its details; a business
// voids a hold, which only starts the creator's 72 hours to appeal, and the creator appeals from the post's slot. The
// campaigns, posts and the hold (figures that fall) are made through the API. On a desktop and on a 390 px phone.
import { randomUUID } from 'node:crypto';
import { holdAppealMessages, operatorMessages } from '@microreach/domain/operators';
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

const LAYOUTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

for (const layout of LAYOUTS) {
  test.describe(`Appeals and reports on a ${layout.name}`, () => {
    test.use({ viewport: layout.viewport });

    test('a creator reports a campaign from its details', async ({ page, newAccount }) => {
      const name = `${uniqueWord()} Harbour Bakes`;
      const business = await newAccount('smb');
      const campaignId = await createCampaignViaApi(business.request, { campaignName: name });
      await signUpViaApi(page.request, 'influencer');
      expect(await joinViaApi(page.request, campaignId)).toBe('approved');

      await page.goto('/influencer-dashboard');
      await card(page, name).getByRole('button', { name: 'View Details' }).click();
      const details = page.getByRole('dialog', { name: `Campaign Details: ${name}` });
      await details.getByRole('button', { name: 'Report campaign' }).click();
      const report = page.getByRole('dialog', { name: 'Report campaign' });
      await expect(report.getByText(`You are reporting ${name}.`, { exact: false })).toBeVisible();
      // The reason is required.
      await report.getByRole('button', { name: 'Send report' }).click();
      await expect(report.getByText('Choose a reason for the report.')).toBeVisible();
      await report.getByRole('combobox', { name: 'Reason' }).selectOption({ label: 'Scam or fraud' });
      await report.getByRole('textbox', { name: /Note/ }).fill('Asks creators to pay a joining fee.');
      await report.getByRole('button', { name: 'Send report' }).click();
      await expectToast(page, 'Report sent', operatorMessages.reportSent);
      await expect(report).toBeHidden();
    });

    test('a business voids a hold; the creator appeals within 72 hours', async ({ page, browser, baseURL }) => {
      const name = `${uniqueWord()} Granola Mornings`;
      const businessErrors = collectPageErrors(page);
      await signUpViaApi(page.request, 'smb');
      const campaignId = await createCampaignViaApi(page.request, { campaignName: name });

      const creatorContext = await browser.newContext({ baseURL, viewport: layout.viewport });
      const creatorPage = await creatorContext.newPage();
      const creatorErrors = collectPageErrors(creatorPage);
      const creatorName = `Ivy ${uniqueWord()}`;
      await signUpViaApi(creatorPage.request, 'influencer', creatorName);
      expect(await joinViaApi(creatorPage.request, campaignId)).toBe('approved');
      const submitted = await creatorPage.request.post(`/api/creator/campaigns/${campaignId}/content`, {
        data: { platform: 'instagram', videoUrl: `https://www.instagram.com/p/H${randomUUID().slice(0, 8)}/` },
      });
      expect(submitted.status(), await submitted.text()).toBe(201);
      const postId = ((await submitted.json()) as { id: string }).id;
      // Figures that fall put the post on hold (the safeguards' figures_decreased rule).
      for (const figures of [
        { views: 60_000, likes: 3_000, comments: 200, shares: 100 },
        { views: 9_000, likes: 400, comments: 30, shares: 10 },
      ]) {
        const res = await page.request.post(`/api/business/posts/${postId}/metrics`, { data: figures });
        expect(res.status(), await res.text()).toBe(200);
      }

      // The business voids the hold: asked first, told the creator can appeal.
      await page.goto('/smb-dashboard');
      await card(page, name).getByRole('button', { name: 'Review Content' }).click();
      const post = page
        .getByRole('dialog', { name: `Review Content: ${name}` })
        .getByRole('article', { name: `Instagram post by ${creatorName}` });
      await expect(post.getByText('Earnings on hold')).toBeVisible();
      await post.getByRole('button', { name: 'Void earnings' }).click();
      const confirm = page.getByRole('dialog', { name: 'Void earnings' });
      await expect(confirm.getByText(holdAppealMessages.voidConfirm, { exact: false })).toBeVisible();
      await confirm.getByRole('button', { name: 'Void earnings' }).click();
      await expectToast(page, holdAppealMessages.voidRequested.title, holdAppealMessages.voidRequested.message);
      await expect(post.getByText(/^Void requested: final on .+ unless the creator appeals$/)).toBeVisible();
      await expect(post.getByRole('button', { name: 'Void earnings' })).toBeDisabled();
      await expect(post.getByRole('button', { name: 'Release hold' })).toBeEnabled();

      // The creator appeals from the post's slot, with a note (required).
      await creatorPage.goto('/influencer-dashboard');
      const slot = card(creatorPage, name)
        .getByRole('list', { name: `Content for ${name}` })
        .getByRole('listitem')
        .first();
      await expect(slot.getByText(/^The brand voided these earnings\. You can appeal until /)).toBeVisible();
      await slot.getByRole('button', { name: 'Appeal post 1' }).click();
      const appeal = creatorPage.getByRole('dialog', { name: 'Appeal the void' });
      await appeal.getByRole('button', { name: 'Send appeal' }).click();
      await expect(appeal.getByText('Say why the post should be paid.')).toBeVisible();
      await appeal
        .getByRole('textbox', { name: /Why should this post be paid\?/ })
        .fill('A large account reposted the video; the views are real.');
      await appeal.getByRole('button', { name: 'Send appeal' }).click();
      await expectToast(creatorPage, 'Appeal sent', operatorMessages.appealSent);
      await expect(slot.getByText(holdAppealMessages.appealed)).toBeVisible();
      await expect(slot.getByRole('button', { name: 'Appeal post 1' })).toHaveCount(0);

      // The business now reads that an operator will decide.
      await page.reload();
      await card(page, name).getByRole('button', { name: 'Review Content' }).click();
      await expect(post.getByText(holdAppealMessages.appealed)).toBeVisible();

      expect(businessErrors).toEqual([]);
      expect(creatorErrors).toEqual([]);
      await creatorContext.close();
    });
  });
}
