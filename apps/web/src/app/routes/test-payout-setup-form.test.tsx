import { TEST_MODE_BANNER } from '@microreach/domain/ledger';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestPayoutSetupRoute } from '#web/app/routes/test-payout-setup';
import { mockApi } from '#web/test/mock-api';
import { renderAt } from '#web/test/render';
import { user } from '#web/test/user';

const ADD = 'POST /api/ledger/test-mode/payout-account';
const routes = [
  { path: '/test-payout-setup', element: <TestPayoutSetupRoute /> },
  { path: '/earnings', element: <h1>Wallet & Earnings</h1> },
];
const location = () => screen.getByLabelText('location').textContent;

describe('Test payout setup', () => {
  it('shows the test-mode banner, the title, the fields and the test numbers', () => {
    mockApi({});
    renderAt('/test-payout-setup', routes);
    expect(screen.getByText(TEST_MODE_BANNER)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Add a test bank account' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Account holder' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Account number' })).toBeVisible();
    expect(screen.getByText('Any number of 6 to 17 digits. 000111111116 makes payouts fail.')).toBeVisible();
  });

  it('shows what is wrong beside each field and sends nothing', async () => {
    const calls = mockApi({});
    renderAt('/test-payout-setup', routes);
    await user.click(screen.getByRole('button', { name: 'Save bank account' }));
    expect(await screen.findByText('Enter the account holder.')).toBeVisible();
    expect(screen.getByText('Enter an account number of 6 to 17 digits.')).toBeVisible();

    await user.type(screen.getByRole('textbox', { name: 'Account holder' }), 'Mia Rivera');
    await user.type(screen.getByRole('textbox', { name: 'Account number' }), '12345');
    await user.click(screen.getByRole('button', { name: 'Save bank account' }));
    await waitFor(() => expect(screen.queryByText('Enter the account holder.')).not.toBeInTheDocument());
    expect(screen.getByText('Enter an account number of 6 to 17 digits.')).toBeVisible();
    expect(calls).toHaveLength(0);
    expect(location()).toBe('/test-payout-setup');
  });

  it('saves the account, toasts and goes back to /earnings', async () => {
    const calls = mockApi({ [ADD]: [200, { provider: 'test', label: 'Test Bank ••••1116', active: true }] });
    renderAt('/test-payout-setup', routes);
    await user.type(screen.getByRole('textbox', { name: 'Account holder' }), '  Mia Rivera ');
    await user.type(screen.getByRole('textbox', { name: 'Account number' }), '0001-1111 1116');
    await user.click(screen.getByRole('button', { name: 'Save bank account' }));

    expect(await screen.findByText('Payment method added')).toBeVisible();
    expect(screen.getByText('Withdrawals will go to Test Bank ••••1116.')).toBeVisible();
    await waitFor(() => expect(location()).toBe('/earnings'));
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/ledger/test-mode/payout-account',
        body: { accountHolder: 'Mia Rivera', accountNumber: '000111111116' },
      },
    ]);
  });

  it("toasts the server's refusal and stays", async () => {
    mockApi({ [ADD]: [400, { message: 'Test payments are off on this server.' }] });
    renderAt('/test-payout-setup', routes);
    await user.type(screen.getByRole('textbox', { name: 'Account holder' }), 'Mia Rivera');
    await user.type(screen.getByRole('textbox', { name: 'Account number' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Save bank account' }));
    expect(await screen.findByText('Test payments are off on this server.')).toBeVisible();
    expect(location()).toBe('/test-payout-setup');
  });

  it('offers Cancel back to /earnings', async () => {
    mockApi({});
    renderAt('/test-payout-setup', routes);
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(location()).toBe('/earnings');
  });
});
