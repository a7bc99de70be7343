import { campaignMessages } from '@microreach/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CreateCampaignRoute } from '../../../../app/routes/create-campaign';
import { renderAt, stubApi } from '../../../../test/render';
import {
  clearToasts,
  click,
  day,
  expectToast,
  field,
  fillForLaunch,
  location,
  sampleCampaign,
  type,
} from './test-utils';

const routes = [
  { path: '/create-campaign', element: <CreateCampaignRoute /> },
  { path: '/smb-dashboard', element: <h1>Campaign Dashboard</h1> },
];
const created = sampleCampaign({ id: 'c1', status: 'Draft' });

function radio(name: string) {
  return screen.getByRole('radio', { name }) as HTMLInputElement;
}

beforeEach(() => clearToasts());

describe('Create New Campaign', () => {
  it('shows the four sections with labelled fields, the defaults and a Back button to the dashboard', () => {
    stubApi({});
    renderAt('/create-campaign', routes);
    expect(screen.getByRole('heading', { name: 'Create New Campaign' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/smb-dashboard');
    for (const section of ['Campaign Details', 'Campaign Requirements', 'Budget & Payments', 'Campaign Status']) {
      expect(screen.getByRole('region', { name: section })).toBeTruthy();
    }
    for (const get of Object.values(field)) expect(get()).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Content Types' })).toBeTruthy();
    expect(screen.getAllByRole('checkbox')).toHaveLength(9);
    expect(field.maxInfluencers().placeholder).toBe('Unlimited');
    expect(screen.getByText('Leave empty for Unlimited.')).toBeTruthy();
    expect(radio('Draft').checked).toBe(true);
    expect(radio('Private').checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Save Draft' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Launch' })).toBeTruthy();
  });

  const violations: Array<[string, { title: string; message: string }, string, () => void]> = [
    ['an empty draft', campaignMessages.missingForSave, 'Save Draft', () => {}],
    ['a draft without a budget', campaignMessages.missingForSave, 'Save Draft', () => type(field.name(), 'X')],
    [
      'a launch without a description',
      campaignMessages.missingForLaunch,
      'Launch',
      () => {
        fillForLaunch();
        type(field.description(), '');
      },
    ],
    [
      'a launch without a total budget',
      campaignMessages.missingBudget,
      'Launch',
      () => {
        fillForLaunch();
        type(field.budget(), '');
      },
    ],
    [
      'an end date before the start date',
      campaignMessages.invalidDateRange,
      'Save Draft',
      () => fillForLaunch({ start: day(39), end: day(38) }),
    ],
    [
      'a campaign longer than 31 days',
      campaignMessages.tooLong,
      'Launch',
      () => fillForLaunch({ start: day(30), end: day(62) }),
    ],
    [
      'a per-influencer budget above the total',
      campaignMessages.influencerBudgetTooHigh,
      'Save Draft',
      () => {
        fillForLaunch();
        type(field.influencerBudget(), '6000');
      },
    ],
  ];
  it.each(violations)('refuses %s with its titled toast and sends nothing', async (_, expected, button, fill) => {
    const calls = stubApi({ 'POST /api/business/campaigns': [201, created] });
    renderAt('/create-campaign', routes);
    fill();
    click(button);
    await expectToast(expected.title, expected.message);
    expect(calls).toHaveLength(0);
    expect(radio('Draft').checked).toBe(true);
  });

  it('keeps letters and spaces in hashtags and adds them on Enter, comma or Add, without blanks or repeats', async () => {
    const calls = stubApi({ 'POST /api/business/campaigns': [201, created] });
    renderAt('/create-campaign', routes);
    const input = field.hashtags();
    type(input, '#summer2026!');
    expect(input.value).toBe('summer');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByText('#summer')).toBeTruthy();
    expect(input.value).toBe('');

    type(input, '   ');
    fireEvent.keyDown(input, { key: 'Enter' });
    type(input, 'Summer');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByText('#Summer is already added.')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);

    type(input, 'beach day,');
    expect(input.value).toBe('');
    type(input, 'sun');
    click('Add');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['#summer', '#beach day', '#sun']);

    click('Remove hashtag summer');
    expect(screen.queryByText('#summer')).toBeNull();

    type(field.name(), 'Tags');
    type(field.budget(), '100');
    click('Save Draft');
    await expectToast('Campaign Saved', 'Your campaign has been saved as a draft.');
    expect(calls[0].body).toMatchObject({ campaignHashtags: ['beach day', 'sun'] });
  });

  it('keeps digits and commas in the budgets, shows thousands commas and sends them in cents', async () => {
    const calls = stubApi({ 'POST /api/business/campaigns': [201, created] });
    renderAt('/create-campaign', routes);
    type(field.name(), 'Budgets');
    type(field.budget(), '12a,50.0$0');
    expect(field.budget().value).toBe('125,000');
    type(field.influencerBudget(), '2500');
    expect(field.influencerBudget().value).toBe('2,500');
    type(field.influencerBudget(), '99999999999');
    expect(field.influencerBudget().value).toBe('2,500');
    click('Save Draft');
    await expectToast('Campaign Saved', 'Your campaign has been saved as a draft.');
    expect(calls[0].body).toMatchObject({ budgetCents: 12_500_000, influencerBudgetCents: 250_000 });
  });

  it('limits the date pickers to at most 31 days, end date after the start date', () => {
    stubApi({});
    renderAt('/create-campaign', routes);
    type(field.startDate(), day(39));
    expect(field.endDate().min).toBe(day(39));
    expect(field.endDate().max).toBe(day(70));
    type(field.endDate(), day(59));
    expect(field.startDate().max).toBe(day(59));
    expect(field.startDate().min).toBe(day(28));
  });

  it('offers only dates within a year of today, and refuses a typed date outside that window', async () => {
    const calls = stubApi({});
    renderAt('/create-campaign', routes);
    for (const picker of [field.startDate(), field.endDate()]) {
      expect(picker.min).toBe(day(-365));
      expect(picker.max).toBe(day(365));
    }
    type(field.startDate(), day(350));
    expect(field.endDate().max).toBe(day(365));
    fillForLaunch({ start: day(400), end: day(410) });
    click('Launch');
    await expectToast('Invalid Date Range', campaignMessages.dateOutOfWindow.message);
    expect(calls).toHaveLength(0);
  });

  it('saves a Private draft, stays on the page, and updates that same campaign on the next saves', async () => {
    const calls = stubApi({
      'POST /api/business/campaigns': [201, created],
      'PUT /api/business/campaigns/c1': [200, created],
    });
    renderAt('/create-campaign', routes);
    type(field.name(), '  Summer Glow  ');
    type(field.budget(), '1,000');
    type(field.maxInfluencers(), '12');
    fireEvent.click(screen.getByRole('checkbox', { name: 'TikTok Video' }));
    click('Save Draft');
    await expectToast('Campaign Saved', 'Your campaign has been saved as a draft.');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/business/campaigns' });
    expect(calls[0].body).toEqual({
      campaignName: 'Summer Glow',
      campaignDescription: '',
      campaignNiche: null,
      campaignHashtags: [],
      maxInfluencers: 12,
      startDate: null,
      endDate: null,
      contentTypes: ['TikTok Video'],
      contentGuidelines: '',
      budgetCents: 100_000,
      influencerBudgetCents: null,
      privatePublic: 'Private',
      intent: 'draft',
    });
    expect(location()).toBe('/create-campaign');
    expect(radio('Draft').checked).toBe(true);

    type(field.name(), 'Summer Glow 2');
    click('Save Draft');
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toMatchObject({ method: 'PUT', path: '/api/business/campaigns/c1' });
    expect(calls[1].body).toMatchObject({ campaignName: 'Summer Glow 2', intent: 'draft' });

    fillForLaunch();
    click('Launch');
    await waitFor(() => expect(location()).toBe('/smb-dashboard'));
    expect(calls).toHaveLength(3);
    expect(calls[2]).toMatchObject({ method: 'PUT', path: '/api/business/campaigns/c1' });
    expect(calls[2].body).toMatchObject({ intent: 'launch' });
  });

  it('launches with intent launch, says so and goes to the dashboard', async () => {
    const calls = stubApi({ 'POST /api/business/campaigns': [201, { ...created, status: 'Live' }] });
    renderAt('/create-campaign', routes);
    fillForLaunch();
    fireEvent.click(radio('Public'));
    click('Launch');
    await expectToast('Campaign Launched!', 'Your campaign is now live and visible to influencers.');
    await waitFor(() => expect(location()).toBe('/smb-dashboard'));
    expect(calls).toHaveLength(1);
    expect(calls[0].body).toMatchObject({
      campaignName: 'Summer Glow',
      campaignNiche: 'Beauty & Cosmetics',
      startDate: day(30),
      endDate: day(49),
      budgetCents: 500_000,
      privatePublic: 'Public',
      intent: 'launch',
    });
  });

  it('submits with Enter using the status radio', async () => {
    const calls = stubApi({ 'POST /api/business/campaigns': [201, created] });
    renderAt('/create-campaign', routes);
    fillForLaunch();
    fireEvent.click(radio('Live'));
    fireEvent.submit(screen.getByRole('form', { name: 'Campaign' }));
    await waitFor(() => expect(location()).toBe('/smb-dashboard'));
    expect(calls[0].body).toMatchObject({ intent: 'launch' });
  });

  it('shows busy labels on disabled buttons while saving', async () => {
    let respond: (r: Response) => void = () => {};
    globalThis.fetch = (() => new Promise<Response>((r) => (respond = r))) as typeof fetch;
    renderAt('/create-campaign', routes);
    type(field.name(), 'Busy');
    type(field.budget(), '10');
    click('Save Draft');
    const saving = (await screen.findByRole('button', { name: 'Saving...' })) as HTMLButtonElement;
    expect(saving.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Launch' }) as HTMLButtonElement).disabled).toBe(true);
    respond(new Response(JSON.stringify(created), { status: 201 }));
    await expectToast('Campaign Saved', 'Your campaign has been saved as a draft.');
    expect((screen.getByRole('button', { name: 'Save Draft' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows the server's rule violation with its title and leaves the status radio as it was", async () => {
    stubApi({
      'POST /api/business/campaigns': [400, { statusCode: 400, ...campaignMessages.endDatePassed }],
    });
    renderAt('/create-campaign', routes);
    fillForLaunch();
    click('Launch');
    await expectToast('Invalid Date Range', campaignMessages.endDatePassed.message);
    expect(location()).toBe('/create-campaign');
    expect(radio('Draft').checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Launch' })).toBeTruthy();
  });

  it.each([
    [401, 'Authentication Error', 'Please log in to save your campaign.'],
    [500, 'Error', 'Failed to save campaign. Please try again.'],
  ])('turns a %i into "%s: %s"', async (status, title, message) => {
    stubApi({ 'POST /api/business/campaigns': [status, { statusCode: status, message: 'nope' }] });
    renderAt('/create-campaign', routes);
    type(field.name(), 'X');
    type(field.budget(), '1');
    click('Save Draft');
    await expectToast(title, message);
    expect(location()).toBe('/create-campaign');
  });

  it('sends an Idempotency-Key, and the same one when the same campaign is saved again after a failure', async () => {
    const calls = stubApi({ 'POST /api/business/campaigns': [500, { statusCode: 500, message: 'nope' }] });
    renderAt('/create-campaign', routes);
    type(field.name(), 'Cold Brew Week');
    type(field.budget(), '900');
    click('Save Draft');
    await expectToast('Error', 'Failed to save campaign. Please try again.');
    clearToasts();
    click('Save Draft');
    await expectToast('Error', 'Failed to save campaign. Please try again.');
    type(field.budget(), '950');
    click('Save Draft');
    await waitFor(() => expect(calls).toHaveLength(3));
    const keys = calls.map((c) => c.headers.get('idempotency-key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
