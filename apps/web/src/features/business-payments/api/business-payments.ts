// Payments & Funding calls (issue 13): the business's wallet, campaign funding, Add Funds checkouts and their history,
// (the test-mode provider's own checkout page is the ledger feature's). Every call that moves money carries an Idempotency-Key per attempt.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, idempotencyHeader, ok } from '#web/lib/api';
import { useIdempotencyKey } from '#web/lib/idempotency';
import { businessPaymentKeys } from '#web/lib/query-keys';

/** Transaction History rows per page. */
export const TRANSACTIONS_PAGE_SIZE = 20;

/** The wallet's CSV export: a plain same-origin download (the session cookie goes with it). */
export const TRANSACTIONS_CSV_URL = '/api/business/payments/transactions.csv';

export const paymentKeys = businessPaymentKeys;

export function useBusinessPayments() {
  return useQuery({
    queryKey: paymentKeys.all,
    queryFn: () => ok(client.GET('/api/business/payments')),
  });
}

export function useTransactions(page: number) {
  return useQuery({
    queryKey: paymentKeys.transactions(page),
    queryFn: () =>
      ok(
        client.GET('/api/business/payments/transactions', {
          params: { query: { page, pageSize: TRANSACTIONS_PAGE_SIZE } },
        }),
      ),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/**
 * One Add Funds checkout (owner only: another business's is a 404). `fresh`: always asked again on mount, for a page
 * that must tell how it stands now (its state changes at the provider, not here).
 */
export function useCheckout(id: string | null, { fresh = false } = {}) {
  return useQuery({
    queryKey: paymentKeys.checkout(id ?? ''),
    queryFn: () => ok(client.GET('/api/business/payments/checkouts/{id}', { params: { path: { id: id ?? '' } } })),
    enabled: Boolean(id),
    retry: false,
    ...(fresh ? { staleTime: 0 } : {}),
  });
}

/** Add Funds: asks the provider for a checkout page; the wallet is credited only once the provider says it was paid. */
export function useStartCheckout() {
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: (amountCents: number) =>
      ok(
        client.POST('/api/business/payments/checkouts', {
          params: { header: idempotencyHeader(idempotency.keyFor({ amountCents })) },
          body: { amountCents },
        }),
      ),
    onSuccess: () => idempotency.settled(),
  });
}

/** Moves money from the wallet into a campaign's escrow. */
export function useFundCampaign(campaignId: string) {
  const qc = useQueryClient();
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: (amountCents: number) =>
      ok(
        client.POST('/api/business/payments/campaigns/{id}/funding', {
          params: {
            path: { id: campaignId },
            header: idempotencyHeader(idempotency.keyFor({ campaignId, amountCents })),
          },
          body: { amountCents },
        }),
      ),
    onSuccess: () => {
      idempotency.settled();
      return qc.invalidateQueries({ queryKey: paymentKeys.all });
    },
  });
}

/** Withdraw balance (issue 25): wallet money back to the payments it came from, as refunds; the wallet read again. */
export function useWithdrawBalance() {
  const qc = useQueryClient();
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: (amountCents: number) =>
      ok(
        client.POST('/api/business/payments/withdrawals', {
          params: { header: idempotencyHeader(idempotency.keyFor({ amountCents })) },
          body: { amountCents },
        }),
      ),
    onSuccess: () => {
      idempotency.settled();
      return qc.invalidateQueries({ queryKey: paymentKeys.all });
    },
  });
}
