import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SmbDashboardRoute } from '#web/app/routes/smb-dashboard';
import { InTestEnv, makeApplicant, makeCampaign, makeDashboard } from '#web/test/fixtures/business-dashboard';
import { mockApi, SERVER_ERROR } from '#web/test/mock-api';
import { renderAt } from '#web/test/render';
import { user } from '#web/test/user';

const DASHBOARD = 'GET /api/business/dashboard';
const routes = [
  {
    path: '/smb-dashboard',
    element: (
      <InTestEnv>
        <SmbDashboardRoute />
      </InTestEnv>
    ),
  },
];

function card(name: string) {
  return screen.getByRole('article', { name });
}
function summary(label: string) {
  return screen.getByRole('group', { name: label });
}
async function openTab(name: string) {
  await user.click(screen.getByRole('tab', { name }));
  await waitFor(() => expect(screen.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true'));
}
function shownCampaigns() {
  return screen.queryAllByRole('article').map((a) => a.querySelector('h2')?.textContent);
}

/** Campaigns nobody took part in yet: their menus offer Delete (B4). */
const byStatus = [
  makeCampaign({ id: 'live', campaignName: 'Live One', status: 'Live', hasParticipants: false }),
  makeCampaign({ id: 'paused', campaignName: 'Paused One', status: 'Paused', hasParticipants: false }),
  makeCampaign({ id: 'draft', campaignName: 'Draft One', status: 'Draft', hasParticipants: false }),
  makeCampaign({ id: 'completed', campaignName: 'Completed One', status: 'Completed', hasParticipants: false }),
  makeCampaign({ id: 'ended', campaignName: 'Ended One', status: 'Ended', hasParticipants: false }),
];
/** The same statuses once influencers took part: End instead of Delete (issue 25). */
const takenPart = byStatus
  .slice(0, 4)
  .map((c) => ({ ...c, id: `${c.id}-joined`, campaignName: `${c.campaignName} Joined`, hasParticipants: true }));

afterEach(() => {
  vi.useRealTimers();
  // Toasts live in a module-level store that outlives each test's render.
  notifications.clean();
});

describe('Campaign Dashboard', () => {
  it('shows the header and the six summary figures exactly as the server sends them', async () => {
    mockApi({
      [DASHBOARD]: [
        200,
        makeDashboard([makeCampaign()], {
          campaigns: 7,
          active: 2,
          totalSpentCents: 123_456,
          totalViews: 45_200,
          engagementRate: 4.7,
        }),
      ],
    });
    renderAt('/smb-dashboard', routes);
    expect(screen.getByRole('heading', { name: 'Campaign Dashboard' })).toBeVisible();
    expect(screen.getByText('Manage your influencer campaigns')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create Campaign' })).toHaveAttribute('href', '/create-campaign');
    await screen.findByRole('group', { name: 'Campaigns' });
    expect(within(summary('Campaigns')).getByText('7')).toBeVisible();
    expect(within(summary('Active')).getByText('2')).toBeVisible();
    expect(within(summary('Total Spent')).getByText('$1,235')).toBeVisible();
    expect(within(summary('Total Views')).getByText('45.2K')).toBeVisible();
    expect(within(summary('Engagement')).getByText('4.7%')).toBeVisible();
    expect(within(summary('Avg ROI')).getByText('—')).toBeVisible();
    expect(within(summary('Avg ROI')).getByText('Needs sales data')).toBeVisible();
  });

  it('changes the figures when the server sends others', async () => {
    mockApi({
      [DASHBOARD]: [
        200,
        makeDashboard([], {
          campaigns: 12,
          active: 5,
          totalSpentCents: 987_600,
          totalViews: 1_500_000,
          engagementRate: 0,
        }),
      ],
    });
    renderAt('/smb-dashboard', routes);
    await screen.findByRole('group', { name: 'Campaigns' });
    expect(within(summary('Campaigns')).getByText('12')).toBeVisible();
    expect(within(summary('Active')).getByText('5')).toBeVisible();
    expect(within(summary('Total Spent')).getByText('$9,876')).toBeVisible();
    expect(within(summary('Total Views')).getByText('1.5M')).toBeVisible();
    expect(within(summary('Engagement')).getByText('0%')).toBeVisible();
  });

  it('shows "Loading campaigns..." while the dashboard loads', async () => {
    mockApi({ [DASHBOARD]: () => new Promise(() => {}) }); // never answers
    renderAt('/smb-dashboard', routes);
    expect(await screen.findByText('Loading campaigns...')).toBeVisible();
  });

  it('filters each tab: Completed holds Completed and Ended, Paused shows under All only', async () => {
    mockApi({ [DASHBOARD]: [200, makeDashboard(byStatus)] });
    renderAt('/smb-dashboard', routes);
    await screen.findByRole('article', { name: 'Live One' });
    expect(shownCampaigns()).toEqual(['Live One', 'Paused One', 'Draft One', 'Completed One', 'Ended One']);

    await openTab('Live');
    expect(shownCampaigns()).toEqual(['Live One']);
    await openTab('Draft');
    expect(shownCampaigns()).toEqual(['Draft One']);
    await openTab('Completed');
    expect(shownCampaigns()).toEqual(['Completed One', 'Ended One']);
    expect(screen.getByLabelText('location').textContent).toBe('/smb-dashboard?tab=completed');
    await openTab('All Campaigns');
    expect(shownCampaigns()).toContain('Paused One');
  });

  it('shows each tab its own empty state, and the All tab a way to create a campaign', async () => {
    mockApi({ [DASHBOARD]: [200, makeDashboard([])] });
    renderAt('/smb-dashboard', routes);
    expect(await screen.findByText('No campaigns yet')).toBeVisible();
    expect(screen.getByText('Get started by creating your first campaign')).toBeVisible();
    const createLinks = screen.getAllByRole('link', { name: 'Create Campaign' });
    expect(createLinks).toHaveLength(2);
    expect(createLinks.every((a) => a.getAttribute('href') === '/create-campaign')).toBe(true);

    await openTab('Live');
    expect(screen.getByText('No live campaigns')).toBeVisible();
    expect(screen.getByText('Create and launch a campaign to see it here')).toBeVisible();
    await openTab('Draft');
    expect(screen.getByText('No draft campaigns')).toBeVisible();
    expect(screen.getByText('Create a campaign to see it here')).toBeVisible();
    await openTab('Completed');
    expect(screen.getByText('No completed campaigns')).toBeVisible();
    expect(screen.getByText('Completed campaigns will appear here')).toBeVisible();
    expect(screen.queryByText('No campaigns yet')).not.toBeInTheDocument();
  });

  it('shows a Paused campaign under All but the empty states on the other tabs', async () => {
    mockApi({ [DASHBOARD]: [200, makeDashboard([byStatus[1]])] });
    renderAt('/smb-dashboard?tab=live', routes);
    expect(await screen.findByText('No live campaigns')).toBeVisible();
    await openTab('Draft');
    expect(screen.getByText('No draft campaigns')).toBeVisible();
    await openTab('Completed');
    expect(screen.getByText('No completed campaigns')).toBeVisible();
    await openTab('All Campaigns');
    expect(screen.getByRole('article', { name: 'Paused One' })).toBeVisible();
  });

  it('shows a campaign card with its figures, full description, hashtags and links', async () => {
    const description = `${'A long story about our roast. '.repeat(8)}The end.`;
    mockApi({
      [DASHBOARD]: [
        200,
        makeDashboard([
          makeCampaign({ campaignDescription: description }),
          makeCampaign({
            id: 'c2',
            campaignName: 'Open Call',
            privatePublic: 'Public',
            budgetCents: null,
            endDate: null,
            applicantCount: 1,
            campaignNiche: null,
            campaignHashtags: [],
          }),
        ]),
      ],
    });
    renderAt('/smb-dashboard', routes);
    const first = within(await screen.findByRole('article', { name: 'Autumn Roast Launch' }));
    expect(first.getByText('Live')).toBeVisible();
    expect(first.getByText('Private')).toBeVisible();
    expect(first.getByText('Food & Beverage')).toBeVisible();
    expect(first.getByText('Ends Dec 14, 2026')).toBeVisible();
    expect(first.getByText('3 applicants')).toBeVisible();
    expect(first.getByText('$120 of $5,000')).toBeVisible();
    expect(first.getByRole('progressbar', { name: 'Budget used for Autumn Roast Launch' })).toHaveAttribute(
      'aria-valuenow',
      '2',
    );
    expect(first.getByText(description)).toBeVisible();
    // A named group (issue 32: an aria-label on a plain div is never read).
    expect(within(first.getByRole('group', { name: 'Hashtags' })).getByText('#AutumnRoast')).toBeVisible();
    expect(first.getByText('#coffee')).toBeVisible();
    expect(first.getByText('12.3K')).toBeVisible();
    expect(first.getByText('1.5K')).toBeVisible();
    expect(first.getByText('87')).toBeVisible();
    expect(first.getByText('2.3M')).toBeVisible();
    for (const label of ['Views', 'Likes', 'Comments', 'Shares']) expect(first.getByText(label)).toBeVisible();
    expect(first.getByRole('link', { name: 'View Analytics' })).toHaveAttribute('href', '/campaign-analytics/c1');
    expect(first.getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/chat-business');
    expect(first.queryByText('Days Left')).not.toBeInTheDocument();

    const second = within(card('Open Call'));
    expect(second.getByText('Public')).toBeVisible();
    expect(second.getByText('$120 of TBD')).toBeVisible();
    expect(second.getByText('1 applicant')).toBeVisible();
    expect(second.queryByText(/^Ends /)).not.toBeInTheDocument();
  });

  it('shows Days Left and the real time elapsed on Draft and Completed cards', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-03T12:00:00Z'));
    mockApi({
      [DASHBOARD]: [
        200,
        makeDashboard([
          makeCampaign({
            id: 'd',
            campaignName: 'Spring Draft',
            status: 'Draft',
            startDate: '2026-03-01',
            endDate: '2026-03-10',
          }),
          makeCampaign({
            id: 'e',
            campaignName: 'Winter Wrap',
            status: 'Ended',
            startDate: '2026-01-01',
            endDate: '2026-01-31',
          }),
          makeCampaign({
            id: 'l',
            campaignName: 'Live Now',
            status: 'Live',
            startDate: '2026-03-01',
            endDate: '2026-03-10',
          }),
        ]),
      ],
    });
    renderAt('/smb-dashboard', routes);
    const draft = within(await screen.findByRole('article', { name: 'Spring Draft' }));
    expect(draft.getByText('Days Left')).toBeVisible();
    expect(draft.getByText('7 days left')).toBeVisible();
    expect(draft.getByRole('progressbar', { name: 'Time elapsed for Spring Draft' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(draft.getByText('25% of the campaign period elapsed')).toBeVisible();

    const ended = within(card('Winter Wrap'));
    expect(ended.getByText('Ended', { selector: 'p' })).toBeVisible();
    expect(ended.getByRole('progressbar', { name: 'Time elapsed for Winter Wrap' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(within(card('Live Now')).queryByText('Days Left')).not.toBeInTheDocument();
  });

  it('offers each status its own lifecycle action', async () => {
    mockApi({ [DASHBOARD]: [200, makeDashboard(byStatus)] });
    renderAt('/smb-dashboard', routes);
    await screen.findByRole('article', { name: 'Live One' });
    const expected: Record<string, string[]> = {
      'Live One': ['Edit Campaign', 'Pause Campaign', 'Delete Campaign'],
      'Paused One': ['Edit Campaign', 'Resume Campaign', 'Delete Campaign'],
      'Draft One': ['Edit Campaign', 'Publish Campaign', 'Delete Campaign'],
      'Completed One': ['Edit Campaign', 'Delete Campaign'],
    };
    for (const [name, items] of Object.entries(expected)) {
      await user.click(screen.getByRole('button', { name: `Campaign actions for ${name}` }));
      const menu = await screen.findByRole('menu');
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((i) => i.textContent),
      ).toEqual(items);
      expect(within(menu).getByRole('menuitem', { name: 'Edit Campaign' })).toHaveAttribute(
        'href',
        expect.stringMatching(/^\/edit-campaign\//),
      );
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    }
  });

  it('offers End Campaign instead of Delete once anyone took part, and says why Delete is not there', async () => {
    mockApi({ [DASHBOARD]: [200, makeDashboard(takenPart)] });
    renderAt('/smb-dashboard', routes);
    await screen.findByRole('article', { name: 'Live One Joined' });
    const expected: Record<string, string[]> = {
      'Live One Joined': ['Edit Campaign', 'Pause Campaign', 'End Campaign'],
      'Paused One Joined': ['Edit Campaign', 'Resume Campaign', 'End Campaign'],
      'Draft One Joined': ['Edit Campaign', 'Publish Campaign', 'End Campaign'],
      'Completed One Joined': ['Edit Campaign'],
    };
    for (const [name, items] of Object.entries(expected)) {
      await user.click(screen.getByRole('button', { name: `Campaign actions for ${name}` }));
      const menu = await screen.findByRole('menu');
      const enabled = within(menu)
        .getAllByRole('menuitem')
        .filter((i) => !i.hasAttribute('data-disabled'));
      expect(enabled.map((i) => i.textContent)).toEqual(items);
      const kept = within(menu).getByRole('menuitem', { name: /Delete Campaign/ });
      expect(kept).toHaveAttribute('data-disabled');
      expect(kept).toHaveAccessibleDescription(
        'Influencers took part in it, so it is kept with their work and payments.',
      );
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    }
  });

  it('shows a campaign its business ended early as over, whatever its end date says', async () => {
    const ended = makeCampaign({
      id: 'ended-early',
      campaignName: 'Cut Short',
      status: 'Completed',
      startDate: '2099-01-01',
      endDate: '2099-01-20',
      endedAt: '2099-01-05T15:00:00.000Z',
    });
    mockApi({ [DASHBOARD]: [200, makeDashboard([ended])] });
    renderAt('/smb-dashboard', routes);
    const cutShort = within(await screen.findByRole('article', { name: 'Cut Short' }));
    expect(cutShort.getByText('Ended early Jan 5, 2099')).toBeVisible();
    expect(cutShort.queryByText(/days left/)).not.toBeInTheDocument();
    expect(cutShort.getByText('Ended', { selector: 'p' })).toBeVisible();
    expect(cutShort.getByRole('progressbar', { name: 'Time elapsed for Cut Short' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });

  it('ends a campaign only after a confirmation that says what happens, then says so', async () => {
    const calls = mockApi({
      [DASHBOARD]: [200, makeDashboard([takenPart[0]])],
      'POST /api/business/campaigns/live-joined/status': [200, { ...takenPart[0], status: 'Completed' }],
    });
    renderAt('/smb-dashboard', routes);
    await user.click(await screen.findByRole('button', { name: 'Campaign actions for Live One Joined' }));
    await user.click(await screen.findByRole('menuitem', { name: 'End Campaign' }));
    const dialog = await screen.findByRole('dialog', { name: 'End Campaign' });
    expect(
      within(dialog).getByText(
        'End "Live One Joined"? From now on no one can join, apply, be invited or post. Posts already submitted finish their review and tracking and are paid from the campaign\'s funds as usual; then the unspent funds return to your wallet. The campaign moves to Completed.',
      ),
    ).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'End Campaign' }));
    expect(await screen.findByText('Campaign ended')).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/business/campaigns/live-joined/status', body: { action: 'end' } },
    ]);
  });

  it('pauses a Live campaign only after confirmation, then says so', async () => {
    const calls = mockApi({
      [DASHBOARD]: [200, makeDashboard([byStatus[0]])],
      'POST /api/business/campaigns/live/status': [200, { ...byStatus[0], status: 'Paused' }],
    });
    renderAt('/smb-dashboard', routes);
    await user.click(await screen.findByRole('button', { name: 'Campaign actions for Live One' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Pause Campaign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause Campaign' });
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('Campaign paused')).toBeVisible();
    expect(screen.getByText('Your campaign has been successfully paused.')).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/business/campaigns/live/status', body: { action: 'pause' } },
    ]);
  });

  it('does nothing when the pause is cancelled, and keeps the card when the server refuses', async () => {
    const calls = mockApi({
      [DASHBOARD]: [200, makeDashboard([byStatus[0]])],
      'POST /api/business/campaigns/live/status': [
        409,
        { statusCode: 409, message: 'A Paused campaign cannot be paused.', code: 'INVALID_TRANSITION' },
      ],
    });
    renderAt('/smb-dashboard', routes);
    await user.click(await screen.findByRole('button', { name: 'Campaign actions for Live One' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Pause Campaign' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Pause Campaign' })).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pause Campaign' })).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Campaign actions for Live One' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Pause Campaign' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Pause Campaign' })).getByRole('button', { name: 'Pause' }),
    );
    expect(await screen.findByText('Failed to pause campaign')).toBeVisible();
    expect(screen.getByText('A Paused campaign cannot be paused.')).toBeVisible();
    expect(screen.queryByText('Campaign paused')).not.toBeInTheDocument();
    expect(within(card('Live One')).getByText('Live')).toBeVisible();
  });

  it('publishes a Draft and resumes a Paused campaign with the spec toasts', async () => {
    const calls = mockApi({
      [DASHBOARD]: [200, makeDashboard([byStatus[1], byStatus[2]])],
      'POST /api/business/campaigns/draft/status': [200, { ...byStatus[2], status: 'Live' }],
      'POST /api/business/campaigns/paused/status': [500, { statusCode: 500, message: 'boom' }],
    });
    renderAt('/smb-dashboard', routes);
    await user.click(await screen.findByRole('button', { name: 'Campaign actions for Draft One' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Publish Campaign' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Publish Campaign' })).getByRole('button', { name: 'Publish' }),
    );
    expect(await screen.findByText('Campaign published')).toBeVisible();
    expect(calls.find((c) => c.path === '/api/business/campaigns/draft/status')?.body).toEqual({ action: 'publish' });

    await user.click(screen.getByRole('button', { name: 'Campaign actions for Paused One' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Resume Campaign' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Resume Campaign' })).getByRole('button', { name: 'Resume' }),
    );
    // A server error carries no reason worth showing: the spec's text under the title 'Error'.
    expect(await screen.findByText('Failed to resume campaign')).toBeVisible();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
  });

  it('deletes a campaign after confirmation and says so; a failure says so too', async () => {
    const calls = mockApi({
      [DASHBOARD]: [200, makeDashboard([byStatus[0], byStatus[2]])],
      'DELETE /api/business/campaigns/live': [204, null],
      'DELETE /api/business/campaigns/draft': [500, SERVER_ERROR],
    });
    renderAt('/smb-dashboard', routes);
    await user.click(await screen.findByRole('button', { name: 'Campaign actions for Live One' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete Campaign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Campaign' });
    expect(within(dialog).getByText('Delete "Live One"? This cannot be undone.')).toBeVisible();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Campaign deleted')).toBeVisible();
    expect(screen.getByText('Your campaign has been successfully deleted.')).toBeVisible();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/business/campaigns/live']);

    await user.click(screen.getByRole('button', { name: 'Campaign actions for Draft One' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete Campaign' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Campaign' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Failed to delete campaign')).toBeVisible();
    expect(card('Draft One')).toBeVisible();
  });

  it('toasts once and offers Retry when the dashboard fails to load', async () => {
    const calls = mockApi({ [DASHBOARD]: [500, { statusCode: 500, message: 'boom' }] });
    renderAt('/smb-dashboard', routes);
    expect(await screen.findByText('Failed to load campaigns')).toBeVisible();
    expect(screen.getByText('Your campaigns could not be loaded')).toBeVisible();
    // One failed read, not retried, and one toast for it.
    expect(calls.filter((c) => c.path === '/api/business/dashboard')).toHaveLength(1);
    expect(screen.getAllByText('Failed to load campaigns')).toHaveLength(1);

    mockApi({ [DASHBOARD]: [200, makeDashboard([byStatus[0]])] });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Live One' })).toBeVisible();
  });

  it('opens View Details with every field, offering Accept and Reject only on a Private campaign', async () => {
    const pending = [makeApplicant('a1', 'pending', { name: 'Mia Lens' })];
    mockApi({
      [DASHBOARD]: [
        200,
        makeDashboard([
          makeCampaign({ maxInfluencers: null }),
          makeCampaign({ id: 'c2', campaignName: 'Open Call', privatePublic: 'Public', maxInfluencers: 4 }),
        ]),
      ],
      'GET /api/business/campaigns/c1/applicants': [200, pending],
      'GET /api/business/campaigns/c2/applicants': [200, pending.map((a) => ({ ...a, campaignId: 'c2' }))],
    });
    renderAt('/smb-dashboard', routes);
    await user.click(
      within(await screen.findByRole('article', { name: 'Autumn Roast Launch' })).getByRole('button', {
        name: 'View Details',
      }),
    );
    const details = within(await screen.findByRole('dialog', { name: 'Campaign Details: Autumn Roast Launch' }));
    expect(details.getByText('Unlimited')).toBeVisible();
    expect(details.getByText('Dec 1, 2026')).toBeVisible();
    expect(details.getByText('Dec 14, 2026')).toBeVisible();
    expect(details.getByText('$5,000')).toBeVisible();
    expect(details.getByText('$500')).toBeVisible();
    expect(details.getByText('Instagram Reel, TikTok Video')).toBeVisible();
    expect(details.getByText('Film the pour-over in daylight.')).toBeVisible();
    expect(details.getByText('Private')).toBeVisible();
    // Its terms as creators read them (issue 29).
    expect(details.getByRole('heading', { name: 'Terms (version 1)' })).toBeVisible();
    expect(details.getByText('Organic posting only: the brand may not reuse your content.')).toBeVisible();
    await details.findByText('Mia Lens');
    expect(details.getByRole('button', { name: 'Accept Mia Lens' })).toBeVisible();
    expect(details.getByRole('button', { name: 'Reject Mia Lens' })).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(card('Open Call')).getByRole('button', { name: 'View Details' }));
    const publicDetails = within(await screen.findByRole('dialog', { name: 'Campaign Details: Open Call' }));
    expect(publicDetails.getByText('4')).toBeVisible();
    await publicDetails.findByText('Mia Lens');
    expect(publicDetails.queryByRole('button', { name: /Accept/ })).not.toBeInTheDocument();
    expect(publicDetails.queryByRole('button', { name: /Reject/ })).not.toBeInTheDocument();
    expect(publicDetails.getByRole('button', { name: 'View Profile of Mia Lens' })).toBeVisible();
  });

  it('opens Manage Influencers as a dialog on every tab', async () => {
    mockApi({
      [DASHBOARD]: [200, makeDashboard(byStatus)],
      'GET /api/business/campaigns/completed/applicants': [200, []],
      'GET /api/business/campaigns/completed/invitations': [200, []],
    });
    renderAt('/smb-dashboard?tab=completed', routes);
    const completed = within(await screen.findByRole('article', { name: 'Completed One' }));
    expect(completed.queryByRole('link', { name: 'Manage Influencers' })).not.toBeInTheDocument();
    await user.click(completed.getByRole('button', { name: 'Manage Influencers' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Manage Influencers: Completed One' }));
    expect(await dialog.findByText('No applicants yet')).toBeVisible();
  });
});
