// Disputes on posts (issue 28 item 4): a creator opens a dispute on an approved post from its slot, the business
// answers in the thread from Review Content, the demo operator pays part at /ops with a reason, and the creator reads
// the outcome. The campaign, the post, its figures and its approval are made through the API. Desktop and 390 px.
import { randomUUID } from 'node:crypto';
import { disputeMessages } from '@microreach/domain/operators';
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

const OPERATOR = { email: 'ops@demo.microreach.app', password: 'MicroReach-demo-2026' };

const LAYOUTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

for (const layout of LAYOUTS) {
  test.describe(`Disputes on a ${layout.name}`, () => {
    test.use({ viewport: layout.viewport });

    test('a creator disputes an approved post, the business answers, an operator pays part', async ({
      page,
      browser,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const name = `${uniqueWord()} Oat Lattes`;
      const creatorErrors = collectPageErrors(page);
      const creatorName = `Noa ${uniqueWord()}`;
      await signUpViaApi(page.request, 'influencer', creatorName);

      const businessContext = await browser.newContext({ baseURL, viewport: layout.viewport });
      const businessPage = await businessContext.newPage();
      const businessErrors = collectPageErrors(businessPage);
      await signUpViaApi(businessPage.request, 'smb');
      const campaignId = await createCampaignViaApi(businessPage.request, { campaignName: name });

      expect(await joinViaApi(page.request, campaignId)).toBe('approved');
      const submitted = await page.request.post(`/api/creator/campaigns/${campaignId}/content`, {
        data: { platform: 'instagram', videoUrl: `https://www.instagram.com/p/D${randomUUID().slice(0, 8)}/` },
      });
      expect(submitted.status(), await submitted.text()).toBe(201);
      const postId = ((await submitted.json()) as { id: string }).id;
      // 12,000 views and 880 engagements earn $208, capped at the campaign's $200 per influencer.
      const recorded = await businessPage.request.post(`/api/business/posts/${postId}/metrics`, {
        data: { views: 12_000, likes: 800, comments: 50, shares: 30 },
      });
      expect(recorded.status(), await recorded.text()).toBe(200);
      const approved = await businessPage.request.post(`/api/business/posts/${postId}/approve`, {
        data: { disclosureSeen: true },
      });
      expect(approved.status()).toBe(200);

      // The creator opens a dispute from the post's slot: a reason and a first message.
      await page.goto('/influencer-dashboard');
      const slot = card(page, name)
        .getByRole('list', { name: `Content for ${name}` })
        .getByRole('listitem')
        .first();
      await slot.getByRole('button', { name: 'Open a dispute on post 1' }).click();
      const open = page.getByRole('dialog', { name: 'Open a dispute' });
      await open.getByRole('combobox', { name: 'Reason' }).selectOption({ label: 'Approved work not paid' });
      await open.getByRole('textbox', { name: /Message/ }).fill('The brand approved the post but is holding the pay.');
      await open.getByRole('button', { name: 'Open dispute' }).click();
      await expectToast(page, 'Dispute opened', disputeMessages.opened);
      await expect(slot.getByText('Dispute open')).toBeVisible();

      // The business reads it in Review Content and answers.
      await businessPage.goto('/smb-dashboard');
      await card(businessPage, name).getByRole('button', { name: 'Review Content' }).click();
      const post = businessPage
        .getByRole('dialog', { name: `Review Content: ${name}` })
        .getByRole('article', { name: `Instagram post by ${creatorName}` });
      await expect(post.getByText('Dispute open')).toBeVisible();
      await post.getByRole('button', { name: `View dispute on Instagram post by ${creatorName}` }).click();
      const thread = businessPage.getByRole('dialog', { name: 'Dispute' });
      const messages = thread.getByRole('list', { name: 'Messages' });
      await expect(messages.getByText('The brand approved the post but is holding the pay.')).toBeVisible();
      await expect(messages.getByText(creatorName)).toBeVisible();
      await thread.getByRole('textbox', { name: 'Your reply' }).fill('Half of the views came after the deadline.');
      await thread.getByRole('button', { name: 'Send reply' }).click();
      await expect(messages.getByText('Half of the views came after the deadline.')).toBeVisible();
      await expect(messages.getByText('You', { exact: true })).toBeVisible();

      // The operator pays part, with a reason, from the queue.
      const opsContext = await browser.newContext({ baseURL, viewport: layout.viewport });
      const opsPage = await opsContext.newPage();
      const opsErrors = collectPageErrors(opsPage);
      await opsPage.goto('/ops');
      const signIn = opsPage.getByRole('form', { name: 'Operator sign-in' });
      await signIn.getByLabel('Email').fill(OPERATOR.email);
      await signIn.getByLabel(/^Password/).fill(OPERATOR.password);
      await signIn.getByRole('button', { name: 'Sign in' }).click();
      const dispute = opsPage.getByRole('article', {
        name: `Dispute: ${name}: ${creatorName}’s post, Approved work not paid`,
      });
      await expect(dispute).toBeVisible();
      await expect(dispute.getByText('Pay in full pays').locator('xpath=following-sibling::*[1]')).toHaveText(
        '$200.00',
      );
      await expect(dispute.getByText('Half of the views came after the deadline.')).toBeVisible();
      await dispute.getByRole('button', { name: 'Pay part' }).click();
      const decision = opsPage.getByRole('dialog', { name: 'Pay part' });
      await decision.getByRole('textbox', { name: /Amount to pay/ }).fill('80');
      await expect(decision.getByText(/is paid \$80\.00 of the \$200\.00 this post earned/)).toBeVisible();
      const reason = `Views after the deadline do not count (${layout.name}).`;
      await decision.getByLabel(/^Reason/).fill(reason);
      await decision.getByRole('button', { name: 'Pay $80.00' }).click();
      await expectToast(opsPage, 'Dispute decided: pay part', 'Both sides were told.');
      await expect(dispute).toHaveCount(0);

      // The creator reads the outcome and the operator's reason.
      await page.reload();
      await expect(slot.getByText('Dispute decided, Pay part: $80.00 paid to the creator')).toBeVisible();
      await slot.getByRole('button', { name: 'View dispute on post 1' }).click();
      const decided = page.getByRole('dialog', { name: 'Dispute' });
      await expect(decided.getByText(`The operator’s reason: “${reason}”`)).toBeVisible();
      await expect(decided.getByRole('textbox', { name: 'Your reply' })).toHaveCount(0);

      expect(creatorErrors).toEqual([]);
      expect(businessErrors).toEqual([]);
      expect(opsErrors).toEqual([]);
      await businessContext.close();
      await opsContext.close();
    });
  });
}
