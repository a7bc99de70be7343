// Issue 30: the Upload Content dialog says, before submitting, what the creator's profile means for the post: no
// handle for the platform, or a TikTok link on another handle (which the server sends straight to Needs Fix).
import { notifications } from '@mantine/notifications';
import { tiktokHandleMismatch, uploadHandleMessages } from '@microreach/domain/creator-campaigns';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { InfluencerDashboardRoute } from '#web/app/routes/influencer-dashboard';
import { InTestEnv, makeCreatorDashboard, makeItem, NO_INVITATIONS } from '#web/test/fixtures/creator-dashboard';
import { makeOwnProfile } from '#web/test/fixtures/public-profile';
import { mockApi } from '#web/test/mock-api';
import { renderAt } from '#web/test/render';
import { user } from '#web/test/user';

const routes = [
  {
    path: '/influencer-dashboard',
    element: (
      <InTestEnv>
        <InfluencerDashboardRoute />
      </InTestEnv>
    ),
  },
  { path: '/influencer-profile-settings', element: <h1>Profile Settings</h1> },
];
const dashboard = makeCreatorDashboard([makeItem('1', { campaign: { campaignName: 'Slow Mornings' } })]);

afterEach(() => notifications.clean());

async function openUpload(handles: { instagram: string | null; tiktok: string | null }) {
  const calls = mockApi({
    ...NO_INVITATIONS,
    'GET /api/creator/dashboard': [200, dashboard],
    'GET /api/me': [200, makeOwnProfile({ ...handles, rates: [] })],
  });
  renderAt('/influencer-dashboard', routes);
  const card = within(await screen.findByRole('article', { name: 'Slow Mornings' }));
  await user.click(card.getByRole('button', { name: 'Upload Content' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Upload Content' }));
  return { dialog, calls };
}

describe('Upload Content: the profile’s handles (issue 30)', () => {
  it('warns that a TikTok post goes straight to Needs Fix without a TikTok handle, with a link to add it', async () => {
    const { dialog, calls } = await openUpload({ instagram: 'mia', tiktok: null });
    await user.click(dialog.getByRole('radio', { name: 'TikTok' }));
    expect(await dialog.findByText(uploadHandleMessages.noTiktokHandle)).toBeVisible();

    // With the link typed, it names the handle in the link, as the server's fix note will.
    await user.type(dialog.getByLabelText(/Post URL/), 'https://www.tiktok.com/@mia.lens/video/123');
    const named = `This post is on @mia.lens, and your profile has no TikTok handle: add @mia.lens to your profile settings, then replace the link, so the post can earn. ${uploadHandleMessages.mismatchOutcome}`;
    expect(await dialog.findByText(named)).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.click(dialog.getByRole('link', { name: 'Add your TikTok handle in Profile Settings' }));
    expect(await screen.findByRole('heading', { name: 'Profile Settings' })).toBeVisible();
  });

  it('warns when a TikTok link is on another handle than the profile’s, and not when it is on the same', async () => {
    const { dialog } = await openUpload({ instagram: null, tiktok: '@Mia.Lens' });
    await user.click(dialog.getByRole('radio', { name: 'TikTok' }));
    expect(dialog.queryByText(uploadHandleMessages.noTiktokHandle)).not.toBeInTheDocument();
    const url = dialog.getByLabelText(/Post URL/);
    await user.type(url, 'https://www.tiktok.com/@someone.else/video/123');
    const mismatch = tiktokHandleMismatch('https://www.tiktok.com/@someone.else/video/123', '@Mia.Lens');
    expect(mismatch).toBe(
      "This post is on @someone.else, not on your profile's TikTok handle @mia.lens: only posts on your own handle can earn.",
    );
    expect(await dialog.findByText(`${mismatch} ${uploadHandleMessages.mismatchOutcome}`)).toBeVisible();

    await user.clear(url);
    await user.type(url, 'https://www.tiktok.com/@mia.lens/video/123');
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    expect(dialog.queryByText(/Needs Fix/)).not.toBeInTheDocument();
  });

  it('warns about a missing Instagram handle only for Instagram', async () => {
    const { dialog } = await openUpload({ instagram: null, tiktok: 'mia' });
    await user.click(dialog.getByRole('radio', { name: 'TikTok' }));
    await user.type(dialog.getByLabelText(/Post URL/), 'https://www.tiktok.com/@mia/video/123');
    expect(dialog.queryByText(uploadHandleMessages.noInstagramHandle)).not.toBeInTheDocument();
    await user.click(dialog.getByRole('radio', { name: 'Instagram' }));
    expect(await dialog.findByText(uploadHandleMessages.noInstagramHandle)).toBeVisible();
    expect(dialog.getByRole('link', { name: 'Add your Instagram handle in Profile Settings' })).toBeVisible();
  });
});
