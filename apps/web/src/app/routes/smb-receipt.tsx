import { useParams } from 'react-router';
import { ReceiptPage } from '#web/features/business-payments/components/receipt-page';

export function SmbReceiptRoute() {
  const { id = '' } = useParams();
  // Another receipt is another page: start afresh rather than keep the previous one.
  return <ReceiptPage key={id} id={id} />;
}
