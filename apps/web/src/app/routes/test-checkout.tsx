import { useParams } from 'react-router';
import { TryAgainCheckout } from '#web/features/business-payments/components/try-again-checkout';
import { TestCheckoutPage } from '#web/features/ledger/components/test-checkout-page';

/** A declined or expired checkout offers Try Again: a new checkout for the same amount (issue 30). */
const tryAgain = (amountCents: number) => <TryAgainCheckout amountCents={amountCents} />;

export function TestCheckoutRoute() {
  const { checkoutId = '' } = useParams();
  // A new checkout is a new page: nothing typed for one carries over to another.
  return <TestCheckoutPage key={checkoutId} checkoutId={checkoutId} tryAgain={tryAgain} />;
}
