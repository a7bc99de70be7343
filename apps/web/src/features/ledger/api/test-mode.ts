// The built-in test-mode payment provider's own pages (issue 13): the checkout's card form and the payout account's
// bank form. No real money moves; the ledger records what a real provider would have done.
import type { DisputeStatus } from '@microreach/domain/business-payments';
import type { CreatorEarnings, PayoutAccount } from '@microreach/domain/creator-earnings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client, ok } from '#web/lib/api';
import { businessPaymentKeys, creatorEarningsKeys } from '#web/lib/query-keys';

/** One Add Funds checkout (owner only: another business's is a 404). */
export function useTestCheckout(id: string) {
  return useQuery({
    queryKey: businessPaymentKeys.checkout(id),
    queryFn: () => ok(client.GET('/api/business/payments/checkouts/{id}', { params: { path: { id } } })),
    enabled: Boolean(id),
    retry: false,
  });
}

/** The card form: pays the checkout, or is declined (402) by the declined test card. */
export function usePayTestCheckout(checkoutId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (cardNumber: string) =>
      ok(
        client.POST('/api/ledger/test-mode/checkouts/{id}/pay', {
          params: { path: { id: checkoutId } },
          body: { cardNumber },
        }),
      ),
    onSuccess: (checkout) => {
      qc.setQueryData(businessPaymentKeys.checkout(checkoutId), checkout);
      return qc.invalidateQueries({ queryKey: businessPaymentKeys.all });
    },
    // A declined card closes the checkout: what is kept of it is out of date.
    onError: () => qc.invalidateQueries({ queryKey: businessPaymentKeys.checkout(checkoutId), refetchType: 'none' }),
  });
}

/** The bank account form: the payout account as the server now has it, shown at once; the wallet read again. */
export function useAddTestPayoutAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { accountHolder: string; accountNumber: string }) =>
      ok(client.POST('/api/ledger/test-mode/payout-account', { body: input })),
    onSuccess: (account: PayoutAccount) => {
      qc.setQueryData<CreatorEarnings>(creatorEarningsKeys.all, (wallet) =>
        wallet ? { ...wallet, payoutAccount: account } : wallet,
      );
      return qc.invalidateQueries({ queryKey: creatorEarningsKeys.all });
    },
  });
}

/**
 * A payment made with the disputed test card (issue 25): opens its dispute, or closes it won or lost, as the card's
 * bank would; the checkout as it now stands is shown at once and the wallet read again.
 */
export function useSetTestDispute(checkoutId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (status: DisputeStatus) =>
      ok(
        client.POST('/api/ledger/test-mode/checkouts/{id}/dispute', {
          params: { path: { id: checkoutId } },
          body: { status },
        }),
      ),
    onSuccess: (checkout) => {
      qc.setQueryData(businessPaymentKeys.checkout(checkoutId), checkout);
      return qc.invalidateQueries({ queryKey: businessPaymentKeys.all });
    },
  });
}
