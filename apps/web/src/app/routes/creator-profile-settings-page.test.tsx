import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { InfluencerProfileSettingsRoute } from '#web/app/routes/influencer-profile-settings';
import { makeOwnProfile } from '#web/test/fixtures/public-profile';
import { type ApiTable, mockApi, SERVER_ERROR } from '#web/test/mock-api';
import { renderAt } from '#web/test/render';
import { user } from '#web/test/user';

// The parts of the page that load on demand (issue 31), loaded first: the tests wait for a render, not an import.
beforeAll(async () => {
  await import('#web/features/profiles/components/profile-preview');
  await import('#web/features/profiles/components/profile-preview-dialog');
});

const GET = 'GET /api/me';
const CONNECTIONS = 'GET /api/creator/connections';
const NO_CONNECTIONS = [
  { platform: 'instagram' as const, available: false, account: null },
  { platform: 'tiktok' as const, available: true, account: null },
];
const PREFERENCES = 'GET /api/notification-preferences';
const SOME_PREFERENCES = { items: [{ kind: 'invitations' as const, enabled: true }] };
/** Every render of the page also lists the connected accounts (issue 12) and the email preferences (issue 27). */
function mockWithConnections<T extends ApiTable<T>>(routes: T) {
  return mockApi({ [CONNECTIONS]: [200, NO_CONNECTIONS], [PREFERENCES]: [200, SOME_PREFERENCES], ...routes } as T);
}
const PATCH = 'PATCH /api/me';
const saved = makeOwnProfile({ twitter: 'mia_x', youtube: '@mialens' });

function renderPage() {
  return renderAt('/influencer-profile-settings', [
    { path: '/influencer-profile-settings', element: <InfluencerProfileSettingsRoute /> },
  ]);
}

const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const dateOfBirth = () => screen.getByLabelText('Date of Birth') as HTMLInputElement;
const chips = (group: string) => within(screen.getByRole('group', { name: group }));
const section = (name: string) => within(screen.getByRole('region', { name }));

async function loaded() {
  await screen.findByRole('textbox', { name: 'Name' });
}

async function retype(input: HTMLElement, value: string) {
  await user.clear(input);
  if (value) await user.type(input, value);
}

/** A toast with this title and message (a field may say the same words). */
async function expectToast(title: string, message: string) {
  await waitFor(() => {
    const toasts = screen.queryAllByRole('alert').filter((alert) => within(alert).queryByText(message));
    expect(toasts.length, `toast "${message}"`).toBeGreaterThan(0);
    expect(within(toasts[0]!).getByText(title)).toBeVisible();
  });
}

beforeEach(() => act(() => notifications.clean()));

describe('Creator Profile Settings', { timeout: 20_000 }, () => {
  it("shows 'Loading profile...' and then the saved profile in every section", async () => {
    mockWithConnections({ [GET]: [200, saved] });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
    expect(screen.getByText('Loading profile...').closest('[role="status"]')).toBeVisible();
    await loaded();
    expect(screen.queryByText('Loading profile...')).not.toBeInTheDocument();

    // Basic Information
    const basic = section('Basic Information');
    expect(basic.getByRole('group', { name: 'Profile Picture' })).toBeVisible();
    expect(basic.getByRole('group', { name: 'Banner Image' })).toBeVisible();
    expect(textbox('Name')).toHaveValue('Mia Lens');
    const email = basic.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('mia@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(dateOfBirth()).toHaveValue('1996-04-12');
    expect(textbox('Location')).toHaveValue('Lisbon, Portugal');
    expect(textbox('Bio')).toHaveValue('Slow travel and street food, one city at a time.');

    // Social Media + Platforms
    const social = section('Social Media + Platforms');
    expect(social.getByRole('textbox', { name: 'Instagram' })).toHaveValue('mia.lens');
    expect(social.getByRole('textbox', { name: 'Instagram Followers' })).toHaveValue('12,400');
    expect(social.getByRole('textbox', { name: 'TikTok' })).toHaveValue('mialens');
    expect(social.getByRole('textbox', { name: 'TikTok Followers' })).toHaveValue('1,250,000');
    expect(social.getByRole('textbox', { name: 'Twitter / X' })).toHaveValue('mia_x');
    expect(social.getByRole('textbox', { name: 'YouTube' })).toHaveValue('@mialens');
    expect(social.getByRole('textbox', { name: 'Website' })).toHaveValue('https://mia.example/work');

    // Niche & Categories
    const niche = section('Niche & Categories');
    const niches = chips('Content Niches').getAllByRole('checkbox');
    expect(niches).toHaveLength(14);
    expect(niches.filter((c) => (c as HTMLInputElement).checked).map((c) => c.closest('div')?.textContent)).toEqual([
      'Food',
      'Travel',
    ]);
    expect(
      within(niche.getByRole('list', { name: 'Added hashtags and keywords' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['street food', 'slow travel']);
    expect(niche.getByRole('group', { name: /Portfolio/ })).toBeVisible();

    // Collaboration Preferences
    expect(chips('Preferred Content Types').getByRole('checkbox', { name: 'Reels / Short Videos' })).toBeChecked();
    expect(chips('Preferred Content Types').getByRole('checkbox', { name: 'Tutorials' })).toBeChecked();
    expect(chips('Preferred Content Types').getByRole('checkbox', { name: 'Unboxing' })).not.toBeChecked();
    expect(chips('Preferred Industries').getByRole('checkbox', { name: 'Food & Beverage' })).toBeChecked();
    expect(chips('Preferred Industries').getByRole('checkbox', { name: 'Technology' })).not.toBeChecked();

    expect(screen.getByRole('button', { name: 'Preview Profile' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  });

  it('saves every field: follower counts as numbers, chips and tags as lists, and says so', async () => {
    const answer = makeOwnProfile({
      dateOfBirth: null,
      instagramFollowers: 15_000,
      tiktokFollowers: null,
      contentNiches: ['Fashion', 'Food'],
      hashtagsKeywords: ['street food', 'slow travel', 'coffee'],
      preferredContentTypes: ['unboxing', 'tutorials', 'reels-short-videos'],
      preferredIndustry: ['food-beverage', 'travel-tourism'],
    });
    const calls = mockWithConnections({ [GET]: [200, saved], [PATCH]: [200, answer] });
    renderPage();
    await loaded();

    await user.click(screen.getByRole('button', { name: 'Clear date of birth' }));
    expect(dateOfBirth()).toHaveValue('');
    await retype(textbox('Instagram Followers'), '15000');
    expect(textbox('Instagram Followers')).toHaveValue('15,000');
    await retype(textbox('TikTok Followers'), '');
    await user.click(chips('Content Niches').getByRole('checkbox', { name: 'Fashion' }));
    await user.click(chips('Content Niches').getByRole('checkbox', { name: 'Travel' }));
    await user.type(screen.getByRole('textbox', { name: 'Hashtags & Keywords' }), '#coffee{Enter}');
    // A hashtag reads '#coffee'; the keywords of two words read as they are.
    expect(
      within(screen.getByRole('list', { name: 'Added hashtags and keywords' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['street food', 'slow travel', '#coffee']);
    await user.click(chips('Preferred Content Types').getByRole('checkbox', { name: 'Unboxing' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await expectToast('Profile Updated', 'Your profile has been saved successfully.');
    const patch = calls.filter((c) => c.method === 'PATCH');
    expect(patch).toHaveLength(1);
    expect(patch[0]?.body).toEqual({
      name: 'Mia Lens',
      dateOfBirth: '',
      location: 'Lisbon, Portugal',
      bio: 'Slow travel and street food, one city at a time.',
      instagram: 'mia.lens',
      instagramFollowers: 15_000,
      tiktok: 'mialens',
      tiktokFollowers: null,
      twitter: 'mia_x',
      youtube: '@mialens',
      websitePortfolio: 'https://mia.example/work',
      contentNiches: ['Food', 'Fashion'],
      hashtagsKeywords: ['street food', 'slow travel', 'coffee'],
      preferredContentTypes: ['reels-short-videos', 'tutorials', 'unboxing'],
      preferredIndustry: ['food-beverage', 'travel-tourism'],
    });
    // The form now shows what the server stored.
    expect(chips('Content Niches').getByRole('checkbox', { name: 'Travel' })).not.toBeChecked();
    expect(textbox('Instagram Followers')).toHaveValue('15,000');
    expect(textbox('TikTok Followers')).toHaveValue('');
  });

  it("says the server's reason and marks the field it refused", async () => {
    const reason = 'Enter your Instagram handle without spaces, like @yourname.';
    mockWithConnections({
      [GET]: [200, saved],
      [PATCH]: [400, { message: reason, code: 'VALIDATION_ERROR', fields: ['instagram'] }],
    });
    renderPage();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await expectToast('Error', `Failed to update profile: ${reason}`);
    const instagram = textbox('Instagram');
    expect(instagram).toBeInvalid();
    expect(instagram).toHaveAccessibleDescription(reason);
    expect(textbox('TikTok')).toBeValid();
  });

  it("marks the fields of a 400's issues", async () => {
    const message = 'Twitter / X handle may not contain spaces.';
    mockWithConnections({
      [GET]: [200, saved],
      [PATCH]: [400, { message, code: 'VALIDATION_ERROR', issues: [{ path: 'twitter', message }] }],
    });
    renderPage();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await expectToast('Error', `Failed to update profile: ${message}`);
    expect(textbox('Twitter / X')).toHaveAccessibleDescription(message);
  });

  it('asks to try again when the server gives no reason', async () => {
    mockWithConnections({ [GET]: [200, saved], [PATCH]: [500, SERVER_ERROR] });
    renderPage();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await expectToast('Error', 'Failed to update profile. Please try again.');
  });

  it('refuses what the schema refuses before sending, beside the field', async () => {
    const calls = mockWithConnections({ [GET]: [200, saved] });
    renderPage();
    await loaded();
    await retype(dateOfBirth(), '2999-01-01');
    await retype(textbox('Website'), 'mia.example');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    // The first problem on screen is the toast's; each field says its own.
    const past = 'Enter a real date of birth in the past.';
    await expectToast('Error', `Failed to update profile: ${past}`);
    expect(dateOfBirth()).toHaveAccessibleDescription(past);
    expect(textbox('Website')).toHaveAccessibleDescription(
      'Enter a full website link starting with http:// or https://.',
    );
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
  });

  it('previews the profile with unsaved edits, and only its public fields', async () => {
    const calls = mockWithConnections({ [GET]: [200, saved] });
    renderPage();
    await loaded();
    await retype(textbox('Name'), 'Mia L. Travels');
    await retype(textbox('Bio'), 'Now filming in Porto.');
    await retype(textbox('Instagram'), '@mia.porto');
    await retype(textbox('Instagram Followers'), '20500');
    await user.click(chips('Content Niches').getByRole('checkbox', { name: 'Photography' }));
    await user.click(screen.getByRole('button', { name: 'Preview Profile' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Profile Preview' }));
    expect(dialog.getByRole('heading', { name: 'Mia L. Travels' })).toBeVisible();
    expect(dialog.getByText('Now filming in Porto.')).toBeVisible();
    expect(dialog.getByText('Photography')).toBeVisible();
    expect(dialog.getByText('20.5K followers')).toBeVisible();
    expect(dialog.getByRole('link', { name: /@mia\.porto on Instagram/ })).toHaveAttribute(
      'href',
      'https://www.instagram.com/mia.porto/',
    );
    expect(dialog.getByRole('img', { name: "Mia L. Travels's banner" })).toBeVisible();
    expect(dialog.queryByText('mia@example.com')).not.toBeInTheDocument();
    expect(dialog.queryByText('1996-04-12')).not.toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Close preview' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
  });

  it('saves the Rate card on its own, and Preview Profile shows the saved card (issue 30)', async () => {
    const calls = mockWithConnections({
      [GET]: [200, saved],
      'PUT /api/creator/profile/rate-card': [200, { rates: [{ format: 'tiktok_video', priceCents: 40_000 }] }],
    });
    renderPage();
    await loaded();
    const rateCard = section('Rate card');
    expect(rateCard.getByRole('textbox', { name: 'Instagram post' })).toHaveValue('$120.00');
    expect(rateCard.getByRole('textbox', { name: 'Instagram Reel' })).toHaveValue('$250.00');
    await retype(rateCard.getByRole('textbox', { name: 'Instagram post' }), '');
    await retype(rateCard.getByRole('textbox', { name: 'Instagram Reel' }), '');
    await user.type(rateCard.getByRole('textbox', { name: 'TikTok video' }), '400');
    await user.click(rateCard.getByRole('button', { name: 'Save rate card' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').some((alert) => within(alert).queryByText('Rate card saved'))).toBe(true),
    );
    expect(calls.filter((c) => c.method === 'PUT' || c.method === 'PATCH')).toEqual([
      {
        method: 'PUT',
        path: '/api/creator/profile/rate-card',
        body: { rates: [{ format: 'tiktok_video', priceCents: 40_000 }] },
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Preview Profile' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Profile Preview' }));
    const list = dialog.getByRole('list', { name: "Mia Lens's rates per post" });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['TikTok video$400.00']);
  });

  it("says 'Failed to load profile data' and loads again on Retry", async () => {
    mockWithConnections({ [GET]: [500, SERVER_ERROR] });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeVisible();
    expect(screen.getAllByText('Failed to load profile data').length).toBeGreaterThan(0);
    mockWithConnections({ [GET]: [200, saved] });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Mia Lens');
  });
});

describe('Connected accounts', () => {
  it('offers to connect a platform this server supports, and shows one that is connected', async () => {
    mockApi({
      [GET]: [200, makeOwnProfile()],
      [PREFERENCES]: [200, SOME_PREFERENCES],
      [CONNECTIONS]: [
        200,
        [
          { platform: 'instagram', available: false, account: null },
          {
            platform: 'tiktok',
            available: true,
            account: {
              username: 'mia.lens',
              status: 'active',
              connectedAt: '2026-11-20T10:00:00.000Z',
              verifiedFollowers: 1_250_000,
              verifiedAt: '2026-11-21T12:00:00.000Z',
            },
          },
        ],
      ],
    });
    renderAt('/influencer-profile-settings', [
      { path: '/influencer-profile-settings', element: <InfluencerProfileSettingsRoute /> },
    ]);
    const group = await screen.findByRole('group', { name: 'Connected accounts' });
    expect(await within(group).findByText('Connected as @mia.lens')).toBeVisible();
    // The account's followers as read from it, and when (issue 26).
    expect(within(group).getByText('1.3M followers · Verified Nov 21, 2026')).toBeVisible();
    expect(within(group).getByRole('button', { name: 'Disconnect TikTok' })).toBeVisible();
    expect(within(group).getByText('Not available on this server')).toBeVisible();
    expect(within(group).queryByRole('button', { name: 'Connect Instagram' })).not.toBeInTheDocument();
  });
});
