// Issue 30 on Payments & Funding: Total Funded says it is money added to the wallet, a funding's two lines say they
// are one move (where the money went and came from, and one reference), and the empty overview names Paused too.
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { CampaignFundingOverview } from '#web/features/business-payments/components/campaign-funding-overview';
import { PaymentsSummary } from '#web/features/business-payments/components/payments-summary';
import { TransactionHistory } from '#web/features/business-payments/components/transaction-history';
import { moveReference } from '#web/features/business-payments/components/transaction-move';
import { makePayments, makeTransaction, makeTransactionPage } from '#web/test/fixtures/business-payments';
import { mockApi } from '#web/test/mock-api';
import { renderAt } from '#web/test/render';

const TRANSACTIONS = 'GET /api/business/payments/transactions';
const render = (element: ReactNode) => renderAt('/smb-payments', [{ path: '/smb-payments', element }]);
const MOVE = '3f2a1b9c-0d4e-4f5a-8b6c-7d8e9f0a1b2c';

describe('Payments & Funding wording (issue 30)', () => {
  it('says Total Funded is what was added to the wallet, and names Paused among the campaigns to fund', async () => {
    render(
      <>
        <PaymentsSummary payments={makePayments()} />
        <CampaignFundingOverview campaigns={[]} balanceCents={0} />
      </>,
    );
    const funded = within(await screen.findByRole('group', { name: 'Total Funded' }));
    expect(funded.getByText('Added to your wallet through Add Funds, not what you moved to campaigns')).toBeVisible();
    expect(screen.getByText('No Live, Paused or Draft campaigns to fund')).toBeVisible();
  });

  it("marks a funding's wallet and campaign lines as one move, with one reference; a deposit has none", async () => {
    const funding = {
      kind: 'campaign_funding' as const,
      description: 'Campaign funded: Autumn Roast Launch',
      moveId: MOVE,
    };
    mockApi({
      [TRANSACTIONS]: [
        200,
        makeTransactionPage([
          makeTransaction(3, {
            ...funding,
            account: 'Autumn Roast Launch',
            amountCents: 30_000,
            counterpart: 'Wallet',
          }),
          makeTransaction(2, {
            ...funding,
            account: 'Wallet',
            amountCents: -30_000,
            counterpart: 'Autumn Roast Launch',
          }),
          makeTransaction(1),
        ]),
      ],
    });
    render(<TransactionHistory />);
    const table = within(await screen.findByRole('region', { name: 'Transactions' }));
    expect(moveReference(MOVE)).toBe('M-3F2A1B9C');
    const rows = (await table.findAllByRole('row')).slice(1).map((r) => within(r));
    expect(rows[0]!.getByText('Moved from your wallet · one move, ref. M-3F2A1B9C')).toBeVisible();
    expect(rows[1]!.getByText('Moved to Autumn Roast Launch · one move, ref. M-3F2A1B9C')).toBeVisible();
    expect(rows[2]!.queryByText(/one move/)).not.toBeInTheDocument();
  });
});
