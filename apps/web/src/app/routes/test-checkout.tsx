import { useParams } from 'react-router';
import { TestCheckoutPage } from '#web/features/ledger/components/test-checkout-page';

export function TestCheckoutRoute() {
  const { checkoutId = '' } = useParams();
  // A new checkout is a new page: nothing typed for one carries over to another.
  return <TestCheckoutPage key={checkoutId} checkoutId={checkoutId} />;
}
