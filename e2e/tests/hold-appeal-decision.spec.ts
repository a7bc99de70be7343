// An operator decides an appealed hold (issue 28 item 3): a business voids a held post's earnings and the creator
// appeals with a note (both through the API); the demo operator signs in at /ops, finds the hold in the queue with
// both notes, pays it (desktop) or voids it (390 px phone) with a reason, and finds the decision in the audit; then
// the creator reads the outcome in the post's slot and the bell, and the business in Review Content.
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

const OPERATOR = { email: 'ops@demo.microreach.app', password: 'MicroReach-demo-2026' };

// The desktop pays the creator and the phone voids the hold, so both decisions are covered.
const LAYOUTS = [
  {
    name: 'desktop',
    viewport: { width: 1280, height: 800 },
    decision: {
      button: 'Pay the creator',
      dialog: 'Pay the creator',
      confirm: /^Pay \$[\d,.]+$/,
      toast: 'Hold paid',
      auditAction: 'Hold decided: pay',
      notification: 'Appeal decided: paid',
    },
  },
  {
    name: 'phone',
    viewport: { width: 390, height: 844 },
    decision: {
      button: 'Void: do not pay',
      dialog: 'Void the hold',
      confirm: /^Void the hold$/,
      toast: 'Hold voided',
      auditAction: 'Hold decided: void',
      notification: 'Appeal decided: voided',
    },
  },
] as const;

for (const layout of LAYOUTS) {
  const isPay = layout.name === 'desktop';

  test.describe(`An appealed hold decided on a ${layout.name}`, () => {
    test.use({ viewport: layout.viewport });

    test(`an operator ${isPay ? 'pays' : 'voids'} an appealed hold and both sides see the outcome`, async ({
      page,
      browser,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      const name = `${uniqueWord()} Chai Evenings`;
      const creatorName = `Wren ${uniqueWord()}`;
      const creatorErrors = collectPageErrors(page);
      await signUpViaApi(page.request, 'influencer', creatorName);

      const businessContext = await browser.newContext({ baseURL, viewport: layout.viewport });
      const businessPage = await businessContext.newPage();
      const businessErrors = collectPageErrors(businessPage);
      await signUpViaApi(businessPage.request, 'smb');
      const campaignId = await createCampaignViaApi(businessPage.request, { campaignName: name });

      // A post whose figures fall is held (the safeguards' figures_decreased rule).
      expect(await joinViaApi(page.request, campaignId)).toBe('approved');
      const submitted = await page.request.post(`/api/creator/campaigns/${campaignId}/content`, {
        data: { platform: 'instagram', videoUrl: `https://www.instagram.com/p/A${randomUUID().slice(0, 8)}/` },
      });
      expect(submitted.status(), await submitted.text()).toBe(201);
      const postId = ((await submitted.json()) as { id: string }).id;
      let holds: Array<{ id: string; status: string }> = [];
      for (const figures of [
        { views: 60_000, likes: 3_000, comments: 200, shares: 100 },
        { views: 9_000, likes: 400, comments: 30, shares: 10 },
      ]) {
        const res = await businessPage.request.post(`/api/business/posts/${postId}/metrics`, { data: figures });
        expect(res.status(), await res.text()).toBe(200);
        holds = ((await res.json()) as { holds: typeof holds }).holds;
      }
      const hold = holds.find((h) => h.status === 'open');
      expect(hold, 'the falling figures put the post on hold').toBeDefined();
      const holdId = hold?.id as string;

      // The business voids the hold with a note; the creator appeals with one.
      const voidNote = `The views came from a bot farm (${layout.name}).`;
      const voided = await businessPage.request.post(`/api/business/holds/${holdId}/resolve`, {
        data: { resolution: 'void', note: voidNote },
      });
      expect(voided.status(), await voided.text()).toBe(200);
      const appealNote = `A large account reposted the video; the views are real (${layout.name}).`;
      const appealed = await page.request.post(`/api/creator/holds/${holdId}/appeal`, { data: { note: appealNote } });
      expect(appealed.status(), await appealed.text()).toBe(200);

      // The operator signs in at /ops and finds the appealed hold in the queue, with both notes (which its audit trail
      // quotes as well).
      const opsContext = await browser.newContext({ baseURL, viewport: layout.viewport });
      const opsPage = await opsContext.newPage();
      const opsErrors = collectPageErrors(opsPage);
      await opsPage.goto('/ops');
      const signIn = opsPage.getByRole('form', { name: 'Operator sign-in' });
      await signIn.getByLabel('Email').fill(OPERATOR.email);
      await signIn.getByLabel(/^Password/).fill(OPERATOR.password);
      await signIn.getByRole('button', { name: 'Sign in' }).click();
      const item = opsPage.getByRole('article', { name: `Appealed hold: ${name}: ${creatorName}’s post` });
      await expect(item).toBeVisible();
      await expect(item.getByText(voidNote, { exact: true })).toBeVisible();
      await expect(item.getByText(appealNote, { exact: true })).toBeVisible();

      // The decision asks for a reason first.
      await item.getByRole('button', { name: layout.decision.button }).click();
      const dialog = opsPage.getByRole('dialog', { name: layout.decision.dialog });
      const confirm = dialog.getByRole('button', { name: layout.decision.confirm });
      await confirm.click();
      await expect(dialog.getByText(operatorMessages.reasonRequired)).toBeVisible();
      const reason = isPay
        ? `The repost explains the spike; the views are genuine (${layout.name}).`
        : `The views came from paid engagement, not from viewers (${layout.name}).`;
      await dialog.getByLabel(/^Reason/).fill(reason);
      await confirm.click();
      await expectToast(opsPage, layout.decision.toast, 'Both sides were told.');
      await expect(dialog).toBeHidden();
      await expect(item).toHaveCount(0);

      // The operators' audit lists the decision with its reason.
      await opsPage.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit' }).click();
      await opsPage.getByRole('combobox', { name: 'Action' }).selectOption({ label: layout.decision.auditAction });
      const row = opsPage
        .getByRole('region', { name: 'Operator actions' })
        .getByRole('row')
        .filter({ hasText: reason });
      await expect(row).toBeVisible();
      await expect(row).toContainText(OPERATOR.email);

      // The business reads the outcome in Review Content: no hold left, the post earning again or voided.
      await businessPage.goto('/smb-dashboard');
      await card(businessPage, name).getByRole('button', { name: 'Review Content' }).click();
      const post = businessPage
        .getByRole('dialog', { name: `Review Content: ${name}` })
        .getByRole('article', { name: `Instagram post by ${creatorName}` });
      await expect(
        post.getByText(isPay ? /^Earnings: \$[1-9][\d,]* \(Pending\)$/ : /^Earnings: \$0 \(Voided\)$/),
      ).toBeVisible();
      await expect(post.getByText('Earnings on hold')).toHaveCount(0);
      await expect(post.getByText(holdAppealMessages.appealed)).toHaveCount(0);

      // The creator reads it in the post's slot and in the bell, with the operator's reason.
      await page.goto('/influencer-dashboard');
      const slot = card(page, name)
        .getByRole('list', { name: `Content for ${name}` })
        .getByRole('listitem')
        .first();
      // The campaign was never funded: a post that earns shows what it waits for, a voided one earns nothing.
      const waiting = slot.getByText(/^Waiting for the brand to fund \$[1-9][\d,]*\.\d{2}$/);
      if (isPay) {
        await expect(waiting).toBeVisible();
        await expect(slot.getByText('Voided', { exact: true })).toHaveCount(0);
      } else {
        await expect(slot.getByText('Voided', { exact: true })).toBeVisible();
        await expect(slot.getByText('Post 1 earnings:').locator('..')).toHaveText('Post 1 earnings: $0');
        await expect(waiting).toHaveCount(0);
      }
      await expect(slot.getByText('On hold', { exact: true })).toHaveCount(0);
      await expect(slot.getByText(holdAppealMessages.appealed)).toHaveCount(0);
      await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
      const decided = page
        .getByRole('list', { name: 'Notifications' })
        .getByRole('link', { name: new RegExp(layout.decision.notification) });
      await expect(decided).toContainText(`An operator decided the appealed hold on a post for ${name}`);
      await expect(decided).toContainText(`Reason: ${reason}`);

      expect(creatorErrors).toEqual([]);
      expect(businessErrors).toEqual([]);
      expect(opsErrors).toEqual([]);
      await businessContext.close();
      await opsContext.close();
    });
  });
}
