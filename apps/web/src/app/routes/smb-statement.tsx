import { useParams } from 'react-router';
import { StatementPage } from '#web/features/business-payments/components/statement-page';

export function SmbStatementRoute() {
  const { month = '' } = useParams();
  return <StatementPage key={month} month={month} />;
}
