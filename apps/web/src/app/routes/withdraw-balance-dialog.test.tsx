import { paymentMessages } from '@microreach/domain/business-payments';
import { amountMessages } from '@microreach/domain/ledger';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SmbPaymentsRoute } from '#web/app/routes/smb-payments';
import { expectToast, makePayments, makeTransactionPage, makeWithdrawal } from '#web/test/fixtures/business-payments';
import { mockApi } from '#web/test/mock-api';
import { renderAt } from '#web/test/render';
import { user } from '#web/test/user';

const PAYMENTS = 'GET /api/business/payments';
const TRANSACTIONS = 'GET /api/business/payments/transactions';
const WITHDRAW = 'POST /api/business/payments/withdrawals';
const routes = [{ path: '/smb-payments', element: <SmbPaymentsRoute /> }];
const NO_TRANSACTIONS = [200, makeTransactionPage([])] as const;
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function openDialog() {
  await user.click(await screen.findByRole('button', { name: 'Withdraw balance' }));
  return within(await screen.findByRole('dialog', { name: 'Withdraw balance' }));
}
async function typeAmount(dialog: ReturnType<typeof within>, amount: string) {
  const field = dialog.getByRole('textbox', { name: 'Amount' });
  await user.clear(field);
  await user.type(field, amount);
  return field;
}
const withdrawals = (calls: ReturnType<typeof mockApi>) =>
  calls.filter((c) => c.path === '/api/business/payments/withdrawals');

describe('Withdraw balance', () => {
  it('starts from what is available, says where the money goes, and sends cents with an Idempotency-Key', async () => {
    const calls = mockApi({
      [PAYMENTS]: [200, makePayments({ balanceCents: 60_000, withdrawableCents: 45_000 })],
      [TRANSACTIONS]: NO_TRANSACTIONS,
      [WITHDRAW]: [201, makeWithdrawal({ amountCents: 25_050 })],
    });
    renderAt('/smb-payments', routes);
    const section = within(await screen.findByRole('region', { name: 'Unspent money' }));
    expect(section.getByText('$450.00')).toBeVisible();
    const dialog = await openDialog();
    const field = dialog.getByRole('textbox', { name: 'Amount' });
    expect(field).toHaveValue('450');
    expect(field).toHaveAccessibleDescription('In dollars. Available to withdraw: $450.00.');
    expect(dialog.getByText(paymentMessages.withdrawalDestination)).toBeVisible();

    await typeAmount(dialog, '250.50');
    const readsBefore = calls.filter((c) => c.path === '/api/business/payments').length;
    await user.click(dialog.getByRole('button', { name: 'Withdraw' }));

    await expectToast('Withdrawal started', '$250.50 is on its way back to your original payments.');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Withdraw balance' })).not.toBeInTheDocument());
    const [sent] = withdrawals(calls);
    expect(sent).toEqual({ method: 'POST', path: '/api/business/payments/withdrawals', body: { amountCents: 25_050 } });
    expect(sent!.headers.get('idempotency-key')).toMatch(UUID_V4);
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/business/payments').length).toBeGreaterThan(readsBefore),
    );
  });

  it('refuses what is not an amount, less than $1 and more than is available, without asking the server', async () => {
    const calls = mockApi({
      [PAYMENTS]: [200, makePayments({ withdrawableCents: 45_000 })],
      [TRANSACTIONS]: NO_TRANSACTIONS,
    });
    renderAt('/smb-payments', routes);
    const dialog = await openDialog();
    for (const [amount, message] of [
      ['ten', amountMessages.amountNotNumber],
      ['0.50', paymentMessages.withdrawalTooSmall],
      ['450.01', `${paymentMessages.withdrawalAboveAvailable} Available to withdraw: $450.00.`],
    ] as const) {
      const field = await typeAmount(dialog, amount);
      await user.click(dialog.getByRole('button', { name: 'Withdraw' }));
      expect(field).toBeInvalid();
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(withdrawals(calls)).toEqual([]);
  });

  it("shows the server's refusal beside the amount, and a refund the bank refused as such", async () => {
    let refuse = true;
    mockApi({
      [PAYMENTS]: [200, makePayments({ withdrawableCents: 45_000 })],
      [TRANSACTIONS]: NO_TRANSACTIONS,
      [WITHDRAW]: () =>
        refuse
          ? [409, { message: 'This is more than you can withdraw.', code: 'INSUFFICIENT_FUNDS' }]
          : [
              201,
              makeWithdrawal({
                amountCents: 30_000,
                refunds: [
                  {
                    id: '1f3e5d7c-9b2a-4c6e-8d0f-2a4c6e8f0b1d',
                    amountCents: 10_000,
                    state: 'failed',
                    failureMessage: 'The refund failed.',
                  },
                  {
                    id: '2a4c6e8f-0b1d-4f3e-9d7c-5b3a1c9e7d5f',
                    amountCents: 20_000,
                    state: 'succeeded',
                    failureMessage: null,
                  },
                ],
              }),
            ],
    });
    renderAt('/smb-payments', routes);
    const dialog = await openDialog();
    const field = await typeAmount(dialog, '300');
    await user.click(dialog.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(expect.stringContaining('This is more than you can withdraw.')),
    );
    expect(screen.getByRole('dialog', { name: 'Withdraw balance' })).toBeVisible();

    refuse = false;
    await user.click(dialog.getByRole('button', { name: 'Withdraw' }));
    await expectToast(
      'Withdrawal partly refused',
      '$100.00 could not be refunded and is back in your wallet. $200.00 is on its way back to your original payments.',
    );
  });

  it('is off, saying why, when nothing can be withdrawn', async () => {
    mockApi({
      [PAYMENTS]: [200, makePayments({ balanceCents: 0, withdrawableCents: 0 })],
      [TRANSACTIONS]: NO_TRANSACTIONS,
    });
    renderAt('/smb-payments', routes);
    const button = await screen.findByRole('button', { name: 'Withdraw balance' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(paymentMessages.nothingToWithdraw);
    expect(screen.getByText(paymentMessages.nothingToWithdraw)).toBeVisible();
  });

  it('shows a wallet below zero, and why nothing is funded, launched or withdrawn until it is covered', async () => {
    mockApi({
      [PAYMENTS]: [200, makePayments({ balanceCents: -8_000, withdrawableCents: 0 })],
      [TRANSACTIONS]: NO_TRANSACTIONS,
    });
    renderAt('/smb-payments', routes);
    const alert = await screen.findByText('Your wallet is -$80.00');
    expect(alert).toBeVisible();
    expect(screen.getAllByText(paymentMessages.walletBelowZero)[0]).toBeVisible();
    const button = screen.getByRole('button', { name: 'Withdraw balance' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(paymentMessages.walletBelowZero);
  });
});
