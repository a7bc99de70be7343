import { useParams } from 'react-router';
import { AgreementPage } from '#web/features/agreements/components/agreement-page';

export function AgreementRoute() {
  const { id = '' } = useParams();
  // Another agreement is another page: start afresh rather than keep the previous one.
  return <AgreementPage key={id} id={id} />;
}
