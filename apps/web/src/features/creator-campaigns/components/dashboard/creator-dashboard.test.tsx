import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { InfluencerDashboardRoute } from '#web/app/routes/influencer-dashboard';
import { mockApi } from '#web/test/mock-api';
import { renderAt } from '#web/test/render';
import { InTestEnv, makeCreatorDashboard, makeItem, makePost, PAST_END, PAST_START } from './test-fixtures';

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
  fireEvent.click(screen.getByRole('tab', { name }));
  await waitFor(() => expect(screen.getByRole('tab', { name }).getAttribute('aria-selected')).toBe('true'));
}

afterEach(() => notifications.clean());

describe('Creator Dashboard: figures and loading', () => {
  it('shows the heading, the beta notice and the eight headline figures as the server sends them', async () => {
    mockApi({
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
    expect(screen.getByRole('heading', { level: 1, name: 'Creator Dashboard' })).toBeTruthy();
    expect(screen.getByText('Your campaigns, content and earnings in one place')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Beta: statistics update daily, not in real time.');
    await screen.findByRole('group', { name: 'Earned' });
    expect(figure('Earned').getByText('$1,235')).toBeTruthy();
    expect(figure('Withdrawn').getByText('$50')).toBeTruthy();
    expect(figure('Active Campaigns').getByText('2')).toBeTruthy();
    expect(figure('Total Campaigns').getByText('4')).toBeTruthy();
    expect(figure('Total Views').getByText('45.2K')).toBeTruthy();
    expect(figure('Total Likes').getByText('1.2K')).toBeTruthy();
    expect(figure('Total Comments').getByText('999')).toBeTruthy();
    expect(figure('Engagement').getByText('4.7%')).toBeTruthy();
  });

  it('changes every figure when the server sends others', async () => {
    mockApi({
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
    expect(figure('Earned').getByText('$0')).toBeTruthy();
    expect(figure('Withdrawn').getByText('$9,876')).toBeTruthy();
    expect(figure('Active Campaigns').getByText('7')).toBeTruthy();
    expect(figure('Total Campaigns').getByText('11')).toBeTruthy();
    expect(figure('Total Views').getByText('1.5M')).toBeTruthy();
    expect(figure('Total Likes').getByText('3.0K')).toBeTruthy();
    expect(figure('Total Comments').getByText('1.1K')).toBeTruthy();
    expect(figure('Engagement').getByText('0%')).toBeTruthy();
  });

  it('shows "Loading your campaigns..." while the dashboard loads', async () => {
    mockApi({ [DASHBOARD]: () => new Promise(() => {}) }); // never answers
    renderAt('/influencer-dashboard', routes);
    expect(await screen.findByText('Loading your campaigns...')).toBeTruthy();
  });

  it('toasts "Error loading campaigns" once and offers Retry when the dashboard fails to load', async () => {
    mockApi({ [DASHBOARD]: [500, { statusCode: 500, message: 'boom' }] });
    renderAt('/influencer-dashboard', routes);
    expect(await screen.findByText('Error loading campaigns')).toBeTruthy();
    expect(screen.getByText('Failed to load your campaigns. Please try again.')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getAllByText('Error loading campaigns')).toHaveLength(1);

    mockApi({
      [DASHBOARD]: [200, makeCreatorDashboard([makeItem('1', { campaign: { campaignName: 'Back Again' } })])],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Back Again' })).toBeTruthy();
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
    mockApi({ [DASHBOARD]: [200, makeCreatorDashboard(items)] });
    renderAt('/influencer-dashboard', routes);
    await screen.findByRole('article', { name: 'Approved Live' });
    expect(screen.getByRole('tab', { name: 'My Campaigns' }).getAttribute('aria-selected')).toBe('true');
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
    expect(card('Private Pending').getByText('Pending Approval')).toBeTruthy();
    await openTab('Completed');
    expect(shownCampaigns()).toEqual(['Expired Live', 'Ended Status', 'Completed Past']);
    expect(card('Completed Past').getByText('Completed')).toBeTruthy();
    expect(screen.getByLabelText('location').textContent).toBe('/influencer-dashboard?tab=completed');
    expect(screen.queryByText('Left One')).toBeNull();
  });

  it('shows each tab its own empty state with a link to Browse Campaigns', async () => {
    mockApi({ [DASHBOARD]: [200, makeCreatorDashboard([items.find((i) => i.application.status === 'left')!])] });
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
      expect(screen.getByText(title)).toBeTruthy();
      const links = screen.getAllByRole('link', { name: 'Browse Campaigns' });
      expect(links).toHaveLength(1);
      expect(links[0].getAttribute('href')).toBe('/browse-campaigns');
      expect(screen.queryAllByRole('article')).toHaveLength(0);
    }
  });
});

describe('Creator Dashboard: campaign cards', () => {
  it('shows a campaign card with brand, status, niche, timing, budget, short description, hashtags and slots', async () => {
    const description = `${'Brew it slow and tell us why. '.repeat(5)}The end.`;
    mockApi({
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
    expect(first.getByText('by Northside Roasters')).toBeTruthy();
    expect(first.getByText('Active')).toBeTruthy();
    expect(first.getByText('Food & Beverage')).toBeTruthy();
    expect(first.getByText(/^Starts in \d+ days \(Duration: 19 days\)$/)).toBeTruthy();
    expect(first.getByText('$500 per influencer')).toBeTruthy();
    const cut = first.getByText(/^Brew it slow/).textContent ?? '';
    expect(cut.endsWith('...')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(103);
    expect(description.startsWith(cut.slice(0, -3))).toBe(true);
    expect(first.getByText('#SlowMornings')).toBeTruthy();
    expect(first.getByText('#PourOver')).toBeTruthy();
    expect(first.queryByText('#Coffee')).toBeNull();
    expect(first.getByText('+2 more')).toBeTruthy();
    // The campaign's earnings and its one post's earnings.
    expect(first.getAllByText('$43')).toHaveLength(2);

    const slots = within(first.getByRole('list', { name: 'Content for Slow Mornings' })).getAllByRole('listitem');
    expect(slots).toHaveLength(3);
    const filled = within(slots[0]);
    expect(filled.getByText('TikTok')).toBeTruthy();
    const postLink = filled.getByRole('link', { name: /View TikTok post 1/ });
    expect(postLink.getAttribute('href')).toBe('https://www.tiktok.com/@mia/video/123');
    expect(postLink.getAttribute('target')).toBe('_blank');
    expect(postLink.getAttribute('rel')).toContain('noopener');
    expect(filled.getByText('12.3K')).toBeTruthy();
    expect(filled.getByText('1.5K')).toBeTruthy();
    expect(filled.getByText('87')).toBeTruthy();
    expect(filled.getByText('2.0K')).toBeTruthy();
    expect(filled.getByLabelText('Post 1 earnings').textContent).toBe('$43');
    expect(within(slots[1]).getByText('Empty slot')).toBeTruthy();
    expect(within(slots[2]).getByText('Empty slot')).toBeTruthy();
    expect(first.getByText('1 of 3 slots used')).toBeTruthy();

    expect(first.getByRole('link', { name: 'Message Northside Roasters' }).getAttribute('href')).toBe(
      '/chat-creator?userId=brand-42',
    );

    const second = card('Open Budget');
    expect(second.getByText('by Sam Seller')).toBeTruthy();
    expect(second.getByText('TBD per influencer')).toBeTruthy();
    expect(second.getAllByText('Empty slot')).toHaveLength(3);
    expect(second.getByRole('link', { name: 'Message Sam Seller' }).getAttribute('href')).toBe(
      '/chat-creator?userId=brand-2',
    );
  });

  it('shows a declined application with its message and no way to leave or upload', async () => {
    mockApi({
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
    ).toBeTruthy();
    expect(declined.queryByRole('button', { name: 'Campaign options for Declined One' })).toBeNull();
    expect(declined.queryByRole('button', { name: 'Upload Content' })).toBeNull();
  });

  it('offers Upload Content only for an approved application on a Live campaign with a free slot', async () => {
    const threePosts = [makePost('a'), makePost('b'), makePost('c')];
    mockApi({
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
    expect(card('Approved Live').getByRole('button', { name: 'Upload Content' })).toBeTruthy();
    for (const name of ['Pending Public', 'Approved Paused', 'Approved Completed', 'Approved Full']) {
      expect(card(name).queryByRole('button', { name: 'Upload Content' }), name).toBeNull();
    }
    expect(card('Approved Full').queryByText('Empty slot')).toBeNull();
    expect(card('Approved Full').getByText('3 of 3 slots used')).toBeTruthy();
  });

  it('opens View Details with the full brief, the dates and the application', async () => {
    const guidelines = `${'Film the pour-over in daylight, no filters. '.repeat(6)}Tag us.`;
    const description = `${'A long story about our roast. '.repeat(6)}Done.`;
    mockApi({
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
    fireEvent.click(
      within(await screen.findByRole('article', { name: 'Slow Mornings' })).getByRole('button', {
        name: 'View Details',
      }),
    );
    const details = within(await screen.findByRole('dialog', { name: 'Campaign Details: Slow Mornings' }));
    expect(details.getByText(guidelines)).toBeTruthy();
    expect(details.getByText(description)).toBeTruthy();
    expect(details.getByText('Feb 1, 2099')).toBeTruthy();
    expect(details.getByText('Feb 14, 2099')).toBeTruthy();
    expect(details.getByText('Pending Approval')).toBeTruthy();
    expect(details.getByText('Pending')).toBeTruthy();
    expect(details.getByText('I film coffee every morning.')).toBeTruthy();
    expect(details.getByText('Northside Roasters')).toBeTruthy();
    expect(details.getByText('#d')).toBeTruthy();
  });
});
