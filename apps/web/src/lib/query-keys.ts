// Query keys that more than one feature reads or invalidates. A feature never imports another feature (decision
// 021), so the keys they share live here; keys only one feature uses stay in that feature's api/.

/** The signed-in user: set by sign-in and sign-up, read by the session query, refreshed by profile changes. */
export const sessionQueryKey = ['session'] as const;

/** The signed-in user's own profile (GET /api/me): profile settings edit it; the upload dialog reads its handles. */
export const ownProfileKey = ['profile', 'me'] as const;

/** The signed-in account's suspension (issue 28), or null: written by every read of the session, shown on every page. */
export const suspensionQueryKey = ['account-suspension'] as const;

/** The business's Campaign Dashboard: content review and payments refresh it. */
export const businessDashboardKey = ['business', 'dashboard'] as const;

/** The bell's notifications: chat invalidates them when a message arrives or a conversation is read. */
export const notificationKeys = {
  all: ['notifications'] as const,
};

/** The business's Payments & Funding figures and Add Funds checkouts (read by the test-mode checkout page too). */
export const businessPaymentKeys = {
  /** Everything on the page: the figures and every page of the history. */
  all: ['business', 'payments'] as const,
  transactions: (page: number) => ['business', 'payments', 'transactions', page] as const,
  checkout: (id: string) => ['business', 'checkouts', id] as const,
};

/** The creator's Wallet & Earnings (the test-mode payout-account page refreshes it). */
export const creatorEarningsKeys = {
  all: ['creator', 'earnings'] as const,
};
