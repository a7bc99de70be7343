// Try Again after a declined or expired Add Funds checkout (issue 30): a closed checkout cannot be paid again, so a new
// one for the same amount is started and its payment page opened, without going back to choose the amount.
import { Button } from '@mantine/core';
import { paymentMessages } from '@microreach/domain/business-payments-rules';
import { GENERIC_ERROR } from '@microreach/domain/messages';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiRequestError } from '#web/lib/api';
import { toast } from '#web/lib/toast';
import { useStartCheckout } from '../api/business-payments';

export function TryAgainCheckout({ amountCents }: { amountCents: number }) {
  const start = useStartCheckout();
  // Once the new payment page is on its way, the button stays busy.
  const [isRedirecting, setIsRedirecting] = useState(false);

  const tryAgain = async () => {
    let url: string | null = null;
    try {
      ({ url } = await start.mutateAsync(amountCents));
    } catch (err) {
      // The server's reason when it gives one (an address not confirmed, a balance below zero).
      const reason = err instanceof ApiRequestError && err.status < 500 && err.message !== GENERIC_ERROR;
      toast.error(reason ? err.message : paymentMessages.paymentFailed);
      return;
    }
    if (!url) {
      toast.error(paymentMessages.paymentFailed);
      return;
    }
    setIsRedirecting(true);
    toast.success('Add Funds', 'Redirecting to payment portal...');
    window.location.assign(url);
  };

  return (
    <Button
      leftSection={<IconRefresh size={16} />}
      loading={start.isPending || isRedirecting}
      onClick={() => void tryAgain()}
    >
      Try Again
    </Button>
  );
}
