import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { InfluencerDashboardRoute } from '#web/app/routes/influencer-dashboard';
import {
  InTestEnv,
  makeCreatorDashboard,
  makeItem,
  makePost,
  NO_INVITATIONS,
} from '#web/test/fixtures/creator-dashboard';
import { makeOwnProfile } from '#web/test/fixtures/public-profile';
import { type ApiErrorBody, mockApi } from '#web/test/mock-api';
import { renderAt } from '#web/test/render';
import { user } from '#web/test/user';

const DASHBOARD = 'GET /api/creator/dashboard';
const UPLOAD = 'POST /api/creator/campaigns/camp-1/content';
const LEAVE = 'POST /api/creator/campaigns/camp-1/leave';
const routes = [
  {
    path: '/influencer-dashboard',
    element: (
      <InTestEnv>
        <InfluencerDashboardRoute />
      </InTestEnv>
    ),
  },
];
const ME = 'GET /api/me';
/** The upload dialog reads the creator's handles (issue 30): 'mia' on both platforms, as the links below use. */
const WITH_PROFILE = {
  ...NO_INVITATIONS,
  [ME]: [200, makeOwnProfile({ instagram: 'mia', tiktok: 'mia', rates: [] })],
} as const;
const dashboard = makeCreatorDashboard([makeItem('1', { campaign: { campaignName: 'Slow Mornings' } })]);

afterEach(() => notifications.clean());

async function openUpload() {
  const card = within(await screen.findByRole('article', { name: 'Slow Mornings' }));
  await user.click(card.getByRole('button', { name: 'Upload Content' }));
  return within(await screen.findByRole('dialog', { name: 'Upload Content' }));
}
/** Picks the platform (unless null) and replaces the Post URL with `url`, typed key by key. */
async function fill(dialog: ReturnType<typeof within>, platform: 'Instagram' | 'TikTok' | null, url: string) {
  if (platform) await user.click(dialog.getByRole('radio', { name: platform }));
  const input = dialog.getByLabelText(/Post URL/);
  await user.clear(input);
  if (url) await user.type(input, url);
}
function submitButton(dialog: ReturnType<typeof within>) {
  return dialog.getByRole('button', { name: 'Submit' });
}
function posts(calls: Array<{ method: string }>) {
  return calls.filter((c) => c.method === 'POST');
}

describe('Upload Content', () => {
  it('keeps Submit disabled until a platform and a URL are both given', async () => {
    mockApi({ ...WITH_PROFILE, [DASHBOARD]: [200, dashboard] });
    renderAt('/influencer-dashboard', routes);
    const dialog = await openUpload();
    expect(submitButton(dialog)).toBeDisabled();
    for (const radio of dialog.getAllByRole('radio')) expect(radio).not.toBeChecked();

    await fill(dialog, null, 'https://www.instagram.com/p/abc/');
    expect(submitButton(dialog)).toBeDisabled();
    await fill(dialog, 'Instagram', '');
    expect(submitButton(dialog)).toBeDisabled();
    await fill(dialog, null, 'https://www.instagram.com/p/abc/');
    expect(submitButton(dialog)).toBeEnabled();
  });

  it('keeps the focus on the platform chosen with the arrow keys, and its link placeholder follows', async () => {
    mockApi({ ...WITH_PROFILE, [DASHBOARD]: [200, dashboard] });
    renderAt('/influencer-dashboard', routes);
    const dialog = await openUpload();
    await user.click(dialog.getByRole('radio', { name: 'Instagram' }));
    await user.keyboard('{ArrowRight}');
    const tiktok = dialog.getByRole('radio', { name: 'TikTok' });
    expect(tiktok).toBeChecked();
    expect(tiktok).toHaveFocus();
    expect(dialog.getByLabelText(/Post URL/)).toHaveAttribute(
      'placeholder',
      'https://www.tiktok.com/@yourhandle/video/...',
    );
  });

  it('shows the platform message under the URL and sends nothing when the link is wrong', async () => {
    const calls = mockApi({ ...WITH_PROFILE, [DASHBOARD]: [200, dashboard] });
    renderAt('/influencer-dashboard', routes);
    const dialog = await openUpload();

    await fill(dialog, 'Instagram', 'https://www.tiktok.com/@mia/video/123');
    await user.click(submitButton(dialog));
    expect(await dialog.findByText('Please enter a valid Instagram post URL')).toBeVisible();

    await fill(dialog, 'TikTok', 'https://www.instagram.com/p/abc/');
    await user.click(submitButton(dialog));
    expect(await dialog.findByText('Please enter a valid TikTok post URL')).toBeVisible();

    await fill(dialog, null, '   ');
    await user.click(submitButton(dialog));
    expect(await dialog.findByText('URL is required')).toBeVisible();
    expect(posts(calls)).toHaveLength(0);
  });

  it('posts a right link, toasts "Content uploaded", closes, and opens empty next time', async () => {
    const calls = mockApi({
      ...WITH_PROFILE,
      [DASHBOARD]: [200, dashboard],
      [UPLOAD]: [201, makePost('p1', { platform: 'tiktok', videoUrl: 'https://www.tiktok.com/@mia/video/123' })],
    });
    renderAt('/influencer-dashboard', routes);
    const dialog = await openUpload();
    await fill(dialog, 'TikTok', ' https://www.tiktok.com/@mia/video/123 ');
    await user.click(submitButton(dialog));

    expect(await screen.findByText('Content uploaded')).toBeVisible();
    expect(screen.getByText('You can track metrics and earnings here.')).toBeVisible();
    expect(posts(calls)).toEqual([
      {
        method: 'POST',
        path: '/api/creator/campaigns/camp-1/content',
        body: { platform: 'tiktok', videoUrl: 'https://www.tiktok.com/@mia/video/123' },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Upload Content' })).not.toBeInTheDocument());

    const again = await openUpload();
    expect(again.getByLabelText(/Post URL/)).toHaveValue('');
    for (const radio of again.getAllByRole('radio')) expect(radio).not.toBeChecked();
    expect(submitButton(again)).toBeDisabled();
  });

  it('opens empty again after Cancel', async () => {
    mockApi({ ...WITH_PROFILE, [DASHBOARD]: [200, dashboard] });
    renderAt('/influencer-dashboard', routes);
    const dialog = await openUpload();
    await fill(dialog, 'Instagram', 'https://www.instagram.com/p/abc/');
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Upload Content' })).not.toBeInTheDocument());
    const again = await openUpload();
    expect(again.getByLabelText(/Post URL/)).toHaveValue('');
    expect(submitButton(again)).toBeDisabled();
  });

  it.each<[number, ApiErrorBody, string, string]>([
    [
      409,
      { code: 'SLOTS_FULL', message: 'You have already submitted 3 posts for this campaign.' },
      'Upload failed',
      'You have already submitted 3 posts for this campaign.',
    ],
    [
      409,
      { code: 'DUPLICATE_POST', message: 'This post has already been submitted.' },
      'Upload failed',
      'This post has already been submitted.',
    ],
    [
      403,
      {
        code: 'UPLOAD_NOT_ALLOWED',
        message: 'You can upload content only for a Live campaign you have been approved for.',
      },
      'Upload failed',
      'You can upload content only for a Live campaign you have been approved for.',
    ],
    [401, { message: 'Not signed in' }, 'Authentication required', 'Please sign in to upload content'],
    [500, { message: 'boom' }, 'Upload failed', "Couldn't upload content. Please try again."],
  ])('answers a %i %o with the right toast and keeps the dialog open', async (status, body, title, message) => {
    mockApi({ ...WITH_PROFILE, [DASHBOARD]: [200, dashboard], [UPLOAD]: [status, { statusCode: status, ...body }] });
    renderAt('/influencer-dashboard', routes);
    const dialog = await openUpload();
    await fill(dialog, 'Instagram', 'https://www.instagram.com/reel/abc123/');
    await user.click(submitButton(dialog));
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByText(title)).toBeVisible();
    expect(screen.queryByText('Content uploaded')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Upload Content' })).toBeVisible();
  });
});

describe('Leave Campaign', () => {
  async function askToLeave() {
    await user.click(await screen.findByRole('button', { name: 'Campaign options for Slow Mornings' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Leave Campaign' }));
    return within(await screen.findByRole('dialog', { name: 'Leave Campaign' }));
  }

  it('asks first with the spec text, does nothing on Cancel, then leaves and says so', async () => {
    const calls = mockApi({ ...WITH_PROFILE, [DASHBOARD]: [200, dashboard], [LEAVE]: [204, null] });
    renderAt('/influencer-dashboard', routes);
    let dialog = await askToLeave();
    expect(dialog.getByText('Once you leave, you may not rejoin this campaign. This cannot be undone.')).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Leave Campaign' })).not.toBeInTheDocument());
    expect(posts(calls)).toHaveLength(0);

    // The server no longer lists a campaign once it is left.
    mockApi({ ...WITH_PROFILE, [DASHBOARD]: [200, makeCreatorDashboard([])], [LEAVE]: [204, null] });
    dialog = await askToLeave();
    await user.click(dialog.getByRole('button', { name: 'Leave Campaign' }));
    expect(await screen.findByText('Left campaign')).toBeVisible();
    expect(screen.getByText('You have successfully left the campaign.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Slow Mornings' })).not.toBeInTheDocument());
    expect(screen.getByText('No campaigns yet')).toBeVisible();
  });

  it.each<[number, ApiErrorBody, string, string]>([
    [
      409,
      { code: 'ALREADY_LEFT', message: 'You have already left this campaign.' },
      'Already Left',
      'You have already left this campaign.',
    ],
    [
      409,
      { code: 'NOT_PART', message: 'You are not currently part of this campaign.' },
      'Error',
      'You are not currently part of this campaign.',
    ],
    [
      404,
      { message: 'You are not currently part of this campaign.' },
      'Error',
      'You are not currently part of this campaign.',
    ],
    [
      409,
      // A conflict the dialog has no words of its own for (a code it does not single out).
      { code: 'CONFLICT', message: 'Conflict' },
      'Error',
      'Unable to update campaign status. Please contact support.',
    ],
    [500, { message: 'boom' }, 'Error', 'Failed to leave campaign. Please try again.'],
  ])('answers a %i %o with the right toast', async (status, body, title, message) => {
    mockApi({ ...WITH_PROFILE, [DASHBOARD]: [200, dashboard], [LEAVE]: [status, { statusCode: status, ...body }] });
    renderAt('/influencer-dashboard', routes);
    const dialog = await askToLeave();
    await user.click(dialog.getByRole('button', { name: 'Leave Campaign' }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByText(title)).toBeVisible();
    expect(screen.queryByText('Left campaign')).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Slow Mornings' })).toBeVisible();
  });
});
