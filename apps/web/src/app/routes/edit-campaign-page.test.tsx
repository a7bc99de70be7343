import { DEFAULT_CAMPAIGN_TERMS } from '@microreach/domain/campaign-terms';
import { campaignMessages, maxInfluencersTooLow } from '@microreach/domain/campaigns';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { EditCampaignRoute } from '#web/app/routes/edit-campaign';
import {
  clearToasts,
  click,
  day,
  expectFieldError,
  expectToast,
  field,
  location,
  pickDate,
  sampleCampaign,
  type,
} from '#web/test/fixtures/campaign-form';
import { mockApi } from '#web/test/mock-api';
import { renderAt } from '#web/test/render';

const routes = [
  { path: '/edit-campaign/:id', element: <EditCampaignRoute /> },
  { path: '/smb-dashboard', element: <h1>Campaign Dashboard</h1> },
];
const GET = 'GET /api/business/campaigns/c1';
const PUT = 'PUT /api/business/campaigns/c1';
const campaign = sampleCampaign();

function radio(name: string) {
  return screen.getByRole('radio', { name });
}

beforeEach(() => clearToasts());

// Typing key by key is slow in jsdom on a busy machine.
describe('Edit Campaign', { timeout: 20_000 }, () => {
  it("shows 'Loading campaign...' and then the campaign in the form", async () => {
    mockApi({ [GET]: [200, campaign] });
    renderAt('/edit-campaign/c1', routes);
    expect(screen.getByRole('heading', { name: 'Edit Campaign' })).toBeVisible();
    expect(screen.getByText('Loading campaign...')).toBeVisible();

    expect(await screen.findByRole('textbox', { name: 'Campaign Name' })).toBeVisible();
    expect(screen.queryByText('Loading campaign...')).not.toBeInTheDocument();
    expect(field.name()).toHaveValue('Autumn Brews');
    expect(field.description()).toHaveValue('Cosy coffee moments.');
    expect(field.niche()).toHaveValue('Food & Beverage');
    expect(
      within(screen.getByRole('list', { name: 'Added hashtags' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['#autumn', '#CoffeeTime']);
    expect(field.maxInfluencers()).toHaveValue('10');
    expect(field.startDate()).toHaveValue(day(152));
    expect(field.endDate()).toHaveValue(day(172));
    expect(screen.getByRole('checkbox', { name: 'Instagram Reel' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'TikTok Video' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Blog Post' })).not.toBeChecked();
    expect(field.guidelines()).toHaveValue('Show the cup in the first second.');
    expect(field.budget()).toHaveValue('12,500');
    expect(field.influencerBudget()).toHaveValue('500');
    expect(radio('Public')).toBeChecked();
    expect(radio('Live')).toBeChecked();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/smb-dashboard');
    expect(screen.getByRole('button', { name: 'Save Draft' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Update & Launch' })).toBeVisible();
  });

  it('starts the status radio on Draft for a campaign that is not Live', async () => {
    mockApi({ [GET]: [200, sampleCampaign({ status: 'Paused', maxInfluencers: null })] });
    renderAt('/edit-campaign/c1', routes);
    await screen.findByRole('textbox', { name: 'Campaign Name' });
    expect(radio('Draft')).toBeChecked();
    expect(field.maxInfluencers()).toHaveValue('');
  });

  it('saves a draft with PUT, says so and goes to the dashboard', async () => {
    const calls = mockApi({ [GET]: [200, campaign], [PUT]: [200, { ...campaign, status: 'Draft' }] });
    renderAt('/edit-campaign/c1', routes);
    await screen.findByRole('textbox', { name: 'Campaign Name' });
    await type(field.name(), 'Autumn Brews II');
    await type(field.budget(), '20000');
    await click('Save Draft');
    await expectToast('Campaign Updated!', 'Your changes have been saved.');
    await waitFor(() => expect(location()).toBe('/smb-dashboard'));
    const put = calls.filter((c) => c.method === 'PUT');
    expect(put).toHaveLength(1);
    expect(put[0].path).toBe('/api/business/campaigns/c1');
    expect(put[0].body).toEqual({
      campaignName: 'Autumn Brews II',
      campaignDescription: 'Cosy coffee moments.',
      campaignNiche: 'Food & Beverage',
      campaignHashtags: ['autumn', 'CoffeeTime'],
      maxInfluencers: 10,
      startDate: day(152),
      endDate: day(172),
      contentTypes: ['Instagram Reel', 'TikTok Video'],
      contentGuidelines: 'Show the cup in the first second.',
      budgetCents: 2_000_000,
      influencerBudgetCents: 50_000,
      privatePublic: 'Public',
      payTerms: { ratePer1kViewsCents: 1000, ratePerEngagementCents: 10, fixedPerPostCents: 0 },
      terms: DEFAULT_CAMPAIGN_TERMS,
      intent: 'draft',
    });
  });

  it('updates and launches with intent launch, then goes to the dashboard', async () => {
    const draft = sampleCampaign({ status: 'Draft' });
    const calls = mockApi({ [GET]: [200, draft], [PUT]: [200, { ...draft, status: 'Live' }] });
    renderAt('/edit-campaign/c1', routes);
    await screen.findByRole('textbox', { name: 'Campaign Name' });
    expect(radio('Draft')).toBeChecked();
    await click('Update & Launch');
    await expectToast('Campaign Updated & Launched!', 'Your campaign is now live and visible to influencers.');
    await waitFor(() => expect(location()).toBe('/smb-dashboard'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ intent: 'launch' });
  });

  it('applies the create screen date rules and sends nothing when they are broken', async () => {
    const calls = mockApi({ [GET]: [200, campaign], [PUT]: [200, campaign] });
    renderAt('/edit-campaign/c1', routes);
    await screen.findByRole('textbox', { name: 'Campaign Name' });
    expect(field.endDate()).toHaveAttribute('min', day(152));
    expect(field.endDate()).toHaveAttribute('max', day(183));
    expect(field.startDate()).toHaveAttribute('max', day(172));
    await pickDate(field.endDate(), day(197));
    await click('Save Draft');
    await expectToast(campaignMessages.tooLong.title, campaignMessages.tooLong.message);
    expectFieldError(field.endDate(), campaignMessages.tooLong.message);
    await pickDate(field.endDate(), day(136));
    await click('Update & Launch');
    await expectToast(campaignMessages.invalidDateRange.title, campaignMessages.invalidDateRange.message);
    expectFieldError(field.endDate(), campaignMessages.invalidDateRange.message);
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    expect(location()).toBe('/edit-campaign/c1');
  });

  it("toasts 'Failed to load campaign data.' once and goes to the dashboard when the campaign is not found", async () => {
    mockApi({ [GET]: [404, { statusCode: 404, message: 'Campaign not found' }] });
    renderAt('/edit-campaign/c1', routes);
    await expectToast('Error', 'Failed to load campaign data.');
    await waitFor(() => expect(location()).toBe('/smb-dashboard'));
    expect(screen.getAllByText('Failed to load campaign data.')).toHaveLength(1);
  });

  it("shows the server's rule violation with its title and stays", async () => {
    mockApi({
      [GET]: [200, campaign],
      [PUT]: [400, { statusCode: 400, ...campaignMessages.missingForLaunch }],
    });
    renderAt('/edit-campaign/c1', routes);
    await screen.findByRole('textbox', { name: 'Campaign Name' });
    await click('Update & Launch');
    await expectToast('Missing Information', 'Please fill in all required fields before launching.');
    expect(location()).toBe('/edit-campaign/c1');
    expect(screen.getByRole('button', { name: 'Update & Launch' })).toBeEnabled();
  });

  it('marks Max Influencers when the server refuses to lower it below the influencers taking part', async () => {
    const violation = maxInfluencersTooLow(3);
    const calls = mockApi({ [GET]: [200, campaign], [PUT]: [400, { statusCode: 400, ...violation }] });
    renderAt('/edit-campaign/c1', routes);
    await screen.findByRole('textbox', { name: 'Campaign Name' });
    await type(field.maxInfluencers(), '2');
    await click('Save Draft');
    await expectToast('Max Influencers Too Low', violation.message);
    expectFieldError(field.maxInfluencers(), violation.message);
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ maxInfluencers: 2 });
    expect(location()).toBe('/edit-campaign/c1');
    // Changing the number takes the mark away.
    await type(field.maxInfluencers(), '3');
    expect(field.maxInfluencers()).toBeValid();
  });

  it("shows a refused status change in the server's words", async () => {
    const completed = sampleCampaign({ status: 'Completed' });
    const refusal = 'A Completed campaign cannot be launched. Save it as a draft with new dates first.';
    mockApi({ [GET]: [200, completed], [PUT]: [409, { statusCode: 409, message: refusal }] });
    renderAt('/edit-campaign/c1', routes);
    await screen.findByRole('textbox', { name: 'Campaign Name' });
    await click('Update & Launch');
    await expectToast('Error', refusal);
    expect(location()).toBe('/edit-campaign/c1');
    expect(radio('Draft')).toBeChecked();
  });

  it.each([
    [401, 'Authentication Error', 'Please log in to update your campaign.'],
    [500, 'Error', 'Failed to update campaign. Please try again'],
  ])('turns a %i on save into "%s: %s"', async (status, title, message) => {
    mockApi({ [GET]: [200, campaign], [PUT]: [status, { statusCode: status, message: 'nope' }] });
    renderAt('/edit-campaign/c1', routes);
    await screen.findByRole('textbox', { name: 'Campaign Name' });
    await click('Save Draft');
    await expectToast(title, message);
    expect(location()).toBe('/edit-campaign/c1');
  });
});
