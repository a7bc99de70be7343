// Back from the payment provider's page (/smb-payments?checkout=<id>[&cancelled=1]): says how the checkout went,
// then takes the parameters out of the address and reloads the figures. A declined or expired checkout stays on the
// page (Add Funds offers Try Again for its amount) until it is dismissed or a new checkout starts.
import { notifications } from '@mantine/notifications';
import { paymentMessages } from '@microreach/domain/business-payments-rules';
import { formatMoney } from '@microreach/domain/ledger-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiRequestError } from '#web/lib/api';
import { toast } from '#web/lib/toast';
import { paymentKeys, useCheckout } from '../api/business-payments';

/** A checkout that came back unpaid and closed: its amount, and why. */
export interface ClosedCheckout {
  amountCents: number;
  message: string;
}

export function useCheckoutReturn(): { closedCheckout: ClosedCheckout | null; dismiss: () => void } {
  const [params, setParams] = useSearchParams();
  const checkoutId = params.get('checkout');
  const isCancelled = params.get('cancelled') === '1';
  const checkout = useCheckout(checkoutId, { fresh: true });
  // Only an answer asked for now counts: one kept from the checkout page may be from before the card was tried.
  const isSettled = checkout.isFetchedAfterMount && !checkout.isFetching;
  const qc = useQueryClient();
  const handled = useRef<string | null>(null);
  const [closedCheckout, setClosedCheckout] = useState<ClosedCheckout | null>(null);

  useEffect(() => {
    if (!checkoutId || handled.current === checkoutId || !isSettled) return;
    handled.current = checkoutId;

    const found = checkout.isError ? undefined : checkout.data;
    if (!found) {
      const err = checkout.error;
      toast.error(err instanceof ApiRequestError && err.status === 404 ? err.message : paymentMessages.paymentFailed);
    } else if (found.state === 'paid') {
      toast.success('Funds added', `${formatMoney(found.amountCents)} was added to your balance.`);
    } else if (found.state === 'declined' || found.state === 'expired') {
      const message = found.failureMessage ?? paymentMessages.paymentFailed;
      toast.error(message);
      setClosedCheckout({ amountCents: found.amountCents, message });
    } else if (isCancelled) {
      notifications.show({ title: 'Payment cancelled', message: 'No money was taken.', color: 'blue' });
    } else {
      // Back before the provider told us (its webhook may follow the person by a few seconds).
      notifications.show({
        title: 'Payment processing',
        message: 'Your balance updates as soon as the payment provider confirms the payment.',
        color: 'blue',
      });
    }

    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('checkout');
        next.delete('cancelled');
        return next;
      },
      { replace: true },
    );
    void qc.invalidateQueries({ queryKey: paymentKeys.all });
  }, [checkoutId, isSettled, isCancelled, checkout.data, checkout.isError, checkout.error, setParams, qc]);

  return { closedCheckout, dismiss: () => setClosedCheckout(null) };
}
