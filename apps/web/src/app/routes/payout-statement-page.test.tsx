// A payout's statement (issue 30): gross, fee and net, where it went (masked), its state and dates, the earnings behind
// it, Print; failed and Delayed payouts say why; its loading, missing and failed states; and the Statement link on each
// withdrawal of the creator's Transactions (a table, or cards on a phone).
import { payoutDelayReason } from '@microreach/domain/creator-earnings';
import { PLATFORM_DETAILS } from '@microreach/domain/receipts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PayoutStatementRoute } from '#web/app/routes/payout-statement';
import { Transactions } from '#web/features/creator-earnings/components/transactions';
import { makePayment, makePayout } from '#web/test/fixtures/creator-earnings';
import { makePayoutStatement, PAYOUT_ID } from '#web/test/fixtures/receipts';
import { mockApi, SERVER_ERROR } from '#web/test/mock-api';
import { screenIsNarrow } from '#web/test/narrow-screen';
import { renderAt } from '#web/test/render';
import { user } from '#web/test/user';

const STATEMENT = `GET /api/creator/earnings/payouts/${PAYOUT_ID}/statement` as const;
const PATH = `/earnings/payouts/${PAYOUT_ID}/statement`;
const routes = [{ path: '/earnings/payouts/:id/statement', element: <PayoutStatementRoute /> }];

const fact = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label, { exact: true }).closest('.mantine-DataList-item');
const line = (scope: HTMLElement, label: string) => within(scope).getByText(label, { exact: true }).parentElement;

afterEach(() => vi.restoreAllMocks());

describe('Payout statement', () => {
  it('shows gross, fee and net, the masked account, the reference and dates, and the earnings behind it', async () => {
    mockApi({ [STATEMENT]: [200, makePayoutStatement()] });
    renderAt(PATH, routes);
    expect(screen.getByText('Loading payout statement...')).toBeVisible();
    const statement = await screen.findByRole('article', { name: 'Payout statement MR-P-5A7C9E1B' });
    expect(fact(statement, 'Status')).toHaveTextContent('Paid');
    expect(fact(statement, 'Payment method')).toHaveTextContent('Test Bank ••••6789');
    expect(fact(statement, 'Provider reference')).toHaveTextContent('test_tr_5a7c9e1b');
    expect(fact(statement, 'Requested')).toHaveTextContent('(2026-11-20 10:00 UTC)');
    expect(fact(statement, 'Paid on')).toHaveTextContent('(2026-11-20 10:00 UTC)');
    const amount = within(statement).getByRole('region', { name: 'Payout amount' });
    expect(line(amount, 'Amount withdrawn')).toHaveTextContent('$150.00');
    expect(line(amount, 'Fee on this payout')).toHaveTextContent('$0.00');
    expect(line(amount, 'Net paid to you')).toHaveTextContent('$150.00');
    const earned = within(statement).getByRole('region', { name: 'Your earnings up to this payout' });
    expect(line(earned, 'Earnings (gross)')).toHaveTextContent('$208.00');
    expect(line(earned, 'Platform fee (5%)')).toHaveTextContent('$10.40');
    expect(line(earned, 'Net earnings')).toHaveTextContent('$197.60');
    expect(within(statement).getByText(PLATFORM_DETAILS.legalName)).toBeVisible();
    expect(within(statement).getByText('Casey Creator')).toBeVisible();
    expect(within(statement).getByText('Lisbon, Portugal')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Earnings' })).toHaveAttribute('href', '/earnings');
  });

  it('prints with the browser’s print', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    mockApi({ [STATEMENT]: [200, makePayoutStatement()] });
    renderAt(PATH, routes);
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('says why a payout failed, and why one is Delayed', async () => {
    mockApi({
      [STATEMENT]: [
        200,
        makePayoutStatement({
          status: 'failed',
          failureMessage: 'The bank account was closed.',
          providerReference: null,
          method: null,
        }),
      ],
    });
    const { unmount } = renderAt(PATH, routes);
    const failed = await screen.findByRole('article', { name: 'Payout statement MR-P-5A7C9E1B' });
    expect(within(failed).getByText('This payout failed: the money is back in your available balance')).toBeVisible();
    expect(within(failed).getByText('The bank account was closed.')).toBeVisible();
    expect(fact(failed, 'Failed on')).toBeInTheDocument();
    expect(fact(failed, 'Payment method')).toHaveTextContent('The payout account was removed');
    expect(fact(failed, 'Provider reference')).toHaveTextContent('Not given by the provider yet');
    unmount();

    mockApi({
      [STATEMENT]: [
        200,
        makePayoutStatement({ status: 'delayed', processedAt: null, delayReason: payoutDelayReason('test') }),
      ],
    });
    renderAt(PATH, routes);
    const delayed = await screen.findByRole('article', { name: 'Payout statement MR-P-5A7C9E1B' });
    expect(within(delayed).getByText(payoutDelayReason('test'))).toBeVisible();
    expect(fact(delayed, 'Paid on')).toHaveTextContent('Not yet');
  });

  it('says "Payout not found" for another creator’s payout, and retries one that failed to load', async () => {
    let answer: 'missing' | 'fails' | 'ok' = 'missing';
    mockApi({
      [STATEMENT]: () =>
        answer === 'missing'
          ? [404, { statusCode: 404, code: 'NOT_FOUND', message: 'Payout not found' }]
          : answer === 'fails'
            ? [500, SERVER_ERROR]
            : [200, makePayoutStatement()],
    });
    const { unmount } = renderAt(PATH, routes);
    expect(await screen.findByText('Payout not found')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
    unmount();

    answer = 'fails';
    renderAt(PATH, routes);
    expect(await screen.findByText('The payout statement could not be loaded')).toBeVisible();
    answer = 'ok';
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Payout statement MR-P-5A7C9E1B' })).toBeVisible();
  });
});

describe('the Statement link on each withdrawal', () => {
  const earnings = { payments: [makePayment(1)], payouts: [makePayout(2, { amountCents: 15_000 })] };
  const transactionsRoutes = [{ path: '/earnings', element: <Transactions earnings={earnings} /> }];

  it('links each withdrawal row, and no earning, to its statement', async () => {
    mockApi({});
    renderAt('/earnings', transactionsRoutes);
    const links = screen.getAllByRole('link', { name: /^Statement/ });
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Statement of the $150.00 withdrawal');
    expect(links[0]).toHaveAttribute('href', `/earnings/payouts/${earnings.payouts[0].id}/statement`);
  });

  it('keeps the link on a phone’s withdrawal card', async () => {
    const undo = screenIsNarrow();
    try {
      mockApi({});
      renderAt('/earnings', transactionsRoutes);
      const link = screen.getByRole('link', { name: 'Statement of the $150.00 withdrawal' });
      expect(link).toHaveAttribute('href', `/earnings/payouts/${earnings.payouts[0].id}/statement`);
      expect(link.closest('li')).toHaveTextContent('Withdrawal to your payment method');
    } finally {
      undo();
    }
  });
});
