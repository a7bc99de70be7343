// Issue 29: deals on clear terms. A creator reads a Public campaign's terms, cannot join without ticking "I agree"
// (the button is disabled and says why), agrees and joins; later opens the agreement from the dashboard and finds the
// exact text agreed to, printable without the app around it. The business opens the same agreement from Manage
// Influencers. At desktop width and on a 390 px phone.
import { type CampaignTerms, termsMessages } from '@microreach/domain/campaign-terms';
import type { Page } from '@playwright/test';
import {
  card,
  collectPageErrors,
  createCampaignViaApi,
  expect,
  expectAccessible,
  expectToast,
  signUpViaApi,
  test,
  uniqueWord,
} from '../fixtures';

const TERMS: CampaignTerms = {
  usageRights: 'paid_ads',
  paidAdsDays: 30,
  exclusivityDays: 14,
  postsPerCreator: 2,
  platforms: ['instagram', 'tiktok'],
  revisionLimit: 2,
  disclosureRequired: true,
};

/** The agreement's exact text as the page shows it (a <pre>: its line breaks kept). */
function agreedText(page: Page) {
  return page.getByRole('region', { name: 'Terms as agreed' }).locator('pre');
}

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: '390 px phone', viewport: { width: 390, height: 844 } },
];

for (const { name: width, viewport } of VIEWPORTS) {
  test.describe(`at ${width}`, () => {
    test.use({ viewport });

    test('a creator reads the terms, cannot join without agreeing, agrees, and both sides open the agreement', async ({
      page,
      browser,
      baseURL,
      accessibility,
    }, testInfo) => {
      // Two people, two pages and three accessibility checks: more than the default 30 seconds on a busy machine.
      test.slow();
      const word = uniqueWord();
      const campaignName = `${word} Harvest Reels`;
      const creatorName = `Noor ${word}`;

      // The business, in a browser context of its own, with a Live Public campaign on its terms.
      const businessContext = await browser.newContext({ baseURL, viewport });
      const businessPage = await businessContext.newPage();
      const businessErrors = collectPageErrors(businessPage);
      const business = await signUpViaApi(businessPage.request, 'smb');
      const campaignId = await createCampaignViaApi(businessPage.request, { campaignName, terms: TERMS });

      // The creator finds it on Browse Campaigns: the card tells the terms in a few words.
      await signUpViaApi(page.request, 'influencer', creatorName);
      await page.goto(`/browse-campaigns?q=${word}`);
      const browseCard = card(page, campaignName);
      const chips = browseCard.getByRole('group', { name: 'Terms' });
      await expect(chips).toContainText('Paid ads 30d');
      await expect(chips).toContainText('Exclusive 14d');
      await expect(chips).toContainText('2 posts');

      // Join Campaign opens the terms in plain words; Join stays disabled, saying why, until "I agree" is ticked.
      await browseCard.getByRole('button', { name: 'Join Campaign' }).click();
      const dialog = page.getByRole('dialog', { name: `Join ${campaignName}` });
      await expect(dialog.getByRole('heading', { name: 'Campaign terms (version 1)' })).toBeVisible();
      const lines = dialog.getByLabel('Campaign terms');
      await expect(
        lines.getByText(
          'The brand may repost your content and run it as paid ads (whitelisting) for 30 days after you post it.',
        ),
      ).toBeVisible();
      await expect(
        lines.getByText(/No work for a competing brand in the Food & Beverage niche for 14 days/),
      ).toBeVisible();
      const join = dialog.getByRole('button', { name: 'Join Campaign', exact: true });
      const agree = dialog.getByRole('checkbox', { name: 'I agree to these terms' });
      await expect(agree).not.toBeChecked();
      await expect(join).toBeDisabled();
      await expect(dialog.getByText(termsMessages.agreementRequired, { exact: true })).toBeVisible();
      await accessibility.check('the join dialog with the terms, not yet agreed');

      // Pressing the disabled button does nothing: still not joined.
      await join.click({ force: true });
      await expect(dialog).toBeVisible();
      await expect(browseCard.getByRole('button', { name: 'Applied' })).toHaveCount(0);

      await agree.check();
      await expect(dialog.getByText(termsMessages.agreementRequired, { exact: true })).toBeHidden();
      await join.click();
      await expectToast(page, 'Campaign Joined!', "You've joined this campaign. You can start creating content.");
      await expect(dialog).toBeHidden();
      await expect(browseCard.getByRole('button', { name: 'Applied' })).toBeDisabled();

      // Later, on the dashboard: View agreement leads to the agreement's stable page.
      await page.goto('/influencer-dashboard');
      const dashboardCard = card(page, campaignName);
      await dashboardCard.getByRole('link', { name: 'View agreement' }).click();
      await expect(page).toHaveURL(/\/agreements\/[0-9a-f-]{36}$/);
      const agreementUrl = new URL(page.url()).pathname;
      await expect(page.getByRole('heading', { name: 'Agreement to campaign terms' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
      const record = page.getByRole('article', { name: `Agreement: ${campaignName}` });
      await expect(record).toContainText(`Creator${creatorName}`);
      await expect(record).toContainText(`Brand${business.companyName}`);
      await expect(record).toContainText('Terms version1');
      await expect(record).toContainText('IP address');

      // The exact text: the one the terms dialog showed (and its hash), line breaks kept.
      const terms = (await (await page.request.get(`/api/creator/campaigns/${campaignId}/terms`)).json()) as {
        text: string;
        hash: string;
      };
      expect(await agreedText(page).textContent()).toBe(terms.text);
      expect(terms.text.split('\n').length).toBeGreaterThan(5);
      await expect(record).toContainText(terms.hash);
      await accessibility.check('the agreement page');

      // Printed: the agreement alone, black on white, without the top navigation or the Print button.
      await page.emulateMedia({ media: 'print' });
      await expect(agreedText(page)).toBeVisible();
      await expect(page.getByRole('banner')).toBeHidden();
      await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
      await expect(page.getByRole('link', { name: 'Back to dashboard' })).toBeHidden();
      await expect(agreedText(page)).toHaveCSS('color', 'rgb(0, 0, 0)');
      // The signed-in layout's grey page (the element around <main>) prints white.
      await expect(page.locator(':has(> main)')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
      await page.emulateMedia({ media: 'screen' });
      await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();

      // The business opens the same agreement from Manage Influencers (without the creator's IP).
      await businessPage.goto('/smb-dashboard');
      await card(businessPage, campaignName).getByRole('button', { name: 'Manage Influencers' }).click();
      const manage = businessPage.getByRole('dialog', { name: `Manage Influencers: ${campaignName}` });
      const applicant = manage.getByRole('listitem', { name: creatorName });
      await applicant.getByRole('link', { name: /^Agreement \(v1\)/ }).click();
      await expect(businessPage).toHaveURL(new RegExp(`${agreementUrl}$`));
      await expect(businessPage.getByRole('heading', { name: 'Agreement to campaign terms' })).toBeVisible();
      expect(await agreedText(businessPage).textContent()).toBe(terms.text);
      await expect(businessPage.getByRole('button', { name: 'Print' })).toBeVisible();
      await expect(businessPage.getByRole('article', { name: `Agreement: ${campaignName}` })).not.toContainText(
        'IP address',
      );
      await expectAccessible(businessPage, testInfo, 'the agreement page, for the business');

      await businessContext.close();
      expect(businessErrors, "the business's page logged errors").toEqual([]);
    });
  });
}

test('another account is told the agreement is not found', async ({ page, newAccount, consoleGuard }) => {
  const word = uniqueWord();
  const brand = await newAccount('smb');
  const campaignId = await createCampaignViaApi(brand.request, { campaignName: `${word} Private Notes` });
  const creator = await newAccount('influencer');
  const termsAnswer = await creator.request.get(`/api/creator/campaigns/${campaignId}/terms`);
  const { version, hash, warnings } = (await termsAnswer.json()) as { version: number; hash: string; warnings: [] };
  const joined = await creator.request.post(`/api/creator/campaigns/${campaignId}/applications`, {
    data: { agreement: { agreed: true, termsVersion: version, termsHash: hash, warningsShown: warnings } },
  });
  expect(joined.status(), await joined.text()).toBe(201);
  const dashboard = (await (await creator.request.get('/api/creator/dashboard')).json()) as {
    campaigns: Array<{ campaign: { id: string }; agreement: { id: string } | null }>;
  };
  const agreementId = dashboard.campaigns.find((c) => c.campaign.id === campaignId)?.agreement?.id;
  expect(agreementId).toBeTruthy();

  // A third account, signed in on the page, opens the link.
  await signUpViaApi(page.request, 'influencer');
  consoleGuard.allow(404);
  await page.goto(`/agreements/${agreementId}`);
  await expect(page.getByText(termsMessages.agreementNotFound)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toHaveCount(0);
});
