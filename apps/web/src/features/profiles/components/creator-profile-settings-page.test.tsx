// The creator's settings page loads its schemas (and zod) after it shows (issue 31): a save made before they arrive
// waits for them, shows itself busy meanwhile, and is sent once; a save from a page left meanwhile sends nothing. The
// page's other journeys are in app/routes/creator-profile-settings-page.test.tsx.
import { notifications } from '@mantine/notifications';
import { rateCardMessages } from '@microreach/domain/rate-card-rules';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeOwnProfile } from '#web/test/fixtures/public-profile';
import { mockApi } from '#web/test/mock-api';
import { renderAt } from '#web/test/render';
import { user } from '#web/test/user';
import { CreatorProfileSettingsPage } from './creator-profile-settings-page';

/** The network of a test: code loaded on demand arrives when the test releases it (a slow connection). */
const network = vi.hoisted(() => ({ held: null as Promise<void> | null }));
vi.mock('#web/lib/chunk-reload', async (importOriginal) => {
  const actual = await importOriginal<typeof import('#web/lib/chunk-reload')>();
  return {
    ...actual,
    importOrReload: <T,>(load: () => Promise<T>) =>
      (network.held ?? Promise.resolve()).then(() => actual.importOrReload(load)),
  };
});

/** Holds back every import on demand until the returned function is called. */
function slowNetwork(): () => Promise<void> {
  let release: () => void = () => {};
  network.held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return () =>
    act(async () => {
      release();
      network.held = null;
    });
}

const GET = 'GET /api/me';
const PATCH = 'PATCH /api/me';
const PUT = 'PUT /api/creator/profile/rate-card';
const saved = makeOwnProfile({ twitter: 'mia_x', youtube: '@mialens' });

function renderPage() {
  return renderAt('/influencer-profile-settings', [
    { path: '/influencer-profile-settings', element: <CreatorProfileSettingsPage connectedAccounts={null} /> },
  ]);
}

async function toastSays(text: string) {
  await waitFor(() => {
    expect(screen.queryAllByRole('alert').some((alert) => within(alert).queryByText(text))).toBe(true);
  });
}

beforeEach(() => act(() => notifications.clean()));
afterEach(() => {
  network.held = null;
});

describe('Creator Profile Settings before its schemas have loaded', () => {
  it('Save Changes waits for the schema, busy meanwhile, ignores a second submit, and saves once', async () => {
    const calls = mockApi({ [GET]: [200, saved], [PATCH]: [200, saved] });
    const release = slowNetwork();
    renderPage();
    const form = await screen.findByRole('form', { name: 'Creator profile' });
    await user.type(screen.getByRole('textbox', { name: 'Hashtags & Keywords' }), 'coffee{Enter}');

    const save = screen.getByRole('button', { name: 'Save Changes' });
    await user.click(save);
    await waitFor(() => expect(save).toHaveAttribute('data-loading', 'true'));
    expect(save).toBeDisabled();
    fireEvent.submit(form);
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);

    await release();
    await toastSays('Your profile has been saved successfully.');
    const patches = calls.filter((c) => c.method === 'PATCH');
    expect(patches).toHaveLength(1);
    expect(patches[0]?.body).toMatchObject({ hashtagsKeywords: ['street food', 'slow travel', 'coffee'] });
    await waitFor(() => expect(save).not.toHaveAttribute('data-loading'));
  });

  it('checks the form with the schema once it has loaded, sending nothing it refuses', async () => {
    const calls = mockApi({ [GET]: [200, saved] });
    const release = slowNetwork();
    renderPage();
    await screen.findByRole('form', { name: 'Creator profile' });
    const website = screen.getByRole('textbox', { name: 'Website' });
    await user.clear(website);
    await user.type(website, 'mia.example');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(website).not.toHaveAttribute('aria-invalid');

    await release();
    const problem = 'Enter a full website link starting with http:// or https://.';
    await waitFor(() => expect(website).toHaveAccessibleDescription(problem));
    await toastSays(`Failed to update profile: ${problem}`);
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
  });

  it('sends nothing from a page left while its schema was loading', async () => {
    const calls = mockApi({ [GET]: [200, saved], [PATCH]: [200, saved], [PUT]: [200, { rates: [] }] });
    const release = slowNetwork();
    const { unmount } = renderPage();
    await screen.findByRole('form', { name: 'Creator profile' });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await user.click(screen.getByRole('button', { name: 'Save rate card' }));
    unmount();
    await release();
    // Long enough for a save that went on to be sent.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('Save rate card waits for its schema, busy meanwhile, ignores a second submit, and saves once', async () => {
    const calls = mockApi({
      [GET]: [200, saved],
      [PUT]: ({ body }) => [200, body as { rates: [] }],
    });
    const release = slowNetwork();
    renderPage();
    const card = within(await screen.findByRole('form', { name: 'Rate card' }));
    const post = card.getByRole('textbox', { name: 'Instagram post' });
    await user.clear(post);
    await user.type(post, '0.5');

    const save = card.getByRole('button', { name: 'Save rate card' });
    await user.click(save);
    await waitFor(() => expect(save).toHaveAttribute('data-loading', 'true'));
    fireEvent.submit(screen.getByRole('form', { name: 'Rate card' }));

    await release();
    // Checked with the card's schema once it loaded: the rate is refused beside its input, and nothing is sent.
    await toastSays(rateCardMessages.saveFailed(rateCardMessages.min));
    expect(post).toHaveAccessibleDescription(rateCardMessages.min);
    await waitFor(() => expect(save).not.toHaveAttribute('data-loading'));

    await user.clear(post);
    await user.type(post, '120');
    await user.click(save);
    await toastSays(rateCardMessages.saved);
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        path: '/api/creator/profile/rate-card',
        body: {
          rates: [
            { format: 'instagram_post', priceCents: 12_000 },
            { format: 'instagram_reel', priceCents: 25_000 },
          ],
        },
      },
    ]);
  });
});
