import { DEFAULT_CAMPAIGN_TERMS } from '@microreach/domain/campaign-terms';
import { campaignMessages } from '@microreach/domain/campaigns';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CreateCampaignRoute } from '#web/app/routes/create-campaign';
import {
  REQUIRED_TO_LAUNCH,
  REQUIRED_TO_SAVE,
} from '#web/features/business-campaigns/components/campaign-form/campaign-form-errors';
import {
  clearToasts,
  click,
  day,
  expectFieldError,
  expectToast,
  field,
  fillForLaunch,
  location,
  pickDate,
  sampleCampaign,
  type,
} from '#web/test/fixtures/campaign-form';
import { type Answer, mockApi } from '#web/test/mock-api';
import { renderAt } from '#web/test/render';
import { user } from '#web/test/user';

const routes = [
  { path: '/create-campaign', element: <CreateCampaignRoute /> },
  { path: '/smb-dashboard', element: <h1>Campaign Dashboard</h1> },
];
const created = sampleCampaign({ id: 'c1', status: 'Draft' });

function radio(name: string) {
  return screen.getByRole('radio', { name });
}

beforeEach(() => clearToasts());

// Typing key by key is slow in jsdom on a busy machine.
describe('Create New Campaign', { timeout: 20_000 }, () => {
  it('shows the five sections with labelled fields, the defaults and a Back button to the dashboard', () => {
    renderAt('/create-campaign', routes);
    expect(screen.getByRole('heading', { name: 'Create New Campaign' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/smb-dashboard');
    for (const section of [
      'Campaign Details',
      'Campaign Requirements',
      'Budget & Payments',
      'Terms',
      'Campaign Status',
    ]) {
      expect(screen.getByRole('region', { name: section })).toBeVisible();
    }
    for (const get of Object.values(field)) expect(get()).toBeVisible();
    expect(screen.getByRole('group', { name: 'Content Types' })).toBeVisible();
    expect(within(screen.getByRole('group', { name: 'Content Types' })).getAllByRole('checkbox')).toHaveLength(9);
    expect(field.maxInfluencers()).toHaveAttribute('placeholder', 'Unlimited');
    expect(field.maxInfluencers()).toHaveAccessibleDescription('Leave empty for Unlimited.');
    expect(radio('Draft')).toBeChecked();
    expect(radio('Private')).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save Draft' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Launch' })).toBeVisible();
  });

  const violations: Array<
    [string, { title: string; message: string }, string, () => Promise<void>, () => HTMLElement, string]
  > = [
    ['an empty draft', campaignMessages.missingForSave, 'Save Draft', async () => {}, field.name, REQUIRED_TO_SAVE],
    [
      'a draft without a budget',
      campaignMessages.missingForSave,
      'Save Draft',
      () => type(field.name(), 'X'),
      field.budget,
      REQUIRED_TO_SAVE,
    ],
    [
      'a launch without a description',
      campaignMessages.missingForLaunch,
      'Launch',
      async () => {
        await fillForLaunch();
        await type(field.description(), '');
      },
      field.description,
      REQUIRED_TO_LAUNCH,
    ],
    [
      'a launch without a total budget',
      campaignMessages.missingBudget,
      'Launch',
      async () => {
        await fillForLaunch();
        await type(field.budget(), '');
      },
      field.budget,
      REQUIRED_TO_LAUNCH,
    ],
    [
      'an end date before the start date',
      campaignMessages.invalidDateRange,
      'Save Draft',
      () => fillForLaunch({ start: day(39), end: day(38) }),
      field.endDate,
      campaignMessages.invalidDateRange.message,
    ],
    [
      'a campaign longer than 31 days',
      campaignMessages.tooLong,
      'Launch',
      () => fillForLaunch({ start: day(30), end: day(62) }),
      field.endDate,
      campaignMessages.tooLong.message,
    ],
    [
      'a per-influencer budget above the total',
      campaignMessages.influencerBudgetTooHigh,
      'Save Draft',
      async () => {
        await fillForLaunch();
        await type(field.influencerBudget(), '6000');
      },
      field.influencerBudget,
      campaignMessages.influencerBudgetTooHigh.message,
    ],
  ];
  it.each(violations)(
    'refuses %s with its titled toast, marks the field and sends nothing',
    async (_, expected, button, fill, offending, fieldError) => {
      const calls = mockApi({ 'POST /api/business/campaigns': [201, created] });
      renderAt('/create-campaign', routes);
      await fill();
      await click(button);
      await expectToast(expected.title, expected.message);
      expectFieldError(offending(), fieldError);
      expect(calls).toHaveLength(0);
      expect(radio('Draft')).toBeChecked();
    },
  );

  it('marks every field a launch is missing, and a field loses its mark once it is filled in', async () => {
    renderAt('/create-campaign', routes);
    await type(field.name(), 'Half Done');
    await click('Launch');
    await expectToast('Missing Information', campaignMessages.missingForLaunch.message);
    for (const get of [field.description, field.niche, field.startDate, field.endDate, field.budget]) {
      expectFieldError(get(), REQUIRED_TO_LAUNCH);
    }
    expect(field.name()).toBeValid();
    await type(field.description(), 'Now with a description.');
    expect(field.description()).toBeValid();
    expect(field.description()).not.toHaveAccessibleDescription(REQUIRED_TO_LAUNCH);
    expect(field.niche()).toBeInvalid();
  });

  it("shows the schema's problems beside their fields: a campaign name over 120 characters", async () => {
    const calls = mockApi({ 'POST /api/business/campaigns': [201, created] });
    renderAt('/create-campaign', routes);
    await user.click(field.name());
    await user.paste('A'.repeat(121));
    await type(field.budget(), '100');
    await click('Save Draft');
    const message = 'Campaign name must be at most 120 characters long.';
    await expectToast('Error', message);
    expectFieldError(field.name(), message);
    expect(calls).toHaveLength(0);

    await user.clear(field.name());
    await user.paste('A'.repeat(120));
    expect(field.name()).toBeValid();
    await click('Save Draft');
    await expectToast('Campaign Saved', 'Your campaign has been saved as a draft.');
    expect(calls[0].body).toMatchObject({ campaignName: 'A'.repeat(120) });
  });

  it('shows a problem with the hashtags beside the Hashtags field: more than 30 tags', async () => {
    const calls = mockApi({});
    renderAt('/create-campaign', routes);
    const letter = (i: number) => 'abcdefghijklmnopqrstuvwxyz'[i % 26];
    const tags = Array.from({ length: 31 }, (_, i) => `tag${letter(i)}${i >= 26 ? letter(i) : ''}`);
    await user.click(field.hashtags());
    await user.paste(tags.join(','));
    expect(within(screen.getByRole('list', { name: 'Added hashtags' })).getAllByRole('listitem')).toHaveLength(31);
    await type(field.name(), 'Many Tags');
    await type(field.budget(), '100');
    await click('Save Draft');
    const message = 'Campaign hashtags must have at most 30 items.';
    await expectToast('Error', message);
    expectFieldError(field.hashtags(), message);
    expect(calls).toHaveLength(0);
    await click('Remove hashtag taga');
    expect(field.hashtags()).toBeValid();
  });

  it('keeps letters, digits and underscores in hashtags and adds them on Enter, comma or leaving the field, without blanks or repeats', async () => {
    const calls = mockApi({ 'POST /api/business/campaigns': [201, created] });
    renderAt('/create-campaign', routes);
    const input = field.hashtags();
    await user.type(input, '#summer-2026!');
    expect(input).toHaveValue('summer2026');
    await user.keyboard('{Enter}');
    expect(screen.getByText('#summer2026')).toBeVisible();
    expect(input).toHaveValue('');

    // Enter with nothing typed adds nothing and does not submit the form.
    await user.type(input, '   {Enter}');
    expect(screen.queryByText(campaignMessages.missingForSave.message)).not.toBeInTheDocument();
    await user.type(input, 'Summer2026{Enter}');
    expect(screen.getByText('#Summer2026 is already added.')).toBeVisible();
    expect(within(screen.getByRole('list', { name: 'Added hashtags' })).getAllByRole('listitem')).toHaveLength(1);
    await user.type(input, 'b');
    expect(screen.queryByText('#Summer2026 is already added.')).not.toBeInTheDocument();

    await user.type(input, 'each_day,');
    expect(input).toHaveValue('');
    await user.type(input, 'sun');
    await user.tab();
    expect(
      within(screen.getByRole('list', { name: 'Added hashtags' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['#summer2026', '#beach_day', '#sun']);
    expect(input).toBeValid();

    await click('Remove hashtag summer2026');
    expect(screen.queryByText('#summer2026')).not.toBeInTheDocument();

    await type(field.name(), 'Tags');
    await type(field.budget(), '100');
    await click('Save Draft');
    await expectToast('Campaign Saved', 'Your campaign has been saved as a draft.');
    expect(calls[0].body).toMatchObject({ campaignHashtags: ['beach_day', 'sun'] });
  });

  it('refuses a hashtag with a space beside the field, says what to write, and saves nothing until it is fixed', async () => {
    const calls = mockApi({ 'POST /api/business/campaigns': [201, created] });
    renderAt('/create-campaign', routes);
    const input = field.hashtags();
    await user.type(input, '#Sourdough Sunday{Enter}');
    const message =
      "#Sourdough Sunday has a space: a hashtag is one word of letters, digits and '_'. Write #SourdoughSunday, or add each word as its own hashtag.";
    expectFieldError(input, message);

    await type(field.name(), 'Bakery');
    await type(field.budget(), '100');
    await click('Save Draft');
    await expectToast('Error', message);
    expect(calls).toHaveLength(0);

    await click('Remove hashtag Sourdough Sunday');
    expect(input).toBeValid();
    await user.type(input, 'SourdoughSunday{Enter}');
    expect(input).toBeValid();
    await click('Save Draft');
    await expectToast('Campaign Saved', 'Your campaign has been saved as a draft.');
    expect(calls[0].body).toMatchObject({ campaignHashtags: ['SourdoughSunday'] });
  });

  it('keeps digits in the budgets, shows thousands commas, stops at the largest budget and sends cents', async () => {
    const calls = mockApi({ 'POST /api/business/campaigns': [201, created] });
    renderAt('/create-campaign', routes);
    await type(field.name(), 'Budgets');
    await type(field.budget(), '12a,5-0$00');
    expect(field.budget()).toHaveValue('125,000');
    await type(field.influencerBudget(), '99999999999');
    // $10,000,000 is the most a budget may be: the eighth 9 is refused.
    expect(field.influencerBudget()).toHaveValue('9,999,999');
    await type(field.influencerBudget(), '2500');
    expect(field.influencerBudget()).toHaveValue('2,500');
    await click('Save Draft');
    await expectToast('Campaign Saved', 'Your campaign has been saved as a draft.');
    expect(calls[0].body).toMatchObject({ budgetCents: 12_500_000, influencerBudgetCents: 250_000 });
  });

  it('sends the pay terms as cents, shows the pay rules, and marks terms that exceed the budget per influencer', async () => {
    const calls = mockApi({ 'POST /api/business/campaigns': [201, created] });
    renderAt('/create-campaign', routes);
    // A new campaign starts on the defaults: $10 per 1,000 views and $0.10 per engagement.
    expect(field.ratePer1kViews()).toHaveValue('10');
    expect(field.ratePerEngagement()).toHaveValue('0.1');
    const rules = within(screen.getByRole('list', { name: 'Pay rules' })).getAllByRole('listitem');
    expect(rules.map((li) => li.textContent)).toContain('Minimum payout $10 per approved post.');

    await type(field.name(), 'Pay');
    await type(field.budget(), '1000');
    await type(field.influencerBudget(), '100');
    await type(field.ratePer1kViews(), '12.5');
    await type(field.ratePerEngagement(), '0.05');
    await type(field.fixedPerPost(), '150');
    await click('Save Draft');
    await expectToast(
      'Invalid Pay Terms',
      'The amount per approved post cannot be more than the budget per influencer.',
    );
    expectFieldError(
      field.fixedPerPost(),
      'The amount per approved post cannot be more than the budget per influencer.',
    );
    expect(calls).toHaveLength(0);

    await type(field.fixedPerPost(), '25');
    await click('Save Draft');
    await expectToast('Campaign Saved', 'Your campaign has been saved as a draft.');
    expect(calls[0].body).toMatchObject({
      payTerms: { ratePer1kViewsCents: 1250, ratePerEngagementCents: 5, fixedPerPostCents: 2500 },
    });
  });

  it('limits the date pickers to at most 31 days, end date after the start date', async () => {
    renderAt('/create-campaign', routes);
    await pickDate(field.startDate(), day(39));
    expect(field.endDate()).toHaveAttribute('min', day(39));
    expect(field.endDate()).toHaveAttribute('max', day(70));
    await pickDate(field.endDate(), day(59));
    expect(field.startDate()).toHaveAttribute('max', day(59));
    expect(field.startDate()).toHaveAttribute('min', day(28));
  });

  it('offers only dates within a year of today, and refuses a typed date outside that window', async () => {
    const calls = mockApi({});
    renderAt('/create-campaign', routes);
    for (const picker of [field.startDate(), field.endDate()]) {
      expect(picker).toHaveAttribute('min', day(-365));
      expect(picker).toHaveAttribute('max', day(365));
    }
    await pickDate(field.startDate(), day(350));
    expect(field.endDate()).toHaveAttribute('max', day(365));
    await fillForLaunch({ start: day(400), end: day(410) });
    await click('Launch');
    await expectToast('Invalid Date Range', campaignMessages.dateOutOfWindow.message);
    expectFieldError(field.startDate(), campaignMessages.dateOutOfWindow.message);
    expectFieldError(field.endDate(), campaignMessages.dateOutOfWindow.message);
    expect(calls).toHaveLength(0);
  });

  it('saves a Private draft, stays on the page, and updates that same campaign on the next saves', async () => {
    const calls = mockApi({
      'POST /api/business/campaigns': [201, created],
      'PUT /api/business/campaigns/c1': [200, created],
    });
    renderAt('/create-campaign', routes);
    await type(field.name(), '  Summer Glow  ');
    await type(field.budget(), '1,000');
    await type(field.maxInfluencers(), '12');
    await user.click(screen.getByRole('checkbox', { name: 'TikTok Video' }));
    await click('Save Draft');
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
      payTerms: { ratePer1kViewsCents: 1000, ratePerEngagementCents: 10, fixedPerPostCents: 0 },
      terms: DEFAULT_CAMPAIGN_TERMS,
      intent: 'draft',
    });
    expect(location()).toBe('/create-campaign');
    expect(radio('Draft')).toBeChecked();

    await type(field.name(), 'Summer Glow 2');
    await click('Save Draft');
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toMatchObject({ method: 'PUT', path: '/api/business/campaigns/c1' });
    expect(calls[1].body).toMatchObject({ campaignName: 'Summer Glow 2', intent: 'draft' });

    await fillForLaunch();
    await click('Launch');
    await waitFor(() => expect(location()).toBe('/smb-dashboard'));
    expect(calls).toHaveLength(3);
    expect(calls[2]).toMatchObject({ method: 'PUT', path: '/api/business/campaigns/c1' });
    expect(calls[2].body).toMatchObject({ intent: 'launch' });
  });

  it('launches with intent launch, says so and goes to the dashboard', async () => {
    const calls = mockApi({ 'POST /api/business/campaigns': [201, { ...created, status: 'Live' }] });
    renderAt('/create-campaign', routes);
    await fillForLaunch();
    await user.click(radio('Public'));
    await click('Launch');
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
    const calls = mockApi({ 'POST /api/business/campaigns': [201, created] });
    renderAt('/create-campaign', routes);
    await fillForLaunch();
    await user.click(radio('Live'));
    await user.type(field.name(), '{Enter}');
    await waitFor(() => expect(location()).toBe('/smb-dashboard'));
    expect(calls[0].body).toMatchObject({ intent: 'launch' });
  });

  it('shows busy labels on disabled buttons while saving', async () => {
    let respond: (answer: Answer<'POST /api/business/campaigns'>) => void = () => {};
    mockApi({ 'POST /api/business/campaigns': () => new Promise((resolve) => (respond = resolve)) });
    renderAt('/create-campaign', routes);
    await type(field.name(), 'Busy');
    await type(field.budget(), '10');
    await click('Save Draft');
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Launch' })).toBeDisabled();
    respond([201, created]);
    await expectToast('Campaign Saved', 'Your campaign has been saved as a draft.');
    expect(screen.getByRole('button', { name: 'Save Draft' })).toBeEnabled();
  });

  it("shows the server's rule violation with its title, marks its field and leaves the status radio as it was", async () => {
    mockApi({
      'POST /api/business/campaigns': [
        400,
        { statusCode: 400, ...campaignMessages.endDatePassed, fields: ['endDate'] },
      ],
    });
    renderAt('/create-campaign', routes);
    await fillForLaunch();
    await click('Launch');
    await expectToast('Invalid Date Range', campaignMessages.endDatePassed.message);
    expectFieldError(field.endDate(), campaignMessages.endDatePassed.message);
    expect(location()).toBe('/create-campaign');
    expect(radio('Draft')).toBeChecked();
    expect(screen.getByRole('button', { name: 'Launch' })).toBeEnabled();
  });

  it("marks the fields a server's 400 names in its issues", async () => {
    const message = "#summer is not a hashtag. A hashtag is one word of letters, digits and '_'.";
    mockApi({
      'POST /api/business/campaigns': [
        400,
        {
          statusCode: 400,
          error: 'Bad Request',
          message,
          code: 'VALIDATION_ERROR',
          issues: [{ path: 'campaignHashtags.0', message }],
        },
      ],
    });
    renderAt('/create-campaign', routes);
    await type(field.name(), 'Tags');
    await type(field.budget(), '100');
    await user.type(field.hashtags(), 'summer{Enter}');
    await click('Save Draft');
    await expectToast('Error', 'Failed to save campaign. Please try again.');
    expectFieldError(field.hashtags(), message);
  });

  it.each([
    [401, 'Authentication Error', 'Please log in to save your campaign.'],
    [500, 'Error', 'Failed to save campaign. Please try again.'],
  ])('turns a %i into "%s: %s"', async (status, title, message) => {
    mockApi({ 'POST /api/business/campaigns': [status, { statusCode: status, message: 'nope' }] });
    renderAt('/create-campaign', routes);
    await type(field.name(), 'X');
    await type(field.budget(), '1');
    await click('Save Draft');
    await expectToast(title, message);
    expect(location()).toBe('/create-campaign');
  });

  it('sends an Idempotency-Key, and the same one when the same campaign is saved again after a failure', async () => {
    const calls = mockApi({ 'POST /api/business/campaigns': [500, { statusCode: 500, message: 'nope' }] });
    renderAt('/create-campaign', routes);
    await type(field.name(), 'Cold Brew Week');
    await type(field.budget(), '900');
    await click('Save Draft');
    await expectToast('Error', 'Failed to save campaign. Please try again.');
    clearToasts();
    await click('Save Draft');
    await expectToast('Error', 'Failed to save campaign. Please try again.');
    await type(field.budget(), '950');
    await click('Save Draft');
    await waitFor(() => expect(calls).toHaveLength(3));
    const keys = calls.map((c) => c.headers.get('idempotency-key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
