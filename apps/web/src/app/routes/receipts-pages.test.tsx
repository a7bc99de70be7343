// Receipts and monthly statements (issue 30): a deposit's and a refund's printable receipt with the platform's details,
// a month's statement with its totals and movements (a table, or stacked rows on a phone), their loading, missing and
// failed states; and the ways to them: a Receipt link on deposit and refund rows, the Monthly statements picker.
import { PLATFORM_DETAILS } from '@microreach/domain/receipts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SmbPaymentsRoute } from '#web/app/routes/smb-payments';
import { SmbReceiptRoute } from '#web/app/routes/smb-receipt';
import { SmbStatementRoute } from '#web/app/routes/smb-statement';
import { makePayments, makeTransaction, makeTransactionPage } from '#web/test/fixtures/business-payments';
import { makeReceipt, makeStatement } from '#web/test/fixtures/receipts';
import { mockApi, SERVER_ERROR } from '#web/test/mock-api';
import { screenIsNarrow } from '#web/test/narrow-screen';
import { renderAt } from '#web/test/render';
import { user } from '#web/test/user';

const routes = [
  { path: '/smb-payments', element: <SmbPaymentsRoute /> },
  { path: '/smb-payments/receipts/:id', element: <SmbReceiptRoute /> },
  { path: '/smb-payments/statements/:month', element: <SmbStatementRoute /> },
];
const RECEIPT = 'GET /api/business/payments/receipts/42' as const;
const STATEMENT = 'GET /api/business/payments/statements/2026-10' as const;

/** The value beside a label in a DataList. */
const fact = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label, { exact: true }).closest('.mantine-DataList-item');

afterEach(() => vi.restoreAllMocks());

describe('Receipt', () => {
  it('shows a deposit’s number, date, amount, status, method and reference, with both parties', async () => {
    mockApi({ [RECEIPT]: [200, makeReceipt()] });
    renderAt('/smb-payments/receipts/42', routes);
    expect(screen.getByText('Loading receipt...')).toBeVisible();
    const receipt = await screen.findByRole('article', { name: 'Receipt MR-D-00000042' });
    expect(within(receipt).getByRole('heading', { name: 'Receipt', level: 1 })).toBeVisible();
    expect(fact(receipt, 'Receipt number')).toHaveTextContent('MR-D-00000042');
    expect(fact(receipt, 'Amount paid')).toHaveTextContent('$500.00 USD');
    expect(fact(receipt, 'Status')).toHaveTextContent('Paid');
    expect(fact(receipt, 'Payment method')).toHaveTextContent('Test card (test mode)');
    expect(fact(receipt, 'Provider reference')).toHaveTextContent('test_pi_0b7e5f2c');
    expect(fact(receipt, 'Date')).toHaveTextContent('(2026-11-20 15:00 UTC)');
    expect(within(receipt).getByText(PLATFORM_DETAILS.legalName)).toBeVisible();
    for (const line of PLATFORM_DETAILS.addressLines) expect(within(receipt).getByText(line)).toBeVisible();
    expect(within(receipt).getByText(PLATFORM_DETAILS.supportEmail)).toBeVisible();
    expect(within(receipt).getByText('Northside Roasters')).toBeVisible();
    expect(within(receipt).getByText('Dana Roaster')).toBeVisible();
    expect(within(receipt).getByText('12 Mill Lane, Austin, TX')).toBeVisible();
    expect(within(receipt).getByText('Test mode: no real money moves')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Payments' })).toHaveAttribute('href', '/smb-payments');
  });

  it('prints with the browser’s print', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    mockApi({ [RECEIPT]: [200, makeReceipt()] });
    renderAt('/smb-payments/receipts/42', routes);
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('shows a failed refund with why, the card’s brand when known, and links to the deposit it returns', async () => {
    mockApi({
      'GET /api/business/payments/receipts/45': [
        200,
        makeReceipt({
          id: '45',
          number: 'MR-R-00000045',
          kind: 'refund',
          amountCents: 5_000,
          status: 'failed',
          failureMessage: 'The card’s bank refused the refund.',
          providerReference: null,
          provider: 'stripe',
          testMode: false,
          method: { label: 'Refund to the payment: Card payment through Stripe', cardBrand: 'Visa', cardLast4: '4242' },
        }),
      ],
    });
    renderAt('/smb-payments/receipts/45', routes);
    const receipt = await screen.findByRole('article', { name: 'Refund receipt MR-R-00000045' });
    expect(fact(receipt, 'Amount refunded')).toHaveTextContent('$50.00 USD');
    expect(fact(receipt, 'Status')).toHaveTextContent('Refund failed: the money is back in your wallet');
    expect(fact(receipt, 'Why it failed')).toHaveTextContent('The card’s bank refused the refund.');
    expect(fact(receipt, 'Payment method')).toHaveTextContent('(Visa ending 4242)');
    expect(fact(receipt, 'Provider reference')).toHaveTextContent('Not given by the provider yet');
    expect(within(receipt).getByRole('link', { name: 'MR-D-00000042' })).toHaveAttribute(
      'href',
      '/smb-payments/receipts/42',
    );
    expect(within(receipt).queryByText('Test mode: no real money moves')).not.toBeInTheDocument();
  });

  it('says "Receipt not found" for another business’s receipt, and retries one that failed to load', async () => {
    mockApi({ [RECEIPT]: [404, { statusCode: 404, code: 'NOT_FOUND', message: 'Receipt not found' }] });
    renderAt('/smb-payments/receipts/42', routes);
    expect(await screen.findByText('Receipt not found')).toBeVisible();
    expect(screen.getByText(/It may belong to another account/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
  });

  it('says when the receipt could not be loaded, and loads it on Retry', async () => {
    let fails = true;
    mockApi({ [RECEIPT]: () => (fails ? [500, SERVER_ERROR] : [200, makeReceipt()]) });
    renderAt('/smb-payments/receipts/42', routes);
    expect(await screen.findByText('The receipt could not be loaded')).toBeVisible();
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Receipt MR-D-00000042' })).toBeVisible();
  });
});

describe('Monthly statement', () => {
  it('shows the month’s opening, totals and closing balance, and every movement with its receipt', async () => {
    mockApi({ [STATEMENT]: [200, makeStatement()] });
    renderAt('/smb-payments/statements/2026-10', routes);
    expect(screen.getByText('Loading statement...')).toBeVisible();
    const statement = await screen.findByRole('article', { name: 'Monthly statement October 2026' });
    const summary = within(within(statement).getByRole('region', { name: 'Summary' }));
    for (const [label, value] of [
      ['Opening balance', '$100.00'],
      ['Funds added', '+$500.00'],
      ['Refunds to your payments', '-$50.00'],
      ['Moved to campaigns', '-$300.00'],
      ['Returned from campaigns', '+$25.00'],
      ['Card disputes', '$0.00'],
      ['Closing balance', '$275.00'],
    ]) {
      expect(summary.getByText(label).parentElement).toHaveTextContent(`${label}${value}`);
    }
    expect(summary.getByText('Wallet, Oct 1, 2026 to Oct 31, 2026 (UTC)')).toBeVisible();
    const movements = within(screen.getByRole('region', { name: 'Every movement' }));
    const rows = movements.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toHaveTextContent('Oct 3, 2026Funds addedMR-D-00000040+$500.00$600.00');
    expect(rows[1]).toHaveTextContent('Campaign funded: Autumn Roast Launch-$300.00$300.00');
    expect(movements.getByRole('link', { name: 'Receipt MR-R-00000045' })).toHaveAttribute(
      'href',
      '/smb-payments/receipts/45',
    );
    expect(screen.queryByText('This month is not over')).not.toBeInTheDocument();
  });

  it('says the running month is not over, and that nothing moved in an empty one', async () => {
    mockApi({
      'GET /api/business/payments/statements/2026-11': [
        200,
        makeStatement({
          month: '2026-11',
          from: '2026-11-01T00:00:00.000Z',
          to: '2026-12-01T00:00:00.000Z',
          isComplete: false,
          lines: [],
          totals: { ...makeStatement().totals, depositsCents: 0, refundsCents: 0, campaignFundingCents: 0 },
        }),
      ],
    });
    renderAt('/smb-payments/statements/2026-11', routes);
    expect(await screen.findByRole('heading', { name: 'Monthly statement' })).toBeVisible();
    expect(screen.getByText('November 2026 (so far)')).toBeVisible();
    expect(screen.getByText('This month is not over')).toBeVisible();
    expect(screen.getByText('No money moved in your wallet this month.')).toBeVisible();
  });

  it('lists the movements as stacked rows on a phone', async () => {
    const undo = screenIsNarrow();
    try {
      mockApi({ [STATEMENT]: [200, makeStatement()] });
      renderAt('/smb-payments/statements/2026-10', routes);
      const list = await screen.findByRole('list', { name: 'Every movement' });
      const items = within(list).getAllByRole('listitem');
      expect(items).toHaveLength(4);
      expect(items[0]).toHaveTextContent('Funds added+$500.00');
      expect(items[0]).toHaveTextContent('Balance after $600.00');
      expect(within(items[0]).getByRole('link', { name: 'Receipt MR-D-00000040' })).toBeVisible();
      expect(screen.queryByRole('region', { name: 'Every movement' })).not.toBeInTheDocument();
    } finally {
      undo();
    }
  });

  it('says why a month cannot have a statement', async () => {
    mockApi({
      'GET /api/business/payments/statements/2099-01': [
        400,
        {
          statusCode: 400,
          code: 'BAD_REQUEST',
          message: 'This month has not started yet, so it has no statement.',
        },
      ],
    });
    renderAt('/smb-payments/statements/2099-01', routes);
    expect(await screen.findByText('No statement for this month')).toBeVisible();
    expect(screen.getByText('This month has not started yet, so it has no statement.')).toBeVisible();
  });
});

describe('the ways to receipts and statements on the Payments page', () => {
  it('links each deposit and refund row to its receipt, and no other row', async () => {
    mockApi({
      'GET /api/business/payments': [200, makePayments()],
      'GET /api/business/payments/transactions': [
        200,
        makeTransactionPage([
          makeTransaction(3, { kind: 'deposit_refund', description: 'Withdrawal: refunded', amountCents: -5_000 }),
          makeTransaction(2, { kind: 'campaign_funding', description: 'Campaign funded: X', amountCents: -1_000 }),
          makeTransaction(1),
        ]),
      ],
    });
    renderAt('/smb-payments', routes);
    const table = within(await screen.findByRole('region', { name: 'Transactions' }));
    expect(table.getByRole('link', { name: 'Receipt MR-D-00000001' })).toHaveAttribute(
      'href',
      '/smb-payments/receipts/1',
    );
    expect(table.getByRole('link', { name: 'Receipt MR-R-00000003' })).toHaveAttribute(
      'href',
      '/smb-payments/receipts/3',
    );
    expect(table.getAllByRole('link', { name: /^Receipt/ })).toHaveLength(2);
  });

  it('offers a statement for each month the wallet moved in, the newest first', async () => {
    mockApi({
      'GET /api/business/payments': [200, makePayments({ statementMonths: ['2026-11', '2026-09'] })],
      'GET /api/business/payments/transactions': [200, makeTransactionPage([])],
    });
    renderAt('/smb-payments', routes);
    const section = within(await screen.findByRole('region', { name: 'Monthly statements' }));
    const month = section.getByRole('combobox', { name: 'Month' });
    expect(month).toHaveDisplayValue('November 2026');
    expect(
      within(month)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['November 2026', 'September 2026']);
    expect(section.getByRole('link', { name: 'Open statement' })).toHaveAttribute(
      'href',
      '/smb-payments/statements/2026-11',
    );
    await user.selectOptions(month, 'September 2026');
    expect(month).toHaveDisplayValue('September 2026');
    expect(section.getByRole('link', { name: 'Open statement' })).toHaveAttribute(
      'href',
      '/smb-payments/statements/2026-09',
    );
  });

  it('says there are no statements before the wallet moved', async () => {
    mockApi({
      'GET /api/business/payments': [200, makePayments({ statementMonths: [] })],
      'GET /api/business/payments/transactions': [200, makeTransactionPage([])],
    });
    renderAt('/smb-payments', routes);
    const section = within(await screen.findByRole('region', { name: 'Monthly statements' }));
    expect(section.getByText(/No statements yet/)).toBeVisible();
    expect(section.queryByRole('link', { name: 'Open statement' })).not.toBeInTheDocument();
  });
});
