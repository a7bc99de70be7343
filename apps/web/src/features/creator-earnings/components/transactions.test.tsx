import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makePayment, makePayout } from '#web/test/fixtures/creator-earnings';
import { screenIsNarrow } from '#web/test/narrow-screen';
import { renderAt } from '#web/test/render';
import { user } from '#web/test/user';
import { Transactions } from './transactions';

let restore = () => {};
afterEach(() => restore());

const earnings = {
  payments: [
    makePayment(1, {
      campaignName: 'Slow Mornings',
      companyName: 'Bean There',
      at: '2026-03-05T12:00:00.000Z',
      status: 'pending',
      grossCents: 10_000,
      feeCents: 500,
      netCents: 9_500,
      awaitingFundingCents: 2_500,
    }),
  ],
  payouts: [
    makePayout(1, {
      amountCents: 5_000,
      status: 'delayed',
      requestedAt: '2026-03-10T12:00:00.000Z',
      delayReason: 'The provider is checking this payout.',
    }),
  ],
};

function renderTransactions() {
  renderAt('/earnings', [{ path: '/earnings', element: <Transactions earnings={earnings} /> }]);
}

describe('Transactions on a phone (issue 30)', () => {
  it('shows each row as a card with the Net in front and Date, Type, Amount and Fee as lines', async () => {
    restore = screenIsNarrow();
    renderTransactions();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [withdrawal, earning] = within(screen.getByRole('list', { name: 'All transactions' })).getAllByRole(
      'listitem',
    );

    const paid = within(earning!);
    expect(paid.getByText('Slow Mornings')).toBeVisible();
    expect(paid.getByText('Bean There')).toBeVisible();
    expect(paid.getByText('Waiting for the brand to fund $25.00')).toBeVisible();
    expect(paid.getByText('Pending')).toBeVisible();
    expect(paid.getByText('Net')).toBeVisible();
    expect(paid.getByText('$95.00')).toBeVisible();
    expect(paid.getAllByRole('term').map((t) => t.textContent)).toEqual(['Date', 'Type', 'Amount', 'Fee']);
    expect(paid.getAllByRole('definition').map((d) => d.textContent)).toEqual([
      'Mar 5, 2026',
      'Earnings',
      '$100.00',
      '$5.00',
    ]);

    const out = within(withdrawal!);
    expect(out.getByText('Withdrawal to your payment method')).toBeVisible();
    expect(out.getByText('The provider is checking this payout.')).toBeVisible();
    expect(out.getByText('Delayed')).toBeVisible();
    expect(out.getAllByRole('definition').map((d) => d.textContent)).toEqual([
      'Mar 10, 2026',
      'Withdrawal',
      '$50.00',
      '$0.00',
    ]);
    expect(out.getByText('$50.00', { selector: 'p:not(dd)' })).toBeVisible();

    // The Earnings tab has no Type line.
    await user.click(screen.getByRole('tab', { name: 'Earnings' }));
    const only = within(await screen.findByRole('list', { name: 'Earnings transactions' }));
    expect(only.getAllByRole('term').map((t) => t.textContent)).toEqual(['Date', 'Amount', 'Fee']);
  });

  it('keeps the table on a wide screen', () => {
    renderTransactions();
    const table = within(screen.getByRole('region', { name: 'All transactions' }));
    expect(table.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Date',
      'Type',
      'Campaign',
      'Status',
      'Amount',
      'Fee',
      'Net',
    ]);
    expect(screen.queryByRole('list', { name: 'All transactions' })).not.toBeInTheDocument();
  });
});
