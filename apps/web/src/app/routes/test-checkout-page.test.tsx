import { paymentMessages } from '@microreach/domain/business-payments';
import { TEST_MODE_BANNER } from '@microreach/domain/ledger';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SmbPaymentsRoute } from '#web/app/routes/smb-payments';
import { TestCheckoutRoute } from '#web/app/routes/test-checkout';
import {
  CHECKOUT_ID,
  expectToast,
  makeCheckout,
  makePayments,
  makeTransactionPage,
  stubLocationAssign,
} from '#web/test/fixtures/business-payments';
import { mockApi } from '#web/test/mock-api';
import { renderAt } from '#web/test/render';
import { user } from '#web/test/user';

const CHECKOUT = `GET /api/business/payments/checkouts/${CHECKOUT_ID}` as const;
const PAY = `POST /api/ledger/test-mode/checkouts/${CHECKOUT_ID}/pay` as const;
const routes = [
  { path: '/test-checkout/:checkoutId', element: <TestCheckoutRoute /> },
  { path: '/smb-payments', element: <h1>Payments page</h1> },
];
const back = `/smb-payments?checkout=${CHECKOUT_ID}`;
const location = () => screen.getByLabelText('location');
const cardField = () => screen.getByRole('textbox', { name: 'Card number' });
const CHECKOUTS = 'POST /api/business/payments/checkouts';
const NEW_CHECKOUT_ID = '5d2e8c4a-9b1f-4e7d-a3c6-0f8b2d4e6a1c';

afterEach(() => vi.unstubAllGlobals());

describe('Test-mode checkout page', () => {
  it('shows the banner, the amount, the test cards and a way to cancel', async () => {
    mockApi({ [CHECKOUT]: [200, makeCheckout({ amountCents: 125_050 })] });
    renderAt(`/test-checkout/${CHECKOUT_ID}`, routes);
    expect(await screen.findByRole('heading', { name: 'Pay $1,250.50' })).toBeVisible();
    expect(screen.getByText(TEST_MODE_BANNER)).toBeVisible();
    expect(cardField()).toHaveAccessibleDescription(
      '4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined; no real card is charged.',
    );
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', `${back}&cancelled=1`);
  });

  it('checks the card number before sending it', async () => {
    const calls = mockApi({ [CHECKOUT]: [200, makeCheckout()] });
    renderAt(`/test-checkout/${CHECKOUT_ID}`, routes);
    await user.type(await screen.findByRole('textbox', { name: 'Card number' }), '4242');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(cardField()).toBeInvalid();
    expect(cardField()).toHaveAccessibleDescription(expect.stringContaining('Enter a card number of 12 to 19 digits.'));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('pays with the success card and goes back to Payments with the checkout', async () => {
    const calls = mockApi({
      [CHECKOUT]: [200, makeCheckout()],
      [PAY]: [200, makeCheckout({ state: 'paid', url: null })],
    });
    renderAt(`/test-checkout/${CHECKOUT_ID}`, routes);
    await user.type(await screen.findByRole('textbox', { name: 'Card number' }), '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(location()).toHaveTextContent(back));
    expect(screen.getByRole('heading', { name: 'Payments page' })).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      [`/api/ledger/test-mode/checkouts/${CHECKOUT_ID}/pay`, { cardNumber: '4242424242424242' }],
    ]);
  });

  it('says the card was declined and offers the way back', async () => {
    mockApi({
      [CHECKOUT]: [200, makeCheckout()],
      [PAY]: [402, { message: paymentMessages.cardDeclined, code: 'PAYMENT_DECLINED' }],
    });
    renderAt(`/test-checkout/${CHECKOUT_ID}`, routes);
    await user.type(await screen.findByRole('textbox', { name: 'Card number' }), '4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText(paymentMessages.cardDeclined)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Payments' })).toHaveAttribute('href', back);
    expect(location()).toHaveTextContent(`/test-checkout/${CHECKOUT_ID}`);
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
  });

  it('offers Try Again after a decline: a new checkout for the same amount, and its payment page', async () => {
    const assign = stubLocationAssign();
    const newUrl = `http://localhost:3000/test-checkout/${NEW_CHECKOUT_ID}`;
    const calls = mockApi({
      [CHECKOUT]: [200, makeCheckout({ amountCents: 25_050 })],
      [PAY]: [402, { message: paymentMessages.cardDeclined, code: 'PAYMENT_DECLINED' }],
      [CHECKOUTS]: [201, makeCheckout({ id: NEW_CHECKOUT_ID, amountCents: 25_050, url: newUrl })],
    });
    renderAt(`/test-checkout/${CHECKOUT_ID}`, routes);
    await user.type(await screen.findByRole('textbox', { name: 'Card number' }), '4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await user.click(await screen.findByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(newUrl));
    expect(calls.filter((c) => c.path === '/api/business/payments/checkouts').map((c) => c.body)).toEqual([
      { amountCents: 25_050 },
    ]);
  });

  it('offers Try Again on a checkout that was already declined, and says why a new one cannot start', async () => {
    const assign = stubLocationAssign();
    mockApi({
      [CHECKOUT]: [200, makeCheckout({ state: 'declined', url: null, failureMessage: paymentMessages.cardDeclined })],
      [CHECKOUTS]: [403, { message: 'Confirm your email address before adding funds.', code: 'EMAIL_NOT_CONFIRMED' }],
    });
    renderAt(`/test-checkout/${CHECKOUT_ID}`, routes);
    expect(await screen.findByText(`${paymentMessages.cardDeclined} Try again with another card.`)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Payments' })).toHaveAttribute('href', back);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await expectToast('Error', 'Confirm your email address before adding funds.');
    expect(assign).not.toHaveBeenCalled();
  });

  it('goes back after a decline and Payments says the card was declined (not what it knew before)', async () => {
    let isDeclined = false;
    mockApi({
      [CHECKOUT]: () => [
        200,
        isDeclined
          ? makeCheckout({ state: 'declined', url: null, failureMessage: paymentMessages.cardDeclined })
          : makeCheckout(),
      ],
      [PAY]: () => {
        isDeclined = true;
        return [402, { message: paymentMessages.cardDeclined, code: 'PAYMENT_DECLINED' }];
      },
      'GET /api/business/payments': [200, makePayments()],
      'GET /api/business/payments/transactions': [200, makeTransactionPage([])],
    });
    renderAt(`/test-checkout/${CHECKOUT_ID}`, [
      { path: '/test-checkout/:checkoutId', element: <TestCheckoutRoute /> },
      { path: '/smb-payments', element: <SmbPaymentsRoute /> },
    ]);
    await user.type(await screen.findByRole('textbox', { name: 'Card number' }), '4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await user.click(await screen.findByRole('link', { name: 'Back to Payments' }));
    await expectToast('Error', paymentMessages.cardDeclined);
    await waitFor(() => expect(location()).toHaveTextContent(/^\/smb-payments$/));
    expect(screen.queryByText('Payment processing')).not.toBeInTheDocument();
  });

  it('says when the checkout is already paid', async () => {
    mockApi({ [CHECKOUT]: [200, makeCheckout({ state: 'paid', url: null })] });
    renderAt(`/test-checkout/${CHECKOUT_ID}`, routes);
    expect(await screen.findByText('This checkout is already paid.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Payments' })).toHaveAttribute('href', back);
    expect(screen.queryByRole('textbox', { name: 'Card number' })).not.toBeInTheDocument();
  });

  it('lets the tester dispute a paid payment and close the dispute as its bank would', async () => {
    const DISPUTE = `POST /api/ledger/test-mode/checkouts/${CHECKOUT_ID}/dispute` as const;
    const paid = makeCheckout({ state: 'paid', url: null });
    let refuse = true;
    const calls = mockApi({
      [CHECKOUT]: [200, paid],
      [DISPUTE]: ({ body }) => {
        const { status } = body as { status: 'open' | 'won' | 'lost' };
        if (refuse) return [409, { message: paymentMessages.noDispute, code: 'DISPUTE_CLOSED' }];
        return [200, { ...paid, dispute: { status, amountCents: 50_000 } }];
      },
    });
    renderAt(`/test-checkout/${CHECKOUT_ID}`, routes);
    await user.click(await screen.findByRole('button', { name: 'Dispute this payment' }));
    expect(await screen.findByText(paymentMessages.noDispute)).toBeVisible();

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Dispute this payment' }));
    expect(await screen.findByText('This payment is disputed: $500.00 was taken back from your wallet.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Dispute won' }));
    expect(await screen.findByText('The dispute was won: $500.00 came back to your wallet.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Dispute lost' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { status: 'open' },
      { status: 'open' },
      { status: 'won' },
    ]);
  });

  it('says when there is no such checkout', async () => {
    mockApi({ [CHECKOUT]: [404, { message: 'Checkout not found', code: 'NOT_FOUND' }] });
    renderAt(`/test-checkout/${CHECKOUT_ID}`, routes);
    expect(await screen.findByRole('heading', { name: 'Checkout not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Payments' })).toHaveAttribute('href', '/smb-payments');
  });
});
