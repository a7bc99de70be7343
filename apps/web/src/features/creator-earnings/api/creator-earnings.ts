// The creator's money calls (issue 13, C2 Wallet & Earnings): the wallet, withdrawals, the payout account at the
// payment provider (the test-mode provider's own bank account form is the ledger feature's).
import type { CreatorEarnings, PayoutAccount } from '@microreach/domain/creator-earnings';
import type { TaxDetailsInput } from '@microreach/domain/tax';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, client, idempotencyHeader, ok } from '#web/lib/api';
import { useIdempotencyKey } from '#web/lib/idempotency';
import { creatorEarningsKeys } from '#web/lib/query-keys';

export const earningsKeys = {
  wallet: creatorEarningsKeys.all,
  /** Under the wallet's key: whatever reads the wallet again (a withdrawal, a refusal) reads the tax status too. */
  tax: [...creatorEarningsKeys.all, 'tax'] as const,
};

/** Export: the earnings and withdrawals as CSV, downloaded as is (same origin, so the session cookie goes along). */
export const EARNINGS_CSV_URL = '/api/creator/earnings/transactions.csv';

/** While a withdrawal is on its way (requested or approved), the wallet is read again this often. */
export const PAYOUT_POLL_MS = 3000;

export function useCreatorEarnings() {
  return useQuery({
    queryKey: earningsKeys.wallet,
    queryFn: () => ok(client.GET('/api/creator/earnings')),
    // A payout is sent in the background: its status (and the balance, if it fails) changes without the creator doing
    // anything, so the page follows it until it is paid or failed.
    refetchInterval: (query) =>
      query.state.data?.payouts.some((p) => p.status === 'requested' || p.status === 'approved')
        ? PAYOUT_POLL_MS
        : false,
  });
}

/** The payout account as the server now has it, shown at once; the wallet is read again behind it. */
function useSetPayoutAccount() {
  const qc = useQueryClient();
  return (account: PayoutAccount | null) => {
    qc.setQueryData<CreatorEarnings>(earningsKeys.wallet, (wallet) =>
      wallet ? { ...wallet, payoutAccount: account } : wallet,
    );
    return qc.invalidateQueries({ queryKey: earningsKeys.wallet });
  };
}

/** Withdraw Funds: one Idempotency-Key per attempt, so a retried request never withdraws twice. */
export function useRequestWithdrawal() {
  const qc = useQueryClient();
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: (amountCents: number) =>
      ok(
        client.POST('/api/creator/earnings/withdrawals', {
          params: { header: idempotencyHeader(idempotency.keyFor({ amountCents })) },
          body: { amountCents },
        }),
      ),
    onSuccess: () => {
      idempotency.settled();
      return qc.invalidateQueries({ queryKey: earningsKeys.wallet });
    },
    // Refused for the balance or the payout account: the wallet changed since it was read.
    onError: (err) => {
      if (err instanceof ApiRequestError && err.status === 409) {
        void qc.invalidateQueries({ queryKey: earningsKeys.wallet });
      }
    },
  });
}

/** Add Payment Method: the provider's page for the payout account (in test mode, our /test-payout-setup). */
export function useStartPayoutSetup() {
  return useMutation({
    mutationFn: () => ok(client.POST('/api/creator/earnings/payout-account')),
  });
}

/** Back from the provider's page: the payout account's state read again from the provider. */
export function useRefreshPayoutAccount() {
  const setPayoutAccount = useSetPayoutAccount();
  return useMutation({
    mutationFn: () => ok(client.POST('/api/creator/earnings/payout-account/refresh')),
    onSuccess: (account) => setPayoutAccount(account),
  });
}

/** Tax details (issue 29): what the creator has been paid this year, what may go out without details, the details. */
export function useTaxStatus() {
  return useQuery({
    queryKey: earningsKeys.tax,
    queryFn: () => ok(client.GET('/api/creator/earnings/tax')),
  });
}

/** Saves the W-9 or W-8BEN data; the answer (the id masked) is shown at once. */
export function useSaveTaxDetails() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: TaxDetailsInput) => ok(client.PUT('/api/creator/earnings/tax', { body: input })),
    onSuccess: (status) => qc.setQueryData(earningsKeys.tax, status),
  });
}
