import { paymentMessages } from '@microreach/domain/business-payments';
import { amountMessages, TEST_MODE_BANNER } from '@microreach/domain/ledger';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SmbPaymentsRoute } from '#web/app/routes/smb-payments';
import {
  CAMPAIGN_ID,
  CHECKOUT_ID,
  expectToast,
  makeCampaignFunding,
  makeCheckout,
  makePayments,
  makeTransaction,
  makeTransactionPage,
  stubLocationAssign,
} from '#web/test/fixtures/business-payments';
import { mockApi, SERVER_ERROR } from '#web/test/mock-api';
import { renderAt } from '#web/test/render';
import { user } from '#web/test/user';

// The parts of the page that load on demand (issue 31), loaded first: the tests wait for a render, not an import.
beforeAll(async () => {
  await import('#web/components/pager/pager-control');
});

const PAYMENTS = 'GET /api/business/payments';
const TRANSACTIONS = 'GET /api/business/payments/transactions';
const CHECKOUTS = 'POST /api/business/payments/checkouts';
const FUNDING = `POST /api/business/payments/campaigns/${CAMPAIGN_ID}/funding` as const;
const routes = [{ path: '/smb-payments', element: <SmbPaymentsRoute /> }];
const NO_TRANSACTIONS = [200, makeTransactionPage([])] as const;

const card = (label: string) => within(screen.getByRole('group', { name: label }));
const location = () => screen.getByLabelText('location');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Payments & Funding', () => {
  it('shows a labelled loader while the figures load', async () => {
    mockApi({ [PAYMENTS]: () => new Promise(() => {}) }); // never answers
    renderAt('/smb-payments', routes);
    expect(screen.getByRole('heading', { name: 'Payments & Funding', level: 1 })).toBeVisible();
    expect(await screen.findByRole('status', { name: 'Loading payments' })).toBeInTheDocument();
  });

  it('shows the test-mode banner and the four cards as the server sends them', async () => {
    mockApi({
      [PAYMENTS]: [
        200,
        makePayments({
          balanceCents: 125_050,
          totalFundedCents: 1_000_000,
          activeCampaigns: 3,
          pendingPaymentsCents: 19_760,
        }),
      ],
      [TRANSACTIONS]: NO_TRANSACTIONS,
    });
    renderAt('/smb-payments', routes);
    expect(await screen.findByRole('group', { name: 'Current Balance' })).toBeVisible();
    expect(card('Current Balance').getByText('$1,250.50')).toBeVisible();
    expect(card('Total Funded').getByText('$10,000.00')).toBeVisible();
    expect(card('Active Campaigns').getByText('3')).toBeVisible();
    expect(card('Pending Payments').getByText('$197.60')).toBeVisible();
    expect(
      card('Pending Payments').getByText(
        'Owed to creators for posts in review or tracking, including what waits for funding',
      ),
    ).toBeVisible();
    expect(screen.getByText(TEST_MODE_BANNER)).toBeVisible();
  });

  it('has no test-mode banner when payments are real', async () => {
    mockApi({
      [PAYMENTS]: [200, makePayments({ provider: 'stripe', testMode: false })],
      [TRANSACTIONS]: NO_TRANSACTIONS,
    });
    renderAt('/smb-payments', routes);
    await screen.findByRole('group', { name: 'Current Balance' });
    expect(screen.queryByText(TEST_MODE_BANNER)).not.toBeInTheDocument();
  });

  it("shows each campaign's funding, its progress and the earnings that wait for funding", async () => {
    mockApi({
      [PAYMENTS]: [
        200,
        makePayments({
          campaigns: [
            makeCampaignFunding({ awaitingFundingCents: 12_550 }),
            makeCampaignFunding({
              id: '5a9d1e2f-3b4c-4d5e-8f60-7a8b9c0d1e2f',
              name: 'Winter Blend',
              status: 'Draft',
              budgetCents: null,
              fundedCents: 0,
              spentCents: 0,
              pendingCents: 0,
              remainingCents: 0,
            }),
          ],
        }),
      ],
      [TRANSACTIONS]: NO_TRANSACTIONS,
    });
    renderAt('/smb-payments', routes);
    expect(await screen.findByRole('heading', { name: 'Campaign Funding Overview' })).toBeVisible();

    const autumn = within(screen.getByRole('article', { name: 'Autumn Roast Launch' }));
    expect(autumn.getByText('Live')).toBeVisible();
    const figure = (label: string) => autumn.getByText(label).closest('div')?.textContent;
    expect(figure('Budget')).toBe('Budget$5,000');
    expect(figure('Funded')).toBe('Funded$2,000.00');
    expect(figure('Spent')).toBe('Spent$450.00');
    expect(figure('Pending')).toBe('Pending$300.00');
    expect(figure('Remaining')).toBe('Remaining$1,250.00');
    expect(autumn.getByRole('progressbar', { name: 'Funded for Autumn Roast Launch' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(autumn.getByText('$2,000.00 of $5,000 budget funded (40%)')).toBeVisible();
    expect(autumn.getByText('$125.50 of earnings wait for funding')).toBeVisible();

    const winter = within(screen.getByRole('article', { name: 'Winter Blend' }));
    expect(winter.getByText('Draft')).toBeVisible();
    expect(winter.getByText('TBD')).toBeVisible();
    expect(winter.getByText('No budget set')).toBeVisible();
    expect(winter.queryByText(/wait for funding/)).not.toBeInTheDocument();
  });

  it('says when there is no campaign to fund and links to create one', async () => {
    mockApi({ [PAYMENTS]: [200, makePayments({ campaigns: [] })], [TRANSACTIONS]: NO_TRANSACTIONS });
    renderAt('/smb-payments', routes);
    expect(await screen.findByText('No Live, Paused or Draft campaigns to fund')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create Campaign' })).toHaveAttribute('href', '/create-campaign');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('starts a $500 checkout with an Idempotency-Key, says so and goes to the payment page', async () => {
    const assign = stubLocationAssign();
    let answer: (value: ReturnType<typeof makeCheckout>) => void = () => {};
    const calls = mockApi({
      [PAYMENTS]: [200, makePayments()],
      [TRANSACTIONS]: NO_TRANSACTIONS,
      [CHECKOUTS]: () =>
        new Promise((resolve) => {
          answer = (checkout) => resolve([201, checkout]);
        }),
    });
    renderAt('/smb-payments', routes);
    await user.click(await screen.findByRole('button', { name: '$500' }));

    // While it starts, no other checkout can.
    await waitFor(() => expect(screen.getByRole('button', { name: '$100' })).toBeDisabled());
    expect(screen.getByRole('button', { name: '$1,000' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add Funds' })).toBeDisabled();

    answer(makeCheckout({ amountCents: 50_000 }));
    await expectToast('Add Funds', 'Redirecting to payment portal...');
    expect(assign).toHaveBeenCalledWith(`http://localhost:3000/test-checkout/${CHECKOUT_ID}`);
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toEqual([
      { method: 'POST', path: '/api/business/payments/checkouts', body: { amountCents: 50_000 } },
    ]);
    expect(posts[0]!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says "Failed to process payment." when a checkout cannot start, and lets one try again', async () => {
    const assign = stubLocationAssign();
    mockApi({
      [PAYMENTS]: [200, makePayments()],
      [TRANSACTIONS]: NO_TRANSACTIONS,
      // (The provider's own failure, a 502, is retried twice by the client first: same outcome, slower.)
      [CHECKOUTS]: [500, SERVER_ERROR],
    });
    renderAt('/smb-payments', routes);
    await user.click(await screen.findByRole('button', { name: '$1,000' }));
    await expectToast('Error', 'Failed to process payment.');
    expect(assign).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: '$1,000' })).toBeEnabled());
  });

  it('checks a custom amount, sends it in cents, and shows the server’s refusal beside the field', async () => {
    const assign = stubLocationAssign();
    const calls = mockApi({
      [PAYMENTS]: [200, makePayments()],
      [TRANSACTIONS]: NO_TRANSACTIONS,
      [CHECKOUTS]: [
        400,
        {
          message: paymentMessages.depositTooLarge,
          code: 'VALIDATION_ERROR',
          issues: [{ path: 'amountCents', message: paymentMessages.depositTooLarge }],
        },
      ],
    });
    renderAt('/smb-payments', routes);
    const field = await screen.findByRole('textbox', { name: 'Custom amount' });

    await user.type(field, '12.345');
    await user.click(screen.getByRole('button', { name: 'Add Funds' }));
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription(expect.stringContaining(amountMessages.amountFractionalCent));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(field);
    await user.type(field, '1,250.50');
    await user.click(screen.getByRole('button', { name: 'Add Funds' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(expect.stringContaining(paymentMessages.depositTooLarge)),
    );
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ amountCents: 125_050 }]);
    expect(screen.queryByText('Failed to process payment.')).not.toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('funds a campaign from the dialog: a refusal stays in it, a success says so and closes it', async () => {
    let refuse = true;
    const calls = mockApi({
      [PAYMENTS]: [200, makePayments({ balanceCents: 10_000 })],
      [TRANSACTIONS]: NO_TRANSACTIONS,
      [FUNDING]: () =>
        refuse
          ? [409, { message: paymentMessages.insufficientWallet, code: 'INSUFFICIENT_FUNDS' }]
          : [201, makeCampaignFunding({ fundedCents: 225_000, remainingCents: 150_000 })],
    });
    renderAt('/smb-payments', routes);
    const article = within(await screen.findByRole('article', { name: 'Autumn Roast Launch' }));
    await user.click(article.getByRole('button', { name: 'Fund' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Fund Autumn Roast Launch' }));
    // What would fill the budget: $5,000 less the $2,000 already in it.
    const amount = dialog.getByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveValue('3000');
    expect(dialog.getByText('$100.00')).toBeVisible();

    await user.click(dialog.getByRole('button', { name: 'Fund campaign' }));
    expect(await dialog.findByText(paymentMessages.insufficientWallet)).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Fund Autumn Roast Launch' })).toBeVisible();

    refuse = false;
    await user.clear(amount);
    await user.type(amount, '250');
    await user.click(dialog.getByRole('button', { name: 'Fund campaign' }));
    await expectToast('Campaign funded', '$250.00 moved to Autumn Roast Launch.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const fundings = calls.filter((c) => c.method === 'POST');
    expect(fundings.map((c) => [c.path, c.body])).toEqual([
      [`/api/business/payments/campaigns/${CAMPAIGN_ID}/funding`, { amountCents: 300_000 }],
      [`/api/business/payments/campaigns/${CAMPAIGN_ID}/funding`, { amountCents: 25_000 }],
    ]);
    const keys = fundings.map((c) => c.headers.get('idempotency-key'));
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBeTruthy();
    // Another amount is another attempt.
    expect(keys[0]).not.toBe(keys[1]);
    // The figures are read again after the money moved.
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/business/payments')).toHaveLength(2));
  });

  it('suggests covering what waits for funding when the budget is already funded', async () => {
    mockApi({
      [PAYMENTS]: [
        200,
        makePayments({ campaigns: [makeCampaignFunding({ fundedCents: 500_000, awaitingFundingCents: 12_550 })] }),
      ],
      [TRANSACTIONS]: NO_TRANSACTIONS,
    });
    renderAt('/smb-payments', routes);
    await user.click(
      within(await screen.findByRole('article', { name: 'Autumn Roast Launch' })).getByRole('button', { name: 'Fund' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Fund Autumn Roast Launch' }));
    expect(dialog.getByRole('textbox', { name: 'Amount' })).toHaveValue('125.50');
  });

  it('lists transactions with signed amounts and asks for page 2', async () => {
    const page1 = Array.from({ length: 20 }, (_, i) => makeTransaction(i + 1));
    const page2 = [
      makeTransaction(21, {
        kind: 'campaign_funding',
        description: 'Campaign funded: Autumn Roast Launch',
        amountCents: -30_000,
        balanceAfterCents: 95_050,
      }),
    ];
    const calls = mockApi({
      [PAYMENTS]: [200, makePayments()],
      [`${TRANSACTIONS}?page=1&pageSize=20`]: [200, makeTransactionPage(page1, 1, 21)],
      [`${TRANSACTIONS}?page=2&pageSize=20`]: [200, makeTransactionPage(page2, 2, 21)],
    });
    renderAt('/smb-payments', routes);
    const table = await screen.findByRole('region', { name: 'Transactions' });
    expect(await within(table).findByText('Funds added 1')).toBeVisible();
    expect(within(table).getAllByRole('row')).toHaveLength(21); // the header and 20 rows
    const first = within(within(table).getAllByRole('row')[1]!);
    expect(first.getByText('Wallet')).toBeVisible();
    expect(first.getByText('+$100.00')).toBeVisible();

    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    expect(await within(table).findByText('Campaign funded: Autumn Roast Launch')).toBeVisible();
    expect(within(table).getByText('-$300.00')).toBeVisible();
    expect(within(table).getByText('$950.50')).toBeVisible();
    expect(within(table).queryByText('Funds added 1')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path.startsWith('/api/business/payments/transactions')).map((c) => c.path)).toEqual([
      '/api/business/payments/transactions?page=1&pageSize=20',
      '/api/business/payments/transactions?page=2&pageSize=20',
    ]);
  });

  it('stacks each transaction on a phone, with its amount in view', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 36em)',
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }));
    mockApi({
      [PAYMENTS]: [200, makePayments()],
      [TRANSACTIONS]: [
        200,
        makeTransactionPage([makeTransaction(1, { amountCents: -2_500, balanceAfterCents: 7_500 })]),
      ],
    });
    renderAt('/smb-payments', routes);
    const list = await screen.findByRole('list', { name: 'Transactions' });
    const [entry] = within(list).getAllByRole('listitem');
    expect(within(entry!).getByText('Funds added 1')).toBeVisible();
    expect(within(entry!).getByText('-$25.00')).toBeVisible();
    expect(within(entry!).getByText('Balance after $75.00')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when there are no transactions yet, and offers the CSV export', async () => {
    mockApi({ [PAYMENTS]: [200, makePayments()], [TRANSACTIONS]: NO_TRANSACTIONS });
    renderAt('/smb-payments', routes);
    expect(await screen.findByText('No transactions yet')).toBeVisible();
    const csv = screen.getByRole('link', { name: 'Export CSV' });
    expect(csv).toHaveAttribute('href', '/api/business/payments/transactions.csv');
    expect(csv).toHaveAttribute('download');
    expect(screen.queryByRole('navigation', { name: 'Transaction pages' })).not.toBeInTheDocument();
  });

  it('says the funds were added when the paid checkout comes back, then clears the address and reloads', async () => {
    const calls = mockApi({
      [PAYMENTS]: [200, makePayments()],
      [TRANSACTIONS]: NO_TRANSACTIONS,
      [`GET /api/business/payments/checkouts/${CHECKOUT_ID}`]: [200, makeCheckout({ state: 'paid', url: null })],
    });
    renderAt(`/smb-payments?checkout=${CHECKOUT_ID}`, routes);
    await expectToast('Funds added', '$500.00 was added to your balance.');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/smb-payments$/));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/business/payments')).toHaveLength(2));
    expect(screen.getAllByText('Funds added')).toHaveLength(1);
  });

  it('shows a declined checkout’s reason when it comes back, and offers Try Again for its amount there', async () => {
    const assign = stubLocationAssign();
    const newUrl = 'http://localhost:3000/test-checkout/5d2e8c4a-9b1f-4e7d-a3c6-0f8b2d4e6a1c';
    const calls = mockApi({
      [PAYMENTS]: [200, makePayments()],
      [TRANSACTIONS]: NO_TRANSACTIONS,
      [`GET /api/business/payments/checkouts/${CHECKOUT_ID}`]: [
        200,
        makeCheckout({ state: 'declined', url: null, failureMessage: paymentMessages.cardDeclined }),
      ],
      [CHECKOUTS]: [201, makeCheckout({ url: newUrl })],
    });
    renderAt(`/smb-payments?checkout=${CHECKOUT_ID}`, routes);
    await expectToast('Error', paymentMessages.cardDeclined);
    await waitFor(() => expect(location()).toHaveTextContent(/^\/smb-payments$/));
    // The decline stays on the page after the toast, with a way to pay the same amount again.
    const declined = within(await screen.findByRole('alert', { name: 'Your payment of $500.00 did not go through' }));
    expect(declined.getByText(paymentMessages.cardDeclined)).toBeVisible();
    await user.click(declined.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(newUrl));
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      ['/api/business/payments/checkouts', { amountCents: 50_000 }],
    ]);
  });

  it('lets the business dismiss a declined checkout', async () => {
    mockApi({
      [PAYMENTS]: [200, makePayments()],
      [TRANSACTIONS]: NO_TRANSACTIONS,
      [`GET /api/business/payments/checkouts/${CHECKOUT_ID}`]: [
        200,
        makeCheckout({ state: 'expired', url: null, failureMessage: null }),
      ],
    });
    renderAt(`/smb-payments?checkout=${CHECKOUT_ID}`, routes);
    const title = 'Your payment of $500.00 did not go through';
    const expired = within(await screen.findByRole('alert', { name: title }));
    expect(expired.getByText(paymentMessages.paymentFailed)).toBeVisible();
    await user.click(expired.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert', { name: title })).not.toBeInTheDocument();
  });

  it('says the payment was cancelled when the business came back with Cancel', async () => {
    mockApi({
      [PAYMENTS]: [200, makePayments()],
      [TRANSACTIONS]: NO_TRANSACTIONS,
      [`GET /api/business/payments/checkouts/${CHECKOUT_ID}`]: [200, makeCheckout()],
    });
    renderAt(`/smb-payments?checkout=${CHECKOUT_ID}&cancelled=1`, routes);
    await expectToast('Payment cancelled', 'No money was taken.');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/smb-payments$/));
    expect(screen.queryByText('Funds added')).not.toBeInTheDocument();
  });

  it('says the payment is being confirmed when the provider has not said it was paid yet', async () => {
    mockApi({
      [PAYMENTS]: [200, makePayments()],
      [TRANSACTIONS]: NO_TRANSACTIONS,
      [`GET /api/business/payments/checkouts/${CHECKOUT_ID}`]: [200, makeCheckout({ provider: 'stripe' })],
    });
    renderAt(`/smb-payments?checkout=${CHECKOUT_ID}`, routes);
    await expectToast(
      'Payment processing',
      'Your balance updates as soon as the payment provider confirms the payment.',
    );
    await waitFor(() => expect(location()).toHaveTextContent(/^\/smb-payments$/));
  });

  it('offers Retry when the figures fail to load', async () => {
    mockApi({ [PAYMENTS]: [500, SERVER_ERROR] });
    renderAt('/smb-payments', routes);
    expect(await screen.findByText('Your payments could not be loaded')).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Current Balance' })).not.toBeInTheDocument();

    mockApi({ [PAYMENTS]: [200, makePayments({ balanceCents: 4_200 })], [TRANSACTIONS]: NO_TRANSACTIONS });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('group', { name: 'Current Balance' })).toBeVisible();
    expect(card('Current Balance').getByText('$42.00')).toBeVisible();
  });
});
