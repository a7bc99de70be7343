import { earningsMessages } from '@microreach/domain/creator-earnings';
import { amountMessages } from '@microreach/domain/ledger';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EarningsRoute } from '#web/app/routes/earnings';
import { browserNavigation } from '#web/features/creator-earnings/components/browser-navigation';
import { makeEarnings, makePayout, makeTaxStatus, TEST_BANK } from '#web/test/fixtures/creator-earnings';
import { mockApi } from '#web/test/mock-api';
import { renderAt } from '#web/test/render';
import { user } from '#web/test/user';

const EARNINGS = 'GET /api/creator/earnings';
const TAX = 'GET /api/creator/earnings/tax';
const WITHDRAW = 'POST /api/creator/earnings/withdrawals';
const routes = [{ path: '/earnings', element: <EarningsRoute /> }];
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function openWithdraw() {
  await screen.findByRole('group', { name: 'Available Balance' });
  await user.click(screen.getByRole('button', { name: 'Withdraw Funds' }));
  return within(await screen.findByRole('dialog', { name: 'Withdraw Funds' }));
}
async function typeAmount(dialog: ReturnType<typeof within>, amount: string) {
  const field = dialog.getByRole('textbox', { name: 'Amount' });
  await user.clear(field);
  await user.type(field, amount);
}
const withdrawals = (calls: ReturnType<typeof mockApi>) =>
  calls.filter((c) => c.path === '/api/creator/earnings/withdrawals');

afterEach(() => vi.restoreAllMocks());

describe('Withdraw Funds', () => {
  it('starts from the available balance, states the minimum and the account, and sends cents with an Idempotency-Key', async () => {
    const calls = mockApi({
      [TAX]: [200, makeTaxStatus()],
      [EARNINGS]: [200, makeEarnings({ availableCents: 19_760, payoutAccount: TEST_BANK })],
      [WITHDRAW]: [201, makePayout(1, { amountCents: 5_025, status: 'requested', processedAt: null })],
    });
    renderAt('/earnings', routes);
    const dialog = await openWithdraw();
    expect(dialog.getByRole('textbox', { name: 'Amount' })).toHaveValue('197.60');
    expect(dialog.getByText('Minimum $10.00. Available: $197.60.')).toBeVisible();
    expect(dialog.getByText('Test Bank ••••6789')).toBeVisible();

    await typeAmount(dialog, '50.25');
    const earningsReadsBefore = calls.filter((c) => c.path === '/api/creator/earnings').length;
    await user.click(dialog.getByRole('button', { name: 'Request Withdrawal' }));

    expect(await screen.findByText('Withdrawal requested')).toBeVisible();
    expect(screen.getByText('$50.25 is on its way to Test Bank ••••6789.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Withdraw Funds' })).not.toBeInTheDocument());
    const [sent] = withdrawals(calls);
    expect(sent).toEqual({ method: 'POST', path: '/api/creator/earnings/withdrawals', body: { amountCents: 5_025 } });
    expect(sent!.headers.get('idempotency-key')).toMatch(UUID_V4);
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/creator/earnings').length).toBeGreaterThan(earningsReadsBefore),
    );
  });

  it('uses a new Idempotency-Key for the next withdrawal', async () => {
    const calls = mockApi({
      [TAX]: [200, makeTaxStatus()],
      [EARNINGS]: [200, makeEarnings({ availableCents: 19_760 })],
      [WITHDRAW]: [201, makePayout(1, { status: 'requested', processedAt: null })],
    });
    renderAt('/earnings', routes);
    for (let i = 0; i < 2; i++) {
      const dialog = await openWithdraw();
      await typeAmount(dialog, '20');
      await user.click(dialog.getByRole('button', { name: 'Request Withdrawal' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Withdraw Funds' })).not.toBeInTheDocument());
    }
    const keys = withdrawals(calls).map((c) => c.headers.get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('refuses below $10, above the balance and what is not an amount, without asking the server', async () => {
    const calls = mockApi({
      [TAX]: [200, makeTaxStatus()],
      [EARNINGS]: [200, makeEarnings({ availableCents: 19_760 })],
    });
    renderAt('/earnings', routes);
    const dialog = await openWithdraw();
    for (const [amount, message] of [
      ['9.99', earningsMessages.withdrawalTooSmall],
      ['197.61', earningsMessages.insufficientAvailable],
      ['ten', amountMessages.amountNotNumber],
      ['10.005', amountMessages.amountFractionalCent],
    ] as const) {
      await typeAmount(dialog, amount);
      await user.click(dialog.getByRole('button', { name: 'Request Withdrawal' }));
      expect(await dialog.findByText(message), amount).toBeVisible();
    }
    expect(withdrawals(calls)).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Withdraw Funds' })).toBeVisible();
  });

  it("shows the server's refusal beside the amount and keeps the dialog open", async () => {
    mockApi({
      [TAX]: [200, makeTaxStatus()],
      [EARNINGS]: [200, makeEarnings({ availableCents: 19_760 })],
      [WITHDRAW]: [409, { message: earningsMessages.insufficientAvailable, code: 'INSUFFICIENT_FUNDS' }],
    });
    renderAt('/earnings', routes);
    const dialog = await openWithdraw();
    await user.click(dialog.getByRole('button', { name: 'Request Withdrawal' }));
    expect(await dialog.findByText(earningsMessages.insufficientAvailable)).toBeVisible();
    expect(dialog.getByRole('textbox', { name: 'Amount' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Withdraw Funds' })).toBeVisible();
    expect(screen.queryByText('Withdrawal requested')).not.toBeInTheDocument();
  });

  it("shows a 400's message beside the amount", async () => {
    mockApi({
      [TAX]: [200, makeTaxStatus()],
      [EARNINGS]: [200, makeEarnings({ availableCents: 19_760 })],
      [WITHDRAW]: [
        400,
        {
          message: earningsMessages.withdrawalTooSmall,
          code: 'VALIDATION_ERROR',
          issues: [{ path: 'amountCents', message: earningsMessages.withdrawalTooSmall }],
        },
      ],
    });
    renderAt('/earnings', routes);
    const dialog = await openWithdraw();
    await typeAmount(dialog, '10');
    await user.click(dialog.getByRole('button', { name: 'Request Withdrawal' }));
    expect(await dialog.findByText(earningsMessages.withdrawalTooSmall)).toBeVisible();
    expect(dialog.getByRole('textbox', { name: 'Amount' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a refusal for a missing payout account with Add Payment Method', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    mockApi({
      [TAX]: [200, makeTaxStatus()],
      [EARNINGS]: [200, makeEarnings({ availableCents: 19_760 })],
      [WITHDRAW]: [409, { message: earningsMessages.noPayoutAccount, code: 'NO_PAYOUT_ACCOUNT' }],
      'POST /api/creator/earnings/payout-account': [200, { url: 'http://localhost:3000/test-payout-setup' }],
    });
    renderAt('/earnings', routes);
    const dialog = await openWithdraw();
    await user.click(dialog.getByRole('button', { name: 'Request Withdrawal' }));
    expect(await dialog.findByText(earningsMessages.noPayoutAccount)).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Add Payment Method' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:3000/test-payout-setup'));
  });

  it('says there is no payment method yet instead of the form, and offers Add Payment Method', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const calls = mockApi({
      [TAX]: [200, makeTaxStatus()],
      [EARNINGS]: [200, makeEarnings({ availableCents: 19_760, payoutAccount: null })],
      'POST /api/creator/earnings/payout-account': [200, { url: 'http://localhost:3000/test-payout-setup' }],
    });
    renderAt('/earnings', routes);
    const dialog = await openWithdraw();
    expect(dialog.getByText('No payment method yet')).toBeVisible();
    expect(dialog.getByText(earningsMessages.noPayoutAccount)).toBeVisible();
    expect(dialog.queryByRole('textbox', { name: 'Amount' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Add Payment Method' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:3000/test-payout-setup'));
    expect(withdrawals(calls)).toHaveLength(0);
  });

  it('treats an account whose setup is not finished as none', async () => {
    mockApi({
      [TAX]: [200, makeTaxStatus()],
      [EARNINGS]: [200, makeEarnings({ payoutAccount: { ...TEST_BANK, active: false } })],
    });
    renderAt('/earnings', routes);
    const dialog = await openWithdraw();
    expect(dialog.getByText('Payment method setup not finished')).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Add Payment Method' })).toBeVisible();
    expect(dialog.queryByRole('button', { name: 'Request Withdrawal' })).not.toBeInTheDocument();
  });
});
