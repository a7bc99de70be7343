// Receipts and monthly statements (issue 30): read-only documents of the business's wallet, straight from the ledger.
import { useQuery } from '@tanstack/react-query';
import { client, ok } from '#web/lib/api';
import { businessPaymentKeys } from '#web/lib/query-keys';

// Under the payments' key: whatever moves money (a deposit, a withdrawal) reads them again.
export const receiptKeys = {
  receipt: (id: string) => [...businessPaymentKeys.all, 'receipts', id] as const,
  statement: (month: string) => [...businessPaymentKeys.all, 'statements', month] as const,
};

export function useReceipt(id: string) {
  return useQuery({
    queryKey: receiptKeys.receipt(id),
    queryFn: () => ok(client.GET('/api/business/payments/receipts/{id}', { params: { path: { id } } })),
  });
}

export function useMonthlyStatement(month: string) {
  return useQuery({
    queryKey: receiptKeys.statement(month),
    queryFn: () => ok(client.GET('/api/business/payments/statements/{month}', { params: { path: { month } } })),
  });
}
