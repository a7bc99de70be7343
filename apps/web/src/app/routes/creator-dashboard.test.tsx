import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { InfluencerDashboardRoute } from '#web/app/routes/influencer-dashboard';
import { makeHoldEvidence } from '#web/test/fixtures/content-review';
import {
  InTestEnv,
  makeCreatorDashboard,
  makeItem,
  makePost,
  NO_CREATOR_DISPUTES,
  NO_INVITATIONS,
  PAST_END,
  PAST_START,
} from '#web/test/fixtures/creator-dashboard';
import { mockApi } from '#web/test/mock-api';
import { renderAt } from '#web/test/render';
import { user } from '#web/test/user';

// The parts of the page that load on demand (issue 31), loaded first: the tests wait for a render, not an import.
beforeAll(async () => {
  await import('#web/features/creator-campaigns/components/dashboard/held-post-details');
  await import('#web/features/creator-campaigns/components/dashboard/fix-request');
});

const DASHBOARD = 'GET /api/creator/dashboard';
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

function figure(label: string) {
  return within(screen.getByRole('group', { name: label }));
}
function card(name: string) {
  return within(screen.getByRole('article', { name }));
}
function shownCampaigns() {
  return screen.queryAllByRole('article').map((a) => a.querySelector('h2')?.textContent);
}
async function openTab(name: string) {
  await user.click(screen.getByRole('tab', { name }));
  await waitFor(() => expect(screen.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true'));
}

afterEach(() => notifications.clean());

describe('Creator Dashboard: figures and loading', () => {
  it('shows the heading, the beta notice and the eight headline figures as the server sends them', async () => {
    mockApi({
      ...NO_CREATOR_DISPUTES,
      ...NO_INVITATIONS,
      [DASHBOARD]: [
        200,
        makeCreatorDashboard([makeItem('1')], {
          earnedCents: 123_456,
          withdrawnCents: 5_000,
          activeCampaigns: 2,
          totalCampaigns: 4,
          totalViews: 45_230,
          totalLikes: 1_200,
          totalComments: 999,
          engagementRate: 4.7,
        }),
      ],
    });
    renderAt('/influencer-dashboard', routes);
    expect(screen.getByRole('heading', { level: 1, name: 'Creator Dashboard' })).toBeVisible();
    expect(screen.getByText('Your campaigns, content and earnings in one place')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Beta: statistics update daily, not in real time.');
    await screen.findByRole('group', { name: 'Earned' });
    expect(figure('Earned').getByText('$1,235')).toBeVisible();
    expect(figure('Withdrawn').getByText('$50')).toBeVisible();
    expect(figure('Active Campaigns').getByText('2')).toBeVisible();
    expect(figure('Total Campaigns').getByText('4')).toBeVisible();
    expect(figure('Total Views').getByText('45.2K')).toBeVisible();
    expect(figure('Total Likes').getByText('1.2K')).toBeVisible();
    expect(figure('Total Comments').getByText('999')).toBeVisible();
    expect(figure('Engagement').getByText('4.7%')).toBeVisible();
  });

  it('changes every figure when the server sends others', async () => {
    mockApi({
      ...NO_CREATOR_DISPUTES,
      ...NO_INVITATIONS,
      [DASHBOARD]: [
        200,
        makeCreatorDashboard([], {
          earnedCents: 0,
          withdrawnCents: 987_600,
          activeCampaigns: 7,
          totalCampaigns: 11,
          totalViews: 1_500_000,
          totalLikes: 3_000,
          totalComments: 1_050,
          engagementRate: 0,
        }),
      ],
    });
    renderAt('/influencer-dashboard', routes);
    await screen.findByRole('group', { name: 'Earned' });
    expect(figure('Earned').getByText('$0')).toBeVisible();
    expect(figure('Withdrawn').getByText('$9,876')).toBeVisible();
    expect(figure('Active Campaigns').getByText('7')).toBeVisible();
    expect(figure('Total Campaigns').getByText('11')).toBeVisible();
    expect(figure('Total Views').getByText('1.5M')).toBeVisible();
    expect(figure('Total Likes').getByText('3.0K')).toBeVisible();
    expect(figure('Total Comments').getByText('1.1K')).toBeVisible();
    expect(figure('Engagement').getByText('0%')).toBeVisible();
  });

  it('shows "Loading your campaigns..." while the dashboard loads', async () => {
    mockApi({ ...NO_CREATOR_DISPUTES, ...NO_INVITATIONS, [DASHBOARD]: () => new Promise(() => {}) }); // never answers
    renderAt('/influencer-dashboard', routes);
    expect(await screen.findByText('Loading your campaigns...')).toBeVisible();
  });

  it('toasts "Error loading campaigns" once and offers Retry when the dashboard fails to load', async () => {
    const calls = mockApi({
      ...NO_CREATOR_DISPUTES,
      ...NO_INVITATIONS,
      [DASHBOARD]: [500, { statusCode: 500, message: 'boom' }],
    });
    renderAt('/influencer-dashboard', routes);
    expect(await screen.findByText('Error loading campaigns')).toBeVisible();
    expect(screen.getByText('Failed to load your campaigns. Please try again.')).toBeVisible();
    // One failed read, not retried, and one toast for it.
    expect(calls.filter((c) => c.path === '/api/creator/dashboard')).toHaveLength(1);
    expect(screen.getAllByText('Error loading campaigns')).toHaveLength(1);

    mockApi({
      ...NO_CREATOR_DISPUTES,
      ...NO_INVITATIONS,
      [DASHBOARD]: [200, makeCreatorDashboard([makeItem('1', { campaign: { campaignName: 'Back Again' } })])],
    });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Back Again' })).toBeVisible();
  });
});

describe('Creator Dashboard: tabs', () => {
  const items = [
    makeItem('approved', { campaign: { campaignName: 'Approved Live' } }),
    makeItem('public-pending', {
      application: { status: 'pending' },
      campaign: { campaignName: 'Public Pending', privatePublic: 'Public' },
    }),
    makeItem('private-pending', {
      application: { status: 'pending' },
      campaign: { campaignName: 'Private Pending', privatePublic: 'Private' },
    }),
    makeItem('declined', { application: { status: 'rejected' }, campaign: { campaignName: 'Declined One' } }),
    makeItem('expired', {
      campaign: { campaignName: 'Expired Live', startDate: PAST_START, endDate: PAST_END },
    }),
    makeItem('ended', { campaign: { campaignName: 'Ended Status', status: 'Ended' } }),
    makeItem('completed', {
      campaign: { campaignName: 'Completed Past', status: 'Completed', startDate: PAST_START, endDate: PAST_END },
    }),
    makeItem('left', { application: { status: 'left' }, campaign: { campaignName: 'Left One' } }),
  ];

  it('puts each campaign in the right tab and never shows a left one', async () => {
    mockApi({ ...NO_CREATOR_DISPUTES, ...NO_INVITATIONS, [DASHBOARD]: [200, makeCreatorDashboard(items)] });
    renderAt('/influencer-dashboard', routes);
    await screen.findByRole('article', { name: 'Approved Live' });
    expect(screen.getByRole('tab', { name: 'My Campaigns' })).toHaveAttribute('aria-selected', 'true');
    expect(shownCampaigns()).toEqual([
      'Approved Live',
      'Public Pending',
      'Private Pending',
      'Declined One',
      'Expired Live',
      'Ended Status',
      'Completed Past',
    ]);

    await openTab('Active');
    expect(shownCampaigns()).toEqual(['Approved Live', 'Public Pending']);
    await openTab('Pending');
    expect(shownCampaigns()).toEqual(['Private Pending', 'Declined One']);
    expect(card('Private Pending').getByText('Pending Approval')).toBeVisible();
    await openTab('Completed');
    expect(shownCampaigns()).toEqual(['Expired Live', 'Ended Status', 'Completed Past']);
    expect(card('Completed Past').getByText('Completed')).toBeVisible();
    expect(screen.getByLabelText('location').textContent).toBe('/influencer-dashboard?tab=completed');
    expect(screen.queryByText('Left One')).not.toBeInTheDocument();
  });

  it('shows each tab its own empty state with a link to Browse Campaigns', async () => {
    mockApi({
      ...NO_CREATOR_DISPUTES,
      ...NO_INVITATIONS,
      [DASHBOARD]: [200, makeCreatorDashboard([items.find((i) => i.application.status === 'left')!])],
    });
    renderAt('/influencer-dashboard', routes);
    const expected: Array<[string, string]> = [
      ['My Campaigns', 'No campaigns yet'],
      ['Active', 'No active campaigns'],
      ['Pending', 'No pending applications'],
      ['Completed', 'No completed campaigns'],
    ];
    await screen.findByText('No campaigns yet');
    for (const [tab, title] of expected) {
      await openTab(tab);
      expect(screen.getByText(title)).toBeVisible();
      const links = screen.getAllByRole('link', { name: 'Browse Campaigns' });
      expect(links).toHaveLength(1);
      expect(links[0]).toHaveAttribute('href', '/browse-campaigns');
      expect(screen.queryAllByRole('article')).toHaveLength(0);
    }
  });
});

describe('Creator Dashboard: campaign cards', () => {
  it('shows a campaign card with brand, status, niche, timing, budget, short description, hashtags and slots', async () => {
    const description = `${'Brew it slow and tell us why. '.repeat(5)}The end.`;
    mockApi({
      ...NO_CREATOR_DISPUTES,
      ...NO_INVITATIONS,
      [DASHBOARD]: [
        200,
        makeCreatorDashboard([
          makeItem('1', {
            campaign: {
              campaignName: 'Slow Mornings',
              campaignDescription: description,
              campaignHashtags: ['SlowMornings', 'HomeBarista', 'PourOver', 'Coffee', 'Autumn'],
            },
            brand: { id: 'brand-42' },
            earningsCents: 4_250,
            content: [
              makePost('abc', {
                platform: 'tiktok',
                videoUrl: 'https://www.tiktok.com/@mia/video/123',
                views: 12_345,
                likes: 1_500,
                comments: 87,
                shares: 2_000,
                earningsCents: 4_250,
                awaitingFundingCents: 1_500,
              }),
            ],
          }),
          makeItem('2', {
            campaign: {
              campaignName: 'Open Budget',
              influencerBudgetCents: null,
              campaignNiche: null,
              campaignHashtags: [],
            },
            brand: { companyName: null, name: 'Sam Seller' },
          }),
        ]),
      ],
    });
    renderAt('/influencer-dashboard', routes);
    await screen.findByRole('article', { name: 'Slow Mornings' });
    const first = card('Slow Mornings');
    expect(first.getByText('by Northside Roasters')).toBeVisible();
    expect(first.getByText('Active')).toBeVisible();
    expect(first.getByText('Food & Beverage')).toBeVisible();
    expect(first.getByText(/^Starts in \d+ days \(Duration: 19 days\)$/)).toBeVisible();
    expect(first.getByText('$500 per influencer')).toBeVisible();
    const cut = first.getByText(/^Brew it slow/).textContent ?? '';
    expect(cut.endsWith('...')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(103);
    expect(description.startsWith(cut.slice(0, -3))).toBe(true);
    // A named group (issue 32: an aria-label on a plain div is never read).
    expect(within(first.getByRole('group', { name: 'Hashtags' })).getByText('#SlowMornings')).toBeVisible();
    expect(first.getByText('#PourOver')).toBeVisible();
    expect(first.queryByText('#Coffee')).not.toBeInTheDocument();
    expect(first.getByText('+2 more')).toBeVisible();
    // The campaign's earnings and its one post's earnings.
    expect(first.getAllByText('$43')).toHaveLength(2);

    const slots = within(first.getByRole('list', { name: 'Content for Slow Mornings' })).getAllByRole('listitem');
    expect(slots).toHaveLength(3);
    const filled = within(slots[0]);
    expect(filled.getByText('TikTok')).toBeVisible();
    const postLink = filled.getByRole('link', { name: /View TikTok post 1/ });
    expect(postLink).toHaveAttribute('href', 'https://www.tiktok.com/@mia/video/123');
    expect(postLink).toHaveAttribute('target', '_blank');
    expect(postLink).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(filled.getByText('12.3K')).toBeVisible();
    expect(filled.getByText('1.5K')).toBeVisible();
    expect(filled.getByText('87')).toBeVisible();
    expect(filled.getByText('2.0K')).toBeVisible();
    expect(filled.getByText('Post 1 earnings:').parentElement).toHaveTextContent(/^Post 1 earnings: \$43$/);
    // What the brand's funds have not covered yet is shown beside the earnings, not in them.
    expect(filled.getByText('Waiting for the brand to fund $15.00')).toBeVisible();
    expect(within(slots[1]).getByText('Empty slot')).toBeVisible();
    expect(within(slots[2]).getByText('Empty slot')).toBeVisible();
    expect(first.getByText('1 of 3 slots used')).toBeVisible();

    expect(first.getByRole('link', { name: 'Message Northside Roasters' })).toHaveAttribute(
      'href',
      '/chat-creator?userId=brand-42',
    );

    const second = card('Open Budget');
    expect(second.getByText('by Sam Seller')).toBeVisible();
    expect(second.getByText('TBD per influencer')).toBeVisible();
    expect(second.getAllByText('Empty slot')).toHaveLength(3);
    expect(second.getByRole('link', { name: 'Message Sam Seller' })).toHaveAttribute(
      'href',
      '/chat-creator?userId=brand-2',
    );
  });

  it('shows a declined application with its message and no way to leave or upload', async () => {
    mockApi({
      ...NO_CREATOR_DISPUTES,
      ...NO_INVITATIONS,
      [DASHBOARD]: [
        200,
        makeCreatorDashboard([
          makeItem('1', { application: { status: 'rejected' }, campaign: { campaignName: 'Declined One' } }),
        ]),
      ],
    });
    renderAt('/influencer-dashboard', routes);
    await screen.findByRole('article', { name: 'Declined One' });
    const declined = card('Declined One');
    expect(declined.getAllByText('Application Declined').length).toBeGreaterThanOrEqual(1);
    expect(
      declined.getByText('Your application was not accepted this time. Keep exploring other opportunities!'),
    ).toBeVisible();
    expect(declined.queryByRole('button', { name: 'Campaign options for Declined One' })).not.toBeInTheDocument();
    expect(declined.queryByRole('button', { name: 'Upload Content' })).not.toBeInTheDocument();
  });

  it('offers Upload Content only for an approved application on a Live campaign with a free slot', async () => {
    const threePosts = [makePost('a'), makePost('b'), makePost('c')];
    mockApi({
      ...NO_CREATOR_DISPUTES,
      ...NO_INVITATIONS,
      [DASHBOARD]: [
        200,
        makeCreatorDashboard([
          makeItem('ok', { campaign: { campaignName: 'Approved Live' } }),
          makeItem('pub', { application: { status: 'pending' }, campaign: { campaignName: 'Pending Public' } }),
          makeItem('paused', { campaign: { campaignName: 'Approved Paused', status: 'Paused' } }),
          makeItem('done', { campaign: { campaignName: 'Approved Completed', status: 'Completed' } }),
          makeItem('full', { campaign: { campaignName: 'Approved Full' }, content: threePosts }),
        ]),
      ],
    });
    renderAt('/influencer-dashboard', routes);
    await screen.findByRole('article', { name: 'Approved Live' });
    expect(card('Approved Live').getByRole('button', { name: 'Upload Content' })).toBeVisible();
    for (const name of ['Pending Public', 'Approved Paused', 'Approved Completed', 'Approved Full']) {
      expect(card(name).queryByRole('button', { name: 'Upload Content' }), name).not.toBeInTheDocument();
    }
    expect(card('Approved Full').queryByText('Empty slot')).not.toBeInTheDocument();
    expect(card('Approved Full').getByText('3 of 3 slots used')).toBeVisible();
  });

  it('gives as many slots as the agreed terms ask for posts, and no upload once they are in', async () => {
    const agreement = {
      id: 'agr-1',
      termsVersion: 1,
      agreedAt: '2026-01-05T10:00:00.000Z',
      newerVersion: false,
      postsPerCreator: 1,
    };
    mockApi({
      ...NO_CREATOR_DISPUTES,
      ...NO_INVITATIONS,
      [DASHBOARD]: [
        200,
        makeCreatorDashboard([
          makeItem('one', { campaign: { campaignName: 'One Post Deal' }, agreement }),
          makeItem('done', { campaign: { campaignName: 'One Post Done' }, agreement, content: [makePost('x')] }),
        ]),
      ],
    });
    renderAt('/influencer-dashboard', routes);
    await screen.findByRole('article', { name: 'One Post Deal' });
    expect(card('One Post Deal').getByText('0 of 1 slots used')).toBeVisible();
    expect(
      within(card('One Post Deal').getByRole('list', { name: 'Content for One Post Deal' })).getAllByRole('listitem'),
    ).toHaveLength(1);
    expect(card('One Post Deal').getByRole('button', { name: 'Upload Content' })).toBeVisible();
    expect(card('One Post Done').getByText('1 of 1 slots used')).toBeVisible();
    expect(card('One Post Done').queryByRole('button', { name: 'Upload Content' })).not.toBeInTheDocument();
  });

  it('opens View Details with the full brief, the dates and the application', async () => {
    const guidelines = `${'Film the pour-over in daylight, no filters. '.repeat(6)}Tag us.`;
    const description = `${'A long story about our roast. '.repeat(6)}Done.`;
    mockApi({
      ...NO_CREATOR_DISPUTES,
      ...NO_INVITATIONS,
      [DASHBOARD]: [
        200,
        makeCreatorDashboard([
          makeItem('1', {
            application: { status: 'pending', message: 'I film coffee every morning.' },
            campaign: {
              campaignName: 'Slow Mornings',
              privatePublic: 'Private',
              contentGuidelines: guidelines,
              campaignDescription: description,
              startDate: '2099-02-01',
              endDate: '2099-02-14',
              campaignHashtags: ['a', 'b', 'c', 'd'],
            },
          }),
        ]),
      ],
    });
    renderAt('/influencer-dashboard', routes);
    await user.click(
      within(await screen.findByRole('article', { name: 'Slow Mornings' })).getByRole('button', {
        name: 'View Details',
      }),
    );
    const details = within(await screen.findByRole('dialog', { name: 'Campaign Details: Slow Mornings' }));
    expect(details.getByText(guidelines)).toBeVisible();
    expect(details.getByText(description)).toBeVisible();
    expect(details.getByText('Feb 1, 2099')).toBeVisible();
    expect(details.getByText('Feb 14, 2099')).toBeVisible();
    expect(details.getByText('Pending Approval')).toBeVisible();
    expect(details.getByText('Pending')).toBeVisible();
    expect(details.getByText('I film coffee every morning.')).toBeVisible();
    expect(details.getByText('Northside Roasters')).toBeVisible();
    expect(details.getByText('#d')).toBeVisible();
  });
});

describe('Creator Dashboard: a post on hold', () => {
  const reason = 'Views rose 12,400 in one day, 9.2 times the post’s usual daily growth.';

  it('says why its earnings are on hold and shows its figures against what the creator’s other posts predict', async () => {
    mockApi({
      ...NO_CREATOR_DISPUTES,
      ...NO_INVITATIONS,
      [DASHBOARD]: [
        200,
        makeCreatorDashboard([
          makeItem('1', {
            campaign: { campaignName: 'Slow Mornings' },
            content: [
              makePost('held', {
                stage: 'tracking',
                earningsStatus: 'held',
                holdReasons: [reason],
                holdEvidence: makeHoldEvidence({ basis: null }),
              }),
              makePost('clean', { stage: 'tracking' }),
            ],
          }),
        ]),
      ],
    });
    renderAt('/influencer-dashboard', routes);
    await screen.findByRole('article', { name: 'Slow Mornings' });
    const [held, clean] = within(screen.getByRole('list', { name: 'Content for Slow Mornings' })).getAllByRole(
      'listitem',
    );
    const slot = within(held);
    expect(slot.getByText(`Earnings on hold: ${reason}`)).toBeVisible();
    const chart = await slot.findByRole('img', {
      name: /^This post’s figures over time; no earlier posts to compare with/,
    });
    expect(chart).toBeVisible();
    expect(chart).toHaveAccessibleName(/Views: first 1,200 on .*; last 15,400 on .*\. Likes: first 80 on/);
    expect(slot.getByText('No earlier posts to compare with yet.')).toBeVisible();
    expect(within(clean).queryByRole('img')).not.toBeInTheDocument();
    expect(within(clean).queryByText(/Earnings on hold/)).not.toBeInTheDocument();
  });
});
