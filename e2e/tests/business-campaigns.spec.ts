// The business campaign workflow (B2 "Campaign Dashboard", "Create New Campaign", "Edit Campaign"; B4; B5; B8):
// create, save and launch, pause and resume, edit and delete, the create rules, applicants, the dashboard's figures
// and the edit page of somebody else's campaign. Every account and campaign is made by the test itself, so the
// tests also run on a shared PostgreSQL database without demo data.
import type { Page } from '@playwright/test';
import {
  card,
  createCampaignViaApi,
  expect,
  expectPath,
  expectToast,
  isoDaysFromToday,
  joinViaApi,
  openTab,
  signUpViaApi,
  summaryCard,
  test,
  toast,
  uniqueWord,
} from '../fixtures';

// ---------------------------------------------------------------------------------------------------------------
// Helpers

/** Checks a toast, then closes it, so the next one of the same title is unmistakably new. */
async function expectAndDismissToast(page: Page, title: string, message?: string) {
  const alert = toast(page, title, message);
  await expect(alert).toBeVisible();
  await alert.getByRole('button').click();
  await expect(alert).toBeHidden();
}

async function expectEmptyState(page: Page, title: string, message: string) {
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText(title, { exact: true })).toBeVisible();
  await expect(panel.getByText(message, { exact: true })).toBeVisible();
}

/** Picks an item of a card's menu (Edit Campaign, Pause Campaign, ...). */
async function cardMenu(page: Page, name: string, item: string) {
  await card(page, name)
    .getByRole('button', { name: `Campaign actions for ${name}` })
    .click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** Answers the confirmation dialog a card menu item opens. */
async function confirm(page: Page, title: string, confirmLabel: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: confirmLabel, exact: true }).click();
  await expect(dialog).toBeHidden();
}

async function openDashboard(page: Page) {
  await page.goto('/smb-dashboard');
  await expect(page.getByRole('heading', { name: 'Campaign Dashboard' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'All Campaigns' })).toBeVisible();
}

function form(page: Page) {
  const campaign = page.getByRole('form', { name: 'Campaign' });
  return {
    name: campaign.getByRole('textbox', { name: 'Campaign Name' }),
    description: campaign.getByRole('textbox', { name: 'Description', exact: true }),
    niche: campaign.getByRole('combobox', { name: 'Niche' }),
    hashtags: campaign.getByRole('textbox', { name: 'Hashtags' }),
    addedHashtags: campaign.getByRole('list', { name: 'Added hashtags' }).getByRole('listitem'),
    startDate: campaign.getByLabel('Start Date'),
    endDate: campaign.getByLabel('End Date'),
    budget: campaign.getByRole('textbox', { name: 'Total Budget' }),
    influencerBudget: campaign.getByRole('textbox', { name: 'Budget per Influencer' }),
    saveDraft: campaign.getByRole('button', { name: 'Save Draft' }),
    launch: campaign.getByRole('button', { name: 'Launch', exact: true }),
    updateAndLaunch: campaign.getByRole('button', { name: 'Update & Launch' }),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// 1. Create, save a draft, launch

test('a business creates a campaign: Save Draft stays on the page, Launch goes live on the dashboard', async ({
  page,
}) => {
  await signUpViaApi(page.request, 'smb');
  const name = `Autumn Menu ${uniqueWord()}`;

  await page.goto('/create-campaign');
  await expect(page.getByRole('heading', { name: 'Create New Campaign' })).toBeVisible();
  const f = form(page);
  await f.name.fill(name);
  await f.description.fill('Film a short video tasting our new autumn menu.');
  await f.niche.selectOption('Food & Beverage');
  // A hashtag is one word: a space is refused beside the field, with what to write instead.
  await f.hashtags.fill('autumn menu');
  await f.hashtags.press('Enter');
  const campaignForm = page.getByRole('form', { name: 'Campaign' });
  await expect(campaignForm.getByText(/#autumn menu has a space: .* Write #autumnmenu/)).toBeVisible();
  await campaignForm.getByRole('button', { name: 'Remove hashtag autumn menu' }).click();
  await f.hashtags.fill('AutumnMenu');
  await f.hashtags.press('Enter');
  await f.hashtags.fill('local_food2026');
  await f.hashtags.press('Enter');
  await expect(f.addedHashtags).toHaveText(['#AutumnMenu', '#local_food2026']);
  await f.startDate.fill(isoDaysFromToday(2));
  await f.endDate.fill(isoDaysFromToday(30));
  await f.budget.fill('2500');
  await expect(f.budget).toHaveValue('2,500');
  await f.influencerBudget.fill('250');

  await f.saveDraft.click();
  await expectToast(page, 'Campaign Saved', 'Your campaign has been saved as a draft.');
  await expectPath(page, '/create-campaign');
  await expect(f.name).toHaveValue(name);

  await f.launch.click();
  await expectToast(page, 'Campaign Launched!', 'Your campaign is now live and visible to influencers.');
  await expectPath(page, '/smb-dashboard');
  await expect(page.getByRole('heading', { name: 'Campaign Dashboard' })).toBeVisible();

  // Saving the draft first and launching afterwards made one campaign, not two.
  await expect(card(page, name)).toHaveCount(1);
  const launched = card(page, name);
  await expect(launched.getByText('Live', { exact: true })).toBeVisible();
  await expect(launched.getByText('Food & Beverage', { exact: true })).toBeVisible();
  await expect(launched.getByLabel('Hashtags').getByText('#AutumnMenu')).toBeVisible();
  await expect(launched.getByText('Film a short video tasting our new autumn menu.')).toBeVisible();

  await openTab(page, 'Live');
  await expect(card(page, name)).toBeVisible();
  await openTab(page, 'Draft');
  await expect(card(page, name)).toHaveCount(0);
  await expectEmptyState(page, 'No draft campaigns', 'Create a campaign to see it here');
});

// ---------------------------------------------------------------------------------------------------------------
// 2. Pause and resume

test('a business pauses a live campaign and resumes it', async ({ page }) => {
  await signUpViaApi(page.request, 'smb');
  const name = `Spring Launch ${uniqueWord()}`;
  await createCampaignViaApi(page.request, { campaignName: name, intent: 'launch' });

  await openDashboard(page);
  await expect(card(page, name).getByText('Live', { exact: true })).toBeVisible();

  await cardMenu(page, name, 'Pause Campaign');
  await confirm(page, 'Pause Campaign', 'Pause');
  await expectToast(page, 'Campaign paused', 'Your campaign has been successfully paused.');
  await expect(card(page, name).getByText('Paused', { exact: true })).toBeVisible();
  await expect(card(page, name).getByText('Live', { exact: true })).toHaveCount(0);

  await openTab(page, 'Live');
  await expect(card(page, name)).toHaveCount(0);
  await expectEmptyState(page, 'No live campaigns', 'Create and launch a campaign to see it here');

  await openTab(page, 'All Campaigns');
  await cardMenu(page, name, 'Resume Campaign');
  await confirm(page, 'Resume Campaign', 'Resume');
  await expectToast(page, 'Campaign resumed', 'Your campaign is now live again.');
  await expect(card(page, name).getByText('Live', { exact: true })).toBeVisible();

  await openTab(page, 'Live');
  await expect(card(page, name)).toBeVisible();
});

// ---------------------------------------------------------------------------------------------------------------
// Ending a campaign someone took part in (issue 25): End instead of Delete, at desktop width and on a phone.

for (const viewport of [
  { label: 'desktop', size: { width: 1280, height: 800 } },
  { label: 'phone', size: { width: 390, height: 844 } },
]) {
  test(`a business ends a campaign an influencer joined instead of deleting it (${viewport.label})`, async ({
    page,
    newAccount,
  }) => {
    await page.setViewportSize(viewport.size);
    await signUpViaApi(page.request, 'smb');
    const name = `Harvest Week ${uniqueWord()}`;
    const campaignId = await createCampaignViaApi(page.request, {
      campaignName: name,
      privatePublic: 'Public',
      intent: 'launch',
    });
    const creator = await newAccount('influencer');
    expect(await joinViaApi(creator.request, campaignId)).toBe('approved');

    await openDashboard(page);
    await card(page, name)
      .getByRole('button', { name: `Campaign actions for ${name}` })
      .click();
    const kept = page.getByRole('menuitem', { name: /Delete Campaign/ });
    await expect(kept).toBeDisabled();
    await expect(kept).toHaveAccessibleDescription(
      'Influencers took part in it, so it is kept with their work and payments.',
    );
    await page.getByRole('menuitem', { name: 'End Campaign' }).click();
    const dialog = page.getByRole('dialog', { name: 'End Campaign' });
    await expect(dialog.getByText(/Posts already submitted finish their review and tracking/)).toBeVisible();
    await dialog.getByRole('button', { name: 'End Campaign', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expectToast(page, 'Campaign ended');
    await expect(card(page, name).getByText('Completed', { exact: true })).toBeVisible();

    await openTab(page, 'Completed');
    await expect(card(page, name)).toBeVisible();
    // The creator can no longer post to it.
    const upload = await creator.request.post(`/api/creator/campaigns/${campaignId}/content`, {
      data: { platform: 'instagram', videoUrl: `https://www.instagram.com/p/${uniqueWord()}/` },
    });
    expect(upload.status()).toBe(403);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// 3. Edit, then delete

test('a business edits a campaign back to a draft, then deletes it', async ({ page }) => {
  await signUpViaApi(page.request, 'smb');
  const name = `Summer Promo ${uniqueWord()}`;
  const renamed = `${name} (renamed)`;
  const id = await createCampaignViaApi(page.request, { campaignName: name, budgetCents: 100_000, intent: 'launch' });

  await openDashboard(page);
  await cardMenu(page, name, 'Edit Campaign');
  await expectPath(page, `/edit-campaign/${id}`);
  await expect(page.getByRole('heading', { name: 'Edit Campaign' })).toBeVisible();
  // 'Loading campaign...' shows until the campaign is there; then the form holds its values.
  const f = form(page);
  await expect(f.name).toHaveValue(name);
  await expect(page.getByText('Loading campaign...')).toBeHidden();
  await expect(f.budget).toHaveValue('1,000');
  await expect(f.niche).toHaveValue('Food & Beverage');

  await f.name.fill(renamed);
  await f.saveDraft.click();
  await expectToast(page, 'Campaign Updated!');
  await expectPath(page, '/smb-dashboard');

  await openTab(page, 'Draft');
  await expect(card(page, renamed)).toBeVisible();
  await expect(card(page, renamed).getByText('Draft', { exact: true })).toBeVisible();
  await expect(card(page, name)).toHaveCount(0);
  await openTab(page, 'Live');
  await expectEmptyState(page, 'No live campaigns', 'Create and launch a campaign to see it here');

  await openTab(page, 'Draft');
  await cardMenu(page, renamed, 'Delete Campaign');
  await confirm(page, 'Delete Campaign', 'Delete');
  await expectToast(page, 'Campaign deleted', 'Your campaign has been successfully deleted.');
  await expect(card(page, renamed)).toHaveCount(0);
  await expectEmptyState(page, 'No draft campaigns', 'Create a campaign to see it here');

  await openTab(page, 'All Campaigns');
  await expectEmptyState(page, 'No campaigns yet', 'Get started by creating your first campaign');
  await expect(summaryCard(page, 'Campaigns').getByText('0', { exact: true })).toBeVisible();

  // Gone for good: its edit page no longer loads.
  const response = await page.request.get(`/api/business/campaigns/${id}`);
  expect(response.status()).toBe(404);
});

// ---------------------------------------------------------------------------------------------------------------
// 4. The create rules (B5, B8)

test('the create form refuses incomplete or badly dated campaigns with the spec toasts', async ({
  page,
  accessibility,
}) => {
  await signUpViaApi(page.request, 'smb');
  await page.goto('/create-campaign');
  await expect(page.getByRole('heading', { name: 'Create New Campaign' })).toBeVisible();
  const f = form(page);

  // Save Draft with nothing filled in: the toast says the rule, the fields say where.
  await f.saveDraft.click();
  await expectAndDismissToast(page, 'Missing Information', 'Please fill in campaign name and total budget.');
  await expect(f.name).toHaveAttribute('aria-invalid', 'true');
  await expect(f.name).toHaveAccessibleDescription('Required to save a draft.');
  await expect(f.budget).toHaveAccessibleDescription(/Required to save a draft\./);
  await accessibility.check('create form with field errors');

  // Launch with only a name.
  await f.name.fill(`Incomplete ${uniqueWord()}`);
  await f.launch.click();
  await expectAndDismissToast(page, 'Missing Information', 'Please fill in all required fields before launching.');

  // Launch with every required field but the total budget.
  const start = isoDaysFromToday(5);
  await f.description.fill('A campaign that is never saved.');
  await f.niche.selectOption('Technology');
  await f.startDate.fill(start);
  await f.endDate.fill(isoDaysFromToday(15));
  await f.launch.click();
  await expectAndDismissToast(page, 'Missing Budget', 'Please fill in the total budget before launching.');

  // End before start. The pickers' min/max only limit what the calendar offers; typing a date is still possible.
  await f.budget.fill('1500');
  await f.endDate.fill(isoDaysFromToday(2));
  await expect(f.endDate).toHaveValue(isoDaysFromToday(2));
  await expect(f.startDate).toHaveValue(start);
  await f.launch.click();
  await expectAndDismissToast(page, 'Invalid Date Range', 'End date must be after the start date.');
  await expect(f.endDate).toHaveAccessibleDescription(/End date must be after the start date\./);
  await f.saveDraft.click();
  await expectAndDismissToast(page, 'Invalid Date Range', 'End date must be after the start date.');

  // Longer than 31 days.
  await f.endDate.fill(isoDaysFromToday(5 + 32));
  await expect(f.endDate).toHaveValue(isoDaysFromToday(37));
  await f.launch.click();
  await expectAndDismissToast(page, 'Campaign Too Long', 'Campaign length cannot be longer than a month (31 days).');
  await f.saveDraft.click();
  await expectAndDismissToast(page, 'Campaign Too Long', 'Campaign length cannot be longer than a month (31 days).');

  // None of this saved anything.
  await expectPath(page, '/create-campaign');
  await openDashboard(page);
  await expectEmptyState(page, 'No campaigns yet', 'Get started by creating your first campaign');
  await expect(summaryCard(page, 'Campaigns').getByText('0', { exact: true })).toBeVisible();
});

// ---------------------------------------------------------------------------------------------------------------
// 5. Applicants

test.describe('applicants of a private campaign', () => {
  test('the business accepts one applicant, rejects the other and views a profile', async ({ page, newAccount }) => {
    await signUpViaApi(page.request, 'smb');
    const campaignName = `Tech Review ${uniqueWord()}`;
    const campaignId = await createCampaignViaApi(page.request, {
      campaignName,
      campaignNiche: 'Technology',
      privatePublic: 'Private',
      intent: 'launch',
    });

    const first = await newAccount('influencer', `Avery Quinn ${uniqueWord()}`);
    const second = await newAccount('influencer', `Jordan Lee ${uniqueWord()}`);
    expect(await joinViaApi(first.request, campaignId, 'I review gadgets every week.')).toBe('pending');
    expect(await joinViaApi(second.request, campaignId, 'My audience loves unboxings.')).toBe('pending');

    await openDashboard(page);
    await expect(card(page, campaignName).getByText('2 applicants')).toBeVisible();
    await card(page, campaignName).getByRole('button', { name: 'Manage Influencers' }).click();
    const dialog = page.getByRole('dialog', { name: `Manage Influencers: ${campaignName}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Influencers taking part: 0 of Unlimited')).toBeVisible();

    // Newest application first.
    const rows = dialog.getByRole('list', { name: 'Applicants' }).getByRole('listitem');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toHaveAccessibleName(second.name);
    await expect(rows.nth(1)).toHaveAccessibleName(first.name);
    const firstRow = dialog.getByRole('listitem', { name: first.name });
    const secondRow = dialog.getByRole('listitem', { name: second.name });
    await expect(firstRow.getByText('“I review gadgets every week.”')).toBeVisible();
    await expect(secondRow.getByText('“My audience loves unboxings.”')).toBeVisible();
    await expect(firstRow.getByText('Pending', { exact: true })).toBeVisible();
    await expect(secondRow.getByText('Pending', { exact: true })).toBeVisible();

    await firstRow.getByRole('button', { name: 'Accept' }).click();
    await expectToast(page, 'Applicant accepted', 'The influencer has been accepted for your campaign.');
    await expect(firstRow.getByText('Accepted', { exact: true })).toBeVisible();
    await expect(firstRow.getByRole('button', { name: 'Accept' })).toHaveCount(0);
    await expect(firstRow.getByRole('button', { name: 'Reject' })).toHaveCount(0);
    await expect(dialog.getByText('Influencers taking part: 1 of Unlimited')).toBeVisible();

    // Issue 30: Reject asks first (it is final); Cancel keeps the applicant pending.
    await secondRow.getByRole('button', { name: 'Reject' }).click();
    const confirmReject = page.getByRole('dialog', { name: 'Reject applicant' });
    await expect(
      confirmReject.getByText(/They cannot apply to this campaign again\. This cannot be undone\./),
    ).toBeVisible();
    await confirmReject.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirmReject).toBeHidden();
    await expect(secondRow.getByText('Pending', { exact: true })).toBeVisible();
    await secondRow.getByRole('button', { name: 'Reject' }).click();
    await page.getByRole('dialog', { name: 'Reject applicant' }).getByRole('button', { name: 'Reject' }).click();
    await expectToast(page, 'Applicant rejected', 'The influencer application has been rejected.');
    await expect(secondRow.getByText('Rejected', { exact: true })).toBeVisible();
    await expect(secondRow.getByRole('button', { name: 'Accept' })).toHaveCount(0);
    await expect(secondRow.getByRole('button', { name: 'Reject' })).toHaveCount(0);
    // Message and View Profile stay for everyone.
    await expect(secondRow.getByRole('link', { name: 'Message' })).toBeVisible();

    await firstRow.getByRole('button', { name: 'View Profile' }).click();
    const profile = page.getByRole('dialog', { name: 'Influencer Profile' });
    await expect(profile).toBeVisible();
    await expect(profile.getByRole('heading', { name: first.name })).toBeVisible();
    await expect(profile.getByText('Content creator and influencer')).toBeVisible();
  });

  test('a campaign with max 1 influencer refuses a second acceptance', async ({ page, newAccount, consoleGuard }) => {
    // The refused acceptance is a 409 from the server.
    consoleGuard.allow(409);
    await signUpViaApi(page.request, 'smb');
    const campaignName = `Solo Spot ${uniqueWord()}`;
    const campaignId = await createCampaignViaApi(page.request, {
      campaignName,
      maxInfluencers: 1,
      privatePublic: 'Private',
      intent: 'launch',
    });

    const first = await newAccount('influencer', `Casey Park ${uniqueWord()}`);
    const second = await newAccount('influencer', `Morgan Diaz ${uniqueWord()}`);
    expect(await joinViaApi(first.request, campaignId, 'Pick me first.')).toBe('pending');
    expect(await joinViaApi(second.request, campaignId, 'Pick me too.')).toBe('pending');

    await openDashboard(page);
    await card(page, campaignName).getByRole('button', { name: 'Manage Influencers' }).click();
    const dialog = page.getByRole('dialog', { name: `Manage Influencers: ${campaignName}` });
    await expect(dialog.getByText('Influencers taking part: 0 of 1')).toBeVisible();
    const firstRow = dialog.getByRole('listitem', { name: first.name });
    const secondRow = dialog.getByRole('listitem', { name: second.name });

    await firstRow.getByRole('button', { name: 'Accept' }).click();
    await expectToast(page, 'Applicant accepted');
    await expect(firstRow.getByText('Accepted', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Influencers taking part: 1 of 1')).toBeVisible();

    await secondRow.getByRole('button', { name: 'Accept' }).click();
    await expectToast(page, 'Failed to accept applicant', 'This campaign already has its maximum of 1 influencer.');
    // Nothing changed: still pending, still decidable.
    await expect(secondRow.getByText('Pending', { exact: true })).toBeVisible();
    await expect(secondRow.getByRole('button', { name: 'Accept' })).toBeEnabled();
    await expect(dialog.getByText('Influencers taking part: 1 of 1')).toBeVisible();
  });
});

// ---------------------------------------------------------------------------------------------------------------
// 6. Summary figures and empty tabs

test("the dashboard's figures and tabs follow the business's campaigns", async ({ page }) => {
  await signUpViaApi(page.request, 'smb');
  await openDashboard(page);
  await expect(summaryCard(page, 'Campaigns').getByText('0', { exact: true })).toBeVisible();
  await expect(summaryCard(page, 'Active').getByText('0', { exact: true })).toBeVisible();
  await expectEmptyState(page, 'No campaigns yet', 'Get started by creating your first campaign');

  const name = `Live One ${uniqueWord()}`;
  await createCampaignViaApi(page.request, { campaignName: name, intent: 'launch' });
  await page.reload();
  await expect(card(page, name)).toBeVisible();
  await expect(summaryCard(page, 'Campaigns').getByText('1', { exact: true })).toBeVisible();
  await expect(summaryCard(page, 'Active').getByText('1', { exact: true })).toBeVisible();

  await openTab(page, 'Live');
  await expect(card(page, name)).toBeVisible();
  await openTab(page, 'Draft');
  await expectEmptyState(page, 'No draft campaigns', 'Create a campaign to see it here');
  await openTab(page, 'Completed');
  await expectEmptyState(page, 'No completed campaigns', 'Completed campaigns will appear here');

  // A draft counts as a campaign but not as active.
  const draft = `Draft One ${uniqueWord()}`;
  await createCampaignViaApi(page.request, { campaignName: draft, intent: 'draft' });
  await page.reload();
  await openTab(page, 'Draft');
  await expect(card(page, draft)).toBeVisible();
  await expect(summaryCard(page, 'Campaigns').getByText('2', { exact: true })).toBeVisible();
  await expect(summaryCard(page, 'Active').getByText('1', { exact: true })).toBeVisible();
});

// ---------------------------------------------------------------------------------------------------------------
// 7. Someone else's campaign

test("the edit page of another business's campaign says it failed and returns to the dashboard", async ({
  page,
  newAccount,
  consoleGuard,
}) => {
  // The server answers 404 for a campaign the business does not own.
  consoleGuard.allow(404);
  const other = await newAccount('smb');
  const id = await createCampaignViaApi(other.request, { campaignName: `Not Yours ${uniqueWord()}`, intent: 'launch' });

  await signUpViaApi(page.request, 'smb');
  await page.goto(`/edit-campaign/${id}`);
  await expectToast(page, 'Error', 'Failed to load campaign data.');
  await expectPath(page, '/smb-dashboard');
  await expect(page.getByRole('heading', { name: 'Campaign Dashboard' })).toBeVisible();
  await expectEmptyState(page, 'No campaigns yet', 'Get started by creating your first campaign');
});
