// Answers of the money routes for the payments tests, shaped like the server's (mockApi checks them against the
// response schemas), and a stand-in for window.location.assign (jsdom cannot leave the page).
import type {
  BusinessPayments,
  CampaignFunding,
  Checkout,
  MoneyTransaction,
  MoneyTransactionPage,
} from '@microreach/domain/money';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';

export const CAMPAIGN_ID = '6f1c2a9e-3b4d-4c5e-8f60-7a8b9c0d1e2f';
export const CHECKOUT_ID = '0b7e5f2c-1d3a-4e6b-9c8d-2f4a6b8c0d1e';

export function makeCampaignFunding(overrides: Partial<CampaignFunding> = {}): CampaignFunding {
  return {
    id: CAMPAIGN_ID,
    name: 'Autumn Roast Launch',
    status: 'Live',
    budgetCents: 500_000,
    fundedCents: 200_000,
    spentCents: 45_000,
    pendingCents: 30_000,
    remainingCents: 125_000,
    awaitingFundingCents: 0,
    ...overrides,
  };
}

export function makePayments(overrides: Partial<BusinessPayments> = {}): BusinessPayments {
  return {
    provider: 'test',
    testMode: true,
    paymentAccountConnected: false,
    balanceCents: 125_050,
    totalFundedCents: 400_000,
    activeCampaigns: 1,
    pendingPaymentsCents: 30_000,
    campaigns: [makeCampaignFunding()],
    ...overrides,
  };
}

export function makeCheckout(overrides: Partial<Checkout> = {}): Checkout {
  return {
    id: CHECKOUT_ID,
    provider: 'test',
    testMode: true,
    amountCents: 50_000,
    state: 'open',
    url: `http://localhost:3000/test-checkout/${CHECKOUT_ID}`,
    failureMessage: null,
    ...overrides,
  };
}

export function makeTransaction(n: number, overrides: Partial<MoneyTransaction> = {}): MoneyTransaction {
  return {
    id: String(n),
    at: '2026-11-20T15:00:00.000Z',
    kind: 'deposit',
    description: `Funds added ${n}`,
    account: 'Wallet',
    amountCents: 10_000,
    balanceAfterCents: 10_000 * n,
    ...overrides,
  };
}

export function makeTransactionPage(items: MoneyTransaction[], page = 1, total = items.length): MoneyTransactionPage {
  return { items, total, page, pageSize: 20 };
}

/** window.location with assign() recorded instead of followed; undone by vi.unstubAllGlobals(). */
export function stubLocationAssign() {
  const assign = vi.fn<(url: string | URL) => void>();
  const real = window.location;
  // A stand-in object, not a Proxy of the real one: its own properties cannot be answered for differently.
  const stand = new Proxy({} as Location, {
    get(_target, key) {
      if (key === 'assign') return assign;
      const value: unknown = Reflect.get(real, key, real);
      return typeof value === 'function' ? value.bind(real) : value;
    },
  });
  vi.stubGlobal('location', stand);
  return assign;
}

/** Waits for a toast whose title and message belong together (the page may show the same words elsewhere). */
export async function expectToast(title: string, message: string) {
  await waitFor(() => {
    const toasts = screen.queryAllByRole('alert').filter((alert) => within(alert).queryByText(message));
    expect(toasts.length, `toast for "${message}"`).toBeGreaterThan(0);
    expect(within(toasts[0]!).getByText(title)).toBeVisible();
  });
}
