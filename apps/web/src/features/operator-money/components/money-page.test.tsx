// /ops/money with the API mocked at the network edge: the figures, the health badges, the grouped search and a
// person's paged history, as an operator sees them.
import type { OpsMoneyHistory, OpsMoneyOverview, OpsMoneySearch } from '@microreach/domain/operators';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '#web/test/mock-api';
import { renderAt } from '#web/test/render';
import { user } from '#web/test/user';
import { MoneyPage } from './money-page';

const routes = [{ path: '/ops/money', element: <MoneyPage /> }];
const location = () => screen.getByLabelText('location').textContent;

const months = Array.from({ length: 12 }, (_, i) => ({
  month: `2026-${String(i + 1).padStart(2, '0')}`,
  cents: i === 10 ? 12_345 : 0,
}));

const overview = (over: Partial<OpsMoneyOverview> = {}): OpsMoneyOverview => ({
  feeRevenueByMonth: months,
  feesTotalCents: 12_345,
  escrow: { heldCents: 250_000, campaigns: 2 },
  wallets: { totalCents: 90_000, count: 3, belowZeroCount: 1, belowZeroCents: -5_000 },
  creatorBalances: { pendingCents: 40_000, availableCents: 10_000, inFlightCents: 2_500 },
  providers: [{ provider: 'test', balanceCents: -404_845 }],
  payoutsByState: [
    { state: 'requested', count: 0, cents: 0 },
    { state: 'approved', count: 0, cents: 0 },
    { state: 'paid', count: 4, cents: 80_000 },
    { state: 'failed', count: 1, cents: 1_000 },
    { state: 'delayed', count: 1, cents: 2_500 },
  ],
  ledgerCheck: { at: '2026-11-26T03:45:00.000Z', source: 'job', ok: true, violations: [] },
  reconciliations: [
    {
      id: 'r1',
      provider: 'test',
      at: '2026-11-26T03:15:00.000Z',
      status: 'differences',
      differenceCount: 2,
      error: null,
    },
  ],
  ...over,
});

const PERSON = '11111111-1111-4111-8111-111111111111';
const search: OpsMoneySearch = {
  people: [{ id: PERSON, name: 'Mia Lens', email: 'mia@demo.microreach.app', role: 'Influencer', companyName: null }],
  campaigns: [
    {
      id: '22222222-2222-4222-8222-222222222222',
      name: 'Cold Brew Summer',
      status: 'Live',
      business: { id: '33333333-3333-4333-8333-333333333333', name: 'Bean Co' },
    },
  ],
  posts: [],
  payouts: [],
};

const movement = (i: number): OpsMoneyHistory['transactions'][number] => ({
  id: `44444444-4444-4444-8444-${String(i).padStart(12, '0')}`,
  at: '2026-11-20T10:00:00.000Z',
  kind: 'earnings_settlement',
  description: `Earnings settled ${i}`,
  ownCents: 9_500 - 10_000,
  legs: [
    {
      accountId: `creator_pending:${PERSON}`,
      accountKind: 'creator_pending',
      isOwn: true,
      amountCents: -10_000,
      balanceAfterCents: 0,
    },
    {
      accountId: `creator_available:${PERSON}`,
      accountKind: 'creator_available',
      isOwn: true,
      amountCents: 9_500,
      balanceAfterCents: 9_500,
    },
    {
      accountId: 'platform_fees',
      accountKind: 'platform_fees',
      isOwn: false,
      amountCents: 500,
      balanceAfterCents: 500,
    },
  ],
  campaign: { id: '22222222-2222-4222-8222-222222222222', name: 'Cold Brew Summer' },
  post: { id: '55555555-5555-4555-8555-555555555555', videoUrl: 'https://www.tiktok.com/@mia/video/1' },
  payout: null,
  checkoutId: null,
});

const history = (page: number, total = 150): OpsMoneyHistory => ({
  person: { id: PERSON, name: 'Mia Lens', email: 'mia@demo.microreach.app', role: 'Influencer', companyName: null },
  accounts: [{ id: `creator_available:${PERSON}`, kind: 'creator_available', balanceCents: 9_500 }],
  transactions: total === 0 ? [] : [movement(page)],
  total,
  page,
  pageSize: 100,
});

describe('the money overview page', () => {
  it('shows the figures, fee revenue, payouts by state and the health badges', async () => {
    mockApi({ 'GET /api/ops/money': [200, overview()] });
    renderAt('/ops/money', routes);
    expect(await screen.findByRole('group', { name: 'Escrow held' })).toHaveTextContent('$2,500.00');
    expect(screen.getByRole('group', { name: 'Business wallets' })).toHaveTextContent('1 below zero (-$50.00)');
    expect(screen.getByRole('group', { name: 'Creator balances' })).toHaveTextContent('In flight $25.00');
    expect(screen.getByRole('group', { name: 'Providers' })).toHaveTextContent('Test mode -$4,048.45');
    const fees = screen.getByRole('region', { name: 'Platform fee revenue by month' });
    expect(within(fees).getByRole('row', { name: /Nov 2026 \$123\.45/ })).toBeVisible();
    const payouts = screen.getByRole('region', { name: 'Payouts by state' });
    expect(within(payouts).getByRole('row', { name: /Delayed 1 \$25\.00/ })).toBeVisible();
    expect(within(screen.getByRole('group', { name: 'Ledger check' })).getByText('OK')).toBeVisible();
    const reconciliation = screen.getByRole('group', { name: 'Reconciliation' });
    expect(within(reconciliation).getByText('Problems')).toBeVisible();
    expect(reconciliation).toHaveTextContent('2 differences');
  });

  it('names each violated invariant of a failed check, and says when nothing was recorded yet', async () => {
    mockApi({
      'GET /api/ops/money': [
        200,
        overview({
          ledgerCheck: {
            at: '2026-11-26T03:45:00.000Z',
            source: 'cli',
            ok: false,
            violations: [{ name: 'no account but a provider is below zero', violations: ['creator_available:x: -5'] }],
          },
          reconciliations: [],
        }),
      ],
    });
    renderAt('/ops/money', routes);
    const check = await screen.findByRole('group', { name: 'Ledger check' });
    expect(within(check).getByText('Problems')).toBeVisible();
    expect(within(check).getByText('no account but a provider is below zero')).toBeVisible();
    expect(within(check).getByText('creator_available:x: -5')).toBeVisible();
    expect(screen.getByRole('group', { name: 'Reconciliation' })).toHaveTextContent('No reconciliation recorded yet');
  });

  it('searches, groups the results, and opens a person’s history, paged, from the keyboard', async () => {
    const calls = mockApi({
      'GET /api/ops/money': [200, overview()],
      'GET /api/ops/money/search': [200, search],
      'GET /api/ops/money/people/{id}': ({ url }) => [200, history(Number(url.searchParams.get('page') ?? 1))],
    });
    renderAt('/ops/money', routes);
    await user.type(await screen.findByRole('textbox', { name: /Person, campaign, post or payout/ }), 'mia{Enter}');
    const people = await screen.findByRole('region', { name: 'People' });
    expect(within(people).getByText('Mia Lens')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Campaigns' })).toHaveTextContent('Cold Brew Summer');
    expect(screen.queryByRole('region', { name: 'Posts' })).not.toBeInTheDocument();
    expect(location()).toBe('/ops/money?q=mia');

    await user.click(within(people).getByRole('button', { name: 'Money history of Mia Lens' }));
    const table = await screen.findByRole('region', { name: 'Money movements' });
    expect(within(table).getByText('Earnings settled 1')).toBeVisible();
    expect(within(table).getByText('Available +$95.00 → $95.00')).toBeVisible();
    expect(screen.getByRole('list', { name: 'Balances now' })).toHaveTextContent('Available: $95.00');
    expect(location()).toBe(`/ops/money?q=mia&person=${PERSON}`);

    screen.getByRole('button', { name: 'Page 2' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Earnings settled 2')).toBeVisible();
    expect(location()).toBe(`/ops/money?q=mia&person=${PERSON}&page=2`);
    expect(calls.filter((c) => c.path.startsWith(`/api/ops/money/people/${PERSON}`)).map((c) => c.path)).toEqual([
      `/api/ops/money/people/${PERSON}?page=1`,
      `/api/ops/money/people/${PERSON}?page=2`,
    ]);
  });

  it('says so when nothing matches, and when a person has no money yet', async () => {
    mockApi({
      'GET /api/ops/money': [200, overview()],
      'GET /api/ops/money/search': [200, { people: [], campaigns: [], posts: [], payouts: [] }],
      'GET /api/ops/money/people/{id}': [200, history(1, 0)],
    });
    renderAt(`/ops/money?q=nobody&person=${PERSON}`, routes);
    expect(await screen.findByText('Nothing matches “nobody”.')).toBeVisible();
    expect(await screen.findByText('No money has moved for this person yet.')).toBeVisible();
  });

  it('offers a retry when the overview cannot be loaded', async () => {
    mockApi({ 'GET /api/ops/money': [500, { message: 'Something went wrong.', code: 'INTERNAL_ERROR' }] });
    renderAt('/ops/money', routes);
    expect(await screen.findByText('The money overview could not be loaded.')).toBeVisible();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeVisible();
  });
});
