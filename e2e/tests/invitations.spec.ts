// Invitations and notifications (issue 10): a business finds a creator on Find Influencers and invites them to one of
// its Live campaigns from the card; the creator sees it in the bell, accepts on the dashboard and finds the
// campaign Active there; the business's bell tells of the answer, and Manage Influencers shows it. Each account and
// campaign is made by the test itself, with a unique word in its name, so it also runs on a shared database.
import {
  agreeToTermsAndSubmit,
  card,
  collectPageErrors,
  createCampaignViaApi,
  expect,
  expectAccessible,
  expectToast,
  openTab,
  signUpViaApi,
  test,
  uniqueWord,
} from '../fixtures';

test('a business invites a creator, who accepts from the dashboard; both bells tell the other side', async ({
  page,
  browser,
  baseURL,
  accessibility,
}, testInfo) => {
  // Two people, both bells, five accessibility checks and the terms to agree to (issue 29): it ran at 29 of the default
  // 30 seconds on a busy machine.
  test.slow();
  const word = uniqueWord();
  const campaignName = `${word} Autumn Roast`;
  const creatorName = `Mia ${word}`;

  // The business, signed in in a browser context of its own, with a Live Private campaign.
  const businessContext = await browser.newContext({ baseURL });
  const businessPage = await businessContext.newPage();
  const businessErrors = collectPageErrors(businessPage);
  const business = await signUpViaApi(businessPage.request, 'smb');
  await createCampaignViaApi(businessPage.request, { campaignName, privatePublic: 'Private' });

  // The creator, signed in on the test's page, with a niche the business filters on.
  await signUpViaApi(page.request, 'influencer', creatorName);
  const profile = await page.request.patch('/api/me', { data: { contentNiches: ['Food'], location: 'Canada' } });
  expect(profile.status(), await profile.text()).toBe(200);

  // The business finds the creator on Find Influencers (search and a niche filter) and invites them from the card.
  await businessPage.goto('/find-influencers');
  await businessPage.getByRole('searchbox', { name: 'Search influencers' }).fill(word.toLowerCase());
  await businessPage.getByRole('button', { name: /^Filters/ }).click();
  await businessPage.getByRole('group', { name: 'Content niches' }).getByText('Food', { exact: true }).click();
  await expect(businessPage).toHaveURL((url) => url.searchParams.get('niches') === 'Food');
  const creatorCard = card(businessPage, creatorName);
  await expect(creatorCard).toBeVisible();
  await creatorCard.getByRole('button', { name: 'Invite to Campaign' }).click();
  await businessPage.getByRole('menuitem', { name: campaignName }).click();
  await expectToast(businessPage, 'Invitation Sent', `${creatorName} has been invited to ${campaignName}.`);

  // The creator's bell has a dot and the invitation.
  await page.goto('/influencer-dashboard');
  await expect(page.getByRole('heading', { name: 'Creator Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  const creatorBell = page.getByRole('list', { name: 'Notifications' });
  const invitationNote = creatorBell.getByRole('link', { name: /New invitation/ });
  await expect(invitationNote).toContainText(`${business.companyName} invited you to join ${campaignName}.`);
  await expect(invitationNote).toContainText('Just now');
  await accessibility.check('notifications open');

  // Opening it marks it read and leads to the dashboard, where the invitation waits.
  await invitationNote.click();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  const invitation = page.getByRole('listitem', { name: `Invitation to ${campaignName}` });
  await expect(invitation).toContainText(`${business.companyName} invited you`);
  await accessibility.check('an invitation to answer');

  await invitation.getByRole('button', { name: `Accept invitation to ${campaignName}` }).click();
  const terms = page.getByRole('dialog', { name: `Accept invitation to ${campaignName}` });
  await agreeToTermsAndSubmit(terms, 'Accept Invitation');
  await expectToast(page, 'Invitation Accepted', `You've joined ${campaignName}. You can start creating content.`);
  await expect(invitation).toHaveCount(0);
  await expect(card(page, campaignName).getByText('Active', { exact: true })).toBeVisible();
  await openTab(page, 'Active');
  await expect(card(page, campaignName).getByText('Active', { exact: true })).toBeVisible();

  // The business's bell tells of the answer; Manage Influencers shows the creator taking part.
  await businessPage.goto('/smb-dashboard');
  await expect(businessPage.getByRole('heading', { name: 'Campaign Dashboard' })).toBeVisible();
  await businessPage.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  const answer = businessPage.getByRole('list', { name: 'Notifications' }).getByRole('link', {
    name: /Invitation accepted/,
  });
  await expect(answer).toContainText(`${creatorName} accepted your invitation to ${campaignName}.`);
  await expectAccessible(businessPage, testInfo, 'business notifications open');
  await businessPage.keyboard.press('Escape');

  await card(businessPage, campaignName).getByRole('button', { name: 'Manage Influencers' }).click();
  const dialog = businessPage.getByRole('dialog', { name: `Manage Influencers: ${campaignName}` });
  await expect(dialog.getByText('Influencers taking part: 1 of Unlimited')).toBeVisible();
  const applicant = dialog.getByRole('list', { name: 'Applicants' }).getByRole('listitem', { name: creatorName });
  await expect(applicant.getByText('Accepted', { exact: true })).toBeVisible();
  const sent = dialog.getByRole('list', { name: 'Invitations' }).getByRole('listitem', {
    name: `Invitation: ${creatorName}`,
  });
  await expect(sent.getByText('Invitation accepted', { exact: true })).toBeVisible();
  await expectAccessible(businessPage, testInfo, 'Manage Influencers with an accepted invitation');

  await businessContext.close();
  expect(businessErrors, "the business's page logged errors").toEqual([]);
});

test('a creator declines an invitation; a second invitation is refused with the reason', async ({
  page,
  newAccount,
}) => {
  const word = uniqueWord();
  const campaignName = `${word} Spring Menu`;
  const business = await newAccount('smb');
  const campaignId = await createCampaignViaApi(business.request, { campaignName, privatePublic: 'Public' });
  await signUpViaApi(page.request, 'influencer', `Riley ${word}`);
  const creatorId = ((await (await page.request.get('/api/auth/session')).json()) as { user: { id: string } }).user.id;
  const invite = () =>
    business.request.post(`/api/business/campaigns/${campaignId}/invitations`, { data: { creatorId } });
  expect((await invite()).status()).toBe(201);

  await page.goto('/influencer-dashboard');
  const invitation = page.getByRole('listitem', { name: `Invitation to ${campaignName}` });
  await invitation.getByRole('button', { name: `Decline invitation to ${campaignName}` }).click();
  await expectToast(page, 'Invitation Declined', `You declined the invitation to ${campaignName}.`);
  await expect(invitation).toHaveCount(0);
  await expect(card(page, campaignName)).toHaveCount(0);

  const again = await invite();
  expect(again.status()).toBe(409);
  expect(await again.json()).toMatchObject({
    code: 'ALREADY_INVITED',
    message: `Riley ${word} has already declined your invitation to ${campaignName}.`,
  });
});
