import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { SmbProfileSettingsRoute } from '#web/app/routes/smb-profile-settings';
import { makePayments } from '#web/test/fixtures/business-payments';
import {
  expectToast,
  imageFile,
  logoImage,
  makeBusinessProfile,
  portfolioImages,
  useNodeFormData,
} from '#web/test/fixtures/business-profile';
import { mockApi, SERVER_ERROR } from '#web/test/mock-api';
import { renderAt } from '#web/test/render';
import { user } from '#web/test/user';

// The parts of the page that load on demand (issue 31), loaded first: the tests wait for a render, not an import.
beforeAll(async () => {
  await import('#web/features/profiles/components/profile-preview');
  await import('#web/features/profiles/components/profile-preview-dialog');
});

const routes = [
  { path: '/smb-profile-settings', element: <SmbProfileSettingsRoute /> },
  { path: '/smb-payments', element: <h1>Payments & Funding</h1> },
];
const saved = makeBusinessProfile();

const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const section = (name: string) => screen.getByRole('region', { name });

async function renderPage() {
  renderAt('/smb-profile-settings', routes);
  await screen.findByRole('region', { name: 'Business Information' });
}

async function replaceText(input: HTMLElement, value: string) {
  await user.clear(input);
  if (value) await user.type(input, value);
}

function expectFieldError(input: HTMLElement, message: string) {
  expect(input).toBeInvalid();
  expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
}

/** Payment Setup reads the business's payments (issue 13): not connected, test mode. */
/** Every render of the page also loads the payments and the email preferences (issue 27). */
const PREFERENCES = { items: [{ kind: 'new_applicants' as const, enabled: true }] };
const PAYMENTS = {
  'GET /api/business/payments': [200, makePayments()],
  'GET /api/notification-preferences': [200, PREFERENCES],
} as const;

/** Every field the page sends, as saved in `saved`. */
const savedBody = {
  name: 'Dana Brewer',
  companyName: 'Brew Co',
  businessBio: 'Small-batch coffee roasters.',
  preferredIndustry: ['food-beverage'],
  phoneNumber: '+1 503 555 0100',
  location: 'Portland, OR',
  websitePortfolio: 'https://brewco.example',
  instagram: 'brewco',
  tiktok: 'brewco.pdx',
  campaignBudget: '1k-5k',
  targetAudience: 'Millennials (25-34)',
  contentNiches: ['Food', 'Lifestyle'],
  preferredContentTypes: ['product-reviews', 'reels-short-videos'],
};

describe('Business Profile Settings', { timeout: 20_000 }, () => {
  useNodeFormData();

  it("shows 'Loading profile...' and then every section with the saved values", async () => {
    mockApi({ ...PAYMENTS, 'GET /api/me': [200, saved] });
    renderAt('/smb-profile-settings', routes);
    expect(screen.getByRole('heading', { name: 'Business Profile Settings' })).toBeVisible();
    expect(screen.getByText('Loading profile...').closest('[role="status"]')).toBeVisible();
    await screen.findByRole('region', { name: 'Business Information' });
    expect(screen.queryByText('Loading profile...')).not.toBeInTheDocument();

    for (const name of ['Business Information', 'Contact Information', 'Campaign Preferences', 'Payment Setup']) {
      expect(section(name)).toBeVisible();
    }
    const info = within(section('Business Information'));
    expect(info.getByRole('group', { name: 'Business Logo' })).toHaveAccessibleDescription('Recommended: 400x400');
    expect(info.getByRole('img', { name: 'Business logo' })).toBeVisible();
    expect(info.getByRole('group', { name: 'Banner Image' })).toHaveAccessibleDescription('Recommended: 1200x300');
    expect(info.getByRole('button', { name: 'Upload banner' })).toBeVisible();
    expect(info.getByRole('group', { name: 'Portfolio' })).toHaveAccessibleDescription('2 of 5 images');
    expect(textbox('Name')).toHaveValue('Dana Brewer');
    expect(textbox('Company Name')).toHaveValue('Brew Co');
    expect(textbox('Business Bio')).toHaveValue('Small-batch coffee roasters.');
    expect(select('Preferred Industry')).toHaveValue('food-beverage');
    expect(screen.getByRole('option', { name: 'Food & Beverage' })).toHaveProperty('selected', true);
    // The four industries only the settings page offers (B3).
    for (const name of ['Home & Garden', 'Automotive', 'Finance', 'Real Estate']) {
      expect(within(select('Preferred Industry')).getByRole('option', { name })).toBeInTheDocument();
    }

    const email = textbox('Business Email');
    expect(email).toHaveValue('dana@brewco.example');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription('Your sign-in email. It cannot be changed here.');
    expect(textbox('Phone Number')).toHaveValue('+1 503 555 0100');
    expect(textbox('Location')).toHaveValue('Portland, OR');
    expect(textbox('Website')).toHaveValue('https://brewco.example');
    expect(textbox('Instagram')).toHaveValue('brewco');
    expect(textbox('TikTok')).toHaveValue('brewco.pdx');

    expect(select('Campaign Budget')).toHaveValue('1k-5k');
    expect(within(select('Campaign Budget')).getByRole('option', { name: '$1K - $5K' })).toHaveProperty(
      'selected',
      true,
    );
    expect(select('Target Audience')).toHaveValue('Millennials (25-34)');
    const niches = within(screen.getByRole('group', { name: 'Content Niches' }));
    expect(niches.getAllByRole('checkbox')).toHaveLength(14);
    expect(niches.getByRole('checkbox', { name: 'Food' })).toBeChecked();
    expect(niches.getByRole('checkbox', { name: 'Lifestyle' })).toBeChecked();
    expect(niches.getByRole('checkbox', { name: 'Gaming' })).not.toBeChecked();
    const types = within(screen.getByRole('group', { name: 'Preferred Content Types' }));
    expect(types.getAllByRole('checkbox').map((c) => c.closest('div')?.textContent)).toEqual([
      'Product Reviews',
      'Unboxing',
      'Tutorials',
      'Lifestyle Content',
      'Behind the Scenes',
      'Story Posts',
      'Reels/Short Videos',
      'Live Streams',
    ]);
    expect(types.getByRole('checkbox', { name: 'Product Reviews' })).toBeChecked();
    expect(types.getByRole('checkbox', { name: 'Reels/Short Videos' })).toBeChecked();
    expect(types.getByRole('checkbox', { name: 'Live Streams' })).not.toBeChecked();

    const payment = within(section('Payment Setup'));
    expect(await payment.findByText('Not connected')).toBeVisible();
    expect(payment.getByText('Test mode')).toBeVisible();
    expect(payment.getByText(/connects with your first payment/)).toBeVisible();
    expect(payment.getByRole('link', { name: 'Add Funds' })).toHaveAttribute('href', '/smb-payments');
    expect(payment.queryByText('Connected')).not.toBeInTheDocument();
    expect(payment.queryByText('Your payment account has been connected successfully.')).not.toBeInTheDocument();

    expect(screen.getByRole('button', { name: 'Preview Public Profile' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  });

  it("says 'Connected' and that the payment account was connected only once the business has paid", async () => {
    mockApi({
      ...PAYMENTS,
      'GET /api/me': [200, saved],
      'GET /api/business/payments': [
        200,
        makePayments({ paymentAccountConnected: true, testMode: false, provider: 'stripe' }),
      ],
    });
    renderAt('/smb-profile-settings', routes);
    const payment = within(await screen.findByRole('region', { name: 'Payment Setup' }));
    expect(await payment.findByText('Connected')).toBeVisible();
    expect(payment.getByText(/Your payment account has been connected successfully\./)).toBeVisible();
    expect(payment.getByText(/processed by Stripe/)).toBeVisible();
    expect(payment.queryByText('Test mode')).not.toBeInTheDocument();
    expect(payment.getByRole('link', { name: 'Go to Payments' })).toHaveAttribute('href', '/smb-payments');
  });

  it('saves every field as one request and says so', async () => {
    const calls = mockApi({
      ...PAYMENTS,
      'GET /api/me': [200, saved],
      'PATCH /api/me': ({ body }) => [200, { ...saved, ...(body as object), instagram: 'brewco_pdx' }],
    });
    await renderPage();
    await replaceText(textbox('Company Name'), 'Brew Co Roasters');
    await replaceText(textbox('Location'), '');
    await replaceText(textbox('Instagram'), '@brewco_pdx');
    // user-event compares an option's HTML, where '&' is '&amp;': chosen by its value.
    await user.selectOptions(select('Preferred Industry'), 'home-garden');
    await user.selectOptions(select('Campaign Budget'), '$25K+');
    await user.selectOptions(select('Target Audience'), 'Select a target audience');
    await user.click(screen.getByRole('checkbox', { name: 'Gaming' }));
    await user.click(screen.getByRole('checkbox', { name: 'Food' }));
    await user.click(screen.getByRole('checkbox', { name: 'Live Streams' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await expectToast('Profile Updated', 'Your business profile has been saved successfully.');
    const patch = calls.filter((c) => c.method === 'PATCH');
    expect(patch).toHaveLength(1);
    expect(patch[0]).toEqual({
      method: 'PATCH',
      path: '/api/me',
      body: {
        ...savedBody,
        companyName: 'Brew Co Roasters',
        location: '',
        instagram: '@brewco_pdx',
        preferredIndustry: ['home-garden'],
        campaignBudget: '25k-plus',
        targetAudience: null,
        contentNiches: ['Gaming', 'Lifestyle'],
        preferredContentTypes: ['product-reviews', 'reels-short-videos', 'live-streams'],
      },
    });
    // The form then shows what was stored.
    await waitFor(() => expect(textbox('Instagram')).toHaveValue('brewco_pdx'));
    expect(textbox('Company Name')).toHaveValue('Brew Co Roasters');
  });

  it("shows a refused save's reason in the toast and beside the field the server names", async () => {
    const message = 'Enter a full website link starting with http:// or https://.';
    mockApi({
      ...PAYMENTS,
      'GET /api/me': [200, saved],
      'PATCH /api/me': [400, { message, code: 'VALIDATION_ERROR', fields: ['websitePortfolio'] }],
    });
    await renderPage();
    await replaceText(textbox('Company Name'), 'Brew Two');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await expectToast('Error', `Failed to save profile changes: ${message}`);
    expectFieldError(textbox('Website'), message);
    // A failed save changes nothing on the page.
    expect(textbox('Company Name')).toHaveValue('Brew Two');
  });

  it("says only 'Failed to save profile changes' when the server fails without a reason", async () => {
    mockApi({ ...PAYMENTS, 'GET /api/me': [200, saved], 'PATCH /api/me': [500, SERVER_ERROR] });
    await renderPage();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await expectToast('Error', 'Failed to save profile changes');
  });

  it("marks the field of a 400's issues", async () => {
    const message = 'Enter your Instagram handle without spaces, like @yourname.';
    mockApi({
      ...PAYMENTS,
      'GET /api/me': [200, saved],
      'PATCH /api/me': [400, { message, code: 'VALIDATION_ERROR', issues: [{ path: 'instagram', message }] }],
    });
    await renderPage();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await expectToast('Error', `Failed to save profile changes: ${message}`);
    expectFieldError(textbox('Instagram'), message);
  });

  it("checks the form with the server's schema first, and sends nothing it would refuse", async () => {
    const calls = mockApi({ ...PAYMENTS, 'GET /api/me': [200, saved] });
    await renderPage();
    await replaceText(textbox('Website'), 'brewco dot com');
    await replaceText(textbox('Company Name'), '');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await expectToast('Error', 'Failed to save profile changes: Enter your company name.');
    expectFieldError(textbox('Company Name'), 'Enter your company name.');
    expectFieldError(textbox('Website'), 'Enter a full website link starting with http:// or https://.');
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it("says 'Failed to load profile data' and loads again with Retry", async () => {
    let attempts = 0;
    mockApi({ ...PAYMENTS, 'GET /api/me': () => (++attempts === 1 ? [500, SERVER_ERROR] : [200, saved]) });
    renderAt('/smb-profile-settings', routes);
    await expectToast('Error', 'Failed to load profile data');
    expect(screen.queryByRole('region', { name: 'Business Information' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Business Information' })).toBeVisible();
    expect(textbox('Name')).toHaveValue('Dana Brewer');
  });

  it('keeps unsaved edits when an image is uploaded', async () => {
    mockApi({
      ...PAYMENTS,
      'GET /api/me': [200, makeBusinessProfile({ avatar: null })],
      'PUT /api/me/images/logo': [200, makeBusinessProfile({ avatar: logoImage('logo-9') })],
      'POST /api/me/portfolio': [
        201,
        makeBusinessProfile({ avatar: logoImage('logo-9'), portfolio: portfolioImages(3) }),
      ],
    });
    await renderPage();
    await replaceText(textbox('Business Bio'), 'Now roasting decaf too.');
    await user.click(screen.getByRole('checkbox', { name: 'Travel' }));

    await user.upload(screen.getByLabelText('Business Logo file'), await imageFile('logo.png'));
    await expectToast('Logo uploaded successfully!');
    await user.upload(screen.getByLabelText('Portfolio image file'), await imageFile('work.png'));
    await expectToast('Portfolio image uploaded successfully!');

    expect(screen.getByRole('img', { name: 'Business logo' })).toHaveAttribute('src', '/files/users/u1/logo-9.jpg');
    expect(screen.getByRole('img', { name: 'Portfolio image 3' })).toBeVisible();
    expect(textbox('Business Bio')).toHaveValue('Now roasting decaf too.');
    expect(screen.getByRole('checkbox', { name: 'Travel' })).toBeChecked();
  });

  it('previews the public profile with the unsaved edits and without private fields', async () => {
    const calls = mockApi({ ...PAYMENTS, 'GET /api/me': [200, saved] });
    await renderPage();
    await replaceText(textbox('Name'), 'Dana B.');
    await replaceText(textbox('Business Bio'), 'Roasting since 2015.');
    await user.click(screen.getByRole('button', { name: 'Preview Public Profile' }));

    const dialog = await screen.findByRole('dialog', { name: 'Public Profile Preview' });
    expect(within(dialog).getByRole('heading', { name: 'Dana B.' })).toBeVisible();
    expect(within(dialog).getByText('Roasting since 2015.')).toBeVisible();
    expect(within(dialog).queryByText('dana@brewco.example')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('+1 503 555 0100')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(textbox('Name')).toHaveValue('Dana B.');
  });
});
