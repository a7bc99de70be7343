import { earningsMessages, payoutDelayReason } from '@microreach/domain/creator-earnings';
import { TEST_MODE_BANNER } from '@microreach/domain/ledger';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EarningsRoute } from '#web/app/routes/earnings';
import { PAYOUT_POLL_MS } from '#web/features/creator-earnings/api/creator-earnings';
import { browserNavigation } from '#web/features/creator-earnings/components/browser-navigation';
import {
  makeCampaign,
  makeEarnings,
  makePayment,
  makePayout,
  makeTaxStatus,
  makeVideo,
  TEST_BANK,
} from '#web/test/fixtures/creator-earnings';
import { mockApi, SERVER_ERROR } from '#web/test/mock-api';
import { renderAt } from '#web/test/render';
import { user } from '#web/test/user';

const EARNINGS = 'GET /api/creator/earnings';
const TAX = 'GET /api/creator/earnings/tax';
const routes = [
  { path: '/earnings', element: <EarningsRoute /> },
  { path: '/influencer-dashboard', element: <h1>Creator Dashboard</h1> },
];

function figure(label: string) {
  return within(screen.getByRole('group', { name: label }));
}
function section(name: string) {
  return within(screen.getByRole('region', { name }));
}
function shownCampaigns() {
  return screen.queryAllByRole('article').map((a) => a.querySelector('h3')?.textContent);
}
/** A tab of one section: both Campaign Participation and Transactions have an All tab. */
async function openTab(sectionName: string, name: string) {
  const tab = () => section(sectionName).getByRole('tab', { name });
  await user.click(tab());
  await waitFor(() => expect(tab()).toHaveAttribute('aria-selected', 'true'));
}
async function loaded() {
  await screen.findByRole('group', { name: 'Available Balance' });
}

afterEach(() => vi.restoreAllMocks());

describe('Wallet & Earnings: figures and loading', () => {
  it('shows the four cards, the growth and the fee note, and the test-mode banner', async () => {
    mockApi({
      [TAX]: [200, makeTaxStatus()],
      [EARNINGS]: [
        200,
        makeEarnings({
          testMode: true,
          availableCents: 19_760,
          pendingCents: 4_250,
          totalEarningsCents: 123_456,
          growthPercent: 12.5,
          platformFeesCents: 6_173,
        }),
      ],
    });
    renderAt('/earnings', routes);
    expect(screen.getByRole('heading', { level: 1, name: 'Wallet & Earnings' })).toBeVisible();
    await loaded();
    expect(figure('Available Balance').getByText('$197.60')).toBeVisible();
    expect(figure('Pending Payments').getByText('$42.50')).toBeVisible();
    expect(figure('Pending Payments').queryByText(/under review/)).not.toBeInTheDocument();
    expect(figure('Total Earnings').getByText('$1,234.56')).toBeVisible();
    expect(figure('Total Earnings').getByText('+12.5% this month')).toBeVisible();
    expect(figure('Platform Fees').getByText('$61.73')).toBeVisible();
    expect(figure('Platform Fees').getByText('5% service fee')).toBeVisible();
    expect(screen.getByText(TEST_MODE_BANNER)).toBeVisible();
  });

  it('changes every figure when the server sends others, and shows no banner outside test mode', async () => {
    mockApi({
      [TAX]: [200, makeTaxStatus()],
      [EARNINGS]: [
        200,
        makeEarnings({
          testMode: false,
          provider: 'stripe',
          availableCents: 0,
          pendingCents: 1,
          underReviewCents: 5_025,
          totalEarningsCents: 100_000_000,
          growthPercent: -3,
          platformFeesCents: 0,
        }),
      ],
    });
    renderAt('/earnings', routes);
    await loaded();
    expect(figure('Available Balance').getByText('$0.00')).toBeVisible();
    expect(figure('Pending Payments').getByText('$0.01')).toBeVisible();
    // Money set aside for a post on hold is in no total, and still shown.
    expect(figure('Pending Payments').getByText('Plus $50.25 under review')).toBeVisible();
    expect(figure('Total Earnings').getByText('$1,000,000.00')).toBeVisible();
    expect(figure('Total Earnings').getByText('-3.0% this month')).toBeVisible();
    expect(figure('Platform Fees').getByText('$0.00')).toBeVisible();
    expect(screen.queryByText(TEST_MODE_BANNER)).not.toBeInTheDocument();
  });

  it('shows a labelled loader while the wallet loads, with Withdraw Funds disabled', async () => {
    mockApi({
      [TAX]: [200, makeTaxStatus()],
      [EARNINGS]: () => new Promise(() => {}),
    }); // never answers
    renderAt('/earnings', routes);
    expect(await screen.findByRole('status', { name: 'Loading earnings' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw Funds' })).toBeDisabled();
  });

  it('toasts the load failure once and offers Retry, which loads the wallet', async () => {
    const calls = mockApi({
      [TAX]: [200, makeTaxStatus()],
      [EARNINGS]: [500, SERVER_ERROR],
    });
    renderAt('/earnings', routes);
    expect(await screen.findByText(earningsMessages.earningsLoadFailed)).toBeVisible();
    expect(screen.getByText('Your earnings could not be loaded')).toBeVisible();
    // One failed read, not retried, and one toast for it.
    expect(calls.filter((c) => c.path === '/api/creator/earnings')).toHaveLength(1);
    expect(screen.getAllByText(earningsMessages.earningsLoadFailed)).toHaveLength(1);

    mockApi({
      [TAX]: [200, makeTaxStatus()],
      [EARNINGS]: [200, makeEarnings({ availableCents: 31_415 })],
    });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('$314.15')).toBeVisible();
    expect(screen.queryByText('Your earnings could not be loaded')).not.toBeInTheDocument();
  });

  it('disables Withdraw Funds at a balance of 0 or less and enables it above', async () => {
    for (const [availableCents, isEnabled] of [
      [0, false],
      [-500, false],
      [1, true],
    ] as const) {
      mockApi({
        [TAX]: [200, makeTaxStatus()],
        [EARNINGS]: [200, makeEarnings({ availableCents })],
      });
      const { unmount } = renderAt('/earnings', routes);
      await loaded();
      const button = screen.getByRole('button', { name: 'Withdraw Funds' });
      if (isEnabled) expect(button, String(availableCents)).toBeEnabled();
      else expect(button, String(availableCents)).toBeDisabled();
      unmount();
    }
  });

  it('offers Export as a download of the CSV', async () => {
    mockApi({
      [TAX]: [200, makeTaxStatus()],
      [EARNINGS]: [200, makeEarnings()],
    });
    renderAt('/earnings', routes);
    await loaded();
    const exportLink = screen.getByRole('link', { name: 'Export' });
    expect(exportLink).toHaveAttribute('href', '/api/creator/earnings/transactions.csv');
    expect(exportLink).toHaveAttribute('download');
  });
});

describe('Wallet & Earnings: Campaign Participation', () => {
  const campaigns = [
    makeCampaign(1, { name: 'Slow Mornings', status: 'Live', tab: 'live' }),
    makeCampaign(2, { name: 'Summer Sips', status: 'Completed', tab: 'completed' }),
    makeCampaign(3, { name: 'Paused Roast', status: 'Paused', tab: 'other' }),
    makeCampaign(4, { name: 'Ended Early', status: 'Ended', tab: 'completed' }),
  ];

  it('puts each campaign in its tab, with Upload Content everywhere but Completed', async () => {
    mockApi({
      [TAX]: [200, makeTaxStatus()],
      [EARNINGS]: [200, makeEarnings({ campaigns })],
    });
    renderAt('/earnings', routes);
    await loaded();
    expect(section('Campaign Participation').getByRole('tab', { name: 'All' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(section('Transactions').getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(shownCampaigns()).toEqual(['Slow Mornings', 'Summer Sips', 'Paused Roast', 'Ended Early']);
    const card = within(screen.getByRole('article', { name: 'Summer Sips' }));
    expect(card.queryByRole('link', { name: 'Upload Content' })).not.toBeInTheDocument();

    await openTab('Campaign Participation', 'Live');
    expect(shownCampaigns()).toEqual(['Slow Mornings']);
    await openTab('Campaign Participation', 'Completed');
    expect(shownCampaigns()).toEqual(['Summer Sips', 'Ended Early']);
    expect(screen.queryByRole('link', { name: 'Upload Content' })).not.toBeInTheDocument();

    await openTab('Campaign Participation', 'Live');
    await user.click(
      within(screen.getByRole('article', { name: 'Slow Mornings' })).getByRole('link', { name: 'Upload Content' }),
    );
    expect(await screen.findByRole('heading', { name: 'Creator Dashboard' })).toBeVisible();
    expect(screen.getByLabelText('location').textContent).toBe('/influencer-dashboard');
  });

  it('shows each tab its own empty state', async () => {
    mockApi({
      [TAX]: [200, makeTaxStatus()],
      [EARNINGS]: [200, makeEarnings({ campaigns: [campaigns[2]!] })],
    });
    renderAt('/earnings', routes);
    await loaded();
    expect(shownCampaigns()).toEqual(['Paused Roast']);
    await openTab('Campaign Participation', 'Live');
    expect(screen.getByText('No live campaigns')).toBeVisible();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    await openTab('Campaign Participation', 'Completed');
    expect(screen.getByText('No completed campaigns')).toBeVisible();
  });

  it('says so when there are no campaigns at all', async () => {
    mockApi({
      [TAX]: [200, makeTaxStatus()],
      [EARNINGS]: [200, makeEarnings({ campaigns: [] })],
    });
    renderAt('/earnings', routes);
    await loaded();
    expect(screen.getByText('No campaigns yet')).toBeVisible();
  });

  it("shows a campaign's counts and earnings, and View Details with the brand", async () => {
    mockApi({
      [TAX]: [200, makeTaxStatus()],
      [EARNINGS]: [
        200,
        makeEarnings({
          campaigns: [
            makeCampaign(1, {
              name: 'Slow Mornings',
              companyName: 'Bean There',
              views: 45_230,
              likes: 1_200,
              comments: 999,
              shares: 1_500_000,
              earningsCents: 4_250,
              posts: 2,
            }),
          ],
        }),
      ],
    });
    renderAt('/earnings', routes);
    await loaded();
    const card = within(screen.getByRole('article', { name: 'Slow Mornings' }));
    expect(within(card.getByRole('group', { name: 'Views' })).getByText('45.2K')).toBeVisible();
    expect(within(card.getByRole('group', { name: 'Likes' })).getByText('1.2K')).toBeVisible();
    expect(within(card.getByRole('group', { name: 'Comments' })).getByText('999')).toBeVisible();
    expect(within(card.getByRole('group', { name: 'Shares' })).getByText('1.5M')).toBeVisible();
    expect(within(card.getByRole('group', { name: 'Earnings' })).getByText('$42.50')).toBeVisible();
    expect(card.getByText('by Bean There')).toBeVisible();

    await user.click(card.getByRole('button', { name: 'View Details' }));
    const details = within(await screen.findByRole('dialog', { name: 'Campaign Details: Slow Mornings' }));
    expect(details.getByText('Bean There')).toBeVisible();
    expect(details.getByText('45.2K')).toBeVisible();
    expect(details.getByText('1.5M')).toBeVisible();
    expect(details.getByText('$42.50')).toBeVisible();
    expect(details.getByText('2')).toBeVisible();
  });
});

describe('Wallet & Earnings: videos and monthly earnings', () => {
  it('lists each video newest first with its link, counts, engagement, earnings and stage', async () => {
    mockApi({
      [TAX]: [200, makeTaxStatus()],
      [EARNINGS]: [
        200,
        makeEarnings({
          videos: [
            makeVideo(1, {
              campaignName: 'Slow Mornings',
              platform: 'tiktok',
              videoUrl: 'https://www.tiktok.com/@mia/video/123',
              postedAt: '2026-03-09T12:00:00.000Z',
              views: 12_345,
              likes: 1_500,
              comments: 87,
              shares: 2_000,
              engagementRate: 29.1,
              earningsCents: 4_250,
              stage: 'approved',
            }),
            makeVideo(2, { campaignName: 'Summer Sips', postedAt: '2026-02-01T12:00:00.000Z', stage: 'needs_fix' }),
          ],
        }),
      ],
    });
    renderAt('/earnings', routes);
    await loaded();
    const table = section('Video Performance table');
    const [, first, second] = table.getAllByRole('row');
    const row = within(first!);
    expect(row.getByText('Mar 9, 2026')).toBeVisible();
    expect(row.getByText('Slow Mornings')).toBeVisible();
    expect(row.getByText('TikTok')).toBeVisible();
    const link = row.getByRole('link', { name: /^View post: Slow Mornings on TikTok/ });
    expect(link).toHaveAttribute('href', 'https://www.tiktok.com/@mia/video/123');
    expect(link).toHaveAttribute('target', '_blank');
    for (const text of ['12.3K', '1.5K', '87', '2.0K', '29.1%', '$42.50', 'Approved']) {
      expect(row.getByText(text), text).toBeVisible();
    }
    expect(within(second!).getByText('Summer Sips')).toBeVisible();
    expect(within(second!).getByText('Needs Fix')).toBeVisible();
  });

  it('says so when there are no videos', async () => {
    mockApi({
      [TAX]: [200, makeTaxStatus()],
      [EARNINGS]: [200, makeEarnings({ videos: [] })],
    });
    renderAt('/earnings', routes);
    await loaded();
    expect(screen.getByText('No videos yet')).toBeVisible();
  });

  it('shows this month, last month and the growth as sent', async () => {
    mockApi({
      [TAX]: [200, makeTaxStatus()],
      [EARNINGS]: [
        200,
        makeEarnings({ monthly: { thisMonthCents: 13_500, lastMonthCents: 12_000, growthPercent: 12.5 } }),
      ],
    });
    renderAt('/earnings', routes);
    await loaded();
    expect(figure('This Month').getByText('$135.00')).toBeVisible();
    expect(figure('Last Month').getByText('$120.00')).toBeVisible();
    expect(figure('Growth').getByText('+12.5%')).toBeVisible();
  });
});

describe('Wallet & Earnings: Transactions', () => {
  const payments = [
    makePayment(1, {
      campaignName: 'Slow Mornings',
      at: '2026-03-12T12:00:00.000Z',
      status: 'completed',
      grossCents: 19_760,
      feeCents: 988,
      netCents: 18_772,
    }),
    makePayment(2, {
      campaignName: 'Summer Sips',
      at: '2026-03-01T12:00:00.000Z',
      status: 'pending',
      grossCents: 10_000,
      feeCents: 500,
      netCents: 9_500,
      awaitingFundingCents: 2_500,
    }),
    makePayment(3, { campaignName: 'Held Post', at: '2026-02-20T12:00:00.000Z', status: 'review' }),
  ];
  const payouts = [
    makePayout(1, {
      amountCents: 7_500,
      status: 'failed',
      requestedAt: '2026-03-05T12:00:00.000Z',
      failureMessage: 'The bank refused this payout (test account 000111111116 always fails).',
    }),
    makePayout(2, { amountCents: 2_000, status: 'requested', requestedAt: '2026-02-25T12:00:00.000Z' }),
  ];

  function rowsOf(region: string) {
    return within(screen.getByRole('region', { name: region }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row));
  }

  it('merges earnings and withdrawals newest first under All', async () => {
    mockApi({
      [TAX]: [200, makeTaxStatus()],
      [EARNINGS]: [200, makeEarnings({ payments, payouts })],
    });
    renderAt('/earnings', routes);
    await loaded();
    const rows = rowsOf('All transactions');
    expect(rows.map((r) => r.getAllByRole('cell')[0]?.textContent)).toEqual([
      'Mar 12, 2026',
      'Mar 5, 2026',
      'Mar 1, 2026',
      'Feb 25, 2026',
      'Feb 20, 2026',
    ]);
    expect(rows[0]!.getByText('Slow Mornings')).toBeVisible();
    expect(rows[1]!.getAllByText('Withdrawal').length).toBeGreaterThan(0);
  });

  it('shows an earning with its C4 status, Amount, Fee, Net and what waits for funding', async () => {
    mockApi({
      [TAX]: [200, makeTaxStatus()],
      [EARNINGS]: [200, makeEarnings({ payments, payouts })],
    });
    renderAt('/earnings', routes);
    await loaded();
    await openTab('Transactions', 'Earnings');
    expect(screen.queryByRole('region', { name: 'All transactions' })).not.toBeInTheDocument();
    const [completed, pending, review] = rowsOf('Earnings transactions');
    expect(completed!.getByText('Slow Mornings')).toBeVisible();
    expect(completed!.getByText('Completed')).toBeVisible();
    expect(completed!.getByText('$197.60')).toBeVisible();
    expect(completed!.getByText('$9.88')).toBeVisible();
    expect(completed!.getByText('$187.72')).toBeVisible();
    expect(completed!.queryByText(/Waiting for the brand/)).not.toBeInTheDocument();
    expect(pending!.getByText('Pending')).toBeVisible();
    expect(pending!.getByText('Waiting for the brand to fund $25.00')).toBeVisible();
    expect(review!.getByText('Under Review')).toBeVisible();
    expect(screen.queryByText('Withdrawal to your payment method')).not.toBeInTheDocument();
  });

  it('shows withdrawals with their amount, state and why one failed', async () => {
    mockApi({
      [TAX]: [200, makeTaxStatus()],
      [EARNINGS]: [200, makeEarnings({ payments, payouts })],
    });
    renderAt('/earnings', routes);
    await loaded();
    await openTab('Transactions', 'Withdrawals');
    const [failed, requested] = rowsOf('Withdrawals transactions');
    expect(failed!.getByText('Mar 5, 2026')).toBeVisible();
    expect(failed!.getAllByText('$75.00').length).toBeGreaterThan(0);
    expect(failed!.getByText('Failed')).toBeVisible();
    expect(failed!.getByText('The bank refused this payout (test account 000111111116 always fails).')).toBeVisible();
    expect(requested!.getByText('Requested')).toBeVisible();
    expect(requested!.getAllByText('$20.00').length).toBeGreaterThan(0);
    expect(screen.queryByText('Slow Mornings')).not.toBeInTheDocument();
  });

  it('shows a Delayed withdrawal with its reason', async () => {
    const reason = payoutDelayReason('stripe');
    const delayed = makePayout(3, { status: 'delayed', processedAt: null, delayReason: reason, amountCents: 4_000 });
    mockApi({
      [TAX]: [200, makeTaxStatus()],
      [EARNINGS]: [200, makeEarnings({ payments: [], payouts: [delayed] })],
    });
    renderAt('/earnings', routes);
    await loaded();
    await openTab('Transactions', 'Withdrawals');
    const [row] = rowsOf('Withdrawals transactions');
    expect(row!.getByText('Delayed')).toBeVisible();
    expect(row!.getByText(reason)).toBeVisible();
    expect(row!.getAllByText('$40.00').length).toBeGreaterThan(0);
  });

  it('shows each tab its own empty state', async () => {
    mockApi({
      [TAX]: [200, makeTaxStatus()],
      [EARNINGS]: [200, makeEarnings({ payments: [], payouts: [] })],
    });
    renderAt('/earnings', routes);
    await loaded();
    expect(screen.getByText('No transactions yet')).toBeVisible();
    await openTab('Transactions', 'Earnings');
    expect(screen.getByText('No earnings yet')).toBeVisible();
    await openTab('Transactions', 'Withdrawals');
    expect(screen.getByText('No withdrawals yet')).toBeVisible();
  });
});

describe('Wallet & Earnings: Payment Methods', () => {
  function methods() {
    return within(screen.getByRole('region', { name: 'Payment Methods' }));
  }

  it('shows the active payout account as Primary, with Change', async () => {
    mockApi({
      [TAX]: [200, makeTaxStatus()],
      [EARNINGS]: [200, makeEarnings({ payoutAccount: TEST_BANK })],
    });
    renderAt('/earnings', routes);
    await loaded();
    expect(methods().getByText('Test Bank ••••6789')).toBeVisible();
    expect(methods().getByText('Primary')).toBeVisible();
    expect(methods().getByText('Active')).toBeVisible();
    expect(methods().getByRole('button', { name: 'Change' })).toBeVisible();
    expect(methods().queryByText('No payment method yet')).not.toBeInTheDocument();
  });

  it('says when the setup is not finished', async () => {
    mockApi({
      [TAX]: [200, makeTaxStatus()],
      [EARNINGS]: [200, makeEarnings({ payoutAccount: { ...TEST_BANK, active: false } })],
    });
    renderAt('/earnings', routes);
    await loaded();
    expect(methods().getByText('Setup not finished')).toBeVisible();
    expect(methods().queryByText('Active')).not.toBeInTheDocument();
  });

  it('offers Add Payment Method without one, and sends the browser to the page the server names', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const calls = mockApi({
      [TAX]: [200, makeTaxStatus()],
      [EARNINGS]: [200, makeEarnings({ payoutAccount: null })],
      'POST /api/creator/earnings/payout-account': [200, { url: 'http://localhost:3000/test-payout-setup' }],
    });
    renderAt('/earnings', routes);
    await loaded();
    expect(methods().getByText('No payment method yet')).toBeVisible();
    expect(methods().queryByText('Primary')).not.toBeInTheDocument();
    await user.click(methods().getByRole('button', { name: 'Add Payment Method' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:3000/test-payout-setup'));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/creator/earnings/payout-account', body: undefined },
    ]);
  });

  it('toasts why when the payment method page cannot be opened', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    mockApi({
      [TAX]: [200, makeTaxStatus()],
      [EARNINGS]: [200, makeEarnings({ payoutAccount: null })],
      'POST /api/creator/earnings/payout-account': [503, { message: 'The payment provider is not answering.' }],
    });
    renderAt('/earnings', routes);
    await loaded();
    await user.click(methods().getByRole('button', { name: 'Add Payment Method' }));
    expect(await screen.findByText('The payment provider is not answering.')).toBeVisible();
    expect(assign).not.toHaveBeenCalled();
  });

  it('reads the payout account again when back from the provider, and drops the query parameter', async () => {
    const calls = mockApi({
      [TAX]: [200, makeTaxStatus()],
      [EARNINGS]: [200, makeEarnings({ payoutAccount: { ...TEST_BANK, label: 'Old label', active: false } })],
      'POST /api/creator/earnings/payout-account/refresh': [
        200,
        { provider: 'stripe', label: 'Chase ••••4321', active: true },
      ],
    });
    renderAt('/earnings?payout-setup=done', routes);
    await waitFor(() => expect(screen.getByLabelText('location').textContent).toBe('/earnings'));
    expect(await screen.findByText('Payment method added')).toBeVisible();
    expect(screen.getByText('Withdrawals will go to Chase ••••4321.')).toBeVisible();
    expect(calls.filter((c) => c.path === '/api/creator/earnings/payout-account/refresh')).toHaveLength(1);
  });
});

describe('Wallet & Earnings: a withdrawal on its way', () => {
  afterEach(() => vi.useRealTimers());

  it('reads the wallet again while a payout is requested or approved, until it is paid', async () => {
    // Only the poll's interval is faked: the network mock and user-event run on real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let reads = 0;
    const payout = (status: 'requested' | 'paid') => makePayout(1, { status, amountCents: 15_000 });
    mockApi({
      [TAX]: [200, makeTaxStatus()],
      [EARNINGS]: () => {
        reads++;
        return [200, makeEarnings({ availableCents: 4_760, payouts: [payout(reads < 2 ? 'requested' : 'paid')] })];
      },
    });
    renderAt('/earnings', routes);
    await loaded();
    await openTab('Transactions', 'Withdrawals');
    expect(section('Transactions').getAllByText('Requested')[0]).toBeVisible();
    expect(reads).toBe(1);
    // Read again after PAYOUT_POLL_MS, without the creator doing anything; then, paid, no more.
    await vi.advanceTimersByTimeAsync(PAYOUT_POLL_MS - 1);
    expect(reads).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await waitFor(() => expect(section('Transactions').getAllByText('Paid')[0]).toBeVisible());
    expect(reads).toBe(2);
    await vi.advanceTimersByTimeAsync(PAYOUT_POLL_MS * 5);
    expect(reads).toBe(2);
  });
});
