// Add Payment Method / Change: the server names the provider's page for the payout account, and the browser goes
// there (in test mode our own /test-payout-setup; with Stripe, its onboarding).
import { useState } from 'react';
import { useStartPayoutSetup } from '#web/features/creator-earnings/api/creator-earnings';
import { toast } from '#web/lib/toast';
import { browserNavigation } from './browser-navigation';

export function usePayoutSetup() {
  const start = useStartPayoutSetup();
  // Until the provider's page has loaded, the button stays busy: a second press would only start over.
  const [isLeaving, setLeaving] = useState(false);
  const isPending = start.isPending || isLeaving;
  return {
    isPending,
    async start() {
      if (isPending) return;
      try {
        const { url } = await start.mutateAsync();
        setLeaving(true);
        browserNavigation.assign(url);
      } catch (err) {
        toast.error(err instanceof Error ? err.message : String(err));
      }
    },
  };
}
