import { useParams } from 'react-router';
import { PayoutStatementPage } from '#web/features/creator-earnings/components/payout-statement-page';

export function PayoutStatementRoute() {
  const { id = '' } = useParams();
  return <PayoutStatementPage key={id} id={id} />;
}
