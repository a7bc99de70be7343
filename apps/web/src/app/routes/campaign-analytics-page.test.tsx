import { analyticsMessages } from '@microreach/domain/analytics';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CampaignAnalyticsRoute } from '#web/app/routes/campaign-analytics';
import { VIDEOS_STEP } from '#web/features/analytics/components/campaign-videos';
import { PARTICIPANTS_STEP } from '#web/features/analytics/components/participation-table';
import { CAMPAIGN_ID, makeAnalytics, makeParticipant, makePost, uuid } from '#web/test/fixtures/analytics';
import { mockApi, SERVER_ERROR } from '#web/test/mock-api';
import { renderAt } from '#web/test/render';
import { user } from '#web/test/user';

const ANALYTICS = 'GET /api/business/campaigns/{id}/analytics';
const PAGE = `/campaign-analytics/${CAMPAIGN_ID}`;
const routes = [
  { path: '/campaign-analytics/:campaignId', element: <CampaignAnalyticsRoute /> },
  { path: '/smb-dashboard', element: <h1>Business Dashboard</h1> },
  { path: '/smb-payments', element: <h1>Payments & Funding</h1> },
];

afterEach(() => vi.restoreAllMocks());

function card(label: string) {
  return within(screen.getByRole('group', { name: label }));
}
function section(name: string) {
  return within(screen.getByRole('region', { name }));
}
/** The creators of the listed posts, top to bottom. */
function creatorsIn(region: string) {
  return section(region)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
}
// The page loads its charts lazily (issue 31); loaded here first, so the tests wait for a render, not for the import.
beforeAll(async () => {
  await import('#web/features/analytics/components/analytics-charts');
});

async function loaded(name = 'Spring Launch') {
  await screen.findByRole('heading', { level: 1, name });
}
/** The charts' code loads after the page's (issue 31). */
async function chartsLoaded() {
  await loaded();
  await screen.findByRole('heading', { level: 2, name: 'Trends' });
}

describe('Campaign Analytics: header and cards', () => {
  it("shows the campaign's name, status, dates and the way back to the dashboard", async () => {
    mockApi({ [ANALYTICS]: [200, makeAnalytics()] });
    renderAt(PAGE, routes);
    expect(await screen.findByRole('status', { name: 'Loading campaign analytics' })).toBeInTheDocument();
    await loaded();
    expect(screen.getByText('Live')).toBeVisible();
    expect(screen.getByText('Mar 3 – Mar 17, 2026')).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Business Dashboard' })).toBeVisible();
  });

  it('asks for the campaign in the address', async () => {
    const calls = mockApi({ [ANALYTICS]: [200, makeAnalytics()] });
    renderAt(PAGE, routes);
    await loaded();
    expect(calls.map((c) => c.path)).toEqual([`/api/business/campaigns/${CAMPAIGN_ID}/analytics`]);
  });

  it('shows the budget cards with the fee note', async () => {
    mockApi({ [ANALYTICS]: [200, makeAnalytics()] });
    renderAt(PAGE, routes);
    await loaded();
    expect(card('Budget').getByText('$5,000')).toBeVisible();
    expect(card('Funded').getByText('$3,000.00')).toBeVisible();
    expect(card('Spent').getByText('$1,200.50')).toBeVisible();
    expect(card('Pending').getByText('$400.00')).toBeVisible();
    expect(card('Pending').getByText('Set aside for posts in review or tracking')).toBeVisible();
    expect(card('Remaining').getByText('$1,399.50')).toBeVisible();
    expect(card('Platform Fee').getByText('$60.03')).toBeVisible();
    expect(card('Platform Fee').getByText("5% of creators' earnings, paid by the creators")).toBeVisible();
  });

  it('shows the metric cards, with counts in K and M and cost per view to a tenth of a cent', async () => {
    mockApi({ [ANALYTICS]: [200, makeAnalytics()] });
    renderAt(PAGE, routes);
    await loaded();
    expect(card('Views').getByText('12.3K')).toBeVisible();
    expect(card('Likes').getByText('800')).toBeVisible();
    expect(card('Comments').getByText('120')).toBeVisible();
    expect(card('Shares').getByText('64')).toBeVisible();
    expect(card('Engagement Rate').getByText('8%')).toBeVisible();
    expect(card('Cost per View').getByText('$0.017')).toBeVisible();
    expect(card('Cost per View').getByText('$210.00 earned by creators')).toBeVisible();
  });

  it('shows other figures when the server sends others: no budget, millions of views, no views at all', async () => {
    mockApi({
      [ANALYTICS]: [
        200,
        makeAnalytics({
          campaign: { name: 'Autumn Drop', status: 'Paused', startDate: '2025-12-28', endDate: '2026-01-10' },
          budget: { budgetCents: null, platformFeeCents: 0, awaitingFundingCents: 12_345 },
          totals: { views: 2_500_000, likes: 1500, engagementRate: 4.2, costPerViewUsd: 0.0523 },
        }),
      ],
    });
    const { unmount } = renderAt(PAGE, routes);
    await loaded('Autumn Drop');
    expect(screen.getByText('Paused')).toBeVisible();
    expect(screen.getByText('Dec 28, 2025 – Jan 10, 2026')).toBeVisible();
    expect(card('Budget').getByText('TBD')).toBeVisible();
    expect(card('Platform Fee').getByText('$0.00')).toBeVisible();
    expect(
      card('Pending').getByText('Set aside for posts in review or tracking; $123.45 more waits for funding'),
    ).toBeVisible();
    expect(card('Views').getByText('2.5M')).toBeVisible();
    expect(card('Likes').getByText('1.5K')).toBeVisible();
    expect(card('Engagement Rate').getByText('4.2%')).toBeVisible();
    expect(card('Cost per View').getByText('$0.052')).toBeVisible();
    unmount();

    mockApi({ [ANALYTICS]: [200, makeAnalytics({ totals: { views: 0, costPerViewUsd: 0 } })] });
    renderAt(PAGE, routes);
    await loaded();
    expect(card('Cost per View').getByText('N/A')).toBeVisible();
    expect(card('Cost per View').getByText('No views yet')).toBeVisible();
  });

  it('says which posts the totals leave out and which figures are unverified', async () => {
    mockApi({ [ANALYTICS]: [200, makeAnalytics({ totals: { heldPosts: 1, unverifiedPosts: 3 } })] });
    const first = renderAt(PAGE, routes);
    await loaded();
    expect(
      screen.getByText(
        'These totals count only posts that earn (3 of 4). Not counted: 1 post on hold; the dashboard card adds up every post. Figures of 3 posts are unverified (entered by you).',
      ),
    ).toBeVisible();
    first.unmount();

    // Issue 30: posts waiting for a fix are named too (the dashboard card counts them: 5.0K there, 0 here).
    mockApi({
      [ANALYTICS]: [
        200,
        makeAnalytics({
          totals: { countedPosts: 0, heldPosts: 2, unverifiedPosts: 0 },
          posts: [makePost(1, { stage: 'needs_fix', counted: false, earningsStatus: 'none' })],
        }),
      ],
    });
    const second = renderAt(PAGE, routes);
    await loaded();
    expect(
      screen.getByText(
        'These totals count only posts that earn (0 of 3). Not counted: 2 posts on hold and 1 post that needs a fix or cannot earn; the dashboard card adds up every post.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/unverified/)).not.toBeInTheDocument();
    second.unmount();

    mockApi({ [ANALYTICS]: [200, makeAnalytics({ totals: { heldPosts: 0, unverifiedPosts: 0 } })] });
    renderAt(PAGE, routes);
    await loaded();
    expect(screen.queryByText(/on hold/)).not.toBeInTheDocument();
    expect(screen.queryByText(/unverified/)).not.toBeInTheDocument();
  });

  it("offers both CSV exports as downloads of this campaign's files", async () => {
    mockApi({ [ANALYTICS]: [200, makeAnalytics()] });
    renderAt(PAGE, routes);
    await loaded();
    const participants = screen.getByRole('link', { name: 'Export participants (CSV)' });
    expect(participants).toHaveAttribute('href', `/api/business/campaigns/${CAMPAIGN_ID}/analytics/participants.csv`);
    expect(participants).toHaveAttribute('download');
    const posts = screen.getByRole('link', { name: 'Export posts (CSV)' });
    expect(posts).toHaveAttribute('href', `/api/business/campaigns/${CAMPAIGN_ID}/analytics/posts.csv`);
    expect(posts).toHaveAttribute('download');
  });
});

describe('Campaign Analytics: charts', () => {
  it('describes each chart in words and opens its figures as a table', async () => {
    mockApi({
      [ANALYTICS]: [
        200,
        makeAnalytics({
          series: [
            { day: '2026-03-03', views: 1200, engagement: 80 },
            { day: '2026-03-04', views: 5400, engagement: 420 },
          ],
          spend: [
            { day: '2026-03-02', fundedCents: 100_000, spentCents: 0 },
            { day: '2026-03-09', fundedCents: 300_000, spentCents: 120_050 },
          ],
        }),
      ],
    });
    renderAt(PAGE, routes);
    await chartsLoaded();

    const views = section('Views and Engagement');
    expect(views.getByRole('img', { name: 'Views and Engagement chart' })).toHaveAccessibleDescription(
      'Views and engagement from Mar 3, 2026 to Mar 4, 2026: views went from 1,200 to 5,400, engagement from 80 to 420.',
    );
    expect(views.getByRole('list', { name: 'Key to Views and Engagement' })).toHaveTextContent(/Views \(left scale\)/);
    expect(views.queryByRole('table')).not.toBeInTheDocument();
    await user.click(views.getByRole('button', { name: 'Show data table' }));
    const viewsTable = await views.findByRole('table', { name: 'Views and Engagement' });
    expect(within(viewsTable).getByRole('row', { name: 'Mar 4, 2026 5,400 420' })).toBeVisible();
    expect(views.getByRole('button', { name: 'Hide data table' })).toHaveAttribute('aria-expanded', 'true');

    const spend = section('Spend vs Budget');
    expect(spend.getByRole('img', { name: 'Spend vs Budget chart' })).toHaveAccessibleDescription(
      'Funded and spent from Mar 2, 2026 to Mar 9, 2026: funded went from $1,000.00 to $3,000.00, spent from $0.00 ' +
        'to $1,200.50; budget $5,000.',
    );
    expect(spend.getByRole('list', { name: 'Key to Spend vs Budget' })).toHaveTextContent(/Budget/);
    await user.click(spend.getByRole('button', { name: 'Show data table' }));
    const spendTable = await spend.findByRole('table', { name: 'Spend vs Budget. Budget: $5,000' });
    expect(within(spendTable).getByRole('row', { name: 'Mar 9, 2026 $3,000.00 $1,200.50' })).toBeVisible();
  });

  it('draws each line with its own dash pattern and point shape, not only its colour', async () => {
    // jsdom lays nothing out: the charts' containers are given a size, so recharts draws them.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ width: 600, height: 220 }),
    );
    mockApi({
      [ANALYTICS]: [
        200,
        makeAnalytics({
          series: [
            { day: '2026-03-03', views: 1200, engagement: 80 },
            { day: '2026-03-06', views: 5400, engagement: 420 },
          ],
          spend: [
            { day: '2026-03-02', fundedCents: 100_000, spentCents: 0 },
            { day: '2026-03-09', fundedCents: 300_000, spentCents: 120_050 },
          ],
        }),
      ],
    });
    renderAt(PAGE, routes);
    await chartsLoaded();
    /** Each line of a chart: its dash pattern, and the outline of its first point. */
    const linesOf = (name: string) => {
      const chart = screen.getByRole('img', { name });
      return [...chart.querySelectorAll('.recharts-line-curve')].map((curve) => ({
        dash: curve.getAttribute('stroke-dasharray') ?? 'solid',
        point: chart.querySelector(`.recharts-line-dot[name="${curve.getAttribute('name')}"]`)?.getAttribute('d'),
      }));
    };
    await waitFor(() => expect(linesOf('Views and Engagement chart')).toHaveLength(2));

    for (const name of ['Views and Engagement chart', 'Spend vs Budget chart']) {
      const [first, second] = linesOf(name);
      expect(first!.dash, name).toBe('solid');
      expect(second!.dash, name).toBe('8 4');
      expect(first!.point, name).toBeTruthy();
      expect(second!.point, name).toBeTruthy();
      expect(first!.point, name).not.toBe(second!.point);
    }
    const spendChart = screen.getByRole('img', { name: 'Spend vs Budget chart' });
    expect(spendChart.querySelector('.recharts-reference-line line')).toHaveAttribute('stroke-dasharray', '2 4');
    expect(spendChart).toHaveTextContent('Budget $5,000');
  });

  it('says no figures are recorded yet when there are no points', async () => {
    mockApi({ [ANALYTICS]: [200, makeAnalytics({ series: [], spend: [] })] });
    renderAt(PAGE, routes);
    await chartsLoaded();
    for (const chart of ['Views and Engagement', 'Spend vs Budget']) {
      expect(section(chart).getByText('No figures recorded yet')).toBeVisible();
      expect(section(chart).queryByRole('img')).not.toBeInTheDocument();
    }
  });
});

describe('Campaign Analytics: creators and videos', () => {
  it('lists every participant with their status, figures and posts on hold', async () => {
    mockApi({
      [ANALYTICS]: [
        200,
        makeAnalytics({
          participants: [
            makeParticipant(1, {
              name: 'Ava Chen',
              status: 'approved',
              posts: 3,
              views: 12_345,
              likes: 400,
              engagementRate: 4.5,
              earningsCents: 1250,
              heldPosts: 1,
            }),
            makeParticipant(2, { name: 'Ben Ortiz', status: 'active' }),
            makeParticipant(3, { name: 'Cleo Park', status: 'pending', posts: 0, views: 0, earningsCents: 0 }),
            makeParticipant(4, { name: 'Dev Rao', status: 'left' }),
          ],
        }),
      ],
    });
    renderAt(PAGE, routes);
    await loaded();
    const table = section('Influencer Participation').getByRole('region', { name: 'Influencer Participation table' });
    const row = (name: string) => within(within(table).getByRole('rowheader', { name }).closest('tr')!);

    const names = ['Ava Chen', 'Ben Ortiz', 'Cleo Park', 'Dev Rao'];
    const rowHeaders = within(table).getAllByRole('rowheader');
    expect(rowHeaders).toHaveLength(names.length);
    for (const [i, header] of rowHeaders.entries()) expect(header).toHaveAccessibleName(names[i]);
    expect(row('Ava Chen').getByText('Accepted')).toBeVisible();
    expect(row('Ava Chen').getByText('1 on hold')).toBeVisible();
    expect(row('Ava Chen').getByRole('cell', { name: '12.3K' })).toBeVisible();
    expect(row('Ava Chen').getByRole('cell', { name: '400' })).toBeVisible();
    expect(row('Ava Chen').getByRole('cell', { name: '4.5%' })).toBeVisible();
    expect(row('Ava Chen').getByRole('cell', { name: '$12.50' })).toBeVisible();
    expect(row('Ben Ortiz').getByText('Active')).toBeVisible();
    expect(row('Ben Ortiz').queryByText(/on hold/)).not.toBeInTheDocument();
    expect(row('Cleo Park').getByText('Pending')).toBeVisible();
    expect(row('Cleo Park').getByRole('cell', { name: '$0.00' })).toBeVisible();
    expect(row('Dev Rao').getByText('Left')).toBeVisible();
  });

  it('says so when no creator takes part yet', async () => {
    mockApi({ [ANALYTICS]: [200, makeAnalytics({ participants: [], posts: [] })] });
    renderAt(PAGE, routes);
    await loaded();
    expect(section('Influencer Participation').getByText('No creators yet')).toBeVisible();
    expect(section('Campaign Videos').getByText('No videos yet')).toBeVisible();
    expect(section('Top Performing Content').getByText('No counted posts yet')).toBeVisible();
  });

  const videos = [
    makePost(1, {
      creatorName: 'Ava',
      views: 5000,
      likes: 50,
      comments: 10,
      shares: 0,
      earningsCents: 3000,
      postedAt: '2026-03-04T12:00:00.000Z',
    }),
    makePost(2, {
      creatorName: 'Ben',
      views: 2000,
      likes: 300,
      comments: 50,
      shares: 50,
      earningsCents: 1500,
      postedAt: '2026-03-10T12:00:00.000Z',
    }),
    makePost(3, {
      creatorName: 'Cleo',
      views: 3000,
      likes: 100,
      comments: 20,
      shares: 10,
      earningsCents: 9000,
      postedAt: '2026-03-06T12:00:00.000Z',
    }),
  ];

  it('sorts the videos by views, then as the business picks', async () => {
    mockApi({ [ANALYTICS]: [200, makeAnalytics({ posts: videos })] });
    renderAt(PAGE, routes);
    await loaded();
    const sortBy = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sortBy).toHaveDisplayValue('Most views');
    expect(creatorsIn('Campaign Videos')).toEqual(['Ava', 'Cleo', 'Ben']);

    for (const [label, order] of [
      ['Newest', ['Ben', 'Cleo', 'Ava']],
      ['Highest earnings', ['Cleo', 'Ava', 'Ben']],
      ['Most engagement', ['Ben', 'Cleo', 'Ava']],
      ['Most views', ['Ava', 'Cleo', 'Ben']],
    ] as const) {
      await user.selectOptions(sortBy, label);
      await waitFor(() => expect(creatorsIn('Campaign Videos'), label).toEqual(order));
      expect(sortBy).toHaveDisplayValue(label);
    }
  });

  it('shows a long campaign a part at a time: the first videos and creators, then more on request', async () => {
    const posts = Array.from({ length: VIDEOS_STEP + 6 }, (_, i) => makePost(i + 1, { views: 10_000 - i }));
    const participants = Array.from({ length: PARTICIPANTS_STEP + 2 }, (_, i) => makeParticipant(i + 1));
    mockApi({ [ANALYTICS]: [200, makeAnalytics({ posts, participants })] });
    renderAt(PAGE, routes);
    await loaded();
    expect(creatorsIn('Campaign Videos')).toHaveLength(VIDEOS_STEP);
    expect(section('Campaign Videos').getByText(`Showing ${VIDEOS_STEP} of ${VIDEOS_STEP + 6} videos`)).toBeVisible();
    await user.click(section('Campaign Videos').getByRole('button', { name: 'Show 6 more videos' }));
    expect(creatorsIn('Campaign Videos')).toHaveLength(VIDEOS_STEP + 6);
    expect(creatorsIn('Campaign Videos').at(-1)).toBe(`Creator ${VIDEOS_STEP + 6}`);
    expect(section('Campaign Videos').queryByRole('button', { name: /more videos/ })).not.toBeInTheDocument();

    const table = () => within(screen.getByRole('region', { name: 'Influencer Participation table' }));
    expect(table().getAllByRole('row')).toHaveLength(1 + PARTICIPANTS_STEP);
    await user.click(screen.getByRole('button', { name: 'Show 2 more creators' }));
    expect(table().getAllByRole('row')).toHaveLength(1 + PARTICIPANTS_STEP + 2);
    expect(screen.getByText(`Showing ${PARTICIPANTS_STEP + 2} of ${PARTICIPANTS_STEP + 2} creators`)).toBeVisible();
  });

  it("shows each video's platform, link, stage, figures and earnings", async () => {
    mockApi({
      [ANALYTICS]: [
        200,
        makeAnalytics({
          posts: [
            makePost(1, {
              creatorName: 'Ava',
              platform: 'tiktok',
              videoUrl: 'https://www.tiktok.com/@ava/video/123',
              stage: 'approved',
              views: 4321,
              likes: 210,
              comments: 12,
              shares: 9,
              engagementRate: 5.4,
              earningsCents: 4321,
              earningsStatus: 'final',
              postedAt: '2026-03-05T12:00:00.000Z',
            }),
          ],
        }),
      ],
    });
    renderAt(PAGE, routes);
    await loaded();
    const video = within(section('Campaign Videos').getByRole('listitem'));
    expect(video.getByRole('heading', { name: 'Ava' })).toBeVisible();
    expect(video.getByText('TikTok · Mar 5, 2026')).toBeVisible();
    expect(video.getByRole('link', { name: 'View post by Ava on TikTok (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://www.tiktok.com/@ava/video/123',
    );
    expect(video.getByText('Approved')).toBeVisible();
    for (const [term, value] of [
      ['Views', '4.3K'],
      ['Likes', '210'],
      ['Comments', '12'],
      ['Shares', '9'],
      ['Engagement', '5.4%'],
      ['Earnings', '$43.21 (Final)'],
    ]) {
      expect(video.getByText(term, { selector: 'dt' }).nextElementSibling, term).toHaveTextContent(value!);
    }
    expect(video.queryByText('On hold')).not.toBeInTheDocument();
    expect(video.queryByText('Unverified')).not.toBeInTheDocument();
    expect(video.queryByText('Not counted')).not.toBeInTheDocument();
  });

  it('marks videos on hold, with unverified figures, or not counted', async () => {
    mockApi({
      [ANALYTICS]: [
        200,
        makeAnalytics({
          posts: [
            makePost(1, { creatorName: 'Held', views: 3000, held: true, counted: false, earningsStatus: 'held' }),
            makePost(2, { creatorName: 'Manual', views: 2000, unverified: true }),
            makePost(3, { creatorName: 'Voided', views: 1000, counted: false, earningsStatus: 'void' }),
          ],
        }),
      ],
    });
    renderAt(PAGE, routes);
    await loaded();
    const [held, manual, voided] = section('Campaign Videos')
      .getAllByRole('listitem')
      .map((item) => within(item));
    expect(held!.getByText('On hold')).toBeVisible();
    expect(held!.getByText('Not counted')).toBeVisible();
    expect(held!.queryByText('Unverified')).not.toBeInTheDocument();
    expect(manual!.getByText('Unverified')).toBeVisible();
    expect(manual!.queryByText('On hold')).not.toBeInTheDocument();
    expect(manual!.queryByText('Not counted')).not.toBeInTheDocument();
    expect(voided!.getByText('Not counted')).toBeVisible();
    expect(voided!.queryByText('On hold')).not.toBeInTheDocument();
  });

  it('ranks the three counted posts with the most engagement as the top content', async () => {
    const engaged = (n: number, creatorName: string, likes: number, overrides = {}) =>
      makePost(n, { creatorName, likes, comments: 0, shares: 0, views: 10_000, ...overrides });
    mockApi({
      [ANALYTICS]: [
        200,
        makeAnalytics({
          posts: [
            engaged(1, 'Hal', 100),
            engaged(2, 'Eli', 300),
            engaged(3, 'Fay', 9000, { held: true, counted: false }),
            engaged(4, 'Dana', 500),
            engaged(5, 'Gus', 200),
          ],
        }),
      ],
    });
    renderAt(PAGE, routes);
    await loaded();
    expect(creatorsIn('Top Performing Content')).toEqual(['Dana', 'Eli', 'Gus']);
    expect(section('Top Performing Content').getByText('500 engagements')).toBeVisible();
  });
});

describe('Campaign Analytics: insights', () => {
  it('shows the insight, and the recommendation when there is one', async () => {
    const recommendation =
      'Recommendation: engagement is under 4%: brief creators on a clear call to action, or invite creators whose ' +
      'audiences engage more.';
    mockApi({
      [ANALYTICS]: [
        200,
        makeAnalytics({
          insight: {
            averageEngagement: 3.1,
            performance: 'below average',
            text: 'Your campaign is performing below average with an average engagement rate of 3.1%.',
            recommendation,
          },
        }),
      ],
    });
    const first = renderAt(PAGE, routes);
    await loaded();
    const insights = section('Campaign Insights');
    expect(
      insights.getByText('Your campaign is performing below average with an average engagement rate of 3.1%.'),
    ).toBeVisible();
    expect(insights.getByRole('alert')).toHaveTextContent(recommendation);
    first.unmount();

    mockApi({ [ANALYTICS]: [200, makeAnalytics()] });
    renderAt(PAGE, routes);
    await loaded();
    expect(
      section('Campaign Insights').getByText(
        'Your campaign is performing excellently with an average engagement rate of 8%.',
      ),
    ).toBeVisible();
    expect(section('Campaign Insights').queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Campaign Analytics: insights with nothing to read yet (issue 30)', () => {
  it('on a campaign with no counted post or no views, says so instead of "below average" and advice', async () => {
    for (const totals of [
      { countedPosts: 0, views: 0, engagementRate: 0 },
      { countedPosts: 2, views: 0, engagementRate: 0 },
    ]) {
      mockApi({
        [ANALYTICS]: [
          200,
          makeAnalytics({
            campaign: { status: 'Draft' },
            totals,
            insight: {
              averageEngagement: 0,
              performance: 'below average',
              text: 'Your campaign is performing below average with an average engagement rate of 0%.',
              recommendation: 'Recommendation: engagement is under 4%: brief creators on a clear call to action.',
            },
          }),
        ],
      });
      const { unmount } = renderAt(PAGE, routes);
      await loaded();
      const insights = section('Campaign Insights');
      expect(insights.getByText(analyticsMessages.noFiguresInsight)).toBeVisible();
      expect(insights.queryByText(/below average/)).not.toBeInTheDocument();
      expect(insights.queryByText(/Recommendation/)).not.toBeInTheDocument();
      unmount();
    }
  });
});

describe('Campaign Analytics: missing campaigns and failures', () => {
  it('shows Campaign Not Found for a 404, without an error toast, with a way back to Payments', async () => {
    mockApi({ [ANALYTICS]: [404, { message: analyticsMessages.notFound, code: 'NOT_FOUND' }] });
    renderAt(PAGE, routes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Campaign Not Found' })).toBeVisible();
    expect(screen.queryByText(analyticsMessages.loadFailed)).not.toBeInTheDocument();
    const back = screen.getByRole('link', { name: 'Back to Payments' });
    expect(back).toHaveAttribute('href', '/smb-payments');
    await user.click(back);
    expect(await screen.findByRole('heading', { name: 'Payments & Funding' })).toBeVisible();
  });

  it('shows Campaign Not Found for an address that names no campaign, without asking the server', async () => {
    const calls = mockApi({ [ANALYTICS]: [200, makeAnalytics()] });
    renderAt('/campaign-analytics/not-a-campaign', routes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Campaign Not Found' })).toBeVisible();
    expect(calls).toEqual([]);
  });

  it('toasts a failed load once and offers Retry, which loads the page', async () => {
    const calls = mockApi({ [ANALYTICS]: [500, SERVER_ERROR] });
    renderAt(PAGE, routes);
    expect(await screen.findByText(analyticsMessages.loadFailed)).toBeVisible();
    expect(screen.getByText("The campaign's analytics could not be loaded")).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Campaign Not Found' })).not.toBeInTheDocument();
    // One failed read, not retried, and one toast for it.
    expect(calls.filter((c) => c.path === `/api/business/campaigns/${CAMPAIGN_ID}/analytics`)).toHaveLength(1);
    expect(screen.getAllByText(analyticsMessages.loadFailed)).toHaveLength(1);

    mockApi({ [ANALYTICS]: [200, makeAnalytics({ campaign: { id: uuid(1), name: 'Retried Campaign' } })] });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await loaded('Retried Campaign');
    expect(screen.queryByText("The campaign's analytics could not be loaded")).not.toBeInTheDocument();
  });
});
