import type { CurrentUser } from '@microreach/domain/auth';
import { accountLinkMessages } from '@microreach/domain/messages';
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AddFunds } from '#web/features/business-payments/components/add-funds';
import { WithdrawBalance } from '#web/features/business-payments/components/withdraw-balance';
import { useSession } from '#web/lib/session';
import { mockApi } from '#web/test/mock-api';
import { renderAt } from '#web/test/render';

const unconfirmed: CurrentUser = {
  id: 'u1',
  email: 'dana@example.com',
  name: 'Dana',
  role: 'SMB',
  companyName: 'Brooks Bakery',
  profilePicture: null,
  emailConfirmed: false,
};

/** As the signed-in shell does: the page shows once the session is loaded. */
function SignedIn({ children }: { children: ReactNode }) {
  const { data } = useSession();
  return data ? children : null;
}

describe('money buttons of an unconfirmed account', { timeout: 20_000 }, () => {
  const business = unconfirmed;

  it('are off and say why', async () => {
    const calls = mockApi({ 'GET /api/auth/session': [200, { user: business }] });
    renderAt('/', [
      {
        path: '/',
        element: (
          <SignedIn>
            <AddFunds testMode />
            <WithdrawBalance balanceCents={50_000} withdrawableCents={50_000} />
          </SignedIn>
        ),
      },
    ]);
    const addFunds = await screen.findByRole('button', { name: 'Add Funds' });
    expect(addFunds).toBeDisabled();
    expect(addFunds).toHaveAccessibleDescription(accountLinkMessages.notConfirmedAddFunds);
    const withdraw = screen.getByRole('button', { name: 'Withdraw balance' });
    expect(withdraw).toBeDisabled();
    expect(withdraw).toHaveAccessibleDescription(accountLinkMessages.notConfirmedWithdraw);
    expect(calls.map((c) => c.path)).toEqual(['/api/auth/session']);
  });

  it('work once the address is confirmed', async () => {
    mockApi({ 'GET /api/auth/session': [200, { user: { ...business, emailConfirmed: true } }] });
    renderAt('/', [
      {
        path: '/',
        element: (
          <SignedIn>
            <AddFunds testMode />
            <WithdrawBalance balanceCents={50_000} withdrawableCents={50_000} />
          </SignedIn>
        ),
      },
    ]);
    expect(await screen.findByRole('button', { name: 'Add Funds' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Withdraw balance' })).toBeEnabled();
  });
});
