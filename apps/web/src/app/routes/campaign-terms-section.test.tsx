// The campaign form's Terms section (issue 29): its fields and defaults, what it sends, the schema's problems beside
// their fields, the plain-words preview, and the server's refusal of terms worse for creators who have joined.
import { termsMessages, termsWorsenedViolation } from '@microreach/domain/campaign-terms';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CreateCampaignRoute } from '#web/app/routes/create-campaign';
import { EditCampaignRoute } from '#web/app/routes/edit-campaign';
import {
  clearToasts,
  click,
  expectFieldError,
  expectToast,
  field,
  location,
  sampleCampaign,
  type,
} from '#web/test/fixtures/campaign-form';
import { termsOf } from '#web/test/fixtures/campaign-terms';
import { mockApi } from '#web/test/mock-api';
import { renderAt } from '#web/test/render';
import { user } from '#web/test/user';

const routes = [
  { path: '/create-campaign', element: <CreateCampaignRoute /> },
  { path: '/edit-campaign/:id', element: <EditCampaignRoute /> },
  { path: '/smb-dashboard', element: <h1>Campaign Dashboard</h1> },
];
const created = sampleCampaign({ id: 'c1', status: 'Draft' });

const terms = {
  section: () => screen.getByRole('region', { name: 'Terms' }),
  usageRights: () => screen.getByRole('combobox', { name: 'Usage rights' }) as HTMLSelectElement,
  paidAdsDays: () => screen.getByRole('textbox', { name: 'Paid ads period (days)' }) as HTMLInputElement,
  exclusivityDays: () => screen.getByRole('textbox', { name: 'Exclusivity period (days)' }) as HTMLInputElement,
  postsPerCreator: () => screen.getByRole('combobox', { name: 'Posts per creator' }) as HTMLSelectElement,
  revisionLimit: () => screen.getByRole('textbox', { name: 'Revision limit' }) as HTMLInputElement,
  platforms: () => screen.getByRole('group', { name: 'Platforms' }),
  disclosure: () => screen.getByRole('switch', { name: /^Disclosure required/ }) as HTMLInputElement,
  // The preview shows once the terms module has loaded, after the form.
  preview: () => screen.findByLabelText('Terms preview'),
};

/** Fills what a draft needs (a name and a total budget). */
async function fillDraft() {
  await type(field.name(), 'Summer Glow');
  await type(field.budget(), '1000');
}

beforeEach(() => clearToasts());

// Typing key by key is slow in jsdom on a busy machine.
describe('Campaign form: Terms', { timeout: 20_000 }, () => {
  it('starts on the default terms, every input labelled, with the perpetual-licence note and a plain-words preview', async () => {
    renderAt('/create-campaign', routes);
    expect(terms.section()).toBeVisible();
    expect(terms.usageRights().value).toBe('organic');
    expect(Array.from(terms.usageRights().options, (o) => o.textContent)).toEqual([
      'Organic posting only',
      'Brand may repost on its own accounts',
      'Paid ads (whitelisting) for a number of days',
      'Perpetual licence',
    ]);
    expect(terms.usageRights()).toHaveAccessibleDescription('A perpetual licence is shown to creators with a warning.');
    // The days input appears only for paid ads, and exclusivity's only when it is chosen.
    expect(screen.queryByRole('textbox', { name: 'Paid ads period (days)' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'None' })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Exclusivity period (days)' })).not.toBeInTheDocument();
    expect(terms.postsPerCreator().value).toBe('3');
    expect(Array.from(terms.postsPerCreator().options, (o) => o.value)).toEqual(['1', '2', '3']);
    expect(terms.revisionLimit()).toHaveValue('2');
    expect(within(terms.platforms()).getByRole('checkbox', { name: 'Instagram' })).toBeChecked();
    expect(within(terms.platforms()).getByRole('checkbox', { name: 'TikTok' })).toBeChecked();
    expect(terms.disclosure()).toBeChecked();
    const preview = await terms.preview();
    expect(within(preview).getByText('Organic posting only: the brand may not reuse your content.')).toBeVisible();
    expect(within(preview).getByText('None: you may work with any brand.')).toBeVisible();
    expect(within(preview).getByText('3 posts per creator on Instagram or TikTok.')).toBeVisible();
  });

  it('sends the terms chosen, and the preview follows each choice', async () => {
    const calls = mockApi({ 'POST /api/business/campaigns': [201, created] });
    renderAt('/create-campaign', routes);
    await fillDraft();
    await user.selectOptions(terms.usageRights(), 'paid_ads');
    await type(terms.paidAdsDays(), '30');
    await user.click(screen.getByRole('radio', { name: 'No competing brand for a number of days' }));
    await type(terms.exclusivityDays(), '14');
    await user.selectOptions(terms.postsPerCreator(), '2');
    await type(terms.revisionLimit(), '3');
    await user.click(within(terms.platforms()).getByRole('checkbox', { name: 'TikTok' }));
    await user.click(terms.disclosure());
    await user.selectOptions(field.niche(), 'Beauty & Cosmetics');

    const preview = await terms.preview();
    expect(
      within(preview).getByText(
        'The brand may repost your content and run it as paid ads (whitelisting) for 30 days after you post it.',
      ),
    ).toBeVisible();
    expect(
      within(preview).getByText(
        'No work for a competing brand in the Beauty & Cosmetics niche for 14 days after you post.',
      ),
    ).toBeVisible();
    expect(within(preview).getByText('2 posts per creator on Instagram.')).toBeVisible();
    expect(within(preview).getByText(/^Up to 3 fix requests per post/)).toBeVisible();
    expect(within(preview).getByText(/^Not required by the brand/)).toBeVisible();

    await click('Save Draft');
    await expectToast('Campaign Saved', 'Your campaign has been saved as a draft.');
    expect(calls[0]?.body).toMatchObject({
      terms: {
        usageRights: 'paid_ads',
        paidAdsDays: 30,
        exclusivityDays: 14,
        postsPerCreator: 2,
        platforms: ['instagram'],
        revisionLimit: 3,
        disclosureRequired: false,
      },
    });
  });

  it('marks a missing paid-ads period, an empty exclusivity period and no platform beside their fields, and sends nothing', async () => {
    const calls = mockApi({});
    renderAt('/create-campaign', routes);
    await fillDraft();
    await user.selectOptions(terms.usageRights(), 'paid_ads');
    await user.click(screen.getByRole('radio', { name: 'No competing brand for a number of days' }));
    for (const platform of ['Instagram', 'TikTok']) {
      await user.click(within(terms.platforms()).getByRole('checkbox', { name: platform }));
    }
    expect(within(terms.section()).getByText('Complete the terms above to see them in plain words.')).toBeVisible();
    await click('Save Draft');
    expectFieldError(terms.exclusivityDays(), 'Exclusivity must be a whole number of days.');
    expect(terms.platforms()).toHaveAccessibleDescription(expect.stringContaining(termsMessages.platformsRequired));
    expect(calls).toHaveLength(0);

    // The refine that needs the others valid: paid ads without its days.
    await type(terms.exclusivityDays(), '7');
    await user.click(within(terms.platforms()).getByRole('checkbox', { name: 'Instagram' }));
    await click('Save Draft');
    expectFieldError(terms.paidAdsDays(), termsMessages.paidAdsDaysRequired);
    expect(calls).toHaveLength(0);
  });

  it('keeps the days within a day and a year, and the revision limit within 0 to 10, as they are typed', async () => {
    renderAt('/create-campaign', routes);
    await user.selectOptions(terms.usageRights(), 'paid_ads');
    await type(terms.paidAdsDays(), '4000');
    expect(terms.paidAdsDays()).toHaveValue('40');
    await type(terms.revisionLimit(), '25');
    expect(terms.revisionLimit()).toHaveValue('2');
  });

  it('shows what creators will read of a perpetual licence, its warning included', async () => {
    renderAt('/create-campaign', routes);
    await user.selectOptions(terms.usageRights(), 'perpetual');
    const preview = await terms.preview();
    expect(within(preview).getByText(/^Perpetual licence: the brand may use your content anywhere/)).toBeVisible();
    expect(within(preview).getByText(termsMessages.perpetualWarning)).toBeVisible();
  });

  it('loads a campaign’s terms into the form, and marks the fields the server refuses as worse for creators', async () => {
    const campaign = sampleCampaign({
      terms: termsOf({ usageRights: 'brand_repost', exclusivityDays: 10, revisionLimit: 1, platforms: ['tiktok'] }),
    });
    const violation = termsWorsenedViolation(['terms.usageRights', 'terms.exclusivityDays']);
    const calls = mockApi({
      'GET /api/business/campaigns/c1': [200, campaign],
      'PUT /api/business/campaigns/c1': [400, { statusCode: 400, ...violation }],
    });
    renderAt('/edit-campaign/c1', routes);
    await screen.findByRole('region', { name: 'Terms' });
    expect(terms.usageRights().value).toBe('brand_repost');
    expect(screen.getByRole('radio', { name: 'No competing brand for a number of days' })).toBeChecked();
    expect(terms.exclusivityDays()).toHaveValue('10');
    expect(terms.revisionLimit()).toHaveValue('1');
    expect(within(terms.platforms()).getByRole('checkbox', { name: 'Instagram' })).not.toBeChecked();

    await user.selectOptions(terms.usageRights(), 'perpetual');
    await type(terms.exclusivityDays(), '30');
    await click('Save Draft');
    await expectToast('Invalid Terms', termsMessages.termsWorsened);
    expectFieldError(terms.usageRights(), termsMessages.termsWorsened);
    expectFieldError(terms.exclusivityDays(), termsMessages.termsWorsened);
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      terms: { usageRights: 'perpetual', exclusivityDays: 30 },
    });
    await waitFor(() => expect(location()).toBe('/edit-campaign/c1'));
  });
});
